@testable import Cassowary
import Testing

/// Apple's strict priority levels, which kiwi's weighted objective does not reproduce.
@Suite struct PriorityLevelTests {
    private func solved(_ constraints: [Constraint]) throws -> Solver {
        var solver = Solver()
        solver.checksInvariants = true
        try solver.addConstraints(constraints)
        solver.updateVariables()
        #expect(solver.tableauProblems().isEmpty)
        return solver
    }

    @Test func higherInequalityWinsOutright() throws {
        let width = Variable("width")
        let solver = try solved([(width == 24).withPriority(500), (width >= 30).withPriority(525)])
        #expect(solver.value(of: width) == 30)
    }

    @Test func highBeatsLowNeverAnAverage() throws {
        let width = Variable("width")
        let solver = try solved([(width == 120).withPriority(.defaultLow), (width == 75).withPriority(.defaultHigh)])
        #expect(solver.value(of: width) == 75)
    }

    @Test func twoConstraintsAt250LoseToOneAt251() throws {
        // A weighted objective would let the two 250s (combined weight 500) beat 251.
        let x = Variable("x"), y = Variable("y")
        let solver = try solved([
            x + y == 100,
            (x == 100).withPriority(251),
            (y == 100).withPriority(250),
            (x == 0).withPriority(250),
        ])
        #expect(solver.value(of: x) == 100)
        #expect(solver.value(of: y) == 0)
    }

    @Test func errorsWithinOneLevelAddUp() throws {
        // Same level: the solver minimises |x - 0| + |x - 10| + |x - 10|, so x = 10.
        let x = Variable("x")
        let solver = try solved([
            (x == 0).withPriority(300), (x == 10).withPriority(300), (x <= 10).withPriority(300),
            (x == 10).withPriority(300), x >= -50, x <= 50,
        ])
        #expect(solver.value(of: x) == 10)
    }

    @Test func manyLevelsAreEachStrict() throws {
        // Ten levels, each wanting a different value; the highest optional one wins, and lower
        // ones decide only what it leaves free.
        let x = Variable("x"), y = Variable("y")
        var constraints: [Constraint] = [x >= 0, x <= 1000, y >= 0, y <= 1000]
        for k in 1...10 {
            constraints.append((x == Double(k * 10)).withPriority(Priority(Float(100 + k))))
        }
        constraints.append((y == x + 1).withPriority(5))
        constraints.append((y == 3).withPriority(4))
        let solver = try solved(constraints)
        #expect(solver.value(of: x) == 100)
        #expect(solver.value(of: y) == 101)
        #expect(solver.levelPriorities == [110, 109, 108, 107, 106, 105, 104, 103, 102, 101, 5, 4])
    }

    @Test func compressionResistanceAgainstHalfSizeConstraint() throws {
        // SEMANTICS §3: a 200 pt image, width == 100 @500; compression 501 keeps 200, 499 gives 100.
        for (compression, expected) in [(501 as Float, 200.0), (499, 100)] {
            let width = Variable("width")
            let solver = try solved([
                (width == 100).withPriority(500),
                (width >= 200).withPriority(Priority(compression)),
                (width <= 200).withPriority(.defaultLow),
            ])
            #expect(solver.value(of: width) == expected)
        }
    }

    @Test func labelBetween50And200() throws {
        // Text wants 300 (compression 750) but the label is capped at 200 (required).
        let width = Variable("width")
        let solver = try solved([
            width >= 50, width <= 200,
            (width >= 300).withPriority(.defaultHigh), (width <= 300).withPriority(.defaultLow),
        ])
        #expect(solver.value(of: width) == 200)
    }
}
