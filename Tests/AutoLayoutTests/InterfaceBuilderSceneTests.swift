import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import TextMeasurement

/// Storyboard scenes placed by their bars, and buttons sized by what they show, on small
/// documents written for each rule.
@Suite struct InterfaceBuilderSceneTests {
    static func frames(_ text: String) throws -> (frames: [String: CGRect], roots: [String: CGSize]) {
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), name: "test.storyboard")
        let solution = try document.makeLayout().solve()
        return (Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a }),
                Dictionary(solution.roots.map { ($0.id, $0.size) }, uniquingKeysWith: { a, _ in a }))
    }

    /// A 10 x 10 box pinned to the top guide (or the bottom of the view) and the leading edge.
    static func box(_ id: String, root: String, guide: String?) -> String {
        let vertical = guide.map {
            #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="\#($0)" secondAttribute="bottom" id="\#(id)-t"/>"#
        } ?? #"<constraint firstItem="\#(root)" firstAttribute="bottom" secondItem="\#(id)" secondAttribute="bottom" id="\#(id)-b"/>"#
        return """
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="10" id="\(id)-w"/>
                        <constraint firstAttribute="height" constant="10" id="\(id)-h"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                \(vertical)
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" id="\(id)-l"/>
            </constraints>
            """
    }

    @Test func opaqueBarsMoveTheViewAndPushedScenesInheritThem() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="first" kind="relationship" relationship="rootViewController" id="r"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="first">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top1"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                                    \(Self.box("box1", root: "root1", guide: "top1"))
                                </view>
                                <connections>
                                    <segue destination="second" kind="show" id="push"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s3">
                        <objects>
                            <viewController id="second">
                                <view key="view" contentMode="scaleToFill" misplaced="YES" id="root2">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="500"/>
                                    \(Self.box("box2", root: "root2", guide: nil))
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let solved = try Self.frames(text)
        // Below an opaque bar the view starts under it: its top guide is 0 points long.
        #expect(solved.frames["box1"] == CGRect(x: 0, y: 0, width: 10, height: 10))
        // The pushed scene is drawn in the same navigation controller; its misplaced root takes
        // the 667 - 64 points the bar leaves.
        #expect(solved.roots["root2"] == CGSize(width: 375, height: 603))
        #expect(solved.frames["box2"] == CGRect(x: 0, y: 593, width: 10, height: 10))
    }

    /// A navigation controller whose bar is hidden draws none over its root or the scenes it
    /// pushes: opentrace's `Main.storyboard` (Datasets/xib-more 362, tools 16096, 4-inch phone)
    /// stores a view pinned 22 points below the safe area at y = 22, and eidolon's (213, tools
    /// 12118, iPad) buttons pinned to the top guide at y = 20, where a shown bar puts them 44 lower.
    @Test(arguments: [("YES", CGFloat(20)), ("NO", CGFloat(64))])
    func aHiddenNavigationBarIsNotDrawn(hidden: String, top: CGFloat) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController navigationBarHidden="\(hidden)" id="nav">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="first" kind="relationship" relationship="rootViewController" id="r"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="first">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top1"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root1">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    \(Self.box("box1", root: "root1", guide: "top1"))
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let solved = try Self.frames(text)
        #expect(solved.frames["box1"] == CGRect(x: 0, y: top, width: 10, height: 10), "navigationBarHidden=\(hidden)")
    }

    @Test func buttonsAreAtLeastTheirBackgroundAndEmptyOnesKeepALine() throws {
        func button(_ id: String, _ state: String) -> String {
            """
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <state key="normal" \(state)/>
            </button>
            """
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            \(button("background", #"backgroundImage="big""#))
                            \(button("empty", ""))
                            \(button("titled", #"title="Go""#))
                            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="attributed">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                <state key="normal">
                                    <attributedString key="attributedTitle">
                                        <fragment content="Go"><attributes><font key="NSFont" metaFont="systemSemibold" size="13"/></attributes></fragment>
                                    </attributedString>
                                </state>
                            </button>
                        </subviews>
                    </view>
                </objects>
                <resources>
                    <image name="big" width="126" height="120"/>
                </resources>
            </document>
            """
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), name: "test.xib")
        let layout = try document.makeLayout()
        let background = try #require(layout.items["background"] as? View).intrinsicContentSize
        let empty = try #require(layout.items["empty"] as? View).intrinsicContentSize
        let titled = try #require(layout.items["titled"] as? View).intrinsicContentSize
        #expect(background == CGSize(width: 126, height: 120))
        #expect(empty.width == 30)
        #expect(empty.height == titled.height)
        // Only an attributed title: its text, in its fragments' font.
        let attributed = try #require(layout.items["attributed"] as? Button)
        #expect(attributed.title() == "Go")
        // In the system font of the document's Xcode (14460: Xcode 10, iOS 12's static SF).
        #expect(attributed.titleFont == FontDescriptor(family: SystemFontRelease.iOS9to13.familyName, size: 13, weight: .semibold))
    }

    /// A freeform top-level `.xib` view on a phone without a home button gets the sensor
    /// housing's top inset (its bottom and a home-button phone's status bar it does not): views
    /// pinned to its top safe area sit 44 points down on the 6.1-inch phone of Xcode 12 (amirdew
    /// `206`, tools 17701) and Xcode 13 (zotero `442`, tools 19529), and on the 4.7-inch phone of
    /// Xcode 10 at 0 (inaturalist `294`, tools 14313); views pinned to its bottom safe area sit on
    /// its bottom edge in 3 documents of 3 apps (`157`, `250`, `442`).
    @Test(arguments: [("retina6_1", "17701", CGFloat(44)), ("retina4_7", "14313", CGFloat(0))])
    func freeformViewsGetTheSensorHousingsTopInset(device: String, tools: String, top: CGFloat) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="top">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="10" id="top-w"/>
                                    <constraint firstAttribute="height" constant="10" id="top-h"/>
                                </constraints>
                            </view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                                <rect key="frame" x="0.0" y="190" width="10" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="10" id="bottom-w"/>
                                    <constraint firstAttribute="height" constant="10" id="bottom-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="top-t"/>
                            <constraint firstItem="top" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="top-l"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="bottom-b"/>
                            <constraint firstItem="bottom" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="bottom-l"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), name: "test.xib")
        let solution = try document.makeLayout().solve()
        let frames = Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        #expect(frames["top"]?.minY == top)
        #expect(frames["bottom"]?.maxY == 200)
    }
}
