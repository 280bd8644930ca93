import AutoLayout
import CassowaryWorkloads
import Foundation
import LayoutDocuments
import TableCellWorkloads
import Testing
import TextMeasurement

/// The service's leg of one cell, one height (issue 31; the model, `solve`, the batch engine of
/// `heights`, `BatchTemplate(view:)` and the `.xib` importer are `ViewKindRoundTripTests` in the
/// root package): seeded random table cells with every view kind, built in code, registered
/// with the real `serve` as a layout document and as an Interface Builder document saved on
/// another phone, answer a row that sets nothing with the row height the model gives the same
/// live cell in a table on the service's device (its width, scale and the margins its tables
/// give), at the service's content size category, with and without the separator.
@Suite(.serialized) struct EveryKindServiceTests {
    @Test func everyKindCellGetsTheModelsRowHeightFromTheService() throws {
        let seed = SeededGenerator.runSeed
        print("EveryKindServiceTests: seed \(seed) (OPENAUTOLAYOUT_SEED replays)")
        var random = SeededGenerator(seed: seed)
        let cells = (0..<3).map { _ in EveryKindCell.tableCell(&random) }
        // 414 points at 2x (20-point cell margins) and 375 at 2x (16), each at another category.
        let setups: [(device: String, savedOn: String, category: ContentSizeCategory)] = [
            ("retina6_1", "retina4_7", .accessibilityLarge), ("retina4_7", "retina6_1", .extraSmall),
        ]
        for setup in setups {
            let device = try #require(Device.named(setup.device, iOSVersion: 17))
            let server = try ServerProcess(["--log-level", "warning", "--device", setup.device, "--ios", "17",
                                            "--content-size-category", setup.category.rawValue])
            defer { #expect(server.stop() == 0) }
            for (index, cell) in cells.enumerated() {
                let documents: [(name: String, bytes: [UInt8])] = [
                    ("layout document", [UInt8](try LayoutDocument.describing(cell).jsonData)),
                    (".xib saved on \(setup.savedOn)", Array(InterfaceBuilderWriter.document(of: cell, deviceID: setup.savedOn, iOSVersion: 17).utf8)),
                ]
                for separator in [false, true] {
                    cell.textMeasurer = TextMeasurer(mode: .fast)
                    let model = Double(cell.rowHeight(forTableWidth: device.screenSize.width, device: device,
                                                      contentSizeCategory: setup.category, separator: separator))
                    for document in documents {
                        let place = "seed \(seed), cell \(index), \(document.name), \(setup.device), \(setup.category), separator \(separator)"
                        let registered = try server.client.post("/v1/templates", document.bytes, contentType: "application/octet-stream")
                        let id = try #require(registered.json?["id"] as? String, "\(place): \(registered.status) \(registered.text.prefix(300))")
                        let reply = try server.client.post("/v1/templates/\(id)/heights" + (separator ? "?separator=1" : ""), "{}\n")
                        #expect(reply.status == 200, "\(place): \(reply.text.prefix(300))")
                        let height = reply.json?["height"] as? Double
                        #expect(height == model, "\(place): service \(height.map { "\($0)" } ?? reply.text), model \(model)")
                    }
                }
            }
        }
    }
}
