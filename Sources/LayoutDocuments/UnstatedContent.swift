import AutoLayout

/// A view whose content a layout document has no key for, so that the describer writes it as a
/// plain view keeping its intrinsic size instead of as its kind (a button with an image).
///
/// The Interface Builder importer's buttons conform: the importer sits above the documents, so
/// the describer asks this question instead of naming their class.
package protocol UnstatedContent: View {
    /// Whether the view shows something its kind's document keys cannot say.
    var hasUnstatedContent: Bool { get }
}

extension SegmentedControl: UnstatedContent {
    /// Segments: the `segmented` kind has no key for titles, so a control with segments keeps
    /// the width its titles give it (`SegmentedControl.intrinsicContentSize`) as a plain view.
    package var hasUnstatedContent: Bool { numberOfSegments > 0 }
}
