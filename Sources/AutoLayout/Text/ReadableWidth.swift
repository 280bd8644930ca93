import Foundation
import TextMeasurement

/// The width UIKit keeps lines of text to (`readableContentGuide`), by content size category.
///
/// At the default category (Large) it is 672 points (an iPad in landscape: the guide is 672 wide
/// and inset 176 from the edges, useyourloaf.com "Readable Content Guides", measured on device).
/// Other categories are not documented; they scale here with the body style's size (17 pt at
/// Large), an estimate. Every phone is narrower than 672 in portrait, so on phones the guide is
/// the layout-margins guide.
enum ReadableWidth {
    static func width(at category: ContentSizeCategory) -> CGFloat {
        let body = FontDescriptor.TextStyle.body
        return 672 * DynamicTypeTable.size(body, category) / DynamicTypeTable.size(body, .default)
    }

    /// The readable guide's insets from `view`'s bounds: its margins, widened on both sides to
    /// centre the readable width when the margins leave more. The width is the view's current
    /// one, which sizing fixes before it solves (a cell's width is the table's).
    static func insets(of view: View) -> EdgeInsets {
        var insets = view.effectiveLayoutMargins
        let category = (view.resolvedTextMeasurer as? TextMeasurer)?.contentSizeCategory ?? .default
        let spare = view.frameStorage.width - insets.left - insets.right - width(at: category)
        if spare > 0 {
            insets.left += spare / 2
            insets.right += spare / 2
        }
        return insets
    }
}
