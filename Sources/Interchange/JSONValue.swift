/// One JSON value as the batch engine reads it from a row and writes it to a result line.
///
/// Numbers are `Double`s (RFC 8259 §6 interoperability range); objects keep their members in
/// document order so a value prints back the way it came in.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// Compact JSON text of the value (no spaces or newlines).
    public func serialized() -> String {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends compact JSON text of the value: integers up to 2^53 without a fraction (`12`),
    /// other numbers in Swift's shortest round-trip form, non-finite numbers as `null` (JSON has
    /// no spelling for them), strings escaped per RFC 8259 with non-ASCII left as UTF-8.
    public func append(to bytes: inout [UInt8]) {
        switch self {
        case .null:
            bytes.append(contentsOf: "null".utf8)
        case .bool(let flag):
            bytes.append(contentsOf: flag ? "true".utf8 : "false".utf8)
        case .number(let number):
            Self.appendNumber(number, to: &bytes)
        case .string(let text):
            Self.appendQuoted(text, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.append(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            object.append(to: &bytes)
        }
    }

    /// Appends `text` as a quoted JSON string, for writers that build result lines by hand.
    public static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        // A local copy so `withUTF8` can make a bridged string contiguous without touching the caller's.
        var text = text
        text.withUTF8 { appendQuoted(utf8: $0, to: &bytes) }
    }

    static func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") { continue }
            // Plain bytes go over in runs; only the byte that needs an escape is handled alone.
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            appendEscape(of: byte, to: &bytes)
            runStart = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(of byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            // Only bytes below 0x20 get here, so the escape is \u000X or \u001X.
            let low = byte & 0x0F
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(UInt8(ascii: "0") + (byte >> 4))
            bytes.append(low < 10 ? UInt8(ascii: "0") + low : UInt8(ascii: "a") + low - 10)
        }
    }

    private static func appendNumber(_ number: Double, to bytes: inout [UInt8]) {
        guard number.isFinite else {
            bytes.append(contentsOf: "null".utf8)
            return
        }
        NumberText.appendShortest(number, to: &bytes)
    }
}

/// A JSON object whose members stay in document order (rows are echoed back in the order the
/// user wrote them).
///
/// Objects from `JSONParser` never repeat a key. Two objects are equal when they have the same
/// members in the same order, so equal objects serialize to the same text.
public struct JSONObject: Sendable, Hashable {
    public var members: [(key: String, value: JSONValue)]

    public init(_ members: [(key: String, value: JSONValue)] = []) {
        self.members = members
    }

    /// The value of the first member named `key`. Setting replaces that member's value in place,
    /// appends a new member at the end, or (with nil) removes the member.
    public subscript(key: String) -> JSONValue? {
        get {
            // Rows have a handful of members: a scan beats hashing the key.
            for member in members where member.key == key { return member.value }
            return nil
        }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append((key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    public var keys: [String] { members.map(\.key) }

    public var count: Int { members.count }

    public var isEmpty: Bool { members.isEmpty }

    public func serialized() -> String {
        JSONValue.object(self).serialized()
    }

    /// Appends compact JSON text, members in order (see `JSONValue.append(to:)`).
    public func append(to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "{"))
        for (index, member) in members.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONValue.appendQuoted(member.key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            member.value.append(to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        for (left, right) in zip(lhs.members, rhs.members) where left.key != right.key || left.value != right.value {
            return false
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(members.count)
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}

extension JSONValue {
    /// `value` rounded to `fractionDigits` decimals (halves away from zero), for figures whose
    /// further digits are noise: it prints as that decimal, since the nearest double to a
    /// short decimal reads back as it.
    public static func number(_ value: Double, fractionDigits: Int) -> JSONValue {
        let scale = (0..<max(0, fractionDigits)).reduce(1.0) { power, _ in power * 10 }
        return .number((value * scale).rounded() / scale)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        self = .string(text)
    }
}

extension JSONValue {
    /// JSON text for people: one member or element a line, indented by two spaces, with the
    /// members of every object in key order when `sortingKeys` (so that equal documents
    /// print alike and diffs stay small), numbers and strings as `append(to:)` writes them.
    public func prettyPrinted(sortingKeys: Bool = false) -> String {
        var bytes: [UInt8] = []
        appendPretty(to: &bytes, depth: 0, sortingKeys: sortingKeys)
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private func appendPretty(to bytes: inout [UInt8], depth: Int, sortingKeys: Bool) {
        func newline(_ depth: Int) {
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }
        switch self {
        case .array(let elements) where !elements.isEmpty:
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(depth + 1)
                element.appendPretty(to: &bytes, depth: depth + 1, sortingKeys: sortingKeys)
            }
            newline(depth)
            bytes.append(UInt8(ascii: "]"))
        case .object(let object) where !object.isEmpty:
            let members = sortingKeys ? object.members.sorted { $0.key < $1.key } : object.members
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(depth + 1)
                Self.appendQuoted(member.key, to: &bytes)
                bytes.append(contentsOf: ": ".utf8)
                member.value.appendPretty(to: &bytes, depth: depth + 1, sortingKeys: sortingKeys)
            }
            newline(depth)
            bytes.append(UInt8(ascii: "}"))
        default:
            append(to: &bytes)
        }
    }
}
