import Cassowary
import Foundation

/// A constraint as a view tree's layout engine holds it: one of the app's (`LayoutConstraint`),
/// or one the engine makes itself as UIKit's does (a view's content size, its autoresizing mask,
/// the root's encapsulated frame, a fitting request, a size's lower bound of 0).
public struct EngineConstraint {
    /// Where the constraint comes from.
    public enum Source {
        /// One of the app's constraints (a document's, a stack view's `UISV-*`, ...).
        case user(LayoutConstraint)
        /// `NSContentSizeLayoutConstraint`: a view's intrinsic size along an axis, hugging
        /// (`size <= intrinsic`) or compression resistance (`size >= intrinsic`).
        case contentSize(View, LayoutAxis, hugging: Bool, size: CGFloat)
        /// `NSAutoresizingMaskLayoutConstraint`: one member of a view's frame as its mask
        /// translates it.
        case autoresizingMask(View, FrameMember)
        /// The root's frame as its window holds it (`'UIView-Encapsulated-Layout-Height'`):
        /// one member of it, at `value`.
        case encapsulatedLayout(View, FrameMember, value: CGFloat)
        /// `systemLayoutSizeFitting`'s request (`'UIView-Fitting-Height'`): the root's size
        /// pulled to `target` at the fitting priority.
        case fitting(View, LayoutAxis, target: CGFloat)
        /// `'UIView-Size-NonNegative'`: a view's or guide's size is at least 0.
        case nonNegativeSize(AnyObject, LayoutAxis)
    }

    /// A member of a frame: its origin's x or y, its width or height.
    public enum FrameMember: String, Sendable {
        case minX, minY, width, height

        public var axis: LayoutAxis { self == .minX || self == .width ? .horizontal : .vertical }
    }

    public let source: Source
    /// Apple's description of it, as its console messages print it.
    public let description: String
    /// The priority the engine holds it at.
    public let priority: LayoutPriority
    /// A required constraint that conflicted with others and is held just below required
    /// since (SEMANTICS §2): it no longer has to hold.
    public let isBrokenRequired: Bool

    /// The app's constraint, if it is one.
    public var layoutConstraint: LayoutConstraint? {
        if case .user(let constraint) = source { return constraint }
        return nil
    }

    /// `constant` is the constraint's constant in the solver now (the engine moves content
    /// sizes and fitting targets through the solver, so the installed expression may be stale).
    init?(_ constraint: Constraint, _ origin: ConstraintOrigin, constant: Double) {
        var origin = origin
        func member(_ member: ConstraintOrigin.Member) -> FrameMember { FrameMember(rawValue: member.rawValue) ?? .minX }
        func axis(_ member: ConstraintOrigin.Member) -> LayoutAxis { member == .minX || member == .width ? .horizontal : .vertical }
        switch origin {
        case .user(let user):
            source = .user(user)
        case let .encapsulated(view, kind, value):
            guard let view = view.object else { return nil }
            source = .encapsulatedLayout(view, member(kind), value: value)
        case let .autoresizing(view, kind, _, _, _):
            guard let view = view.object else { return nil }
            source = .autoresizingMask(view, member(kind))
        case let .contentSize(item, layoutAxis, hugging, _):
            guard let view = item.object else { return nil }
            let size = CGFloat(-constant)
            source = .contentSize(view, layoutAxis, hugging: hugging, size: size)
            origin = .contentSize(item, layoutAxis, hugging: hugging, size: size)
        case let .nonNegative(item, member):
            guard let item = item.object else { return nil }
            source = .nonNegativeSize(item, axis(member))
        case let .fitting(item, kind, _):
            guard let view = item.object else { return nil }
            let target = CGFloat(-constant)
            source = .fitting(view, axis(kind), target: target)
            origin = .fitting(item, kind, value: target)
        }
        description = origin.describe(constraint)
        priority = constraint.priority
        let askedRequired = if case .user(let user) = origin { user.priority.isRequired } else { true }
        isBrokenRequired = askedRequired && constraint.priority == .brokenRequired
    }
}

/// Required constraints that could not all hold, as UIKit's "Unable to simultaneously satisfy
/// constraints" message lists them, and the one layout broke to recover.
public struct ConstraintConflict {
    /// The constraints of the conflict, in the message's order (the broken one among them).
    public let conflicting: [EngineConstraint]
    /// The constraint broken, as it was asked (required); the engine holds it just below
    /// required since, so it still pulls.
    public let broken: EngineConstraint
}

/// What decided a view's size along one axis in the last solve of its tree (a layout pass or
/// a fitting request), as the solver saw it.
public struct SizeExplanation {
    /// One constraint of the solve with what it did.
    public struct Entry {
        public let constraint: EngineConstraint
        /// How far the solution is from satisfying it, in points (0: it holds).
        public let error: CGFloat
        /// How many points the size moves per point the constraint's constant moves (its
        /// right-hand side: an app constraint's `constant`, a content size, a fitting target),
        /// while the solver's optimal basis stays; 0 for a constraint that does not decide it.
        public let sizeChange: CGFloat
    }

    /// The size, as solved (before pixel snapping).
    public let size: CGFloat
    /// The constraints the size follows: those whose constant moves it (the tight constraints
    /// on the path from the view's edges to what fixes them), in the engine's order.
    public let deciding: [Entry]
    /// Every constraint the solution does not satisfy: optional ones that gave way and
    /// required ones broken to recover from a conflict, with their errors, in the engine's order.
    public let broken: [Entry]
    /// Whether another solution would be just as good for the size (constraints of equal
    /// priority pulling against each other, say): then the size depends on the order the
    /// solver met its constraints in, which is Apple's "ambiguous layout".
    public let hasAlternativeOptima: Bool
}

extension View {
    /// What decided this view's size along `axis` in the last solve of its tree: after a layout
    /// pass (`layoutIfNeeded`) or a fitting request (`systemLayoutSizeFitting`), whichever came
    /// last. It reads that solve and changes nothing. (UIKit has no such call; its nearest is
    /// `constraintsAffectingLayout(for:)`, which lists candidates without saying which decided.)
    public func explainSize(along axis: LayoutAxis) -> SizeExplanation {
        let engine = rootView.builtEngine()
        let installed = engine.solverConstraintsWithOrigins
        let output = variables.size(axis)
        let solver = engine.solver
        let slopes = (try? solver.sensitivity(toConstantsOf: installed.map(\.constraint), outputs: [output]))?.outputSlopes
        var deciding: [SizeExplanation.Entry] = []
        var broken: [SizeExplanation.Entry] = []
        for (index, (constraint, origin)) in installed.enumerated() {
            let constant = solver.constant(of: constraint) ?? constraint.expression.constant
            guard let described = EngineConstraint(constraint, origin, constant: constant) else { continue }
            // The constant enters the expression negated (`lhs - rhs`): the size moves by minus
            // the slope per point of the right-hand side.
            let change = -(slopes?[index] ?? 0)
            let error = Self.error(of: constraint, constant: constant, in: solver)
            let entry = SizeExplanation.Entry(constraint: described, error: CGFloat(error), sizeChange: CGFloat(abs(change) < 1e-9 ? 0 : change))
            if entry.sizeChange != 0 { deciding.append(entry) }
            if error > Self.explanationTolerance, !constraint.priority.isRequired { broken.append(entry) }
        }
        return SizeExplanation(size: CGFloat(solver.value(of: output)), deciding: deciding, broken: broken,
                               hasAlternativeOptima: solver.hasAlternativeOptima(affecting: [output]))
    }

    /// The conflicts of required constraints this tree's engine met since it was last built
    /// (a structural change rebuilds it), in order: what UIKit logs as "Unable to
    /// simultaneously satisfy constraints", with the constraints themselves rather than text.
    public var constraintConflicts: [ConstraintConflict] {
        guard let engine = rootView.engine else { return [] }
        func described(_ constraint: Constraint, _ origin: ConstraintOrigin) -> EngineConstraint? {
            EngineConstraint(constraint, origin, constant: engine.solver.constant(of: constraint) ?? constraint.expression.constant)
        }
        return engine.conflicts.compactMap { conflict in
            guard let broken = described(conflict.broken.constraint, conflict.broken.origin) else { return nil }
            return ConstraintConflict(conflicting: conflict.conflicting.compactMap { described($0.constraint, $0.origin) }, broken: broken)
        }
    }

    /// Errors below this are the solver's rounding.
    private static let explanationTolerance = 1e-6

    /// How far the solver's values are from satisfying `constraint`.
    private static func error(of constraint: Constraint, constant: Double, in solver: Solver) -> Double {
        let value = constraint.expression.terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        switch constraint.relation {
        case .equal: return abs(value)
        case .greaterThanOrEqual: return max(0, -value)
        case .lessThanOrEqual: return max(0, value)
        }
    }
}
