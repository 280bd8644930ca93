import Testing
import TextMeasurement

@Suite("Line breaking, truncation and sizes")
struct LayoutBehaviourTests {
    let measurer = SharedMeasurers.fast
    let font = FontDescriptor.systemFont(ofSize: 17)

    @Test func emptyTextIsZeroByZero() throws {
        #expect(try measurer.measure("", font: font, maxWidth: 100, numberOfLines: 0, scale: 2) == .empty)
    }

    @Test func hardBreaks() throws {
        let metrics = try measurer.measure("a\nb\r\nc\u{2028}d", font: font, maxWidth: nil, numberOfLines: 0, scale: 0)
        #expect(metrics.lines.map(\.range) == [0..<2, 2..<5, 5..<7, 7..<8])
        let trailing = try measurer.measure("a\n", font: font, maxWidth: nil, numberOfLines: 0, scale: 0)
        #expect(trailing.lines.map(\.range) == [0..<2, 2..<2])
    }

    @Test func wordWrapKeepsWordsWhole() throws {
        let metrics = try measurer.measure("hello world again", font: font, maxWidth: 60, numberOfLines: 0, scale: 0)
        #expect(metrics.lines.map(\.range) == [0..<6, 6..<12, 12..<17])
        #expect(metrics.lines.allSatisfy { $0.width <= 60 })
    }

    @Test func longWordBreaksInside() throws {
        let metrics = try measurer.measure("a supercalifragilistic b", font: font, maxWidth: 50, numberOfLines: 0, scale: 0)
        #expect(metrics.lines[0].range == 0..<2)
        #expect(metrics.lines.count > 3)
        #expect(metrics.lines.allSatisfy { $0.width <= 50 })
    }

    @Test func cjkClosingPunctuationNeverStartsALine() throws {
        let text = "今天天气很好。我们去公园散步，好吗？"
        for width in stride(from: 40.0, through: 200, by: 7) {
            let metrics = try measurer.measure(text, font: font, maxWidth: width, numberOfLines: 0, scale: 0)
            let scalars = Array(text.unicodeScalars)
            for line in metrics.lines.dropFirst() {
                #expect(!"。，？、」".unicodeScalars.contains(scalars[line.range.lowerBound]), "width \(width)")
            }
        }
    }

    @Test func tailTruncationEndsInAnEllipsis() throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps running"
        let (cut, truncated) = try measurer.measureReportingTruncation(text, font: font, maxWidth: 120, numberOfLines: 2, scale: 0)
        #expect(truncated)
        #expect(cut.lines.count == 2)
        #expect(cut.lines[1].width <= 120)
        let full = try measurer.measure(text, font: font, maxWidth: 120, numberOfLines: 0, scale: 0)
        #expect(cut.lines[1].range.upperBound < full.lines[2].range.upperBound)
    }

    /// The label's font sets the line, not the taller fallback face that draws its Chinese
    /// (Noto Sans CJK's 1.448 em): `LineHeightRule.line`.
    @Test func labelFontSetsTheLine() throws {
        let latin = try measurer.measure("Hello", font: font, maxWidth: nil, numberOfLines: 1, scale: 0)
        for text in ["Hello 你好", "你好", "안녕하세요", "こんにちは"] {
            let other = try measurer.measure(text, font: font, maxWidth: nil, numberOfLines: 1, scale: 0)
            #expect(abs(other.height - 17 * 2355 / 2048) < 1e-9, "\(text)")
            #expect(other.firstBaseline == latin.firstBaseline, "\(text)")
        }
        #expect(abs(latin.height - 17 * 2355 / 2048) < 1e-9)
    }

    @Test func sizesRoundUpToThePixelGrid() throws {
        let metrics = try measurer.measure("Hello", font: font, maxWidth: nil, numberOfLines: 1, scale: 3)
        #expect((metrics.width * 3).rounded() == metrics.width * 3)
        #expect((metrics.height * 3).rounded() == metrics.height * 3)
        #expect(metrics.height >= 17 * 2355 / 2048)
    }

    @Test func lineHeightRuleIsHheaAscenderDescenderGap() {
        let metrics = VerticalMetrics(unitsPerEm: 2048, ascender: 1854, descender: -434, lineGap: 67)
        #expect(LineHeightRule.lineHeight(metrics, size: 2048) == 2355)
        #expect(LineHeightRule.baselineOffset(metrics, size: 2048) == 1854)
    }

    @Test func registeredFamilyIsUsed() throws {
        let registry = FontRegistry()
        try registry.register(family: "Serif", regular: FontFile(path: "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf"))
        let measurer = TextMeasurer(fonts: registry)
        let serif = try measurer.measure("Hello", font: FontDescriptor(family: "serif", size: 17), maxWidth: nil, numberOfLines: 1, scale: 0)
        let sans = try measurer.measure("Hello", font: font, maxWidth: nil, numberOfLines: 1, scale: 0)
        #expect(serif.width != sans.width)
    }

    @Test func concurrentMeasurementsAgree() async throws {
        let texts = ReferenceCase.all.prefix(200).map(\.input)
        let shared = measurer
        let expected = try texts.map { try shared.measure($0.text, font: .systemFont(ofSize: $0.font.size), maxWidth: $0.width, numberOfLines: $0.lines, scale: 0) }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for (input, answer) in zip(texts, expected) {
                        let metrics = try shared.measure(input.text, font: .systemFont(ofSize: input.font.size), maxWidth: input.width,
                                                           numberOfLines: input.lines, scale: 0)
                        if metrics != answer { return false }
                    }
                    return true
                }
            }
            for try await agreed in group { #expect(agreed) }
        }
    }
}
