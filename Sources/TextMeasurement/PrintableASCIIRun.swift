import CHarfBuzz

/// What fast mode needs of one face to set a paragraph of printable ASCII (U+0020...U+007E)
/// in Latin from small dense tables: each character's glyph, whether the tables may set it,
/// and the Latin pair kerning between any two of them. Built once per face.
///
/// Invariant: for characters `a`, `b` of the range with `isSettable(a)`, `glyph(a)` is the
/// face's glyph, the glyph is table-safe in Latin and needs no shaping, and `kerning(a, b)` is
/// `PairKerningTable.adjustment(glyph(a), glyph(b))` of the face's Latin plan. Nil (no table)
/// when the face lacks a space or kerns Latin in a way only HarfBuzz reproduces.
struct PrintableASCIITable: Sendable {
    static let first: UInt32 = 0x20
    static let count = 95

    /// By character (scalar - `first`): its glyph, 0 when the tables cannot set it (the face
    /// lacks it, or shaping could change it).
    let glyphs: [UInt32]
    /// `count` x `count` kerning in font units (first character's row), empty when the face
    /// does not kern Latin.
    let kerning: [Int16]

    init?(glyph: (UInt32) -> UInt32, isTableSafe: (UInt32) -> Bool, latinKerning: FontFace.KerningPlan) {
        guard glyph(0x20) != 0 else { return nil }
        let pairs: PairKerningTable?
        switch latinKerning {
        case .none: pairs = nil
        case .table(let table): pairs = table
        case .shapingOnly: return nil
        }
        let glyphs = (0..<UInt32(Self.count)).map { offset -> UInt32 in
            let scalar = Self.first + offset
            let found = glyph(scalar)
            guard found != 0, isTableSafe(found), CharacterTraits.traits(scalar) & CharacterTraits.needsShaping == 0 else { return 0 }
            return found
        }
        self.glyphs = glyphs
        guard let pairs, !pairs.isEmpty else {
            kerning = []
            return
        }
        var kerning = [Int16](repeating: 0, count: Self.count * Self.count)
        for a in 0..<Self.count where glyphs[a] != 0 {
            for b in 0..<Self.count where glyphs[b] != 0 {
                kerning[a * Self.count + b] = Int16(truncatingIfNeeded: pairs.adjustment(glyphs[a], glyphs[b]))
            }
        }
        self.kerning = kerning
    }
}

extension MeasurementWorkspace {
    /// Fast mode's common case in one pass: a paragraph of printable ASCII with a letter, every
    /// character of which the first face sets from its tables. It does what `itemize` and
    /// `computeAdvances` would: one Latin run in face 0 (the general rules give exactly that:
    /// each character chooses face 0 and resolves to Latin with the letter), each advance the
    /// sized table advance plus the scaled kerning with the next character, the run marked
    /// table-set. `PrintableASCIIRunTests` checks it against that path on random paragraphs.
    ///
    /// Returns false, having written nothing that the general path does not overwrite, for any
    /// other paragraph (and in exact mode).
    mutating func analysePrintableASCII(_ range: Range<Int>, _ request: LayoutRequest) -> Bool {
        guard request.mode == .fast, let face = request.faces.first, let table = face.printableASCII else { return false }
        let size = request.size
        let sizedAdvances = self.sizedAdvances(face, size: size)
        let units = LayoutUnits(size: size, unitsPerEm: face.metrics.unitsPerEm)
        let count = PrintableASCIITable.count
        let set: Bool = scalars.withUnsafeBufferPointer { scalars in
            glyphs.withUnsafeMutableBufferPointer { glyphs in
                advances.withUnsafeMutableBufferPointer { advances in
                    table.glyphs.withUnsafeBufferPointer { tableGlyphs in
                        table.kerning.withUnsafeBufferPointer { kerning in
                            sizedAdvances.withUnsafeBufferPointer { sized in
                                var hasLetter = false
                                let last = range.upperBound - 1
                                for index in range {
                                    let offset = Int(scalars[index] &- PrintableASCIITable.first)
                                    guard offset >= 0, offset < count else { return false }
                                    let glyph = tableGlyphs[offset]
                                    guard glyph != 0, Int(glyph) < sized.count else { return false }
                                    glyphs[index] = glyph
                                    hasLetter = hasLetter || CommonLineBreaks.isASCIILetter(scalars[index])
                                    var advance = sized[Int(glyph)]
                                    if !kerning.isEmpty, index < last {
                                        // A next character outside the range ends the paragraph's
                                        // pass at its own turn, so any value here is dropped.
                                        let next = Int(scalars[index + 1] &- PrintableASCIITable.first)
                                        if next >= 0, next < count {
                                            let adjustment = kerning[offset * count + next]
                                            if adjustment != 0 { advance += units.scaled(Int32(adjustment)) }
                                        }
                                    }
                                    advances[index] = advance
                                }
                                return hasLetter
                            }
                        }
                    }
                }
            }
        }
        guard set else { return false }
        faceIndices.withUnsafeMutableBufferPointer { faceIndices in
            for index in range { faceIndices[index] = 0 }
        }
        scripts.withUnsafeMutableBufferPointer { scripts in
            for index in range { scripts[index] = HB_SCRIPT_LATIN }
        }
        runs.append(TextRun(range: range, face: 0, script: HB_SCRIPT_LATIN, isTableSet: true))
        return true
    }
}
