@testable import Cassowary
import CassowaryWorkloads
import Testing

/// Edits, removal and re-adding: the solver is re-optimised from its current basis and lands
/// where a fresh solver would.
@Suite struct IncrementalTests {
    @Test func editsMoveOnlyWhatTheyMayMove() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        var solver = Solver()
        solver.checksInvariants = true
        try solver.addConstraints([right == left + width, left >= 0, width >= 20, right <= 300,
                                   (width == 100).withPriority(.defaultLow)])
        try solver.addEditVariable(left, priority: .defaultHigh)
        for (suggested, expected) in [(10.0, (10.0, 100.0)), (250, (250, 50)), (290, (280, 20)), (-5, (0, 100))] {
            try solver.suggestValue(suggested, for: left)
            solver.updateVariables()
            #expect(solver.value(of: left) == expected.0)
            #expect(solver.value(of: width) == expected.1)
            #expect(solver.value(of: right) == expected.0 + expected.1)
        }
    }

    @Test func readmeExample() throws {
        let left = Variable("left"), width = Variable("width")
        var solver = Solver()
        try solver.addConstraints([
            left >= 0,
            left + width <= 300,
            (width == 24).withPriority(500),
            (width >= 30).withPriority(525),
        ])
        try solver.addEditVariable(left, priority: .defaultLow)
        try solver.suggestValue(290, for: left)
        solver.updateVariables()
        #expect(solver.value(of: left) == 270)
        #expect(solver.value(of: width) == 30)
    }

    @Test func removingAndReAddingRestoresTheSolution() throws {
        let x = Variable("x"), y = Variable("y")
        let cap = y <= 40
        var solver = Solver()
        solver.checksInvariants = true
        try solver.addConstraints([y == 2 * x, (x == 30).withPriority(500), (y >= 100).withPriority(250)])
        solver.updateVariables()
        #expect(solver.value(of: y) == 60)
        try solver.addConstraint(cap)
        solver.updateVariables()
        #expect(solver.value(of: x) == 20 && solver.value(of: y) == 40)
        try solver.removeConstraint(cap)
        solver.updateVariables()
        #expect(solver.value(of: x) == 30 && solver.value(of: y) == 60)
        try solver.addConstraint(cap)
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
    }

    @Test func removingEveryConstraintInAnyOrderEmptiesTheTableau() throws {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<20 {
            let input = FeedCellInputs.random(count: 1, seed: generator.next())[0]
            let cell = FeedCell(inputs: input)
            var solver = Solver()
            try solver.addConstraints(cell.constraints)
            for constraint in cell.constraints.shuffled(using: &generator) {
                try solver.removeConstraint(constraint)
                #expect(solver.tableauProblems().isEmpty)
            }
            #expect(solver.levelPriorities.isEmpty)
            try solver.addConstraints(cell.constraints)
            solver.updateVariables()
            #expect(abs(solver.value(of: cell.contentView.height) - input.expectedHeight) < 1e-9)
        }
    }

    @Test func removingSomeConstraintsMatchesAFreshSolver() throws {
        var generator = SeededGenerator(seed: 5)
        for trial in 0..<30 {
            let input = FeedCellInputs.random(count: 1, seed: UInt64(trial))[0]
            let cell = FeedCell(inputs: input)
            var incremental = Solver()
            try incremental.addConstraints(cell.constraints)
            let removed = Set(cell.constraints.indices.shuffled(using: &generator).prefix(15))
            for i in removed.sorted() { try incremental.removeConstraint(cell.constraints[i]) }
            #expect(incremental.tableauProblems().isEmpty)
            var fresh = Solver()
            for (i, c) in cell.constraints.enumerated() where !removed.contains(i) { try fresh.addConstraint(c) }
            incremental.updateVariables()
            fresh.updateVariables()
            // Removal can leave an under-constrained system with several optima; the level
            // errors (not the values) are what must agree.
            #expect(levelErrors(cell.constraints, removed, incremental) == levelErrors(cell.constraints, removed, fresh))
        }
    }

    private func levelErrors(_ constraints: [Constraint], _ removed: Set<Int>, _ solver: Solver) -> [Float: Double] {
        var errors: [Float: Double] = [:]
        for (i, c) in constraints.enumerated() where !removed.contains(i) {
            let value = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            let violation: Double = switch c.relation {
            case .equal: abs(value)
            case .lessThanOrEqual: max(0, value)
            case .greaterThanOrEqual: max(0, -value)
            }
            errors[c.priority.rawValue, default: 0] += (violation * 1e6).rounded() / 1e6
        }
        return errors
    }

    @Test func addingAndRemovingForeverKeepsTheTableauBounded() throws {
        let cell = FeedCell(inputs: FeedCellInputs.random(count: 1, seed: 1)[0])
        var solver = Solver()
        try solver.addConstraints(cell.constraints)
        let size = solver.symbolCapacity
        for round in 0..<50 {
            let constraint = cell.constraints[round % cell.constraints.count]
            try solver.removeConstraint(constraint)
            try solver.addConstraint(constraint)
            #expect(solver.tableauProblems().isEmpty)
        }
        // Refused constraints (both ways of failing) give their symbols back too.
        let x = Variable("x")
        for _ in 0..<50 {
            let floor = x >= 10, fixed = x == 1
            try solver.addConstraint(floor)
            #expect(throws: SolverError.self) { try solver.addConstraint(x <= 5) }
            try solver.removeConstraint(floor)
            try solver.addConstraint(fixed)
            #expect(throws: SolverError.self) { try solver.addConstraint(x == 2) }
            try solver.removeConstraint(fixed)
            #expect(solver.tableauProblems().isEmpty)
        }
        #expect(solver.symbolCapacity <= size + 8)
    }

    @Test func sameCallsGiveBitIdenticalValues() throws {
        func run() throws -> [UInt64] {
            var template = try FeedCellTemplateSolver(hasPhoto: true, editsLabelWidths: true)
            var bits: [UInt64] = []
            for input in FeedCellInputs.random(count: 200, seed: 3) where input.hasPhoto {
                bits.append(try template.height(for: input).bitPattern)
                bits.append(template.value(of: template.cell.views.name.width).bitPattern)
            }
            return bits
        }
        #expect(try run() == run())
    }

    @Test func copiesAreIndependentSolvers() throws {
        let x = Variable("x")
        var original = Solver()
        try original.addEditVariable(x, priority: .defaultHigh)
        try original.suggestValue(5, for: x)
        var copy = original
        try copy.suggestValue(9, for: x)
        original.updateVariables()
        copy.updateVariables()
        #expect(original.value(of: x) == 5 && copy.value(of: x) == 9)
    }
}
