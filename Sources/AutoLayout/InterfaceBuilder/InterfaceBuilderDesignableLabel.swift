import Foundation
import TextMeasurement

/// A label whose custom class Xcode rendered live (`@IBDesignable`) and whose intrinsic size it
/// stored in `<designables>`: still a label (element kind decides, whatever the `customClass`),
/// so rows set its text and long texts wrap. The stored size is what the class drew for the
/// text and font it had then (its own insets or styling included), so it stands for that text
/// only: any other text or font is measured like a plain label's.
///
/// A layout document describes it as a plain label (the stored size has no document key), so a
/// batch template measures its text in every row.
final class InterfaceBuilderDesignableLabel: Label {
    /// The text, font and size Xcode rendered.
    var rendered: (text: String?, font: FontDescriptor?, size: CGSize)?

    private var showsRenderedText: Bool {
        guard let rendered else { return false }
        return rendered.text == text && rendered.font == font
    }

    override var intrinsicContentSize: CGSize {
        guard showsRenderedText, let rendered else { return super.intrinsicContentSize }
        return rendered.size
    }

    override var sizesToLayoutWidth: Bool { !showsRenderedText && super.sizesToLayoutWidth }

    override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        guard showsRenderedText, let rendered else { return super.intrinsicContentSize(forLayoutWidth: width) }
        return rendered.size
    }
}
