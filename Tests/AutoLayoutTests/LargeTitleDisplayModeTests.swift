import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A navigation item whose `largeTitleDisplayMode` is `never` is drawn under the standard bar
/// though its navigation controller prefers large titles (`InterfaceBuilderSceneMetrics`).
@Suite struct LargeTitleDisplayModeTests {
    /// A navigation controller whose large-title bar is stored at `barY` and `barHeight` tall,
    /// and its root scene (with the navigation item's `mode`, when given) on a 6.1-inch phone,
    /// with a box pinned to the top of the root's safe area.
    static func document(tools: String, barY: Double, barHeight: Double, mode: String?) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar">
                                <rect key="frame" x="0.0" y="\(barY)" width="414" height="\(barHeight)"/>
                            </navigationBar>
                            <connections>
                                <segue destination="root" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="root" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rootView">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="topBox">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="10"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="topBox" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                                    <constraint firstItem="topBox" firstAttribute="leading" secondItem="rootView" secondAttribute="leading" id="l"/>
                                    <constraint firstItem="topBox" firstAttribute="trailing" secondItem="rootView" secondAttribute="trailing" id="r"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem"\(mode.map { " largeTitleDisplayMode=\"\($0)\"" } ?? "") id="item"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// Apps' stored tops under a 96-point large-title bar stored at y = 44: MyPlaces (tools 17701),
    /// tyspitcher (19142) and daeyunkwon (21225: bar at 48) with `never` at 88 / 92, and
    /// daeyunkwon's and jaemuYeo's (17701) other scenes, without it, at 144 / 140.
    @Test(arguments: [
        ("17701", 44.0, "never", CGFloat(88)), ("19142", 44.0, "never", CGFloat(88)), ("21225", 48.0, "never", CGFloat(92)),
        ("21225", 48.0, nil, CGFloat(144)), ("17701", 44.0, nil, CGFloat(140)),
    ] as [(String, Double, String?, CGFloat)])
    func aNavigationItemThatNeverShowsALargeTitleHasTheStandardBar(tools: String, barY: Double, mode: String?, top: CGFloat) throws {
        let text = Self.document(tools: tools, barY: barY, barHeight: 96, mode: mode)
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), name: "test.storyboard")
        let box = try #require(try document.makeLayout().solve().frames.first { $0.id == "topBox" })
        #expect(box.frame.minY == top, "tools \(tools), \(mode ?? "automatic")")
    }
}
