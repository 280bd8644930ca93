@testable import TextMeasurement

/// The references' side of UIKit's trailing white-space rule
/// (`MeasurementWorkspace.countsTrailingWhiteSpace`): Pango (Datasets/text) and the stand-in's
/// Python model (Datasets/fonts) leave a line's trailing white space out of its width, where
/// UIKit counts it on a text set as one line. A reference test compares such a text's width
/// without that white space with the reference, and leaves the rule to `TrailingWhiteSpaceTests`.
enum ReferenceTrailingWhiteSpace {
    /// The text without the white space that ends it, when the measurement set it as one line
    /// with no hard break and it ends in white space; nil otherwise (the reference's width is ours).
    static func visibleText(_ text: String, lines: [MeasuredLine]) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard lines.count == 1, lines.first?.range == 0..<scalars.count,
              !scalars.contains(where: { CharacterTraits.traits($0.value) & CharacterTraits.hardBreak != 0 }) else { return nil }
        var end = scalars.count
        while end > 0, CharacterTraits.traits(scalars[end - 1].value) & CharacterTraits.whiteSpace != 0 { end -= 1 }
        guard end < scalars.count else { return nil }
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: scalars[..<end])
        return String(visible)
    }
}
