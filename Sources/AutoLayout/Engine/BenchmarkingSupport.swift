import Cassowary
import Foundation

/// Public for the benchmark package (`Benchmarks/`), which is a package of its own and so cannot
/// see `package` declarations: benchmarks compare the model with the raw solver on the very same
/// constraints.
extension View {
    /// The solver constraints this view's tree stands for (as a root view's engine holds them),
    /// without the root's own size: what a fitting request solves. For benchmarks that compare
    /// the model with the raw solver on the very same constraints.
    public func solverConstraintsForFitting() -> [Constraint] {
        let engine = rootView.builtEngine()
        engine.holdRootSize(false)
        return engine.solverConstraints
    }

    /// The unknowns of the view's width and height.
    public var sizeVariables: (width: Variable, height: Variable) {
        (variables.width, variables.height)
    }
}
