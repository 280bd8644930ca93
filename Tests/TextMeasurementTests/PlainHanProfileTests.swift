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

    static let subject = OnePassProfileChecks.Subject(
        text: { randomText(using: &$0) },
        font: { PrintableASCIIRunTests.randomFont(using: &$0) },
        pass: { workspace, utf8, request, leading in workspace.plainHanProfile(utf8, request, leading: leading, scale: 3) },
        // One Han run in the second face, set from the tables, of the characters the pass
        // handles, whose breaks `CommonLineBreaks` finds without ICU.
        setByPass: { general in
            var marks = [Bool](repeating: false, count: general.scalars.count + 1)
            let found = general.scalars.withUnsafeBufferPointer { scalars in
                marks.withUnsafeMutableBufferPointer { CommonLineBreaks.find(scalars, into: $0, table: CommonLineBreaks.basicPlane) }
            }
            return !general.hasHardBreaks && general.runs.count == 1 && general.runs[0].face == 1
                && general.runs[0].script == ScriptClass.han.harfBuzzScript && general.runs[0].isTableSet
                && general.scalars.allSatisfy { HanLineBreaks.kind($0) != .other } && found && CommonLineBreaks.matchesInstalledICU
        })

    @Test(arguments: PrintableASCIIRunTests.seeds, SystemFamilySetup.allCases)
    func onePassProfileEqualsGeneralPath(seed: UInt64, setup: SystemFamilySetup) throws {
        let taken = try OnePassProfileChecks.compareWithGeneralPath(Self.subject, seed: seed, setup: setup, cases: 300)
        // Seven texts in eight are plain Chinese: the system font's second face (Noto Sans CJK)
        // sets them from its tables.
        #expect(taken > 150, "seed \(seed): the one-pass profile took \(taken) of 300")
    }

    /// The same texts through `onePassProfile`, which gives plain Chinese to the mixed pass
    /// first (the plain pass keeps what it declines): the profile is still the general path's,
    /// made exactly when one of the two passes would make it.
    static let dispatched = OnePassProfileChecks.Subject(
        text: subject.text, font: subject.font,
        pass: { workspace, utf8, request, leading in workspace.onePassProfile(utf8, request, leading: leading, scale: 3) },
        setByPass: { subject.setByPass($0) || MixedHanProfileTests.subject.setByPass($0) })

    @Test(arguments: PrintableASCIIRunTests.seeds, SystemFamilySetup.allCases)
    func dispatchedProfileEqualsGeneralPath(seed: UInt64, setup: SystemFamilySetup) throws {
        let taken = try OnePassProfileChecks.compareWithGeneralPath(Self.dispatched, seed: seed, setup: setup, cases: 300)
        #expect(taken > 150, "seed \(seed): the one-pass profiles took \(taken) of 300")
    }

    @Test(arguments: PrintableASCIIRunTests.seeds, SystemFamilySetup.allCases)
    func profiledMeasurementEqualsExact(seed: UInt64, setup: SystemFamilySetup) throws {
        try OnePassProfileChecks.compareProfiledMeasurementWithExact(Self.subject, seed: seed, setup: setup, cases: 150)
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
