import Foundation

/// A view whose content can be larger than its frame and is shown shifted by `contentOffset`:
/// UIKit's `UIScrollView`, reduced to what layout needs (SEMANTICS §10).
///
/// Two layout guides name the two rectangles constraints can mean:
/// - `contentLayoutGuide` is the content area: its origin is fixed at the content origin (0, 0
///   in the scroll view's bounds coordinates) and its size, two unknowns, is what the content's
///   constraints make it. After layout that size is `contentSize`.
/// - `frameLayoutGuide` is the scroll view's own frame, seen from inside: it moves with
///   `contentOffset`, so content pinned to it stays still on screen.
///
/// UIKit's rule for the scroll view's own attributes: a constraint between the scroll view's
/// EDGES (top, bottom, left, right, leading, trailing) and something inside it attaches to the
/// content area, so `content.bottom == scrollView.bottom` defines the content height; width,
/// height and centre constraints attach to the frame. The rule is applied where attributes
/// become expressions (`AttributeExpression`): an edge of a scroll view, in a constraint
/// interpreted in the scroll view's own coordinate space (which is the case exactly when the
/// other item is the scroll view, one of its guides, or inside it), is the content guide's edge.
/// Constraints from outside the scroll view (its common ancestor is above it) see its frame.
///
/// The content needs an unbroken chain top to bottom and leading to trailing, else the content
/// size is 0 on that axis (the guide's size only has to be at least 0).
open class ScrollView: View {
    /// The content area; see the type's documentation.
    public let contentLayoutGuide: LayoutGuide
    /// The scroll view's frame as seen from its content.
    public let frameLayoutGuide: LayoutGuide

    public override init(frame: CGRect) {
        contentLayoutGuide = LayoutGuide()
        frameLayoutGuide = LayoutGuide()
        super.init(frame: frame)
        configureGuides()
    }

    public required init?(coder: NSCoder) {
        contentLayoutGuide = LayoutGuide()
        frameLayoutGuide = LayoutGuide()
        super.init(coder: coder)
        configureGuides()
    }

    private func configureGuides() {
        contentLayoutGuide.identifier = "UIScrollViewContentLayoutGuide"
        frameLayoutGuide.identifier = "UIScrollViewFrameLayoutGuide"
        // The content guide is a layout guide of the view, so the engine keeps its size >= 0 and
        // writes its frame. The frame guide needs no unknowns (it is the bounds), so it only
        // names its owner and is not in `layoutGuides`.
        addLayoutGuide(contentLayoutGuide)
        frameLayoutGuide.owningView = self
    }

    /// The size of the content area, as the last layout solved it. `open`, as in UIKit: a table
    /// view's content is its rows.
    open var contentSize: CGSize { contentLayoutGuide.layoutFrame.size }

    /// The point of the content shown at the scroll view's top-left corner: `bounds.origin`.
    /// Changing it shifts what the subviews look like from outside; their frames stay.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let old = bounds.origin
            bounds.origin = newValue
            // UIKit tells the delegate of every change of the offset, whoever makes it.
            if old != newValue { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// UIKit's `delegate`, told when the content offset changes (`scrollViewDidScroll(_:)`);
    /// nothing here drags, decelerates or zooms, so the other callbacks are never made. `open`,
    /// as in UIKit: a table view sizes its rows again when its delegate changes.
    open weak var delegate: ScrollViewDelegate?

    /// Scrolling behaviour UIKit cells set on the scroll views inside them (tag rows, carousels).
    /// Nothing scrolls by touch here, so these are stored only; none changes layout.
    public var isScrollEnabled = true
    public var isPagingEnabled = false
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var scrollsToTop = true
    public var decelerationRate = DecelerationRate.normal

    /// UIKit's `UIScrollView.DecelerationRate`, with UIKit's values.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// UIKit's `setContentOffset(_:animated:)`; there is nothing to animate here.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
    }

    open override var typeNameForDescriptions: String { "UIScrollView" }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The content guide's origin is not an unknown (the engine writes the solver's 0 for
        // it), and the frame guide has no unknowns: set both from what they mean.
        contentLayoutGuide.layoutFrame = CGRect(origin: .zero, size: contentLayoutGuide.layoutFrame.size)
        frameLayoutGuide.layoutFrame = bounds
    }

    /// Whether `guide` is this scroll view's content guide (resolved by `ResolvedItem`).
    func isContentGuide(_ guide: LayoutGuide) -> Bool { guide === contentLayoutGuide }

    /// Whether `guide` is this scroll view's frame guide (resolved by `ResolvedItem`).
    func isFrameGuide(_ guide: LayoutGuide) -> Bool { guide === frameLayoutGuide }
}

/// UIKit's name for `ScrollView`.
public typealias UIScrollView = ScrollView
