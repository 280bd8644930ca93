import Foundation

extension View {
    /// Whether another frame of this view would satisfy the constraints of its tree just as
    /// well (SEMANTICS §9). Computed on demand: each of the view's four unknowns is pulled both
    /// ways at a priority below every other, on a copy of the solved engine.
    public var hasAmbiguousLayout: Bool {
        let root = rootView
        let engine = root.builtEngine()
        engine.holdRootSize(true)
        engine.layout()
        return engine.canMove(variables.all)
    }

    /// Whether the constraints leave this view's position or size along `axis` free: the same
    /// probe as `hasAmbiguousLayout`, on that axis's two unknowns only (relative to the
    /// superview, so a view that only follows a free superview is not free itself). Interface
    /// Builder keeps the drawn frame on such an axis.
    public func hasAmbiguousLayout(along axis: LayoutAxis) -> Bool {
        let engine = rootView.builtEngine()
        engine.holdRootSize(true)
        engine.layout()
        return engine.canMove([variables.origin(axis), variables.size(axis)])
    }

    /// The active constraints that take part in placing this view along `axis`: those on that
    /// axis that connect it, directly or through other items, to the rest of the tree. In the
    /// order the tree holds them. The engine's own constraints (masks, content sizes) are not
    /// listed.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        let candidates = rootView.subtreeInOrder().flatMap(\.constraints).filter { constraint in
            constraint.firstAttribute.axis == axis || constraint.secondAttribute.axis == axis
        }
        var reached: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var chosen = Set<ObjectIdentifier>()
        var grew = true
        while grew {
            grew = false
            for constraint in candidates where !chosen.contains(ObjectIdentifier(constraint)) {
                let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }.map(ObjectIdentifier.init)
                guard items.contains(where: reached.contains) else { continue }
                chosen.insert(ObjectIdentifier(constraint))
                for item in items where reached.insert(item).inserted { grew = true }
                grew = true
            }
        }
        return candidates.filter { chosen.contains(ObjectIdentifier($0)) }
    }
}
