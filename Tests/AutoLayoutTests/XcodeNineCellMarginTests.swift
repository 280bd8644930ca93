import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// Xcode 9 (iOS 11) draws cells' content-view margins as Xcode 10 does, not with UIView's
/// 8 points of Xcode 8 and older (`Device.tableCellContentMargins(forWidth:besideAccessory:)`).
///
/// The expectations are what Xcode stored on `retina4_7` (`python3 Scripts/ib/cell_margins.py
/// --evidence --cells`): views pinned to a content view's side margins 16 points in, in `.xib`
/// cells of 320 points (aruke's and kindnesswall's, tools 13771) and 375 (mage-ios 13771,
/// TradeItIosTicketSDK2 13771) and a controller's table (expanding-collection `410`, 13771);
/// mage-ios's 13529 cells store 11 above. Against: RxDataSources `412` (13196), a table inside
/// its scene, stores 8.
@Suite struct XcodeNineCellMarginTests {
    @Test(arguments: [("13771", 320), ("13771", 375), ("13529", 375)])
    func xcodeNineCellsHaveSixteenPointSides(tools: String, width: Int) throws {
        #expect(try CellSideMarginTests.boxX(tools: tools, width: width, device: "retina4_7") == 16, "tools \(tools), width \(width)")
    }

    /// Xcode 8 keeps 8 (Reusable `204` and City-News-Beat, tools 11762; iNaturalist `290`, 12121).
    @Test(arguments: ["11762", "12121"])
    func xcodeEightCellsKeepEight(tools: String) throws {
        #expect(try CellSideMarginTests.boxX(tools: tools, width: 320, device: "retina4_7") == 8, "tools \(tools)")
    }

    /// The model: 11 above and below and 16 on the sides from iOS 11, 8 before.
    @Test func theModelByRelease() throws {
        for version in [10, 11, 12] {
            let device = try #require(Device.named("retina4_7", iOSVersion: version))
            let margins = device.tableCellContentMargins(forWidth: 375)
            let expected = version >= 11 ? EdgeInsets(top: 11, left: 16, bottom: 11, right: 16) : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            #expect(margins == expected, "iOS \(version)")
        }
    }
}
