@testable import Cassowary
import Foundation
import Testing

/// Replays the random systems of `Datasets/cassowary/systems.jsonl` (kiwisolver 1.5.1 verdicts,
/// strict lexicographic optima from an independent LP; see the dataset's README) and compares
/// what the reference pins down: which required constraints are refused, that required
/// constraints hold, each level's summed error, and the values that are unique at the optimum.
///
/// Tolerances are the generator's, relative to the size of the numbers involved (the
/// `amplified` systems reach values of 1e5, where an absolute 1e-9 is below what doubles hold):
/// a required residual within 1e-9 x max(1, sum |coefficient x value| + |constant|), level
/// errors and values within 1e-6 x max(1, |reference|).
@Suite struct KiwiReferenceTests {
    static let systems: [ReferenceSystem] = (try? ReferenceSystem.loadAll()) ?? []

    @Test func theReferenceDatasetIsThere() {
        #expect(Self.systems.count >= 500, "expected >= 500 systems in \(ReferenceSystem.url.path)")
    }

    @Test(arguments: systems)
    func solverMatchesTheReference(_ system: ReferenceSystem) throws {
        let variables = (0..<system.variables).map { Variable("x\($0)") }
        var solver = Solver()
        var active: [Constraint] = []
        for (index, spec) in system.constraints.enumerated() {
            let constraint = spec.constraint(over: variables)
            if system.unsatisfiable.contains(index) {
                #expect(throws: SolverError.self, "constraint \(index) should be refused") {
                    try solver.addConstraint(constraint)
                }
            } else {
                try solver.addConstraint(constraint)
                active.append(constraint)
            }
        }
        var targets: [(variable: Variable, priority: Priority, value: Double)] = []
        for edit in system.edits {
            let priority = ReferenceSystem.priority(edit.strength)
            try solver.addEditVariable(variables[edit.variable], priority: priority)
            targets.append((variables[edit.variable], priority, 0))
        }
        for (stepIndex, step) in system.steps.enumerated() {
            for suggestion in step.suggest {
                let k = Int(suggestion[0])
                try solver.suggestValue(suggestion[1], for: variables[k])
                for t in targets.indices where targets[t].variable === variables[k] { targets[t].value = suggestion[1] }
            }
            solver.updateVariables()
            let place = "system \(system.id) step \(stepIndex)"
            #expect(solver.tableauProblems().isEmpty, "\(place): \(solver.tableauProblems())")

            var errors: [Float: Double] = [:]
            for constraint in active {
                let violation = ReferenceSystem.violation(of: constraint, in: solver)
                if constraint.priority.isRequired {
                    let scale = max(1, ReferenceSystem.magnitude(of: constraint, in: solver))
                    #expect(violation <= 1e-9 * scale, "\(place): required \(constraint) violated by \(violation)")
                } else {
                    errors[constraint.priority.rawValue, default: 0] += violation
                }
            }
            for target in targets {
                errors[target.priority.rawValue, default: 0] += abs(solver.value(of: target.variable) - target.value)
            }
            for (strength, expected) in step.levelErrors {
                let actual = errors[ReferenceSystem.priority(strength).rawValue] ?? 0
                #expect(abs(actual - expected) <= 1e-6 * max(1, abs(expected)),
                        "\(place): \(strength) error \(actual), reference \(expected)")
            }
            for (k, expected) in step.values.enumerated() {
                guard let expected else { continue }
                let actual = solver.value(of: variables[k])
                #expect(abs(actual - expected) <= 1e-6 * max(1, abs(expected)),
                        "\(place): x\(k) = \(actual), reference \(expected)")
            }
        }
    }
}

/// One system of the reference file (format in `Datasets/cassowary/README.md`).
struct ReferenceSystem: Decodable, Sendable, CustomTestStringConvertible {
    struct ConstraintSpec: Decodable, Sendable {
        let terms: [[Double]]
        let constant: Double
        let op: String
        let strength: String

        func constraint(over variables: [Variable]) -> Constraint {
            let expression = Expression(terms.map { Term(variables[Int($0[0])], $0[1]) }, constant: constant)
            let relation: Relation = switch op {
            case "<=": .lessThanOrEqual
            case ">=": .greaterThanOrEqual
            default: .equal
            }
            return Constraint(expression, relation, priority: ReferenceSystem.priority(strength))
        }
    }

    struct Edit: Decodable, Sendable {
        let variable: Int
        let strength: String
    }

    struct Step: Decodable, Sendable {
        let suggest: [[Double]]
        let levelErrors: [String: Double]
        let values: [Double?]
    }

    let id: Int
    let variables: Int
    let constraints: [ConstraintSpec]
    let unsatisfiable: [Int]
    let edits: [Edit]
    let steps: [Step]

    var testDescription: String { "system \(id) (\(variables) variables, \(constraints.count) constraints)" }

    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Datasets/cassowary/systems.jsonl")

    static func loadAll() throws -> [ReferenceSystem] {
        let text = try String(contentsOf: url, encoding: .utf8)
        let decoder = JSONDecoder()
        return try text.split(separator: "\n").map { try decoder.decode(ReferenceSystem.self, from: Data($0.utf8)) }
    }

    /// Kiwi's three strengths as three of Apple's levels; any decreasing choice would do.
    static func priority(_ strength: String) -> Priority {
        switch strength {
        case "strong": .defaultHigh
        case "medium": .sceneSizeStayPut
        case "weak": .defaultLow
        default: .required
        }
    }

    /// `sum |coefficient x value| + |constant|`: the size of the numbers a residual is made of.
    static func magnitude(of constraint: Constraint, in solver: Solver) -> Double {
        let e = constraint.expression
        return e.terms.reduce(abs(e.constant)) { $0 + abs($1.coefficient * solver.value(of: $1.variable)) }
    }

    static func violation(of constraint: Constraint, in solver: Solver) -> Double {
        let e = constraint.expression
        let value = e.terms.reduce(e.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        return switch constraint.relation {
        case .equal: abs(value)
        case .lessThanOrEqual: max(0, value)
        case .greaterThanOrEqual: max(0, -value)
        }
    }
}
