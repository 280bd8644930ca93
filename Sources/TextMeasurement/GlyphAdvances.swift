import CHarfBuzz

/// Fills `advances` (layout units) for runs: from the face's tables (fast mode, where they are
/// exact) or by HarfBuzz shaping. Either way the advance of a character includes the kerning
/// between it and the next character of its run, and a glyph cluster's whole advance sits on
/// its first character, so the width of any stretch is a difference of prefix sums.
///
/// Both paths scale the same integers the same way (`LayoutUnits`), which is why fast and
/// exact mode agree exactly wherever the tables apply.
extension MeasurementWorkspace {
    mutating func computeAdvances(_ runs: some Sequence<TextRun>, paragraph: Range<Int>, faces: [FontFace], size: Double,
                         mode: MeasurementMode) {
        for run in runs {
            let face = faces[run.face]
            if mode == .fast, tableAdvances(run, face: face, size: size) { continue }
            shapedAdvances(run.range, context: paragraph, face: face, script: run.script, size: size,
                           digitFace: faces[0])
        }
    }

    /// Table advances for `run`; false (nothing written) when the tables cannot be trusted for it.
    private mutating func tableAdvances(_ run: TextRun, face: FontFace, size: Double) -> Bool {
        guard let script = ScriptClass(run.script) else { return false }
        let kerning: PairKerningTable?
        switch face.kerning[script.rawValue] {
        case .none: kerning = nil
        case .table(let table): kerning = table
        case .shapingOnly: return false
        }
        for index in run.range {
            let glyph = glyphs[index]
            guard glyph != 0, face.isTableSafe(glyph, in: script),
                  traits(scalars[index]) & CharacterTraits.needsShaping == 0 else { return false }
        }
        let units = LayoutUnits(size: size, unitsPerEm: face.metrics.unitsPerEm)
        let last = run.range.upperBound - 1
        for index in run.range {
            var advance = units.scaled(face.advances[Int(glyphs[index])])
            if let kerning, index < last {
                let adjustment = kerning.adjustment(glyphs[index], glyphs[index + 1])
                if adjustment != 0 { advance += units.scaled(adjustment) }
            }
            advances[index] = advance
        }
        return true
    }

    /// Shapes `range` with HarfBuzz at the layout grid, the paragraph around it given as context.
    mutating func shapedAdvances(_ range: Range<Int>, context: Range<Int>, face: FontFace, script: hb_script_t, size: Double,
                        digitFace: FontFace) {
        for index in range { advances[index] = 0 }
        let font = sizedFont(face, size: size)
        let buffer = shapingBuffer
        hb_buffer_clear_contents(buffer)
        scalars.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return }
            hb_buffer_add_codepoints(buffer, base + context.lowerBound, Int32(context.count),
                                     UInt32(range.lowerBound - context.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, language)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        for glyph in 0..<Int(count) {
            let index = context.lowerBound + Int(infos[glyph].cluster)
            guard range.contains(index) else { continue }
            advances[index] += infos[glyph].codepoint == 0
                ? MissingGlyphBox.advance(for: scalars[index], face: face, digitFace: digitFace, size: size)
                : positions[glyph].x_advance
        }
    }

    /// A HarfBuzz font for `face` scaled to `size` on the layout grid, made once per workspace.
    private mutating func sizedFont(_ face: FontFace, size: Double) -> OpaquePointer {
        let units = LayoutUnits(size: size, unitsPerEm: face.metrics.unitsPerEm)
        let key = SizedFontKey(face: ObjectIdentifier(face), scale: units.scale)
        if let font = sizedFonts[key] { return font.font }
        if sizedFonts.count >= 64 { sizedFonts.removeAll() }
        let font = SizedFont(face: face, scale: units.scale)
        sizedFonts[key] = font
        return font.font
    }
}

struct SizedFontKey: Hashable {
    var face: ObjectIdentifier
    var scale: Int32
}

/// A HarfBuzz font of one face at one size; keeps its face alive while it exists.
final class SizedFont {
    let face: FontFace
    let font: OpaquePointer

    init(face: FontFace, scale: Int32) {
        self.face = face
        // hb_font_create never fails: on allocation failure it returns HarfBuzz's inert empty font.
        font = hb_font_create(face.harfBuzzFace)
        hb_font_set_scale(font, scale, scale)
        hb_font_make_immutable(font)
    }

    deinit { hb_font_destroy(font) }
}
