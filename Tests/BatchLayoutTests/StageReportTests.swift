import AutoLayout
@testable import BatchBench
@testable import BatchLayout
import Foundation
import Interchange
import Testing
import TextMeasurement

/// The stage report of `autolayout bench` (issue 15): every stage timed on the batch's own work,
/// its figures and JSON members present. Structure only: performance is never asserted.
@Suite struct StageReportTests {
    static let templates = [("feed/feed-cell.json", "feed/rows.jsonl"),
                            ("templates/chat-bubble.json", "templates/chat-bubble-rows-10k.jsonl")]

    /// The first `count` rows of a bundled rows file, with their lines as one chunk.
    static func rows(_ document: String, _ rowsFile: String, count: Int) throws -> (BatchTemplate, [BatchRow], LineChunk) {
        let template = try BatchTemplate(contentsOf: DatasetFiles.url(document))
        var bytes: [UInt8] = []
        var lines: [Range<Int>] = []
        var rows: [BatchRow] = []
        for (index, line) in try DatasetFiles.lines(rowsFile).prefix(count).enumerated() {
            rows.append(try template.readRow(line, lineNumber: index + 1).get())
            lines.append(bytes.count..<(bytes.count + line.utf8.count))
            bytes += line.utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        return (template, rows, LineChunk(bytes: bytes, lines: lines, lineNumbers: Array(1...rows.count)))
    }

    @Test(arguments: templates)
    func everyStageHasAPositiveRateAndAgreesWithTheBatch(document: String, rowsFile: String) throws {
        let (template, rows, lines) = try Self.rows(document, rowsFile, count: 120)
        let options = BatchOptions(widths: [375], scale: 3, threads: 2)
        let report = try StageReport.run(template: template, lines: lines, rows: rows, options: options, repetitions: 1)
        #expect(report.rows == 120)
        #expect(report.threads == 2)
        let rates = report.rates
        for (name, rate) in [("parse", rates.parse), ("text", rates.text), ("solve", rates.solve), ("write", rates.write),
                             ("end to end", rates.endToEnd)] {
            #expect(rate > 0 && rate.isFinite, "\(name): \(rate)")
        }
        #expect(report.textRequests >= rows.count, "every row of both templates measures at least one text")
        #expect(report.disagreements == 0)
        #expect(report.startUp.variants >= 1)
        #expect(report.startUp.engine > 0 && report.startUp.compile > 0 && report.startUp.regions >= 0)
    }

    @Test func jsonMembersNameEveryStage() throws {
        let (template, rows, lines) = try Self.rows("feed/feed-cell.json", "feed/rows.jsonl", count: 40)
        let report = try StageReport.run(template: template, lines: lines, rows: rows,
                                         options: BatchOptions(widths: [375], scale: 3, threads: 1), repetitions: 1)
        #expect(report.jsonFields.map(\.key) == ["stages", "startup_ms", "job_stages_ms", "stages_added_up", "text_requests", "stage_disagreements"])
        let object = JSONValue.object(JSONObject(report.jsonFields)).serialized()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: Any])
        let stages = try #require(json["stages"] as? [String: Any])
        #expect(Set(stages.keys) == ["parse", "text", "solve", "write", "end_to_end"])
        for (key, value) in stages { #expect(try #require(value as? Double, "\(key)") > 0) }
        let startUp = try #require(json["startup_ms"] as? [String: Any])
        #expect(Set(startUp.keys) == ["engine", "compile", "regions", "variants"])
        #expect(json["text_requests"] as? Int == report.textRequests)
        let job = try #require(json["job_stages_ms"] as? [String: Any])
        #expect(Set(job.keys) == ["read", "parse", "layout", "format", "write"])
        #expect(try #require(job["layout"] as? Double) > 0)
    }

    /// The comparison's members keep the keys scripts read, in their old order, before the new ones.
    @Test func comparisonKeepsItsKeysAndAddsRatios() throws {
        let (template, rows, _) = try Self.rows("feed/feed-cell.json", "feed/rows.jsonl", count: 30)
        let comparison = try ThroughputComparison.run(template: template, rows: rows,
                                                      options: BatchOptions(widths: [375], scale: 3, threads: 2),
                                                      repetitions: 1, modes: [.incremental, .batch])
        #expect(comparison.jsonFields.map(\.key).prefix(6) == ["rows", "threads", "fresh", "incremental", "batch_1_thread", "batch"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(comparison.json.utf8)) as? [String: Any])
        let ratios = try #require(json["batch_vs_incremental"] as? [String: Any])
        #expect(try #require(ratios["with_text"] as? Double) > 0)
        #expect(try #require(ratios["solve_only"] as? Double) > 0)
        // Fresh was not timed: its ratios are 0, not a division by zero.
        #expect((json["batch_vs_fresh"] as? [String: Any])?["with_text"] as? Double == 0)
        #expect(comparison.disagreements == 0)
    }

    @Test func impliedTextRateIsTheTimeWithTextLessTheSolve() {
        // 1 / (1/100 - 1/400) = 133.3...
        #expect(abs(StageReport.impliedText(withText: 100, solveOnly: 400) - 400.0 / 3) < 1e-9)
        #expect(StageReport.impliedText(withText: 100, solveOnly: 0) == 0)
        #expect(StageReport.impliedText(withText: 500, solveOnly: 400) == 0)
    }
}
