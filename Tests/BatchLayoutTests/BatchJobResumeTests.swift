import AutoLayout
@testable import BatchLayout
import Foundation
import Testing
import TextMeasurement

/// Interrupted and resumed jobs (issue 25, part 4): a job writes `FILE.partial` and renames it
/// at the end; a partial file cut anywhere (a job killed outright, mid-line even) and resumed
/// gives the very bytes of an uninterrupted run, in JSON Lines and in CSV (whose quoted ids may
/// hold line breaks); a partial file of other rows is refused; an interrupted job stops at a
/// chunk boundary and leaves no FILE.
@Suite struct BatchJobResumeTests {
    static let measurer = TextMeasurer(mode: .fast)

    /// Feed rows with ids CSV must quote, a bad line and a blank line among them.
    func rowsFile(count: Int) throws -> String {
        var lines = try DatasetFiles.lines("feed/rows.jsonl").prefix(count).map { $0 }
        lines[3] = #"{"id": "two\nlines, \"quoted\"", "body": "Hi"}"#
        lines[5] = "not json"
        lines.insert("   ", at: 8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("resume-\(UUID().uuidString).jsonl").path
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func job(_ format: ResultFormat, chunkLines: Int = 16) throws -> BatchJob {
        let template = try BatchTemplate(contentsOf: DatasetFiles.url("feed/feed-cell.json"))
        let options = BatchOptions(widths: [320, 375, 414], scale: 3, threads: 2, textMeasurer: Self.measurer)
        return BatchJob(engine: try BatchLayoutEngine(template: template, options: options), format: format, chunkLines: chunkLines)
    }

    @Test(arguments: [ResultFormat.jsonl, .csv])
    func aPartialFileCutAnywhereResumesToTheSameBytes(format: ResultFormat) throws {
        let input = try rowsFile(count: 120)
        let output = input + ".out"
        defer { for path in [input, output, output + ".partial"] { try? FileManager.default.removeItem(atPath: path) } }
        let job = try job(format)
        _ = try job.run(input: input, output: output)
        #expect(!FileManager.default.fileExists(atPath: output + ".partial"))
        let whole = try Data(contentsOf: URL(fileURLWithPath: output))
        var random = SplitMixRandom(seed: 0x2E50_3E00)
        let cuts = [0, 1, whole.count - 1] + (0..<6).map { _ in Int.random(in: 0..<whole.count, using: &random) }
        for cut in cuts {
            try FileManager.default.removeItem(atPath: output)
            try whole.prefix(cut).write(to: URL(fileURLWithPath: output + ".partial"))
            let summary = try job.run(input: input, output: output, resume: true)
            let resumed = try Data(contentsOf: URL(fileURLWithPath: output))
            #expect(resumed == whole, "\(format): partial file cut at byte \(cut) of \(whole.count)")
            #expect(summary.resumedRows + summary.rows == 120 + 0, "cut at \(cut)")
            #expect(!FileManager.default.fileExists(atPath: output + ".partial"))
        }
    }

    @Test func aPartialFileOfOtherRowsIsRefused() throws {
        let input = try rowsFile(count: 60)
        let output = input + ".out"
        defer { for path in [input, output, output + ".partial"] { try? FileManager.default.removeItem(atPath: path) } }
        let job = try job(.jsonl)
        // A partial file of a different rows file: its last whole row has another id.
        try Data(#"{"id": "elsewhere", "width": 320, "height": 1}"#.utf8 + [10] + #"{"id": "elsewhere", "width": 375, "height": 1}"#.utf8
                 + [10] + #"{"id": "elsewhere", "width": 414, "height": 1}"#.utf8 + [10]).write(to: URL(fileURLWithPath: output + ".partial"))
        let refused = #expect(throws: BatchIOError.self) { try job.run(input: input, output: output, resume: true) }
        #expect(refused?.description.contains(#"has the id 1, but the partial results' row 1 begins "{\"id\": \"elsewhere\""#) == true,
                "\(String(describing: refused))")
        #expect(!FileManager.default.fileExists(atPath: output))
        // More rows than the input has.
        let many = (0..<100).flatMap { _ in Array("{\"id\": 0, \"width\": 1}\n".utf8) }
        try Data(many).write(to: URL(fileURLWithPath: output + ".partial"))
        let short = #expect(throws: BatchIOError.self) { try job.run(input: input, output: output, resume: true) }
        #expect(short?.description.contains("cannot resume") == true, "\(String(describing: short))")
    }

    /// A device is written in place: a partial file renamed over it would replace the device.
    @Test func devicesAreWrittenDirectly() throws {
        let input = try rowsFile(count: 20)
        defer { try? FileManager.default.removeItem(atPath: input) }
        let job = try job(.jsonl)
        _ = try job.run(input: input, output: "/dev/null")
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
        #expect(!FileManager.default.fileExists(atPath: "/dev/null.partial"))
        #expect(throws: BatchIOError.self) { try job.run(input: input, output: "/dev/null", resume: true) }
    }

    @Test func anInterruptedJobLeavesOnlyWholeChunksInThePartialFile() throws {
        let input = try rowsFile(count: 200)
        let output = input + ".out"
        defer { for path in [input, output, output + ".partial"] { try? FileManager.default.removeItem(atPath: path) } }
        let job = try job(.jsonl, chunkLines: 10)
        let interruption = JobInterruption()
        var seen = 0
        let summary = try job.run(input: input, output: output, interruption: interruption) { progress in
            seen = progress.rows
            if progress.rows >= 50 { interruption.raise(signal: SIGINT) }
        }
        #expect(summary.interruption == SIGINT)
        #expect(!FileManager.default.fileExists(atPath: output))
        let partial = try String(contentsOf: URL(fileURLWithPath: output + ".partial"), encoding: .utf8)
        let lines = partial.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 3 * seen && seen % 10 == 0 && seen >= 50, "\(lines.count) lines after \(seen) rows")
        let resumed = try job.run(input: input, output: output, resume: true)
        #expect(resumed.resumedRows == seen && resumed.rows == 200 - seen)
    }
}
