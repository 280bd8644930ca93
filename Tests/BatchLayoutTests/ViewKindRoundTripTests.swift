import AutoLayout
import BatchLayout
import CassowaryWorkloads
import Foundation
import Interchange
import LayoutDocuments
import Testing
import TextMeasurement

/// One cell, one height, whatever path it takes (issue 31): seeded random cells built in code
/// with every kind of view the kind table has, sized by the model on the live tree, by the
/// model on the layout document the tree describes itself as, and by the batch engine on
/// `BatchTemplate(view:)`, at several widths, scales and content size categories, must agree
/// to the pixel. A kind the document cannot state (a switch written as a plain view) shows as
/// a height that differs between the paths.
@Suite struct ViewKindRoundTripTests {
    static let measurer = TextMeasurer(mode: .fast)
    static let words = ["Lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit", "布局", "约束", "sed", "do"]

    /// A custom view class with an intrinsic size of its own (the document's `kind: view`).
    final class Badge: View {
        let size: CGSize
        init(size: CGSize) {
            self.size = size
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    static func sentence(_ random: inout SeededGenerator, _ range: ClosedRange<Int>) -> String {
        (0..<Int.random(in: range, using: &random)).map { _ in words.randomElement(using: &random) ?? "" }.joined(separator: " ")
    }

    static func font(_ random: inout SeededGenerator) -> FontDescriptor {
        if Bool.random(using: &random) { return .preferredFont(forTextStyle: [.body, .headline, .footnote].randomElement(using: &random) ?? .body) }
        return FontDescriptor(size: Double(Int.random(in: 11...22, using: &random)),
                              weight: [FontWeight.regular, .semibold, .bold].randomElement(using: &random) ?? .regular)
    }

    /// One view of `kind` with random content, and whether it has an intrinsic width (views
    /// without one are pinned on both sides).
    static func view(of kind: ViewKind, _ random: inout SeededGenerator) -> (view: View, hasWidth: Bool) {
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
    static func cell(_ random: inout SeededGenerator) -> View {
        let root = View()
        root.layoutDebugName = "cell"
        let margin = CGFloat(Int.random(in: 0...16, using: &random))
        root.layoutMargins = EdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
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
            NSLayoutConstraint.activate(constraints)
            above = view.bottomAnchor
        }
        above.constraint(equalTo: guide.bottomAnchor).isActive = true
        return root
    }

    static func fitted(_ root: View, width: Double, scale: Double, measurer: any TextMeasuring) -> Double {
        root.textMeasurer = measurer
        root.contentScaleFactor = CGFloat(scale)
        let size = root.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        let snapped = (Double(size.height) * scale).rounded(.up) / scale
        return abs(snapped) < 1e-6 ? 44 : snapped
    }

    @Test func everyKindGivesOneHeightOnEveryPath() throws {
        let seed = SeededGenerator.runSeed
        var random = SeededGenerator(seed: seed)
        let categories: [ContentSizeCategory] = [.default, .extraSmall, .accessibilityLarge]
        for cellIndex in 0..<12 {
            let root = Self.cell(&random)
            let widths: [Double] = [320, 375, 393, 430]
            let scales: [Double] = [2, 3]
            let width: Double = widths.randomElement(using: &random) ?? 375
            let scale: Double = scales.randomElement(using: &random) ?? 3
            let category = categories[cellIndex % categories.count]
            let measurer = Self.measurer.with(contentSizeCategory: category)
            let place = "seed \(seed), cell \(cellIndex), width \(width), scale \(scale), \(category)"

            let model = Self.fitted(root, width: width, scale: scale, measurer: measurer)
            let document = try LayoutDocument.describing(root)
            let fromDocument = Self.fitted(try document.makeLayout().root, width: width, scale: scale, measurer: measurer)
            let engine = try BatchLayoutEngine(template: BatchTemplate(view: root),
                                               options: BatchOptions(widths: [width], scale: scale, textMeasurer: measurer))
            let batch: Double? = engine.layout([BatchRow()]).first?.height ?? nil

            #expect(fromDocument == model, "document vs code: \(place)")
            #expect(batch == model, "batch vs code: \(place), batch \(batch.map { "\($0)" } ?? "no height")")
        }
    }

    /// Every kind's document name reads back to the kind, and a live view of each kind's class
    /// is recognised as that kind (the kind table's rows are complete).
    @Test func everyKindReadsAndDescribesItself() throws {
        var random = SeededGenerator(seed: SeededGenerator.runSeed)
        for kind in ViewKind.allCases where kind != .guide && kind != .scroll && kind != .view {
            let (view, _) = Self.view(of: kind, &random)
            #expect(ViewKind(of: view) == kind, "\(kind)")
        }
        #expect(ViewKind(of: ScrollView()) == .scroll)
        for kind in ViewKind.allCases {
            #expect(ViewKind(rawValue: kind.documentName) == kind)
        }
    }
}
