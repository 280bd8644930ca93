import CHarfBuzz

/// The advance of a character no face has: the "hex box" Pango draws in its place (a frame
/// around the code point's hexadecimal digits, two rows of two columns for the BMP, of three
/// beyond), so that texts with such characters (emoji, with no emoji font installed) wrap where
/// the reference wraps them.
///
/// Geometry, in points, for a run set at `size` in a face with ascender `a` and descender `d`
/// (font units per em `u`): padding `p = (a + |d|) / u * size / 43`; digits set at
/// `size / 2.2` in the family's first face, `w` the widest ink box of 0-9 and A-F; width
/// `5p + columns * (w + p)`, cut down to the layout grid.
struct MissingGlyphBox {
    /// The widest ink width of a hexadecimal digit in `font` (whose BMP glyphs are `glyphs`), in
    /// its font units.
    static func widestHexDigit(font: OpaquePointer, glyphs: [UInt16]) -> Int32 {
        var widest: Int32 = 0
        for scalar in "0123456789ABCDEF".unicodeScalars {
            var extents = hb_glyph_extents_t()
            let glyph = UInt32(glyphs[Int(scalar.value)])
            if glyph != 0, hb_font_get_glyph_extents(font, glyph, &extents) != 0 {
                widest = max(widest, abs(extents.width))
            }
        }
        return widest
    }

    /// The box's advance in layout units for `scalar` in a run of `face`, digits from `digitFace`.
    static func advance(for scalar: UInt32, face: FontFace, digitFace: FontFace, size: Double) -> Int32 {
        let metrics = face.metrics
        let digitSize = (size / 2.2 * Double(LayoutUnits.perPoint)).rounded() / Double(LayoutUnits.perPoint)
        let padding = min(Double(metrics.ascender + abs(metrics.descender)) / Double(metrics.unitsPerEm) * size / 43, digitSize)
        let digitWidth = Double(digitFace.widestHexDigit) * digitSize / Double(digitFace.metrics.unitsPerEm)
        let columns = scalar > 0xFFFF ? 3.0 : 2.0
        let width = 5 * padding + columns * (digitWidth + padding)
        return Int32((width * Double(LayoutUnits.perPoint)).rounded(.towardZero))
    }
}
