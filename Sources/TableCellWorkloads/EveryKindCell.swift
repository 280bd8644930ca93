import AutoLayout
import CassowaryWorkloads
import Foundation
import LayoutDocuments
import TextMeasurement

/// Seeded random cells with every kind of the kind table (`ViewKind`), built in code as an app
/// builds them (anchors, a column inside the content view's margins): what the one-cell,
/// one-height tests of both packages send down every path (the model, documents, the batch
/// engine, the command line and the service).
public enum EveryKindCell {
    static let words = ["Lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit", "布局", "约束", "sed", "do"]

    /// A custom view class with an intrinsic size of its own (the document's `kind: view`).
    public final class Badge: View {
        let size: CGSize
        public init(size: CGSize) {
            self.size = size
            super.init(frame: .zero)
        }
        public required init?(coder: NSCoder) { nil }
        public override var intrinsicContentSize: CGSize { size }
    }

    public static func sentence(_ random: inout SeededGenerator, _ range: ClosedRange<Int>) -> String {
        (0..<Int.random(in: range, using: &random)).map { _ in words.randomElement(using: &random) ?? "" }.joined(separator: " ")
    }

    public static func font(_ random: inout SeededGenerator) -> FontDescriptor {
        if Bool.random(using: &random) { return .preferredFont(forTextStyle: [.body, .headline, .footnote].randomElement(using: &random) ?? .body) }
        return FontDescriptor(size: Double(Int.random(in: 11...22, using: &random)),
                              weight: [FontWeight.regular, .semibold, .bold].randomElement(using: &random) ?? .regular)
    }

    /// One view of `kind` with random content, and whether it has an intrinsic width (views
    /// without one are pinned on both sides). A button's title may be empty (an untitled
    /// button: `Button.minimumTitleWidth`).
    public static func view(of kind: ViewKind, _ random: inout SeededGenerator) -> (view: View, hasWidth: Bool) {
        switch kind {
        case .view:
            return (Badge(size: CGSize(width: Int.random(in: 4...60, using: &random), height: Int.random(in: 4...40, using: &random))), true)
        case .guide, .scroll:
            let plain = kind == .scroll ? ScrollView() : View()
            plain.heightAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 1...20, using: &random))).isActive = true
            return (plain, false)
        case .label:
            let label = Label(text: sentence(&random, 0...30), font: font(&random), numberOfLines: Int.random(in: 0...3, using: &random))
            return (label, true)
        case .button:
            let button = Button(title: sentence(&random, 0...4), font: font(&random))
            let inset = CGFloat(Int.random(in: 0...8, using: &random))
            button.contentEdgeInsets = EdgeInsets(top: inset, left: inset * 2, bottom: inset, right: inset * 2)
            return (button, true)
        case .image:
            let image = ImageView(image: Image(size: CGSize(width: Int.random(in: 1...120, using: &random), height: Int.random(in: 1...90, using: &random))))
            return (image, true)
        case .textView:
            let textView = TextView()
            textView.text = sentence(&random, 0...25)
            textView.font = font(&random)
            textView.isScrollEnabled = false
            return (textView, false)
        case .stack:
            let stack = StackView(arrangedSubviews: [Label(text: sentence(&random, 1...6), font: font(&random), numberOfLines: 0), Switch()])
            stack.axis = .horizontal
            stack.spacing = CGFloat(Int.random(in: 0...12, using: &random))
            stack.alignment = [.center, .top, .fill].randomElement(using: &random) ?? .center
            return (stack, false)
        case .switch: return (Switch(), true)
        case .stepper: return (Stepper(), true)
        case .slider: return (Slider(), false)
        case .progress: return (ProgressView(progressViewStyle: .default), false)
        case .segmented: return (SegmentedControl(items: ["One", "Two"]), false)
        case .activityIndicator:
            let indicator = ActivityIndicatorView(style: Bool.random(using: &random) ? .large : .medium)
            if Bool.random(using: &random) { indicator.startAnimating() }
            return (indicator, true)
        case .textField:
            let field = TextField()
            if Bool.random(using: &random) { field.text = sentence(&random, 1...5) }
            if Bool.random(using: &random) { field.placeholder = sentence(&random, 1...4) }
            if Bool.random(using: &random) { field.font = font(&random) }
            field.borderStyle = TextField.BorderStyle.allCases.randomElement(using: &random) ?? .none
            return (field, true)
        }
    }

    /// A content view with every kind, in random order, in a column inside its margins.
    public static func cell(_ random: inout SeededGenerator) -> View {
        let root = View()
        root.layoutDebugName = "cell"
        let margin = CGFloat(Int.random(in: 0...16, using: &random))
        root.layoutMargins = EdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
        fill(root, &random)
        return root
    }

    /// A table cell whose content view holds every kind, its margins left to the table.
    public static func tableCell(_ random: inout SeededGenerator) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: "cell")
        fill(cell.contentView, &random)
        return cell
    }

    /// Every kind, in random order, in a column inside `root`'s margins.
    public static func fill(_ root: View, _ random: inout SeededGenerator) {
        let guide = root.layoutMarginsGuide
        var above = guide.topAnchor
        for kind in ViewKind.allCases.shuffled(using: &random) {
            let (view, hasWidth) = view(of: kind, &random)
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            let gap = CGFloat(Int.random(in: 0...10, using: &random))
            var constraints = [view.topAnchor.constraint(equalTo: above, constant: gap),
                               view.leadingAnchor.constraint(equalTo: guide.leadingAnchor)]
            constraints.append(hasWidth ? view.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor)
                                        : view.trailingAnchor.constraint(equalTo: guide.trailingAnchor))
            LayoutConstraint.activate(constraints)
            above = view.bottomAnchor
        }
        above.constraint(equalTo: guide.bottomAnchor).isActive = true
    }
}
