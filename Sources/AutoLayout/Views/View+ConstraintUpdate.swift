import Foundation

/// UIKit's update-constraints pass (Apple's "Auto Layout Guide: Changing Constraints"): before
/// layout solves, every view that needs it gets `updateConstraints()`, deepest views first, so
/// a superview's update sees the constraints its subviews made. Each view needs it once when
/// made, and again after `setNeedsUpdateConstraints()`. Invariant: a view's
/// `constraintUpdatePending` is true when it or a descendant has `needsConstraintUpdate`, so a
/// tree with nothing due costs one check.
extension View {
    /// UIKit's `setNeedsUpdateConstraints()`: the next layout (or `updateConstraintsIfNeeded()`)
    /// calls `updateConstraints()` on this view.
    public func setNeedsUpdateConstraints() {
        needsConstraintUpdate = true
        markConstraintUpdatePending()
        setNeedsLayout()
    }

    /// UIKit's `needsUpdateConstraints()`.
    public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    /// UIKit's `updateConstraintsIfNeeded()`: runs the pass over this view's subtree now.
    public func updateConstraintsIfNeeded() {
        guard constraintUpdatePending else { return }
        constraintUpdatePending = false
        // A subview added by an update is visited by this loop only if it comes later; the
        // loop repeats until nothing below is pending, as UIKit's pass does.
        var index = 0
        while index < subviews.count {
            subviews[index].updateConstraintsIfNeeded()
            index += 1
        }
        if needsConstraintUpdate {
            needsConstraintUpdate = false
            updateConstraints()
        }
    }

    func markConstraintUpdatePending() {
        var view: View? = self
        while let step = view, !step.constraintUpdatePending {
            step.constraintUpdatePending = true
            view = step.superview
        }
    }
}
