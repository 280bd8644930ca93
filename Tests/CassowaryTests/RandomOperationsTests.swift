@testable import Cassowary
import CassowaryWorkloads
import Testing

/// Random sequences of every call (add, remove, constant changes, edit, suggest, refused adds
/// and refused constant changes) on small systems.
/// After each call the tableau invariants hold and the incremental solver's optimum equals the
/// optimum of a fresh solver given the same active constraints: same per-level errors (values
/// may differ where the optimum is not unique), required constraints satisfied.
@Suite struct RandomOperationsTests {
    private struct Scenario {
        var generator: SeededGenerator
        let variables: [Variable]
        var active: [Constraint] = []
        /// Constants moved by `setConstant`, by constraint.
        var constants: [ObjectIdentifier: Double] = [:]

        /// The constraint as it stands now, as a new object with the moved constant.
        func current(_ constraint: Constraint) -> Constraint {
            guard let constant = constants[ObjectIdentifier(constraint)] else { return constraint }
            return Constraint(Expression(constraint.expression.terms, constant: constant), constraint.relation,
                              priority: constraint.priority)
        }
        var edits: [(variable: Variable, priority: Priority, value: Double)] = []

        init(seed: UInt64) {
            generator = SeededGenerator(seed: seed)
            variables = (0..<Int.random(in: 3...10, using: &generator)).map { Variable("x\($0)") }
        }

        mutating func randomConstraint() -> Constraint {
            var terms: [Term] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let coefficients: [Double] = [1, -1, 2, -2, 0.5, 3]
                let coefficient = coefficients.randomElement(using: &generator) ?? 1
                terms.append(Term(variables.randomElement(using: &generator) ?? variables[0], coefficient))
            }
            let constant = Double(Int.random(in: -100...100, using: &generator))
            let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
            let relation = relations.randomElement(using: &generator) ?? .equal
            let priorities: [Priority] = [.required, .required, .defaultHigh, 500, .defaultLow]
            let priority = priorities.randomElement(using: &generator) ?? .required
            return Constraint(Expression(terms, constant: constant), relation, priority: priority)
        }
    }

    @Test(arguments: 0..<200)
    func incrementalEqualsFresh(seed: Int) throws {
        var scenario = Scenario(seed: UInt64(seed) &* 7919)
        var solver = Solver()
        for step in 0..<40 {
            let choice = Int.random(in: 0..<12, using: &scenario.generator)
            switch choice {
            case 0..<5:
                let constraint = scenario.randomConstraint()
                do {
                    try solver.addConstraint(constraint)
                    scenario.active.append(constraint)
                } catch let error {
                    guard case .unsatisfiableConstraint = error else { throw error }
                    #expect(constraint.priority.isRequired, "optional constraints never conflict")
                }
            case 5...6 where !scenario.active.isEmpty:
                let index = Int.random(in: 0..<scenario.active.count, using: &scenario.generator)
                let removed = scenario.active.remove(at: index)
                try solver.removeConstraint(removed)
                scenario.constants[ObjectIdentifier(removed)] = nil
            case 7:
                let variable = scenario.variables.randomElement(using: &scenario.generator) ?? scenario.variables[0]
                if !solver.hasEditVariable(variable) {
                    let priorities: [Priority] = [.defaultHigh, 400]
                    let priority = priorities.randomElement(using: &scenario.generator) ?? .defaultHigh
                    try solver.addEditVariable(variable, priority: priority)
                    scenario.edits.append((variable, priority, 0))
                }
            case 8 where !scenario.edits.isEmpty:
                let k = Int.random(in: 0..<scenario.edits.count, using: &scenario.generator)
                let value = Double(Int.random(in: -150...150, using: &scenario.generator))
                try solver.suggestValue(value, for: scenario.edits[k].variable)
                scenario.edits[k].value = value
            case 9 where !scenario.edits.isEmpty:
                let k = Int.random(in: 0..<scenario.edits.count, using: &scenario.generator)
                try solver.removeEditVariable(scenario.edits.remove(at: k).variable)
            case 10...11 where !scenario.active.isEmpty:
                let constraint = scenario.active.randomElement(using: &scenario.generator) ?? scenario.active[0]
                let constant = Double(Int.random(in: -100...100, using: &scenario.generator))
                do {
                    try solver.setConstant(constant, of: constraint)
                    scenario.constants[ObjectIdentifier(constraint)] = constant
                } catch let error {
                    guard case .unsatisfiableConstraint = error else { throw error }
                    #expect(constraint.priority.isRequired, "moving an optional constant never conflicts")
                    // Refused: the fresh solver must refuse the moved constraint too.
                    var probe = Solver()
                    try probe.addConstraints(scenario.active.filter { $0 !== constraint }.map(scenario.current))
                    let moved = Constraint(Expression(constraint.expression.terms, constant: constant),
                                           constraint.relation, priority: constraint.priority)
                    #expect(throws: SolverError.self) { try probe.addConstraint(moved) }
                }
                #expect(solver.constant(of: constraint) == scenario.current(constraint).expression.constant)
            default:
                continue
            }
            let place = "seed \(seed) step \(step)"
            #expect(solver.tableauProblems().isEmpty, "\(place): \(solver.tableauProblems())")
            var fresh = Solver()
            try fresh.addConstraints(scenario.active.map(scenario.current))
            for edit in scenario.edits {
                try fresh.addEditVariable(edit.variable, priority: edit.priority)
                try fresh.suggestValue(edit.value, for: edit.variable)
            }
            solver.updateVariables()
            fresh.updateVariables()
            let mine = levelErrors(scenario, solver), theirs = levelErrors(scenario, fresh)
            for (priority, error) in theirs {
                let actual = mine[priority] ?? 0
                #expect(abs(actual - error) <= 1e-6 * max(1, error), "\(place): level \(priority): \(actual) vs fresh \(error)")
            }
        }
    }

    /// Required violations under key 1000 (must be 0), each optional level's summed error.
    private func levelErrors(_ scenario: Scenario, _ solver: Solver) -> [Float: Double] {
        var errors: [Float: Double] = [:]
        for constraint in scenario.active.map(scenario.current) {
            errors[constraint.priority.rawValue, default: 0] += ReferenceSystem.violation(of: constraint, in: solver)
        }
        for edit in scenario.edits {
            errors[edit.priority.rawValue, default: 0] += abs(solver.value(of: edit.variable) - edit.value)
        }
        return errors
    }
}
