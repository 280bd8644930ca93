/// Per face and size, every glyph's advance in layout units with the system font stand-in's
/// extra already added (`LayoutUnits.scaled(face.advances[g]) + extra[g]`), so that fast
/// mode's table path reads one integer per character instead of scaling the design advance
/// and then adding the stand-in's extra in a second pass over the run.
///
/// The sums are the same integers the two steps add (integer addition, in any order), so the
/// advances are bit-identical to before (`FastModeTests`, `PangoAgreementTests`).
///
/// Beside each table, once asked for, its printable-ASCII pair advances (`PrintableASCIIPairs`),
/// made from the table and the face's printable-ASCII tables: the same key covers them.
///
/// Cache key: the face's identity and the exact size's bits, the whole input of a table (the
/// face fixes its design advances, units per em and stand-in; the size fixes the grid scale
/// and the stand-in's blend and tracking). The registry keeps every face it loaded alive, so
/// an identity is never reused. Bounded: at `capacity` tables the cache starts over.
struct SizedGlyphAdvances {
    /// Tables held at most: a job uses a handful of faces and sizes; a CJK face's table is
    /// 256 KiB (one Int32 per glyph), so this caps a workspace at a few MB.
    static let capacity = 16

    private struct Entry {
        var face: ObjectIdentifier
        var sizeBits: UInt64
        var advances: [Int32]
        /// Made from `advances` when first asked for (`PrintableASCIIPairs`), for Latin and
        /// for Common paragraphs.
        var printableASCII: PrintableASCIIPairs?
        var printableASCIICommon: PrintableASCIIPairs?
    }

    private var entries: [Entry] = []
    private var last = -1

    /// The table of `face` at `size`, if this cache has made it.
    mutating func lookUp(_ face: FontFace, size: Double) -> [Int32]? {
        find(face, size: size).map { entries[$0].advances }
    }

    /// The printable-ASCII pair advances of `face` at `size` for `script`, if kept.
    mutating func lookUpPairs(_ face: FontFace, size: Double, script: PrintableASCIIScript) -> PrintableASCIIPairs? {
        guard let index = find(face, size: size) else { return nil }
        return script == .latin ? entries[index].printableASCII : entries[index].printableASCIICommon
    }

    /// Keeps `pairs` beside the advances they were made from (made just before, so present
    /// unless the cache started over in between: then they are made again next time).
    mutating func keep(_ pairs: PrintableASCIIPairs, _ face: FontFace, size: Double, script: PrintableASCIIScript) {
        guard let index = find(face, size: size) else { return }
        switch script {
        case .latin: entries[index].printableASCII = pairs
        case .common: entries[index].printableASCIICommon = pairs
        }
    }

    private mutating func find(_ face: FontFace, size: Double) -> Int? {
        let identity = ObjectIdentifier(face)
        let sizeBits = size.bitPattern
        if last >= 0, entries[last].face == identity, entries[last].sizeBits == sizeBits { return last }
        for index in entries.indices where entries[index].face == identity && entries[index].sizeBits == sizeBits {
            last = index
            return index
        }
        return nil
    }

    /// Makes and keeps the table of `face` at `size`. `extra`: the stand-in's extra units per
    /// glyph (`MeasurementWorkspace.standInExtraUnits`), nil for a face that is not the stand-in.
    mutating func make(_ face: FontFace, size: Double, extra: [Int32]?) -> [Int32] {
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        let units = LayoutUnits(size: size, unitsPerEm: face.metrics.unitsPerEm)
        var advances = face.advances.map { units.scaled($0) }
        if let extra {
            for glyph in advances.indices where glyph < extra.count { advances[glyph] += extra[glyph] }
        }
        entries.append(Entry(face: ObjectIdentifier(face), sizeBits: size.bitPattern, advances: advances, printableASCII: nil))
        last = entries.count - 1
        return advances
    }
}
