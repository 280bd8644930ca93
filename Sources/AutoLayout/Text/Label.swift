import Foundation
import TextMeasurement

/// A read-only text: UIKit's `UILabel`. Its intrinsic size is its measured text (SEMANTICS §4).
///
/// A one-line label (`numberOfLines == 1`, the default) is as wide as its text. A multi-line
/// label wraps at `preferredMaxLayoutWidth` when that is set; otherwise (0, the default) it is
/// laid out in two passes: first as wide as its unwrapped text, then measured at the width
/// layout gave it, which sets its height (and narrows it to its widest line), until the sizes
/// settle. Empty text has size 0 x 0. The text is centred vertically when the label is taller
/// than its text, so the baselines move with half the extra height.
open class Label: View, TextSizingView {
    var content = TextContent(font: .systemFont(ofSize: 17), numberOfLines: 1)

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(text: String, font: FontDescriptor = .systemFont(ofSize: 17), numberOfLines: Int = 1) {
        self.init()
        content.text = text
        content.font = font
        content.numberOfLines = numberOfLines
    }

    open var text: String? {
        get { content.text }
        set { update { $0.text = newValue ?? "" } }
    }

    /// UIKit's default label font is the 17-point system font.
    open var font: FontDescriptor! {
        get { content.font }
        set { update { $0.font = newValue ?? .systemFont(ofSize: 17) } }
    }

    /// 0 = unlimited; otherwise at most this many lines, the last truncated at its tail.
    open var numberOfLines: Int {
        get { content.numberOfLines }
        set { update { $0.numberOfLines = max(0, newValue) } }
    }

    /// Drawing only: alignment moves the text inside the label's frame, never the frame.
    public var textAlignment: TextAlignment = .natural
    /// Stored; wrapping here is by words with the last line truncated at its tail
    /// (`LineBreakMode`).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// UIKit's flag for text styles following later category changes. A text-style font here is
    /// sized at the category of the tree's traits when measured, which is what the flag gives
    /// in UIKit for a cell made and sized under one category.
    public var adjustsFontForContentSizeCategory = false
    /// Stored: shrinking text to fit is not modelled (a one-line label keeps its text's width).
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = false
    public var textColor: Color? = .label
    public var highlightedTextColor: Color?
    public var isHighlighted = false
    public var isEnabled = true
    public var shadowColor: Color?
    public var shadowOffset = CGSize(width: 0, height: -1)

    /// UIKit's `attributedText`: its characters are measured in the label's font (attributes
    /// that change fonts inside the text are not read).
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    /// What the `.paragraphStyle` attribute of UIKit's `attributedText` gives the label: its
    /// lines' heights and the spacing between them (`ParagraphStyle`); nil is the natural lines.
    public var paragraphStyle: ParagraphStyle? {
        didSet {
            guard oldValue != paragraphStyle else { return }
            invalidateIntrinsicContentSize()
        }
    }

    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            guard oldValue != preferredMaxLayoutWidth else { return }
            if (oldValue == 0) != (preferredMaxLayoutWidth == 0) {
                sizesToLayoutWidthDidChange()
            } else {
                invalidateIntrinsicContentSize()
            }
        }
    }

    private func update(_ change: (inout TextContent) -> Void) {
        let before = (content.text, content.font, content.numberOfLines)
        let twoPasses = sizesToLayoutWidth
        change(&content)
        guard before != (content.text, content.font, content.numberOfLines) else { return }
        if twoPasses != sizesToLayoutWidth {
            sizesToLayoutWidthDidChange()
        } else {
            invalidateIntrinsicContentSize()
        }
    }

    open override var intrinsicContentSize: CGSize { measuredIntrinsicSize(forLayoutWidth: nil) }

    override var sizesToLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        measuredIntrinsicSize(forLayoutWidth: width)
    }

    override func baselineModel(first: Bool) -> BaselineModel { textBaselineModel(first: first) }

    /// A multi-line label with a preferred width wraps there from the start.
    var textSizing: TextSizing {
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0
        return TextSizing(font: content.font, numberOfLines: content.numberOfLines, chrome: .zero, emptyTextTakesOneLine: false,
                          baselines: .centred, naturalMaxWidth: wraps ? preferredMaxLayoutWidth : nil,
                          sizesToLayoutWidth: sizesToLayoutWidth, paragraphStyle: paragraphStyle)
    }

    open override func applyInterfaceBuilderDefaults() {
        super.applyInterfaceBuilderDefaults()
        setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(LayoutPriority(251), for: .vertical)
    }

    open override var typeNameForDescriptions: String { "UILabel" }
}
