/// One line as the layout made it, before it becomes a public `MeasuredLine`.
struct LaidLine {
    /// Scalar offsets: trailing spaces and the hard break that end the line included.
    var range: Range<Int>
    /// Width of the visible content (trailing white space excluded but on a text set as one line:
    /// `MeasurementWorkspace.countsTrailingWhiteSpace`; an ellipsis included), in layout units.
    var width: Int
    /// Bit `i` set: face `i` of the fallback list sets glyphs on this line.
    var faces: UInt32
    /// The paragraph the line belongs to: its content (hard break excluded) and where the next
    /// paragraph starts.
    var paragraph: Range<Int>
    var paragraphEnd: Int
}
