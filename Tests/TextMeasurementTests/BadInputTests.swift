import Testing
import TextMeasurement

@Suite("Bad input gives errors, never crashes")
struct BadInputTests {
    let measurer = SharedMeasurers.fast

    /// Avenir Next has no open face (AppleFamilyFaces): an error naming it, never a fallback.
    @Test func unknownFamily() {
        #expect(throws: TextMeasurementError.unknownFontFamily("Avenir Next")) {
            try measurer.measure("Hi", font: FontDescriptor(family: "Avenir Next", size: 17), maxWidth: nil,
                                 numberOfLines: 1, scale: 0)
        }
    }

    @Test func unreadableFontFileNamesThePath() {
        let registry = FontRegistry()
        do {
            try registry.register(family: "Missing", regular: FontFile(path: "/nonexistent/Missing.ttf"))
            Issue.record("registering a missing file must fail")
        } catch {
            guard case .unreadableFont(let path, _) = error else {
                Issue.record("expected unreadableFont, got \(error)")
                return
            }
            #expect(path == "/nonexistent/Missing.ttf")
            #expect(error.description.contains("/nonexistent/Missing.ttf"))
        }
        #expect(!registry.familyNames.contains("missing"))
    }

    @Test func notAFontFile() throws {
        let registry = FontRegistry()
        #expect(throws: TextMeasurementError.self) {
            try registry.register(family: "Bogus", regular: FontFile(path: #filePath))
        }
    }

    @Test func faceIndexOutOfRange() {
        let registry = FontRegistry()
        #expect(throws: TextMeasurementError.self) {
            try registry.register(family: "CJK99", regular: FontFile(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", faceIndex: 99))
        }
    }

    /// Sizes that are not positive numbers, and sizes past `maximumFontSize` (a document's size
    /// of 1.4e17 trapped in the layout grid's conversions: fuzzing, seed 363329662), are argument
    /// errors in both modes; the largest size measures.
    @Test(arguments: [Double.nan, .infinity, 0, -3, 1.0000001e5, 1.4e17, .greatestFiniteMagnitude])
    func invalidSize(_ size: Double) {
        for mode in [MeasurementMode.fast, .exact] {
            #expect(throws: TextMeasurementError.self, "size \(size), \(mode)") {
                try TextMeasurer(mode: mode).measure("Hi", font: .systemFont(ofSize: size), maxWidth: nil, numberOfLines: 1, scale: 0)
            }
        }
    }

    @Test func theLargestSizeMeasures() throws {
        for mode in [MeasurementMode.fast, .exact] {
            let metrics = try TextMeasurer(mode: mode).measure("Hi 中", font: .systemFont(ofSize: TextMeasurer.maximumFontSize), maxWidth: nil,
                                                               numberOfLines: 1, scale: 0)
            #expect(metrics.width > TextMeasurer.maximumFontSize && metrics.width.isFinite, "\(mode): \(metrics.width)")
        }
    }

    @Test(arguments: [Double.nan, -Double.infinity, -1])
    func invalidWidth(_ width: Double) {
        #expect(throws: TextMeasurementError.self) {
            try measurer.measure("Hi", font: .systemFont(ofSize: 17), maxWidth: width, numberOfLines: 1, scale: 0)
        }
    }

    /// Widths too large for the layout grid's integers (found by schemathesis against the height
    /// service: `?width=1e16` trapped) wrap nothing: the same lines as no limit, in both modes.
    @Test(arguments: [1e15, 1e16, 1e19, 1e300, Double.greatestFiniteMagnitude])
    func hugeWidthsWrapNothing(_ width: Double) throws {
        let text = "A paragraph long enough to wrap at any ordinary width, twice over. 中文也在这里换行。"
        for mode in [MeasurementMode.fast, .exact] {
            let measurer = TextMeasurer(mode: mode)
            let unlimited = try measurer.measure(text, font: .systemFont(ofSize: 17), maxWidth: nil, numberOfLines: 0, scale: 3)
            let huge = try measurer.measure(text, font: .systemFont(ofSize: 17), maxWidth: width, numberOfLines: 0, scale: 3)
            #expect(huge.lines.count == unlimited.lines.count, "width \(width), \(mode)")
            #expect(huge.width == unlimited.width && huge.height == unlimited.height, "width \(width), \(mode)")
        }
    }

    @Test func invalidLinesAndScale() {
        #expect(throws: TextMeasurementError.self) {
            try measurer.measure("Hi", font: .systemFont(ofSize: 17), maxWidth: nil, numberOfLines: -1, scale: 0)
        }
        #expect(throws: TextMeasurementError.self) {
            try measurer.measure("Hi", font: .systemFont(ofSize: 17), maxWidth: nil, numberOfLines: 1, scale: .nan)
        }
    }

    @Test func unusualTextsDoNotCrash() throws {
        for text in ["\u{0}", "\u{FEFF}", "\u{200B}\u{200B}", "a\u{0301}\u{0301}\u{0301}", "\r\r\n\n", "\u{10FFFF}", "\t\t"] {
            let metrics = try measurer.measure(text, font: .systemFont(ofSize: 17), maxWidth: 1, numberOfLines: 0, scale: 3)
            #expect(!metrics.lines.isEmpty)
        }
    }
}
