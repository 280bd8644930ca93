import Foundation
import TextMeasurement

/// Traits set on one view for its subtree: UIKit's `UITraitOverrides` (iOS 17). The content size
/// category takes effect through the view's text measurer, which its subviews inherit; the other
/// traits are stored.
public struct TraitOverrides: Hashable, Sendable {
    public var preferredContentSizeCategory: ContentSizeCategory?
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?
    public var userInterfaceStyle: Int?

    public init() {}
}

extension View {
    /// UIKit's `traitOverrides`: setting `preferredContentSizeCategory` sizes the text styles of
    /// this view's subtree at that category.
    public var traitOverrides: TraitOverrides {
        get { traitOverridesStorage }
        set {
            traitOverridesStorage = newValue
            if let category = newValue.preferredContentSizeCategory { measureTextStyles(at: category) }
        }
    }

    /// Gives this subtree the measurer in force here at `category` (text styles are sized by
    /// the measurer), unless it already measures at that category. Returns whether it changed.
    @discardableResult
    func measureTextStyles(at category: ContentSizeCategory) -> Bool {
        guard let measurer = resolvedTextMeasurer as? TextMeasurer, measurer.contentSizeCategory != category else { return false }
        textMeasurer = measurer.with(contentSizeCategory: category)
        return true
    }

    /// Runs `body` with this subtree's text styles sized at `category`, then gives the view
    /// back the measurer it had: a sizing call at one text size leaves none behind for the
    /// next (`traitOverrides` is how code sets one that stays).
    package func measuringTextStyles<Result>(at category: ContentSizeCategory, _ body: () throws -> Result) rethrows -> Result {
        let own = ownTextMeasurer
        let changed = measureTextStyles(at: category)
        defer { if changed { textMeasurer = own } }
        return try body()
    }
}
