/// Primal and dual simplex over the restricted rows, with a lexicographic objective.
///
/// Both use Bland's rule (lowest symbol id on ties) so that degenerate pivots, which layouts are
/// full of, cannot cycle, and so that the same calls always take the same path.
extension Tableau {
    /// Primal simplex: pivots until no symbol has a lexicographically negative reduced cost.
    /// Keeps every restricted row feasible (constants >= 0).
    mutating func optimize() throws(SolverError) {
        while let entering = lexicographicEnteringSymbol() {
            try pivotPrimal(entering)
        }
    }

    /// Phase one of `addWithArtificialVariable`: minimises the artificial objective alone.
    mutating func optimizeArtificial() throws(SolverError) {
        while let objective = artificialObjective {
            var entering: Symbol?
            for cell in objective.cells
            where cell.coefficient < 0 && kind(cell.symbol) != .dummy && kind(cell.symbol) != .artificial {
                entering = cell.symbol
                break
            }
            guard let entering else { return }
            try pivotPrimal(entering)
        }
    }

    private mutating func pivotPrimal(_ entering: Symbol) throws(SolverError) {
        guard let leaving = primalLeavingRow(for: entering) else {
            throw .internalInconsistency("the objective is unbounded when \(entering) enters")
        }
        pivot(leaving: leaving, entering: entering)
    }

    /// The lowest-id symbol whose first non-zero reduced cost (highest level first) is negative.
    mutating func lexicographicEnteringSymbol() -> Symbol? {
        generation &+= 1
        if generation == 0 {
            for i in info.indices { info[i].decided = 0 }
            generation = 1
        }
        var best = Symbol.max
        for level in levels {
            for cell in level.row.cells {
                let i = Int(cell.symbol)
                if info[i].decided == generation || info[i].kind == .dummy { continue }
                info[i].decided = generation
                if cell.coefficient < 0, cell.symbol < best { best = cell.symbol }
            }
        }
        return best == Symbol.max ? nil : best
    }

    /// Ratio test: the restricted row that first reaches zero as `entering` grows.
    private func primalLeavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        columns.forEachOwner(of: entering) { owner in
            guard state(owner) == .restrictedBasic else { return }
            let row = rows[Int(owner)]
            let c = row.coefficient(of: entering)
            guard c < 0 else { return }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && owner < (best ?? .max)) {
                bestRatio = ratio
                best = owner
            }
        }
        return best
    }

    /// Dual simplex: repairs the rows listed in `infeasible` (negative constants after an edit)
    /// while keeping every reduced cost lexicographically non-negative.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            guard state(leaving) == .restrictedBasic, rows[Int(leaving)].constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(for: rows[Int(leaving)]) else {
                throw .internalInconsistency("the dual simplex found no entering symbol for \(leaving)")
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Among the row's symbols that raise it (coefficient > 0), the one whose reduced costs per
    /// unit are lexicographically smallest.
    private func dualEnteringSymbol(for row: Row) -> Symbol? {
        var best: Cell?
        for cell in row.cells where cell.coefficient > 0 && kind(cell.symbol) != .dummy {
            if let current = best, !hasSmallerDualRatio(cell, than: current) { continue }
            best = cell
        }
        return best?.symbol
    }

    /// Compares reduced cost per unit, `d(s) / a(s)`, level by level from the highest; levels
    /// closer than the row epsilon count as equal.
    private func hasSmallerDualRatio(_ x: Cell, than y: Cell) -> Bool {
        for level in levels {
            let rx = level.row.coefficient(of: x.symbol) / x.coefficient
            let ry = level.row.coefficient(of: y.symbol) / y.coefficient
            if abs(rx - ry) >= Row.epsilon { return rx < ry }
        }
        return false
    }
}
