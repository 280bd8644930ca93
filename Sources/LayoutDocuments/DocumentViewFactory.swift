import AutoLayout
import Foundation

/// Makes the view a document entry describes and applies its keys (documents default
/// `translatesAutoresizingMaskIntoConstraints` to false, as Interface Builder does).
enum DocumentViewFactory {
    static func make(_ spec: ViewSpecification) throws(DocumentError) -> View {
        let view = try spec.kind.make(spec)
        view.layoutDebugName = spec.id
        view.translatesAutoresizingMaskIntoConstraints = spec.translatesAutoresizingMaskIntoConstraints ?? false
        if let frame = spec.frame { view.frame = frame }
        if let mask = spec.autoresizingMask { view.autoresizingMask = mask }
        if let margins = spec.layoutMargins { view.layoutMargins = margins }
        if let insets = spec.safeAreaInsets { view.safeAreaInsets = insets }
        if let hidden = spec.hidden { view.isHidden = hidden }
        if let value = spec.hugging.h { view.setContentHuggingPriority(LayoutPriority(value), for: .horizontal) }
        if let value = spec.hugging.v { view.setContentHuggingPriority(LayoutPriority(value), for: .vertical) }
        if let value = spec.compression.h { view.setContentCompressionResistancePriority(LayoutPriority(value), for: .horizontal) }
        if let value = spec.compression.v { view.setContentCompressionResistancePriority(LayoutPriority(value), for: .vertical) }
        try checkKeysFit(spec)
        return view
    }

    /// Keys that only some kinds understand are errors elsewhere, so a typo in `kind` does not
    /// silently drop them.
    private static func checkKeysFit(_ spec: ViewSpecification) throws(DocumentError) {
        let own = Set(spec.kind.ownKeys)
        for (key, _) in spec.raw.members where !ViewSpecification.commonKeys.contains(key) && !own.contains(key) {
            throw DocumentError(path: "\(spec.path).\(key)", message: "not a key of a \(spec.kind.documentName)"
                                + (own.isEmpty ? "" : " (its own keys are \(own.sorted().joined(separator: ", ")))"))
        }
    }
}
