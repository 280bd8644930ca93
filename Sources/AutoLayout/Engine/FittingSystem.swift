import Cassowary
import Foundation

/// A view tree's fitting problem as the solver holds it, for the batch engine: the solved
/// system with UIKit's fitting constraints (`width == W` required, `height == 0` at
/// `fittingSizeLevel`), and the constraints whose constants a row's content moves.
///
/// Invariant: every constant that depends on content is listed here with its rule, so a row's
/// system is this one with only those constants changed:
/// - the target width's constant is `-W`;
/// - a content constraint's constant is `-size` (its view's intrinsic width or height);
/// - a baseline constraint's constant is its constant now plus
///   `sum(coefficient * (offset - installedOffset))` over the text baselines it reads;
/// - a user constraint's constant is `base - constant` (`installed(_:)`): an app that sets
///   `constraint.constant` moves it by minus the change.
package struct FittingSystem {
    package let solver: Solver
    /// Every constraint in `solver`, in the order they were added.
    package let constraints: [Constraint]
    package let rootWidth: Variable
    package let rootHeight: Variable
    package let targetWidth: Constraint
    package let contents: [ContentConstraints]
    package let baselines: [BaselineConstraint]
    /// Views measured again at their solved width (multi-line text), in layout order.
    package let twoPassViews: [View]
    /// Every view of the tree, root first, in subtree order.
    package let views: [View]
    /// The solver constraint of each active user constraint, by the user constraint's identity.
    let users: [ObjectIdentifier: Constraint]

    /// How many width-then-height passes layout makes at most for multi-line text.
    package static var maximumTextPasses: Int { LayoutEngine.maximumTextPasses }

    /// The solver constraint `constraint` is installed as; nil when it is not active in this
    /// tree. Its constant is `base - constraint.constant` (`LayoutEngine.constantChanged`), so a
    /// new `constant` moves it by minus the change, whatever the multiplier and the direction.
    package func installed(_ constraint: LayoutConstraint) -> Constraint? {
        users[ObjectIdentifier(constraint)]
    }

    /// A view's hugging and compression-resistance constraints, as installed for `size`.
    package struct ContentConstraints {
        public let view: View
        public let size: CGSize
        public let width: [Constraint]
        public let height: [Constraint]
    }

    /// A user constraint that reads text baselines, with each baseline's offset as installed.
    package struct BaselineConstraint {
        public let constraint: Constraint
        public let uses: [(use: BaselineUse, installedOffset: Double)]
    }
}

extension View {
    /// Fits this root view at `width` (as a self-sizing cell: width required, height pulled to
    /// 0 at `fittingSizeLevel`) and returns the solver's system; nil on a view inside a tree.
    package func fittingSystem(width: CGFloat) -> FittingSystem? {
        guard superview == nil else { return nil }
        _ = systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                    verticalFittingPriority: .fittingSizeLevel)
        return builtEngine().fittingSystem()
    }

    /// What decides this view's intrinsic size.
    package var contentSizing: ContentSizing {
        if let textView = self as? TextView, textView.isScrollEnabled { return .none }
        if let text = self as? TextSizingView { return .text(text.textSizing) }
        let size = intrinsicContentSize
        return size.width < 0 && size.height < 0 ? .none : .fixed(size)
    }

    /// The variables of the view's frame: origin in its superview's coordinates, and size.
    package var frameVariables: (minX: Variable, minY: Variable, width: Variable, height: Variable) {
        (variables.minX, variables.minY, variables.width, variables.height)
    }
}
