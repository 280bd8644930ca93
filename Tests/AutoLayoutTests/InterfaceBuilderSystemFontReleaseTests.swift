import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import TextMeasurement

/// Documents of Xcode 7-11 are measured with iOS 9-13's static SF (`InterfaceBuilderSystemFontRelease`),
/// on the canvas only: the built app runs on today's font.
@Suite struct InterfaceBuilderSystemFontReleaseTests {
    @Test func releaseByTools() {
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 8000) == .current)  // Xcode 6: Helvetica Neue, not modelled
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 10117) == .iOS9to13)  // Xcode 7
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 14490) == .iOS9to13)  // Xcode 10
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 16097) == .iOS9to13)  // Xcode 11
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 17156) == .current)  // Xcode 12
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 22505) == .current)
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 0) == .current)
    }

    /// A 17 pt label pinned at its top-leading corner: its width on the canvas and in the built app.
    static func width(tools: String, canvas: Bool) throws -> Double? {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Your account settings" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="20" y="10" width="10" height="10"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="l-t"/>
                            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l-l"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(data: Data(source.utf8), name: "test.xib")
        let (_, solution, _) = try document.canvasLayout(measuringWith: View.defaultTextMeasurer, keepingPlaceholderConstraints: canvas)
        return solution.frames.first { $0.id == "label" }.map { Double($0.frame.size.width) }
    }

    @Test func oldDocumentsAreWiderOnTheCanvasOnly() throws {
        let text = "Your account settings"
        let measurer = View.defaultTextMeasurer
        let today = try measurer.measure(text, font: .systemFont(ofSize: 17), maxWidth: nil, numberOfLines: 1, scale: 2).width
        let old = try measurer.measure(text, font: FontDescriptor(family: SystemFontRelease.iOS9to13.familyName, size: 17),
                                             maxWidth: nil, numberOfLines: 1, scale: 2).width
        #expect(old > today)
        #expect(try Self.width(tools: "14490.70", canvas: true) == old)
        #expect(try Self.width(tools: "14490.70", canvas: false) == today)
        #expect(try Self.width(tools: "17701", canvas: true) == today)
    }
}
