import AutoLayout
@testable import BatchLayout
import Foundation
import Testing
import TextMeasurement

/// The job's pipeline (read and parse, lay out and format, write on three threads) must give
/// exactly what laying the whole file out in one call and formatting it gives, in order, for any
/// chunk size and thread count, bad lines included; and it must end, with the failure, when the
/// output fails part-way.
@Suite struct BatchJobPipelineTests {
    static let measurer = TextMeasurer(mode: .fast)

    /// Feed rows with bad lines mixed in at seeded random places.
    func rowsFile(seed: UInt64, count: Int) throws -> (path: String, lines: [String]) {
        var random = SplitMixRandom(seed: seed)
        let good = try DatasetFiles.lines("feed/rows.jsonl").prefix(count)
        let bad = ["{", "[1, 2]", "{\"id\": 9, \"nobody\": \"x\"}", "   ", "{\"id\": 1e999}", "\"text\""]
        var lines: [String] = []
        for line in good {
            if random.next() % 7 == 0 { lines.append(bad[Int(random.next() % UInt64(bad.count))]) }
            lines.append(line)
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(seed)-\(UUID().uuidString).jsonl").path
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        return (path, lines)
    }

    func expectedOutput(_ job: BatchJob, lines: [String]) -> [UInt8] {
        let template = job.engine.template
        var rows: [Result<BatchRow, RowError>] = []
        var numbers: [Int] = []
        for (index, line) in lines.enumerated() where !line.allSatisfy({ $0 == " " }) {
            rows.append(template.readRow(line, lineNumber: index + 1))
            numbers.append(index + 1)
        }
        var bytes = job.writer.header
        for result in job.engine.layout(rows, lineNumbers: numbers) { job.writer.append(result, to: &bytes) }
        return bytes
    }

    @Test(arguments: [(UInt64(0x91be_0001), 1, 1), (0x91be_0002, 7, 2), (0x91be_0003, 64, 3), (0x91be_0004, 1_000, 2)])
    func pipelineEqualsOneCall(seed: UInt64, chunkLines: Int, threads: Int) throws {
        let template = try BatchTemplate(contentsOf: DatasetFiles.url("feed/feed-cell.json"))
        let (input, lines) = try rowsFile(seed: seed, count: 300)
        defer { try? FileManager.default.removeItem(atPath: input) }
        let options = BatchOptions(widths: [320, 375], scale: 3, threads: threads, textMeasurer: Self.measurer)
        var job = BatchJob(engine: try BatchLayoutEngine(template: template, options: options), format: .jsonl)
        job.chunkLines = chunkLines
        let output = input + ".out"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let summary = try job.run(input: input, output: output)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: output)))
        let expected = expectedOutput(job, lines: lines)
        #expect(written == expected, "seed \(String(seed, radix: 16)), chunk lines \(chunkLines), threads \(threads)")
        #expect(summary.rows == lines.filter { !$0.allSatisfy { $0 == " " } }.count)
        #expect(summary.results == 2 * summary.rows)
        #expect(summary.errors > 0)
        #expect(summary.stages.layout > 0 && summary.stages.parse > 0)
    }

    /// A full disk part-way: the job stops with the write error instead of waiting forever
    /// for a stage that can no longer hand anything on.
    @Test func writeFailureEndsTheJob() throws {
        guard FileManager.default.isWritableFile(atPath: "/dev/full") else { return }
        let template = try BatchTemplate(contentsOf: DatasetFiles.url("feed/feed-cell.json"))
        let (input, _) = try rowsFile(seed: 0x91be_0005, count: 2_000)
        defer { try? FileManager.default.removeItem(atPath: input) }
        var job = BatchJob(engine: try BatchLayoutEngine(template: template, options: BatchOptions(widths: [375], textMeasurer: Self.measurer)),
                           format: .jsonl)
        job.chunkLines = 50
        #expect(throws: BatchIOError.self) { _ = try job.run(input: input, output: "/dev/full") }
    }

    @Test func unreadableInputIsAnError() throws {
        let template = try BatchTemplate(contentsOf: DatasetFiles.url("feed/feed-cell.json"))
        let job = BatchJob(engine: try BatchLayoutEngine(template: template, options: BatchOptions(widths: [375], textMeasurer: Self.measurer)),
                           format: .jsonl)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(throws: BatchIOError.self) { _ = try job.run(input: FileManager.default.temporaryDirectory.path, output: output) }
        #expect(throws: BatchIOError.self) { _ = try job.run(input: "/nonexistent/rows.jsonl", output: output) }
    }
}
