import CHarfBuzz

/// A stretch of one paragraph set in one face and one script: the unit of shaping.
struct TextRun {
    /// Scalar offsets in the whole text.
    var range: Range<Int>
    /// Index of the face in the family's fallback list.
    var face: Int
    var script: hb_script_t
    /// Every advance of the run is its glyph's table advance plus the table kerning with the
    /// next glyph of the run (fast mode's table path, nothing shaped, no missing glyph): so
    /// the run cut after any character sets like this minus that character's kerning.
    var isTableSet = false
}
