@testable import BatchLayout
import AutoLayout
import BatchWorkloads
import Foundation
import LayoutDocuments
import Testing
import TextMeasurement

/// The generated benchmark templates (`BatchWorkloads`): every one builds and lays out, the batch
/// gives the model's heights on a sample of its rows (the verifier), none needs the model's own
/// layout (well posed: no conflict, no ambiguity), and a seed always gives the same workload.
@Suite struct GeneratedWorkloadTests {
    static let measurer = TextMeasurer(mode: .fast)

    /// With frames too: every view's frame is then an output, and a zero-cost move that a
    /// degenerate row (a restricted row at 0) blocks must not make rows ambiguous; such rows went
    /// to the model before `OptimalFace` (seed 24's chat cell: every row whose status image shows).
    @Test(arguments: [24, 5] as [UInt64], [false, true])
    func everyTemplateLaysOutAsTheModelDoes(seed: UInt64, frames: Bool) throws {
        for workload in CellWorkload.generate(count: 5, seed: seed) {
            let document = try LayoutDocument(data: Data(workload.documentText.utf8), source: workload.name)
            let template = try BatchTemplate(document: document)
            let rows = workload.rowLines(count: 60).enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
            let engine = try BatchLayoutEngine(template: template, options: BatchOptions(widths: [320, 375], scale: 3, includesFrames: frames,
                                                                                           textMeasurer: Self.measurer))
            let results = engine.layout(rows)
            #expect(results.allSatisfy { $0.error == nil && ($0.warnings ?? []).isEmpty }, "\(workload.name)")
            let verifier = BatchVerifier(sampleSize: 12, seed: seed)
            verifier.observe(rows, results: results, widths: 2)
            let report = verifier.verify(with: engine)
            #expect(report.differences.isEmpty, "\(workload.name) (seed \(seed), frames \(frames)): \(report)")
            #expect(engine.planSummary.modelLayouts == 0, "\(workload.name) (seed \(seed), frames \(frames)) has ambiguous or conflicting rows")
        }
    }

    @Test func aSeedGivesTheSameWorkload() {
        func workload(_ seed: UInt64) -> [String] {
            CellWorkload.generate(count: 5, seed: seed).flatMap { [$0.name, $0.documentText] + $0.rowLines(count: 50) }
        }
        #expect(workload(24) == workload(24))
        #expect(workload(24) != workload(25))
        // Template i does not depend on how many are asked for.
        #expect(CellWorkload.generate(count: 2, seed: 9)[1].documentText == CellWorkload.generate(count: 7, seed: 9)[1].documentText)
    }

    @Test func rowsOverrideWhatRealRowsDo() {
        let lines = CellWorkload.generate(count: 5, seed: 24).flatMap { $0.rowLines(count: 400) }.joined(separator: "\n")
        for needle in ["\"hidden\":true", "\"hidden\":false", "\"font\":{", "\"lines\":", "\"image\":[", "。"] {
            #expect(lines.contains(needle), "no row has \(needle)")
        }
    }
}
