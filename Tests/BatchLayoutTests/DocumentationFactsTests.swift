import AutoLayout
import Foundation
import Testing

/// Facts the documentation states as tables, held to the code so that they cannot drift
/// (issue 31, item 4; issue 32, item 9): the device ids of `docs/uikit.md` with their screens
/// and scales are `Device`'s, none missing and none extra.
@Suite struct DocumentationFactsTests {
    @Test func theDeviceTableIsTheCodes() throws {
        let page = try String(contentsOf: LayoutDocumentSchemaTests.root.appendingPathComponent("docs/uikit.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## Devices").dropFirst().first, "docs/uikit.md has no Devices section")
        var listed: [String: (width: Double, height: Double, scale: Double)] = [:]
        for match in section.matches(of: /\| `([A-Za-z0-9_]+)` \| ([0-9.]+) x ([0-9.]+) \| ([0-9.]+) \|/) {
            listed[String(match.1)] = (Double(match.2) ?? 0, Double(match.3) ?? 0, Double(match.4) ?? 0)
        }
        #expect(Set(listed.keys) == Set(Device.knownIDs), "docs/uikit.md lists \(listed.keys.sorted()); Device.knownIDs is \(Device.knownIDs)")
        for (id, row) in listed.sorted(by: { $0.key < $1.key }) {
            let device = try #require(Device.named(id, iOSVersion: 17))
            let actual = (Double(device.screenSize.width), Double(device.screenSize.height), Double(device.scale))
            #expect(actual == row, "\(id): the page says \(row), Device says \(actual)")
        }
    }
}
