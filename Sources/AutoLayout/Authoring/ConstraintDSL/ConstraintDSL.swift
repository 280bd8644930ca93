import Foundation

/// Attributes of an item to relate to in the DSL (`other.snp.trailing`, `other.snp.edges`).
/// The kind parameter is what keeps `make.width.equalTo(other.snp.leading)` from compiling.
public struct ConstraintTarget<Kind: ConstraintKind> {
    let item: AnyObject
    let attributes: [LayoutAttribute]
}

/// The SnapKit-style entry point of a view or layout guide (`view.snp`): targets for other
/// descriptions, and `makeConstraints`, `updateConstraints`, `remakeConstraints`,
/// `removeConstraints`.
///
/// - `makeConstraints` describes, makes and activates constraints (a view stops translating its
///   autoresizing mask, as in SnapKit). A description that cannot become a constraint (no
///   superview, an illegal pairing) is reported through the tree's diagnostics and skipped.
/// - `updateConstraints` changes the constant and priority of constraints made earlier by the
///   DSL for this item with the same first attribute, relation, second item and attribute, and
///   multiplier. Describing one that does not exist is an error, as in SnapKit: it is reported
///   and skipped (nothing crashes); `updateConstraintsChecked` throws instead, before changing
///   anything.
/// - `remakeConstraints` removes every constraint the DSL made for this item, then makes.
/// - `removeConstraints` deactivates every constraint the DSL made for this item.
/// Only active constraints are found: the DSL keeps no list of its own, it looks for its
/// constraints (a private `LayoutConstraint` subclass whose first item is this item) in the
/// constraint lists of the item's view and its ancestors, where active constraints live.
public struct ConstraintDSL {
    let item: LayoutItem

    private func target<Kind>(_ attributes: [LayoutAttribute]) -> ConstraintTarget<Kind> {
        ConstraintTarget(item: item, attributes: attributes)
    }

    public var left: ConstraintTarget<ConstraintXAxisKind> { target([.left]) }
    public var right: ConstraintTarget<ConstraintXAxisKind> { target([.right]) }
    public var leading: ConstraintTarget<ConstraintXAxisKind> { target([.leading]) }
    public var trailing: ConstraintTarget<ConstraintXAxisKind> { target([.trailing]) }
    public var centerX: ConstraintTarget<ConstraintXAxisKind> { target([.centerX]) }
    public var leftMargin: ConstraintTarget<ConstraintXAxisKind> { target([.leftMargin]) }
    public var rightMargin: ConstraintTarget<ConstraintXAxisKind> { target([.rightMargin]) }
    public var leadingMargin: ConstraintTarget<ConstraintXAxisKind> { target([.leadingMargin]) }
    public var trailingMargin: ConstraintTarget<ConstraintXAxisKind> { target([.trailingMargin]) }
    public var centerXWithinMargins: ConstraintTarget<ConstraintXAxisKind> { target([.centerXWithinMargins]) }
    public var top: ConstraintTarget<ConstraintYAxisKind> { target([.top]) }
    public var bottom: ConstraintTarget<ConstraintYAxisKind> { target([.bottom]) }
    public var centerY: ConstraintTarget<ConstraintYAxisKind> { target([.centerY]) }
    public var firstBaseline: ConstraintTarget<ConstraintYAxisKind> { target([.firstBaseline]) }
    public var lastBaseline: ConstraintTarget<ConstraintYAxisKind> { target([.lastBaseline]) }
    public var topMargin: ConstraintTarget<ConstraintYAxisKind> { target([.topMargin]) }
    public var bottomMargin: ConstraintTarget<ConstraintYAxisKind> { target([.bottomMargin]) }
    public var centerYWithinMargins: ConstraintTarget<ConstraintYAxisKind> { target([.centerYWithinMargins]) }
    public var width: ConstraintTarget<ConstraintDimensionKind> { target([.width]) }
    public var height: ConstraintTarget<ConstraintDimensionKind> { target([.height]) }
    public var size: ConstraintTarget<ConstraintSizeKind> { target([.width, .height]) }
    public var edges: ConstraintTarget<ConstraintPositionsKind> { target(ConstraintGroups.edges) }
    public var directionalEdges: ConstraintTarget<ConstraintPositionsKind> { target(ConstraintGroups.directionalEdges) }
    public var margins: ConstraintTarget<ConstraintPositionsKind> { target(ConstraintGroups.margins) }
    public var directionalMargins: ConstraintTarget<ConstraintPositionsKind> { target(ConstraintGroups.directionalMargins) }
    public var center: ConstraintTarget<ConstraintPositionsKind> { target([.centerX, .centerY]) }
    public var centerWithinMargins: ConstraintTarget<ConstraintPositionsKind> {
        target([.centerXWithinMargins, .centerYWithinMargins])
    }

    // MARK: - Making and changing

    /// Describes constraints and returns them inactive (SnapKit's `prepareConstraints`).
    public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
        described(closure).constraints
    }

    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
        (item as? View)?.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate(described(closure).constraints)
    }

    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
        removeConstraints()
        makeConstraints(closure)
    }

    public func removeConstraints() {
        LayoutConstraint.deactivate(activeDSLConstraints())
    }

    /// Updates the constants and priorities of existing DSL constraints; a description with no
    /// existing match is reported and skipped.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        let existing = activeDSLConstraints()
        for constraint in described(closure).constraints {
            guard let match = existing.first(where: { $0.matches(constraint) }) else {
                report(ConstraintDSLError.noMatchingConstraint(Self.noMatchMessage(constraint)).description)
                continue
            }
            apply(constraint, to: match)
        }
    }

    /// `updateConstraints` that throws when a description has no existing match or cannot
    /// become a constraint; nothing changes then.
    public func updateConstraintsChecked(_ closure: (ConstraintMaker) -> Void) throws(ConstraintDSLError) {
        let existing = activeDSLConstraints()
        let made = described(closure, reporting: false)
        if let error = made.errors.first { throw error }
        var pairs: [(LayoutConstraint, DSLLayoutConstraint)] = []
        for constraint in made.constraints {
            guard let match = existing.first(where: { $0.matches(constraint) }) else {
                throw .noMatchingConstraint(Self.noMatchMessage(constraint))
            }
            pairs.append((constraint, match))
        }
        for (constraint, match) in pairs { apply(constraint, to: match) }
    }

    private func apply(_ constraint: LayoutConstraint, to match: LayoutConstraint) {
        match.constant = constraint.constant
        // A required/optional switch is refused (and reported) by the constraint itself.
        match.priority = constraint.priority
    }

    private static func noMatchMessage(_ constraint: LayoutConstraint) -> String {
        "Updated constraint could not find an existing matching constraint to update: \(constraint.equationDescription)"
    }

    private func described(_ closure: (ConstraintMaker) -> Void, reporting: Bool = true)
        -> (constraints: [LayoutConstraint], errors: [ConstraintDSLError]) {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        var constraints: [LayoutConstraint] = []
        var errors: [ConstraintDSLError] = []
        for description in maker.descriptions {
            switch description.makeConstraints() {
            case .success(let made): constraints += made
            case .failure(let error):
                errors.append(error)
                if reporting { report(error.description) }
            }
        }
        return (constraints, errors)
    }

    /// The active constraints the DSL made for this item, found where active constraints are
    /// held: the item's view and its ancestors.
    private func activeDSLConstraints() -> [DSLLayoutConstraint] {
        var found: [DSLLayoutConstraint] = []
        var holder = ResolvedItem(item)?.hierarchyView
        while let view = holder {
            for constraint in view.constraints {
                if let made = constraint as? DSLLayoutConstraint, made.firstItem === item { found.append(made) }
            }
            holder = view.superview
        }
        return found
    }

    private func report(_ message: String) {
        if let view = ResolvedItem(item)?.hierarchyView {
            view.report(.activationFailed(message))
        } else {
            LayoutDiagnostic.writeToStandardError(.activationFailed(message))
        }
    }
}

extension View {
    /// The SnapKit-style constraint DSL for this view.
    public var snp: ConstraintDSL { ConstraintDSL(item: self) }
}

extension LayoutGuide {
    /// The SnapKit-style constraint DSL for this guide (`equalToSuperview` means its owning view).
    public var snp: ConstraintDSL { ConstraintDSL(item: self) }
}
