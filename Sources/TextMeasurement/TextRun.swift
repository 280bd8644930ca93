import CHarfBuzz

/// A stretch of one paragraph set in one face and one script: the unit of shaping.
struct TextRun {
    /// Scalar offsets in the whole text.
    var range: Range<Int>
    /// Index of the face in the family's fallback list.
    var face: Int
    var script: hb_script_t
}
