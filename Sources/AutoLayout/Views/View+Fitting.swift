import Cassowary
import Foundation

extension View {
    /// UIKit's `layoutFittingCompressedSize`: the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// UIKit's `layoutFittingExpandedSize`: the largest. UIKit does not say how large; here it
    /// is 10,000 x 10,000 points.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// the view's size with `width == targetSize.width @horizontalFittingPriority` and
    /// `height == targetSize.height @verticalFittingPriority` added to the constraints of its
    /// subtree. The view's own frame (when it translates it into constraints) and constraints to
    /// views outside the subtree take no part, and nothing is written to any view. The size is
    /// snapped to the root's pixel grid (`contentScaleFactor`; 0 leaves it unrounded).
    ///
    /// On a root view this reuses the tree's engine (two constraints added and removed); on a
    /// view inside a larger tree it solves the subtree in an engine of its own. The
    /// update-constraints pass runs over the subtree first, as in UIKit.
    func fittedSize(_ targetSize: CGSize, horizontal horizontalFittingPriority: LayoutPriority,
                    vertical verticalFittingPriority: LayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        let engine = superview == nil ? builtEngine() : LayoutEngine(root: self, isFittingSubtree: true)
        let size = engine.fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        let scale = layoutScale
        return CGSize(width: snap(size.width, scale), height: snap(size.height, scale))
    }
}

extension View {
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with
    /// the frame every view of the subtree has in that fitting solution (relative to its
    /// superview, snapped to the root's pixel grid), the view itself first. Nothing is written to
    /// any view: these are the frames of the very solve that gave the size, which is what the
    /// batch engine reports for a row.
    package func systemLayoutFramesFitting(_ targetSize: CGSize,
                                          withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                          verticalFittingPriority: LayoutPriority) -> (size: CGSize, frames: [(view: View, frame: CGRect)]) {
        updateConstraintsIfNeeded()
        let engine = superview == nil ? builtEngine() : LayoutEngine(root: self, isFittingSubtree: true)
        let size = engine.fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        let scale = layoutScale
        let frames = engine.views.map { ($0, engine.solvedFrame(of: $0.variables).snapped(toScale: scale)) }
        return (CGSize(width: snap(size.width, scale), height: snap(size.height, scale)), frames)
    }
}
