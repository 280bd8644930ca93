import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A detail-disclosure, info or contact-add button with no image of its own shows UIKit's
/// 22 x 22 glyph before iOS 13 (`InterfaceBuilderButton.systemGlyphSize(buttonType:iOSVersion:)`).
@Suite struct SystemGlyphButtonTests {
    /// An untitled button of `type` pinned by its top and leading edges only, so its size is its own.
    static func document(tools: String, device: String?, type: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
            \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="\(type)" showsTouchWhenHighlighted="YES" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                            <rect key="frame" x="10" y="12" width="22" height="22"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="info" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="t"/>
                        <constraint firstItem="info" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Stored sizes of such buttons, as literal numbers: Reusable `204` (tools 11762, `infoLight`)
    /// and schifano's `xcode-projects` (4514, no device, `infoDark`) 22 x 22; acton393's
    /// Auto-Layout-Cookbook (14113, `infoDark`) 22 tall. The other glyph types follow them.
    @Test(arguments: [
        ("11762", "retina4_7", "infoLight"), ("4514", nil, "infoDark"), ("14113", "retina4_7", "infoDark"),
        ("11762", "retina4_7", "detailDisclosure"), ("11762", "retina4_7", "contactAdd"),
    ] as [(String, String?, String)])
    func aGlyphButtonIsTwentyTwoPointsSquareBeforeIOS13(tools: String, device: String?, type: String) throws {
        let frame = try #require(try InterfaceBuilderControlTests.frames(Self.document(tools: tools, device: device, type: type))["info"])
        #expect(frame.size == CGSize(width: 22, height: 22), "tools \(tools), \(type): \(frame)")
    }

    /// From iOS 13 (and for a system button before it) the glyph is not drawn: the untitled
    /// button's 30 points.
    @Test(arguments: [("17701", "infoLight"), ("11762", "system")])
    func otherwiseItIsAnUntitledButton(tools: String, type: String) throws {
        let frame = try #require(try InterfaceBuilderControlTests.frames(Self.document(tools: tools, device: "retina4_7", type: type))["info"])
        #expect(frame.width == Button.minimumTitleWidth, "tools \(tools), \(type): \(frame)")
    }
}
