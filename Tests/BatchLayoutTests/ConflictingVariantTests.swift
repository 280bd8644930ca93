@testable import BatchLayout
import AutoLayout
import Foundation
import LayoutDocuments
import Testing
import TextMeasurement

/// Variants whose required constraints conflict alike for every row (`FixedConflicts`), solved
/// by the kernels, against the model laying each row out on a fresh view tree
/// (`ModelRowLayout`): seeded generated cells, stacks whose rows hide arranged views of
/// required size (`ConflictTemplateGenerator.stackTemplate`) and chains whose required widths
/// conflict on some rows only (`template`), at three widths with frames. Every result must be
/// the model's, height, frames and warnings word for word; and the kernels must have taken
/// rows of conflicting variants, or the test proves nothing.
@Suite struct ConflictingVariantTests {
    static let measurer = TextMeasurer(mode: .fast)
    static let widths: [Double] = [200, 320, 414]
    static let templatesPerShard = 16
    static let rowsPerTemplate = 16
    static let shards = 4

    @Test(arguments: 0..<shards)
    func kernelsEqualTheModel(shard: Int) throws {
        var conflictingByKernels = 0
        for k in stride(from: shard, to: Self.shards * Self.templatesPerShard, by: Self.shards) {
            let seed = 0xC0F1_1C70 + UInt64(k)
            var generator = ConflictTemplateGenerator(seed: seed)
            let generated = (k / Self.shards) % 2 == 1 ? generator.template() : generator.stackTemplate()
            let lines = (0..<Self.rowsPerTemplate).map { generator.row(id: $0, for: generated) }
            let template = try BatchTemplate(document: try LayoutDocument(data: Data(generated.json.utf8)))
            let options = BatchOptions(widths: Self.widths, scale: 3, includesFrames: true, textMeasurer: Self.measurer)
            let engine = try BatchLayoutEngine(template: template, options: options)
            let rows = lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
            let results = engine.layout(rows)
            for (r, entry) in rows.enumerated() {
                let row = try entry.get()
                let variant = try #require(engine.compiledVariant(for: row))
                for (w, width) in Self.widths.enumerated() {
                    let result = results[r * Self.widths.count + w]
                    if variant.conflicts != nil, FixedConflicts.holds(fittedHeight: result.height ?? 0, scale: 3) {
                        conflictingByKernels += 1
                    }
                    if let report = ModelRowComparison.mismatch(result, row, width: width, template: template, options: options,
                                                                seed: seed, line: lines[r], json: generated.json) {
                        Issue.record("\(report)")
                        return
                    }
                }
            }
        }
        #expect(conflictingByKernels > 20, "only \(conflictingByKernels) results of conflicting variants came from the kernels")
    }
}
