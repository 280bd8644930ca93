@testable import Cassowary
import CassowaryWorkloads
import Testing

/// `setConstant(_:of:)`: a constraint's constant moves through the edit path, as UIKit's
/// `NSLayoutConstraint.constant` does, and a change that would break required constraints is
/// refused with the solver unchanged.
@Suite struct ConstantChangeTests {
    @Test func movesEveryKindOfConstraint() throws {
        let x = Variable("x"), y = Variable("y")
        let width = x == 100, floor = y >= 10, cap = y <= x, wish = (y == 500).withPriority(.defaultLow)
        var solver = Solver()
        solver.checksInvariants = true
        try solver.addConstraints([width, floor, cap, wish])
        solver.updateVariables()
        #expect(solver.value(of: x) == 100 && solver.value(of: y) == 100)
        try solver.setConstant(-150, of: width)  // x - 150 == 0
        try solver.setConstant(40, of: wish)     // y + 40 == 0 @250: pulls y down to its floor
        solver.updateVariables()
        #expect(solver.value(of: x) == 150 && solver.value(of: y) == 10)
        try solver.setConstant(-30, of: floor)   // y - 30 >= 0
        solver.updateVariables()
        #expect(solver.value(of: y) == 30)
        #expect(solver.constant(of: floor) == -30)
    }

    @Test func aRefusedChangeNamesTheConflictAndChangesNothing() throws {
        let x = Variable("x")
        let floor = x >= 10, cap = x <= 20
        var solver = Solver()
        solver.checksInvariants = true
        try solver.addConstraints([floor, cap, (x == 15).withPriority(.defaultHigh)])
        let error = #expect(throws: SolverError.self) { try solver.setConstant(-5, of: cap) }  // x <= 5
        guard case let .unsatisfiableConstraint(constraint, conflicting)? = error else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(constraint === cap)
        #expect(conflicting.map(ObjectIdentifier.init) == [floor, cap].map(ObjectIdentifier.init))
        #expect(solver.constant(of: cap) == -20)
        solver.updateVariables()
        #expect(solver.value(of: x) == 15)
    }

    @Test func aRedundantEqualityCannotDrift() throws {
        let x = Variable("x")
        let first = x == 10, second = x == 10
        var solver = Solver()
        solver.checksInvariants = true
        try solver.addConstraints([first, second])
        #expect(throws: SolverError.self) { try solver.setConstant(-12, of: second) }
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        try solver.removeConstraint(first)
        try solver.setConstant(-12, of: second)
        solver.updateVariables()
        #expect(solver.value(of: x) == 12)
    }

    /// `setConstants` (the batch engine's repair) refuses what `setConstant` refuses: a redundant
    /// equality broken either way, whichever of the two equalities moves (its dummy basic or
    /// not). Moved up, the broken row stays positive and the dual simplex alone did not see it.
    @Test(arguments: [(moved: 0, constant: -12.0), (0, -8), (1, -12), (1, -8)])
    func severalConstantsCannotBreakARedundantEquality(moved: Int, constant: Double) throws {
        let x = Variable("x"), y = Variable("y")
        let equalities = [x == 10, x == 10]
        var solver = Solver()
        solver.checksInvariants = true
        try solver.addConstraints(equalities + [y >= x])
        var both = solver
        #expect(throws: SolverError.self) { try solver.setConstants([(equalities[moved], constant)]) }
        try both.setConstants([(equalities[0], constant), (equalities[1], constant)])
        both.updateVariables()
        #expect(both.value(of: x) == -constant)
    }

    @Test func matchesAFreshSolverOnTheFeedCell() throws {
        // Changing the 12 pt padding of the cell's bottom to 20 and back.
        let input = FeedCellInputs.random(count: 1, seed: 9)[0]
        let cell = FeedCell(inputs: input)
        var solver = Solver()
        solver.checksInvariants = true
        try solver.addConstraints(cell.constraints)
        let bottom = cell.constraints[cell.constraints.count - 5]  // contentView.bottom == like.bottom + 12
        #expect(bottom.expression.constant == -12)
        try solver.setConstant(-20, of: bottom)
        solver.updateVariables()
        #expect(abs(solver.value(of: cell.contentView.height) - (input.expectedHeight + 8)) < 1e-9)
        try solver.setConstant(-12, of: bottom)
        solver.updateVariables()
        #expect(abs(solver.value(of: cell.contentView.height) - input.expectedHeight) < 1e-9)
    }

    @Test func unknownConstraintsAndBadNumbersAreRefused() throws {
        let x = Variable("x")
        var solver = Solver()
        let c = x == 1
        #expect(throws: SolverError.self) { try solver.setConstant(3, of: c) }
        try solver.addConstraint(c)
        #expect(throws: SolverError.self) { try solver.setConstant(.nan, of: c) }
        #expect(solver.constant(of: c) == -1)
    }
}
