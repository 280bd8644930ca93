import CHarfBuzz

/// What turns one Inter Text face of one weight into the SF stand-in (`SystemFontModel`): per
/// glyph of the Text face, the Display design's difference and the fitted corrections (Text and
/// Display design) of the character the glyph stands for, from which `extraUnits` makes the
/// extra advance of every glyph at one size.
///
/// A glyph stands for the lowest BMP character the Text face's cmap maps to it; characters the
/// face lacks (glyph 0) get no extra, as the face does not draw them.
///
/// A face of another family made narrower or wider by a tracking (`FontFile.tracking`: Apple's
/// families measured with an open face of other widths) uses the same extra advances with only a
/// constant term: the tracking on every glyph but glyph 0.
final class StandInAdvances: Sendable {
    /// The system font's weight; nil for a tracking alone.
    let weight: FontWeight?
    /// The system font's release (its tracking below the Display design, and where that design starts).
    let release: SystemFontRelease
    /// 1/1000 em on every glyph, in place of the system font's terms (nil for the stand-in).
    private let tracking: Double?
    /// Per Text glyph, in em: Display advance / Display em − Text advance / Text em.
    private let displayDelta: [Double]
    /// Per Text glyph, in 1/1000 em: `SystemFontModel.correction` of its character in the Text
    /// design and in the Display design.
    private let textCorrection: [Double]
    private let displayCorrection: [Double]

    /// Reads the Display face's cmap and advances; `textGlyphs` and `textAdvances` are the Text
    /// face's (BMP character -> glyph, glyph -> advance in its design units).
    init(weight: FontWeight, release: SystemFontRelease, display: FontFile, textGlyphs: [UInt16], textAdvances: [Int32],
         textUnitsPerEm: Int) throws(TextMeasurementError) {
        guard let blob = hb_blob_create_from_file_or_fail(display.path) else {
            throw .unreadableFont(path: display.path, reason: "cannot read the file (the system font's Display design)")
        }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(display.faceIndex)), hb_face_get_glyph_count(face) > 0 else {
            throw .unreadableFont(path: display.path, reason: "HarfBuzz found no glyphs in face \(display.faceIndex)")
        }
        defer { hb_face_destroy(face) }
        let font = hb_font_create(face)
        defer { hb_font_destroy(font) }
        let displayUnitsPerEm = Double(hb_face_get_upem(face))
        hb_font_set_scale(font, Int32(hb_face_get_upem(face)), Int32(hb_face_get_upem(face)))
        var delta = [Double](repeating: 0, count: textAdvances.count)
        var textCorrection = [Double](repeating: 0, count: textAdvances.count)
        var displayCorrection = [Double](repeating: 0, count: textAdvances.count)
        var assigned = [Bool](repeating: false, count: textAdvances.count)
        assigned[0] = true
        for scalar in 0..<UInt32(0x10000) {
            let glyph = Int(textGlyphs[Int(scalar)])
            guard !assigned[glyph] else { continue }
            assigned[glyph] = true
            var displayGlyph: hb_codepoint_t = 0
            let displayAdvance = hb_font_get_nominal_glyph(font, scalar, &displayGlyph) != 0
                ? Double(hb_font_get_glyph_h_advance(font, displayGlyph)) : 0
            delta[glyph] = displayAdvance / displayUnitsPerEm - Double(textAdvances[glyph]) / Double(textUnitsPerEm)
            textCorrection[glyph] = SystemFontModel.correction(scalar, weight: weight, display: false)
            displayCorrection[glyph] = SystemFontModel.correction(scalar, weight: weight, display: true)
        }
        self.weight = weight
        self.release = release
        tracking = nil
        displayDelta = delta
        self.textCorrection = textCorrection
        self.displayCorrection = displayCorrection
    }

    /// A tracking of `tracking` / 1000 em on every one of `glyphCount` glyphs but glyph 0.
    init(tracking: Double, glyphCount: Int) {
        weight = nil
        release = .current
        self.tracking = tracking
        displayDelta = [Double](repeating: 0, count: glyphCount)
        textCorrection = displayDelta
        displayCorrection = displayDelta
    }

    /// The extra advance of every Text glyph at `size`, in layout units (`scale` is the size on
    /// the layout grid, `LayoutUnits.scale`), rounded half away from zero.
    func extraUnits(size: Double, scale: Int32) -> [Int32] {
        if let tracking {
            var extra = [Int32](repeating: Int32((tracking / 1000 * Double(scale)).rounded()), count: displayDelta.count)
            if !extra.isEmpty { extra[0] = 0 }
            return extra
        }
        guard let weight else { return [Int32](repeating: 0, count: displayDelta.count) }
        let blend = SystemFontModel.displayBlend(atSize: size, release: release)
        let common = (SystemFontModel.tracking(atSize: size, release: release)
            + SystemFontModel.sizeBandTracking(atSize: size, release: release))
            + SystemFontModel.weightTerm(weight, atSize: size, release: release)
        let correction = SystemFontModel.usesDisplayDesign(atSize: size, release: release) ? displayCorrection : textCorrection
        let grid = Double(scale)
        var extra = [Int32](repeating: 0, count: displayDelta.count)
        for glyph in 1..<displayDelta.count {
            let em = blend * displayDelta[glyph] + (common + correction[glyph]) / 1000
            extra[glyph] = Int32((em * grid).rounded())
        }
        return extra
    }
}
