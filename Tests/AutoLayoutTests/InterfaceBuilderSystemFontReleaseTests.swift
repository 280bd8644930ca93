import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import TextMeasurement

/// Documents of Xcode 7-11 are measured with iOS 9-13's static SF (`InterfaceBuilderSystemFontRelease`;
/// Xcode 7-8's with iOS 9-10's, the Text font up to 22 pt), on the canvas only: the built app runs on
/// today's font.
@Suite struct InterfaceBuilderSystemFontReleaseTests {
    @Test func releaseByTools() {
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 8000) == .current)  // Xcode 6: Helvetica Neue, not modelled
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 9532) == .iOS9to10)  // Xcode 7: iOS 9
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 10117) == .iOS9to10)  // Xcode 7
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 12121) == .iOS9to10)  // Xcode 8: iOS 10
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 13142) == .iOS9to13)  // Xcode 9: iOS 11
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 14490) == .iOS9to13)  // Xcode 10
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 16097) == .iOS9to13)  // Xcode 11
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 17156) == .current)  // Xcode 12
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 22505) == .current)
        #expect(InterfaceBuilderSystemFontRelease.release(ofTools: 0) == .current)
    }

    /// A body label (17 pt at Large, the category of the canvases of Xcode 10 and 12.0-12.4) pinned at
    /// its top-leading corner (`InterfaceBuilderCanvasTextSizeTests.document`): its width on the
    /// canvas and in the built app.
    @Test func oldDocumentsAreWiderOnTheCanvasOnly() throws {
        let text = "Your account settings"
        func width(_ release: SystemFontRelease) throws -> CGFloat {
            var font = FontDescriptor.preferredFont(forTextStyle: .body)
            font.family = release.familyName
            return CGFloat(try View.defaultTextMeasurer.measure(text, font: font, maxWidth: nil, numberOfLines: 1, scale: 2).width)
        }
        let today = try width(.current), old = try width(.iOS9to13)
        #expect(old > today)
        #expect(try InterfaceBuilderCanvasTextSizeTests.size(tools: "14490.70", text: text, style: .body)?.width == old)
        #expect(try InterfaceBuilderCanvasTextSizeTests.size(tools: "14490.70", text: text, style: .body, canvas: false)?.width == today)
        #expect(try InterfaceBuilderCanvasTextSizeTests.size(tools: "17701", text: text, style: .body)?.width == today)
    }
}
