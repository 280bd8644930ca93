extension Solver {
    /// Whether the current optimum may not be the only one for `outputs`: some optimal
    /// solution gives one of them another value.
    ///
    /// When this is false, every optimal solution of the system, whatever basis a solver
    /// reaches it in, gives the outputs the same values: the values are a function of the
    /// constants alone. When it is true the outputs depend on the path the solver took (the
    /// order constraints were added in, earlier edits), which is Apple's "ambiguous layout".
    /// The test is exact (see `OptimalFace`): a move at no cost that a degenerate row (a
    /// restricted row at 0) blocks, alone or together with other moves, is no second optimum.
    public func hasAlternativeOptima(affecting outputs: [Variable]) -> Bool {
        !optimalFace(affecting: outputs).keepsOutputsConstantNow
    }

    /// Changes of outputs smaller than this per unit move are rounding, not a second optimum.
    static let alternativeOptimumTolerance = 1e-9
}

extension Tableau {
    /// A nonbasic symbol that can move at no cost: a slack or error with a zero coefficient in
    /// every objective level, or a user variable outside the basis (nothing determines it).
    func canMoveFreely(_ symbol: Symbol) -> Bool {
        guard state(symbol) == .nonbasic else { return false }
        switch kind(symbol) {
        case .external: return true
        case .slack, .error:
            return levels.allSatisfy { abs($0.row.coefficient(of: symbol)) <= Solver.alternativeOptimumTolerance }
        case .dummy, .artificial: return false
        }
    }

    /// How every symbol's value changes per unit increase of nonbasic `moving`, the other
    /// nonbasic symbols staying at 0. `order` is `definitionsInRankOrder()`.
    func changes(movingNonbasic moving: Symbol, order: [Symbol]) -> [Double] {
        var result = [Double](repeating: 0, count: info.count)
        result[Int(moving)] = 1
        for (index, symbolInfo) in info.enumerated() where symbolInfo.state == .restrictedBasic {
            result[index] = rows[index].coefficient(of: moving)
        }
        for x in order {
            var value = 0.0
            for cell in rows[Int(x)].cells { value += cell.coefficient * result[Int(cell.symbol)] }
            result[Int(x)] = value
        }
        return result
    }
}
