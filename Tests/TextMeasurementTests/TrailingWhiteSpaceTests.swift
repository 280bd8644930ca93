import CassowaryWorkloads
import Testing
@testable import TextMeasurement

/// The trailing white-space rule (`MeasurementWorkspace.countsTrailingWhiteSpace`), seeded and
/// differential: random texts (printable ASCII, which the one-line pass may set, and others:
/// accents, Chinese, hard breaks) with and without a run of white space at their end, in both
/// modes, at random widths. Every path must give the same answer (the one-line pass, the
/// general path, the wrap profile at other widths), and the rule must hold: a text set as one
/// line is wider with its trailing white space than without it, by less than an em a character;
/// a text on several lines (wrapped or broken) has the same lines and widths with one trailing
/// white-space character as without it (the character hangs).
@Suite struct TrailingWhiteSpaceTests {
    static let seeds: [UInt64] = [1, 2, 3, SeededGenerator.runSeed]
    static let pieces = ["Hello", "world", " ", "layout", "AV", "To", "fi", "12:45", "(note)", "Ünïcödé", "布局", "约束的", "\n",
                         "\u{2028}", "a", "Your account ID is", "well-known"]
    static let asciiPieces = ["Hello", "world", " ", "layout", "AV", "To", "Minor:", "$5", "NEW", "a"]
    static let endings = ["", " ", "  ", "\t", "   ", " \t"]

    @Test(arguments: seeds, SystemFamilySetup.allCases)
    func everyPathCountsTrailingWhiteSpaceOnOneLineOnly(seed: UInt64, setup: SystemFamilySetup) throws {
        var random = SeededGenerator(seed: seed)
        var oneLine = 0
        var severalLines = 0
        for index in 0..<150 {
            let ascii = Bool.random(using: &random)
            let pieces = ascii ? Self.asciiPieces : Self.pieces
            var base = (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "a" }.joined()
            // The base ends in a visible character, so that the ending alone is the trailing run.
            while let last = base.unicodeScalars.last, CharacterTraits.traits(last.value) & CharacterTraits.whiteSpace != 0 {
                base.unicodeScalars.removeLast()
            }
            if base.isEmpty { base = "a" }
            let ending = Self.endings.randomElement(using: &random) ?? " "
            let text = base + ending
            let font = LineWrapProfileTests.randomFont(using: &random)
            let fast = Int.random(in: 0..<4, using: &random) > 0
            let measurer = fast ? setup.fast : setup.exact
            let width: Double? = Bool.random(using: &random) ? nil : Double.random(in: 20...400, using: &random)
            let lines: Int = [0, 0, 1, 2].randomElement(using: &random) ?? 0
            let scale: Double = [0.0, 0, 2, 3].randomElement(using: &random) ?? 0
            let place = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(text.debugDescription) \(font)"
                + " width \(width.map { "\($0)" } ?? "nil") lines \(lines) scale \(scale) \(fast ? "fast" : "exact")"

            // Every path: the one-line pass (when it takes the text), the general path, the profile.
            let plain = try measurer.measure(text, font: font, maxWidth: width, numberOfLines: lines, scale: scale)
            let (profiled, profile) = try LineWrapProfileTests.measureKeepingProfile(text, measurer, font, width, lines, scale)
            #expect(plain == profiled, "\(place): the one-line pass and the general path differ")
            if let profile {
                for other in LineWrapProfileTests.widths(for: profiled, using: &random) {
                    guard let answer = profile.metrics(atMaxWidth: other) else { continue }
                    let measured = try measurer.measure(text, font: font, maxWidth: other, numberOfLines: lines, scale: scale)
                    #expect(answer == measured, "\(place): the profile differs at width \(String(describing: other))")
                }
            }

            // The rule, on unrounded widths of every line.
            guard !ending.isEmpty else { continue }
            let padded = try measurer.measure(text, font: font, maxWidth: width, numberOfLines: 0, scale: 0)
            let bare = try measurer.measure(base, font: font, maxWidth: width, numberOfLines: 0, scale: 0)
            let hasHardBreak = base.unicodeScalars.contains { CharacterTraits.traits($0.value) & CharacterTraits.hardBreak != 0 }
            if padded.lines.count == 1, !hasHardBreak {
                oneLine += 1
                let extra = (padded.lines.first?.width ?? 0) - (bare.lines.first?.width ?? 0)
                #expect(bare.lines.count == 1 && extra > 0 && extra < Double(ending.unicodeScalars.count) * font.size,
                        "\(place): one line, \(extra) pt wider with its trailing white space")
            } else if ending.unicodeScalars.count == 1 {
                severalLines += 1
                #expect(padded.lines.map(\.width) == bare.lines.map(\.width), "\(place): a hanging white space changed the lines")
            }
        }
        // Both cases must have been compared, or the test says nothing.
        #expect(oneLine > 20 && severalLines > 5, "seed \(seed): \(oneLine) one-line and \(severalLines) several-line texts")
    }

    /// The labels that showed the rule (fit apps' stored frames): the spaces add their advance.
    @Test func paddedLabelsAreWiderByTheirSpaces() throws {
        let measurer = try #require(SystemFamilySetup.allCases.first).fast
        let font = FontDescriptor(size: 17, weight: .regular)
        let space = try measurer.measure(" ", font: font, maxWidth: nil, numberOfLines: 1, scale: 0).width
        #expect(space > 3 && space < 6, "a space at 17 pt is \(space) pt")
        for text in ["Your account ID is", "Minor:", " NEW MESSAGES"] {
            let bare = try measurer.measure(text, font: font, maxWidth: nil, numberOfLines: 1, scale: 0).width
            let padded = try measurer.measure(text + " ", font: font, maxWidth: nil, numberOfLines: 1, scale: 0).width
            #expect(abs(padded - bare - space) < 0.05, "\(text.debugDescription): \(padded) against \(bare) + \(space)")
        }
    }
}
