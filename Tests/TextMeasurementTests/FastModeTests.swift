import CHarfBuzz
import Testing
@testable import TextMeasurement

/// Fast mode (tables) against exact mode (HarfBuzz shaping of every run).
@Suite("Fast mode agrees with exact mode")
struct FastModeTests {
    @Test("Same lines, widths within 0.01 pt", arguments: ReferenceCase.all, SystemFamilySetup.allCases)
    func agreesOnCorpus(_ reference: ReferenceCase, _ setup: SystemFamilySetup) throws {
        let input = reference.input
        let fast = try setup.fast.measure(input.text, font: reference.font, maxWidth: input.width,
                                                    numberOfLines: input.lines, scale: input.scale)
        let exact = try setup.exact.measure(input.text, font: reference.font, maxWidth: input.width,
                                                      numberOfLines: input.lines, scale: input.scale)
        #expect(fast.lines.map(\.range) == exact.lines.map(\.range))
        for (a, b) in zip(fast.lines, exact.lines) {
            #expect(abs(a.width - b.width) <= 0.01)
            // Stronger than the issue asks: both modes add the same 1/1024 pt advances, and the
            // words fast mode shapes alone (WordWidthCache) must not change that.
            #expect(a.width == b.width, "\(input.id)")
        }
        #expect(fast.height == exact.height)
    }

    /// Characters no face has (emoji) are set from the tables with a hex box when HarfBuzz
    /// would give them a cluster of their own, and shaped otherwise: every kind of neighbour
    /// and sequence, in Latin, Chinese and mixed text, at widths that break around them.
    @Test(arguments: [
        "Happy 🔥 birthday!", "🔥", "🔥🔥🔥", "a🔥b", "fi🔥fl office 😂", "Done.😂", "(🔥)", "“😂”", "Just 👨‍💻 landed",
        "Nice 👍🏽 work", "❤️ it", "❤ it", "Go 🇺🇸 now", "🇨🇳🇺🇸", "☕ time", "Rain 🌧️ today", "5🔥", "中文🔥中文", "好！😂",
        "会员 🎉 Slack 相关", "e\u{301}🔥", "🔥\u{301}", "x\u{200D}🔥", "🔥\u{FE0E}", "🏴\u{E0067}\u{E0062}\u{E007F} flag",
        "\u{1F3FB} alone", "AV🔥VA", "Tab\t🔥", "🔥\u{3000}中",
    ], SystemFamilySetup.allCases)
    func missingGlyphsAgree(_ text: String, _ setup: SystemFamilySetup) throws {
        for font in [FontDescriptor(size: 15), FontDescriptor(size: 17, weight: .bold), FontDescriptor(size: 24, weight: .medium)] {
            for width in [nil, 20, 45, 80, 300] as [Double?] {
                let fast = try setup.fast.measure(text, font: font, maxWidth: width, numberOfLines: 0, scale: 0)
                let exact = try setup.exact.measure(text, font: font, maxWidth: width, numberOfLines: 0, scale: 0)
                #expect(fast == exact, "\(text) \(font) \(width.map { "\($0)" } ?? "nil")")
            }
        }
    }

    /// Fast mode's speed on Latin text rests on this: Liberation Sans's mark attachment lookups
    /// list every letter as a base, but they never change an advance, so letters outside
    /// ligatures stay table-safe (words are then not shaped one by one); the stand-in's Inter
    /// faces, with `calt` off, leave every letter, digit and common punctuation mark table-safe
    /// in every weight. Widths are unaffected: `agreesOnCorpus` checks fast == exact.
    @Test(arguments: SystemFamilySetup.allCases, FontWeight.allCases)
    func baseLettersAreTableSafe(_ setup: SystemFamilySetup, _ weight: FontWeight) throws {
        let faces = try setup.fonts.faces(for: FontDescriptor(size: 17, weight: weight))
        let latin = try #require(ScriptClass(HB_SCRIPT_LATIN))
        let letters = "abcdeghjkmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let characters = setup == .standIn ? letters + "fil0123456789.,:;!?'\"()-@#%&/" : letters
        let unsafe = characters.unicodeScalars.filter {
            !faces[0].isTableSafe(faces[0].glyph(for: $0.value), in: latin)
        }
        #expect(unsafe.isEmpty, "\(String(String.UnicodeScalarView(unsafe)))")
    }

    /// Every pair of printable ASCII and common punctuation, set alone: the kerning table fast
    /// mode reads must reproduce HarfBuzz's shaping, in Latin text and in digits-only text
    /// (which HarfBuzz kerns from the legacy 'kern' table).
    @Test(arguments: SystemFamilySetup.allCases, [FontWeight.regular, .bold])
    func kerningPairsMatchHarfBuzz(_ setup: SystemFamilySetup, _ weight: FontWeight) throws {
        let characters = (0x21...0x7E).compactMap(Unicode.Scalar.init).map(Character.init)
            + ["“", "”", "‘", "’", "…", "—", "–", "é", "ü"]
        let font = FontDescriptor(size: 17, weight: weight)
        var single: [Character: Double] = [:]
        for character in characters {
            single[character] = try setup.exact.measure(String(character), font: font, maxWidth: nil,
                                                                  numberOfLines: 0, scale: 0).width
        }
        var kerned = 0
        for first in characters {
            for second in characters {
                let pair = String([first, second])
                let fast = try setup.fast.measure(pair, font: font, maxWidth: nil, numberOfLines: 0, scale: 0)
                let exact = try setup.exact.measure(pair, font: font, maxWidth: nil, numberOfLines: 0, scale: 0)
                #expect(fast.width == exact.width, "\(pair)")
                if let a = single[first], let b = single[second], abs(a + b - exact.width) > 0.001 { kerned += 1 }
            }
        }
        #expect(kerned > 50, "Liberation Sans and Inter kern dozens of these pairs (found \(kerned))")
    }
}
