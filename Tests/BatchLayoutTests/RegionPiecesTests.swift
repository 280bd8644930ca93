@testable import BatchLayout
import AutoLayout
import Foundation
import LayoutDocuments
import Testing
import TextMeasurement

/// Regions put together from the pieces of independent parts (`RegionPieces`) against the
/// model laying each row out on a fresh view tree (`ModelRowLayout`): seeded cells of
/// independent lines (`IndependentLinesTemplateGenerator`) whose rows' bases are new
/// combinations of the lines' bases, at three widths with frames. Every result must be the
/// model's, height, frames and warnings word for word; and rows must have been held by
/// regions put together from pieces, or the test proves nothing.
@Suite struct RegionPiecesTests {
    static let measurer = TextMeasurer(mode: .fast)
    static let widths: [Double] = [200, 320, 414]
    static let templatesPerShard = 2
    static let rowsPerTemplate = 40
    static let shards = 4

    @Test(arguments: 0..<shards)
    func composedRegionsEqualTheModel(shard: Int) throws {
        var placed = 0
        for k in stride(from: shard, to: Self.shards * Self.templatesPerShard, by: Self.shards) {
            let seed = 0x9A27_5000 + UInt64(k)
            var generator = IndependentLinesTemplateGenerator(seed: seed)
            let generated = generator.template()
            let lines = (0..<Self.rowsPerTemplate).map { generator.row(id: $0, for: generated) }
            let template = try BatchTemplate(document: try LayoutDocument(data: Data(generated.json.utf8)))
            let options = BatchOptions(widths: Self.widths, scale: 3, includesFrames: true, textMeasurer: Self.measurer)
            let engine = try BatchLayoutEngine(template: template, options: options)
            let rows = lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
            let results = engine.layout(rows)
            var variants: [ObjectIdentifier: CompiledVariant] = [:]
            for (r, entry) in rows.enumerated() {
                let row = try entry.get()
                let variant = try #require(engine.compiledVariant(for: row))
                variants[ObjectIdentifier(variant)] = variant
                for (w, width) in Self.widths.enumerated() {
                    if let report = ModelRowComparison.mismatch(results[r * Self.widths.count + w], row, width: width, template: template,
                                                                options: options, seed: seed, line: lines[r], json: generated.json) {
                        Issue.record("\(report)")
                        return
                    }
                }
            }
            placed += variants.values.reduce(0) { $0 + ($1.pieces?.placements.load(ordering: .relaxed) ?? 0) }
        }
        #expect(placed > 20, "only \(placed) rows were placed by the pieces")
    }
}
