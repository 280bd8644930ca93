/// The glyphs that can complete a ligature of a GSUB ligature lookup (type 4, directly or
/// through an extension): every ligature's components after its first glyph.
///
/// Why only those: a ligature forms only where its components follow its first glyph inside
/// one word (white space is a glyph of its own and breaks the sequence), so flagging the
/// components as shaping-sensitive sends every word in which the lookup could fire to
/// HarfBuzz, first glyph included (`shapeUnsafeWords` shapes the whole word). Flagging the
/// first glyphs as well would send every word holding any letter to HarfBuzz in Inter, whose
/// 'ccmp' composes each base letter with combining marks (Datasets/fonts/features.md).
enum LigatureComponents {
    private static let ligatureType: UInt16 = 4
    private static let extensionType: UInt16 = 7

    /// The component glyphs of `lookup` in `gsub` (the table's bytes), or nil when the lookup is
    /// not made only of ligature subtables or cannot be read (the caller then flags all of its
    /// input glyphs).
    static func of(lookup: UInt32, in gsub: FontTableBytes) -> Set<UInt16>? {
        guard let subtables = gsub.lookupSubtables(lookup, extensionType: extensionType) else { return nil }
        var components = Set<UInt16>()
        for subtable in subtables {
            guard subtable.type == ligatureType,
                  addComponents(ofSubtableAt: subtable.offset, in: gsub, to: &components) else { return nil }
        }
        return components
    }

    /// LigatureSubstFormat1: coverage, then one ligature set per covered first glyph, each a list
    /// of ligatures (ligature glyph, component count, the components after the first).
    private static func addComponents(ofSubtableAt start: Int, in gsub: FontTableBytes,
                                      to components: inout Set<UInt16>) -> Bool {
        guard gsub.uint16(start) == 1, let setCount = gsub.uint16(start + 4) else { return false }
        for setIndex in 0..<Int(setCount) {
            guard let set = gsub.offset16(start + 6 + 2 * setIndex, from: start),
                  let ligatureCount = gsub.uint16(set) else { return false }
            for ligatureIndex in 0..<Int(ligatureCount) {
                guard let ligature = gsub.offset16(set + 2 + 2 * ligatureIndex, from: set),
                      let componentCount = gsub.uint16(ligature + 2) else { return false }
                for component in 1..<max(Int(componentCount), 1) {
                    guard let glyph = gsub.uint16(ligature + 4 + 2 * (component - 1)) else { return false }
                    components.insert(glyph)
                }
            }
        }
        return true
    }
}
