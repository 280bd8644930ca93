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
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        <subviews>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                                <rect key="frame" x="20" y="10" width="335" height="32"/>
                                \(constraint)
                                <segments>
                                    <segment title="First"/>
                                    <segment title="Second"/>
                                </segments>
                            </segmentedControl>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                                <rect key="frame" x="20" y="58" width="10" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="10" id="below-w"/>
                                    <constraint firstAttribute="height" constant="10" id="below-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="seg" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="seg-t"/>
                            <constraint firstItem="seg" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="seg-l"/>
                            <constraint firstAttribute="trailing" secondItem="seg" secondAttribute="trailing" constant="20" id="seg-r"/>
                            <constraint firstItem="below" firstAttribute="top" secondItem="seg" secondAttribute="bottom" constant="16" id="below-t"/>
                            <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="below-l"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
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
}
