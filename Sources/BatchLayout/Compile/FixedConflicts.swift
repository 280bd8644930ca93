import AutoLayout
import Foundation
import LayoutDocuments

/// Conflicts of required constraints that every row of a variant meets alike, and the warnings
/// the model gives each of its rows for them (docs/batch.md, Conflicting variants). A hidden
/// arranged view whose own height is required (`UISV-hiding` against `height == 15`) is the
/// common case: before, every such row was laid out by the model on a fresh view tree.
///
/// The model lays a row out as `ModelRowLayout` does: it fits the cell on one engine, built
/// constraint by constraint, and when that logged a conflict it lays the cell out at the fitted
/// size on a second engine. An engine breaks the required constraint it is adding when it
/// cannot hold together with the required constraints before it (SEMANTICS §2), and the solver
/// names a set of constraints that cannot hold together. When every constraint of every such
/// set has a constant no row moves (an app's constraint that reads no text baseline and whose
/// constant is not a parameter of the variant, or a view's non-negative size; never a content
/// size, the fitting target or the root's frame),
/// the set fails for every row: every row's engines break the same constraints, in the same
/// order, with the same words. Rows then differ only in the constants the variant's parameters
/// move, and the batch solves them with the broken constraints held where the engine holds
/// them, just below required.
///
/// Invariant (checked on a layout of the variant, `analyse`): both engines break the same app
/// constraints, every conflict passes the test above, and the log holds nothing else. A row's
/// second engine then meets no other conflict when the size it is given is the fitting solve's
/// own, which holds every required constraint that engine keeps: when the fitted height is on
/// the pixel grid (`holds(fittedHeight:scale:)`); other rows are left to the model.
struct FixedConflicts: Sendable {
    /// What the model logs for each row, in order (the fitting engine's, then the second's).
    let warnings: [RowWarning]

    /// What `analyse` found.
    enum Analysis {
        /// Every row meets these conflicts.
        case fixed(FixedConflicts)
        /// Every row would meet the same conflicts but for the constants rows move of some of
        /// the conflicting constraints: rows with equal constants meet the same ones (a variant
        /// with those constants in its structure has them fixed).
        case followConstants
        /// Rows may meet other conflicts, or the layout logs more than conflicts.
        case vary
    }

    /// The conflicts of `layout` (a fresh layout of the variant, its content the template's) at
    /// `width`: whether every row meets the same ones (see `Analysis`). `moved` are the app
    /// constraints of `layout` whose constants rows move (the variant's parameters:
    /// `CompiledVariant.constantColumns`).
    static func analyse(_ layout: DocumentLayout, width: Double, moved: [LayoutConstraint] = []) -> Analysis {
        let fitted = layout.root.systemLayoutFramesFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
        let fitting = layout.root.constraintConflicts
        guard !fitting.isEmpty, layout.diagnostics.count == fitting.count else { return .vary }
        // As `ModelRowLayout` lays a row out that conflicted while it was sized.
        layout.layOutRoot(size: CGSize(width: CGFloat(width), height: fitted.size.height))
        let second = layout.root.constraintConflicts
        let all = fitting + second
        guard layout.diagnostics.count == all.count, all.allSatisfy({ isFixed($0, moved: []) }),
              let broken = brokenConstraints(fitting), brokenConstraints(second) == broken else { return .vary }
        var warnings: [RowWarning] = []
        for diagnostic in layout.diagnostics {
            guard case .unsatisfiableConstraints = diagnostic else { return .vary }
            warnings.append(RowWarning(diagnostic))
        }
        let moved = Set(moved.map(ObjectIdentifier.init))
        guard all.allSatisfy({ isFixed($0, moved: moved) }) else { return .followConstants }
        return .fixed(FixedConflicts(warnings: warnings))
    }

    /// Whether the second layout of a row whose fitting solve gave `fittedHeight` meets only
    /// these conflicts: its height is the fitting solve's own once on the pixel grid.
    static func holds(fittedHeight: Double, scale: Double) -> Bool {
        abs(Double(snap(CGFloat(fittedHeight), CGFloat(scale))) - fittedHeight) <= 1e-9 * max(1, abs(fittedHeight))
    }

    /// Whether no row moves the constant of any constraint of `conflict` (`moved`: the app
    /// constraints whose constants are parameters, by identity).
    private static func isFixed(_ conflict: ConstraintConflict, moved: Set<ObjectIdentifier>) -> Bool {
        (conflict.conflicting + [conflict.broken]).allSatisfy { constraint in
            switch constraint.source {
            case .user(let user):
                // A baseline's place comes from the row's text; a parameter's constant from the row.
                return !moved.contains(ObjectIdentifier(user))
                    && ![user.firstAttribute, user.secondAttribute].contains { $0 == .firstBaseline || $0 == .lastBaseline }
            case .nonNegativeSize:
                return true
            case .contentSize, .autoresizingMask, .encapsulatedLayout, .fitting:
                return false
            }
        }
    }

    /// The app constraints `conflicts` broke, by identity; nil when one is not an app's.
    private static func brokenConstraints(_ conflicts: [ConstraintConflict]) -> Set<ObjectIdentifier>? {
        var broken = Set<ObjectIdentifier>()
        for conflict in conflicts {
            guard let user = conflict.broken.layoutConstraint else { return nil }
            broken.insert(ObjectIdentifier(user))
        }
        return broken
    }
}
