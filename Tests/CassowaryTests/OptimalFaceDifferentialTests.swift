@testable import Cassowary
import CassowaryWorkloads
import Testing

/// `OptimalFace` against brute force on random small systems (seeded; failures name the seed):
/// the output's range over the optimal face, found by two LPs over an explicit formulation
/// (every optional constraint's error as a variable, every level's total error held at its
/// optimum, the output pushed up, then down), must be zero exactly where the face says the
/// output is constant. Small integer constants make ties, hence degenerate rows, common.
@Suite struct OptimalFaceDifferentialTests {
    /// A range above this is a second optimum, below `uniqueRange` the only one (the level
    /// bounds get `levelSlack` of room, which a few coefficients of 2 can scale up).
    static let ambiguousRange = 1e-4
    static let uniqueRange = 1e-5
    static let levelSlack = 1e-8

    struct Tally: CustomStringConvertible {
        var unique = 0, ambiguous = 0, blocked = 0, undecided = 0
        var description: String { "\(unique) unique (\(blocked) with a blocked zero-cost move), \(ambiguous) ambiguous, \(undecided) undecided" }
    }

    /// The face's verdict at the constants it was taken at (`hasAlternativeOptima`).
    @Test func theVerdictIsTheFacesRange() {
        var tally = Tally()
        for seed in 0..<1000 {
            let system = RandomSystem(seed: seed)
            let solver = system.solver()
            for variable in system.variables where solver.externalSymbol(of: variable) != nil {
                let face = solver.optimalFace(affecting: [variable])
                check(face.keepsOutputsConstantNow, face: face, variable, system.accepted, solver, seed: seed, &tally)
            }
        }
        print("OptimalFace at its own constants: \(tally)")
        #expect(tally.blocked > 0 && tally.ambiguous > 0)
        #expect(tally.undecided * 20 < tally.unique + tally.ambiguous)
    }

    /// A face taken at one set of constants, asked about other constants for which the basis
    /// stays optimal (as a batch region is reused for other rows): the verdict from which rows
    /// are at 0 at the new constants must be the face's range at the new constants. (Deciding
    /// from which rows were at 0 at the face's own constants fails here, both ways: a basis's
    /// ambiguity is not a property of the basis alone.)
    @Test func aFaceDecidesOtherConstantsOfItsBasis() throws {
        var tally = Tally()
        var generator = SeededGenerator(seed: 77)
        for seed in 0..<1000 {
            let system = RandomSystem(seed: seed)
            let solver = system.solver()
            guard let moved = system.accepted.filter({ $0.priority.isRequired }).randomElement(using: &generator) else { continue }
            var shifted = solver
            let constant = Double(Int.random(in: -6...6, using: &generator))
            guard (try? shifted.setConstant(constant, of: moved)) != nil else { continue }
            shifted.updateVariables()
            guard shifted.tableauForAnalysis.basicSymbols == solver.tableauForAnalysis.basicSymbols else { continue }
            let constraints = system.accepted.map { $0 === moved ? Constraint(Expression(moved.expression.terms, constant: constant),
                                                                              moved.relation, priority: moved.priority) : $0 }
            for variable in system.variables where solver.externalSymbol(of: variable) != nil {
                let face = solver.optimalFace(affecting: [variable])
                // Same basis: the same rows, at their new values.
                let verdict = face.keepsOutputsConstant { i in
                    shifted.tableauForAnalysis.rows[Int(face.rows[i].basic)].constant <= OptimalFace.degeneracyTolerance
                }
                check(verdict, face: face, variable, constraints, shifted, seed: seed, &tally)
            }
        }
        print("OptimalFace at other constants of its basis: \(tally)")
        #expect(tally.unique > 0 && tally.ambiguous > 0)
        #expect(tally.undecided * 20 < tally.unique + tally.ambiguous)
    }

    private func check(_ constant: Bool, face: OptimalFace, _ variable: Variable, _ constraints: [Constraint], _ solver: Solver,
                       seed: Int, _ tally: inout Tally) {
        guard let range = Self.range(of: variable, constraints, solvedBy: solver) else {
            tally.undecided += 1
            return
        }
        if range > Self.ambiguousRange {
            tally.ambiguous += 1
            #expect(!constant, "seed \(seed): \(variable) ranges over \(range) on the optimal face, called constant")
        } else if range < Self.uniqueRange {
            tally.unique += 1
            if face.movesOutputs { tally.blocked += 1 }
            #expect(constant, "seed \(seed): \(variable) has one optimal value (range \(range)), called ambiguous")
        } else {
            tally.undecided += 1
        }
    }

    /// max - min of `variable` over the optimal solutions of `constraints`, whose lexicographic
    /// optimum `solver` holds; nil if an LP failed.
    static func range(of variable: Variable, _ constraints: [Constraint], solvedBy solver: Solver) -> Double? {
        var levels: [Float: Double] = [:]
        for constraint in constraints where !constraint.priority.isRequired {
            let e = constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            let error = switch constraint.relation {
            case .equal: abs(e)
            case .greaterThanOrEqual: max(0, -e)
            case .lessThanOrEqual: max(0, e)
            }
            levels[constraint.priority.rawValue, default: 0] += error
        }
        func extreme(_ target: Double) -> Double? {
            var lp = Solver()
            var errors: [Float: [Term]] = [:]
            do {
                for constraint in constraints {
                    guard !constraint.priority.isRequired else {
                        try lp.addConstraint(Constraint(constraint.expression, constraint.relation))
                        continue
                    }
                    let over = Variable(), under = Variable()
                    try lp.addConstraints([over >= 0, under >= 0])
                    let expression = constraint.expression
                    let relaxed = Expression(expression.terms + [Term(over, 1), Term(under, -1)], constant: expression.constant)
                    switch constraint.relation {
                    case .equal: try lp.addConstraint(Constraint(relaxed, .equal))
                    case .greaterThanOrEqual: try lp.addConstraint(Constraint(relaxed, .greaterThanOrEqual))
                    case .lessThanOrEqual: try lp.addConstraint(Constraint(relaxed, .lessThanOrEqual))
                    }
                    errors[constraint.priority.rawValue, default: []] += [Term(over), Term(under)]
                }
                for (priority, terms) in errors {
                    try lp.addConstraint(Constraint(Expression(terms, constant: -(levels[priority] ?? 0) - levelSlack), .lessThanOrEqual))
                }
                try lp.addConstraint((variable == target).withPriority(1))
            } catch {
                return nil
            }
            lp.updateVariables()
            return lp.value(of: variable)
        }
        guard let high = extreme(1e4), let low = extreme(-1e4) else { return nil }
        return high - low
    }
}

/// A random small system (2-5 variables, 2-12 constraints of up to 3 terms, small integer
/// constants, required and two optional priorities), keeping the constraints a solver accepts.
struct RandomSystem {
    let variables: [Variable]
    let accepted: [Constraint]

    init(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &* 7_919 &+ 3)
        variables = (0..<Int.random(in: 2...5, using: &generator)).map { Variable("x\($0)") }
        var constraints: [Constraint] = []
        for _ in 0..<Int.random(in: 2...12, using: &generator) {
            var terms: [Term] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                terms.append(Term(variables.randomElement(using: &generator) ?? variables[0], [1, -1, 2, 0.5].randomElement(using: &generator) ?? 1))
            }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator) ?? .equal
            let priority = [Priority.required, .required, .defaultHigh, .defaultLow].randomElement(using: &generator) ?? .required
            // Half the constants 0: ties, hence degenerate rows, become common.
            let constant = Bool.random(using: &generator) ? 0 : Double(Int.random(in: -4...4, using: &generator))
            constraints.append(Constraint(Expression(terms, constant: constant), relation,
                                          priority: priority))
        }
        var solver = Solver()
        accepted = constraints.filter { (try? solver.addConstraint($0)) != nil }
    }

    func solver() -> Solver {
        var solver = Solver()
        for constraint in accepted { try? solver.addConstraint(constraint) }
        solver.updateVariables()
        return solver
    }
}
