import Foundation
import TextMeasurement

/// A button with a one-line title: UIKit's `UIButton`, for sizing. Its intrinsic size is the
/// title's measured size plus `contentEdgeInsets`; the title is centred, so the baselines sit
/// like a label's, shifted by the insets.
open class Button: View, TextSizingView {
    var content = TextContent(font: .systemFont(ofSize: 15), numberOfLines: 1)

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
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
        invalidateIntrinsicContentSize()
    }

    public func title(for state: ControlState = .normal) -> String? { content.text }

    /// UIKit's default title font for a system button here: the 15-point system font.
    public var titleFont: FontDescriptor {
        get { content.font }
        set { if content.update(\.font, to: newValue) { invalidateIntrinsicContentSize() } }
    }

    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet { if oldValue != contentEdgeInsets { invalidateIntrinsicContentSize() } }
    }

    open override var intrinsicContentSize: CGSize { measuredIntrinsicSize(forLayoutWidth: nil) }

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
