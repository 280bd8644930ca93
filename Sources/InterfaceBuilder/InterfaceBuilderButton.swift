import AutoLayout
import Foundation
import LayoutDocuments

/// A button as Interface Builder makes it: a title (measured like `Button`'s), an optional image
/// beside it, and UIKit's 6 points above and below a text title when no content insets are set.
///
/// Intrinsic size: image width + title width + horizontal insets, by the taller of the image and
/// the title (with its padding) + vertical insets; an image-only button is its image plus insets.
/// A button with neither keeps its title label's empty line: 30 points wide by one line of its
/// font plus the padding or insets. The fixtures show the height following the font: empty
/// system buttons of `108.storyboard` are stored 30, 32 and 29 points tall with 15-, 16- and
/// 14-point fonts (SF lines of 18, 20 and 17 plus 6 + 6).
/// A background image (`<state key="normal" backgroundImage=...>`) is drawn stretched behind the
/// content, and UIKit's button is at least its size: `108.storyboard`'s untitled buttons with a
/// 126-point background image are stored 126 x 126.
final class InterfaceBuilderButton: Button {
    var imageSize: CGSize?
    var backgroundImageSize: CGSize?
    /// The insets Interface Builder stored (`<inset key="contentEdgeInsets">`), nil when none.
    var storedInsets: EdgeInsets?

    static let titlePadding: CGFloat = 6

    override var intrinsicContentSize: CGSize {
        let content = contentSize
        guard let background = backgroundImageSize else { return content }
        return CGSize(width: max(content.width, background.width), height: max(content.height, background.height))
    }

    private var contentSize: CGSize {
        let insets = storedInsets ?? .zero
        let hasTitle = !(title() ?? "").isEmpty
        guard hasTitle else {
            guard let image = imageSize else {
                emptyTitleTakesOneLine = true
                let line = super.intrinsicContentSize
                return CGSize(width: 30 + insets.left + insets.right, height: line.height)
            }
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

extension InterfaceBuilderButton: UnstatedContent {
    /// An image, a background image or no title: what a layout document's button cannot state.
    var hasUnstatedContent: Bool {
        imageSize != nil || backgroundImageSize != nil || (title() ?? "").isEmpty
    }
}
