import Cassowary
import Testing

/// `Solver.sensitivity`: while a basis stays feasible, its affine maps must predict exactly what
/// moving the constants through the solver gives.
@Suite struct BasisSensitivityTests {
    /// A row of three boxes between two walls: each box's width wants its own size (hug 250,
    /// resist 750), the boxes are 8 apart and the right wall is `width`.
    struct Row {
        let x = (0..<3).map { _ in Variable() }
        let w = (0..<3).map { _ in Variable() }
        var parameters: [Constraint] = []
        var solver = Solver()

        init() throws {
            let width = Constraint(Expression([Term(w[2]), Term(x[2])], constant: -300), .equal)
            try solver.addConstraint(Constraint(Expression([Term(x[0])], constant: 0), .equal))
            for i in 1..<3 {
                try solver.addConstraint(Constraint(Expression([Term(x[i]), Term(x[i - 1], -1), Term(w[i - 1], -1)], constant: -8), .equal))
            }
            try solver.addConstraint(width)
            parameters.append(width)
            for i in 0..<3 {
                let hug = Constraint(Expression([Term(w[i])], constant: -50), .lessThanOrEqual, priority: Priority(250 + Float(i)))
                let resist = Constraint(Expression([Term(w[i])], constant: -50), .greaterThanOrEqual, priority: Priority(750 + Float(i)))
                try solver.addConstraint(hug)
                try solver.addConstraint(resist)
                parameters += [hug, resist]
            }
            solver.updateVariables()
        }
    }

    @Test func predictionsMatchTheSolverInsideTheRegion() throws {
        let row = try Row()
        let outputs = row.w + row.x
        let sensitivity = try row.solver.sensitivity(toConstantsOf: row.parameters, outputs: outputs)
        #expect(sensitivity.outputValues == outputs.map { row.solver.value(of: $0) })
        var state: UInt64 = 12345
        var checked = 0
        for _ in 0..<200 {
            let sizes = (0..<3).map { _ -> Double in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Double((state >> 40) % 200) / 2
            }
            let constants = [-300.0] + sizes.flatMap { [-$0, -$0] }
            let delta = zip(constants, row.parameters).map { $0 - (row.solver.constant(of: $1) ?? 0) }
            let rows = (0..<sensitivity.rowValues.count).map { i in
                sensitivity.rowValues[i] + (0..<delta.count).reduce(0) { $0 + sensitivity.rowSlopes[i * delta.count + $1] * delta[$1] }
            }
            guard rows.allSatisfy({ $0 >= 0 }) else { continue }
            var moved = row.solver
            try moved.setConstants(Array(zip(row.parameters, constants)).map { ($0, $1) })
            moved.updateVariables()
            for (j, variable) in outputs.enumerated() {
                let predicted = sensitivity.outputValues[j]
                    + (0..<delta.count).reduce(0) { $0 + sensitivity.outputSlopes[j * delta.count + $1] * delta[$1] }
                #expect(abs(predicted - moved.value(of: variable)) < 1e-9)
            }
            checked += 1
        }
        #expect(checked > 20)

    }
}
