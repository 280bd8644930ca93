import Foundation
import TextMeasurement

/// Editable multi-line text: UIKit's `UITextView`, for sizing.
///
/// While scrolling is enabled (the default) it has no intrinsic size: it scrolls its text.
/// With `isScrollEnabled == false` it sizes to its text like a multi-line label (two passes),
/// plus `textContainerInset` (8 at top and bottom by default) and `lineFragmentPadding` (5) on
/// both sides; an empty text view is one line tall. Text starts at the top inset, so the
/// baselines are fixed offsets from the top.
open class TextView: View, TextSizingView {
    /// A text view becomes first responder to edit or select its text.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    var content = TextContent(font: .systemFont(ofSize: 12), numberOfLines: 0)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        content.emptyTextTakesOneLine = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        content.emptyTextTakesOneLine = true
    }

    public var text: String {
        get { content.text }
        set { if content.update(\.text, to: newValue) { invalidateIntrinsicContentSize() } }
    }

    /// UIKit's default text-view font is 12 points.
    public var font: FontDescriptor {
        get { content.font }
        set { if content.update(\.font, to: newValue) { invalidateIntrinsicContentSize() } }
    }

    /// Stored: editing, selection and data detection do not change sizes.
    public var isEditable = true
    public var isSelectable = true
    public var textColor: Color?
    public var textAlignment: TextAlignment = .natural
    /// As on a label (`Label.adjustsFontForContentSizeCategory`).
    public var adjustsFontForContentSizeCategory = false

    public var isScrollEnabled = true {
        didSet { if oldValue != isScrollEnabled { invalidateEngine() } }
    }

    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if oldValue != textContainerInset { invalidateIntrinsicContentSize() } }
    }

    public var lineFragmentPadding: CGFloat = 5 {
        didSet { if oldValue != lineFragmentPadding { invalidateIntrinsicContentSize() } }
    }

    private var chrome: EdgeInsets {
        var insets = textContainerInset
        insets.left += lineFragmentPadding
        insets.right += lineFragmentPadding
        return insets
    }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return measuredIntrinsicSize(forLayoutWidth: nil)
    }

    override var sizesToLayoutWidth: Bool { !isScrollEnabled }

    override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        measuredIntrinsicSize(forLayoutWidth: width)
    }

    override func baselineModel(first: Bool) -> BaselineModel { textBaselineModel(first: first) }

    var textSizing: TextSizing {
        TextSizing(font: content.font, numberOfLines: 0, chrome: chrome, emptyTextTakesOneLine: true,
                   baselines: .fromTop, naturalMaxWidth: nil, sizesToLayoutWidth: sizesToLayoutWidth)
    }

    open override var typeNameForDescriptions: String { "UITextView" }
}
