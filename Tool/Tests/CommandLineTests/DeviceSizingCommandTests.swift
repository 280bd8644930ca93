import AutoLayout
import CassowaryWorkloads
import Foundation
import LayoutDocuments
import TableCellWorkloads
import Testing
import TextMeasurement

/// The command line's leg of one cell, one height (issue 31): a table cell built in code with
/// every view kind, written as an Interface Builder document saved on the 4.7-inch phone (375
/// points: 16-point cell margins) and as a layout document, sized with `--device retina6_1`
/// (414 points at 2x: 20-point margins) by `heights` and `solve`, gets the row height the model
/// gives the live cell in a table on that phone, not the one of the width it was saved at.
@Suite struct DeviceSizingCommandTests {
    let tool = CommandLineTests()

    @Test func heightsAndSolveSizeForTheAskedDevice() throws {
        let seed = SeededGenerator.runSeed
        print("DeviceSizingCommandTests: seed \(seed) (OPENAUTOLAYOUT_SEED replays)")
        var random = SeededGenerator(seed: seed)
        let device = try #require(Device.named("retina6_1", iOSVersion: 17))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("device-sizing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<2 {
            let cell = EveryKindCell.tableCell(&random)
            let xib = folder.appendingPathComponent("cell\(index).xib")
            try Data(InterfaceBuilderWriter.document(of: cell, deviceID: "retina4_7", iOSVersion: 17).utf8).write(to: xib)
            let json = folder.appendingPathComponent("cell\(index).json")
            try LayoutDocument.describing(cell).jsonData.write(to: json)
            cell.textMeasurer = TextMeasurer(mode: .fast)
            let model = Double(cell.rowHeight(forTableWidth: device.screenSize.width, device: device, separator: false))
            let place = "seed \(seed), cell \(index): model \(model)"

            for template in [xib, json] {
                let heights = try tool.run(["heights", template.path, "-", "--device", "retina6_1", "--ios", "17"], input: "{}\n")
                #expect(heights.status == 0, "\(place): \(heights.errors)")
                let line = try #require(try JSONSerialization.jsonObject(with: Data(heights.output.utf8)) as? [String: Any])
                #expect(line["height"] as? Double == model, "heights \(template.lastPathComponent): \(place), got \(heights.output)")
            }
            let solved = try tool.run(["solve", json.path, "--device", "retina6_1", "--ios", "17"])
            #expect(solved.status == 0, "\(place): \(solved.errors)")
            let size = try #require((try JSONSerialization.jsonObject(with: Data(solved.output.utf8)) as? [String: Any])?["size"] as? [Double])
            // `solve` prints 6 decimals.
            #expect(abs((size.last ?? 0) - model) < 1e-6, "solve: \(place), got \(size)")
        }
    }
}
