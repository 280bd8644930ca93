/// Whether a GSUB contextual lookup (type 5 or 6, directly or through an extension) can fire in
/// plain text: text whose characters all map to "plain" glyphs (`plainGlyphs`: glyphs the cmap
/// gives to characters that fast mode does not send to HarfBuzz anyway).
///
/// Only coverage-based rules (format 3) are read: a rule needs a glyph of each of its positions'
/// coverages (backtrack, input, lookahead), so one position with no plain glyph means the rule
/// never matches plain text. Inter composes base letters with enclosing marks this way
/// ('ccmp': A + U+20DE), which would otherwise make every capital A shaping-sensitive. Any other
/// format, or anything unreadable, answers "can fire" (the caller flags the lookup's inputs).
enum ContextualLookupReach {
    private static let contextType: UInt16 = 5
    private static let chainedContextType: UInt16 = 6
    private static let extensionType: UInt16 = 7

    static func canFireInPlainText(lookup: UInt32, in gsub: FontTableBytes, plainGlyphs: [Bool]) -> Bool {
        guard let subtables = gsub.lookupSubtables(lookup, extensionType: extensionType) else { return true }
        for subtable in subtables {
            guard let positions = coveragePositions(subtable.offset, type: subtable.type, in: gsub) else { return true }
            let matchable = positions.allSatisfy { coverage in
                guard let glyphs = gsub.coverage(at: coverage) else { return true }
                return glyphs.contains { Int($0) < plainGlyphs.count && plainGlyphs[Int($0)] }
            }
            if matchable { return true }
        }
        return false
    }

    /// The coverage tables (absolute offsets) of every position of a format-3 rule, nil for any
    /// other kind of subtable.
    private static func coveragePositions(_ start: Int, type: UInt16, in gsub: FontTableBytes) -> [Int]? {
        guard gsub.uint16(start) == 3 else { return nil }
        func offsets(countAt position: Int) -> (offsets: [Int], next: Int)? {
            guard let count = gsub.uint16(position) else { return nil }
            var result: [Int] = []
            for index in 0..<Int(count) {
                guard let offset = gsub.offset16(position + 2 + 2 * index, from: start) else { return nil }
                result.append(offset)
            }
            return (result, position + 2 + 2 * Int(count))
        }
        switch type {
        case contextType:
            // glyphCount, seqLookupCount, then the coverages.
            guard let count = gsub.uint16(start + 2) else { return nil }
            return (0..<Int(count)).compactMap { gsub.offset16(start + 6 + 2 * $0, from: start) }
        case chainedContextType:
            guard let backtrack = offsets(countAt: start + 2), let input = offsets(countAt: backtrack.next),
                  let lookahead = offsets(countAt: input.next) else { return nil }
            return backtrack.offsets + input.offsets + lookahead.offsets
        default:
            return nil
        }
    }
}
