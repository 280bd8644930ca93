import Foundation
import TextMeasurement

/// UIKit's `UIFontMetrics`: scales custom fonts and values like a text style.
///
/// `scaledFont(for:)` gives the font the style's scaling: at each content size category it is
/// as much larger than its own size as the style is larger than its Large size (Apple's Dynamic
/// Type table), and it is sized when a measurer lays it out at its tree's category, like
/// `preferredFont(forTextStyle:)`. `scaledValue(for:)` scales a number at the current traits'
/// category (`TraitCollection.current`; Large unless bound with `performAsCurrent`).
public struct FontMetrics: Hashable, Sendable {
    public let textStyle: FontDescriptor.TextStyle

    public init(forTextStyle textStyle: FontDescriptor.TextStyle) {
        self.textStyle = textStyle
    }

    /// UIKit's `UIFontMetrics.default`: the body style's metrics.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// `font`, following this style's scaling from its current size.
    public func scaledFont(for font: FontDescriptor) -> FontDescriptor {
        // A font's size is its size at Large (a text style's included), and `sized(for:)`
        // scales it by the style's size at the category over the style's Large size.
        var scaled = font
        scaled.textStyle = textStyle
        return scaled
    }

    /// `scaledFont(for:)`, never larger than `maximumPointSize`.
    public func scaledFont(for font: FontDescriptor, maximumPointSize: Double) -> FontDescriptor {
        var scaled = scaledFont(for: font)
        scaled.maximumPointSize = maximumPointSize
        return scaled
    }

    /// `scaledFont(for:)` at the category of `traitCollection` (the font is still sized by the
    /// measurer that lays it out).
    public func scaledFont(for font: FontDescriptor, compatibleWith traitCollection: TraitCollection?) -> FontDescriptor {
        scaledFont(for: font)
    }

    /// `value` scaled as this style scales from Large to the current traits' category.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: TraitCollection.current)
    }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? TraitCollection.current.preferredContentSizeCategory
        return value * DynamicTypeTable.size(textStyle, category) / DynamicTypeTable.size(textStyle, .default)
    }
}
