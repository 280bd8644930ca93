import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// Xcode 9 and older store a navigation controller's bar at y = 0 while drawing the status bar
/// above it; from Xcode 10 the stored y is where the status bar ends
/// (`InterfaceBuilderSceneMetrics.barStoredBelowStatusBarTools`).
@Suite struct OldNavigationBarFrameTests {
    /// A navigation controller whose bar is stored at `barY` and its root scene on a 4.7-inch
    /// phone, with a box pinned to the bottom of the top layout guide.
    static func document(tools: String, barY: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="\(barY)" width="375" height="44"/>
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
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rootView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="topBox">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="10"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="topBox" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="t"/>
                                    <constraint firstItem="topBox" firstAttribute="leading" secondItem="rootView" secondAttribute="leading" id="l"/>
                                    <constraint firstItem="topBox" firstAttribute="trailing" secondItem="rootView" secondAttribute="trailing" id="r"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// Apps' stored tops: web-server and motoom (tools 11762), jhy0409 and jtmarshall (12121) and
    /// rugoli (12118) store the bar at y = 0 and the root's views at 64; Xcode 10 documents
    /// (XLPagerTabStrip `129`, tools 14460; RxDataSources `412`, 13196) store the bar at 20 and
    /// the views at 64 too; Xcode 11 to 14.1 (AltStore `121`, 15701) store it at 0 with no status
    /// bar, the views at 44.
    @Test(arguments: [
        ("11762", 0.0, CGFloat(64)), ("12121", 0.0, CGFloat(64)), ("12118", 0.0, CGFloat(64)),
        ("14460", 20.0, CGFloat(64)), ("13196", 20.0, CGFloat(64)), ("15701", 0.0, CGFloat(44)),
    ] as [(String, Double, CGFloat)])
    func xcodeNineAndOlderDrawTheStatusBarAboveABarStoredAtTheTop(tools: String, barY: Double, top: CGFloat) throws {
        let document = try InterfaceBuilderDocument(data: Data(Self.document(tools: tools, barY: barY).utf8), name: "test.storyboard")
        let box = try #require(try document.makeLayout().solve().frames.first { $0.id == "topBox" })
        #expect(box.frame.minY == top, "tools \(tools), bar at \(barY)")
    }
}
