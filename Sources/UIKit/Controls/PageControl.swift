import AutoLayout
import Foundation

/// UIKit's `UIPageControl`: the page count and current page a paging view keeps in step with.
/// Its drawn size (dots by page count, by release) is not measured yet, so it has no intrinsic
/// size here: give it size constraints.
open class PageControl: Control {
    /// UIKit's `UIPageControl.BackgroundStyle` (iOS 14).
    public enum BackgroundStyle: Int, Hashable, Sendable {
        case automatic = 0, prominent, minimal
    }

    /// The number of pages, 0 by default (Apple's documentation); the current page stays in range.
    public var numberOfPages = 0 {
        didSet { currentPage = storedCurrentPage }
    }

    /// The current page, pinned to 0 ... numberOfPages - 1 (Apple's documentation of `currentPage`).
    public var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = max(0, min(newValue, numberOfPages - 1)) }
    }

    private var storedCurrentPage = 0

    public var hidesForSinglePage = false
    public var pageIndicatorTintColor: Color?
    public var currentPageIndicatorTintColor: Color?
    public var backgroundStyle: BackgroundStyle = .automatic
    public var allowsContinuousInteraction = true

    open override var typeNameForDescriptions: String { "UIPageControl" }
}
