import Testing
import TextMeasurement

/// Our measurements against Pango's on the reference corpus (Datasets/text).
@Suite("Agreement with the Pango reference")
struct PangoAgreementTests {
    static let cases = ReferenceCase.all

    @Test func corpusIsPresent() {
        #expect(Self.cases.count >= 2000, "Datasets/text/corpus.jsonl and reference.jsonl must be readable")
    }

    @Test("Same lines, widths within 0.02 pt, heights and baselines by our rule", arguments: cases)
    func matchesPango(_ reference: ReferenceCase) throws {
        let input = reference.input
        let (metrics, truncated) = try SharedMeasurers.exact.measureReportingTruncation(
            input.text, font: reference.font, maxWidth: input.width, numberOfLines: input.lines, scale: input.scale)
        let expectedRanges = reference.answer.lines.map { $0.start..<$0.end }
        if KnownDifferences.lineBreaks[input.id] != nil {
            #expect(metrics.lines.map(\.range) != expectedRanges, "\(input.id) now matches Pango: drop it from KnownDifferences")
            return
        }
        #expect(metrics.lines.map(\.range) == expectedRanges)
        #expect(truncated == reference.answer.truncated)
        guard metrics.lines.count == reference.answer.lines.count else { return }
        if KnownDifferences.lineWidths[input.id] == nil {
            var lines = metrics.lines
            // Pango leaves the white space ending a one-line text out; UIKit counts it.
            if let visible = ReferenceTrailingWhiteSpace.visibleText(input.text, lines: lines) {
                let visibleLines = try SharedMeasurers.exact.measure(visible, font: reference.font, maxWidth: input.width,
                                                                      numberOfLines: input.lines, scale: input.scale).lines
                #expect(visibleLines.count <= 1 && (lines.first?.width ?? 0) > (visibleLines.first?.width ?? 0),
                        "the trailing white space of a one-line text must count")
                lines = [MeasuredLine(range: lines[0].range, width: visibleLines.first?.width ?? 0)]
            }
            for (line, expected) in zip(lines, reference.answer.lines) {
                #expect(abs(line.width - expected.width) <= 0.02, "line \(line.range): \(line.width) vs Pango's \(expected.width)")
            }
        }
        #expect(abs(metrics.height - reference.answer.ruleHeight) <= 1e-9)
        #expect(abs(metrics.firstBaseline - reference.answer.firstBaseline) <= 1e-9)
        #expect(abs(metrics.lastBaseline - reference.answer.lastBaseline) <= 1e-9)
    }

    @Test func lineBreaksAgreeOnAtLeast99_5PercentOfTexts() throws {
        var same = 0
        for reference in Self.cases {
            let input = reference.input
            let metrics = try SharedMeasurers.fast.measure(input.text, font: reference.font, maxWidth: input.width,
                                                           numberOfLines: input.lines, scale: input.scale)
            if metrics.lines.map(\.range) == reference.answer.lines.map({ $0.start..<$0.end }) { same += 1 }
        }
        let share = Double(same) / Double(max(Self.cases.count, 1))
        #expect(share >= 0.995, "same line breaks in \(same) of \(Self.cases.count) texts")
        #expect(Self.cases.count - same == KnownDifferences.lineBreaks.count)
    }
}
