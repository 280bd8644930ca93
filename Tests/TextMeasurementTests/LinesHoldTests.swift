import CassowaryWorkloads
import Testing
@testable import TextMeasurement

/// `TextMetrics.linesHoldFromWidth`, the measurer's promise that lets the batch engine skip the
/// second measurement of a multi-line label (issue 30, text measured once): a text measured
/// unwrapped, measured again at any width from that bound up, gives the very same metrics.
/// Differential and seeded: random texts (trailing and repeated spaces, hard breaks, Chinese,
/// emoji, unbreakable words), fonts, line limits and scales, in both modes; the same text at
/// widths from the bound up is measured for real and compared whole. The bound is also tight
/// enough to matter: well below it, some texts wrap.
@Suite struct LinesHoldTests {
    static let pieces = ["Hello", "world", " ", "  ", "\n", "layout", "Supercalifragilistic", "布局", "约束的", "，", "！", "🔥",
                         "a", "WAVE", "fi", "—", "(note)", "12:45", "\u{2028}", "e\u{301}", "https://example.com/x", "\t"]

    static let seeds: [UInt64] = [1, 2, 3, SeededGenerator.runSeed]

    @Test(arguments: seeds, SystemFamilySetup.allCases)
    func measuringAtOrAboveTheBoundGivesTheSameMetrics(seed: UInt64, setup: SystemFamilySetup) throws {
        var random = SeededGenerator(seed: seed)
        var wrappedBelow = 0
        for index in 0..<150 {
            let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
            let size: Double = [11, 13, 15, 17, 22, 34].randomElement(using: &random) ?? 17
            let font = FontDescriptor(size: size,
                                      weight: FontWeight.allCases.randomElement(using: &random) ?? .regular)
            let lines: Int = [0, 0, 1, 2, 3].randomElement(using: &random) ?? 0
            let scale: Double = [0.0, 2, 3].randomElement(using: &random) ?? 3
            let measurer = Bool.random(using: &random) ? setup.fast : setup.exact
            let place = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(text.debugDescription) \(font) lines \(lines) scale \(scale)"
            let unwrapped = try measurer.measure(text, font: font, maxWidth: nil, numberOfLines: lines, scale: scale)
            guard let bound = unwrapped.linesHoldFromWidth else {
                // Only a text the line limit cut has no bound when measured unwrapped.
                #expect(lines > 0 && unwrapped.lines.count == lines, "\(place): no bound")
                continue
            }
            // The text's own width is no proof: trailing spaces beyond the first count towards
            // the fit and not towards the width, so the bound can exceed it.
            for width in [bound, bound + 1e-9, unwrapped.width, bound + 0.37, bound * 1.5 + 3, 1e7] where width >= bound {
                let again = try measurer.measure(text, font: font, maxWidth: width, numberOfLines: lines, scale: scale)
                #expect(again == unwrapped, "\(place): at width \(width) (bound \(bound))")
            }
            let below = try measurer.measure(text, font: font, maxWidth: max(0, bound - 2), numberOfLines: lines, scale: scale)
            if below.lines.map(\.range) != unwrapped.lines.map(\.range) { wrappedBelow += 1 }
        }
        #expect(wrappedBelow > 20, "seed \(seed): only \(wrappedBelow) texts wrap 2 pt under their bound")
    }
}
