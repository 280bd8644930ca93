import CHarfBuzz

/// What fast mode needs of one face to set a paragraph of printable ASCII (U+0020...U+007E)
/// in Latin from small dense tables: each character's glyph, whether the tables may set it,
/// and the Latin pair kerning between any two of them. Built once per face.
///
/// Invariant: for characters `a`, `b` of the range with `isSettable(a)`, `glyph(a)` is the
/// face's glyph, the glyph is table-safe in Latin and needs no shaping, and `kerning(a, b)` is
/// `PairKerningTable.adjustment(glyph(a), glyph(b))` of the face's Latin plan. Nil (no table)
/// when the face lacks a space or kerns Latin in a way only HarfBuzz reproduces.
///
/// A class owning its tables' memory, so that the one pass reads them through plain pointers:
/// a struct of arrays would be copied out of the face (shared by every thread) on each
/// paragraph, with a reference count change per array.
final class PrintableASCIITable: Sendable {
    static let first: UInt32 = 0x20
    static let count = 95

    /// By character (scalar - `first`): its glyph, 0 when the tables cannot set it (the face
    /// lacks it, or shaping could change it).
    nonisolated(unsafe) let glyphs: UnsafeMutableBufferPointer<UInt32>
    /// `count` x `count` kerning in font units (first character's row); zeros when the face
    /// does not kern Latin, so that the pass adds a pair's kerning without asking.
    nonisolated(unsafe) let kerning: UnsafeMutableBufferPointer<Int16>

    init?(glyph: (UInt32) -> UInt32, isTableSafe: (UInt32) -> Bool, latinKerning: FontFace.KerningPlan) {
        guard glyph(0x20) != 0 else { return nil }
        let pairs: PairKerningTable?
        switch latinKerning {
        case .none: pairs = nil
        case .table(let table): pairs = table
        case .shapingOnly: return nil
        }
        let glyphs = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: Self.count)
        for offset in 0..<Self.count {
            let scalar = Self.first + UInt32(offset)
            let found = glyph(scalar)
            let settable = found != 0 && isTableSafe(found) && CharacterTraits.traits(scalar) & CharacterTraits.needsShaping == 0
            glyphs[offset] = settable ? found : 0
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
        self.kerning = kerning
    }

    deinit {
        glyphs.deallocate()
        kerning.deallocate()
    }
}

/// A face's printable-ASCII tables at one size, read through pointers: the glyph of each
/// character and its advance in layout units, the one formula of the table path (the sized
/// table advance plus the scaled kerning with the next character) for every loop that sets
/// printable ASCII without itemizing it (`analysePrintableASCII`, `printableASCIILine`).
struct PrintableASCIIAdvances {
    let glyphs: UnsafeBufferPointer<UInt32>
    let kerning: UnsafeBufferPointer<Int16>
    let sized: UnsafeBufferPointer<Int32>
    let units: LayoutUnits

    /// Valid while `table` and `sized` are (the caller keeps them alive).
    init(_ table: PrintableASCIITable, sized: UnsafeBufferPointer<Int32>, units: LayoutUnits) {
        glyphs = UnsafeBufferPointer(table.glyphs)
        kerning = UnsafeBufferPointer(table.kerning)
        self.sized = sized
        self.units = units
    }

    /// The character's index in the tables; nil outside U+0020...U+007E.
    @inline(__always)
    static func offset(_ scalar: UInt32) -> Int? {
        let offset = scalar &- PrintableASCIITable.first
        return offset < UInt32(PrintableASCIITable.count) ? Int(offset) : nil
    }

    /// The character's glyph; 0 when the tables cannot set it (nor when the sized advances
    /// lack the glyph).
    @inline(__always)
    func glyph(_ offset: Int) -> UInt32 {
        let glyph = glyphs[offset]
        return Int(glyph) < sized.count ? glyph : 0
    }

    /// The advance of a settable character followed by `next` (nil at the paragraph's end, which
    /// kerns with nothing). A next character outside the table ends the caller's loop at its
    /// own turn, so the clamped value read for it is dropped.
    @inline(__always)
    func advance(_ glyph: UInt32, _ offset: Int, next: UInt32?) -> Int32 {
        let count = PrintableASCIITable.count
        guard let next else { return sized[Int(glyph)] }
        let column = min(Int(next &- PrintableASCIITable.first), count - 1)
        return sized[Int(glyph)] &+ units.scaled(Int32(kerning[offset &* count &+ column]))
    }
}

extension MeasurementWorkspace {
    /// Fast mode's common case in one pass: a paragraph of printable ASCII with a letter, every
    /// character of which the first face sets from its tables. It does what `itemize` and
    /// `computeAdvances` would: one Latin run in face 0 (the general rules give exactly that:
    /// each character chooses face 0 and resolves to Latin with the letter), each advance the
    /// sized table advance plus the scaled kerning with the next character, the run marked
    /// table-set. In the same loop it writes the paragraph's prefix widths (`sumPrefixWidths`)
    /// and, with `markingBreaks` when the paragraph is the whole text, its break opportunities
    /// (`findBreakOpportunities`, through `CommonLineBreaks.Scanner`), unless the scanner
    /// leaves them to ICU. `PrintableASCIIRunTests` checks all three against the general path
    /// on random paragraphs.
    ///
    /// Returns false, having written nothing that the general path does not overwrite, for any
    /// other paragraph (and in exact mode).
    mutating func analysePrintableASCII(_ range: Range<Int>, _ request: LayoutRequest, markingBreaks: Bool = false) -> Bool {
        guard request.mode == .fast, let face = request.faces.first, let table = face.printableASCII else { return false }
        let sizedAdvances = self.sizedAdvances(face, size: request.size)
        let units = LayoutUnits(size: request.size, unitsPerEm: face.metrics.unitsPerEm)
        // Marks are made only for a text of one paragraph: `isBreakOpportunity` covers the text.
        let marking = markingBreaks && range == 0..<scalars.count && CommonLineBreaks.matchesInstalledICU
        if marking { Self.ensureCount(&isBreakOpportunity, scalars.count + 1, false) }
        let breaks = printableASCIIBreaks
        let outcome: (set: Bool, marked: Bool) = withExtendedLifetime(table) {
            scalars.withUnsafeBufferPointer { scalars in
                glyphs.withUnsafeMutableBufferPointer { glyphs in
                    advances.withUnsafeMutableBufferPointer { advances in
                        prefixWidths.withUnsafeMutableBufferPointer { prefixWidths in
                            isBreakOpportunity.withUnsafeMutableBufferPointer { marks in
                                sizedAdvances.withUnsafeBufferPointer { sized in
                                    let pass = Pass(advances: PrintableASCIIAdvances(table, sized: sized, units: units), columns: breaks.columns,
                                                    columnCount: breaks.columnCount, steps: breaks.steps)
                                    return pass.run(range, scalars, glyphs: glyphs, advances: advances,
                                                    prefixWidths: prefixWidths, marks: marking ? marks : nil)
                                }
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
        runs.append(TextRun(range: range, face: 0, script: HB_SCRIPT_LATIN, isTableSet: true))
        return true
    }

    /// The loop of `analysePrintableASCII` over one paragraph, with the face's tables and the
    /// break table at hand. Its steps are branch-free but for leaving a paragraph the path does
    /// not take: feed and chat paragraphs change class every few characters.
    private struct Pass {
        let advances: PrintableASCIIAdvances
        let columns: UnsafeBufferPointer<UInt8>
        let columnCount: Int
        let steps: UnsafeBufferPointer<UInt32>

        /// Whether the paragraph is the path's (see `analysePrintableASCII`), and whether
        /// `marks` (when given) now hold its break opportunities.
        func run(_ range: Range<Int>, _ scalars: UnsafeBufferPointer<UInt32>, glyphs: UnsafeMutableBufferPointer<UInt32>,
                 advances: UnsafeMutableBufferPointer<Int32>, prefixWidths: UnsafeMutableBufferPointer<Int>,
                 marks: UnsafeMutableBufferPointer<Bool>?) -> (set: Bool, marked: Bool) {
            var letters: UInt32 = 0
            let last = range.upperBound - 1
            var prefix = 0
            var state = PrintableASCIIBreaks.start
            prefixWidths[range.lowerBound] = 0
            for index in range {
                let scalar = scalars[index]
                guard let offset = PrintableASCIIAdvances.offset(scalar) else { return (false, false) }
                let glyph = self.advances.glyph(offset)
                guard glyph != 0 else { return (false, false) }
                glyphs[index] = glyph
                letters |= CommonLineBreaks.isASCIILetter(scalar) ? 1 : 0
                let advance = self.advances.advance(glyph, offset, next: index < last ? scalars[index + 1] : nil)
                advances[index] = advance
                prefix &+= Int(advance)
                prefixWidths[index + 1] = prefix
                if let marks {
                    let step = steps[Int(state) &* columnCount &+ Int(columns[offset])]
                    marks[index] = step & 1 != 0
                    state = step >> 1
                }
            }
            guard letters != 0 else { return (false, false) }
            guard let marks, state != PrintableASCIIBreaks.declined else { return (true, false) }
            marks[range.upperBound] = true
            return (true, true)
        }
    }
}
