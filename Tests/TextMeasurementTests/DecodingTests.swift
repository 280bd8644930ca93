import Testing
@testable import TextMeasurement

/// Loading a text decodes its UTF-8 and notes whether it may hold a hard line break, so that a
/// text without one skips the scan for paragraph ends. That note must never miss one: the
/// scalars `MeasurementWorkspace.isHardBreak` names are exactly those with
/// `CharacterTraits.hardBreak`, and texts with each of them lay out as paragraphs.
@Suite struct DecodingTests {
    @Test func hardBreakScalarsAreThoseOfTheTraitTable() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF
        where MeasurementWorkspace.isHardBreak(value) != (CharacterTraits.traits(value) & CharacterTraits.hardBreak != 0) {
            differing.append(value)
        }
        #expect(differing.isEmpty, "differ: \(differing.prefix(10).map { String($0, radix: 16) })")
    }

    @Test(arguments: ["\n", "\u{0B}", "\u{0C}", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"])
    func everyHardBreakEndsALine(separator: String) throws {
        let measurer = TextMeasurer(mode: .fast)
        let font = FontDescriptor.systemFont(ofSize: 17)
        // First a text without a break in the same workspace, so nothing is left over from it.
        _ = try measurer.measure("one two", font: font, maxWidth: nil, numberOfLines: 0, scale: 3)
        let metrics = try measurer.measure("one" + separator + "two 中文", font: font, maxWidth: nil, numberOfLines: 0, scale: 3)
        #expect(metrics.lines.count == 2)
        #expect(metrics.lines.first?.range.lowerBound == 0)
        #expect(metrics.lines.last?.range.upperBound == ("one" + separator + "two 中文").unicodeScalars.count)
    }
}
