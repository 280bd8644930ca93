import CHarfBuzz

/// Everything the mixed one-pass profile (`mixedHanProfile`) reads of a basic-plane character
/// for one fallback list at one size, in one 8-byte entry: whether the pass takes it, its own
/// script (Latin, Han or Common), the face that chooses it, its glyph there and that glyph's
/// sized advance, the scripts whose runs may set the glyph from the tables, and its line-break
/// entry. The pass read these from six tables a character (traits, scripts, pairs, break
/// classes, each face's glyphs and sized advances), which cost more than the pass's own work.
///
/// Invariant: an entry says exactly what the pass's character rules (`script(of:_:)`),
/// `chooseFaces` and the table path (`tableAdvances`) would read of the character on its own:
/// a character any of them declines whatever its neighbours is `declined`. U+0020 is the one character that chooses no
/// face (`CharacterTraits.fontNeutral`) the pass takes; it takes its run's face, so its glyph
/// and advance are the face's (`FaceFacts`). Beyond the basic plane every character is declined
/// (the general path sets them).
///
/// Cache key (`MixedCharacterTables`): the identities of the faces in their order and the
/// size's bits, the whole input of an entry — the faces fix the glyphs, which face has a
/// character, table safety and kerning; the faces at the size fix the sized advances (the
/// stand-in's extra included); scripts, traits, pairs and break classes come from the Unicode
/// data of the process. Entries are made a 256-character page at a time, on first use.
final class MixedCharacterTable {
    /// One character's facts, packed: advance (bits 0-23, signed), the scripts whose kerning
    /// may adjust it for the character after it (24-26, bit `code - 1`), glyph (32-47), break
    /// entry (48-55), script code (56-57; 0 = declined), table-safe scripts (58-60), face
    /// (61-63; `spaceFace` for U+0020).
    struct Entry {
        let raw: UInt64

        static let declined = Entry(raw: 0)
        static let spaceFace = 7
        /// Advances the 24 bits hold; a character with another is declined.
        static let advances: Range<Int32> = -(1 << 23)..<(1 << 23)

        init(raw: UInt64) { self.raw = raw }

        init(advance: Int32, kerningScripts: UInt8, glyph: UInt32, breakEntry: UInt8, script: Int, safeScripts: UInt8, face: Int) {
            raw = UInt64(UInt32(bitPattern: advance) & 0xFF_FFFF) | UInt64(kerningScripts & 7) << 24 | UInt64(glyph & 0xFFFF) << 32
                | UInt64(breakEntry) << 48 | UInt64(script & 3) << 56 | UInt64(safeScripts & 7) << 58 | UInt64(face & 7) << 61
        }

        /// Sign-extended from its 24 bits.
        @inline(__always) var advance: Int32 { Int32(truncatingIfNeeded: raw << 8) >> 8 }
        @inline(__always) var kerningScripts: UInt8 { UInt8(truncatingIfNeeded: raw >> 24) & 7 }
        @inline(__always) var glyph: UInt32 { UInt32(truncatingIfNeeded: raw >> 32) & 0xFFFF }
        @inline(__always) var breakEntry: UInt8 { UInt8(truncatingIfNeeded: raw >> 48) }
        /// `scriptLatin`, `scriptHan` or `scriptCommon`; 0 for a declined character.
        @inline(__always) var script: Int { Int(truncatingIfNeeded: raw >> 56) & 3 }
        @inline(__always) var safeScripts: UInt8 { UInt8(truncatingIfNeeded: raw >> 58) & 7 }
        @inline(__always) var face: Int { Int(truncatingIfNeeded: raw >> 61) }
        @inline(__always) var isSpace: Bool { face == Self.spaceFace }
    }

    /// Script codes of entries and runs.
    static let scriptLatin = 1, scriptHan = 2, scriptCommon = 3
    /// The script classes of the codes 1, 2 and 3.
    static let scriptClasses: [ScriptClass] = [.latin, .han, .common]

    /// What a run in one face reads of it: its U+0020 and how it kerns each script.
    struct FaceFacts {
        var spaceGlyph: UInt32
        var spaceAdvance: Int32
        /// Scripts (bit `code - 1`) in whose runs the tables set the space: none when the face
        /// has no space glyph or its sized table lacks it.
        var spaceSafeScripts: UInt8
        /// Scripts (bit `code - 1`) whose kerning table may adjust the space for the glyph after it.
        var spaceKerningScripts: UInt8
        /// Scripts (bit `code - 1`) this face kerns only by shaping: runs of them are declined.
        var shapingOnlyScripts: UInt8
    }

    let faces: [FontFace]
    let sizeBits: UInt64
    let faceFacts: [FaceFacts]
    /// A run's kerning, by `face * 3 + script code - 1`.
    let kernings: [MeasurementWorkspace.RunKerning]
    private let sized: [[Int32]]
    /// Per page (the scalar's high byte), the page's place in `entries`, or `unbuilt`.
    private var pageSlots = [UInt16](repeating: MixedCharacterTable.unbuilt, count: 256)
    private var entries: [UInt64] = []
    private static let unbuilt = UInt16.max
    private static let pageSize = 256

    /// The fallback list's table at `size`; `sized`: each face's sized advances at `size`
    /// (`MeasurementWorkspace.sizedAdvances`). A character whose first face with a glyph is the
    /// eighth or later is declined, so the face field's three bits hold every chosen index.
    init(faces: [FontFace], size: Double, sized: [[Int32]]) {
        self.faces = faces
        sizeBits = size.bitPattern
        self.sized = sized
        faceFacts = zip(faces, sized).map { face, sized in Self.facts(of: face, sized: sized) }
        kernings = faces.flatMap { face in
            Self.scriptClasses.map { MeasurementWorkspace.RunKerning(face: face, script: $0, size: size) }
        }
    }

    private static func facts(of face: FontFace, sized: [Int32]) -> FaceFacts {
        let glyph = face.glyph(for: 0x20)
        let isSet = glyph != 0 && Int(glyph) < sized.count
        var shapingOnly: UInt8 = 0
        for (bit, script) in scriptClasses.enumerated() {
            if case .shapingOnly = face.kerning[script.rawValue] { shapingOnly |= 1 << UInt8(bit) }
        }
        return FaceFacts(spaceGlyph: glyph, spaceAdvance: isSet ? sized[Int(glyph)] : 0,
                         spaceSafeScripts: isSet ? safeScripts(of: glyph, in: face) : 0,
                         spaceKerningScripts: isSet ? kerningScripts(of: glyph, in: face) : 0, shapingOnlyScripts: shapingOnly)
    }

    /// Whether this is the table of `faces` at `size` (the cache key).
    func matches(_ faces: [FontFace], sizeBits: UInt64) -> Bool {
        self.sizeBits == sizeBits && self.faces.count == faces.count && zip(self.faces, faces).allSatisfy { $0 === $1 }
    }

    /// Writes the entries of the characters of `utf8` (valid UTF-8) into `out` (room for one
    /// per byte); how many characters, or nil at the first declined one.
    func entries(ofUTF8 utf8: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt64>) -> Int? {
        var offset = 0
        var count = 0
        while true {
            // Read through pointers (a class's arrays are checked for exclusive access at every
            // element otherwise) until a character's page is missing; then it is built.
            let stop: (offset: Int, count: Int, missingPage: Int)? = pageSlots.withUnsafeBufferPointer { slots in
                entries.withUnsafeBufferPointer { table in
                    Self.read(utf8, from: offset, count, slots: slots, table: table, into: out)
                }
            }
            guard let stop else { return nil }
            if stop.missingPage < 0 { return stop.count }
            pageSlots[stop.missingPage] = buildPage(stop.missingPage)
            (offset, count) = (stop.offset, stop.count)
        }
    }

    /// The loop of `entries(ofUTF8:into:)` from byte `offset`, `count` characters in: where it
    /// stopped and the page it lacks (-1 at the end), or nil at a declined character.
    @inline(__always)
    private static func read(_ utf8: UnsafeBufferPointer<UInt8>, from offset: Int, _ count: Int, slots: UnsafeBufferPointer<UInt16>,
                             table: UnsafeBufferPointer<UInt64>,
                             into out: UnsafeMutablePointer<UInt64>) -> (offset: Int, count: Int, missingPage: Int)? {
        var offset = offset
        var count = count
        let end = utf8.count
        while offset < end {
            // Valid UTF-8: a lead byte below 0x80, or 110xxxxx / 1110xxxx with its continuation
            // bytes; a four-byte character is beyond the basic plane, so declined.
            let lead = UInt32(utf8[offset])
            var scalar = lead
            var length = 1
            if lead >= 0x80 {
                guard lead < 0xF0 else { return nil }
                length = lead >= 0xE0 ? 3 : 2
                guard offset + length <= end else { return nil }
                scalar = length == 3
                    ? (lead & 0x0F) << 12 | UInt32(utf8[offset + 1] & 0x3F) << 6 | UInt32(utf8[offset + 2] & 0x3F)
                    : (lead & 0x1F) << 6 | UInt32(utf8[offset + 1] & 0x3F)
            }
            let slot = slots[Int(scalar >> 8)]
            if slot == unbuilt { return (offset, count, Int(scalar >> 8)) }
            let raw = table[Int(slot) * pageSize + Int(scalar & 0xFF)]
            guard raw != Entry.declined.raw else { return nil }
            out[count] = raw
            count += 1
            offset += length
        }
        return (offset, count, -1)
    }

    /// Appends page `page`'s entries; returns its slot.
    private func buildPage(_ page: Int) -> UInt16 {
        let slot = UInt16(entries.count / Self.pageSize)
        let first = UInt32(page * Self.pageSize)
        entries.reserveCapacity(entries.count + Self.pageSize)
        for scalar in first..<first + UInt32(Self.pageSize) { entries.append(entry(of: scalar).raw) }
        return slot
    }

    /// The pass's character rules (`script(of:_:)`), then the face `chooseFaces` gives the
    /// character and what the table path (`tableAdvances`) checks of its glyph.
    private func entry(of scalar: UInt32) -> Entry {
        guard let script = Self.script(of: scalar, faces) else { return .declined }
        let traits = CharacterTraits.traits(scalar)
        guard traits & CharacterTraits.needsShaping == 0 else { return .declined }
        let breakEntry = CommonLineBreaks.basicPlane.withUnsafeBufferPointer { CommonLineBreaks.entry(scalar, table: $0) }
        if traits & CharacterTraits.fontNeutral != 0 {
            // Only U+0020 among the characters that choose no face: the others are declined.
            guard scalar == 0x20 else { return .declined }
            return Entry(advance: 0, kerningScripts: 0, glyph: 0, breakEntry: breakEntry, script: script, safeScripts: 0,
                         face: Entry.spaceFace)
        }
        guard let face = faces.firstIndex(where: { $0.glyph(for: scalar) != 0 }), face < Entry.spaceFace else {
            return .declined
        }
        let glyph = faces[face].glyph(for: scalar)
        guard Int(glyph) < sized[face].count, Entry.advances.contains(sized[face][Int(glyph)]) else { return .declined }
        return Entry(advance: sized[face][Int(glyph)], kerningScripts: Self.kerningScripts(of: glyph, in: faces[face]), glyph: glyph,
                     breakEntry: breakEntry, script: script, safeScripts: Self.safeScripts(of: glyph, in: faces[face]), face: face)
    }

    /// The scripts (bit `code - 1`) whose runs in `face` may set `glyph` from the tables.
    private static func safeScripts(of glyph: UInt32, in face: FontFace) -> UInt8 {
        var bits: UInt8 = 0
        for (bit, script) in scriptClasses.enumerated() where face.isTableSafe(glyph, in: script) { bits |= 1 << UInt8(bit) }
        return bits
    }

    /// The scripts (bit `code - 1`) whose kerning table in `face` may adjust `glyph` for a glyph
    /// after it: the rest add nothing, so the pass skips their lookups (cache misses in tables
    /// of every glyph of a CJK face).
    private static func kerningScripts(of glyph: UInt32, in face: FontFace) -> UInt8 {
        var bits: UInt8 = 0
        for (bit, script) in scriptClasses.enumerated() {
            if case .table(let table) = face.kerning[script.rawValue], table.kernsAsFirst(glyph) { bits |= 1 << UInt8(bit) }
        }
        return bits
    }

    /// The character's own script code under the pass's rules, or nil where it declines the
    /// character: printable ASCII the first face has (Latin for a letter, else Common), no
    /// paired punctuation; `HanLineBreaks`' characters only in the second face (ideographs Han,
    /// punctuation Common); any other character of Latin or no script that is no emoji, no
    /// white space, no hard break.
    private static func script(of scalar: UInt32, _ faces: [FontFace]) -> Int? {
        if scalar < 0x80 {
            guard scalar >= 0x20, scalar < 0x7F, !ScriptResolver.isPaired(scalar), faces[0].glyph(for: scalar) != 0 else {
                return nil
            }
            return CommonLineBreaks.isASCIILetter(scalar) ? scriptLatin : scriptCommon
        }
        let kind = HanLineBreaks.kind(scalar)
        if kind != .other {
            guard kind == .ideographic || !ScriptResolver.isPaired(scalar), faces[0].glyph(for: scalar) == 0,
                  faces[1].glyph(for: scalar) != 0 else { return nil }
            return kind == .ideographic ? scriptHan : scriptCommon
        }
        let script = ScriptResolver.script(of: scalar)
        guard script == HB_SCRIPT_LATIN || script == HB_SCRIPT_COMMON, !ScriptResolver.isPaired(scalar),
              CharacterTraits.traits(scalar) & declinedTraits == 0 else { return nil }
        return script == HB_SCRIPT_LATIN ? scriptLatin : scriptCommon
    }

    /// Traits of characters beyond ASCII and Chinese the pass leaves to the general path: emoji
    /// (their runs and presentation), spaces other than U+0020 and invisible characters
    /// (face-neutral), hard breaks, and whatever needs shaping.
    static let declinedTraits = CharacterTraits.emoji | CharacterTraits.emojiPresentation | CharacterTraits.fontNeutral
        | CharacterTraits.whiteSpace | CharacterTraits.hardBreak | CharacterTraits.needsShaping
}

/// A workspace's `MixedCharacterTable`s, the last used first. Bounded: a job uses a handful of
/// fallback lists and sizes; at `capacity` tables the cache starts over. Keyed as the table
/// says (the faces' identities in order and the size's bits).
struct MixedCharacterTables {
    static let capacity = 8
    private var tables: [MixedCharacterTable] = []
    private var last = -1

    /// The table of `faces` at `size`, if made.
    mutating func lookUp(_ faces: [FontFace], size: Double) -> MixedCharacterTable? {
        let bits = size.bitPattern
        if last >= 0, tables[last].matches(faces, sizeBits: bits) { return tables[last] }
        guard let index = tables.firstIndex(where: { $0.matches(faces, sizeBits: bits) }) else { return nil }
        last = index
        return tables[index]
    }

    mutating func keep(_ table: MixedCharacterTable) {
        if tables.count >= Self.capacity { tables.removeAll(keepingCapacity: true) }
        tables.append(table)
        last = tables.count - 1
    }
}
