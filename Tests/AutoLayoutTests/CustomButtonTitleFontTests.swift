import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A button no one gave a font takes UIKit's default title font for its type: 18 points for a
/// custom button, 15 for the others (`Button.defaultTitleFont(for:)`), in code and in documents,
/// where a custom button is one without a `buttonType`.
@Suite struct CustomButtonTitleFontTests {
    /// A titled button without a font, pinned by its top and leading edges only.
    static func document(title: String, buttonType: String?) -> String {
        let type = buttonType.map { #" buttonType="\#($0)""# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill"\(type) contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                            <state key="normal" title="\(title)"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Stored heights of apps' titled buttons without a font whose height is their own, as
    /// literal numbers: custom buttons 34 (WavesWallet "Save address", olvid "Button",
    /// GenesisVision "1", stopp-corona "Button", XLPagerTabStrip `129`), system and rounded-rect
    /// ones 30 (157 buttons of 35 apps, e.g. FloatingPanel, SkeletonView, DropDown, Reusable).
    @Test(arguments: [
        ("Save address", nil, CGFloat(34)), ("Button", nil, CGFloat(34)), ("1", nil, CGFloat(34)),
        ("Button", "system", CGFloat(30)), ("Show", "roundedRect", CGFloat(30)),
    ] as [(String, String?, CGFloat)])
    func aButtonWithoutAFontIsOneLineOfItsTypesDefaultTitleFontTall(title: String, buttonType: String?, stored: CGFloat) throws {
        let frames = try InterfaceBuilderControlTests.frames(Self.document(title: title, buttonType: buttonType))
        let button = try #require(frames["button"])
        #expect(button.height == stored, "\(title), \(buttonType ?? "custom")")
    }

    @Test func codeBuiltButtonsTakeTheSameDefaults() {
        #expect(Button(type: .custom).titleFont.size == 18)
        #expect(Button(type: .system).titleFont.size == 15)
        let custom = Button(type: .custom)
        custom.setTitle("Follow", for: .normal)
        let system = Button(type: .system)
        system.setTitle("Follow", for: .normal)
        // One line of each font, rounded up to whole points (the document's buttons add
        // Interface Builder's 6-point title padding above and below).
        #expect(custom.intrinsicContentSize.height == 22)
        #expect(system.intrinsicContentSize.height == 18)
    }
}
