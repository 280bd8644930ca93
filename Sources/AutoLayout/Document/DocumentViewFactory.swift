import Foundation

/// Makes the view a document entry describes and applies its keys (documents default
/// `translatesAutoresizingMaskIntoConstraints` to false, as Interface Builder does).
enum DocumentViewFactory {
    static func make(_ spec: ViewSpecification) throws(DocumentError) -> View {
        let view = try instance(spec)
        view.name = spec.id
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

    private static func instance(_ spec: ViewSpecification) throws(DocumentError) -> View {
        switch spec.kind {
        case .view, .guide:
            return spec.intrinsicSize.map { IntrinsicSizeView(intrinsicSize: $0) } ?? View()
        case .label:
            let label = Label()
            label.text = spec.text
            if let font = spec.font { label.font = font }
            if let lines = spec.lines { label.numberOfLines = lines }
            return label
        case .button:
            let button = Button()
            button.setTitle(spec.text)
            if let font = spec.font { button.titleFont = font }
            if let insets = spec.contentInsets { button.contentEdgeInsets = insets }
            return button
        case .image:
            return ImageView(image: spec.image.map(Image.init(size:)))
        case .textView:
            let textView = TextView()
            textView.text = spec.text ?? ""
            if let font = spec.font { textView.font = font }
            textView.isScrollEnabled = false
            return textView
        case .stack:
            return try stack(spec)
        case .scroll:
            return ScrollView()
        }
    }

    private static func stack(_ spec: ViewSpecification) throws(DocumentError) -> StackView {
        let stack = StackView()
        let settings = spec.stack
        if let axis = settings.axis {
            guard let value = ["horizontal": LayoutAxis.horizontal, "vertical": .vertical][axis] else {
                throw DocumentError(path: "\(spec.path).axis", message: "expected \"horizontal\" or \"vertical\"")
            }
            stack.axis = value
        }
        if let name = settings.distribution {
            let names: [String: StackView.Distribution] = [
                "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
                "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
            ]
            guard let value = names[name] else {
                throw DocumentError(path: "\(spec.path).distribution", message: "unknown distribution \"\(name)\" (one of \(names.keys.sorted().joined(separator: ", ")))")
            }
            stack.distribution = value
        }
        if let name = settings.alignment {
            let names: [String: StackView.Alignment] = [
                "fill": .fill, "leading": .leading, "top": .top, "center": .center, "trailing": .trailing,
                "bottom": .bottom, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
            ]
            guard let value = names[name] else {
                throw DocumentError(path: "\(spec.path).alignment", message: "unknown alignment \"\(name)\" (one of \(names.keys.sorted().joined(separator: ", ")))")
            }
            stack.alignment = value
        }
        if let spacing = settings.spacing { stack.spacing = CGFloat(spacing) }
        if let relative = settings.layoutMarginsRelativeArrangement { stack.isLayoutMarginsRelativeArrangement = relative }
        return stack
    }

    /// Keys that only some kinds understand are errors elsewhere, so a typo in `kind` does not
    /// silently drop them.
    private static func checkKeysFit(_ spec: ViewSpecification) throws(DocumentError) {
        let textual: Set<ViewSpecification.Kind> = [.label, .button, .textView]
        func refuse(_ key: String, _ present: Bool, unless kinds: Set<ViewSpecification.Kind>) throws(DocumentError) {
            guard present, !kinds.contains(spec.kind) else { return }
            throw DocumentError(path: "\(spec.path).\(key)", message: "not a key of a \(spec.kind.rawValue)")
        }
        try refuse("text", spec.text != nil, unless: textual)
        try refuse("font", spec.font != nil, unless: textual)
        try refuse("lines", spec.lines != nil, unless: [.label])
        try refuse("image", spec.image != nil, unless: [.image])
        try refuse("intrinsicSize", spec.intrinsicSize != nil, unless: [.view])
        try refuse("contentInsets", spec.contentInsets != nil, unless: [.button])
        let stackKeys = spec.stack.axis != nil || spec.stack.distribution != nil || spec.stack.alignment != nil
            || spec.stack.spacing != nil || spec.stack.layoutMarginsRelativeArrangement != nil
        try refuse("axis", stackKeys, unless: [.stack])
    }
}
