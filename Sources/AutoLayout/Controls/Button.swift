import Foundation
import TextMeasurement

/// A button with a one-line title: UIKit's `UIButton`, for sizing. Its intrinsic size is the
/// title's measured size, at least `minimumTitleWidth` wide and one line tall even when empty,
/// plus `contentEdgeInsets`; the title is centred, so the baselines sit like a label's, shifted
/// by the insets. An image-only button is its image plus the insets.
open class Button: Control, TextSizingView {
    var content = TextContent(font: .systemFont(ofSize: 15), numberOfLines: 1)

    /// The least width of a button's title, 30 points: a shorter title is centred in 30 points,
    /// and a button with neither title nor image is 30 points wide and one line of its title
    /// font tall (plus its insets). The one rule for buttons made in code, read from layout
    /// documents and imported from Interface Builder (which adds its 6-point title padding as
    /// insets), and for the batch engine (`textSizing`). Apple documents no figure; Xcode
    /// stores the frames UIKit gives, and in the fixture sets (`Datasets/xib`, `xib-more`; not
    /// the held-out `xib-frozen`), where the constraints leave a button's size to it and the
    /// two rules differ, the stored frames follow this one and none follows a title of no
    /// width (an untitled button of its insets alone): untitled buttons are stored 30 wide (4
    /// of 4: 3 documents, 3 apps) and one line of their font plus 6 + 6 tall (6 of 7, 29, 30
    /// and 32 points for 14-, 15- and 16-point fonts; 5 documents, 4 apps), and titles
    /// narrower than 30 points ("+", "Set", "Get") are stored 30 wide (4 of 4, 2 documents, 2
    /// apps). Not counted: buttons with a `UIButton.Configuration` and the info buttons, which
    /// UIKit draws with an image of their own.
    public static let minimumTitleWidth: CGFloat = 30

    /// Whether a button without a configuration rounds its title's height up to whole points
    /// before adding its content insets, where a label keeps the pixel-rounded height of its
    /// text: a 17-point system title (a 20.29-point line) makes a button 33 tall, 21 + 6 + 6,
    /// on 2x and 3x screens alike. Apple documents no figure; Xcode stores the frames UIKit
    /// gives, and in the fixture sets (`Datasets/xib`, `xib-more`; not the held-out
    /// `xib-frozen`) every unconfigured titled button whose constraints leave it its own size
    /// is stored a whole number of points on that axis (`Scripts/ib/button_rounding.py`: 99
    /// heights of 25 apps and 85 widths of 24 apps, none fractional), while configured buttons
    /// are stored at fractional sizes (11 of 12, 4 apps: 34.33 on 3x phones), so the screen's
    /// pixel grid alone does not make them whole. Where the pixel-rounded title height is
    /// fractional, `compare` before this rule was off by the rest of a point in 26 of 26 free
    /// heights (9 apps: Charts, GoMap, nRF-Mesh, OnionBrowser, Sileo, XLPagerTabStrip,
    /// green_ios, seafile, xdripswift; 12- to 23-point titles, Xcode 9 to 26). Widths are
    /// whole in UIKit too but are not rounded here: a measured width carries the text model's
    /// error (up to half a point either way against UIKit's), and rounding it up turns a
    /// 0.33-point overshoot into a 1-point one (`Datasets/xib` 150, 152, 032: tried, it moved
    /// 3 views there off).
    public static let roundsTitleHeightUpToWholePoints = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        content.emptyTextTakesOneLine = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        content.emptyTextTakesOneLine = true
    }

    /// UIKit's `UIButton.ButtonType`: every type sizes like a system button here.
    public enum ButtonType: Int, Hashable, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close

        /// UIKit's deprecated `roundedRect`, which its header defines as `system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// UIKit's `init(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        titleFont = Self.defaultTitleFont(for: buttonType)
    }

    /// The title font of a button no one gave a font: the system font at 18 points for a custom
    /// button, 15 for the other types. Apple documents no figure; Xcode stores the frames UIKit
    /// gives, and every titled button of the fixture and evidence sets whose document names no
    /// font and whose height is its own is one such line plus 6 + 6 tall: 30 points (a 15-point
    /// line, 18) for 157 system and rounded-rect buttons of 105 documents of 35 apps, 34 points
    /// (an 18-point line, 22) for 59 custom ones (no `buttonType`) of 19 documents of 5 apps
    /// (WavesWallet, XLPagerTabStrip, GenesisVision, olvid, stopp-corona), none of them 30.
    public static func defaultTitleFont(for type: ButtonType) -> FontDescriptor {
        .systemFont(ofSize: type == .custom ? 18 : 15)
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
        // A configured button's title and font are its configuration's: UIKit replaces a font
        // set on the title label at the next configuration update.
        guard configuration == nil else { return }
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

    /// The title font: `defaultTitleFont(for:)` until set.
    public var titleFont: FontDescriptor {
        get { content.font }
        set {
            guard content.update(\.font, to: newValue) else { return }
            titleLabelStorage?.font = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// UIKit's `configuration` (iOS 15): set, it sizes the button (its title, font, image and
    /// content insets replace the title, font and `contentEdgeInsets` set otherwise; see
    /// `Configuration`); nil, the button sizes as before.
    public var configuration: Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// UIKit's `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (Button) -> Void

    /// UIKit's `configurationUpdateHandler`: run on every configuration update, after
    /// `updateConfiguration()`.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    private var isUpdatingConfiguration = false

    /// UIKit's `init(configuration:primaryAction:)`: a system button with the configuration, the
    /// action run for `.primaryActionTriggered`.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        // An initialiser's own assignments run no observers.
        setNeedsUpdateConfiguration()
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// UIKit's `setNeedsUpdateConfiguration()`. UIKit defers the update to the next layout;
    /// layout here has no run loop, so the update runs at once (the size a later layout sees
    /// is the same).
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        if let configuration {
            content.text = configuration.title ?? ""
            content.font = configuration.titleFont
        }
        invalidateIntrinsicContentSize()
    }

    /// UIKit's `updateConfiguration()`: subclasses override it to change `configuration` for
    /// the button's state; no state changes the configuration here.
    open func updateConfiguration() {}

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
        if let configuration { return configuredSize(configuration, measuredTitle: title) }
        guard let image else { return title }
        // An untitled button with an image is the image and its insets: the title's empty line
        // (see `minimumTitleWidth`) takes no room beside an image.
        let titleSize = content.text.isEmpty || title.width == View.noIntrinsicMetric ? CGSize.zero : title
        // The title's measured width already holds contentEdgeInsets, which surround the title
        // and the image together (UIKit: "the rectangle surrounding all of the button's
        // content"): count them once.
        let insetsWidth = contentEdgeInsets.left + contentEdgeInsets.right
        let titleWidth = max(0, titleSize.width - (titleSize == .zero ? 0 : insetsWidth))
        return CGSize(width: titleWidth + image.size.width + insetsWidth,
                      height: max(titleSize.height, image.size.height + contentEdgeInsets.top + contentEdgeInsets.bottom))
    }

    /// A configured button: its content (see `Configuration.contentSize`) inside its insets.
    private func configuredSize(_ configuration: Configuration, measuredTitle: CGSize) -> CGSize {
        guard measuredTitle.width != View.noIntrinsicMetric else { return measuredTitle }
        let insets = configuration.contentInsets
        let hasTitle = !(configuration.title ?? "").isEmpty
        let title = CGSize(width: measuredTitle.width - insets.leading - insets.trailing,
                           height: measuredTitle.height - insets.top - insets.bottom)
        let content = configuration.contentSize(title: hasTitle || configuration.image == nil ? title : nil)
        return CGSize(width: content.width + insets.leading + insets.trailing,
                      height: content.height + insets.top + insets.bottom)
    }

    override func baselineModel(first: Bool) -> BaselineModel { textBaselineModel(first: first) }

    var textSizing: TextSizing {
        // A configured button has no least title width: its "+" title is stored 34.33 wide, the
        // title's 10.33 and the 24 points of insets (Datasets/xib-more/files/248.storyboard).
        if let configuration {
            return TextSizing(font: content.font, numberOfLines: 1,
                              chrome: configuration.contentInsets.edgeInsets(direction: effectiveUserInterfaceLayoutDirection),
                              emptyTextTakesOneLine: true, baselines: .centred, naturalMaxWidth: nil,
                              sizesToLayoutWidth: false, minimumTextWidth: 0)
        }
        return TextSizing(font: content.font, numberOfLines: 1, chrome: contentEdgeInsets, emptyTextTakesOneLine: true,
                          baselines: .centred, naturalMaxWidth: nil, sizesToLayoutWidth: false, minimumTextWidth: Self.minimumTitleWidth,
                          roundsHeightUpToWholePoints: Self.roundsTitleHeightUpToWholePoints)
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
