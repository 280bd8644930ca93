import Testing
@testable import TextMeasurement

/// A text measured again from the workspace's `TextAnalysisCache` must measure exactly as it
/// does the first time (fresh workspace, nothing cached).
@Suite("Cached analyses measure like fresh ones")
struct TextAnalysisCacheTests {
    /// Results compared field by field (widths bit for bit).
    static func same(_ a: TextMetrics, _ b: TextMetrics) -> Bool {
        a.lines == b.lines && a.width == b.width && a.height == b.height && a.firstBaseline == b.firstBaseline
            && a.lastBaseline == b.lastBaseline
    }

    /// The batch engine's order on the whole corpus, in both modes: a block of texts unwrapped
    /// (analyses stored), then each at its width and with a line limit (analyses found), against
    /// a measurer that never saw the text before each request.
    @Test(arguments: MeasurementMode.allCases)
    func blockOrderOnCorpus(_ mode: MeasurementMode) throws {
        let cached = TextMeasurer(mode: mode, fonts: SharedMeasurers.fonts)
        let cases = ReferenceCase.all
        #expect(cases.count > 2000)
        for block in stride(from: 0, to: cases.count, by: 300) {
            let slice = cases[block..<min(block + 300, cases.count)]
            for reference in slice {
                _ = try cached.measure(reference.input.text, font: reference.font, maxWidth: nil, numberOfLines: 0,
                                       scale: reference.input.scale)
            }
            for reference in slice {
                let input = reference.input
                for (width, lines) in [(input.width, input.lines), (input.width.map { $0 / 2 }, 2), (nil, 1)] {
                    let fresh = TextMeasurer(mode: mode, fonts: SharedMeasurers.fonts)
                    let expected = try fresh.measure(input.text, font: reference.font, maxWidth: width, numberOfLines: lines,
                                                     scale: input.scale)
                    let found = try cached.measure(input.text, font: reference.font, maxWidth: width, numberOfLines: lines,
                                                   scale: input.scale)
                    #expect(Self.same(found, expected), "\(input.id) width \(width.map { "\($0)" } ?? "nil") lines \(lines)")
                }
            }
        }
    }

    /// Same text, other size, weight or fallback list; and texts equal as `String`s (canonically
    /// equivalent) but spelt with other scalars: never each other's analysis.
    @Test func keysKeepApart() throws {
        let fonts = FontRegistry()
        // The system family's bold Latin face, without the CJK fallback: other faces, same files.
        try fonts.register(family: "Plain", regular: fonts.faces(for: .boldSystemFont(ofSize: 10))[0].file, fallbacks: [])
        let cached = TextMeasurer(mode: .fast, fonts: fonts)
        let texts = ["caf\u{E9} office", "cafe\u{301} office", "Hello, 世界 office"]
        let descriptors = [FontDescriptor(size: 15), FontDescriptor(size: 17), FontDescriptor(size: 15, weight: .bold),
                           FontDescriptor(family: "Plain", size: 15)]
        for _ in 0..<2 {
            for text in texts {
                for font in descriptors {
                    for width in [nil, 40.0] as [Double?] {
                        let fresh = TextMeasurer(mode: .fast, fonts: fonts)
                        let expected = try fresh.measure(text, font: font, maxWidth: width, numberOfLines: 0, scale: 3)
                        let found = try cached.measure(text, font: font, maxWidth: width, numberOfLines: 0, scale: 3)
                        #expect(Self.same(found, expected), "\(text) \(font) \(width.map { "\($0)" } ?? "nil")")
                    }
                }
            }
        }
    }

    /// A workspace reused for text after text: the ellipsis after a line cut at a hard break
    /// once took the face of whatever character the previous text had at that offset.
    @Test func previousTextLeavesNoTrace() throws {
        let text = "Yesterday\nUpdate: the bug fix has been moved to Wednesday because of the weather."
        let font = FontDescriptor(size: 18, weight: .bold)
        let expected = try TextMeasurer(mode: .fast, fonts: SharedMeasurers.fonts)
            .measure(text, font: font, maxWidth: 53.75, numberOfLines: 2, scale: 0)
        let reused = TextMeasurer(mode: .fast, fonts: SharedMeasurers.fonts)
        _ = try reused.measure("中文中文中文中文中文中文", font: font, maxWidth: nil, numberOfLines: 0, scale: 0)
        #expect(Self.same(try reused.measure(text, font: font, maxWidth: 53.75, numberOfLines: 2, scale: 0), expected))
        #expect(expected.lines.map(\.range) == [0..<5, 5..<8])
    }

    /// Far more texts than entries (and than the pools hold): old entries give way or are found
    /// overwritten, and every answer stays right.
    @Test func boundedUnderManyTexts() throws {
        let cached = TextMeasurer(mode: .fast, fonts: SharedMeasurers.fonts)
        let font = FontDescriptor(size: 15)
        let texts = (0..<3000).map { "Row \($0): a post long enough to wrap over a few lines, number \($0 * 7919 % 10007)." }
        for round in 0..<2 {
            for (index, text) in texts.enumerated() where index % (round + 1) == 0 {
                let expected = try TextMeasurer(mode: .fast, fonts: SharedMeasurers.fonts)
                    .measure(text, font: font, maxWidth: 120, numberOfLines: 0, scale: 3)
                _ = try cached.measure(text, font: font, maxWidth: nil, numberOfLines: 0, scale: 3)
                #expect(Self.same(try cached.measure(text, font: font, maxWidth: 120, numberOfLines: 0, scale: 3), expected))
            }
        }
    }
}
