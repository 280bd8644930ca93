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
///
/// It lives in the model, not in the Interface Builder importer that makes it, because it
/// overrides the model's own text-sizing hooks (`sizesToLayoutWidth`), which only a subclass in
/// this module can override without opening them to every user of the library.
package final class InterfaceBuilderDesignableLabel: Label {
    /// The text, font and size Xcode rendered.
    package var rendered: (text: String?, font: FontDescriptor?, size: CGSize)?

    private var showsRenderedText: Bool {
        guard let rendered else { return false }
        return rendered.text == text && rendered.font == font
    }

    package override var intrinsicContentSize: CGSize {
        guard showsRenderedText, let rendered else { return super.intrinsicContentSize }
        return rendered.size
    }

    package override var sizesToLayoutWidth: Bool { !showsRenderedText && super.sizesToLayoutWidth }

    package override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        guard showsRenderedText, let rendered else { return super.intrinsicContentSize(forLayoutWidth: width) }
        return rendered.size
    }
}
