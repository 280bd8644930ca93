/// Rows that arrive whole in memory (an HTTP request's body) rather than from a file, cut into
/// the same `LineChunk` a `LineChunkReader` hands out, so that they are read, laid out and
/// answered exactly as `autolayout heights` answers the same bytes.
extension LineChunk {
    /// The rows of a body in the rows format: one JSON array of rows when its first byte that is
    /// not blank (after a byte order mark) is "[", else JSON Lines.
    public init(rowsBody body: [UInt8]) throws(RowsBodyError) {
        let start = body.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
        let first = body[start...].first { ![0x20, 0x09, 0x0D, 0x0A].contains($0) }
        if first == UInt8(ascii: "[") {
            try self.init(jsonArray: body)
        } else {
            self.init(jsonLines: body)
        }
    }

    /// The lines `range` of this chunk (their bytes shared, not copied).
    public func slice(_ range: Range<Int>) -> LineChunk {
        LineChunk(bytes: bytes, lines: Array(lines[range]), lineNumbers: Array(lineNumbers[range]),
                  tooLong: Dictionary(uniqueKeysWithValues: tooLong.compactMap { range.contains($0.key) ? ($0.key - range.lowerBound, $0.value) : nil }))
    }

    /// The rows of a body in the rows format, JSON Lines by the reader's rules: blank lines
    /// (spaces, tabs and "\r" only) are skipped but counted, a "\r" before a newline is not part
    /// of its line, a last line without a newline counts, a UTF-8 byte order mark at the start is
    /// skipped, and a line longer than `LineChunkReader.maximumLineBytes` keeps no bytes and reads
    /// as that row's error.
    public init(jsonLines body: [UInt8]) {
        var lines: [Range<Int>] = []
        var numbers: [Int] = []
        var tooLong: [Int: Int] = [:]
        var start = body.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
        var lineNumber = 1
        while start < body.count {
            let newline = body[start...].firstIndex(of: 0x0A) ?? body.count
            var end = newline
            if end > start, body[end - 1] == 0x0D { end -= 1 }
            if newline - start > LineChunkReader.maximumLineBytes {
                tooLong[lines.count] = newline - start
                lines.append(start..<start)
                numbers.append(lineNumber)
            } else if body[start..<end].contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
                lines.append(start..<end)
                numbers.append(lineNumber)
            }
            lineNumber += 1
            start = newline + 1
        }
        self.init(bytes: body, lines: lines, lineNumbers: numbers, tooLong: tooLong)
    }

    /// The rows of a body that is one JSON array of rows: each element's bytes, unchanged, are a
    /// line (so an element reads exactly as the same object on a line of its own would), and its
    /// line number is the line of the body it starts on. Throws when the array itself is broken
    /// (not an array, an unterminated string or element, text after its end), naming the line.
    public init(jsonArray body: [UInt8]) throws(RowsBodyError) {
        var scanner = JSONArrayScanner(body)
        let (lines, numbers) = try scanner.elements()
        self.init(bytes: body, lines: lines, lineNumbers: numbers)
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}

/// A rows body whose framing is broken, with the 1-based line it was noticed on.
public struct RowsBodyError: Error, Sendable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public var description: String { "line \(line): \(message)" }
}

/// Finds the top-level elements of a JSON array without parsing them: it follows strings (and
/// their escapes) and bracket depth only, which is all that element boundaries depend on. Each
/// element is then read by the row reader, which reports its own errors in place.
///
/// Invariant: `index` is the next byte to look at, `line` the line it is on, and `depth` the
/// number of brackets and braces open inside the current element.
private struct JSONArrayScanner {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: LineChunk.byteOrderMark) { index = LineChunk.byteOrderMark.count }
    }

    mutating func elements() throws(RowsBodyError) -> (lines: [Range<Int>], numbers: [Int]) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else {
            throw RowsBodyError(line: line, message: "expected a JSON array of rows (or JSON Lines)")
        }
        index += 1
        var lines: [Range<Int>] = []
        var numbers: [Int] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            try expectEnd()
            return (lines, numbers)
        }
        while true {
            skipWhitespace()
            let start = index
            let startLine = line
            try skipElement()
            guard index > start else { throw RowsBodyError(line: line, message: "expected a row where the array has none") }
            lines.append(start..<trimmedEnd(start, index))
            numbers.append(startLine)
            skipWhitespace()
            guard index < bytes.count else { throw RowsBodyError(line: line, message: "the array of rows is not closed (no \"]\")") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else {
                throw RowsBodyError(line: line, message: "expected \",\" or \"]\" after a row, found \(Self.show(bytes[index]))")
            }
            index += 1
            try expectEnd()
            return (lines, numbers)
        }
    }

    /// Moves past one element: a string, or an object or array up to its closing bracket, or a
    /// bare word (number, literal, or anything else) up to a blank, "," or "]". Whatever follows
    /// must then be "," or "]", so two rows without a comma between them are an error here, not
    /// one row that swallows the next.
    private mutating func skipElement() throws(RowsBodyError) {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                try skipString()
                if depth == 0 { return }
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return }
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            case UInt8(ascii: ","), 0x20, 0x09, 0x0D:
                if depth == 0 { return }
            case 0x0A:
                if depth == 0 { return }
                line += 1
            default:
                break
            }
            index += 1
        }
        if depth > 0 { throw RowsBodyError(line: line, message: "a row is not closed before the body ends") }
    }

    private mutating func skipString() throws(RowsBodyError) {
        let startLine = line
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""):
                index += 1
                return
            case 0x0A:
                line += 1
                index += 1
            default: index += 1
            }
        }
        throw RowsBodyError(line: startLine, message: "a string is not closed before the body ends")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A: line += 1
            case 0x20, 0x09, 0x0D: break
            default: return
            }
            index += 1
        }
    }

    private mutating func expectEnd() throws(RowsBodyError) {
        skipWhitespace()
        guard index == bytes.count else {
            throw RowsBodyError(line: line, message: "text after the array of rows, from \(Self.show(bytes[index]))")
        }
    }

    /// An element's span without the whitespace before the "," or "]" that ends it.
    private func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[end - 1]) { end -= 1 }
        return end
    }

    private static func show(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "\"\(Character(Unicode.Scalar(byte)))\"" : "byte 0x\(String(byte, radix: 16))"
    }
}
