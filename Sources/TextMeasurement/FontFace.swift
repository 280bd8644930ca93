import CHarfBuzz

/// One loaded font face: its HarfBuzz objects for exact shaping, and the tables fast mode reads
/// (character -> glyph, glyph -> advance, pair kerning per script), all built once at load.
///
/// Immutable after `init`; the HarfBuzz font is made immutable too, and HarfBuzz allows
/// shaping with one font from many threads at once, which is why this is `Sendable`.
public final class FontFace: @unchecked Sendable {
    public let file: FontFile
    public let familyName: String
    /// The face's own `hhea` metrics; `unitsPerEm` scales its advances.
    public let metrics: VerticalMetrics
    /// The metrics that set a line's height and baseline (`LineHeightRule`): the face's own,
    /// or UIKit's system font's when the face stands in for it.
    public let lineMetrics: VerticalMetrics
    public let glyphCount: Int
    /// The face's own weight class (`OS/2` usWeightClass: 100 ... 900) and slant.
    public let weightClass: Int
    public let isItalic: Bool
    /// The extra advances of this face's glyphs: those that make it the SF stand-in, or its file's
    /// tracking (`FontFile.tracking`); nil for every other face.
    let standIn: StandInAdvances?
    /// OpenType features switched off when this face is shaped (and so left out of the fast
    /// path's analysis): the stand-in turns off Inter's `calt`, which touches almost every
    /// letter (Datasets/fonts/features.md measures what it changes in advances).
    let disabledFeatures: [OpenTypeTag]
    /// `disabledFeatures` as HarfBuzz's feature settings, for `hb_shape`.
    let shapingFeatures: [hb_feature_t]

    let harfBuzzFace: OpaquePointer
    let harfBuzzFont: OpaquePointer
    /// Glyph of every BMP character (0: the face lacks it).
    private let basicPlaneGlyphs: [UInt16]
    /// Advance width of every glyph, in design units.
    let advances: [Int32]
    /// Per glyph, one bit per `ScriptClass` whose default shaping features could change the
    /// glyph or its advance (substitution, mark zeroing, non-kerning positioning): such
    /// glyphs are shaped by HarfBuzz even in fast mode.
    private let shapingSensitive: [UInt8]
    /// Per `ScriptClass`, how HarfBuzz kerns runs of that script in this face.
    let kerning: [KerningPlan]
    /// Fast mode's tables for paragraphs of printable ASCII in Latin (`analysePrintableASCII`).
    let printableASCII: PrintableASCIITable?
    /// The same for a paragraph of printable ASCII without a letter (prices, times, counts),
    /// which resolves to the Common script: that script's kerning and table-safe glyphs.
    let printableASCIICommon: PrintableASCIITable?
    /// The widest ink box of a hexadecimal digit (font units), for `MissingGlyphBox`.
    let widestHexDigit: Int32

    /// How a run of one script gets kerned: not at all, from a table fast mode can read, or in a
    /// way only HarfBuzz reproduces.
    enum KerningPlan: Sendable {
        case none
        case table(PairKerningTable)
        case shapingOnly
    }

    /// `standIn`: the weight, release and Display file when this face is the system font's stand-in.
    init(file: FontFile, summary: FreeTypeLibrary.FaceSummary,
         standIn: (weight: FontWeight, release: SystemFontRelease, display: FontFile)? = nil) throws(TextMeasurementError) {
        guard let blob = hb_blob_create_from_file_or_fail(file.path) else {
            throw .unreadableFont(path: file.path, reason: "cannot read the file")
        }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(file.faceIndex)), hb_face_get_glyph_count(face) > 0 else {
            throw .unreadableFont(path: file.path, reason: "HarfBuzz found no glyphs in face \(file.faceIndex)")
        }
        guard let font = hb_font_create(face) else {
            hb_face_destroy(face)
            throw .unreadableFont(path: file.path, reason: "HarfBuzz could not create a font")
        }
        // Positions in design units: exact integers, scaled to points by the caller.
        let unitsPerEm = Int32(summary.metrics.unitsPerEm)
        hb_font_set_scale(font, unitsPerEm, unitsPerEm)
        hb_font_make_immutable(font)
        hb_face_make_immutable(face)
        self.file = file
        familyName = summary.familyName
        weightClass = summary.weightClass
        isItalic = summary.isItalic
        metrics = summary.metrics
        lineMetrics = standIn == nil ? summary.metrics : SystemFontModel.lineMetrics
        disabledFeatures = standIn == nil ? [] : [.contextualAlternates]
        shapingFeatures = disabledFeatures.map {
            hb_feature_t(tag: $0.rawValue, value: 0, start: 0, end: UInt32.max)  // UInt32.max: HarfBuzz's global end
        }
        harfBuzzFace = face
        harfBuzzFont = font
        let glyphCount = Int(hb_face_get_glyph_count(face))
        self.glyphCount = glyphCount
        let basicPlaneGlyphs = Self.readBasicPlaneGlyphs(font)
        self.basicPlaneGlyphs = basicPlaneGlyphs
        widestHexDigit = MissingGlyphBox.widestHexDigit(font: font, glyphs: basicPlaneGlyphs)
        let advances = Self.readAdvances(font, glyphCount: glyphCount)
        self.advances = advances
        if let standIn {
            do {
                self.standIn = try StandInAdvances(weight: standIn.weight, release: standIn.release, display: standIn.display,
                                                   textGlyphs: basicPlaneGlyphs, textAdvances: advances,
                                                   textUnitsPerEm: summary.metrics.unitsPerEm)
            } catch {
                hb_font_destroy(font)
                hb_face_destroy(face)
                throw error
            }
        } else if file.tracking != 0 {
            self.standIn = StandInAdvances(tracking: file.tracking, glyphCount: glyphCount)
        } else {
            self.standIn = nil
        }
        let layout = OpenTypeLayoutQuery(face: face, glyphCount: glyphCount, disabledFeatures: disabledFeatures,
                                         plainGlyphs: Self.plainGlyphs(font, face: face, glyphCount: glyphCount),
                                         squareGlyphs: Self.commonGlyphs(basicPlaneGlyphs))
        let shapingSensitive = layout.shapingSensitiveGlyphs()
        self.shapingSensitive = shapingSensitive
        var plans: [[UInt32]: KerningPlan] = [:]
        let kerning = ScriptClass.allCases.map { layout.kerningPlan(for: $0, built: &plans) }
        self.kerning = kerning
        printableASCII = PrintableASCIITable(glyph: { UInt32(basicPlaneGlyphs[Int($0)]) },
                                             isTableSafe: { shapingSensitive[Int($0)] & ScriptClass.latin.flag == 0 },
                                             kerning: kerning[ScriptClass.latin.rawValue])
        printableASCIICommon = PrintableASCIITable(glyph: { UInt32(basicPlaneGlyphs[Int($0)]) },
                                                   isTableSafe: { shapingSensitive[Int($0)] & ScriptClass.common.flag == 0 },
                                                   kerning: kerning[ScriptClass.common.rawValue])
    }

    deinit {
        hb_font_destroy(harfBuzzFont)
        hb_face_destroy(harfBuzzFace)
    }

    /// The glyph for `scalar` (0: the face has none).
    @inline(__always)
    func glyph(for scalar: UInt32) -> UInt32 {
        if scalar < 0x10000 { return UInt32(basicPlaneGlyphs[Int(scalar)]) }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(harfBuzzFont, scalar, &glyph) != 0 ? glyph : 0
    }

    /// Whether the face has a glyph of its own for `scalar`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        glyph(for: scalar.value) != 0
    }

    /// Whether fast mode may take `glyph`'s advance from the table in a run of `script`.
    @inline(__always)
    func isTableSafe(_ glyph: UInt32, in script: ScriptClass) -> Bool {
        shapingSensitive[Int(glyph)] & script.flag == 0
    }

    /// The advance of `scalar` alone, in points at `size` (0 when the face lacks it).
    public func advance(of scalar: Unicode.Scalar, size: Double) -> Double {
        Double(advances[Int(glyph(for: scalar.value))]) * size / Double(metrics.unitsPerEm)
    }

    private static func readBasicPlaneGlyphs(_ font: OpaquePointer) -> [UInt16] {
        var glyphs = [UInt16](repeating: 0, count: 0x10000)
        for scalar in 0..<UInt32(0x10000) where !(0xD800...0xDFFF).contains(scalar) {
            var glyph: hb_codepoint_t = 0
            if hb_font_get_nominal_glyph(font, scalar, &glyph) != 0, glyph <= UInt32(UInt16.max) {
                glyphs[Int(scalar)] = UInt16(glyph)
            }
        }
        return glyphs
    }

    /// The glyphs of the commonest characters of Latin text, commonest first: printable ASCII,
    /// typographic quotes, dashes and the ellipsis, then Latin-1's letters (the kerning tables'
    /// dense square takes as many as it holds).
    private static func commonGlyphs(_ basicPlaneGlyphs: [UInt16]) -> [UInt32] {
        let scalars = Array(0x20...0x7E) + [0x2018, 0x2019, 0x201C, 0x201D, 0x2013, 0x2014, 0x2026, 0xA0] + Array(0xC0...0xFF)
        return scalars.map { UInt32(basicPlaneGlyphs[$0]) }.filter { $0 != 0 }
    }

    /// Per glyph, the `ScriptClass` bits of the runs it can occur in from the tables: bit `s` when
    /// some character without `CharacterTraits.needsShaping` maps to it and can stand in a run of
    /// script class `s`. Runs are cut where the resolved script changes (`ScriptResolver`), so a
    /// character of a script of its own stands only in runs of that script, and one of no script
    /// of its own (Common, Inherited, Unknown) in a run of any; characters of scripts without a
    /// class (Hangul, Arabic, ...) are always shaped, so give no bit.
    private static func plainGlyphs(_ font: OpaquePointer, face: OpaquePointer, glyphCount: Int) -> [UInt8] {
        var plain = [UInt8](repeating: 0, count: glyphCount)
        guard let unicodes = hb_set_create() else { return plain }
        defer { hb_set_destroy(unicodes) }
        hb_face_collect_unicodes(face, unicodes)
        let everyClass = ScriptClass.allCases.reduce(UInt8(0)) { $0 | $1.flag }
        var scalar = UInt32.max  // HB_SET_VALUE_INVALID: start of iteration
        while hb_set_next(unicodes, &scalar) != 0 {
            var glyph: hb_codepoint_t = 0
            guard CharacterTraits.traits(scalar) & CharacterTraits.needsShaping == 0,
                  hb_font_get_nominal_glyph(font, scalar, &glyph) != 0, Int(glyph) < glyphCount else { continue }
            // `ScriptClass`'s own reading of a script: Common, Inherited and Unknown are `.common`.
            switch ScriptClass(ScriptResolver.script(of: scalar)) {
            case .common?: plain[Int(glyph)] |= everyClass
            case let scriptClass?: plain[Int(glyph)] |= scriptClass.flag
            case nil: break
            }
        }
        return plain
    }

    private static func readAdvances(_ font: OpaquePointer, glyphCount: Int) -> [Int32] {
        let glyphs = (0..<UInt32(glyphCount)).map { $0 }
        var advances = [Int32](repeating: 0, count: glyphCount)
        glyphs.withUnsafeBufferPointer { glyphBuffer in
            advances.withUnsafeMutableBufferPointer { advanceBuffer in
                guard let first = glyphBuffer.baseAddress, let out = advanceBuffer.baseAddress else { return }
                hb_font_get_glyph_h_advances(font, UInt32(glyphCount), first, UInt32(MemoryLayout<UInt32>.stride),
                                             out, UInt32(MemoryLayout<Int32>.stride))
            }
        }
        return advances
    }
}
