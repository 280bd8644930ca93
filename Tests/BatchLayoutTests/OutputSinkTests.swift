@testable import BatchLayout
import Foundation
import Testing

@Suite struct OutputSinkTests {
    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("sink-\(UUID().uuidString).jsonl").path
    }

    @Test(arguments: [1, 7, 64, 1 << 20])
    func writesEverythingInOrder(bufferSize: Int) throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sink = try OutputSink(path: path, bufferSize: bufferSize)
        var expected: [UInt8] = []
        var random = SplitMixRandom(seed: UInt64(bufferSize))
        for index in 0..<2_000 {
            let piece = (0..<Int.random(in: 0...(index % 50 == 0 ? 300 : 20), using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            expected += piece
            if index.isMultiple(of: 2) {
                try sink.write(piece)
            } else {
                try piece.withUnsafeBytes { try sink.write($0) }
            }
            if index.isMultiple(of: 500) { try sink.flush() }
        }
        try sink.close()
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == expected)
    }

    @Test func truncatesAnExistingFile() throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(repeating: 0x41, count: 1000).write(to: URL(fileURLWithPath: path))
        let sink = try OutputSink(path: path)
        try sink.write(Array("new\n".utf8))
        try sink.close()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    }

    @Test func closingTwiceIsFineButWritingAfterwardsIsNot() throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sink = try OutputSink(path: path)
        try sink.close()
        try sink.close()
        #expect(throws: BatchIOError.self) { try sink.write([1]) }
    }

    @Test func unwritablePathIsAnError() {
        let path = "/nonexistent-directory/out.jsonl"
        #expect(throws: BatchIOError(path: path, operation: .create, code: ENOENT)) { try OutputSink(path: path) }
    }

    /// With SIGPIPE ignored (the caller's choice), a reader that went away is an error value.
    @Test func brokenPipeIsAnError() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let sink = try OutputSink(path: "/dev/fd/\(ends[1])", bufferSize: 16)
        var caught: BatchIOError?
        do {
            try sink.write(Array(repeating: 0x78, count: 100))
        } catch {
            caught = error
        }
        #expect(caught?.isBrokenPipe == true)
        #expect(caught?.operation == .write)
        // The failure sticks: later calls report it again instead of writing out of order.
        #expect(throws: BatchIOError.self) { try sink.write([1]) }
        #expect(throws: BatchIOError.self) { try sink.close() }
    }
}
