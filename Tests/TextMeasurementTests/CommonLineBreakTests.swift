import CassowaryWorkloads
import Foundation
import Testing
@testable import TextMeasurement

/// The ICU-free break finder for common text (`CommonLineBreaks`) must give exactly ICU's
/// opportunities wherever it accepts a text, and accept the feed's and chats' texts.
@Suite("Common line breaks equal ICU's")
struct CommonLineBreakTests {
    /// ICU's opportunities and the ICU-free ones (nil when the finder declines the text).
    static func both(_ text: String) -> (icu: [Int32], plain: [Int32]?) {
        ICUComparison.opportunities(text) { CommonLineBreaks.find($0, into: $1, table: CommonLineBreaks.basicPlane) }
    }

    @Test("Corpus texts", arguments: ReferenceCase.all)
    func corpus(_ reference: ReferenceCase) {
        let (icu, plain) = Self.both(reference.input.text)
        if let plain { #expect(plain == icu, "\(reference.input.id)") }
    }

    /// Every string of the bundled rows files (feed, chat bubble, settings row): equal to ICU
    /// wherever accepted, and at least 95% of them accepted (they are what the finder is for).
    @Test("Bundled rows", arguments: ["feed/rows.jsonl", "templates/chat-bubble-rows.jsonl",
                                      "templates/settings-row-rows.jsonl"])
    func rows(_ file: String) throws {
        let texts = try Self.strings(in: file)
        #expect(texts.count >= 300)
        var accepted = 0
        for text in texts {
            let (icu, plain) = Self.both(text)
            guard let plain else { continue }
            accepted += 1
            #expect(plain == icu, "\(file): \(text.debugDescription)")
        }
        #expect(Double(accepted) >= 0.95 * Double(texts.count), "\(file): \(accepted) of \(texts.count) accepted")
    }

    /// Seeded random strings over the handled classes (several characters of each, the tricky
    /// ones among them) and a few declined ones: equal to ICU wherever accepted.
    @Test("Random strings", arguments: [UInt64(20_251_125), 7, 1_234_567])
    func random(_ seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var accepted = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...14, using: &generator)
            var text = String.UnicodeScalarView()
            for _ in 0..<length {
                let group = Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &generator)]
                text.append(group[Int.random(in: 0..<group.count, using: &generator)])
            }
            let string = String(text)
            let (icu, plain) = Self.both(string)
            guard let plain else { continue }
            accepted += 1
            #expect(plain == icu, "seed \(seed): \(string.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(accepted >= 5_000, "seed \(seed): only \(accepted) accepted")
    }

    /// The state table of printable ASCII (`PrintableASCIIBreaks`) against `find`: seeded random
    /// strings over all 95 characters, spaces and letters weighted as text has them, must get
    /// the same marks wherever `find` takes them, and reach `declined` exactly where it does not.
    @Test("Printable ASCII table", arguments: [UInt64(5), 11, SeededGenerator.runSeed])
    func printableASCIITable(_ seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let breaks = CommonLineBreaks.printableASCII
        var agreed = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...24, using: &generator)
            let scalars: [UInt32] = (0..<length).map { _ in
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: 0x20
                case 1: UInt32.random(in: 0x61...0x7A, using: &generator)
                default: UInt32.random(in: 0x20...0x7E, using: &generator)
                }
            }
            var expected = [Bool](repeating: false, count: length + 1)
            let found = scalars.withUnsafeBufferPointer { text in
                expected.withUnsafeMutableBufferPointer { CommonLineBreaks.find(text, into: $0, table: CommonLineBreaks.basicPlane) }
            }
            var state = PrintableASCIIBreaks.start
            var marks: [Bool] = []
            for scalar in scalars {
                let step = breaks.step(from: state, Int(scalar - 0x20))
                marks.append(step & 1 != 0)
                state = step >> 1
            }
            let place = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)): \(scalars.map { String(UnicodeScalar($0).map(Character.init) ?? "?") }.joined().debugDescription)"
            #expect((state != breaks.declined) == found, "\(place)")
            if found {
                agreed += 1
                #expect(marks == Array(expected.prefix(length)), "\(place)")
            }
        }
        // Only '$', '%', '+', '\\' and leading spaces are left to ICU among these.
        #expect(agreed >= 2_000, "seed \(seed): \(agreed) taken")
    }

    @Test("Tricky strings", arguments: [
        "Hello world", "it's fine", "students' work", "3.5 apples", "a.5 b", "x,1 y", "e.g. this", "Wow!Great",
        "v1.2.3 is out", "12,345.67 units", "wait... what", "'quoted'", " leading", "x - y", "and/or", "(brackets)",
        "100% sure", "$5 off", "#tag", "a\"b", "@name: hi", "re-contextualize", "11:15 tomorrow", "1/2 done",
        "Meeting with 芦琴 at 19:45，记得带电脑。", "Thanks！加入学习不是地址，更多的话……", "《书名》好", "中文 English 中文",
        "Great 👍🏽", "👨‍💻 coding", "❤️ it", "🇨🇳🇺🇸🇨🇳", "a — b", "a—b", "x(y) z", "中(文)", "a\u{301}b", "a\nb",
    ])
    func tricky(_ text: String) {
        let (icu, plain) = Self.both(text)
        if let plain { #expect(plain == icu, "\(text.debugDescription)") }
    }

    /// The rules were compared with ICU 72 (Debian 12's, what Scripts/setup.sh installs); on
    /// another ICU the workspace leaves every text to ICU, and these tests say whether the
    /// finder still agrees with it.
    @Test func enabledForTheInstalledICU() {
        #expect(CommonLineBreaks.matchesInstalledICU)
    }

    /// The finder takes every URO ideograph (U+4E00...U+9FA5) as a wide ID without its table.
    /// The finder skips ASCII words at once after a letter: every ASCII letter, and nothing else
    /// `isASCIILetter` admits, must be a narrow letter (AL) in ICU's data.
    @Test func asciiLettersAreLetters() {
        for scalar in UInt32(0)..<0x11_0000 where CommonLineBreaks.isASCIILetter(scalar) {
            #expect(scalar < 0x80 && Character(Unicode.Scalar(scalar)!).isLetter, "U+\(String(scalar, radix: 16))")
            #expect(CommonLineBreaks.basicPlane[Int(scalar)] == CommonLineBreaks.Class.letter.rawValue, "U+\(String(scalar, radix: 16))")
        }
    }

    @Test func unifiedIdeographsAreWideIdeographic() {
        let expected = CommonLineBreaks.Class.ideographic.rawValue | CommonLineBreaks.wideFlag
        #expect((0x4E00...0x9FA5).allSatisfy { CommonLineBreaks.basicPlane[$0] == expected })
    }

    @Test func acceptsTheBenchmarkTexts() {
        for text in ["Just finished the keynote rehearsal and honestly it went better than expected. See you soon",
                     "今天在北京参加了开发者大会，学到了很多关于排版引擎的新知识。下午还和朋友一起讨论了自动布局的实现细节，真的收获很大啊！！",
                     "Coffee with @bbeasley on Clinton Square this morning. #food 👍🏽"] {
            #expect(Self.both(text).plain != nil, "\(text)")
        }
    }

    /// Characters by class: AL, NU, SP, IS, EX, QU, HY, SY, BA, ID, CL, CP, OP (ASCII and
    /// wide), NS, IN, B2, EB, EM, CM, ZWJ, RI, and some the finder declines (PR, PO, GL, BK,
    /// LF, AI, CJ, Hangul, Hebrew).
    static let alphabet: [[Unicode.Scalar]] = [
        ["a", "Z", "@", "#", "é", "ß", "Ж"], ["a", "b", "x"], ["0", "5", "9"], [" "], [" ", " "],
        [".", ",", ":", ";"], ["!", "?", "！", "？"], ["'", "\"", "«", "»", "\u{2018}", "\u{2019}"],
        ["-"], ["/"], ["\u{2010}", "\u{2013}", "\t"], ["中", "文", "\u{9FA5}", "\u{4E00}", "🔥", "💻", "❤", "☕"],
        ["，", "。", "、", "」", "》", "】", "}"], [")", "]", "）"], ["(", "[", "{", "「", "《", "【", "（"],
        ["：", "；", "々", "\u{203C}"], ["…", "\u{2025}"], ["—"], ["👍", "👨", "\u{1F44B}"],
        ["\u{1F3FB}", "\u{1F3FD}"], ["\u{0301}", "\u{FE0F}"], ["\u{200D}"], ["\u{1F1E8}", "\u{1F1F3}", "\u{1F1FA}"],
        ["%", "$", "\u{00A0}", "\n", "\u{00B7}", "\u{3041}", "\u{AC00}", "\u{05D0}"],
    ]

    static func strings(in file: String) throws -> [String] {
        let url = ReferenceCase.directory.deletingLastPathComponent().appendingPathComponent(file)
        let contents = try String(contentsOf: url, encoding: .utf8)
        var texts: [String] = []
        for line in contents.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
            for case let text as String in object.values where !text.isEmpty { texts.append(text) }
        }
        return texts
    }
}
