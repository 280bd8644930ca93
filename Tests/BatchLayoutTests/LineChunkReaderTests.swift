@testable import BatchLayout
import Foundation
import Testing

@Suite struct LineChunkReaderTests {
    /// A line as the reader should give it: its number and its text.
    struct NumberedLine: Equatable, CustomStringConvertible {
        let number: Int
        let text: [UInt8]
        var description: String { "\(number): \(String(decoding: text, as: UTF8.self).debugDescription)" }
    }

    /// Writes `bytes` to a fresh temporary file and removes it after `body`.
    static func withTemporaryFile<Result>(
        _ bytes: [UInt8], _ body: (String) throws -> Result
    ) throws -> Result {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chunks-\(UUID().uuidString).jsonl")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url.path)
    }

    /// All lines through the reader, checking each chunk's own invariants on the way.
    static func readAll(path: String, maxLines: Int, blockSize: Int) throws -> [NumberedLine] {
        let reader = try LineChunkReader(path: path, blockSize: blockSize)
        var result: [NumberedLine] = []
        while let chunk = try reader.nextChunk(maxLines: maxLines) {
            #expect(!chunk.lines.isEmpty && chunk.lines.count <= max(maxLines, 1))
            #expect(chunk.lineNumbers.count == chunk.lines.count)
            #expect(chunk.firstLineNumber == chunk.lineNumbers[0])
            #expect(zip(chunk.lineNumbers, chunk.lineNumbers.dropFirst()).allSatisfy { $0 < $1 })
            for (span, number) in zip(chunk.lines, chunk.lineNumbers) {
                #expect(span.lowerBound >= 0 && span.upperBound <= chunk.bytes.count)
                result.append(NumberedLine(number: number, text: Array(chunk.bytes[span])))
            }
        }
        #expect(try reader.nextChunk(maxLines: maxLines) == nil)
        return result
    }

    /// The same lines by the plain definition: split at "\n", drop one "\r" before it, skip
    /// lines of only spaces, tabs and "\r", count every line.
    static func referenceLines(_ bytes: [UInt8]) -> [NumberedLine] {
        var parts = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        if parts.last?.isEmpty == true { parts.removeLast() }
        return parts.enumerated().compactMap { index, part in
            var text = part
            if text.last == 0x0D { text.removeLast() }
            if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
            return NumberedLine(number: index + 1, text: text)
        }
    }

    static let blockSizes = [1, 2, 3, 5, 16, 100, 4 << 20]

    @Test(arguments: [1, 2, 7])
    func awkwardBoundaries(maxLines: Int) throws {
        let text = "{\"id\": 1}\n\n  \n{\"id\": 2}\r\n\r\n\t\r\n{\"id\": 3, \"body\": \"" + String(repeating: "long ", count: 60)
            + "\"}\n" + "x\n" + "y\r\n" + "\n" + "{\"last\": true}"
        let bytes = Array(text.utf8)
        try Self.withTemporaryFile(bytes) { path in
            for blockSize in Self.blockSizes {
                let lines = try Self.readAll(path: path, maxLines: maxLines, blockSize: blockSize)
                #expect(lines == Self.referenceLines(bytes), "block \(blockSize)")
                #expect(lines.map(\.number) == [1, 4, 7, 8, 9, 11])
            }
        }
    }

    @Test func randomFilesMatchTheReference() throws {
        var random = SplitMixRandom(seed: 11)
        for _ in 0..<60 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: bytes += []
                case 1: bytes += Array(" \t \r".utf8.prefix(Int.random(in: 1...4, using: &random)))
                case 2: bytes += (0..<Int.random(in: 100...400, using: &random)).map { UInt8(97 + $0 % 26) }
                default: bytes += Array("{\"id\": \(random.next() % 1000), \"t\": \"é中\"}".utf8)
                }
                bytes += Bool.random(using: &random) ? [0x0D, 0x0A] : [0x0A]
            }
            if Bool.random(using: &random) { bytes += Array("{\"tail\": 1}".utf8) }
            let expected = Self.referenceLines(bytes)
            try Self.withTemporaryFile(bytes) { path in
                for maxLines in [1, 2, 7, 1000] {
                    for blockSize in [1, 3, 16, 100, 4096] {
                        let lines = try Self.readAll(path: path, maxLines: maxLines, blockSize: blockSize)
                        #expect(lines == expected, "\(maxLines) lines, block \(blockSize)")
                    }
                }
            }
        }
    }

    @Test func lastLineWithoutNewline() throws {
        try Self.withTemporaryFile(Array("a\nb".utf8)) { path in
            let reader = try LineChunkReader(path: path, blockSize: 1)
            let chunk = try #require(try reader.nextChunk(maxLines: 10))
            #expect(chunk.lines.map { String(decoding: chunk.bytes[$0], as: UTF8.self) } == ["a", "b"])
            #expect(chunk.lineNumbers == [1, 2])
            #expect(try reader.nextChunk(maxLines: 10) == nil)
        }
    }

    @Test func emptyAndBlankFilesHaveNoChunks() throws {
        for content in ["", "\n", "\n\n\n", "  \r\n\t\n", "\r"] {
            try Self.withTemporaryFile(Array(content.utf8)) { path in
                let reader = try LineChunkReader(path: path)
                #expect(try reader.nextChunk(maxLines: 5) == nil, "\(content.debugDescription)")
                #expect(try reader.nextChunk(maxLines: 5) == nil)
            }
        }
    }

    @Test func numbersCountBlankLinesAcrossChunks() throws {
        try Self.withTemporaryFile(Array("a\n\nb\n\n\nc\nd\n".utf8)) { path in
            let reader = try LineChunkReader(path: path, blockSize: 2)
            #expect(try reader.nextChunk(maxLines: 2)?.lineNumbers == [1, 3])
            let second = try #require(try reader.nextChunk(maxLines: 2))
            #expect(second.firstLineNumber == 6)
            #expect(second.lineNumbers == [6, 7])
            #expect(try reader.nextChunk(maxLines: 2) == nil)
        }
    }

    @Test func skipsAByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\":1}\n\u{FEFF}x\n".utf8)
        try Self.withTemporaryFile(bytes) { path in
            for blockSize in [1, 2, 3, 64] {
                let lines = try Self.readAll(path: path, maxLines: 7, blockSize: blockSize)
                #expect(lines == [
                    NumberedLine(number: 1, text: Array("{\"a\":1}".utf8)),
                    NumberedLine(number: 2, text: [0xEF, 0xBB, 0xBF, 0x78]),
                ])
            }
        }
    }

    @Test func memoryStaysBounded() throws {
        let line = String(repeating: "x", count: 49) + "\n"
        let bytes = Array(String(repeating: line, count: 20_000).utf8)
        try Self.withTemporaryFile(bytes) { path in
            let reader = try LineChunkReader(path: path, blockSize: 256)
            var count = 0
            while let chunk = try reader.nextChunk(maxLines: 10) {
                count += chunk.lines.count
                #expect(chunk.bytes.count <= 10 * 50)
            }
            #expect(count == 20_000)
            #expect(reader.capacity <= 2 * (10 * 50 + 256))
            #expect(reader.bytesRead == bytes.count)
        }
    }

    @Test func aHugeLineGrowsTheBuffer() throws {
        let huge = String(repeating: "abcdefghij", count: 100_000)
        try Self.withTemporaryFile(Array("small\n\(huge)\nend".utf8)) { path in
            let lines = try Self.readAll(path: path, maxLines: 1, blockSize: 4096)
            #expect(lines.map(\.text.count) == [5, huge.utf8.count, 3])
        }
    }

    @Test func missingFileIsAnError() {
        let path = "/nonexistent-directory/rows.jsonl"
        #expect(throws: BatchIOError(path: path, operation: .open, code: ENOENT)) { try LineChunkReader(path: path) }
        do {
            _ = try LineChunkReader(path: path)
        } catch {
            #expect(error.description == "cannot open /nonexistent-directory/rows.jsonl: No such file or directory")
        }
    }

    @Test func directoryIsAReadError() throws {
        let reader = try LineChunkReader(path: FileManager.default.temporaryDirectory.path)
        #expect(throws: BatchIOError(path: FileManager.default.temporaryDirectory.path, operation: .read, code: EISDIR)) {
            try reader.nextChunk(maxLines: 1)
        }
    }

    @Test func standardInputIsNamedInErrors() {
        #expect(BatchIOError(path: "-", operation: .read, code: EIO).description == "cannot read standard input: Input/output error")
        #expect(BatchIOError(path: "-", operation: .write, code: EPIPE).description == "cannot write standard output: Broken pipe")
    }
}

/// Lines over the length limit: random files with some long lines, read with a small limit,
/// give every other line as the plain definition does and each long one as a marked line of no
/// bytes, with its number and length, without the buffer growing to hold it.
@Suite struct LongLineTests {
    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func longLinesAreMarkedAndTheRestReadAsUsual(seed: UInt64) throws {
        var random = SplitMixRandom(seed: seed)
        let limit = 40
        var bytes: [UInt8] = []
        for _ in 0..<60 {
            let length = Bool.random(using: &random) ? Int.random(in: 41...400, using: &random) : Int.random(in: 1...40, using: &random)
            bytes += Array(repeating: UInt8(ascii: "x"), count: length) + [0x0A]
        }
        if Bool.random(using: &random) { bytes.removeLast() }
        let expected = LineChunkReaderTests.referenceLines(bytes)
        try LineChunkReaderTests.withTemporaryFile(bytes) { path in
            for blockSize in [1, 7, 64] {
                let reader = try LineChunkReader(path: path, blockSize: blockSize, lineLimit: limit)
                var got: [(number: Int, length: Int, kept: Bool)] = []
                while let chunk = try reader.nextChunk(maxLines: 5) {
                    for (index, span) in chunk.lines.enumerated() {
                        if let length = chunk.tooLong[index] {
                            #expect(span.isEmpty)
                            got.append((chunk.lineNumbers[index], length, false))
                        } else {
                            got.append((chunk.lineNumbers[index], span.count, true))
                        }
                    }
                }
                // A chunk keeps only lines within the limit, so the buffer is bounded by a chunk's
                // lines at the limit (doubling, plus a read), whatever the long lines' length.
                #expect(reader.capacity <= 4 * 6 * (limit + 1 + blockSize), "seed \(seed), block \(blockSize): the buffer grew to \(reader.capacity)")
                #expect(got.map(\.number) == expected.map(\.number), "seed \(seed), block \(blockSize)")
                #expect(got.map(\.length) == expected.map(\.text.count), "seed \(seed), block \(blockSize)")
                #expect(got.map(\.kept) == expected.map { $0.text.count <= limit }, "seed \(seed), block \(blockSize)")
            }
        }
    }
}
