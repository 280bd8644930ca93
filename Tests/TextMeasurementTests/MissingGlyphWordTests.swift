import CHarfBuzz
import CassowaryWorkloads
import Testing
@testable import TextMeasurement

/// What fast mode no longer sends whole to HarfBuzz: the run around an emoji sequence that no
/// face has (a skin tone, a joiner, a flag, a variation selector: only its word is shaped, its
/// missing characters getting the boxes whole-run shaping gives them), and Chinese runs with a
/// space in them (the fallback face's only lookup on the space needs Hangul on both sides,
/// which a Han run never holds). Differential and seeded: random texts of Latin words,
/// ligatures, Chinese, Hangul, kana, lone emoji and emoji sequences, combining marks and white
/// space of several kinds, measured in fast mode and in exact mode (HarfBuzz on every run) at
/// random widths, fonts and line limits: every measurement must be the same, bit for bit.
@Suite struct MissingGlyphWordTests {
    static let pieces = ["Nice", "work", " ", " ", "  ", "office", "fi", "AV", "To", "12:45", "(ok)", "“", "”", ".", ",",
                         "布局", "约束的", "，", "！", "\u{3000}", "\u{A0}", "\t", "\n",
                         "🔥", "😂", "👍🏽", "👨‍💻", "🇺🇸", "🇨🇳", "❤️", "❤", "🌧️", "☕", "\u{1F3FB}", "\u{200D}", "\u{FE0F}",
                         "🏴\u{E0067}\u{E0062}\u{E007F}", "e\u{301}", "\u{301}", "x", "한국어", "가", "\u{3200}", "かな"]

    static let seeds: [UInt64] = [11, 12, 13, SeededGenerator.runSeed]

    @Test(arguments: seeds, SystemFamilySetup.allCases)
    func fastEqualsExact(seed: UInt64, setup: SystemFamilySetup) throws {
        var random = SeededGenerator(seed: seed)
        var withSequence = 0
        for index in 0..<300 {
            let count = Int.random(in: 1...16, using: &random)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
            let size: Double = [12.0, 15, 17, 22, 34].randomElement(using: &random) ?? 17
            let weight = FontWeight.allCases.randomElement(using: &random) ?? .regular
            let font = FontDescriptor(size: size, weight: weight)
            let width: Double? = Bool.random(using: &random) ? nil : Double.random(in: 15...320, using: &random)
            let lines: Int = [0, 0, 1, 2].randomElement(using: &random) ?? 0
            let scale: Double = [0.0, 2, 3].randomElement(using: &random) ?? 3
            let fast = try setup.fast.measure(text, font: font, maxWidth: width, numberOfLines: lines, scale: scale)
            let exact = try setup.exact.measure(text, font: font, maxWidth: width, numberOfLines: lines, scale: scale)
            let widthText = width.map { String($0) } ?? "nil"
            #expect(fast == exact, "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(text.debugDescription) \(font) width \(widthText) lines \(lines) scale \(scale)")
            if text.unicodeScalars.contains(where: { [0x1F3FD, 0x200D, 0xFE0F, 0x1F1FA].contains($0.value) }) { withSequence += 1 }
        }
        // The texts this test is about: emoji sequences among words.
        #expect(withSequence >= 100, "seed \(seed): only \(withSequence) texts with an emoji sequence")
    }

    /// Chinese text's speed rests on this: in a Han run, the fallback face's space, ideographs
    /// and full-width punctuation come from the tables (Noto Sans CJK's `calt` swaps a space
    /// only between two Hangul syllables, which never share a run with Han).
    @Test(arguments: SystemFamilySetup.allCases, [FontWeight.regular, .bold])
    func chineseRunsAreTableSafe(_ setup: SystemFamilySetup, _ weight: FontWeight) throws {
        let faces = try setup.fonts.faces(for: FontDescriptor(size: 17, weight: weight))
        let han = try #require(ScriptClass(HB_SCRIPT_HAN))
        let fallback = try #require(faces.last)
        let unsafe = " 布局约束的中文，。！？、：；".unicodeScalars.filter {
            !fallback.isTableSafe(fallback.glyph(for: $0.value), in: han)
        }
        #expect(unsafe.isEmpty, "\(String(String.UnicodeScalarView(unsafe)))")
    }
}
