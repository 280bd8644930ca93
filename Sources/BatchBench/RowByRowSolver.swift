import AutoLayout
import BatchLayout
import Cassowary
import Foundation
import TextMeasurement

/// Lays out rows one at a time with the Cassowary solver, the two ways a batch engine is
/// measured against (docs/benchmarks.md, what `autolayout bench` prints): a fresh solver per row, built from the
/// variant's constraints with the row's constants (what `systemLayoutSizeFitting` does for a
/// new cell), or one solver kept per thread whose parameter constants move from row to row
/// (edit variables, the incremental path). Text is measured in the batch engine's order, so a
/// recording replays in both.
struct RowByRowSolver<Source: TextSource> {
    let variant: CompiledVariant
    let mode: RowByRowMode
    let scale: Double
    var source: Source
    private let plan: MeasurementPlan
    private var kept: Solver
    private let parameterIndex: [ObjectIdentifier: Int]
    private var quantities: [Double]
    private var states: MeasurementPlan.BlockStates

    init?(variant: CompiledVariant, mode: RowByRowMode, scale: Double, source: Source) {
        guard let solver = variant.solver else { return nil }
        self.variant = variant
        self.mode = mode
        self.scale = scale
        self.source = source
        kept = solver
        plan = MeasurementPlan(variant)
        parameterIndex = Dictionary(variant.recipe.constraints.enumerated().map { (ObjectIdentifier($1), $0) },
                                    uniquingKeysWith: { first, _ in first })
        quantities = [Double](repeating: 0, count: variant.quantityCount)
        states = MeasurementPlan.BlockStates(plan, rows: 1)
    }

    /// The row's fitted height (before pixel rounding), nil when its text cannot be measured or
    /// its constraints cannot all be added. `ordinal` counts the texts measured for the row
    /// (from where an attempt in another variant left it, as the batch counts them).
    mutating func fittedHeight(of row: Int, in batch: RowBatch, width: Double, key: Int, ordinal: inout Int) -> Double? {
        // Locals, so the measuring closures do not read `self` while `measure` mutates it.
        let variant = self.variant, scale = self.scale, plan = self.plan
        var content = MeasurementPlan.BlockContent()
        plan.append(batch, row: row, to: &content)
        do {
            _ = try measure { quantities, states, source throws(TextMeasurementError) in
                try plan.measureNaturalQuantities(row: 0, of: content, in: batch, width: width, scale: scale, key: key, ordinal: &ordinal,
                                                     source: &source, quantities: quantities, states: states)
                return true
            }
            var solver: Solver
            var parameters = variant.recipe.constraints
            switch mode {
            case .fresh:
                (solver, parameters) = try freshSolver()
            case .incremental:
                // Moved out and back, not copied: a copy would duplicate the whole tableau on
                // the first change (copy-on-write) and make every row a fresh solver in disguise.
                solver = Solver()
                swap(&solver, &kept)
                try solver.setConstants(constants(for: parameters))
            }
            solver.updateVariables()
            for _ in 1..<FittingSystem.maximumTextPasses {
                let outputs = variant.outputVariables
                let changed = try measure { quantities, states, source throws(TextMeasurementError) in
                    try plan.remeasure(row: 0, of: content, in: batch, solvedOutput: { solver.value(of: outputs[$0]) }, scale: scale, key: key,
                                          ordinal: &ordinal, source: &source, quantities: quantities, states: states)
                }
                guard changed else { break }
                try solver.setConstants(constants(for: parameters))
                solver.updateVariables()
            }
            let height = solver.value(of: variant.outputVariables[OutputLayout.height])
            if mode == .incremental { swap(&solver, &kept) }
            return height
        } catch {
            // A refused constant may leave the kept solver half moved: start again from the
            // variant's compiled system.
            if mode == .incremental, let solver = variant.solver { kept = solver }
            return nil
        }
    }

    /// A new solver with every constraint of the variant, the parameters at this row's
    /// constants (new constraint objects, as a new cell would make).
    private func freshSolver() throws(SolverError) -> (Solver, [Constraint]) {
        let constants = constants(for: variant.recipe.constraints).map(\.constant)
        var parameters = variant.recipe.constraints
        var solver = Solver()
        for constraint in variant.constraints {
            if let k = parameterIndex[ObjectIdentifier(constraint)] {
                let made = Constraint(Expression(constraint.expression.terms, constant: constants[k]), constraint.relation,
                                      priority: constraint.priority)
                parameters[k] = made
                try solver.addConstraint(made)
            } else {
                try solver.addConstraint(constraint)
            }
        }
        return (solver, parameters)
    }

    private func constants(for parameters: [Constraint]) -> [(constraint: Constraint, constant: Double)] {
        let computed = quantities.withUnsafeBufferPointer { variant.recipe.constants(for: $0) }
        return zip(parameters, computed).map { ($0, $1.constant) }
    }

    private mutating func measure(
        _ body: (UnsafeMutablePointer<Double>, MeasurementPlan.RowStates, inout Source)
            throws(TextMeasurementError) -> Bool
    ) throws(TextMeasurementError) -> Bool {
        try quantities.withUnsafeMutableBufferPointer { quantities throws(TextMeasurementError) in
            try states.withRows { rows throws(TextMeasurementError) in
                try body(quantities.baseAddress!, rows(0), &source)
            }
        }
    }
}

/// How `RowByRowSolver` treats its solver between rows.
enum RowByRowMode: Sendable {
    /// A new solver per row.
    case fresh
    /// One solver, its parameter constants moved from row to row.
    case incremental
}
