import Foundation
import Testing

/// `heights --out FILE` killed mid-file and resumed (issue 25, part 4), as users do it: SIGTERM
/// ends the job with status 143 and a message, leaving FILE.partial and no FILE;
/// `--resume` finishes it, and FILE is byte for byte what an uninterrupted run writes.
@Suite struct InterruptedJobCommandTests {
    @Test func aJobKilledMidFileAndResumedWritesTheSameBytes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("interrupted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let rows = directory.appendingPathComponent("rows.jsonl")
        let feed = try String(contentsOf: CommandLineTests.root.appendingPathComponent("Datasets/feed/rows.jsonl"), encoding: .utf8)
        try Data(feed.split(separator: "\n").prefix(1_200).joined(separator: "\n").utf8).write(to: rows)
        let out = directory.appendingPathComponent("heights.jsonl").path
        let arguments = ["heights", "Datasets/feed/feed-cell.json", rows.path, "--width", "320", "--width", "414",
                         "--chunk-rows", "40", "--threads", "1", "--out", out]

        let process = Process()
        process.executableURL = try CommandLineTests.tool()
        process.arguments = arguments
        process.currentDirectoryURL = CommandLineTests.root
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Killed once its first chunks are in the partial file, well before its end.
        let partial = out + ".partial"
        for _ in 0..<6_000 where (try? FileManager.default.attributesOfItem(atPath: partial)[.size] as? Int) ?? 0 == 0 {
            usleep(10_000)
        }
        process.terminate()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 143, "\(message)")
        #expect(message.contains("stopped by SIGTERM after") && message.contains("--resume continues it"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let cut = try String(contentsOfFile: partial, encoding: .utf8).split(separator: "\n").count
        #expect(cut > 0 && cut < 2_400 && cut % 80 == 0, "\(cut) lines: whole chunks of 40 rows at 2 widths")

        let resumed = try CommandLineTests().run(arguments + ["--resume"])
        #expect(resumed.status == 0, "\(resumed.errors)")
        #expect(resumed.errors.contains("resumed after \(cut / 2) rows"), "\(resumed.errors)")
        #expect(!FileManager.default.fileExists(atPath: partial))
        let whole = directory.appendingPathComponent("whole.jsonl").path
        let uninterrupted = try CommandLineTests().run(Array(arguments.dropLast()) + [whole])
        #expect(uninterrupted.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == Data(contentsOf: URL(fileURLWithPath: whole)))
    }
}
