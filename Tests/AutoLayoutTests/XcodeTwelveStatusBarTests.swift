import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// Xcode 12 and 13 draw every phone with a sensor housing with a 44-point status bar; Xcode 14
/// draws the device's own (`Device.xcode12StatusBar`).
@Suite struct XcodeTwelveStatusBarTests {
    /// Apps' stored tops of views pinned to a full-screen root's top safe area
    /// (`Scripts/ib/scene_top_insets.py --every-phone --all`): `retina6_0` MyPlaces and Sluggo
    /// (17701), camosss and teiresias22 (19162): 44; `retina6_7` heangly (17701) and hsw1920
    /// (20037): 44; `retina6_1` siskin-im `422` (20037): 44; from Xcode 14 the device's:
    /// `retina6_0` hsw1920, MoSonLee, Taehyeon-Kim (21xxx) 47, `retina6_1` entourage (21701) 48.
    @Test(arguments: [
        ("retina6_0", 17701.0, CGFloat(44)), ("retina6_0", 19162.0, CGFloat(44)),
        ("retina6_7", 17701.0, CGFloat(44)), ("retina6_7", 20037.0, CGFloat(44)),
        ("retina6_1", 20037.0, CGFloat(44)), ("retina6_0", 21225.0, CGFloat(47)),
        ("retina6_1", 21701.0, CGFloat(48)),
    ] as [(String, Double, CGFloat)])
    func xcodeTwelveAndThirteenDrawAFortyFourPointStatusBar(device id: String, tools: Double, top: CGFloat) throws {
        let device = try #require(Device.named(id, toolsVersion: tools))
        #expect(device.safeAreaInsets.top == top, "\(id), tools \(tools)")
    }
}
