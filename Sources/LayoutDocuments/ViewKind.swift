import AutoLayout
import Foundation
import Interchange
import TextMeasurement

/// The kinds of view the engine knows, in one table: for each, its name and keys in a layout
/// document, what a bare row value sets, the class it makes, how a live view of that class
/// describes itself, its UIKit name, and its size by iOS release where UIKit draws it at a
/// fixed size (the class's own, which the model reads without this table). The document
/// reader, the live-view → document conversion, the Interface Builder importer, the row reader
/// and the batch engine all read it, so a kind means the same wherever a cell comes from.
/// Adding a kind is its class plus one row (`traits`). It lives with the layout document, not
/// in the model, because a row says how the kind is read from and written to a document.
public enum ViewKind: String, CaseIterable, Sendable, Hashable {
    case view, label, button, image, textView, stack, scroll, guide
    case `switch`, stepper, slider, progress, segmented, activityIndicator, textField

    /// The document name (`"kind": "label"`).
    public var documentName: String { rawValue }

    /// The kind's row of the table.
    public var traits: ViewKindTraits { Self.table[self] ?? Self.plain }

    /// The keys only this kind takes in a document (every view takes the common keys too).
    public var ownKeys: [String] { traits.ownKeys }

    /// What a row's bare value (a string, or `[w, h]`) sets on a view of this kind.
    public var rowContent: RowContent { traits.rowContent }

    /// UIKit's class name for the kind.
    public var uikitName: String { traits.uikitName }

    /// The size UIKit draws a control of this kind at under `iOSVersion` (no intrinsic size for
    /// kinds whose size follows their content).
    public func fixedSize(iOSVersion: Int) -> CGSize {
        traits.fixedSize?(iOSVersion) ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The kind of a live view: the row whose class it is (no class of the table derives from
    /// another's). Views of other classes are plain views (their intrinsic size, if any, is kept).
    public init(of view: View) {
        self = Self.allCases.first { $0.traits.isKind?(view) == true } ?? .view
    }

    /// Makes the view a document entry of this kind describes, with this kind's own keys.
    func make(_ spec: ViewSpecification) throws(DocumentError) -> View {
        try traits.make(spec)
    }

    /// The view an entry naming only this kind makes (the kind's class with no content): how
    /// the Interface Builder importer makes the controls it stores nothing else about, so that
    /// a template of the cell names their kind and sizes them for the device it is sized for.
    package func makeDefault() -> View? {
        let entry = JSONObject([("id", .string("view")), ("kind", .string(documentName))])
        guard let spec = try? ViewSpecification(JSONNode(value: .object(entry), path: "")) else { return nil }
        return try? make(spec)
    }
}

/// What a row's bare value sets on a view: the text (a label, button or text view), a size
/// under a key (an image's `image`, a custom view's `intrinsicSize`), or nothing.
public enum RowContent: Sendable, Hashable {
    case text
    case size(key: String)
    case none
}

/// One row of the kind table (`ViewKind.traits`).
public struct ViewKindTraits: Sendable {
    public let uikitName: String
    public let ownKeys: [String]
    public let rowContent: RowContent
    /// The size UIKit draws the control at under an iOS release (either side may be
    /// `View.noIntrinsicMetric`); nil for kinds whose size follows their content.
    public let fixedSize: (@Sendable (_ iOSVersion: Int) -> CGSize)?
    /// Whether a live view is of this kind (its class); nil for the plain view and the guide,
    /// which no class names.
    let isKind: (@Sendable (View) -> Bool)?
    let make: @Sendable (ViewSpecification) throws(DocumentError) -> View
    /// The kind's own keys of a live view, as a document writes them.
    let describe: @Sendable (View) -> JSONObject

    init(_ uikitName: String, keys: [String] = [], row: RowContent = .none,
         fixedSize: (@Sendable (_ iOSVersion: Int) -> CGSize)? = nil, isKind: (@Sendable (View) -> Bool)? = nil,
         make: @escaping @Sendable (ViewSpecification) throws(DocumentError) -> View,
         describe: @escaping @Sendable (View) -> JSONObject = { _ in JSONObject() }) {
        self.uikitName = uikitName
        ownKeys = keys
        rowContent = row
        self.fixedSize = fixedSize
        self.isKind = isKind
        self.make = make
        self.describe = describe
    }
}

extension ViewKind {
    // MARK: - The table

    private static let plain = ViewKindTraits("UIView", keys: ["intrinsicSize"], row: .size(key: "intrinsicSize"),
                                              make: { spec in spec.intrinsicSize.map { IntrinsicSizeView(intrinsicSize: $0) } ?? View() },
                                              describe: { view in
                                                  let size = view.intrinsicContentSize
                                                  guard size.width >= 0 || size.height >= 0 else { return JSONObject() }
                                                  return JSONObject([("intrinsicSize", DocumentValue.size(size))])
                                              })

    private static let table: [ViewKind: ViewKindTraits] = [
        .view: plain,
        .guide: ViewKindTraits("UILayoutGuide", make: { _ in View() }),
        .label: ViewKindTraits("UILabel", keys: ["text", "font", "lines", "paragraphStyle"], row: .text, isKind: { $0 is Label }, make: { spec in
            let label = Label()
            label.text = spec.text
            if let font = spec.font { label.font = font }
            if let lines = spec.lines { label.numberOfLines = lines }
            label.paragraphStyle = spec.paragraphStyle
            return label
        }, describe: { view in
            guard let label = view as? Label else { return JSONObject() }
            var keys = JSONObject([("font", ViewKeyReader.fontValue(label.font)), ("lines", .number(Double(label.numberOfLines)))])
            if let text = label.text { keys["text"] = .string(text) }
            if let style = label.paragraphStyle { keys["paragraphStyle"] = DocumentValue.paragraphStyle(style) }
            return keys
        }),
        .button: ViewKindTraits("UIButton", keys: ["text", "font", "contentInsets"], row: .text, isKind: { $0 is Button }, make: { spec in
            let button = Button()
            button.setTitle(spec.text)
            if let font = spec.font { button.titleFont = font }
            if let insets = spec.contentInsets { button.contentEdgeInsets = insets }
            return button
        }, describe: { view in
            guard let button = view as? Button else { return JSONObject() }
            return JSONObject([("text", .string(button.title() ?? "")), ("font", ViewKeyReader.fontValue(button.titleFont)),
                               ("contentInsets", DocumentValue.insets(button.contentEdgeInsets))])
        }),
        .image: ViewKindTraits("UIImageView", keys: ["image"], row: .size(key: "image"), isKind: { $0 is ImageView }, make: { spec in
            ImageView(image: spec.image.map(Image.init(size:)))
        }, describe: { view in
            guard let size = (view as? ImageView)?.image?.size else { return JSONObject() }
            return JSONObject([("image", DocumentValue.size(size))])
        }),
        .textView: ViewKindTraits("UITextView", keys: ["text", "font"], row: .text,
                                  // A scrolling text view has no intrinsic size: a plain view.
                                  isKind: { ($0 as? TextView)?.isScrollEnabled == false }, make: { spec in
            let textView = TextView()
            textView.text = spec.text ?? ""
            if let font = spec.font { textView.font = font }
            textView.isScrollEnabled = false
            return textView
        }, describe: { view in
            guard let textView = view as? TextView else { return JSONObject() }
            return JSONObject([("text", .string(textView.text)), ("font", ViewKeyReader.fontValue(textView.font))])
        }),
        .stack: ViewKindTraits("UIStackView", keys: ["axis", "distribution", "alignment", "spacing", "layoutMarginsRelativeArrangement"],
                               isKind: { $0 is StackView },
                               make: { spec throws(DocumentError) in try StackSettingsReader.stack(spec) },
                               describe: { view in (view as? StackView).map(StackSettingsReader.keys) ?? JSONObject() }),
        .scroll: ViewKindTraits("UIScrollView", isKind: { $0 is ScrollView }, make: { _ in ScrollView() }),
        // The controls' sizes by iOS release are the model's (each class's `drawnSize`, a
        // switch's `alignmentSize`, with their evidence): the sizes constraints place; the model
        // sizes a control without reading documents.
        .switch: ViewKindTraits("UISwitch", fixedSize: { Switch.alignmentSize(iOSVersion: $0) },
                                isKind: { $0 is Switch }, make: { _ in Switch() }),
        .stepper: ViewKindTraits("UIStepper", fixedSize: { Stepper.drawnSize(iOSVersion: $0) },
                                 isKind: { $0 is Stepper }, make: { _ in Stepper() }),
        // See `InterfaceBuilderControlMetrics` for the frame Interface Builder stores around it.
        .slider: ViewKindTraits("UISlider", fixedSize: { Slider.drawnSize(iOSVersion: $0) },
                                isKind: { $0 is Slider }, make: { _ in Slider() }),
        .progress: ViewKindTraits("UIProgressView", fixedSize: { ProgressView.drawnSize(iOSVersion: $0) },
                                  isKind: { $0 is ProgressView }, make: { _ in ProgressView(progressViewStyle: .default) }),
        .segmented: ViewKindTraits("UISegmentedControl", fixedSize: { SegmentedControl.drawnSize(iOSVersion: $0) },
                                   isKind: { $0 is SegmentedControl }, make: { _ in SegmentedControl(items: nil) }),
        // Animating (shown); `"hidden": true` is a stopped indicator that hides when stopped.
        .activityIndicator: ViewKindTraits("UIActivityIndicatorView", keys: ["style"], isKind: { $0 is ActivityIndicatorView }, make: { spec throws(DocumentError) in
            let styles: [String: ActivityIndicatorView.Style] = ["medium": .medium, "large": .large]
            var style = ActivityIndicatorView.Style.medium
            if let name = spec.style {
                guard let named = styles[name] else {
                    throw DocumentError(path: "\(spec.path).style", message: "expected \"medium\" or \"large\"")
                }
                style = named
            }
            let indicator = ActivityIndicatorView(style: style)
            indicator.startAnimating()
            return indicator
        }, describe: { view in
            guard let indicator = view as? ActivityIndicatorView else { return JSONObject() }
            return JSONObject([("style", .string(indicator.style.side > 20 ? "large" : "medium"))])
        }),
        .textField: ViewKindTraits("UITextField", keys: ["text", "font", "placeholder", "borderStyle"], isKind: { $0 is TextField }, make: { spec throws(DocumentError) in
            let field = TextField()
            field.text = spec.text
            field.placeholder = spec.placeholder
            if let font = spec.font { field.font = font }
            if let name = spec.borderStyle {
                guard let style = TextField.BorderStyle.named(name) else {
                    throw DocumentError(path: "\(spec.path).borderStyle",
                                        message: "expected one of \(TextField.BorderStyle.allCases.map(\.documentName).joined(separator: ", "))")
                }
                field.borderStyle = style
            }
            return field
        }, describe: { view in
            guard let field = view as? TextField else { return JSONObject() }
            var keys = JSONObject([("borderStyle", .string(field.borderStyle.documentName))])
            if let font = field.font { keys["font"] = ViewKeyReader.fontValue(font) }
            if let text = field.text { keys["text"] = .string(text) }
            if let placeholder = field.placeholder { keys["placeholder"] = .string(placeholder) }
            return keys
        }),
    ]
}

extension TextField.BorderStyle {
    /// The document's name for the style (UIKit's case name).
    package var documentName: String {
        switch self {
        case .none: "none"
        case .line: "line"
        case .bezel: "bezel"
        case .roundedRect: "roundedRect"
        }
    }

    package static func named(_ name: String) -> Self? { allCases.first { $0.documentName == name } }
}
