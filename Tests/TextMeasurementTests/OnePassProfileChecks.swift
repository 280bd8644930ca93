import CassowaryWorkloads
import Testing
@testable import TextMeasurement

/// The two comparisons every one-pass profile (`printableASCIIProfile`, `plainHanProfile`) is
/// held to, on seeded random texts of its tests' making: the profile the pass makes equals the
/// general path's, and the pass takes a text exactly when the general path sets it the pass's
/// way; and a measurement that keeps a profile equals exact mode at its width and, through the
/// profile, at a second width.
enum OnePassProfileChecks {
    /// What a test gives: its texts and fonts, the pass under test, and whether the general
    /// path (loaded and analysed, before its profile) set the text as the pass would.
    struct Subject: Sendable {
        let text: @Sendable (inout SeededGenerator) -> String
        let font: @Sendable (inout SeededGenerator) -> FontDescriptor
        let pass: @Sendable (inout MeasurementWorkspace, UnsafeBufferPointer<UInt8>, MeasurementWorkspace.LayoutRequest,
                             Double) -> LineWrapProfile?
        let setByPass: @Sendable (MeasurementWorkspace) -> Bool
    }

    /// Returns how many texts of `cases` the pass took.
    static func compareWithGeneralPath(_ subject: Subject, seed: UInt64, setup: SystemFamilySetup, cases: Int) throws -> Int {
        var random = SeededGenerator(seed: seed)
        var taken = 0
        let template = try #require(LineBreakIterator())
        var onePass = try #require(MeasurementWorkspace(template: template))
        var general = try #require(MeasurementWorkspace(template: template))
        for index in 0..<cases {
            let text = subject.text(&random)
            let font = subject.font(&random).sized(for: .large)
            let faces = try setup.fonts.faces(for: font)
            let lines: Int = [0, 0, 1, 2, 3].randomElement(using: &random) ?? 0
            let request = MeasurementWorkspace.LayoutRequest(faces: faces, size: font.size, maxWidth: nil, lineLimit: lines, mode: .fast)
            let leading = Bool.random(using: &random) ? 0 : 2.5
            let place = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(text.debugDescription) \(font)"
            let made = Array(text.utf8).withUnsafeBufferPointer { subject.pass(&onePass, $0, request, leading) }
            var setByPass = false
            let expected: LineWrapProfile? = Array(text.utf8).withUnsafeBufferPointer { utf8 in
                general.load(utf8)
                general.analyseParagraphs(request, markingBreaks: true)
                setByPass = subject.setByPass(general)
                return general.wrapProfile(request, leading: leading, scale: 3)
            }
            #expect((made != nil) == (setByPass && expected != nil), "\(place): taken")
            guard let made else { continue }
            taken += 1
            #expect(made == expected, "\(place)")
        }
        return taken
    }

    static func compareProfiledMeasurementWithExact(_ subject: Subject, seed: UInt64, setup: SystemFamilySetup,
                                                    cases: Int) throws {
        var random = SeededGenerator(seed: seed)
        for index in 0..<cases {
            let text = subject.text(&random)
            let font = subject.font(&random)
            let widths = (0..<2).map { _ -> Double? in Bool.random(using: &random) ? nil : Double.random(in: 15...400, using: &random) }
            let lines: Int = [0, 0, 1, 2].randomElement(using: &random) ?? 0
            let place = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(text.debugDescription) \(font) widths \(widths)"
            let measured = try Array(text.utf8).withUnsafeBufferPointer { utf8 in
                try setup.fast.measureSizes(utf8: utf8, font: font, maxWidth: widths[0], numberOfLines: lines, scale: 3,
                                            keepingWrapProfile: true)
            }
            let exact = try setup.exact.measure(text, font: font, maxWidth: widths[0], numberOfLines: lines, scale: 3)
            #expect(sizes(measured.metrics) == sizes(exact), "\(place)")
            if let profile = measured.profile, let again = profile.size(atMaxWidth: widths[1]) {
                let exactAgain = try setup.exact.measure(text, font: font, maxWidth: widths[1], numberOfLines: lines, scale: 3)
                #expect(sizes(again) == sizes(exactAgain), "\(place): second width")
            }
        }
    }

    /// What the batch reads of a measurement.
    static func sizes(_ metrics: TextMetrics) -> [Double] {
        [metrics.width, metrics.height, metrics.firstBaseline, metrics.lastBaseline, Double(metrics.lineCount)]
    }
}
