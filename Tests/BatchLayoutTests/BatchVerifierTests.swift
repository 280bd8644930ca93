import AutoLayout
@testable import BatchLayout
import Foundation
import Testing
import TextMeasurement

/// `BatchVerifier`: it samples the same rows for the same seed, finds nothing on a correct job
/// and names every row whose result differs from the model's.
@Suite struct BatchVerifierTests {
    static let measurer = TextMeasurer(mode: .fast)

    func job(_ count: Int) throws -> (BatchLayoutEngine, [Result<BatchRow, RowError>], [RowResult]) {
        let template = try BatchTemplate(contentsOf: DatasetFiles.url("feed/feed-cell.json"))
        let rows = try DatasetFiles.lines("feed/rows.jsonl").prefix(count).enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
        let engine = try BatchLayoutEngine(template: template, options: BatchOptions(widths: [320, 414], textMeasurer: Self.measurer))
        return (engine, rows, engine.layout(rows))
    }

    @Test func aCorrectJobVerifies() throws {
        let (engine, rows, results) = try job(200)
        let verifier = BatchVerifier(sampleSize: 30)
        verifier.observe(Array(rows[..<120]), results: Array(results[..<240]), widths: 2)
        verifier.observe(Array(rows[120...]), results: Array(results[240...]), widths: 2)
        let report = verifier.verify(with: engine)
        #expect(report.rows == 30)
        #expect(report.differences.isEmpty, "\(report)")
    }

    @Test func aWrongHeightIsFoundAndNamed() throws {
        let (engine, rows, results) = try job(20)
        var tampered = results
        tampered[7].height = (tampered[7].height ?? 0) + 1   // row 4 (line 4) at the second width
        let verifier = BatchVerifier(sampleSize: 20)
        verifier.observe(rows, results: tampered, widths: 2)
        let report = verifier.verify(with: engine)
        #expect(report.differingRows == 1)
        #expect(report.description.hasPrefix("verified 20 rows: 1 differ"))
        #expect(report.differences.first?.place == "line 4")
    }

    /// A row answered with the right height but without the conflict the model logs (how a
    /// broken redundant equality once went unseen) is a difference; so is a warning too many.
    @Test func aMissingOrExtraWarningIsFound() throws {
        let (engine, rows, results) = try job(20)
        var tampered = results
        tampered[5].warnings = [RowWarning(kind: .unsatisfiableConstraints, message: "made up", broken: "<NSLayoutConstraint: made up>")]
        let verifier = BatchVerifier(sampleSize: 20)
        verifier.observe(rows, results: tampered, widths: 2)
        let report = verifier.verify(with: engine)
        #expect(report.differingRows == 1)
        let problem = try #require(report.differences.first?.problem)
        #expect(problem == "warnings 1 (unsatisfiableConstraints breaking <NSLayoutConstraint: made up>), the model gives none")
        #expect(BatchVerifier.difference(results[5], tampered[5])?.hasSuffix("the model gives 1 (unsatisfiableConstraints breaking <NSLayoutConstraint: made up>)") == true)
    }

    @Test func theSampleDependsOnTheSeedOnly() throws {
        let (engine, rows, results) = try job(100)
        func sampled(_ seed: UInt64) -> [String] {
            var tampered = results
            for index in tampered.indices { tampered[index].height = -1 }
            let verifier = BatchVerifier(sampleSize: 10, seed: seed)
            verifier.observe(rows, results: tampered, widths: 2)
            return verifier.verify(with: engine).differences.map(\.place)
        }
        #expect(sampled(1) == sampled(1))
        #expect(sampled(1) != sampled(2))
    }
}
