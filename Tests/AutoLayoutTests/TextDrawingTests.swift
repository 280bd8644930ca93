import AutoLayout
import CassowaryWorkloads
import Foundation
import Testing
import TextMeasurement

/// `View.textDrawing()`: the lines a label, button or text view draws, checked against the
/// real measurer on seeded random texts and widths.
@Suite struct TextDrawingTests {
    let measurer = TextMeasurer(mode: .fast)
    static let words = ["a", "to", "the", "weave", "Analytical", "Engine", "patterns,", "loom", "flowers", "and",
                        "leaves.", "Jacquard", "x", "algebraic", "just", "as", "it", "supercalifragilistic"]

    private func randomText(_ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...24, using: &random)).map { _ in Self.words.randomElement(using: &random) ?? "a" }
            .joined(separator: " ")
    }

    /// What is left of `text` once `lines` are read off its start in order, the white space
    /// at each break skipped; nil when a line is not where the text continues.
    static func rest(of text: String, after lines: [String]) -> Substring? {
        var rest = Substring(text)
        for line in lines {
            guard rest.hasPrefix(line) else { return nil }
            rest = rest.dropFirst(line.count).drop { $0.isWhitespace }
        }
        return rest
    }

    @Test(arguments: 0..<2)
    func linesAreTheMeasurersLinesAtTheFrameWidth(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &+ 0xD4A3)
        for _ in 0..<40 {
            let text = randomText(&random)
            // Few fonts: each new weight loads faces, which is slow in a debug build.
            let font = FontDescriptor(size: [13, 17].randomElement(using: &random) ?? 17,
                                      weight: [.regular, .bold].randomElement(using: &random) ?? .regular)
            let lines = Int.random(in: 0...3, using: &random)
            let width = Double.random(in: 30...320, using: &random).rounded()
            let extra = Double.random(in: 0...20, using: &random).rounded()
            let label = Label(text: text, font: font, numberOfLines: lines)
            let (metrics, truncated) = try measurer.measureReportingTruncation(text, font: font, maxWidth: width,
                                                                              numberOfLines: lines, scale: Double(label.contentScaleFactor))
            label.frame = CGRect(x: 0, y: 0, width: width, height: metrics.height + extra)
            let drawing = try #require(label.textDrawing())
            let context = "\(text) at \(width), \(lines) lines"
            #expect(drawing.lines.count == metrics.lines.count, "\(context)")
            #expect(drawing.truncated == truncated, "\(context)")
            #expect(drawing.font == font)
            #expect(drawing.lines.map(\.width) == metrics.lines.map { CGFloat($0.width) }, "\(context)")
            #expect(drawing.lines.allSatisfy { $0.x == 0 }, "natural alignment, left to right: \(context)")
            var shown = drawing.lines.map(\.text)
            if truncated {
                let last = shown.popLast() ?? ""
                #expect(last.hasSuffix("\u{2026}"), "\(context)")
                shown.append(String(last.dropLast()))
            }
            #expect(Self.rest(of: text, after: shown).map { truncated ? !$0.isEmpty : $0.isEmpty } == true, "\(context)")
            // A label centres its text block vertically.
            let first = try #require(drawing.lines.first?.baseline)
            #expect(abs(first - CGFloat(extra / 2 + metrics.firstBaseline)) < 1e-9, "\(context)")
            let lineHeight = try measurer.measure("x", font: font, maxWidth: nil, numberOfLines: 1, scale: 0).height
            for (above, below) in zip(drawing.lines, drawing.lines.dropFirst()) {
                #expect(abs(below.baseline - above.baseline - CGFloat(lineHeight)) < 1e-9, "one line height apart: \(context)")
            }
        }
    }

    @Test func hardBreaksEndLinesAndAreNotDrawn() throws {
        let label = Label(text: "one\ntwo  \n\nfour", font: .systemFont(ofSize: 17), numberOfLines: 0)
        label.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        let drawing = try #require(label.textDrawing())
        #expect(drawing.lines.map(\.text) == ["one", "two", "", "four"])
        #expect(!drawing.truncated)
    }

    /// A line the CJK face draws is as tall as a Latin one (the label font's line:
    /// `LineHeightRule.line`), and the drawing's baselines follow the measurement's.
    @Test func everyLineIsAsTallAsTheLabelFont() throws {
        let font = FontDescriptor.systemFont(ofSize: 15)
        let label = Label(text: "Latin first\n分析机编织\n\nLatin last", font: font, numberOfLines: 0)
        let metrics = try measurer.measure(try #require(label.text), font: font, maxWidth: 300, numberOfLines: 0,
                                           scale: Double(label.contentScaleFactor))
        label.frame = CGRect(x: 0, y: 0, width: 300, height: metrics.height)
        let drawing = try #require(label.textDrawing())
        #expect(drawing.lines.map(\.text) == ["Latin first", "分析机编织", "", "Latin last"])
        let latin = try measurer.measure("L", font: font, maxWidth: nil, numberOfLines: 0, scale: 0)
        let chinese = try measurer.measure("分", font: font, maxWidth: nil, numberOfLines: 0, scale: 0)
        #expect(chinese.height == latin.height, "the CJK face keeps the label font's line")
        // The label is as tall as its text, so the text block starts at its top.
        let expected = [latin.firstBaseline, latin.height + chinese.firstBaseline,
                        latin.height + chinese.height + latin.firstBaseline, 2 * latin.height + chinese.height + latin.firstBaseline]
        #expect(drawing.lines.count == expected.count)
        for (line, baseline) in zip(drawing.lines, expected) { #expect(abs(line.baseline - CGFloat(baseline)) < 1e-9) }
        #expect(abs((drawing.lines.last?.baseline ?? 0) - CGFloat(metrics.lastBaseline)) < 1e-9)
    }

    @Test func aCutTextEndsInAnEllipsis() throws {
        let text = "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves."
        let label = Label(text: text, font: .systemFont(ofSize: 15), numberOfLines: 2)
        label.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        let drawing = try #require(label.textDrawing())
        #expect(drawing.truncated)
        #expect(drawing.lines.count == 2)
        #expect(drawing.lines.last?.text.hasSuffix("\u{2026}") == true)
        // A one-line label narrower than its text is cut the same way.
        let one = Label(text: text, font: .systemFont(ofSize: 15))
        one.frame = CGRect(x: 0, y: 0, width: 120, height: 20)
        let cut = try #require(one.textDrawing())
        #expect(cut.lines.count == 1 && cut.truncated)
        #expect(cut.lines.first?.text.hasSuffix("\u{2026}") == true)
    }

    @Test func rightToLeftLabelsAreFlushRight() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.semanticContentAttribute = .forceRightToLeft
        let label = Label(text: "weave the flowers and leaves of the loom", font: .systemFont(ofSize: 17), numberOfLines: 0)
        root.addSubview(label)
        label.frame = CGRect(x: 10, y: 0, width: 150, height: 100)
        let drawing = try #require(label.textDrawing())
        #expect(drawing.alignment == .right)
        #expect(drawing.lines.count > 1)
        for line in drawing.lines { #expect(abs(line.x + line.width - 150) < 1e-9) }
    }

    @Test func buttonsCentreTheirTitleInsideTheInsets() throws {
        let button = Button(title: "Reply", font: .systemFont(ofSize: 15))
        button.contentEdgeInsets = EdgeInsets(top: 6, left: 10, bottom: 2, right: 30)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let drawing = try #require(button.textDrawing())
        let line = try #require(drawing.lines.first)
        #expect(drawing.alignment == .center && drawing.lines.count == 1)
        #expect(abs(line.x + line.width / 2 - (10 + (100 - 40) / 2)) < 1e-9)
        let metrics = try measurer.measure("Reply", font: .systemFont(ofSize: 15), maxWidth: 60, numberOfLines: 1, scale: 1)
        // Centred between the insets: (40 - 8 - height) / 2 below the top inset.
        #expect(abs(line.baseline - CGFloat(6 + (40 - 8 - metrics.height) / 2 + metrics.firstBaseline)) < 1e-9)
    }

    @Test func textViewsStartAtTheTopInsetAfterThePadding() throws {
        let textView = TextView()
        textView.text = "A text view's text starts at its top inset, after the line fragment padding."
        textView.frame = CGRect(x: 0, y: 0, width: 160, height: 300)
        let drawing = try #require(textView.textDrawing())
        let metrics = try measurer.measure(textView.text, font: textView.font, maxWidth: 150, numberOfLines: 0, scale: 1)
        #expect(drawing.lines.count == metrics.lines.count)
        #expect(drawing.lines.allSatisfy { $0.x == 5 })
        #expect(abs((drawing.lines.first?.baseline ?? 0) - CGFloat(8 + metrics.firstBaseline)) < 1e-9)
        #expect(abs((drawing.lines.last?.baseline ?? 0) - CGFloat(8 + metrics.lastBaseline)) < 1e-9)
    }

    @Test func viewsWithoutTextDrawNone() throws {
        #expect(View().textDrawing() == nil)
        #expect(ImageView(image: nil).textDrawing() == nil)
        let empty = try #require(Label().textDrawing())
        #expect(empty.lines.isEmpty && !empty.truncated)
        let emptyTextView = try #require(TextView().textDrawing())
        #expect(emptyTextView.lines.isEmpty)
    }
}
