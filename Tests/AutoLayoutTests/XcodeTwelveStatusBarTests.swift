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

    /// Landscape: the housing is on the sides. Apps' stored leading and trailing insets of views
    /// pinned to the safe area of a landscape scene (`Datasets/xib-evidence`): `retina6_1`
    /// kodon0 (16097.2) and heangly (17701), camosss and luboolu (19162), EunJi01, MoSonLee and
    /// Taehyeon-Kim (20037): 44; `retina6_12` under Xcode 14.3 JayH8N, SSABOODA and yujinnee
    /// (21701): 59, the device's own. The top stays clear and the home indicator keeps 21.
    @Test(arguments: [
        ("retina6_1", 16097.2, CGFloat(44)), ("retina6_1", 17701.0, CGFloat(44)),
        ("retina6_1", 19162.0, CGFloat(44)), ("retina6_1", 20037.0, CGFloat(44)),
        ("retina6_12", 21701.0, CGFloat(59)),
    ] as [(String, Double, CGFloat)])
    func xcodeTwelveAndThirteenDrawTheHousingFortyFourPointsDeepOnTheSidesInLandscape(device id: String, tools: Double, side: CGFloat) throws {
        let device = try #require(Device.named(id, orientation: "landscape", toolsVersion: tools))
        #expect(device.safeAreaInsets.left == side, "\(id), tools \(tools)")
        #expect(device.safeAreaInsets.right == side, "\(id), tools \(tools)")
        #expect(device.safeAreaInsets.top == 0, "\(id), tools \(tools)")
        #expect(device.safeAreaInsets.bottom == 21, "\(id), tools \(tools)")
    }
}
