@testable import BatchLayout
import AutoLayout
import Foundation
import LayoutDocuments
import Testing
import TextMeasurement

/// The differential property test of the batch engine (issue: heights you can trust): random
/// templates and rows (`TemplateGenerator`), laid out by the batch in several random row
/// orders, thread counts and block sizes, must give every row exactly the height and frames
/// the model gives that single row on a fresh view tree (`ModelReference`), after pixel
/// rounding at scale 3. A row's answer must depend on that row alone.
///
/// CI runs `defaultTemplates` templates of `rowsPerTemplate` rows; set
/// `OPENAUTOLAYOUT_SOAK_ROWS` (e.g. 1000000) to run that many rows instead (`Scripts/soak.sh`),
/// and `OPENAUTOLAYOUT_SOAK_MODEL_EVERY=K` to check only every K-th row against the model (the
/// model's fresh tree per row costs more than the batch); the other rows are then checked
/// across the runs (the same heights in every order, thread count and block size). A failure
/// names the seed of its template, the template, and the smallest set of rows that shows it
/// (the row alone, or the row after one other).
@Suite struct BatchPropertyTests {
    static let measurer = TextMeasurer(mode: .fast)
    static let widths: [Double] = [320, 375, 414]
    /// Rows per template: 60, or `OPENAUTOLAYOUT_SOAK_ROWS_PER_TEMPLATE` (a soak of a million
    /// rows uses more, so that each template's fixed cost, three engines and their variants,
    /// is shared by more rows).
    static var rowsPerTemplate: Int {
        max(1, ProcessInfo.processInfo.environment["OPENAUTOLAYOUT_SOAK_ROWS_PER_TEMPLATE"].flatMap(Int.init) ?? 60)
    }
    static let defaultTemplates = 48

    /// Every how many rows one is checked against the model (1: all).
    static var modelEvery: Int {
        max(1, ProcessInfo.processInfo.environment["OPENAUTOLAYOUT_SOAK_MODEL_EVERY"].flatMap(Int.init) ?? 1)
    }

    /// How many templates this run checks.
    static var templateCount: Int {
        let rows = ProcessInfo.processInfo.environment["OPENAUTOLAYOUT_SOAK_ROWS"].flatMap(Int.init)
        return rows.map { max(1, $0 / rowsPerTemplate) } ?? defaultTemplates
    }

    /// The templates go in a few shards that run side by side, each checking its templates
    /// one after another: memory stays that of a few templates however many there are.
    static let shards = 8

    static func seeds(ofShard shard: Int) -> [UInt64] {
        stride(from: shard, to: templateCount, by: shards).map { 0x5EED_0000 + UInt64($0) }
    }

    /// One way of running the batch: the rows' order, threads, block size, frames or not.
    struct Run: CustomStringConvertible {
        let order: [Int]
        let threads: Int
        let blockSize: Int
        let frames: Bool
        var description: String { "threads \(threads), block size \(blockSize), frames \(frames)" }
    }

    @Test(arguments: 0..<shards)
    func batchEqualsTheModelRowByRowInAnyOrder(shard: Int) throws {
        for seed in Self.seeds(ofShard: shard) { try check(seed: seed) }
    }

    /// One template's rows in three runs against the model; stops at its first mismatch.
    func check(seed: UInt64) throws {
        var generator = TemplateGenerator(seed: seed)
        let generated = generator.template()
        let lines = (0..<Self.rowsPerTemplate).map { generator.row(id: $0, for: generated) }
        let document = try LayoutDocument(data: Data(generated.json.utf8))
        let template = try BatchTemplate(document: document)
        let reference = try Reference(ModelReference(document: document, measurer: Self.measurer), lines: lines)
        var random = SplitMixRandom(seed: seed ^ 0xA5A5)
        let runs = (0..<3).map { k in
            Run(order: k == 0 ? Array(lines.indices) : Array(lines.indices).shuffled(using: &random), threads: k + 1,
                blockSize: [1, 7, 64, 256].randomElement(using: &random) ?? 64, frames: k > 0)
        }
        var firstHeights: [[Double?]] = []
        for run in runs {
            let ordered = run.order.map { lines[$0] }
            let results = try layout(ordered, template, run)
            if firstHeights.isEmpty {
                firstHeights = lines.indices.map { r in Self.widths.indices.map { results[r * Self.widths.count + $0].height } }
            }
            for (position, r) in run.order.enumerated() {
                for (w, width) in Self.widths.enumerated() {
                    let result = results[position * Self.widths.count + w]
                    let problem = reference.mismatch(result, row: r, width: w, frames: run.frames)
                        ?? (result.height == firstHeights[r][w] ? nil : "height \(result.height ?? -1), the first run gave \(firstHeights[r][w] ?? -1)")
                    guard let problem else { continue }
                    let shown = try smallestCase(failing: position, of: ordered, template: template, reference: reference, run: run)
                    Issue.record("""
                        seed \(String(seed, radix: 16)), \(run): row \(r) at width \(width): \(problem)
                        smallest case: \(shown)
                        template: \(generated.json)
                        """)
                    return
                }
            }
        }
    }

    func layout(_ lines: [String], _ template: BatchTemplate, _ run: Run) throws -> [RowResult] {
        let rows = lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
        let options = BatchOptions(widths: Self.widths, scale: 3, includesFrames: run.frames, threads: run.threads,
                                   textMeasurer: Self.measurer, blockSize: run.blockSize)
        return try BatchLayoutEngine(template: template, options: options).layout(rows)
    }

    /// The model's answers for every row and width, worked out once.
    struct Reference {
        let model: ModelReference
        /// The model's answers, for the rows checked against it (`modelEvery`).
        let expected: [[(height: Double, frames: [(id: String, frame: CGRect)])]?]

        init(_ model: ModelReference, lines: [String]) throws {
            self.model = model
            let every = BatchPropertyTests.modelEvery
            expected = try lines.enumerated().map { index, line in
                guard index % every == 0 else { return nil }
                return try BatchPropertyTests.widths.map { try model.fitting(line, width: $0, scale: 3) }
            }
        }

        /// What is wrong with a batch result for row `row` at width index `w`, or nil (also for
        /// rows the model does not check).
        func mismatch(_ result: RowResult, row: Int, width w: Int, frames: Bool) -> String? {
            guard let answers = expected[row] else { return nil }
            return Self.mismatch(result, answers[w], frames: frames)
        }

        static func mismatch(_ result: RowResult, _ expected: (height: Double, frames: [(id: String, frame: CGRect)]),
                             frames: Bool) -> String? {
            guard let height = result.height else { return "no height (\(result.error ?? "")), the model gives \(expected.height)" }
            if height != expected.height { return "height \(height), the model gives \(expected.height)" }
            guard frames else { return nil }
            for (got, want) in zip(result.frames ?? [], expected.frames) where got.id != want.id || got.frame != want.frame {
                return "frame of \(got.id) \(got.frame), the model gives \(want.id) \(want.frame)"
            }
            return (result.frames ?? []).count == expected.frames.count ? nil : "frame count differs"
        }
    }

    /// The row alone if it fails alone, else the first other row after which it fails.
    func smallestCase(failing position: Int, of lines: [String], template: BatchTemplate, reference: Reference,
                      run: Run) throws -> String {
        func fails(_ rows: [String]) throws -> Bool {
            let results = try layout(rows, template, Run(order: Array(rows.indices), threads: 1, blockSize: 256, frames: run.frames))
            let last = rows.count - 1
            for (w, width) in Self.widths.enumerated() {
                let expected = try reference.model.fitting(rows[last], width: width, scale: 3)
                if Reference.mismatch(results[last * Self.widths.count + w], expected, frames: run.frames) != nil { return true }
            }
            return false
        }
        let row = lines[position]
        if try fails([row]) { return "the row alone: \(row)" }
        for other in lines where other != row {
            if try fails([other, row]) { return "after \(other)\n  the row \(row)" }
        }
        return "only with the whole block (\(run)); row \(row)"
    }
}
