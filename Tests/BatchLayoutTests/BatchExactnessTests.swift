import AutoLayout
import BatchLayout
import Foundation
import LayoutDocuments
import Testing
import TextMeasurement

/// The batch engine against the model: every row's height must be what the model's own
/// `systemLayoutSizeFitting` gives for that row with the same text measurer, within 1e-9
/// before pixel rounding and identical after (docs/batch.md, How do I know the heights are right?).
@Suite struct BatchExactnessTests {
    /// A template with rows: some from its rows file, the rest random ones that cross regions.
    struct Case: CustomTestStringConvertible, Sendable {
        let document: String
        let rowsFile: String?
        let textViews: [String]
        let hideable: [String]
        var testDescription: String { document }
    }

    static let cases = [
        Case(document: "feed/feed-cell.json", rowsFile: "feed/rows.jsonl", textViews: ["name", "time", "handle", "body"],
             hideable: ["photo"]),
        Case(document: "samples/post-cell.json", rowsFile: nil, textViews: ["name", "time", "body", "like"], hideable: []),
        // A chat bubble built with a stack view, its attachment collapsing when hidden.
        Case(document: "templates/chat-bubble.json", rowsFile: "templates/chat-bubble-rows.jsonl",
             textViews: ["message", "timestamp"], hideable: ["attachment"]),
        // A settings row whose title and detail fight over one line (hugging and compression).
        Case(document: "templates/settings-row.json", rowsFile: "templates/settings-row-rows.jsonl",
             textViews: ["title", "detail", "subtitle"], hideable: ["subtitle"]),
    ]

    static let widths: [Double] = [320, 375, 414]
    static let measurer = TextMeasurer(mode: .fast)

    func lines(for testCase: Case, count: Int) throws -> [String] {
        var lines = try testCase.rowsFile.map { Array(try DatasetFiles.lines($0).prefix(count / 2)) } ?? []
        var generator = RowGenerator(seed: 42)
        while lines.count < count {
            lines.append(generator.line(id: 10_000 + lines.count, textViews: testCase.textViews, hideable: testCase.hideable))
        }
        return lines
    }

    @Test(arguments: cases, [0.0, 3.0])
    func batchEqualsTheModel(_ testCase: Case, scale: Double) throws {
        let document = try LayoutDocument(contentsOf: DatasetFiles.url(testCase.document))
        let template = try BatchTemplate(document: document)
        let lines = try lines(for: testCase, count: 40)
        let rows = lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
        let engine = try BatchLayoutEngine(template: template, options: BatchOptions(
            widths: Self.widths, scale: scale, threads: 2, textMeasurer: Self.measurer, blockSize: 16))
        let results = engine.layout(rows)
        #expect(results.count == lines.count * Self.widths.count)
        let reference = ModelReference(document: document, measurer: Self.measurer)
        for (r, line) in lines.enumerated() {
            for (w, width) in Self.widths.enumerated() {
                let result = results[r * Self.widths.count + w]
                let expected = try reference.height(line, width: width, scale: scale)
                let height = try #require(result.height, "\(line): \(result.error ?? "")")
                if scale > 0 {
                    #expect(height == expected, "\(testCase.document) row \(r) at \(width): \(height) vs \(expected)")
                } else {
                    #expect(abs(height - expected) <= 1e-9, "\(testCase.document) row \(r) at \(width): \(height) vs \(expected)")
                }
            }
        }
    }

    /// The rows above cross regions: without repairs and more than one basis the test would
    /// not exercise the dual-simplex path.
    @Test func randomRowsCrossRegions() throws {
        let testCase = Self.cases[0]
        let template = try BatchTemplate(contentsOf: DatasetFiles.url(testCase.document))
        let rows = try lines(for: testCase, count: 40).enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
        let engine = try BatchLayoutEngine(template: template, options: BatchOptions(widths: Self.widths, textMeasurer: Self.measurer))
        _ = engine.layout(rows)
        let plan = engine.planSummary
        #expect(plan.variants >= 2)
        #expect(plan.regions > plan.variants)
    }
}
