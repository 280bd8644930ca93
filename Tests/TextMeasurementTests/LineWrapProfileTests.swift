import CassowaryWorkloads
import Testing
@testable import TextMeasurement

/// `LineWrapProfile`, which answers a text's measurement at another width from its breaks
/// (issue 30, text measured once): differential and seeded. Random texts (words, repeated and
/// trailing spaces, hyphens, hard breaks of every kind, Chinese, emoji, combining marks, Arabic,
/// words longer than a line), fonts of fixed sizes and text styles at several content size
/// categories, line limits and scales, in both modes; each text measured once keeping its
/// profile, then at random widths and at the widths where its lines change both measured for
/// real and answered by the profile. Every answer must equal the measurement whole (lines,
/// sizes, baselines, the width its lines hold from). A profile may decline (nil) where it cannot
/// know (a word wider than the line, a line limit that cuts), but must answer every request
/// on texts of words that fit, or it would save nothing.
@Suite struct LineWrapProfileTests {
    static let pieces = ["Hello", "world", " ", "  ", "\n", "\r\n", "layout", "Supercalifragilisticexpialidocious", "布局",
                         "约束的", "，", "！", "🔥", "a", "WAVE", "AV", "To", "fi", "—", "-", "(note)", "12:45", "\u{2028}",
                         "e\u{301}", "https://example.com/x", "\t", "\u{A0}", "مرحبا", "well-known", "\u{2029}", "Ünïcödé"]

    static let seeds: [UInt64] = [1, 2, 3, SeededGenerator.runSeed]

    @Test(arguments: seeds, SystemFamilySetup.allCases)
    func answersEqualMeasuringAgain(seed: UInt64, setup: SystemFamilySetup) throws {
        var random = SeededGenerator(seed: seed)
        var asked = 0
        var answered = 0
        for index in 0..<160 {
            let count = Int.random(in: 1...14, using: &random)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
            let font = Self.randomFont(using: &random)
            let category = ContentSizeCategory.allCases.randomElement(using: &random) ?? .large
            let lines: Int = [0, 0, 0, 1, 2, 3, 6].randomElement(using: &random) ?? 0
            let scale: Double = [0.0, 2, 3].randomElement(using: &random) ?? 3
            let fast = Int.random(in: 0..<5, using: &random) > 0
            let measurer = (fast ? setup.fast : setup.exact).with(contentSizeCategory: category)
            let firstWidth: Double? = Bool.random(using: &random) ? nil : Double.random(in: 20...400, using: &random)
            let place = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(text.debugDescription) \(font) at \(category)"
                + " lines \(lines) scale \(scale) \(fast ? "fast" : "exact")"
            let (first, profile) = try Self.measureKeepingProfile(text, measurer, font, firstWidth, lines, scale)
            #expect(first == (try measurer.measure(text, font: font, maxWidth: firstWidth, numberOfLines: lines, scale: scale)),
                    "\(place): keeping the profile changed the measurement")
            guard let profile else { continue }
            for width in Self.widths(for: first, using: &random) {
                let measured = try measurer.measure(text, font: font, maxWidth: width, numberOfLines: lines, scale: scale)
                asked += 1
                guard let answer = profile.metrics(atMaxWidth: width) else { continue }
                answered += 1
                #expect(answer == measured, "\(place): at width \(String(describing: width))")
                var sized = measured
                sized.lines = []
                #expect(profile.size(atMaxWidth: width) == sized, "\(place): size at width \(String(describing: width))")
            }
        }
        // Narrow widths, long words and cutting limits are common here: a floor that only
        // says the comparison above compared something.
        #expect(asked > 300 && Double(answered) > 0.3 * Double(asked),
                "seed \(seed): the profile answered \(answered) of \(asked) requests")
    }

    /// Texts of short Latin words (punctuation, hyphens, paragraphs) without a line limit, at
    /// widths where every word fits, in fast mode at text sizes: the profile answers every
    /// request, right. (Where runs are shaped, as Chinese in the CJK face or Latin at Display
    /// sizes, a line that ends without white space inside one is declined: a hyphen's, or one
    /// between ideographs; the test above covers those.)
    @Test(arguments: seeds)
    func answersEveryRequestWhereWordsFit(seed: UInt64) throws {
        let words = ["Hello", "world", "layout", "cell", "the", "a", "AV", "To", "12:45", "!", "well-known", "(note)", "Ünïcödé",
                     "Wave,", "tea."]
        let separators = [" ", " ", " ", "  ", "\n", " ", "\n\n"]
        var random = SeededGenerator(seed: seed)
        for index in 0..<120 {
            var text = words.randomElement(using: &random) ?? "a"
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                text += (separators.randomElement(using: &random) ?? " ") + (words.randomElement(using: &random) ?? "a")
            }
            let font = FontDescriptor(size: [11, 12, 13, 15, 16, 17].randomElement(using: &random) ?? 17,
                                      weight: FontWeight.allCases.randomElement(using: &random) ?? .regular)
            let measurer = SystemFamilySetup.allCases[index % 2].fast
            let place = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(text.debugDescription) \(font)"
            let (_, profile) = try Self.measureKeepingProfile(text, measurer, font, nil, 0, 3)
            let profiled = try #require(profile, "\(place): no profile")
            for _ in 0..<5 {
                let width = Double.random(in: 160...600, using: &random)
                let measured = try measurer.measure(text, font: font, maxWidth: width, numberOfLines: 0, scale: 3)
                #expect(profiled.metrics(atMaxWidth: width) == measured, "\(place): at width \(width)")
            }
        }
    }

    /// A text a two-face family sets in several faces has a profile whose lines agree with the
    /// measurer's at every width (a Chinese line under a Latin one included).
    @Test func linesOfSeveralFacesAgree() throws {
        let measurer = SystemFamilySetup.liberationSans.fast
        let font = FontDescriptor(size: 17)
        let text = "Hello there, a few words on the first line 约束的布局约束的布局约束的布局约束的布局"
        let (_, profile) = try Self.measureKeepingProfile(text, measurer, font, nil, 0, 3)
        let profiled = try #require(profile)
        for width in stride(from: 120.0, through: 600, by: 7) {
            let measured = try measurer.measure(text, font: font, maxWidth: width, numberOfLines: 0, scale: 3)
            let answer = try #require(profiled.metrics(atMaxWidth: width), "at width \(width)")
            #expect(answer == measured, "at width \(width)")
        }
    }

    static func measureKeepingProfile(_ text: String, _ measurer: TextMeasurer, _ font: FontDescriptor, _ maxWidth: Double?,
                                      _ lines: Int, _ scale: Double) throws -> (TextMetrics, LineWrapProfile?) {
        var text = text
        let result = text.withUTF8 { utf8 in
            Result { () throws(TextMeasurementError) in
                try measurer.measureKeepingWrapProfile(utf8: utf8, font: font, maxWidth: maxWidth, numberOfLines: lines, scale: scale)
            }
        }
        let measured = try result.get()
        return (measured.metrics, measured.profile)
    }

    static func randomFont(using random: inout SeededGenerator) -> FontDescriptor {
        if Int.random(in: 0..<3, using: &random) == 0 {
            return FontDescriptor(textStyle: FontDescriptor.TextStyle.allCases.randomElement(using: &random) ?? .body)
        }
        return FontDescriptor(size: [11, 13, 15, 17, 22, 34].randomElement(using: &random) ?? 17,
                              weight: FontWeight.allCases.randomElement(using: &random) ?? .regular)
    }

    /// Random widths, none, and the widths around each line's own width (where lines change),
    /// in points and a layout unit either side.
    static func widths(for metrics: TextMetrics, using random: inout SeededGenerator) -> [Double?] {
        var widths: [Double?] = [nil, 0, 1e7]
        for _ in 0..<6 { widths.append(Double.random(in: 5...500, using: &random)) }
        let unit = 1.0 / 1024
        for line in metrics.lines.prefix(4) {
            widths.append(contentsOf: [line.width, line.width - unit, line.width + unit, line.width - 0.5 * unit])
        }
        if let bound = metrics.linesHoldFromWidth { widths.append(contentsOf: [bound, bound - unit, bound / 2]) }
        return widths.map { $0.map { max(0, $0) } }
    }
}
