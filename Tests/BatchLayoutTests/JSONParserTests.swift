@testable import BatchLayout
import Foundation
@testable import Interchange
import Testing

@Suite struct JSONParserTests {
    // MARK: Values

    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONParser.parse(#" { "a" : [1, -2.5, true, false, null, "x"], "b": {}, "c": [] } "#)
        let expected = JSONValue.object(JSONObject([
            (key: "a", value: .array([.number(1), .number(-2.5), .bool(true), .bool(false), .null, .string("x")])),
            (key: "b", value: .object(JSONObject())),
            (key: "c", value: .array([])),
        ]))
        #expect(value == expected)
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object.keys == ["a", "b", "c"])
        #expect(object["b"] == .object(JSONObject()))
        #expect(object["missing"] == nil)
    }

    @Test func parsesScalarsAtTopLevel() throws {
        #expect(try JSONParser.parse("12") == .number(12))
        #expect(try JSONParser.parse("\"s\"") == .string("s"))
        #expect(try JSONParser.parse(" null\n") == .null)
        #expect(try JSONParser.parse(Array("true".utf8)) == .bool(true))
        #expect(try JSONParser.parse(Data("false".utf8)) == .bool(false))
    }

    @Test func keepsDocumentOrder() throws {
        let value = try JSONParser.parse(#"{"z": 1, "a": 2, "m": 3}"#)
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object.keys == ["z", "a", "m"])
        #expect(value.serialized() == #"{"z":1,"a":2,"m":3}"#)
    }

    @Test func decodesEscapes() throws {
        let text = #""\"\\\/\b\f\n\r\t\u0041\u00e9\u4E2D\ud83d\ude00\u0000""#
        #expect(try JSONParser.parse(text) == .string("\"\\/\u{8}\u{C}\n\r\tAé中😀\u{0}"))
        #expect(try JSONParser.parse("\"é中😀 plain\"") == .string("é中😀 plain"))
        // An escape after a long plain run, and plain text after the escape.
        let long = String(repeating: "abcdefgh", count: 5)
        #expect(try JSONParser.parse("\"\(long)\\n\(long)é\"") == .string("\(long)\n\(long)é"))
    }

    @Test func parsesNumbersExactly() throws {
        let cases = [
            "0", "-0", "0.0", "-0.0", "1", "-1", "12", "0.1", "0.3", "1e-7", "1E+2", "1e2", "2.5e-3",
            "9007199254740992", "9007199254740993", "9007199254740995", "18446744073709551615",
            "123456789012345678901234567890", "0.30000000000000004", "2.2250738585072011e-308",
            "2.2250738585072014e-308", "4.9e-324", "5e-324", "2e-324", "1e-400", "1.7976931348623157e308",
            "1.7976931348623158e308", "0.000000000000000000000000000001", "1e22", "1e23", "123.456e-20",
            "8.98846567431158e307", "3.141592653589793238462643383279",
        ]
        for text in cases {
            let parsed = try JSONParser.parse(text)
            let expected = try #require(Double(text))
            guard case .number(let number) = parsed else { Issue.record("\(text) is not a number"); continue }
            #expect(number.bitPattern == expected.bitPattern, "\(text): \(number) vs \(expected)")
        }
    }

    /// The fast path (mantissa below 2^53, power of ten up to 22) against the standard library's
    /// correctly rounded conversion, on numbers of every shape.
    @Test func randomNumbersMatchTheStandardLibrary() throws {
        var random = SplitMixRandom(seed: 7)
        for _ in 0..<200_000 {
            let text = Self.randomNumberText(&random)
            let expected = try #require(Double(text))
            if !expected.isFinite {
                #expect(throws: JSONSyntaxError(offset: 0, message: "number out of range")) { try JSONParser.parse(text) }
                continue
            }
            guard case .number(let number) = try JSONParser.parse(text) else {
                Issue.record("\(text) is not a number")
                continue
            }
            #expect(number.bitPattern == expected.bitPattern, "\(text): \(number) vs \(expected)")
        }
    }

    static func randomNumberText(_ random: inout SplitMixRandom) -> String {
        var text = Bool.random(using: &random) ? "-" : ""
        let integerDigits = Int.random(in: 1...(Bool.random(using: &random) ? 6 : 20), using: &random)
        if integerDigits == 1 || Int.random(in: 0..<8, using: &random) == 0 {
            text += String(Int.random(in: 0...9, using: &random))
        } else {
            text += String(Int.random(in: 1...9, using: &random))
            for _ in 1..<integerDigits { text += String(Int.random(in: 0...9, using: &random)) }
        }
        if Bool.random(using: &random) {
            text += "."
            for _ in 0..<Int.random(in: 1...(Bool.random(using: &random) ? 4 : 24), using: &random) {
                text += String(Int.random(in: 0...9, using: &random))
            }
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            text += ["e", "E", "e+", "e-", "E-"].randomElement(using: &random) ?? "e"
            text += String(Int.random(in: 0...(Bool.random(using: &random) ? 25 : 300), using: &random))
        }
        return text
    }

    // MARK: Errors

    static let invalidTexts: [String] = [
        "", "   ", "[1,]", #"{"a":1,}"#, "[,1]", "{,}", "01", "-01", "[00]", "NaN", "Infinity", "-Infinity",
        "nan", "1.", ".5", "1e", "1e+", "-", "+1", "0x10", "1.5.2", #""\ud800""#, #""\udc00""#,
        #""\ud800\u0041""#, #""\ud800x""#, #""\ud83d\ud83d""#, "\"a\nb\"", "\"a\tb\"", "\"\u{1F}\"", #""\x""#,
        #""\u12""#, #""\u12G4""#, #""\"#, #""abc"#, "\"", #"{"a":1,"a":2}"#, #"{"b":{"a":1,"a":[]}}"#,
        "[1] x", "1 2", "{}{}", "1e400", "-1e400", "tru", "nul", "falsey", "True", "{1:2}", #"{"a" 1}"#,
        #"{"a":}"#, "[1 2]", "[", "]", "{", #"{"a""#, #"{"a":1"#, "// comment\n1", "/* c */ 1", "'a'",
        "\u{FEFF}1", "[1]\u{0}", "\u{0}",
    ]

    @Test(arguments: invalidTexts)
    func rejects(_ text: String) {
        #expect(throws: JSONSyntaxError.self, "\(text.debugDescription)") { try JSONParser.parse(text) }
    }

    static let invalidUTF8: [[UInt8]] = [
        [0x22, 0xC3, 0x28, 0x22],             // a lead byte without its continuation
        [0x22, 0xC0, 0xAF, 0x22],             // overlong "/"
        [0x22, 0xE0, 0x80, 0xAF, 0x22],       // overlong, three bytes
        [0x22, 0xED, 0xA0, 0x80, 0x22],       // an encoded surrogate
        [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], // above U+10FFFF
        [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22],
        [0x22, 0x80, 0x22],                   // a lone continuation byte
        [0x22, 0xE2, 0x82, 0x22],             // truncated
        [0x22, 0xE2, 0x82],
        [0x22, 0xFF, 0x22],
        [0x22, 0x5C, 0x6E, 0xC3, 0x22],       // after an escape
        [0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x31, 0x7D], // in a key
    ]

    @Test(arguments: invalidUTF8)
    func rejectsInvalidUTF8(_ bytes: [UInt8]) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
    }

    /// Seeded random strings of valid and broken UTF-8 pieces at every position of the
    /// eight-byte scan: a string parses exactly when the standard library calls its bytes valid
    /// UTF-8, to the same text, and a broken one is named at its first bad byte.
    @Test func stringsAreValidUTF8ExactlyWhenTheStandardLibrarySaysSo() throws {
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("hello".utf8), Array("中".utf8), Array("é".utf8), Array("😀".utf8), [0xC3, 0x28],
            [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xE2, 0x82], [0xFF], Array("  ".utf8),
        ]
        var random = SplitMixRandom(seed: 0x07F8_0001)
        for trial in 0..<5_000 {
            var content: [UInt8] = []
            for _ in 0..<Int(random.next() % 12) { content += pieces[Int(random.next() % UInt64(pieces.count))] }
            let expected = String(validating: content, as: UTF8.self)
            let parsed = Result { () throws(JSONSyntaxError) in try JSONParser.parse([0x22] + content + [0x22]) }
            switch (expected, parsed) {
            case (let text?, .success(let value)):
                #expect(value == .string(text), "trial \(trial) of seed 0x07F80001: \(content)")
            case (nil, .failure(let error)):
                #expect(error.message == "invalid UTF-8", "trial \(trial) of seed 0x07F80001: \(content)")
                #expect(error.offset >= 1 && error.offset <= content.count, "trial \(trial): \(error)")
            default:
                Issue.record("trial \(trial) of seed 0x07F80001: \(content) gave \(parsed), the standard library \(String(describing: expected))")
            }
        }
    }

    @Test func errorsSayWhereAndWhat() {
        func error(_ text: String) -> JSONSyntaxError? {
            do {
                _ = try JSONParser.parse(text)
                return nil
            } catch {
                return error
            }
        }
        #expect(error(#"{"a": 1 "b": 2}"#)?.description == "at byte 8: expected ',' or '}', found '\"'")
        #expect(error("[1, 2,]") == JSONSyntaxError(offset: 6, message: "trailing comma"))
        #expect(error(#"{"x": 1, "x": 2}"#) == JSONSyntaxError(offset: 9, message: #"duplicate key "x""#))
        #expect(error("[01]") == JSONSyntaxError(offset: 1, message: "leading zeros are not allowed"))
        #expect(error("1 x")?.offset == 2)
        #expect(error("\"a\u{1}\"")?.message == "control character U+0001 in a string must be escaped")
        #expect(error(#""ab"#) == JSONSyntaxError(offset: 0, message: "unterminated string"))
        #expect(error(#"["\ud800"]"#) == JSONSyntaxError(offset: 2, message: #"lone surrogate \uD800"#))
        #expect(error("[1,") == JSONSyntaxError(offset: 3, message: "expected a value, found the end of the input"))
        #expect(error("NaN")?.message == "expected a value, found 'N'")
        #expect(error("1e999")?.message == "number out of range")
    }

    @Test func limitsNesting() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try JSONParser.parse(deepest) }
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(tooDeep) }
        let objects = String(repeating: #"{"a":"#, count: 513) + "1" + String(repeating: "}", count: 513)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(objects) }
        let mixed = String(repeating: #"[{"a":"#, count: 256) + "1" + String(repeating: "}]", count: 256)
        #expect(throws: Never.self) { try JSONParser.parse(mixed) }
        // A hostile line must be an error, not a stack overflow.
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(String(repeating: "[", count: 1_000_000)) }
    }

    @Test func detectsDuplicatesInLargeObjects() throws {
        let members = (0..<100).map { "\"k\($0)\": \($0)" }
        #expect(throws: Never.self) { try JSONParser.parse("{" + members.joined(separator: ",") + "}") }
        let repeated = members + ["\"k42\": 0"]
        let offset = ("{" + members.joined(separator: ",") + ",").utf8.count
        #expect(throws: JSONSyntaxError(offset: offset, message: #"duplicate key "k42""#)) {
            try JSONParser.parse("{" + repeated.joined(separator: ",") + "}")
        }
    }

    @Test func parsesSlicesOfALargerBuffer() throws {
        let bytes = Array(#"xx{"a": [1, "b"]}yy"#.utf8)
        let value = try bytes.withUnsafeBytes { raw in
            try JSONParser.parse(UnsafeRawBufferPointer(rebasing: raw[2..<17]))
        }
        #expect(value.serialized() == #"{"a":[1,"b"]}"#)
        #expect(throws: JSONSyntaxError.self) {
            try bytes.withUnsafeBytes { raw in try JSONParser.parse(UnsafeRawBufferPointer(rebasing: raw[2..<16])) }
        }
    }

    // MARK: Serialization

    @Test func serializesCompactly() {
        let object = JSONObject([
            (key: "n", value: .array([.number(12), .number(-0.0), .number(2.5), .number(1e300), .number(0.1),
                                      .number(9_007_199_254_740_992), .number(-3), .number(.nan), .number(.infinity)])),
            (key: "s", value: .string("q\"\\\n\t\r\u{8}\u{C}\u{1}\u{1F}\u{7F}é中😀/")),
            (key: "k\"ey", value: .object(JSONObject([(key: "t", value: .bool(true)), (key: "f", value: .null)]))),
        ])
        let expected = #"{"n":[12,-0,2.5,1e+300,0.1,9007199254740992,-3,null,null],"s":"q\"\\\n\t\r\b\f\u0001\u001f"#
            + "\u{7F}é中😀/\"," + #""k\"ey":{"t":true,"f":null}}"#
        #expect(object.serialized() == expected)
        var bytes: [UInt8] = Array("x".utf8)
        JSONValue.object(object).append(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x" + expected)
    }

    @Test func serializesEveryControlCharacter() throws {
        let text = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let serialized = JSONValue.string(text).serialized()
        #expect(serialized.utf8.allSatisfy { $0 >= 0x20 })
        #expect(try JSONParser.parse(serialized) == .string(text))
        let foundation = try JSONSerialization.jsonObject(with: Data(serialized.utf8), options: [.fragmentsAllowed])
        #expect(foundation as? String == text)
    }

    @Test func objectSubscriptSetsAndRemoves() {
        var object = JSONObject()
        object["a"] = .number(1)
        object["b"] = .string("x")
        object["a"] = .number(2)
        #expect(object.serialized() == #"{"a":2,"b":"x"}"#)
        object["a"] = nil
        object["missing"] = nil
        #expect(object.serialized() == #"{"b":"x"}"#)
        #expect(object.count == 1)
    }

    @Test func objectEqualityFollowsOrder() {
        let ab = JSONObject([(key: "a", value: .number(1)), (key: "b", value: .number(2))])
        let ba = JSONObject([(key: "b", value: .number(2)), (key: "a", value: .number(1))])
        #expect(ab != ba)
        #expect(ab == JSONObject([(key: "a", value: .number(1)), (key: "b", value: .number(2))]))
        #expect(Set([JSONValue.object(ab), .object(ab), .object(ba)]).count == 2)
    }

    // MARK: Against Foundation

    /// Generated documents (random whitespace, escapes and number spellings) must parse to the
    /// value they were generated from, agree with `JSONSerialization`, and survive a round trip
    /// through `serialized()`.
    @Test func randomDocumentsAgreeWithFoundation() throws {
        var generator = DocumentGenerator(seed: 2024)
        for index in 0..<4_000 {
            let (text, expected) = generator.document()
            let parsed = try JSONParser.parse(text)
            #expect(parsed == expected, "document \(index): \(text)")
            let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            #expect(Self.matches(parsed, foundation), "document \(index): \(text)")
            let serialized = parsed.serialized()
            #expect(try JSONParser.parse(serialized) == parsed, "document \(index): \(serialized)")
            let reparsed = try JSONSerialization.jsonObject(with: Data(serialized.utf8), options: [.fragmentsAllowed])
            #expect(Self.matches(parsed, reparsed), "document \(index): \(serialized)")
        }
    }

    /// Damaged documents must never crash; whatever the strict parser still accepts, the lenient
    /// Foundation parser must accept too, with the same value.
    @Test func damagedDocumentsNeverCrash() throws {
        var generator = DocumentGenerator(seed: 99)
        var random = SplitMixRandom(seed: 5)
        let insertions: [UInt8] = Array(#""\,]}{[:0-e.tu "#.utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xED, 0xFF]
        var accepted = 0
        for _ in 0..<3_000 {
            var bytes = Array(generator.document().text.utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let position = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where position < bytes.count: bytes.remove(at: position)
                case 1: bytes.insert(insertions.randomElement(using: &random) ?? 0x22, at: position)
                default: bytes.removeSubrange(position...)
                }
            }
            guard let parsed = try? JSONParser.parse(bytes) else { continue }
            accepted += 1
            let foundation = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            #expect(Self.matches(parsed, foundation), "\(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(accepted > 100)
    }

    static func matches(_ mine: JSONValue, _ theirs: Any) -> Bool {
        let isBoolean = String(describing: type(of: theirs)).contains("Boolean")
        switch mine {
        case .null:
            return theirs is NSNull
        case .bool(let flag):
            return isBoolean && (theirs as? NSNumber)?.boolValue == flag
        case .number(let number):
            guard !isBoolean, let other = (theirs as? NSNumber)?.doubleValue else { return false }
            // Foundation keeps long numbers as `NSDecimalNumber`, whose `doubleValue` is not
            // correctly rounded; exactness is checked against `Double(String)` elsewhere.
            if theirs is NSDecimalNumber { return abs(other - number) <= 1e-12 * abs(number) }
            return other == number
        case .string(let text):
            return theirs as? String == text
        case .array(let elements):
            guard let list = theirs as? [Any], list.count == elements.count else { return false }
            return zip(elements, list).allSatisfy { matches($0, $1) }
        case .object(let object):
            guard let dictionary = theirs as? [String: Any], dictionary.count == object.count else { return false }
            return object.members.allSatisfy { member in dictionary[member.key].map { matches(member.value, $0) } ?? false }
        }
    }
}

/// Random JSON texts with the value each one spells, written with every liberty the grammar
/// allows: whitespace anywhere, any escape for any character, numbers in many spellings.
struct DocumentGenerator {
    private var random: SplitMixRandom
    private static let whitespace = ["", "", "", " ", "  ", "\n", "\t", "\r\n", " \n "]
    private static let characters: [Character] = Array(
        "abcxyzABCXYZ019 _-/.,:;!?'\"\\\n\t\r\u{8}\u{C}\u{0}\u{1}\u{1F}\u{7F}éüßñøЖ中文字日本語한😀🎉𝄞\u{2028}\u{FFFD}\u{10FFFF}"
    )

    init(seed: UInt64) { random = SplitMixRandom(seed: seed) }

    mutating func document() -> (text: String, value: JSONValue) {
        let (text, value) = self.value(depth: 0)
        return (space() + text + space(), value)
    }

    private mutating func value(depth: Int) -> (String, JSONValue) {
        let choice = Int.random(in: 0..<(depth < 4 ? 10 : 7), using: &random)
        switch choice {
        case 0: return ("null", .null)
        case 1: return Bool.random(using: &random) ? ("true", .bool(true)) : ("false", .bool(false))
        case 2, 3:
            let text = JSONParserTests.randomNumberText(&random)
            let number = Double(text) ?? .nan
            // Keep to what JSON can carry: an overflowing exponent is an error by design.
            return number.isFinite ? (text, .number(number)) : ("0", .number(0))
        case 4, 5, 6:
            let (text, string) = self.string()
            return (text, .string(string))
        case 7, 8:
            var texts: [String] = []
            var values: [JSONValue] = []
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                let (text, value) = self.value(depth: depth + 1)
                texts.append(space() + text + space())
                values.append(value)
            }
            return ("[" + texts.joined(separator: ",") + space() + "]", .array(values))
        default:
            var texts: [String] = []
            var members: [(key: String, value: JSONValue)] = []
            var used: Set<String> = []
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let (keyText, key) = self.string()
                guard used.insert(key).inserted else { continue }
                let (text, value) = self.value(depth: depth + 1)
                texts.append(space() + keyText + space() + ":" + space() + text + space())
                members.append((key: key, value: value))
            }
            return ("{" + texts.joined(separator: ",") + space() + "}", .object(JSONObject(members)))
        }
    }

    private mutating func string() -> (String, String) {
        var text = "\""
        var value = ""
        for _ in 0..<Int.random(in: 0...(Bool.random(using: &random) ? 4 : 40), using: &random) {
            let character = Self.characters.randomElement(using: &random) ?? "a"
            value.append(character)
            text += spelling(of: character)
        }
        return (text + "\"", value)
    }

    /// One of the ways JSON allows to write `character` inside a string.
    private mutating func spelling(of character: Character) -> String {
        let short: [Character: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r", "\u{8}": "\\b", "\u{C}": "\\f"]
        let needsEscape = character.unicodeScalars.contains { $0.value < 0x20 || $0 == "\"" || $0 == "\\" }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return character.utf16.map { unit in
                let hex = String(unit, radix: 16, uppercase: Bool.random(using: &random))
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }.joined()
        case 1 where character == "/":
            return "\\/"
        default:
            if let escape = short[character] { return escape }
            if needsEscape {
                let hex = String(character.utf16.first ?? 0, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            return String(character)
        }
    }

    private mutating func space() -> String {
        Self.whitespace.randomElement(using: &random) ?? ""
    }
}
