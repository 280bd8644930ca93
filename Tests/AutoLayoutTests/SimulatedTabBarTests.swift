import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A tab bar that a controller's own simulated metrics draw is drawn under the controllers it
/// leads to as well: a navigation controller's root, the scenes a controller pushes
/// (`InterfaceBuilderSceneMetrics`).
@Suite struct SimulatedTabBarTests {
    /// `source` carries `<simulatedTabBarMetrics>` and leads to the scene `target` by `segue`
    /// (a navigation controller's `rootViewController` relationship, or `show`); the target's
    /// box is pinned to the bottom of its safe area.
    static func document(tools: String, device: String, height: Int, sourceIsNavigation: Bool) -> String {
        let source = sourceIsNavigation
            ? """
            <navigationController id="source">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                </navigationBar>
                <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                <connections>
                    <segue destination="target" kind="relationship" relationship="rootViewController" id="segue"/>
                </connections>
            </navigationController>
            """
            : """
            <viewController id="source">
                <view key="view" contentMode="scaleToFill" id="sourceView">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                </view>
                <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                <connections>
                    <segue destination="target" kind="show" id="segue"/>
                </connections>
            </viewController>
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>\(source)</objects></scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="target">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="10" id="box-w"/>
                                                <constraint firstAttribute="height" constant="10" id="box-h"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>
                                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="box" secondAttribute="bottom" id="box-b"/>
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="box-l"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    /// The apps' stored frames, as literal numbers (`python3 Scripts/ib/fixture_misses.py
    /// --evidence`): emotion-code (tools 11762, 4.7-inch) ends a container view pinned to the
    /// bottom of its navigation root at 618 of 667, ChatApplication (16097.3, 5.5-inch) a table
    /// view at 687 of 736, shopapp (14109, 4.7-inch) the views of the scenes a simulated-tab-bar
    /// scene shows at 618: 49 points above the bottom, a tab bar's.
    @Test(arguments: [
        ("11762", "retina4_7", 667, true),
        ("16097.3", "retina5_5", 736, true),
        ("14109", "retina4_7", 667, false),
    ] as [(String, String, Int, Bool)])
    func aSimulatedTabBarIsDrawnUnderTheScenesItsControllerLeadsTo(tools: String, device: String, height: Int, navigation: Bool) throws {
        let text = Self.document(tools: tools, device: device, height: height, sourceIsNavigation: navigation)
        let box = try #require(try InterfaceBuilderSceneTests.frames(text).frames["box"])
        #expect(box.maxY == CGFloat(height - 49), "tools \(tools), \(navigation ? "navigation root" : "pushed")")
    }
}
