import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// Standard controls as Interface Builder stores them: constraints place a control's alignment
/// rectangle, the document stores its frame.
@Suite struct InterfaceBuilderControlTests {
    /// A segmented control 10 points below the top of a 375-point view, 20 from its sides, with
    /// an optional height constraint, and a box pinned 16 points below it.
    static func segmentedDocument(tools: String, height: Int?) -> String {
        let constraint = height.map { #"<constraints><constraint firstAttribute="height" constant="\#($0)" id="seg-h"/></constraints>"# } ?? ""
        return ControlAboveBoxDocument.text(tools: tools, device: "retina4_7", rootWidth: 375, rootHeight: 200, control: """
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                <rect key="frame" x="20" y="10" width="335" height="32"/>
                \(constraint)
                <segments>
                    <segment title="First"/>
                    <segment title="Second"/>
                </segments>
            </segmentedControl>
            """, id: "seg", top: 10, side: 20, gap: 16, boxY: 58, boxHeight: 10)
    }

    static func frames(_ text: String) throws -> [String: CGRect] {
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), name: "test.xib")
        let solution = try document.makeLayout().solve()
        return Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    /// Stored frames of apps' documents, as literal numbers: edX's `DiscussionNewPostView.xib`
    /// (Datasets/xib-more 272, tools 16097: height constraint 28, control stored 29 tall at y 10,
    /// the view 16 below it at y 54), nRF-Mesh (331, Xcode 26: height constraint 31 stored 32
    /// tall at y 270, the table 16 below at 317) and the unconstrained iOS 13 controls stored 32
    /// tall (8 apps) and iOS 12 ones 29 tall (`Scripts/ib/control_sizes.py`).
    @Test(arguments: [
        ("16097", 28, CGFloat(29), CGFloat(54)),
        ("24506", 31, CGFloat(32), CGFloat(57)),
        ("22505", nil, CGFloat(32), CGFloat(57)),
        ("14460", nil, CGFloat(29), CGFloat(54)),
    ] as [(String, Int?, CGFloat, CGFloat)])
    func segmentedControlsAreStoredAPointTallerThanTheirAlignmentRectangle(tools: String, height: Int?, stored: CGFloat, belowY: CGFloat) throws {
        let frames = try Self.frames(Self.segmentedDocument(tools: tools, height: height))
        #expect(frames["seg"] == CGRect(x: 20, y: 10, width: 335, height: stored), "tools \(tools), height \(String(describing: height))")
        #expect(frames["below"]?.minY == belowY, "tools \(tools), height \(String(describing: height))")
    }

    /// A slider `inset` points inside both sides of a 419-point view, 8 below its top.
    static func sliderDocument(tools: String, inset: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="419" height="100"/>
                    <subviews>
                        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                            <rect key="frame" x="0.0" y="8" width="419" height="30"/>
                        </slider>
                    </subviews>
                    <constraints>
                        <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="s-t"/>
                        <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(inset)" id="s-l"/>
                        <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="\(inset)" id="s-r"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Stored frames of apps' documents, as literal numbers: Xcode 26 stores a slider where its
    /// constraints put it, OsmAnd's `TopBottomValuesSliderTableViewCell.xib` (Datasets/xib-more
    /// 369, tools 24506) one pinned to both edges of its 419-point container at x = 0, 419 wide;
    /// Xcode 14 stores it 2 points outside, Charts' `AnotherBarChartViewController.xib`
    /// (Datasets/xib-more 257, tools 21507) one pinned 8 points from its superview's leading
    /// edge at x = 6.
    @Test func xcode26StoresASliderWhereItsConstraintsPutItOlderReleasesTwoPointsOutside() throws {
        let xcode26 = try #require(Self.frames(Self.sliderDocument(tools: "24506", inset: 0))["slider"])
        #expect(xcode26.minX == 0)
        #expect(xcode26.width == 419)
        let xcode14 = try #require(Self.frames(Self.sliderDocument(tools: "21507", inset: 8))["slider"])
        #expect(xcode14.minX == 6)
    }

    /// A horizontal stack (`distribution`, `spacing`) 8 points from a 375-point view's leading
    /// edge holding a box `boxWidth` wide and a switch, and two switches outside it: one pinned
    /// 20 points from the leading edge, one 16 points from the trailing edge.
    static func switchDocument(tools: String, distribution: String, spacing: Int, boxWidth: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" distribution="\(distribution)" alignment="center" spacing="\(spacing)" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="8" y="56" width="148" height="31"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="5" width="\(boxWidth)" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="\(boxWidth)" id="box-w"/>
                                        <constraint firstAttribute="height" constant="20" id="box-h"/>
                                    </constraints>
                                </view>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="inStack">
                                    <rect key="frame" x="99" y="0.0" width="51" height="31"/>
                                </switch>
                            </subviews>
                        </stackView>
                        <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="leading">
                            <rect key="frame" x="20" y="120" width="51" height="31"/>
                        </switch>
                        <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="trailing">
                            <rect key="frame" x="310" y="160" width="51" height="31"/>
                        </switch>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="stack-l"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="56" id="stack-t"/>
                        <constraint firstItem="leading" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="leading-l"/>
                        <constraint firstItem="leading" firstAttribute="top" secondItem="root" secondAttribute="top" constant="120" id="leading-t"/>
                        <constraint firstAttribute="trailing" secondItem="trailing" secondAttribute="trailing" constant="16" id="trailing-r"/>
                        <constraint firstItem="trailing" firstAttribute="top" secondItem="root" secondAttribute="top" constant="160" id="trailing-t"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Stored frames of apps' documents, as literal numbers (`Switch.alignmentSize`): FloatingPanel
    /// (Datasets/xib-more 414, Cocoa Touch plug-in 22685, Xcode 15: a `fillProportionally` stack,
    /// spacing 8, a 91-point label and a switch at x 99, the stack 148 wide, 2 points short of
    /// the switch's frame), iNaturalist (287, tools 22154: a `fill` stack, spacing 10, a 325-point
    /// label, the switch at 335, the stack 384 wide) and xdripswift (308, tools 24412, iOS 26: spacing 15, a 67-point label, a 63-point switch
    /// at x 82, the stack 143 wide); outside stacks, Papr (303) stores a switch pinned 16 points
    /// from a 375-point view's trailing edge ending at 361, and orbot (277) one pinned by its
    /// leading edge starting on it.
    @Test(arguments: [
        ("22685", "fillProportionally", 8, 91, CGFloat(51), CGFloat(31)),
        ("22154", "fill", 10, 325, CGFloat(51), CGFloat(31)),
        ("24412", "fillProportionally", 15, 67, CGFloat(63), CGFloat(28)),
    ] as [(String, String, Int, Int, CGFloat, CGFloat)])
    func aSwitchsFrameOverhangsItsConstraintsByTwoPointsOnTheTrailingSide(
        tools: String, distribution: String, spacing: Int, boxWidth: Int, width: CGFloat, height: CGFloat
    ) throws {
        let frames = try Self.frames(Self.switchDocument(tools: tools, distribution: distribution, spacing: spacing, boxWidth: boxWidth))
        let switchX = CGFloat(boxWidth + spacing)
        #expect(frames["inStack"]?.minX == switchX, "tools \(tools)")
        #expect(frames["inStack"]?.size == CGSize(width: width, height: height), "tools \(tools)")
        #expect(frames["stack"]?.width == switchX + width - 2, "tools \(tools)")
        #expect(frames["leading"] == CGRect(x: 20, y: 120, width: width, height: height), "tools \(tools)")
        #expect(frames["trailing"] == CGRect(x: 375 - 16 + 2 - width, y: 160, width: width, height: height), "tools \(tools)")
    }

    /// The model without a document: a switch's intrinsic size is what constraints place, its
    /// drawn size (`sizeThatFits`) 2 points wider, and the kind table gives the former.
    @Test(arguments: [12, 17, 18, 26])
    func aSwitchIsTwoPointsNarrowerThanItsDrawnFrame(iOSVersion: Int) {
        let drawn = Switch.drawnSize(iOSVersion: iOSVersion)
        #expect(Switch.alignmentSize(iOSVersion: iOSVersion) == CGSize(width: drawn.width - 2, height: drawn.height))
    }
}
