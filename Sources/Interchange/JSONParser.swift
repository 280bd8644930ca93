/// Why a JSON text was rejected: the byte offset (0-based, from the start of the text handed
/// to the parser) and what was expected there.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public let offset: Int
    public let message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "at byte \(offset): \(message)" }
}

/// A strict RFC 8259 parser over UTF-8 bytes, fast enough for a million rows in well under a
/// second (Foundation's `JSONSerialization` costs over ten microseconds a line).
///
/// Strict means: exactly one value with optional whitespace around it; no trailing commas,
/// leading zeros, `NaN`/`Infinity`, comments, unescaped control characters, lone surrogates or
/// invalid UTF-8; no duplicate keys (compared as Swift strings, so canonically equivalent keys
/// count as the same key and a lookup by key is never ambiguous); numbers that overflow a
/// `Double` are errors; nesting deeper than `maximumDepth` is an error, never a stack overflow.
/// Numbers are correctly rounded.
public enum JSONParser {
    /// Arrays and objects may nest this deep; one more level is an error.
    public static let maximumDepth = 512

    public static func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONSyntaxError) -> JSONValue {
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            throw JSONSyntaxError(offset: 0, message: "expected a value, found the end of the input")
        }
        var parser = JSONByteParser(base: base.assumingMemoryBound(to: UInt8.self), end: bytes.count)
        return try parser.parseDocument()
    }

    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONSyntaxError) in try parse(UnsafeRawBufferPointer(buffer)) }
        }
        if let result { return try result.get() }
        return try parse(Array(bytes))
    }

    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        return try text.withUTF8 { buffer in
            Result { () throws(JSONSyntaxError) in try parse(UnsafeRawBufferPointer(buffer)) }
        }.get()
    }
}

/// The parser's cursor over one text. Reads past the end see a 0 byte, which no JSON token
/// accepts, so bounds are checked once per token instead of once per byte.
struct JSONByteParser {
    private let base: UnsafePointer<UInt8>
    private let end: Int
    private var position = 0
    /// Decoded bytes of the current string when it has escapes (reused across strings).
    private var scratch: [UInt8] = []

    init(base: UnsafePointer<UInt8>, end: Int) {
        self.base = base
        self.end = end
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if position < end { throw failure("unexpected data after the value", at: position) }
        return value
    }

    // MARK: Structure

    @inline(__always)
    private func peek(_ index: Int) -> UInt8 {
        index < end ? base[index] : 0
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while true {
            switch peek(position) {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        switch peek(position) {
        case UInt8(ascii: "\""):
            position += 1
            return .string(try parseString())
        case UInt8(ascii: "{"):
            return .object(try parseObject(depth: depth + 1))
        case UInt8(ascii: "["):
            return .array(try parseArray(depth: depth + 1))
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            throw unexpected("a value", at: position)
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        if depth > JSONParser.maximumDepth {
            throw failure("nesting deeper than \(JSONParser.maximumDepth) levels", at: position)
        }
        position += 1
        skipWhitespace()
        if peek(position) == UInt8(ascii: "]") {
            position += 1
            return []
        }
        // Room for the usual sizes up front: growing 1, 2, 4, 8 costs an allocation each time.
        var elements: [JSONValue] = []
        elements.reserveCapacity(4)
        while true {
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch peek(position) {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
                if peek(position) == UInt8(ascii: "]") { throw failure("trailing comma", at: position) }
            case UInt8(ascii: "]"):
                position += 1
                return elements
            default:
                throw unexpected("',' or ']'", at: position)
            }
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONObject {
        guard try enterObject(depth: depth) else { return JSONObject() }
        var members: [(key: String, value: JSONValue)] = []
        members.reserveCapacity(8)
        // Built only for large objects, where scanning the keys for duplicates would be quadratic.
        var seenKeys: Set<String>?
        var first = true
        while try enterKey(first: first) {
            first = false
            let keyOffset = position - 1
            let key = try parseString()
            if isDuplicate(key, in: members, seenKeys: &seenKeys) {
                throw failure("duplicate key \(JSONValue.string(key).serialized())", at: keyOffset)
            }
            try leaveKey()
            members.append((key: key, value: try parseValue(depth: depth)))
        }
        return JSONObject(members)
    }

    private func isDuplicate(
        _ key: String, in members: [(key: String, value: JSONValue)], seenKeys: inout Set<String>?
    ) -> Bool {
        if members.count < 16 {
            return members.contains { $0.key == key }
        }
        if seenKeys == nil { seenKeys = Set(members.map(\.key)) }
        return seenKeys?.insert(key).inserted == false
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = position
        for index in 0..<literal.utf8CodeUnitCount where peek(start + index) != literal.utf8Start[index] {
            throw unexpected("'\(literal)'", at: start + index)
        }
        position = start + literal.utf8CodeUnitCount
    }

    // MARK: Members one at a time (`JSONMemberReader`)

    /// Enters the object that starts at `position` (after white space), as `parseObject` at
    /// `depth` does; returns whether it has members.
    mutating func enterObject(depth: Int) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard peek(position) == UInt8(ascii: "{") else { throw unexpected("'{'", at: position) }
        if depth > JSONParser.maximumDepth {
            throw failure("nesting deeper than \(JSONParser.maximumDepth) levels", at: position)
        }
        position += 1
        skipWhitespace()
        guard peek(position) == UInt8(ascii: "}") else { return true }
        position += 1
        return false
    }

    /// The next member's key (with `position` left on its value) as the bytes between its quotes when they are printable ASCII
    /// without escapes (`.plain`, valid while the text is), else decoded (`.decoded`); nil
    /// after the closing brace.
    mutating func nextKeyBytes(first: Bool) throws(JSONSyntaxError) -> JSONMemberReader.Key? {
        guard try enterKey(first: first) else { return nil }
        let start = position
        var index = start
        while case let byte = peek(index), byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
            index += 1
        }
        let key: JSONMemberReader.Key
        if peek(index) == UInt8(ascii: "\"") {
            key = .plain(UnsafeRawBufferPointer(start: base + start, count: index - start))
            position = index + 1
        } else {
            key = .decoded(try parseString())
        }
        try leaveKey()
        return key
    }

    /// Moves past the comma before a member (or finds the closing brace: false) and onto the
    /// opening quote of its key.
    private mutating func enterKey(first: Bool) throws(JSONSyntaxError) -> Bool {
        if !first {
            skipWhitespace()
            switch peek(position) {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
                if peek(position) == UInt8(ascii: "}") { throw failure("trailing comma", at: position) }
            case UInt8(ascii: "}"):
                position += 1
                return false
            default:
                throw unexpected("',' or '}'", at: position)
            }
        }
        guard peek(position) == UInt8(ascii: "\"") else { throw unexpected("a string key", at: position) }
        position += 1
        return true
    }

    /// Moves past the colon after a key, onto the member's value.
    private mutating func leaveKey() throws(JSONSyntaxError) {
        skipWhitespace()
        guard peek(position) == UInt8(ascii: ":") else { throw unexpected("':'", at: position) }
        position += 1
        skipWhitespace()
    }

    /// The first byte of the value at `position`.
    var nextByte: UInt8 { peek(position) }

    /// The value at `position`, nested as a member of an object at `depth`.
    mutating func memberValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try parseValue(depth: depth)
    }

    /// Checks that only white space follows.
    mutating func finishDocument() throws(JSONSyntaxError) {
        skipWhitespace()
        if position < end { throw failure("unexpected data after the value", at: position) }
    }

    // MARK: Strings

    /// The string value at `position` (`nextByte` is its opening quote), its UTF-8 handed to
    /// `body`: the text's own bytes when the string has no escapes, else decoded into scratch,
    /// so valid inside `body` only. Checked exactly as `parseValue` checks a string.
    mutating func memberString<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) throws(JSONSyntaxError) -> R {
        position += 1
        return try parseString(body)
    }

    /// Parses the rest of a string whose opening quote is just behind `position`.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        try parseString { String(decoding: $0, as: UTF8.self) }
    }

    /// Parses the rest of a string whose opening quote is just behind `position`, handing its
    /// UTF-8 (valid: every sequence is checked) to `body`.
    private mutating func parseString<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) throws(JSONSyntaxError) -> R {
        let start = position
        var index = start
        while true {
            index = skipPlainASCII(from: index)
            let byte = peek(index)
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return body(UnsafeBufferPointer(start: base + start, count: index - start))
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(start: start, firstEscape: index, body) }
            if byte < 0x20 { throw controlCharacter(at: index, stringStart: start) }
            if byte < 0x80 {
                index += 1
            } else {
                index = try validateUTF8Sequence(at: index)
            }
        }
    }

    /// The first index at or after `index` holding a quote, backslash, control or non-ASCII byte
    /// (or an index near the end), stepping eight bytes at a time through ordinary text.
    @inline(__always)
    private func skipPlainASCII(from index: Int) -> Int {
        var index = index
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= end {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // Classic SWAR tests: (x - 0x01..) & ~x & 0x80.. is non-zero exactly when some byte of
            // x is zero (and with 0x20.. when some byte is below 0x20); XOR turns "byte == c" into
            // "byte is zero". Bytes >= 0x80 are caught by the high-bit test of the word itself.
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let special = ((quotes &- ones) & ~quotes)
                | ((backslashes &- ones) & ~backslashes)
                | ((word &- ones &* 0x20) & ~word)
                | word
            if special & highBits != 0 { return index }
            index += 8
        }
        return index
    }

    private mutating func parseEscapedString<R>(start: Int, firstEscape: Int,
                                                _ body: (UnsafeBufferPointer<UInt8>) -> R) throws(JSONSyntaxError) -> R {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(start: base + start, count: firstEscape - start))
        var index = firstEscape
        while true {
            let runStart = index
            index = skipPlainASCII(from: index)
            while case let byte = peek(index), byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                index += 1
            }
            scratch.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
            let byte = peek(index)
            switch byte {
            case UInt8(ascii: "\""):
                position = index + 1
                return scratch.withUnsafeBufferPointer(body)
            case UInt8(ascii: "\\"):
                index = try decodeEscape(at: index)
            case 0..<0x20:
                throw controlCharacter(at: index, stringStart: start)
            default:
                let next = try validateUTF8Sequence(at: index)
                scratch.append(contentsOf: UnsafeBufferPointer(start: base + index, count: next - index))
                index = next
            }
        }
    }

    /// Decodes the escape whose backslash is at `index` into `scratch`; returns the index after it.
    private mutating func decodeEscape(at index: Int) throws(JSONSyntaxError) -> Int {
        let decoded: UInt8
        switch peek(index + 1) {
        case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            return try decodeUnicodeEscape(at: index)
        default:
            if index + 1 >= end { throw failure("unterminated string", at: end) }
            throw failure("invalid escape \(quotedCharacter(at: index + 1, prefix: "\\"))", at: index)
        }
        scratch.append(decoded)
        return index + 2
    }

    private mutating func decodeUnicodeEscape(at index: Int) throws(JSONSyntaxError) -> Int {
        let unit = try hexQuad(at: index + 2)
        var scalarValue = UInt32(unit)
        var next = index + 6
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate counts only together with the low surrogate escaped right after it.
            guard peek(next) == UInt8(ascii: "\\"), peek(next + 1) == UInt8(ascii: "u") else {
                throw failure("lone surrogate \\u\(hexText(unit))", at: index)
            }
            let low = try hexQuad(at: next + 2)
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("lone surrogate \\u\(hexText(unit))", at: index) }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            next += 6
        case 0xDC00...0xDFFF:
            throw failure("lone surrogate \\u\(hexText(unit))", at: index)
        default:
            break
        }
        appendUTF8(of: scalarValue)
        return next
    }

    /// Appends the UTF-8 form of a scalar value (surrogates never get here).
    private mutating func appendUTF8(of value: UInt32) {
        switch value {
        case ..<0x80:
            scratch.append(UInt8(value))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | value >> 6))
            scratch.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            scratch.append(UInt8(0xE0 | value >> 12))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | value >> 18))
            scratch.append(UInt8(0x80 | value >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | value & 0x3F))
        }
    }

    private func hexQuad(at index: Int) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<4 {
            let byte = peek(index + offset)
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                if index + offset >= end { throw failure("unterminated string", at: end) }
                throw failure("expected four hex digits after \\u", at: index + offset)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    private func hexText(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Checks the UTF-8 sequence starting with the non-ASCII byte at `index` (Unicode's table of
    /// well-formed sequences: no overlongs, no surrogates, nothing above U+10FFFF); returns the
    /// index after it.
    @inline(__always)
    private func validateUTF8Sequence(at index: Int) throws(JSONSyntaxError) -> Int {
        let lead = peek(index)
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xED: length = 3; high = 0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; low = 0x90
        case 0xF4: length = 4; high = 0x8F
        case 0xF1...0xF3: length = 4
        default: throw failure("invalid UTF-8", at: index)
        }
        let second = peek(index + 1)
        guard second >= low, second <= high else { throw failure("invalid UTF-8", at: index) }
        for offset in 2..<length where peek(index + offset) & 0xC0 != 0x80 {
            throw failure("invalid UTF-8", at: index)
        }
        return index + length
    }

    private func controlCharacter(at index: Int, stringStart: Int) -> JSONSyntaxError {
        if index >= end { return failure("unterminated string", at: stringStart - 1) }
        return failure("control character U+00\(hexText(UInt16(peek(index))).suffix(2)) in a string must be escaped", at: index)
    }

    // MARK: Numbers

    /// Parses a number starting at `position` (a minus sign or a digit).
    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        var index = start
        let negative = peek(index) == UInt8(ascii: "-")
        if negative { index += 1 }
        // Digits accumulate into `mantissa` with wrapping arithmetic; the value is used only when
        // `digitCount` shows it did not wrap.
        var mantissa: UInt64 = 0
        var digitCount = 0
        switch peek(index) {
        case UInt8(ascii: "0"):
            index += 1
            if isDigit(peek(index)) { throw failure("leading zeros are not allowed", at: index - 1) }
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            while case let byte = peek(index), isDigit(byte) {
                mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                digitCount += 1
                index += 1
            }
        default:
            throw unexpected("a digit", at: index)
        }
        var fractionDigits = 0
        if peek(index) == UInt8(ascii: ".") {
            index += 1
            guard isDigit(peek(index)) else { throw unexpected("a digit after the decimal point", at: index) }
            while case let byte = peek(index), isDigit(byte) {
                mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                digitCount += 1
                fractionDigits += 1
                index += 1
            }
        }
        var exponent = 0
        if peek(index) | 0x20 == UInt8(ascii: "e") {
            index += 1
            let exponentNegative = peek(index) == UInt8(ascii: "-")
            if exponentNegative || peek(index) == UInt8(ascii: "+") { index += 1 }
            guard isDigit(peek(index)) else { throw unexpected("a digit in the exponent", at: index) }
            while case let byte = peek(index), isDigit(byte) {
                // Far beyond any double's range already; stop growing so the Int cannot overflow.
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(byte &- UInt8(ascii: "0")) }
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        position = index

        // Clinger's fast path: a mantissa below 2^53 and a power of ten up to 22 are both exact
        // doubles, so one IEEE multiplication or division rounds the exact quotient correctly.
        let decimalExponent = exponent - fractionDigits
        if digitCount <= 19, mantissa <= 1 << 53, (-22...22).contains(decimalExponent) {
            var value = Double(mantissa)
            if decimalExponent > 0 {
                value *= Self.powersOfTen[decimalExponent]
            } else if decimalExponent < 0 {
                value /= Self.powersOfTen[-decimalExponent]
            }
            return negative ? -value : value
        }
        // Everything else goes to the standard library's correctly rounded conversion; the span
        // is already validated JSON, which is a subset of what it accepts.
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw failure("number out of range", at: start)
        }
        return value
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    // MARK: Errors

    private func failure(_ message: String, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset, message: message)
    }

    private func unexpected(_ expected: String, at offset: Int) -> JSONSyntaxError {
        if offset >= end { return failure("expected \(expected), found the end of the input", at: end) }
        return failure("expected \(expected), found \(quotedCharacter(at: offset, prefix: ""))", at: offset)
    }

    private func quotedCharacter(at offset: Int, prefix: String) -> String {
        let byte = peek(offset)
        if byte >= 0x20 && byte < 0x7F { return "'\(prefix)\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
