import CHarfBuzz

/// What fast mode needs of one face to set a paragraph of printable ASCII (U+0020...U+007E)
/// in Latin from small dense tables: each character's glyph, whether a word holding it must be
/// shaped, and the Latin pair kerning between any two of them. Built once per face.
///
/// Invariant: for characters `a`, `b` of the range with `glyphs[a] != 0`, `glyphs[a]` is the
/// face's glyph and the character needs no shaping trait; `shapedInWords[a]` says whether the
/// glyph is not table-safe in Latin (a ligature may start with it: "f" in Nimbus Sans and
/// DejaVu), so that the general path shapes each word holding it
/// (`shapeUnsafeWords`); and `kerning(a, b)` is `PairKerningTable.adjustment(glyphs[a],
/// glyphs[b])` of the face's Latin plan. Nil (no table) when the face lacks a space or kerns
/// Latin in a way only HarfBuzz reproduces.
///
/// A class owning its tables' memory, so that the one pass reads them through plain pointers:
/// a struct of arrays would be copied out of the face (shared by every thread) on each
/// paragraph, with a reference count change per array.
final class PrintableASCIITable: Sendable {
    static let first: UInt32 = 0x20
    static let count = 95

    /// By character (scalar - `first`): its glyph, 0 when the tables cannot set it at all (the
    /// face lacks it, or the character needs shaping).
    nonisolated(unsafe) let glyphs: UnsafeMutableBufferPointer<UInt32>
    /// By character: whether shaping may change its glyph (a word holding it is shaped).
    nonisolated(unsafe) let shapedInWords: UnsafeMutableBufferPointer<Bool>
    /// `count` x `count` kerning in font units (first character's row); zeros when the face
    /// does not kern Latin, so that the pass adds a pair's kerning without asking.
    nonisolated(unsafe) let kerning: UnsafeMutableBufferPointer<Int16>

    /// `isTableSafe` and `kerning`: those of the script the tables are for (Latin; Common for
    /// a paragraph without a letter, `FontFace.printableASCIICommon`).
    init?(glyph: (UInt32) -> UInt32, isTableSafe: (UInt32) -> Bool, kerning plan: FontFace.KerningPlan) {
        guard glyph(0x20) != 0 else { return nil }
        let pairs: PairKerningTable?
        switch plan {
        case .none: pairs = nil
        case .table(let table): pairs = table
        case .shapingOnly: return nil
        }
        let glyphs = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: Self.count)
        let shapedInWords = UnsafeMutableBufferPointer<Bool>.allocate(capacity: Self.count)
        for offset in 0..<Self.count {
            let scalar = Self.first + UInt32(offset)
            let found = glyph(scalar)
            let usable = found != 0 && CharacterTraits.traits(scalar) & CharacterTraits.needsShaping == 0
            glyphs[offset] = usable ? found : 0
            shapedInWords[offset] = usable && !isTableSafe(found)
        }
        let kerning = UnsafeMutableBufferPointer<Int16>.allocate(capacity: Self.count * Self.count)
        kerning.initialize(repeating: 0)
        if let pairs, !pairs.isEmpty {
            for a in 0..<Self.count where glyphs[a] != 0 {
                for b in 0..<Self.count where glyphs[b] != 0 {
                    kerning[a * Self.count + b] = Int16(truncatingIfNeeded: pairs.adjustment(glyphs[a], glyphs[b]))
                }
            }
        }
        self.glyphs = glyphs
        self.shapedInWords = shapedInWords
        self.kerning = kerning
    }

    deinit {
        glyphs.deallocate()
        shapedInWords.deallocate()
        kerning.deallocate()
    }
}

/// The script a paragraph of printable ASCII resolves to (`itemizePrintableASCII`): Latin when
/// it holds a letter, Common otherwise; each has its own tables (`FontFace.printableASCII`,
/// `printableASCIICommon`).
enum PrintableASCIIScript {
    case latin, common
}

/// A face's printable-ASCII advances at one size with the kerning already added: for each
/// settable character and each character after it (or the paragraph's end), the one formula of
/// the table path, the sized table advance plus the scaled kerning with the next character,
/// worked out once, so that the loops that set printable ASCII without itemizing it
/// (`analysePrintableASCII`, `printableASCIILine`) read one integer per character.
///
/// Invariant: for `a` with `glyphs[a] != 0`, `advances[a * columns + c]` is
/// `sized[glyphs[a]] &+ units.scaled(kerning(a, c))` for the 95 characters `c`, and
/// `sized[glyphs[a]]` in `endColumn`: the same integers the two steps add, so every width is
/// bit-identical to adding them per character (`PrintableASCIIRunTests`, `PrintableASCIILineTests`
/// compare with the general path). `glyphs` is the face's table with the glyphs the sized
/// advances lack taken out (0: the tables cannot set the character).
///
/// Made per face and size and kept beside that size's advances (`SizedGlyphAdvances`, keyed by
/// the face's identity and the size's bits: the whole input of the table). A class owning its
/// memory, read through plain pointers, for the reason `PrintableASCIITable` gives.
final class PrintableASCIIPairs: Sendable {
    /// Characters per row: the 95 of the range, then the paragraph's end.
    static let columns = PrintableASCIITable.count + 1
    static let endColumn = PrintableASCIITable.count

    nonisolated(unsafe) let glyphs: UnsafeMutableBufferPointer<UInt32>
    nonisolated(unsafe) let advances: UnsafeMutableBufferPointer<Int32>
    /// By character: `unsettable` when `glyphs` has none or a word holding it is shaped, with
    /// `letter` and `whiteSpace` from the character's traits, so that a pass that declines
    /// shaped words (`printableASCIIProfile`) reads one byte per character for all three.
    nonisolated(unsafe) let flags: UnsafeMutableBufferPointer<UInt8>
    static let unsettable: UInt8 = 1
    static let letter: UInt8 = 2
    static let whiteSpace: UInt8 = 4
    /// The face's table, whose `shapedInWords` the pass reads (kept alive by this object).
    let table: PrintableASCIITable

    init(_ table: PrintableASCIITable, sized: [Int32], units: LayoutUnits) {
        self.table = table
        let count = PrintableASCIITable.count
        glyphs = .allocate(capacity: count)
        advances = .allocate(capacity: count * Self.columns)
        advances.initialize(repeating: 0)
        flags = .allocate(capacity: count)
        flags.initialize(repeating: 0)
        for a in 0..<count {
            let glyph = table.glyphs[a]
            let settable = glyph != 0 && Int(glyph) < sized.count
            glyphs[a] = settable ? glyph : 0
            let scalar = PrintableASCIITable.first + UInt32(a)
            flags[a] = (settable && !table.shapedInWords[a] ? 0 : Self.unsettable)
                | (CommonLineBreaks.isASCIILetter(scalar) ? Self.letter : 0)
                | (CharacterTraits.traits(scalar) & CharacterTraits.whiteSpace != 0 ? Self.whiteSpace : 0)
            guard settable else { continue }
            let own = sized[Int(glyph)]
            for c in 0..<count { advances[a * Self.columns + c] = own &+ units.scaled(Int32(table.kerning[a * count + c])) }
            advances[a * Self.columns + Self.endColumn] = own
        }
    }

    deinit {
        glyphs.deallocate()
        advances.deallocate()
        flags.deallocate()
    }
}

/// A face's `PrintableASCIIPairs` at one size, read through pointers (valid while the caller
/// keeps the table alive).
struct PrintableASCIIAdvances {
    let glyphs: UnsafeBufferPointer<UInt32>
    let pairs: UnsafeBufferPointer<Int32>
    let shapedInWords: UnsafeBufferPointer<Bool>
    let flags: UnsafeBufferPointer<UInt8>

    init(_ table: PrintableASCIIPairs) {
        glyphs = UnsafeBufferPointer(table.glyphs)
        pairs = UnsafeBufferPointer(table.advances)
        shapedInWords = UnsafeBufferPointer(table.table.shapedInWords)
        flags = UnsafeBufferPointer(table.flags)
    }

    /// The character's index in the tables; nil outside U+0020...U+007E.
    @inline(__always)
    static func offset(_ scalar: UInt32) -> Int? {
        let offset = scalar &- PrintableASCIITable.first
        return offset < UInt32(PrintableASCIITable.count) ? Int(offset) : nil
    }

    /// The character's glyph; 0 when the tables cannot set it.
    @inline(__always)
    func glyph(_ offset: Int) -> UInt32 { glyphs[offset] }

    /// Whether a word holding the character is shaped (see `PrintableASCIITable`).
    @inline(__always)
    func isShapedInWords(_ offset: Int) -> Bool { shapedInWords[offset] }

    /// The advance of a settable character followed by `next` (nil at the paragraph's end, which
    /// kerns with nothing). A next character outside the table ends the caller's loop at its
    /// own turn, so the clamped value read for it is dropped.
    @inline(__always)
    func advance(_ offset: Int, next: UInt32?) -> Int32 {
        let column = next.map { min(Int($0 &- PrintableASCIITable.first), PrintableASCIITable.count - 1) } ?? PrintableASCIIPairs.endColumn
        return pairs[offset &* PrintableASCIIPairs.columns &+ column]
    }
}

extension MeasurementWorkspace {
    /// Fast mode's common case in one pass: a paragraph of printable ASCII with a letter, every
    /// character of which the first face has. It does what `itemize` and `computeAdvances`
    /// would: one Latin run in face 0 (the general rules give exactly that: each character
    /// chooses face 0 and resolves to Latin with the letter), each advance the sized table
    /// advance plus the scaled kerning with the next character; then, as the table path does,
    /// each word holding a character that shaping may change ("f" in Nimbus Sans' "fi") is
    /// shaped alone (`shapeUnsafeWords`), and the run is marked table-set only when none was.
    /// In the same loop it writes the paragraph's prefix widths (`sumPrefixWidths`; summed
    /// again after shaping) and, with `markingBreaks` when the paragraph is the whole text, its
    /// break opportunities (`findBreakOpportunities`, through `CommonLineBreaks.Scanner`),
    /// unless the scanner leaves them to ICU. `PrintableASCIIRunTests` checks all three against
    /// the general path on random paragraphs.
    ///
    /// Returns false, having written nothing that the general path does not overwrite, for any
    /// other paragraph (and in exact mode).
    mutating func analysePrintableASCII(_ range: Range<Int>, _ request: LayoutRequest, markingBreaks: Bool = false) -> Bool {
        guard request.mode == .fast, let face = request.faces.first, let table = printableASCIIPairs(face, size: request.size) else {
            return false
        }
        // Marks are made only for a text of one paragraph: `isBreakOpportunity` covers the text.
        let marking = markingBreaks && range == 0..<scalars.count && CommonLineBreaks.matchesInstalledICU
        if marking { Self.ensureCount(&isBreakOpportunity, scalars.count + 1, false) }
        let breaks = printableASCIIBreaks
        let outcome: (set: Bool, marked: Bool, shapesWords: Bool) = withExtendedLifetime(table) {
            scalars.withUnsafeBufferPointer { scalars in
                glyphs.withUnsafeMutableBufferPointer { glyphs in
                    advances.withUnsafeMutableBufferPointer { advances in
                        prefixWidths.withUnsafeMutableBufferPointer { prefixWidths in
                            isBreakOpportunity.withUnsafeMutableBufferPointer { marks in
                                let pass = Pass(advances: PrintableASCIIAdvances(table), breaks: breaks)
                                return pass.run(range, scalars, glyphs: glyphs, advances: advances,
                                                prefixWidths: prefixWidths, marks: marking ? marks : nil)
                            }
                        }
                    }
                }
            }
        }
        guard outcome.set else { return false }
        if outcome.marked { hasBreakOpportunities = true }
        faceIndices.withUnsafeMutableBufferPointer { faceIndices in
            for index in range { faceIndices[index] = 0 }
        }
        scripts.withUnsafeMutableBufferPointer { scripts in
            for index in range { scripts[index] = HB_SCRIPT_LATIN }
        }
        let run = TextRun(range: range, face: 0, script: HB_SCRIPT_LATIN, isTableSet: !outcome.shapesWords)
        if outcome.shapesWords {
            shapeUnsafeWords(run, from: range.lowerBound, face: face, script: .latin, size: request.size,
                             units: LayoutUnits(size: request.size, unitsPerEm: face.metrics.unitsPerEm), digitFace: face)
            sumPrefixWidths(of: range)
        }
        runs.append(run)
        return true
    }

    /// `prefixWidths` of one paragraph from its advances (as `sumPrefixWidths` makes them).
    private mutating func sumPrefixWidths(of paragraph: Range<Int>) {
        advances.withUnsafeBufferPointer { advances in
            prefixWidths.withUnsafeMutableBufferPointer { prefixWidths in
                prefixWidths[paragraph.lowerBound] = 0
                for index in paragraph { prefixWidths[index + 1] = prefixWidths[index] + Int(advances[index]) }
            }
        }
    }

    /// The loop of `analysePrintableASCII` over one paragraph, with the face's tables and the
    /// break table at hand. Its steps are branch-free but for leaving a paragraph the path does
    /// not take: feed and chat paragraphs change class every few characters.
    private struct Pass {
        let advances: PrintableASCIIAdvances
        let breaks: PrintableASCIIBreaks

        /// Whether the paragraph is the path's (see `analysePrintableASCII`), whether `marks`
        /// (when given) now hold its break opportunities, and whether a word of it must be shaped.
        func run(_ range: Range<Int>, _ scalars: UnsafeBufferPointer<UInt32>, glyphs: UnsafeMutableBufferPointer<UInt32>,
                 advances: UnsafeMutableBufferPointer<Int32>, prefixWidths: UnsafeMutableBufferPointer<Int>,
                 marks: UnsafeMutableBufferPointer<Bool>?) -> (set: Bool, marked: Bool, shapesWords: Bool) {
            var letters: UInt32 = 0
            var shapesWords: UInt8 = 0
            let last = range.upperBound - 1
            var prefix = 0
            var state = PrintableASCIIBreaks.start
            prefixWidths[range.lowerBound] = 0
            for index in range {
                let scalar = scalars[index]
                guard let offset = PrintableASCIIAdvances.offset(scalar) else { return (false, false, false) }
                let glyph = self.advances.glyph(offset)
                guard glyph != 0 else { return (false, false, false) }
                glyphs[index] = glyph
                shapesWords |= self.advances.isShapedInWords(offset) ? 1 : 0
                letters |= CommonLineBreaks.isASCIILetter(scalar) ? 1 : 0
                let advance = self.advances.advance(offset, next: index < last ? scalars[index + 1] : nil)
                advances[index] = advance
                prefix &+= Int(advance)
                prefixWidths[index + 1] = prefix
                if let marks {
                    let step = breaks.step(from: state, offset)
                    marks[index] = step & 1 != 0
                    state = step >> 1
                }
            }
            guard letters != 0 else { return (false, false, false) }
            guard let marks, state != breaks.declined else { return (true, false, shapesWords != 0) }
            marks[range.upperBound] = true
            return (true, true, shapesWords != 0)
        }
    }
}
