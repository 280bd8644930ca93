import Foundation
import TextMeasurement

/// A button with a one-line title: UIKit's `UIButton`, for sizing. Its intrinsic size is the
/// title's measured size plus `contentEdgeInsets`; the title is centred, so the baselines sit
/// like a label's, shifted by the insets.
open class Button: Control, TextSizingView {
    var content = TextContent(font: .systemFont(ofSize: 15), numberOfLines: 1)

    /// Whether an empty title still takes one line of the title font (the Interface Builder
    /// importer's untitled buttons) instead of 0 x 0.
    package var emptyTitleTakesOneLine: Bool {
        get { content.emptyTextTakesOneLine }
        set { content.emptyTextTakesOneLine = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIKit's `UIButton.ButtonType`: every type sizes like a system button here.
    public enum ButtonType: Int, Hashable, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// UIKit's `init(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    public private(set) var buttonType: ButtonType = .system

    /// Stored: colours do not size.
    public func setTitleColor(_ color: Color?, for state: ControlState) {}

    /// UIKit's `setImage(_:for:)`: the image's width and height join the title's (an image
    /// before the title, as UIKit places it).
    public func setImage(_ image: Image?, for state: ControlState) {
        guard state == .normal, image != self.image else { return }
        self.image = image
        imageViewStorage?.image = image
        invalidateIntrinsicContentSize()
    }

    public private(set) var image: Image?

    /// UIKit's `imageView`: the view that shows the button's image, so that code styling it
    /// (`imageView?.contentMode`) runs. The button sizes itself from the image, so this view
    /// takes no part in layout; it follows `setImage(_:for:)`.
    public var imageView: ImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = ImageView(image: image)
        imageViewStorage = view
        return view
    }

    private var imageViewStorage: ImageView?

    /// UIKit's `titleLabel`: a label whose font and text are the button's title's (setting
    /// `titleLabel?.font` resizes the button, as in UIKit).
    public var titleLabel: Label? {
        if let titleLabelStorage { return titleLabelStorage }
        let label = ButtonTitleLabel(button: self)
        titleLabelStorage = label
        return label
    }

    private var titleLabelStorage: ButtonTitleLabel?

    /// The title label changed its font or text: the button takes them.
    func titleLabelDidChange(_ label: Label) {
        content.font = label.font
        content.text = label.text ?? ""
        invalidateIntrinsicContentSize()
    }

    public convenience init(title: String, font: FontDescriptor = .systemFont(ofSize: 15)) {
        self.init()
        content.text = title
        content.font = font
    }

    /// UIKit's `setTitle(_:for:)`; only one state matters for sizing.
    public func setTitle(_ title: String?, for state: ControlState = .normal) {
        guard state == .normal, (title ?? "") != content.text else { return }
        content.text = title ?? ""
        titleLabelStorage?.text = title
        invalidateIntrinsicContentSize()
    }

    public func title(for state: ControlState = .normal) -> String? { content.text }

    /// UIKit's default title font for a system button here: the 15-point system font.
    public var titleFont: FontDescriptor {
        get { content.font }
        set {
            guard content.update(\.font, to: newValue) else { return }
            titleLabelStorage?.font = newValue
            invalidateIntrinsicContentSize()
        }
    }

    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if oldValue != contentEdgeInsets { invalidateIntrinsicContentSize() } }
    }

    /// UIKit's `titleEdgeInsets` and `imageEdgeInsets`: they move the title and the image
    /// inside the button's bounds and, as UIKit documents, do not change its intrinsic size
    /// (only `contentEdgeInsets` does), so they are stored only.
    public var titleEdgeInsets: EdgeInsets = .zero
    public var imageEdgeInsets: EdgeInsets = .zero

    open override var intrinsicContentSize: CGSize {
        let title = measuredIntrinsicSize(forLayoutWidth: nil)
        guard let image else { return title }
        let titleSize = title.width == View.noIntrinsicMetric ? CGSize.zero : title
        // The title's measured width already holds contentEdgeInsets, which surround the title
        // and the image together (UIKit: "the rectangle surrounding all of the button's
        // content"): count them once.
        let insetsWidth = contentEdgeInsets.left + contentEdgeInsets.right
        let titleWidth = max(0, titleSize.width - (titleSize == .zero ? 0 : insetsWidth))
        return CGSize(width: titleWidth + image.size.width + insetsWidth,
                      height: max(titleSize.height, image.size.height + contentEdgeInsets.top + contentEdgeInsets.bottom))
    }

    override func baselineModel(first: Bool) -> BaselineModel { textBaselineModel(first: first) }

    var textSizing: TextSizing {
        TextSizing(font: content.font, numberOfLines: 1, chrome: contentEdgeInsets, emptyTextTakesOneLine: false,
                   baselines: .centred, naturalMaxWidth: nil, sizesToLayoutWidth: false)
    }

    /// UIButton centres its title (`contentHorizontalAlignment` is `.center`).
    var centresTextHorizontally: Bool { true }

    open override func applyInterfaceBuilderDefaults() {
        super.applyInterfaceBuilderDefaults()
        setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(LayoutPriority(251), for: .vertical)
    }

    open override var typeNameForDescriptions: String { "UIButton" }

    /// UIKit's control states; only `.normal` affects layout here.
    public struct ControlState: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = ControlState([])
        public static let highlighted = ControlState(rawValue: 1 << 0)
        public static let disabled = ControlState(rawValue: 1 << 1)
        public static let selected = ControlState(rawValue: 1 << 2)
    }
}

/// A button's `titleLabel`: changes of its font or text go to the button's title.
final class ButtonTitleLabel: Label {
    private weak var button: Button?

    init(button: Button) {
        super.init(frame: .zero)
        text = button.title(for: .normal)
        font = button.titleFont
        self.button = button
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        button?.titleLabelDidChange(self)
    }
}
