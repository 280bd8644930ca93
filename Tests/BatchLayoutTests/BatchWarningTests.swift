@testable import BatchLayout
import AutoLayout
import Foundation
import LayoutDocuments
import Testing
import TextMeasurement

/// Row warnings against `autolayout solve` (issue 25, part 1): over generated templates whose
/// required constraints conflict on some rows and widths (`ConflictTemplateGenerator`), the
/// batch marks exactly the rows whose single-row `solve` logs Apple's "Unable to simultaneously
/// satisfy constraints" message, with the same message, addresses (`0x...`) included: they are
/// made from each constraint's text, so every run and path prints the same ones.
@Suite struct BatchWarningTests {
    static let measurer = TextMeasurer(mode: .fast)
    static let widths: [Double] = [200, 320, 414]
    static let templatesPerShard = 6
    static let rowsPerTemplate = 10
    /// Shards run side by side.
    static let shards = 4

    @Test(arguments: 0..<shards)
    func heightsWarnExactlyWhereSolveLogsTheConflict(shard: Int) throws {
        var warned = 0
        var clean = 0
        for k in stride(from: shard, to: Self.shards * Self.templatesPerShard, by: Self.shards) {
            let seed = 0xC0F1_1C70 + UInt64(k)
            var generator = ConflictTemplateGenerator(seed: seed)
            let generated = generator.template()
            let lines = (0..<Self.rowsPerTemplate).map { generator.row(id: $0, for: generated) }
            let template = try BatchTemplate(document: try LayoutDocument(data: Data(generated.json.utf8)))
            let measurer = Self.measurer
            let engine = try BatchLayoutEngine(template: template, options: BatchOptions(widths: Self.widths, scale: 3,
                                                                                         textMeasurer: measurer))
            let rows = lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
            let results = engine.layout(rows)
            for (r, entry) in rows.enumerated() {
                let row = try entry.get()
                for (w, width) in Self.widths.enumerated() {
                    let result = results[r * Self.widths.count + w]
                    let solved = try template.makeLayout(for: row, measurer: measurer, scale: 3).solve(width: CGFloat(width), scale: 3)
                    let expected = solved.log
                    let got = (result.warnings ?? []).map(\.message)
                    if expected.isEmpty { clean += 1 } else { warned += 1 }
                    guard got == expected else {
                        Issue.record("""
                            seed \(String(seed, radix: 16)), row \(lines[r]) at width \(width):
                            heights warned \(got.count): \(got.joined(separator: "\n"))
                            solve logged \(expected.count): \(expected.joined(separator: "\n"))
                            template: \(generated.json)
                            """)
                        return
                    }
                    #expect(result.warnings?.allSatisfy { $0.kind == .unsatisfiableConstraints && $0.broken != nil } ?? true)
                }
            }
        }
        // The generator must keep both kinds of row common, or the test proves little.
        #expect(warned > 20 && clean > 20, "\(warned) warned, \(clean) clean")
    }
}
