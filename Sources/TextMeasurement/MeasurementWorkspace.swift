import CHarfBuzz

/// The scratch state of one measurement: buffers reused from call to call, one ICU line-break
/// iterator and one HarfBuzz buffer. A workspace is used by one thread at a time (the
/// `WorkspacePool` hands it out and takes it back), so nothing in it needs a lock.
///
/// It is a value held in a `WorkspaceBox` and passed `inout` for the duration of a call (one
/// runtime exclusivity check per call), so that the hot loops work on an inout value (no
/// further checks, no copy-on-write of its arrays).
struct MeasurementWorkspace: @unchecked Sendable {
    let lineBreaker: LineBreakIterator
    let shaping: ShapingBuffer
    let language: hb_language_t?
    /// `CharacterTraits` of the BMP, held here so that the hot loops read a stored array. A
    /// copy of its own (64 KiB): every thread retaining the one shared buffer made each
    /// retain and release fight for its cache line.
    let traitTable = CharacterTraits.basicPlane.map { $0 }
    /// `CommonLineBreaks.basicPlane`, held here (and copied) for the same reasons.
    let breakClassTable = CommonLineBreaks.basicPlane.map { $0 }
    /// `CommonLineBreaks.printableASCII`, held here for the same reason.
    let printableASCIIBreaks = CommonLineBreaks.printableASCII
    var shapingBuffer: OpaquePointer { shaping.buffer }

    /// The text as Unicode scalar values.
    var scalars: [UInt32] = []
    /// Per scalar: the face index in the fallback list, the glyph in that face, the resolved
    /// script, the advance in layout units (pair kerning folded into the first of the pair).
    var faceIndices: [UInt8] = []
    var glyphs: [UInt32] = []
    var scripts: [hb_script_t] = []
    var advances: [Int32] = []
    /// `prefixWidths[i]`: sum of `advances[0..<i]`.
    var prefixWidths: [Int] = []
    var runs: [TextRun] = []
    /// The buffer of the last call's laid-out lines, kept for the next call (`layOutLines`).
    var spareLines: [LaidLine] = []
    var bracketStack: [ScriptResolver.OpenBracket] = []
    /// Whether the text holds a hard line break (more than one paragraph), so that texts of
    /// one paragraph skip the scans for paragraph ends.
    var hasHardBreaks = false
    /// Whether the loaded text may hold a hard line break: false only when decoding saw none
    /// (`decode`), so that `analyseParagraphs` skips its scan for paragraph ends.
    var mayHaveHardBreaks = true
    /// Analyses of recently measured texts.
    var analysisCache = TextAnalysisCache()
    /// Soft and hard break opportunities of the whole text (scalar offsets), found lazily.
    var breakOpportunities: [Int32] = []
    var isBreakOpportunity: [Bool] = []
    var hasBreakOpportunities = false
    /// Scratch for `LineWrapProfile`: the break positions of the paragraph being profiled.
    var breakPositions: [Int] = []
    /// Scratch for `printableASCIIProfile`: the profile's numbers before they are copied out.
    var profileScratch: [Int32] = []
    /// Scratch for `mixedHanProfile`: per character, its `MixedCharacterTable` entry and its
    /// run's key (resolved script and face).
    var characterEntries: [UInt64] = []
    var runKeys: [UInt8] = []
    /// The mixed pass's character tables by fallback list and size.
    var mixedCharacterTables = MixedCharacterTables()
    var utf16: [UInt16] = []
    var utf16Offsets: [Int32] = []

    /// The line metrics of the last fallback list a wrap profile was made for (`wrapProfile`).
    var lastLineMetrics: (faces: [FontFace], metrics: [VerticalMetrics])?

    /// Words fast mode had to shape (see `WordWidthCache`).
    var wordCache = WordWidthCache()
    /// HarfBuzz fonts at the sizes exact shaping has used.
    var sizedFonts: [SizedFontKey: SizedFont] = [:]
    /// Scaled glyph advances (stand-in extra included) per face and size, for the table path.
    var sizedGlyphAdvances = SizedGlyphAdvances()
    /// The stand-in's extra advances per face and size (`standInExtraUnits`), and the last used.
    var standInExtras: [StandInKey: [Int32]] = [:]
    var lastStandInExtra: (key: StandInKey, extra: [Int32])?
    /// Faces of families already resolved by this workspace, for one registry generation.
    private var faceCache: [FontCacheKey: [FontFace]] = [:]
    private var faceCacheOwner: ObjectIdentifier?
    private var faceCacheGeneration = -1
    /// The last few fonts' faces, replaced in turn: a cell's labels take turns in a handful of
    /// fonts (a bold name, a regular handle and body), so a scan of these answers before the
    /// family name is hashed for `faceCache` (part of that cache: cleared with it).
    private var recentFaces: [(key: FontCacheKey, faces: [FontFace])] = []
    private var nextRecentFace = 0
    private static let recentFaceCount = 4

    private struct FontCacheKey: Hashable {
        var family: String
        var weight: FontWeight
    }

    /// The faces of `font`'s family, asking `registry` (under its lock) only the first time.
    mutating func faces(for font: FontDescriptor, in registry: FontRegistry) throws(TextMeasurementError) -> [FontFace] {
        let generation = registry.generation.load(ordering: .acquiring)
        if faceCacheOwner != ObjectIdentifier(registry) || faceCacheGeneration != generation {
            faceCache.removeAll()
            recentFaces.removeAll()
            faceCacheOwner = ObjectIdentifier(registry)
            faceCacheGeneration = generation
        }
        let key = FontCacheKey(family: font.family, weight: font.weight)
        for index in recentFaces.indices where recentFaces[index].key == key { return recentFaces[index].faces }
        let faces: [FontFace]
        if let cached = faceCache[key] {
            faces = cached
        } else {
            faces = try registry.faces(for: font)
            faceCache[key] = faces
        }
        if recentFaces.count < Self.recentFaceCount {
            recentFaces.append((key, faces))
        } else {
            recentFaces[nextRecentFace] = (key, faces)
            nextRecentFace = (nextRecentFace + 1) % Self.recentFaceCount
        }
        return faces
    }

    init?(template: LineBreakIterator) {
        guard let lineBreaker = LineBreakIterator(cloning: template), let shaping = ShapingBuffer() else { return nil }
        self.lineBreaker = lineBreaker
        self.shaping = shaping
        language = OpenTypeLayoutQuery.language
    }

    @inline(__always)
    func traits(_ value: UInt32) -> UInt8 {
        Self.traits(value, table: traitTable)
    }

    /// `traits` with the workspace's BMP table passed in (for code that must not read `self`).
    static func traits(_ value: UInt32, table: [UInt8]) -> UInt8 {
        table.withUnsafeBufferPointer { traits(value, table: $0) }
    }

    /// `traits` through a pointer to the workspace's BMP table (for loops that read it per
    /// character without touching the array's reference count).
    @inline(__always)
    static func traits(_ value: UInt32, table: UnsafeBufferPointer<UInt8>) -> UInt8 {
        if value < 0x10000 { return table[Int(value)] }
        return CharacterTraits.traits(value)
    }

    /// Loads `text` and sizes every per-scalar buffer for it.
    /// Loads a text given as valid UTF-8 (a `String`'s own storage, or bytes copied from one).
    mutating func load(_ utf8: UnsafeBufferPointer<UInt8>) {
        scalars.removeAll(keepingCapacity: true)
        // Decoding the bytes here (they are always valid) is several times cheaper than
        // appending scalar by scalar through a string's view.
        mayHaveHardBreaks = Self.decode(utf8, into: &scalars)
        let count = scalars.count
        Self.ensureCount(&faceIndices, count, 0)
        Self.ensureCount(&glyphs, count, 0)
        Self.ensureCount(&scripts, count, HB_SCRIPT_COMMON)
        Self.ensureCount(&advances, count, 0)
        Self.ensureCount(&prefixWidths, count + 1, 0)
        runs.removeAll(keepingCapacity: true)
        hasBreakOpportunities = false
    }

    /// Appends the scalars of valid UTF-8 (a `String`'s own storage) to `scalars`; returns
    /// whether any of them may be a hard line break (`isHardBreak`).
    private static func decode(_ utf8: UnsafeBufferPointer<UInt8>, into scalars: inout [UInt32]) -> Bool {
        if let hardBreak = widenASCII(utf8, into: &scalars) { return hardBreak }
        scalars.reserveCapacity(utf8.count)
        var index = 0
        let count = utf8.count
        var hardBreak = false
        while index < count {
            let lead = UInt32(utf8[index])
            if lead < 0x80 {
                scalars.append(lead)
                // LF, VT, FF and CR are the hard breaks below U+0080.
                hardBreak = hardBreak || (lead &- 0x0A) < 4
                index += 1
                continue
            }
            // Lead byte: 110xxxxx, 1110xxxx or 11110xxx; the string guarantees the rest.
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            guard index + length <= count else { return true }
            var value = lead & (0x7F >> UInt32(length))
            for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
            scalars.append(value)
            hardBreak = hardBreak || isHardBreak(value)
            index += length
        }
        return hardBreak
    }

    /// `decode` of text that is all ASCII (most of it), eight bytes at a time; nil, with
    /// `scalars` untouched, when a byte is not ASCII.
    private static func widenASCII(_ utf8: UnsafeBufferPointer<UInt8>, into scalars: inout [UInt32]) -> Bool? {
        guard let base = utf8.baseAddress else { return false }
        let count = utf8.count
        let whole = count & ~7
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var union: UInt64 = 0
        // Whether a byte may be below 0x20 (LF, VT, FF and CR, the hard breaks below U+0080,
        // are): for bytes below 0x80, the word minus 0x20 in every byte, less the word's own
        // high bits, sets the high bit of every byte below 0x20 (a borrow may also mark a byte
        // above one; the exact scan below sorts that out).
        var controls: UInt64 = 0
        var offset = 0
        while offset < whole {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            union |= word
            controls |= (word &- 0x2020_2020_2020_2020) & ~word
            offset += 8
        }
        var tail: UInt8 = 0
        var tailControls = false
        for index in whole..<count {
            tail |= utf8[index]
            tailControls = tailControls || utf8[index] < 0x20
        }
        guard union & highBits == 0, tail < 0x80 else { return nil }
        resize(&scalars, count, 0)
        scalars.withUnsafeMutableBufferPointer { scalars in
            for index in 0..<count { scalars[index] = UInt32(base[index]) }
        }
        guard controls & highBits != 0 || tailControls else { return false }
        // A control character: look for the hard breaks themselves.
        var hardBreak = false
        for byte in utf8 { hardBreak = hardBreak || (byte &- 0x0A) < 4 }
        return hardBreak
    }

    /// The scalars with `CharacterTraits.hardBreak` (UAX #14's mandatory breaks: LF, VT, FF,
    /// CR, NEL, LS, PS); `GraphemeBoundaryTests` checks this against the trait table.
    @inline(__always)
    static func isHardBreak(_ value: UInt32) -> Bool {
        (value &- 0x0A) < 4 || value == 0x85 || value == 0x2028 || value == 0x2029
    }

    /// Makes `array` hold at least `count` elements, in place. The per-scalar buffers other than
    /// `scalars` (whose count is the text's length) are read only below the text's length, and
    /// every place there is written before it is read (as with buffers sized exactly, whose
    /// kept elements also hold the previous text's values), so they only ever grow: a text
    /// shorter than the last no longer pays for shrinking them and growing them back.
    @inline(__always)
    static func ensureCount<Element>(_ array: inout [Element], _ count: Int, _ filler: Element) {
        if array.count < count { array.append(contentsOf: repeatElement(filler, count: count - array.count)) }
    }

    /// Makes `array` hold exactly `count` elements, in place (the workspace owns it alone).
    static func resize<Element>(_ array: inout [Element], _ count: Int, _ filler: Element) {
        if array.count > count {
            array.removeLast(array.count - count)
        } else if array.count < count {
            array.append(contentsOf: repeatElement(filler, count: count - array.count))
        }
    }

    /// Finds the UAX #14 break opportunities of the whole text once (only texts that need
    /// wrapping ever get here). Without ICU every position between scalars would do; with it
    /// that never happens, but a refusal must not crash: the text then breaks only at spaces.
    mutating func findBreakOpportunities() {
        if hasBreakOpportunities { return }
        hasBreakOpportunities = true
        let count = scalars.count
        Self.resize(&isBreakOpportunity, count + 1, false)
        for index in 0...count { isBreakOpportunity[index] = false }
        // Text made of the common classes (Latin, digits, Han, the usual punctuation, emoji)
        // needs no ICU (nor the UTF-16 copy); the finder declines anything else, leaving marks
        // that are cleared before ICU's turn.
        let breakClassTable = breakClassTable
        let common = CommonLineBreaks.matchesInstalledICU && scalars.withUnsafeBufferPointer { text in
            isBreakOpportunity.withUnsafeMutableBufferPointer { CommonLineBreaks.find(text, into: $0, table: breakClassTable) }
        }
        if common { return }
        for index in 0...count { isBreakOpportunity[index] = false }
        utf16.removeAll(keepingCapacity: true)
        utf16Offsets.removeAll(keepingCapacity: true)
        var needsMapping = false
        for (index, value) in scalars.enumerated() {
            if value < 0x10000 {
                utf16.append(UInt16(value))
                utf16Offsets.append(Int32(index))
            } else {
                needsMapping = true
                let shifted = value - 0x10000
                utf16.append(UInt16(0xD800 + (shifted >> 10)))
                utf16.append(UInt16(0xDC00 + (shifted & 0x3FF)))
                utf16Offsets.append(Int32(index))
                utf16Offsets.append(Int32(index))
            }
        }
        utf16Offsets.append(Int32(count))
        breakOpportunities.removeAll(keepingCapacity: true)
        let found = utf16.withUnsafeBufferPointer { lineBreaker.opportunities(in: $0, into: &breakOpportunities) }
        if !found {
            breakOpportunities.removeAll(keepingCapacity: true)
            for index in 1..<max(count, 1) where traits(scalars[index - 1]) & CharacterTraits.whiteSpace != 0 {
                breakOpportunities.append(Int32(index))
            }
            breakOpportunities.append(Int32(count))
        }
        for offset in breakOpportunities {
            let scalarOffset = needsMapping && found ? Int(utf16Offsets[Int(offset)]) : Int(offset)
            isBreakOpportunity[scalarOffset] = true
        }
    }
}

/// A HarfBuzz buffer, owned (and destroyed) by one workspace.
final class ShapingBuffer {
    let buffer: OpaquePointer

    init?() {
        guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else { return nil }
        self.buffer = buffer
    }

    deinit { hb_buffer_destroy(buffer) }
}
