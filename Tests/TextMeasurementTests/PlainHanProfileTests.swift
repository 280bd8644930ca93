import CassowaryWorkloads
import Testing
@testable import TextMeasurement

/// The one-pass wrap profile of plain Chinese (`plainHanProfile`), differential and seeded: on
/// random texts of URO ideographs and the full-width punctuation `HanLineBreaks` handles (in
/// runs that test the break rules: closing marks after opening ones, doubled marks, a mark
/// first), now and then with a character the pass declines, in random fonts, a profile the
/// pass makes must equal the one the general path makes, it must be made exactly when the
/// general path sets the paragraph as one table-set Han run in the second face, and a
/// measurement that keeps a profile must equal exact mode's at two widths.
@Suite struct PlainHanProfileTests {
    static let ideographs: [Character] = Array("的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明社长")
    static let punctuation: [Character] = Array("，。！？、：；「」『』【】．")
    static let declined: [String] = ["…", "A", " ", "“", "中文 text", "1", "（", "\n"]

    @Test(arguments: PrintableASCIIRunTests.seeds, SystemFamilySetup.allCases)
    func onePassProfileEqualsGeneralPath(seed: UInt64, setup: SystemFamilySetup) throws {
        var random = SeededGenerator(seed: seed)
        var taken = 0
        let template = try #require(LineBreakIterator())
        var onePass = try #require(MeasurementWorkspace(template: template))
        var general = try #require(MeasurementWorkspace(template: template))
        for index in 0..<300 {
            let text = Self.randomText(using: &random)
            let font = PrintableASCIIRunTests.randomFont(using: &random).sized(for: .large)
            let faces = try setup.fonts.faces(for: font)
            let lines: Int = [0, 0, 1, 2, 3].randomElement(using: &random) ?? 0
            let request = MeasurementWorkspace.LayoutRequest(faces: faces, size: font.size, maxWidth: nil, lineLimit: lines, mode: .fast)
            let leading = Bool.random(using: &random) ? 0 : 2.5
            let place = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(text.debugDescription) \(font)"
            let made = Array(text.utf8).withUnsafeBufferPointer { utf8 in
                onePass.plainHanProfile(utf8, request, leading: leading, scale: 3)
            }
            // Whether the general path set the text as one Han run in the second face from the
            // tables and found its breaks without ICU: then the one pass must have made it.
            var plain = false
            let expected: LineWrapProfile? = Array(text.utf8).withUnsafeBufferPointer { utf8 in
                general.load(utf8)
                general.analyseParagraphs(request, markingBreaks: true)
                plain = !general.hasHardBreaks && general.runs.count == 1 && general.runs[0].face == 1
                    && general.runs[0].script == ScriptClass.han.harfBuzzScript && general.runs[0].isTableSet
                    && general.scalars.allSatisfy { HanLineBreaks.kind($0) != .other }
                var marks = [Bool](repeating: false, count: general.scalars.count + 1)
                let found = general.scalars.withUnsafeBufferPointer { scalars in
                    marks.withUnsafeMutableBufferPointer { CommonLineBreaks.find(scalars, into: $0, table: CommonLineBreaks.basicPlane) }
                }
                plain = plain && found && CommonLineBreaks.matchesInstalledICU
                return general.wrapProfile(request, leading: leading, scale: 3)
            }
            #expect((made != nil) == (plain && expected != nil), "\(place): taken")
            guard let made else { continue }
            taken += 1
            #expect(made == expected, "\(place)")
        }
        // Seven texts in eight are plain Chinese: the system font's second face (Noto Sans CJK)
        // sets them from its tables.
        #expect(taken > 150, "seed \(seed): the one-pass profile took \(taken) of 300")
    }

    @Test(arguments: PrintableASCIIRunTests.seeds, SystemFamilySetup.allCases)
    func profiledMeasurementEqualsExact(seed: UInt64, setup: SystemFamilySetup) throws {
        var random = SeededGenerator(seed: seed)
        for index in 0..<150 {
            let text = Self.randomText(using: &random)
            let font = PrintableASCIIRunTests.randomFont(using: &random)
            let widths = (0..<2).map { _ -> Double? in Bool.random(using: &random) ? nil : Double.random(in: 15...400, using: &random) }
            let lines: Int = [0, 0, 1, 2].randomElement(using: &random) ?? 0
            let place = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(text.debugDescription) \(font) widths \(widths)"
            let measured = try Array(text.utf8).withUnsafeBufferPointer { utf8 in
                try setup.fast.measureSizes(utf8: utf8, font: font, maxWidth: widths[0], numberOfLines: lines, scale: 3,
                                            keepingWrapProfile: true)
            }
            let exact = try setup.exact.measure(text, font: font, maxWidth: widths[0], numberOfLines: lines, scale: 3)
            #expect(PrintableASCIIProfileTests.sizes(measured.metrics) == PrintableASCIIProfileTests.sizes(exact), "\(place)")
            if let profile = measured.profile, let again = profile.size(atMaxWidth: widths[1]) {
                let exactAgain = try setup.exact.measure(text, font: font, maxWidth: widths[1], numberOfLines: lines, scale: 3)
                #expect(PrintableASCIIProfileTests.sizes(again) == PrintableASCIIProfileTests.sizes(exactAgain), "\(place): second width")
            }
        }
    }

    /// Texts measured without a profile (one-line labels take `plainHanLine` when they fit):
    /// fast mode equals exact mode, lines and all, at random widths and line limits.
    @Test(arguments: PrintableASCIIRunTests.seeds, SystemFamilySetup.allCases)
    func measurementEqualsExact(seed: UInt64, setup: SystemFamilySetup) throws {
        var random = SeededGenerator(seed: seed)
        for index in 0..<150 {
            let text = Self.randomText(using: &random)
            let font = PrintableASCIIRunTests.randomFont(using: &random)
            let width: Double? = Bool.random(using: &random) ? nil : Double.random(in: 15...600, using: &random)
            let lines: Int = [0, 1, 1, 2].randomElement(using: &random) ?? 1
            let place = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(text.debugDescription) \(font) width \(width.map { "\($0)" } ?? "nil")"
            let fast = try setup.fast.measure(text, font: font, maxWidth: width, numberOfLines: lines, scale: 3)
            let exact = try setup.exact.measure(text, font: font, maxWidth: width, numberOfLines: lines, scale: 3)
            #expect(fast == exact, "\(place)")
        }
    }

    /// Runs of ideographs between punctuation marks (a mark may come first, or twice), and in
    /// one text of eight a character the pass declines.
    static func randomText(using random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            if Int.random(in: 0..<6, using: &random) == 0 { text.append(punctuation.randomElement(using: &random) ?? "。") }
            for _ in 0..<Int.random(in: 1...12, using: &random) { text.append(ideographs.randomElement(using: &random) ?? "中") }
            for _ in 0..<Int.random(in: 0...2, using: &random) { text.append(punctuation.randomElement(using: &random) ?? "。") }
        }
        if Int.random(in: 0..<8, using: &random) == 0 {
            let at = text.index(text.startIndex, offsetBy: Int.random(in: 0...text.count, using: &random))
            text.insert(contentsOf: declined.randomElement(using: &random) ?? "…", at: at)
        }
        return text
    }
}
