import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// The bottom safe area of iPads with rounded corners as Xcode's canvas stores it: 50 points
/// from tools 23727, the home indicator's 20 before.
@Suite struct RoundedPadSafeAreaTests {
    /// A full-screen top-level view with a box pinned to its safe area on every side, as
    /// nextcloud talk's `CallView` (`Datasets/xib` 145) pins its content view.
    static func document(tools: String, device: String, orientation: String, width: Int, height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="\(orientation)" layout="fullscreen"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="24" width="\(width)" height="100"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                        <constraint firstItem="box" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="r"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Stored frames as literal numbers: nextcloud talk `145` (tools 24765, `ipad12_9rounded`
    /// landscape) ends its safe-area-pinned content view at 974 of 1024; zotero `441` (tools
    /// 23727, `ipad10_9rounded` portrait) its container view at 1130 of 1180, both 24 below the
    /// top. Older tools keep the home indicator's 20 points.
    @Test(arguments: [
        ("24765", "ipad12_9rounded", "landscape", 1366, 1024, CGFloat(50)),
        ("23727", "ipad10_9rounded", "portrait", 820, 1180, CGFloat(50)),
        ("22154", "ipad10_9rounded", "portrait", 820, 1180, CGFloat(20)),
    ] as [(String, String, String, Int, Int, CGFloat)])
    func aRoundedPadsBottomSafeAreaIsFiftyPointsFromTools23727(
        tools: String, device: String, orientation: String, width: Int, height: Int, bottom: CGFloat
    ) throws {
        let text = Self.document(tools: tools, device: device, orientation: orientation, width: width, height: height)
        let box = try #require(try InterfaceBuilderControlTests.frames(text)["box"])
        #expect(box.minY == 24, "tools \(tools), \(device)")
        #expect(box.maxY == CGFloat(height) - bottom, "tools \(tools), \(device)")
    }
}
