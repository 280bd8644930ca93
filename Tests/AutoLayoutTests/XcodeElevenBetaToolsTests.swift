import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// The Xcode 11 betas (tools 14810.11 to 14868) draw and simulate as Xcode 11: iOS 13, and a
/// phone with a home button without its status bar (`InterfaceBuilderToolsVersion.xcode11Tools`).
@Suite struct XcodeElevenBetaToolsTests {
    /// Apps' stored tops of views pinned to a full-screen 4.7- or 5.5-inch root's top safe area:
    /// iOS-Tutorials-2022 (14810.11 and 14845: y = 0), olvid (14868: 0), and on both sides of
    /// the betas Xcode 10.2 (14490: 20, WavesWallet) and Xcode 11 (15400: 0, WavesWallet).
    @Test(arguments: [
        (14490.0, CGFloat(20), 12), (14810.0, CGFloat(0), 13), (14845.0, CGFloat(0), 13),
        (14868.0, CGFloat(0), 13), (15400.0, CGFloat(0), 13),
    ] as [(Double, CGFloat, Int)])
    func xcodeElevensBetasDrawAHomeButtonPhoneWithoutItsStatusBar(tools: Double, top: CGFloat, iOS: Int) throws {
        #expect(InterfaceBuilderToolsVersion.iOSVersion(ofTools: tools) == iOS)
        for id in ["retina4_7", "retina5_5"] {
            let device = try #require(Device.named(id, toolsVersion: tools))
            #expect(device.safeAreaInsets.top == top, "\(id), tools \(tools)")
        }
    }
}
