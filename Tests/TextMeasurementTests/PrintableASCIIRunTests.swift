import CassowaryWorkloads
import Testing
@testable import TextMeasurement

/// Fast mode's one-pass setting of printable-ASCII paragraphs (`analysePrintableASCII`),
/// differential and seeded: random paragraphs of letters, digits, every ASCII punctuation mark
/// and spaces (with kerning pairs such as "AV", "To", "f." and ligature candidates such as
/// "fi" in them), in random fonts, weights and text styles, measured in fast mode must equal
/// exact mode (HarfBuzz shaping every run) line for line, bit for bit, at random widths; and
/// mixed with characters the one-pass path declines (non-ASCII, tabs, hard breaks), which the
/// general path then sets. A paragraph the path takes is also checked to be one Latin run in
/// face 0 set from the tables, as `itemize` and `computeAdvances` make it.
@Suite struct PrintableASCIIRunTests {
    static let seeds: [UInt64] = [1, 2, 3, SeededGenerator.runSeed]
    static let pieces = ["Hello", "WAVE", "AV", "To", "Ty", "f.", "fi", "ffl", "office", "L'", "\"quoted\"", "x", "12:45",
                         "(note)", "[a]", "{b}", "a-b", "c_d", "@you", "#tag", "$5", "100%", "1/2", "a+b=c", "<tag>", "~ok",
                         "`tick`", "a|b", "back\\slash", "why?", "yes!", "semi;colon", ",", ".", " ", "  ", "well-known",
                         "x-Ray", "co-Vote", "pre-Tax", "A/V", "TV/Yes", "re-Wire"]
    static let declined = ["é", "\t", "\n", "中文", "🔥", "\u{A0}", "—"]

    @Test(arguments: seeds, SystemFamilySetup.allCases)
    func fastEqualsExact(seed: UInt64, setup: SystemFamilySetup) throws {
        var random = SeededGenerator(seed: seed)
        for index in 0..<200 {
            let count = Int.random(in: 1...16, using: &random)
            var parts = (0..<count).map { _ in Self.pieces.randomElement(using: &random) ?? "" }
            if Int.random(in: 0..<4, using: &random) == 0 {
                parts.insert(Self.declined.randomElement(using: &random) ?? "", at: Int.random(in: 0...parts.count, using: &random))
            }
            let text = parts.joined()
            let font = Self.randomFont(using: &random, withLigatures: true)
            let width: Double? = Bool.random(using: &random) ? nil : Double.random(in: 15...400, using: &random)
            let lines: Int = [0, 0, 1, 2].randomElement(using: &random) ?? 0
            let place = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(text.debugDescription) \(font) width \(width.map { "\($0)" } ?? "nil")"
            let fast = try setup.fast.measure(text, font: font, maxWidth: width, numberOfLines: lines, scale: 3)
            let exact = try setup.exact.measure(text, font: font, maxWidth: width, numberOfLines: lines, scale: 3)
            #expect(fast == exact, "\(place)")
        }
    }

    /// On a workspace: a paragraph of printable ASCII with a letter is taken by the one-pass
    /// path and comes out as the general path makes it (one Latin run in face 0, set from the
    /// tables, the same glyphs and advances); the general path is run by hand on the same text.
    @Test(arguments: seeds, SystemFamilySetup.allCases)
    func onePassEqualsGeneralPath(seed: UInt64, setup: SystemFamilySetup) throws {
        var random = SeededGenerator(seed: seed)
        var taken = 0
        var marked = 0
        // Taken paragraphs with a word the pass hands to shaping (an "f" in Nimbus Sans).
        var shapedWords = 0
        let template = try #require(LineBreakIterator())
        for index in 0..<200 {
            let count = Int.random(in: 1...12, using: &random)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
            let font = Self.randomFont(using: &random, withLigatures: true).sized(for: .large)
            let faces = try setup.fonts.faces(for: font)
            let request = MeasurementWorkspace.LayoutRequest(faces: faces, size: font.size, maxWidth: nil, lineLimit: 0, mode: .fast)
            var onePass = try #require(MeasurementWorkspace(template: template))
            var general = try #require(MeasurementWorkspace(template: template))
            Array(text.utf8).withUnsafeBufferPointer { utf8 in
                onePass.load(utf8)
                general.load(utf8)
            }
            let range = 0..<onePass.scalars.count
            let place = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(text.debugDescription) \(font)"
            guard onePass.analysePrintableASCII(range, request, markingBreaks: true) else {
                // Declined: only a paragraph without a letter, or with a character the face
                // lacks or that needs shaping, may be (a glyph that is not table-safe only
                // makes its word shaped).
                let hasLetter = text.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
                let settable = text.unicodeScalars.allSatisfy { scalar in
                    faces[0].glyph(for: scalar.value) != 0 && CharacterTraits.traits(scalar.value) & CharacterTraits.needsShaping == 0
                }
                #expect(!hasLetter || !settable || faces[0].printableASCII == nil, "\(place): declined")
                continue
            }
            taken += 1
            if onePass.runs.first?.isTableSet == false { shapedWords += 1 }
            general.itemize(range, faces: faces)
            general.computeAdvances(ofRunsFrom: 0, paragraph: range, faces: faces, size: font.size, mode: .fast)
            #expect(onePass.runs.count == 1 && general.runs.count == 1, "\(place)")
            if let made = onePass.runs.first, let expected = general.runs.first {
                #expect(made.range == expected.range && made.face == expected.face && made.script == expected.script
                        && made.isTableSet == expected.isTableSet, "\(place)")
            }
            #expect(Array(onePass.glyphs[range]) == Array(general.glyphs[range]), "\(place)")
            #expect(Array(onePass.advances[range]) == Array(general.advances[range]), "\(place)")
            #expect(Array(onePass.faceIndices[range]) == Array(general.faceIndices[range]), "\(place)")
            general.sumPrefixWidths()
            #expect(Array(onePass.prefixWidths[0...range.upperBound]) == Array(general.prefixWidths[0...range.upperBound]),
                    "\(place): prefix widths")
            // The marks: made exactly when the separate finder takes the text, and equal to its.
            var marks = [Bool](repeating: false, count: range.upperBound + 1)
            let found = general.scalars.withUnsafeBufferPointer { scalars in
                marks.withUnsafeMutableBufferPointer { CommonLineBreaks.find(scalars, into: $0, table: CommonLineBreaks.basicPlane) }
            }
            #expect(onePass.hasBreakOpportunities == (found && CommonLineBreaks.matchesInstalledICU), "\(place): marked")
            if onePass.hasBreakOpportunities {
                marked += 1
                #expect(Array(onePass.isBreakOpportunity[0...range.upperBound]) == marks, "\(place): break opportunities")
                // The wrap profile made from the pass's buffers must be the one made from the
                // general path's.
                general.hasBreakOpportunities = true
                general.isBreakOpportunity = marks
                let made = onePass.wrapProfile(request, leading: 0, scale: 3)
                let expected = general.wrapProfile(request, leading: 0, scale: 3)
                #expect(made == expected, "\(place): wrap profile")
            }
        }
        // Texts without '$', '%', '+' or '\\' and without a leading space are marked: about half.
        #expect(marked > 50, "seed \(seed): marked \(marked) of \(taken)")
        // Most of these paragraphs have letters the tables set: the path must take them, or it
        // saves nothing.
        #expect(taken > 100, "seed \(seed): the one-pass path took \(taken) of 200")
        // A third of the fonts are Helvetica Neue's, whose "f" starts a ligature, and many
        // pieces hold an "f": the comparison must have met such paragraphs.
        #expect(shapedWords > 15, "seed \(seed): \(shapedWords) taken paragraphs had a shaped word")
    }

    /// `withLigatures`: a third of the fonts are Helvetica Neue's (Nimbus Sans has an "fi"
    /// ligature: the one-pass path shapes the words holding "f").
    static func randomFont(using random: inout SeededGenerator, withLigatures: Bool = false) -> FontDescriptor {
        if withLigatures, Int.random(in: 0..<3, using: &random) == 0 {
            return FontDescriptor(family: "Helvetica Neue", size: [13.0, 17].randomElement(using: &random) ?? 17,
                                  weight: Bool.random(using: &random) ? .regular : .bold)
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            return FontDescriptor(textStyle: FontDescriptor.TextStyle.allCases.randomElement(using: &random) ?? .body)
        }
        let size: Double = [11.0, 13, 15, 17, 20, 28, 34].randomElement(using: &random) ?? 17.0
        return FontDescriptor(size: size, weight: FontWeight.allCases.randomElement(using: &random) ?? .regular)
    }
}
