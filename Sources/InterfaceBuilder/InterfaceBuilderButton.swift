import AutoLayout
import Foundation
import LayoutDocuments

/// A button as Interface Builder makes it: a title (measured like `Button`'s), an optional image
/// beside it, and UIKit's 6 points above and below a text title when no content insets are set.
///
/// Intrinsic size: image width + title width + horizontal insets, by the taller of the image and
/// the title (with its padding) + vertical insets; an image-only button is its image plus insets.
/// A button with neither is the model's untitled button (`Button.minimumTitleWidth`, the one
/// rule): 30 points wide by one line of its font plus the padding or insets.
/// A background image (`<state key="normal" backgroundImage=...>`) is drawn stretched behind the
/// content, and UIKit's button is at least its size: `108.storyboard`'s untitled buttons with a
/// 126-point background image are stored 126 x 126. A button with a `<buttonConfiguration>`
/// sizes by its `Button.Configuration` (the model's rule), behind the same background image.
final class InterfaceBuilderButton: Button {
    var imageSize: CGSize?
    var backgroundImageSize: CGSize?
    /// The insets Interface Builder stored (`<inset key="contentEdgeInsets">`), nil when none.
    var storedInsets: EdgeInsets?

    static let titlePadding: CGFloat = 6

    /// The glyph UIKit draws as the image of a detail-disclosure, info or contact-add button
    /// (`buttonType`) whose document names no image: 22 x 22 points before iOS 13. Interface
    /// Builder stores such untitled buttons whose size is their own 22 x 22 (Reusable `204`,
    /// `infoLight`, Xcode 9; schifano's `xcode-projects`, `infoDark`, Xcode 5) or 22 tall
    /// (acton393's Auto-Layout-Cookbook, `infoDark`, Xcode 10, its width set): 3 apps, none
    /// against, where an untitled button would be 30 x 30. Nil from iOS 13, where the glyph is
    /// an SF Symbol and no untitled one sizes itself in the documents (KeePassium `316`'s and
    /// GoMap `245`'s are sized by constraints; UIKit-Storyboard's titled ones are about 20
    /// points wider than their titles under Xcode 13, one app), and for the other types.
    static func systemGlyphSize(buttonType: String?, iOSVersion: Int) -> CGSize? {
        let glyphTypes: Set<String> = ["detailDisclosure", "infoLight", "infoDark", "contactAdd"]
        guard iOSVersion < 13, let buttonType, glyphTypes.contains(buttonType) else { return nil }
        return CGSize(width: 22, height: 22)
    }

    override var intrinsicContentSize: CGSize {
        let content = contentSize
        guard let background = backgroundImageSize else { return content }
        return CGSize(width: max(content.width, background.width), height: max(content.height, background.height))
    }

    private var contentSize: CGSize {
        // A configured button sizes by its configuration, the model's rule.
        guard configuration == nil else { return super.intrinsicContentSize }
        let insets = storedInsets ?? .zero
        let hasTitle = !(title() ?? "").isEmpty
        guard hasTitle else {
            guard let image = imageSize else { return super.intrinsicContentSize }
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
    /// An image, a background image or a `UIButton.Configuration`: what a layout document's
    /// button cannot state (an untitled one it can: the model sizes it by the same rule).
    var hasUnstatedContent: Bool {
        imageSize != nil || backgroundImageSize != nil || configuration != nil
    }
}
