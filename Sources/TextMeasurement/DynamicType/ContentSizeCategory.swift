/// UIKit's `UIContentSizeCategory`: the text size a user picked (Settings > Display & Brightness >
/// Text Size, and the five larger accessibility sizes). Text styles are sized by it; fonts of a
/// fixed size are not.
///
/// Raw values are UIKit's member names (`--content-size-category extraLarge`). The cases are
/// declared smallest first, and that order is the one comparisons use: UIKit's, which Apple
/// documents for `UIContentSizeCategory`'s `<` (`extraSmall` < ... < `extraExtraExtraLarge` <
/// `accessibilityMedium` < ... < `accessibilityExtraExtraExtraLarge`).
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// UIKit's default.
    public static let `default` = ContentSizeCategory.large

    /// UIKit's `isAccessibilityCategory`: one of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("accessibility") }

    /// The category named `name` (UIKit's member name), or an error listing the names.
    public static func named(_ name: String) throws(TextMeasurementError) -> ContentSizeCategory {
        guard let category = ContentSizeCategory(rawValue: name) else {
            throw .invalidArgument("unknown content size category \"\(name)\" (one of \(allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return category
    }

    public var description: String { rawValue }

    /// UIKit's comparison operators on `UIContentSizeCategory`: the larger text size is greater.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.order < rhs.order
    }

    /// The category's place in the declaration (smallest first).
    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
