import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// Under iOS 13 (Xcode 11) the 375-point phones give cells 15-point side margins, where iOS 12
/// and 14 on give 16 (`Device.hasIOS13CompactCellMargins`, read by
/// `Device.tableCellContentMargins(forWidth:besideAccessory:)`).
///
/// The expectations are what Xcode stored on `retina4_7` (`python3 Scripts/ib/cell_margins.py
/// --evidence --cells`): a view pinned to a content view's side margin sits 15 points in, in 12
/// documents of 7 apps: `.xib` cells 320 points wide (chat-sdk `254` tools 15504, Monal `318`
/// and passforios `325` 14868, Maxwise 14835.7, GenesisVision 16097), 375 (GenesisVision 16097,
/// mage-ios 16096) and 768 (mage-ios 16096).
@Suite struct IOS13CellSideMarginTests {
    @Test(arguments: [
        ("15504", 320), ("14868", 320), ("14835.7", 320), ("16097.2", 320), ("16097.2", 375), ("16096", 375), ("16096", 768),
    ])
    func cellsOnTheFourPointSevenInchPhoneHaveFifteenPointSides(tools: String, width: Int) throws {
        #expect(try CellSideMarginTests.boxX(tools: tools, width: width, device: "retina4_7") == 15, "tools \(tools), width \(width)")
    }

    /// Xcode 10 (14460, 14490: 16 in 13 documents of the same phone) and Xcode 14 (passforios's
    /// own `326`-`328`, tools 21507) keep 16; so does the 414-point phone under Xcode 11 (its
    /// 320-point cells: OnionBrowser `351`, ProtonVPN `392`, WordPressAuthenticator `430`).
    @Test(arguments: [("14460.31", "retina4_7"), ("14490.70", "retina4_7"), ("21507", "retina4_7"), ("16096", "retina6_1"), ("16097", "retina6_1")])
    func otherReleasesAndPhonesKeepSixteen(tools: String, device: String) throws {
        #expect(try CellSideMarginTests.boxX(tools: tools, width: 320, device: device) == 16, "tools \(tools), \(device)")
    }

    /// The model by release and device: only iOS 13 on a 375-point phone.
    @Test func theModelByReleaseAndDevice() throws {
        for version in [12, 13, 14, 15, 16, 17, 18, 26] {
            for id in ["retina4_0", "retina4_7", "retina5_9", "retina6_1"] {
                let device = try #require(Device.named(id, iOSVersion: version))
                let expected: CGFloat = version == 13 && (id == "retina4_7" || id == "retina5_9") ? 15 : 16
                #expect(device.tableCellContentMargins(forWidth: 320).left == expected, "iOS \(version), \(id)")
            }
        }
    }
}
