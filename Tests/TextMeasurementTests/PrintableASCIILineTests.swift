import CassowaryWorkloads
import Testing
@testable import TextMeasurement

/// Fast mode's one-line pass (`printableASCIILine`), differential and seeded: random texts of
/// the one-pass path's pieces (kerning pairs, punctuation, digits-only words, leading and
/// trailing spaces), some with a character the pass declines, in random fonts, weights and
/// text styles, at random width and line limits and scales. A measurement without a wrap
/// profile (which may take the one-line pass) must equal the same request's measurement with
/// a wrap profile (which always takes the general path: analysis, wrapping, truncation),
/// every number and line; and the pass must answer exactly the texts of one line it may set.
@Suite struct PrintableASCIILineTests {
    static let seeds: [UInt64] = [1, 2, 3, SeededGenerator.runSeed]
    static let pieces = PrintableASCIIRunTests.pieces + ["12", "3:45", "   ", "-", "..."]

    @Test(arguments: seeds, SystemFamilySetup.allCases)
    func onePassEqualsGeneralPath(seed: UInt64, setup: SystemFamilySetup) throws {
        var random = SeededGenerator(seed: seed)
        var answered = 0
        for index in 0..<400 {
            let count = Int.random(in: 1...6, using: &random)
            var parts = (0..<count).map { _ in Self.pieces.randomElement(using: &random) ?? "" }
            if Int.random(in: 0..<5, using: &random) == 0 {
                parts.insert(PrintableASCIIRunTests.declined.randomElement(using: &random) ?? "",
                             at: Int.random(in: 0...parts.count, using: &random))
            }
            let text = Array(parts.joined().utf8)
            let font = PrintableASCIIRunTests.randomFont(using: &random)
            let widths: [Double?] = [nil, nil, 0, 20, 60, 120, 400]
            let width = widths[Int.random(in: 0..<widths.count, using: &random)]
            let lines = [0, 1, 1, 2].randomElement(using: &random) ?? 1
            let scale: Double = [0.0, 2, 3].randomElement(using: &random) ?? 3
            let place = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(String(decoding: text, as: UTF8.self).debugDescription) "
                + "\(font) width \(width.map { "\($0)" } ?? "nil") lines \(lines) scale \(scale)"
            let (onePass, general) = try text.withUnsafeBufferPointer { utf8 in
                (try setup.fast.measure(utf8: utf8, font: font, maxWidth: width, numberOfLines: lines, scale: scale),
                 try setup.fast.measureKeepingWrapProfile(utf8: utf8, font: font, maxWidth: width, numberOfLines: lines, scale: scale).metrics)
            }
            #expect(onePass == general, "\(place)")
            // Whether the general path sets the text on one line at this width, cut or not.
            let unlimited = try text.withUnsafeBufferPointer { utf8 in
                try setup.fast.measureKeepingWrapProfile(utf8: utf8, font: font, maxWidth: width, numberOfLines: 0, scale: scale).metrics
            }
            if try takesOnePass(text, font: font, width: width, setup: setup, expectedLines: unlimited.lines.count, place: place) {
                answered += 1
            }
        }
        // Most texts have a letter and fit the wider limits: the pass must answer them, or it saves nothing.
        #expect(answered > 120, "seed \(seed): the one-line pass answered \(answered) of 400")
    }

    /// Whether the pass answered `text`; checks that it answers exactly the texts that are
    /// printable ASCII, settable from the first face's tables of their script (Latin with a
    /// letter, Common without) and set on one line.
    private func takesOnePass(_ text: [UInt8], font: FontDescriptor, width: Double?, setup: SystemFamilySetup,
                              expectedLines: Int, place: String) throws -> Bool {
        let template = try #require(LineBreakIterator())
        var workspace = try #require(MeasurementWorkspace(template: template))
        let sized = font.sized(for: .large)
        let faces = try setup.fonts.faces(for: sized)
        let request = MeasurementWorkspace.LayoutRequest(faces: faces, size: sized.size, maxWidth: width, lineLimit: 0, mode: .fast)
        let line = text.withUnsafeBufferPointer { workspace.printableASCIILine($0, request) }
        let printable = !text.isEmpty && text.allSatisfy { (0x20...0x7E).contains($0) }
        // A text with a letter resolves to Latin, one without to Common: that script's tables.
        let hasLetter = text.contains { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        let script: ScriptClass = hasLetter ? .latin : .common
        let tables = hasLetter ? faces[0].printableASCII : faces[0].printableASCIICommon
        let settable = tables != nil && text.allSatisfy { byte in
            let glyph = faces[0].glyph(for: UInt32(byte))
            return glyph != 0 && faces[0].isTableSafe(glyph, in: script)
                && CharacterTraits.traits(UInt32(byte)) & CharacterTraits.needsShaping == 0
        }
        if printable && settable && expectedLines == 1 {
            // One line the tables set (the general path's fit test counts a hanging space as
            // the pass does): the pass must answer. Unless the text is one character, which
            // the general path keeps on its line whether it fits the limit or not.
            if text.count > 1 || width == nil { #expect(line != nil, "\(place): declined a one-line text") }
        } else {
            #expect(line == nil, "\(place): answered a text the general path sets otherwise")
        }
        return line != nil
    }
}
