@testable import BatchLayout
import Foundation
import Interchange
import Testing
import TextMeasurement

/// Rows that arrive in memory (the height service's request bodies): cut by `LineChunk`'s body
/// initialisers, they must read exactly as the file reader reads the same bytes, and a JSON array
/// of rows must answer exactly as the same rows on lines of their own.
@Suite struct RowsBodyTests {
    typealias NumberedLine = LineChunkReaderTests.NumberedLine

    /// Random bodies (blank lines, "\r\n", a byte order mark, no final newline): the lines and
    /// their numbers equal the file reader's on the same bytes.
    @Test(arguments: 0..<40)
    func jsonLinesBodiesReadAsTheFileReaderReads(seed: UInt64) throws {
        var random = SplitMixRandom(seed: seed &+ 0xB0D1)
        var bytes: [UInt8] = Bool.random(using: &random) ? [0xEF, 0xBB, 0xBF] : []
        for _ in 0..<Int.random(in: 0...30, using: &random) {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: break
            case 1: bytes += Array(" \t \r".utf8.prefix(Int.random(in: 1...4, using: &random)))
            default: bytes += Array("{\"id\": \(random.next() % 1000), \"t\": \"é中 \(random.next() % 7)\"}".utf8)
            }
            bytes += Bool.random(using: &random) ? [0x0D, 0x0A] : [0x0A]
        }
        if Bool.random(using: &random) { bytes += Array("{\"tail\": 1}".utf8) }
        let fromFile = try LineChunkReaderTests.withTemporaryFile(bytes) { path in
            try LineChunkReaderTests.readAll(path: path, maxLines: 1_000, blockSize: 7)
        }
        let chunk = LineChunk(jsonLines: bytes)
        let fromBody = zip(chunk.lines, chunk.lineNumbers).map { NumberedLine(number: $1, text: Array(chunk.bytes[$0])) }
        #expect(fromBody == fromFile, "seed \(seed)")
    }

    /// The same random rows as JSON Lines and as one JSON array with random spacing between
    /// elements: the array's answer is byte-identical, row errors and their lines included.
    @Test(arguments: 0..<12)
    func aJSONArrayAnswersAsTheSameLines(seed: UInt64) throws {
        var random = SplitMixRandom(seed: seed &+ 0xA11A)
        let template = try BatchTemplate(contentsOf: Self.feedTemplate)
        // Lines that are JSON (row errors among them); a line that is not JSON can break an
        // array's framing, which the broken-array test covers.
        let rows = try String(contentsOf: Self.feedRows, encoding: .utf8).split(separator: "\n").map(String.init)
            .filter { (try? JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed)) != nil }
        var picked = (0..<Int.random(in: 1...20, using: &random)).map { _ in rows[Int.random(in: 0..<rows.count, using: &random)] }
        // Elements that are not rows are errors in place in both forms.
        if Bool.random(using: &random) { picked.insert("42", at: Int.random(in: 0...picked.count, using: &random)) }
        if Bool.random(using: &random) { picked.insert("{\"id\": \"no such view\", \"nope\": 1}", at: Int.random(in: 0...picked.count, using: &random)) }
        let spacing = [" ", "\n", "\r\n", "\t", "", "\n\n  "]
        var array = "["
        for (index, row) in picked.enumerated() {
            array += (spacing.randomElement(using: &random) ?? "") + row + (spacing.randomElement(using: &random) ?? "")
            array += index + 1 < picked.count ? "," : "]"
        }
        let engine = try BatchLayoutEngine(template: template, options: BatchOptions(widths: [375, 320], scale: 3, threads: 1,
                                                                                  textMeasurer: Self.measurer))
        let job = BatchJob(engine: engine, format: .jsonl)
        let asArray = try #require(try? LineChunk(rowsBody: Array(array.utf8)), "seed \(seed): \(array.debugDescription)")
        #expect(asArray.count == picked.count, "seed \(seed)")
        let asLines = LineChunk(jsonLines: Array(picked.joined(separator: "\n").utf8))
        // Row errors name their line, which differs between the two bodies; compare without them.
        let strip = { (bytes: [UInt8]) in
            String(decoding: bytes, as: UTF8.self).replacing(/line \d+/, with: "line N").replacing(/"line": \d+/, with: "\"line\": N")
        }
        #expect(strip(job.answer(asArray).bytes) == strip(job.answer(asLines).bytes), "seed \(seed): \(array)")
    }

    @Test func brokenArraysNameTheirLine() {
        let cases: [(String, Int)] = [
            ("[\n{\"id\": 1},\n{\"id\": \"2}\n]", 3), ("[{\"id\": 1}", 1), ("[\n{\"id\": 1}\n\n{\"id\": 2}]", 4),
            ("[{\"id\": 1}] x", 1), ("[\n{\"id\": [1, 2}\n", 3), ("[{\"id\": 1},\n]", 2), ("[{\"id\": 1}, this is not JSON]", 1),
            ("[\"a\" \"b\"]", 1), ("[1 2]", 1), ("[{\"id\": \"x\"}}]", 1),
        ]
        for (body, line) in cases {
            do {
                _ = try LineChunk(rowsBody: Array(body.utf8))
                Issue.record("\(body.debugDescription) read without an error")
            } catch {
                #expect(error.line == line, "\(body.debugDescription): \(error)")
            }
        }
        #expect((try? LineChunk(rowsBody: Array("[]".utf8)))?.count == 0)
        #expect((try? LineChunk(rowsBody: Array("\u{FEFF} \n [ {\"id\": 1} ] \n".utf8)))?.count == 1)
    }

    @Test func slicesKeepTheirLinesAndMarks() {
        let chunk = LineChunk(bytes: Array("abc".utf8), lines: [0..<1, 1..<2, 2..<2, 2..<3], lineNumbers: [1, 3, 4, 9], tooLong: [2: 99])
        let slice = chunk.slice(1..<3)
        #expect(slice.lines == [1..<2, 2..<2])
        #expect(slice.lineNumbers == [3, 4])
        #expect(slice.tooLong == [1: 99])
        #expect(chunk.slice(3..<4).tooLong.isEmpty)
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let feedTemplate = root.appendingPathComponent("Datasets/feed/feed-cell.json")
    static let feedRows = root.appendingPathComponent("Datasets/feed/rows-with-errors.jsonl")
    static let measurer = TextMeasurer(mode: .fast)
}
