@testable import Cassowary
import Testing

/// Every refusal is a value with a clear message, and leaves the solver as it was.
@Suite struct SolverErrorTests {
    @Test func conflictingEqualitiesNameEachOther() throws {
        let x = Variable("x")
        let first = x == 10, second = x == 20
        var solver = Solver()
        try solver.addConstraint(first)
        let error = #expect(throws: SolverError.self) { try solver.addConstraint(second) }
        guard case let .unsatisfiableConstraint(constraint, conflicting)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(constraint === second)
        #expect(conflicting.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(error?.description.contains("x - 20 == 0") == true)
    }

    @Test func conflictingInequalitiesThroughAChainNameTheChain() throws {
        // x >= y + 10, y >= 5, z == 7 (unrelated), x <= 12: the last one conflicts with the first two.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let chain = x >= y + 10, floor = y >= 5, unrelated = z == 7, cap = x <= 12
        var solver = Solver()
        solver.checksInvariants = true
        try solver.addConstraints([chain, floor, unrelated])
        let error = #expect(throws: SolverError.self) { try solver.addConstraint(cap) }
        guard case let .unsatisfiableConstraint(_, conflicting)? = error else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(conflicting.map(ObjectIdentifier.init) == [chain, floor, cap].map(ObjectIdentifier.init))
    }

    @Test func failedAddLeavesTheSolverUnchanged() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        solver.checksInvariants = true
        try solver.addConstraints([x >= 10, y == x + 5, (x == 40).withPriority(.defaultLow)])
        solver.updateVariables()
        let before = (solver.value(of: x), solver.value(of: y))
        #expect(throws: SolverError.self) { try solver.addConstraint(y <= 12) }
        #expect(throws: SolverError.self) { try solver.addConstraint(x + y == 1) }
        solver.updateVariables()
        #expect(solver.value(of: x) == before.0 && solver.value(of: y) == before.1)
        #expect(solver.constraintCount == 3)
        try solver.addConstraint(y <= 30)
        solver.updateVariables()
        #expect(solver.value(of: x) == 25 && solver.value(of: y) == 30)
        #expect(solver.tableauProblems().isEmpty)
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        solver.checksInvariants = true
        let redundant = x + y == 30
        try solver.addConstraints([x == 10, y == 20, redundant, x <= 10, 2 * x == 20])
        try solver.removeConstraint(redundant)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 20)
    }

    @Test func duplicateAndUnknownConstraints() throws {
        let x = Variable("x")
        let c = x >= 0
        var solver = Solver()
        try solver.addConstraint(c)
        #expect(throws: SolverError.self) { try solver.addConstraint(c) }
        try solver.removeConstraint(c)
        let error = #expect(throws: SolverError.self) { try solver.removeConstraint(c) }
        #expect(error?.description == "The constraint x >= 0 has not been added to this solver.")
        #expect(!solver.hasConstraint(c))
    }

    @Test func editVariableErrors() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .defaultLow) }
        let required = #expect(throws: SolverError.self) { try solver.addEditVariable(y, priority: .required) }
        #expect(required?.description == "Edit variable y cannot be required: give it a priority below 1000.")
        #expect(throws: SolverError.self) { try solver.suggestValue(3, for: y) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(y) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.infinity, for: x) }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test(arguments: [Float(0), -1, 1001, .nan, .infinity])
    func invalidPrioritiesAreRejected(_ value: Float) {
        let x = Variable("x")
        var solver = Solver()
        #expect(throws: SolverError.self) { try solver.addConstraint((x == 1).withPriority(Priority(value))) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: Priority(value)) }
        #expect(solver.constraintCount == 0)
    }

    @Test func nonFiniteNumbersNeverReachTheTableau() {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        for bad in [x == .nan, x == y * .infinity, x + .infinity >= 0, Double.nan * x <= y] {
            let error = #expect(throws: SolverError.self) { try solver.addConstraint(bad) }
            #expect(error?.description.hasPrefix("Non-finite number") == true)
        }
        #expect(solver.constraintCount == 0)
        #expect(solver.tableauProblems().isEmpty)
    }
}
