import AutoLayout
import Foundation
import Interchange
import LayoutDocuments

/// What a row may set on one of a template's views, learnt from the built template.
///
/// A class (immutable): rows read a template's views thousands of times a second, and a copy
/// of a struct holding strings and the shared override retains each of them.
final class TemplateView: Sendable {
    let id: String
    let kind: ViewKind
    /// A label, button or text view: a string sets its text. (Kept, not looked up in the kind
    /// table per row.)
    let takesText: Bool
    /// Whether the view has a size of its own on both axes (an image, a custom intrinsic size),
    /// which a row may replace without changing the constraints.
    let hasFixedSize: Bool
    /// Whether the template hides the view: a row that says the same changes nothing.
    let isHidden: Bool
    /// Whether hiding or showing the view changes the constraints (an arranged subview of a
    /// stack, `View.visibilityShapesConstraints`); true when the template has no such view.
    let visibilityShapesConstraints: Bool
    /// A label's line limit in the template is 1: a row's limit changes the variant only when it
    /// changes this (see `ContentValue.numberOfLines`).
    let isSingleLine: Bool

    /// Whether a row may set this view's content (text, or a size on both axes): such views are
    /// slots of every variant, whether or not a given row sets them.
    var takesContent: Bool { takesText || sizeKey != nil }

    /// The key a `[w, h]` row value stands for.
    let sizeKey: String?
    /// The override of a row that hides the view when the template shows it, or shows it when
    /// the template hides it: the one structural change most rows make, made once here.
    let toggledVisibility: StructuralOverride

    init(id: String, kind: ViewKind, view: View?) {
        self.id = id
        self.kind = kind
        takesText = kind.rowContent == .text
        if case .size(let key) = kind.rowContent { sizeKey = key } else { sizeKey = nil }
        isHidden = view?.isHidden ?? false
        visibilityShapesConstraints = view?.visibilityShapesConstraints ?? true
        toggledVisibility = StructuralOverride(viewID: id, properties: JSONObject([("hidden", .bool(!isHidden))]))
        isSingleLine = (view as? Label)?.numberOfLines == 1
        if let view, case .fixed(let size) = view.contentSizing {
            hasFixedSize = size.width >= 0 && size.height >= 0
        } else {
            hasFixedSize = false
        }
    }
}
