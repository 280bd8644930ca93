@testable import Cassowary
import CassowaryWorkloads
import Testing

/// `Solver.hasAlternativeOptima(affecting:)`: where it says an optimum is the only one, every
/// solver reaches the same values whatever order the constraints came in; where two optima tie
/// it says so.
@Suite struct AlternativeOptimaTests {
    @Test func equalCompressionResistanceIsAmbiguous() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        var solver = Solver()
        try solver.addConstraints([a + b == 100, (a >= 70).withPriority(750), (b >= 70).withPriority(750), c == 5])
        #expect(solver.hasAlternativeOptima(affecting: [a]))
        #expect(solver.hasAlternativeOptima(affecting: [b]))
        #expect(!solver.hasAlternativeOptima(affecting: [c]))
    }

    @Test func aStrictLevelDecides() throws {
        let a = Variable("a"), b = Variable("b")
        var solver = Solver()
        try solver.addConstraints([a + b == 100, (a >= 70).withPriority(751), (b >= 70).withPriority(750)])
        #expect(!solver.hasAlternativeOptima(affecting: [a, b]))
        solver.updateVariables()
        #expect(solver.value(of: a) == 70)
    }

    @Test func anUnconstrainedVariableIsAmbiguous() throws {
        let a = Variable("a"), b = Variable("b")
        var solver = Solver()
        try solver.addConstraint(a >= 10)
        try solver.addConstraint(b == 3)
        #expect(solver.hasAlternativeOptima(affecting: [a]))
        #expect(!solver.hasAlternativeOptima(affecting: [b]))
    }

    /// `x >= 0` and `x <= 0`: the second row's slack and the first's are tied by a row at 0 (a
    /// degenerate basis), so a slack moves `x` at no cost in the tableau, but only into the
    /// blocked side: the optimum is unique. The old single-move test called this ambiguous.
    @Test func aMoveADegenerateRowBlocksIsNoSecondOptimum() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.addConstraints([x >= 0, x <= 0])
        #expect(solver.optimalFace(affecting: [x]).movesOutputs, "the tableau has a zero-cost move of x")
        #expect(!solver.hasAlternativeOptima(affecting: [x]))
    }

    /// `a + b == 100` with `a >= 50` and `b >= 50`: both inequalities are tight, one of their
    /// rows is basic at 0, and the zero-cost move of the other is blocked by it.
    @Test func twoTightMinimumsLeaveOneSolution() throws {
        let a = Variable("a"), b = Variable("b")
        var solver = Solver()
        try solver.addConstraints([a + b == 100, a >= 50, b >= 50])
        #expect(solver.optimalFace(affecting: [a, b]).movesOutputs, "the tableau has a zero-cost move of a and b")
        #expect(!solver.hasAlternativeOptima(affecting: [a]))
        #expect(!solver.hasAlternativeOptima(affecting: [b]))
    }

    /// Degenerate rows do not make a truly free variable unique: `x - y >= 0` and `y - x >= 0`
    /// tie the two slacks by a row at 0, yet `x == y` may take any value.
    @Test func aDegenerateRowDoesNotHideAFreeMove() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        try solver.addConstraints([x - y >= 0, y - x >= 0, z >= 0, z <= 0])
        #expect(solver.hasAlternativeOptima(affecting: [x]))
        #expect(solver.hasAlternativeOptima(affecting: [y]))
        #expect(!solver.hasAlternativeOptima(affecting: [z]))
        #expect(solver.hasAlternativeOptima(affecting: [x, z]))
    }

    /// Random systems added in two orders: when the first solver calls its optimum unique for
    /// a variable, the second must reach the same value for it.
    @Test(arguments: 0..<300)
    func aUniqueOptimumDoesNotDependOnTheOrder(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 1)
        let variables = (0..<Int.random(in: 2...6, using: &generator)).map { Variable("x\($0)") }
        var constraints: [Constraint] = []
        for _ in 0..<Int.random(in: 2...12, using: &generator) {
            var terms: [Term] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                terms.append(Term(variables.randomElement(using: &generator) ?? variables[0], [1, -1, 2, 0.5].randomElement(using: &generator) ?? 1))
            }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator) ?? .equal
            let priority = [Priority.required, .defaultHigh, .defaultHigh, .defaultLow].randomElement(using: &generator) ?? .required
            constraints.append(Constraint(Expression(terms, constant: Double(Int.random(in: -50...50, using: &generator))), relation,
                                          priority: priority))
        }
        func solve(_ order: [Constraint]) -> Solver {
            var solver = Solver()
            for constraint in order { try? solver.addConstraint(constraint) }
            solver.updateVariables()
            return solver
        }
        // Required constraints that conflict are refused in order, so keep only the ones the
        // first order accepts, which any order then accepts too.
        let first = solve(constraints)
        let accepted = constraints.filter { first.hasConstraint($0) }
        let forward = solve(accepted)
        let backward = solve(accepted.reversed())
        for variable in variables where !forward.hasAlternativeOptima(affecting: [variable]) {
            #expect(abs(forward.value(of: variable) - backward.value(of: variable)) < 1e-7,
                    "seed \(seed): \(variable) is \(forward.value(of: variable)) forwards, \(backward.value(of: variable)) backwards")
        }
    }
}
