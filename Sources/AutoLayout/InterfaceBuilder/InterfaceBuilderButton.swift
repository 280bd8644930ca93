import Foundation

/// A button as Interface Builder makes it: a title (measured like `Button`'s), an optional image
/// beside it, and UIKit's 6 points above and below a text title when no content insets are set.
///
/// Intrinsic size: image width + title width + horizontal insets, by the taller of the image and
/// the title (with its padding) + vertical insets; an image-only button is its image plus insets.
final class InterfaceBuilderButton: Button {
    var imageSize: CGSize?
    /// The insets Interface Builder stored (`<inset key="contentEdgeInsets">`), nil when none.
    var storedInsets: EdgeInsets?

    static let titlePadding: CGFloat = 6

    override var intrinsicContentSize: CGSize {
        let insets = storedInsets ?? .zero
        let hasTitle = !(title() ?? "").isEmpty
        guard hasTitle else {
            guard let image = imageSize else { return CGSize(width: 30 + insets.left + insets.right, height: 34) }
            return CGSize(width: image.width + insets.left + insets.right, height: image.height + insets.top + insets.bottom)
        }
        let titleSize = super.intrinsicContentSize
        guard let image = imageSize, titleSize.width >= 0 else { return titleSize }
        return CGSize(width: titleSize.width + image.width,
                      height: max(titleSize.height, image.height + insets.top + insets.bottom))
    }

    /// Uses the stored insets, or the default title padding when there are none.
    func applyInsets() {
        contentEdgeInsets = storedInsets ?? EdgeInsets(top: Self.titlePadding, left: 0, bottom: Self.titlePadding, right: 0)
    }
}
