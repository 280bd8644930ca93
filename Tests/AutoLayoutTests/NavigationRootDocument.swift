import AutoLayout
import Foundation
import InterfaceBuilder

/// A storyboard of a navigation controller whose bar is stored at `barY`, `barHeight` tall, and
/// its root scene on `device`, with a box pinned by its top to the root's top safe area or to the
/// bottom of its top layout guide; for the tests of how Xcode draws the bars above a scene.
struct NavigationRootDocument {
    var tools: String
    var device = "retina4_7"
    var screen = CGSize(width: 375, height: 667)
    var barY: Double
    var barHeight: Double = 44
    var largeTitles = false
    /// The root's navigation item's `largeTitleDisplayMode`, when it has one.
    var itemMode: String?
    var topLayoutGuide = false

    var text: String {
        let pin = topLayoutGuide
            ? #"<constraint firstItem="topBox" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="t"/>"#
            : #"<constraint firstItem="topBox" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>"#
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="\(topLayoutGuide ? "NO" : "YES")" initialViewController="nav">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill"\(largeTitles ? #" largeTitles="YES""# : "") id="bar">
                                <rect key="frame" x="0.0" y="\(barY)" width="\(screen.width)" height="\(barHeight)"/>
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
                                <rect key="frame" x="0.0" y="0.0" width="\(screen.width)" height="\(screen.height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="topBox">
                                        <rect key="frame" x="0.0" y="0.0" width="\(screen.width)" height="10"/>
                                    </view>
                                </subviews>
                                \(topLayoutGuide ? "" : #"<viewLayoutGuide key="safeArea" id="safe"/>"#)
                                <constraints>
                                    \(pin)
                                    <constraint firstItem="topBox" firstAttribute="leading" secondItem="rootView" secondAttribute="leading" id="l"/>
                                    <constraint firstItem="topBox" firstAttribute="trailing" secondItem="rootView" secondAttribute="trailing" id="r"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem"\(itemMode.map { " largeTitleDisplayMode=\"\($0)\"" } ?? "") id="item"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// Where the importer lays the box out.
    func boxTop() throws -> CGFloat? {
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), name: "test.storyboard")
        return try document.makeLayout().solve().frames.first { $0.id == "topBox" }?.frame.minY
    }
}
