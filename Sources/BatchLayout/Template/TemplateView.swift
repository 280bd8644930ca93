@_spi(BatchLayout) import AutoLayout
import Foundation

/// What a row may set on one of a template's views, learnt from the built template.
struct TemplateView: Sendable {
    let id: String
    /// The document's kind name (`label`, `image`, ...).
    let kind: String
    /// A label, button or text view: a string sets its text.
    var takesText: Bool { ["label", "button", "textView"].contains(kind) }
    /// Whether the view has a size of its own on both axes (an image, a custom intrinsic size),
    /// which a row may replace without changing the constraints.
    let hasFixedSize: Bool
    /// Whether the template hides the view: a row that says the same changes nothing.
    let isHidden: Bool
    /// A label's line limit in the template is 1: a row's limit changes the variant only when it
    /// changes this (see `ContentValue.numberOfLines`).
    let isSingleLine: Bool

    /// Whether a row may set this view's content (text, or a size on both axes): such views are
    /// slots of every variant, whether or not a given row sets them.
    var takesContent: Bool { takesText || sizeKey != nil }

    /// The key a `[w, h]` row value stands for.
    var sizeKey: String? {
        switch kind {
        case "image": "image"
        case "view": "intrinsicSize"
        default: nil
        }
    }

    /// Every kind-specific key, whichever kind has it.
    static var keysOfKindUnion: Set<String> { keysOfKind.values.reduce(into: Set<String>()) { $0.formUnion($1) } }

    /// The kind-specific keys and the kinds that have them (the document's rule).
    static let keysOfKind: [String: Set<String>] = [
        "label": ["text", "font", "lines"],
        "button": ["text", "font", "contentInsets"],
        "textView": ["text", "font"],
        "image": ["image"],
        "view": ["intrinsicSize"],
    ]

    init(id: String, kind: String, view: View?) {
        self.id = id
        self.kind = kind
        isHidden = view?.isHidden ?? false
        isSingleLine = (view as? Label)?.numberOfLines == 1
        if let view, case .fixed(let size) = view.contentSizing {
            hasFixedSize = size.width >= 0 && size.height >= 0
        } else {
            hasFixedSize = false
        }
    }
}
