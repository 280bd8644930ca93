import Foundation

/// Masonry's helpers for spreading views evenly along an axis of their common superview.
///
/// Both make, activate and return constraints along the axis only (the cross axis is left to
/// the caller), in the views' closest common ancestor (the "container"), using leading/trailing
/// for the horizontal axis (so they follow right-to-left) and top/bottom for the vertical one:
/// - `fixedSpacing`: `first.leading == container.leading + leadSpacing`, each next view
///   `spacing` after the previous one, `last.trailing == container.trailing - tailSpacing`, and
///   every view as long as the first. The item length is the output:
///   `(container - lead - tail - (n - 1) * spacing) / n`.
/// - `fixedItemLength`: every view `length` long, the first at `leadSpacing`, the last ending
///   `tailSpacing` before the end, and equal gaps between them:
///   `gap = (container - lead - tail - n * length) / (n - 1)`. View `i` starts at
///   `lead + i * (length + gap)`, which is linear in the container's length, so it is written as
///   `view.leading == container.trailing * i/(n-1) + constant` (Apple's multiplier on a
///   location, SEMANTICS §1); a container whose `bounds.origin` is not zero scales that origin too,
///   so use these helpers in containers that are not scrolled.
/// With one view, `fixedSpacing` pins it to both ends and `fixedItemLength` gives it the length
/// and puts it at `leadSpacing`. With no views, or views with no common ancestor, nothing is
/// made (the latter is reported through the tree's diagnostics).
extension Array where Element: View {
    @discardableResult
    public func distributeViews(along axis: LayoutAxis, fixedSpacing: CGFloat, leadSpacing: CGFloat,
                                tailSpacing: CGFloat) -> [LayoutConstraint] {
        guard let container = distributionContainer() else { return [] }
        let (start, end, size) = distributionAttributes(axis)
        var made: [LayoutConstraint] = []
        for (index, view) in enumerated() {
            if index == 0 {
                made.append(LayoutConstraint(first: view, start, .equal, second: container, start, multiplier: 1,
                                             constant: leadSpacing))
            } else {
                made.append(LayoutConstraint(first: view, start, .equal, second: self[index - 1], end, multiplier: 1,
                                             constant: fixedSpacing))
                made.append(LayoutConstraint(first: view, size, .equal, second: self[0], size, multiplier: 1, constant: 0))
            }
        }
        if let last = last {
            made.append(LayoutConstraint(first: last, end, .equal, second: container, end, multiplier: 1,
                                         constant: -tailSpacing))
        }
        LayoutConstraint.activate(made)
        return made
    }

    @discardableResult
    public func distributeViews(along axis: LayoutAxis, fixedItemLength: CGFloat, leadSpacing: CGFloat,
                                tailSpacing: CGFloat) -> [LayoutConstraint] {
        guard let container = distributionContainer() else { return [] }
        let (start, end, size) = distributionAttributes(axis)
        let count = CGFloat(self.count)
        var made: [LayoutConstraint] = []
        for (index, view) in enumerated() {
            made.append(LayoutConstraint(first: view, size, .equal, second: nil, .notAnAttribute, multiplier: 1,
                                         constant: fixedItemLength))
            if index == 0 {
                made.append(LayoutConstraint(first: view, start, .equal, second: container, start, multiplier: 1,
                                             constant: leadSpacing))
            } else if index == self.count - 1 {
                made.append(LayoutConstraint(first: view, end, .equal, second: container, end, multiplier: 1,
                                             constant: -tailSpacing))
            } else {
                // start_i = lead + i*length + i/(n-1) * (W - lead - tail - n*length)
                let fraction = CGFloat(index) / (count - 1)
                let constant = leadSpacing + CGFloat(index) * fixedItemLength
                    - fraction * (leadSpacing + tailSpacing + count * fixedItemLength)
                made.append(LayoutConstraint(first: view, start, .equal, second: container, end, multiplier: fraction,
                                             constant: constant))
            }
        }
        LayoutConstraint.activate(made)
        return made
    }

    private func distributionAttributes(_ axis: LayoutAxis) -> (LayoutAttribute, LayoutAttribute, LayoutAttribute) {
        axis == .horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    }

    /// The closest common ancestor of the views other than themselves (Masonry's common
    /// superview): with one view, its superview.
    private func distributionContainer() -> View? {
        guard let first = first else { return nil }
        var container: View? = first.superview
        for view in dropFirst() {
            guard let current = container, let shared = current.closestCommonAncestor(with: view) else {
                first.report(.activationFailed("Unable to distribute views that have no common superview: \(itemDescription(first)) and \(itemDescription(view))."))
                return nil
            }
            // A view cannot be its own container: climb above it.
            container = shared === view ? view.superview : shared
        }
        guard let container else {
            first.report(.activationFailed("Unable to distribute views: \(itemDescription(first)) has no superview."))
            return nil
        }
        for view in self {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        return container
    }
}
