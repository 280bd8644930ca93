import CassowaryWorkloads
import Testing
@testable import TextMeasurement

/// The one-pass wrap profile of printable-ASCII texts (`printableASCIIProfile`), differential
/// and seeded: on random texts of letters, digits, every ASCII punctuation mark and spaces (the
/// pieces of `PrintableASCIIRunTests`, with kerning pairs, hyphens, leading and trailing spaces
/// and ligature candidates), in random fonts, a profile the pass makes must equal the one the
/// general path makes from its buffers, and a measurement that keeps a profile must equal exact
/// mode's at its width and, through the profile, at a second width.
@Suite struct PrintableASCIIProfileTests {
    static let subject = OnePassProfileChecks.Subject(
        text: { randomText(using: &$0) },
        font: { PrintableASCIIRunTests.randomFont(using: &$0, withLigatures: true) },
        pass: { workspace, utf8, request, leading in workspace.printableASCIIProfile(utf8, request, leading: leading, scale: 3) },
        // The general path's one pass set the text whole, with its marks and no word shaped.
        setByPass: { $0.hasBreakOpportunities && $0.runs.count == 1 && $0.runs[0].isTableSet })

    @Test(arguments: PrintableASCIIRunTests.seeds, SystemFamilySetup.allCases)
    func onePassProfileEqualsGeneralPath(seed: UInt64, setup: SystemFamilySetup) throws {
        let taken = try OnePassProfileChecks.compareWithGeneralPath(Self.subject, seed: seed, setup: setup, cases: 300)
        // Half the texts are plain words; fonts without tables (Helvetica Neue's stand-in kerns
        // only by shaping), a leading space or a space before punctuation (left to ICU) take
        // some of them out: the comparison must still have met many.
        #expect(taken > 50, "seed \(seed): the one-pass profile took \(taken) of 300")
    }

    @Test(arguments: PrintableASCIIRunTests.seeds, SystemFamilySetup.allCases)
    func profiledMeasurementEqualsExact(seed: UInt64, setup: SystemFamilySetup) throws {
        try OnePassProfileChecks.compareProfiledMeasurementWithExact(Self.subject, seed: seed, setup: setup, cases: 150)
    }

    /// Pieces without a character the break table leaves to ICU ('$', '%', '+', '\\') or an
    /// "f" (Helvetica Neue shapes the words that hold one).
    static let plainPieces = ["Hello", "WAVE", "AV", "To", "Ty", "x", "12:45", "(note)", "well-known", "x-Ray", "why?",
                              "yes!", ",", ".", "@you", "#tag", "A/V", "Yes.", "co-Vote", "TV/Yes"]

    /// Pieces joined, with now and then a leading or doubled space or a character the pass
    /// declines (`PrintableASCIIRunTests.declined`).
    static func randomText(using random: inout SeededGenerator) -> String {
        let count = Int.random(in: 1...30, using: &random)
        // Half the texts are words and punctuation as a post's body has them; the rest take
        // any piece, most of them then holding one the pass declines.
        let pieces = Bool.random(using: &random) ? Self.plainPieces : PrintableASCIIRunTests.pieces
        var parts = (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }
        switch Int.random(in: 0..<8, using: &random) {
        case 0: parts.insert(PrintableASCIIRunTests.declined.randomElement(using: &random) ?? "", at: Int.random(in: 0...parts.count, using: &random))
        case 1: parts.insert(" ", at: 0)
        case 2: parts.append(" ")
        default: break
        }
        return parts.joined(separator: Bool.random(using: &random) ? " " : "")
    }
}
