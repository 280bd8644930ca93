import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// The bottom safe area of a freeform top-level `.xib` view on a phone with a home indicator, as
/// Xcode's canvas stores it: the home indicator's 34 points when the view is larger than the
/// screen or Xcode 14.3 or later drew it, else none (`Device.freeformViewSafeAreaInsets`).
@Suite struct FreeformSafeAreaTests {
    /// A freeform view with a 10-point box pinned to its bottom safe area and another to its top.
    static func document(tools: String, device: String, width: Double, height: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottomBox">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="10"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="topBox">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="10"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="bottomBox" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="bottomBox" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
                        <constraint firstItem="bottomBox" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="br"/>
                        <constraint firstItem="topBox" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                        <constraint firstItem="topBox" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="tl"/>
                        <constraint firstItem="topBox" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="tr"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    /// The stored bottom inset of apps' freeform views, as literal numbers (`python3
    /// Scripts/ib/xib_view_insets.py --optional --views`): larger than the 414 x 896 screen,
    /// dashwallet `262` (497 x 338, tools 18122), zotero `448` (428 x 115, 19529), goma
    /// (414 x 1030, 21507) and olvid (320 x 1786, 17156); from Xcode 14.3, Amity (334 x 217,
    /// 21701), OsmAnd `370` (414 x 363, 22505), entourage (414 x 68, 23504) and Mixin
    /// (`retina6_12`, 393 x 446, 23727: 34, not the doubled 68 of a full-screen view); fitting
    /// the screen before it, chat-sdk `250` (391 x 360, 20037), goma (414 x 100, 21507) and Amity
    /// (414 x 666, 21507): none.
    @Test(arguments: [
        ("18122", "retina6_1", 497.0, 338.0, CGFloat(34)),
        ("19529", "retina6_1", 428.0, 115.0, CGFloat(34)),
        ("21507", "retina6_1", 414.0, 1030.0, CGFloat(34)),
        ("17156", "retina6_1", 320.0, 1786.0, CGFloat(34)),
        ("21701", "retina6_1", 334.0, 217.0, CGFloat(34)),
        ("22505", "retina6_1", 414.0, 363.0, CGFloat(34)),
        ("23504", "retina6_1", 414.0, 68.0, CGFloat(34)),
        ("23727", "retina6_12", 393.0, 446.0, CGFloat(34)),
        ("20037", "retina6_1", 391.0, 360.0, CGFloat(0)),
        ("21507", "retina6_1", 414.0, 100.0, CGFloat(0)),
        ("21507", "retina6_1", 414.0, 666.0, CGFloat(0)),
    ] as [(String, String, Double, Double, CGFloat)])
    func aFreeformViewsBottomSafeAreaIsTheHomeIndicatorsWhenLargerThanTheScreenOrFromXcode14_3(
        tools: String, device: String, width: Double, height: Double, bottom: CGFloat
    ) throws {
        let text = Self.document(tools: tools, device: device, width: width, height: height)
        let frames = try InterfaceBuilderControlTests.frames(text)
        let box = try #require(frames["bottomBox"])
        #expect(box.maxY == CGFloat(height) - bottom, "tools \(tools), \(device), \(width) x \(height)")
    }

    /// The top inset stays the device's status bar whatever the view's size (44 on the
    /// iPhone 11 / XR through Xcode 13, 48 from Xcode 14): goma's 414 x 743 view (tools 20037)
    /// and 414 x 1030 view (21507), Amity's 414 x 666 (21507).
    @Test(arguments: [
        ("20037", 414.0, 743.0, CGFloat(44)),
        ("21507", 414.0, 1030.0, CGFloat(48)),
        ("21507", 414.0, 666.0, CGFloat(48)),
    ] as [(String, Double, Double, CGFloat)])
    func aFreeformViewKeepsTheStatusBarAboveWhateverItsSize(tools: String, width: Double, height: Double, top: CGFloat) throws {
        let text = Self.document(tools: tools, device: "retina6_1", width: width, height: height)
        let box = try #require(try InterfaceBuilderControlTests.frames(text)["topBox"])
        #expect(box.minY == top, "tools \(tools), \(width) x \(height)")
    }
}
