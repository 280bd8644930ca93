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
            where cell.coefficient < -Row.optimalityTolerance && kind(cell.symbol) != .dummy && kind(cell.symbol) != .artificial {
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

    /// The lowest-id symbol whose first non-zero reduced cost (highest level first) is negative
    /// (Bland's rule). Every such symbol is in `pricing`, a heap by id: symbols found
    /// non-negative on top leave it, the first negative one is the answer (and stays listed).
    mutating func lexicographicEnteringSymbol() -> Symbol? {
        while let s = pricing.min {
            if state(s) == .nonbasic, kind(s) != .dummy, hasNegativeReducedCost(s) { return s }
            _ = pricing.popMin()
            info[Int(s)].pricing = false
        }
        return nil
    }

    /// True when the first reduced cost of `s` beyond the optimality tolerance, from the highest
    /// level down, is negative.
    func hasNegativeReducedCost(_ s: Symbol) -> Bool {
        for level in levels {
            let cost = level.row.coefficient(of: s)
            if cost < -Row.optimalityTolerance { return true }
            if cost > Row.optimalityTolerance { return false }
        }
        return false
    }

    /// Ratio test: the restricted row that first reaches zero as `entering` grows.
    ///
    /// Harris's two passes: the smallest ratio is found with each constant relaxed by a hair,
    /// then, among the rows within that bound, the one with the largest pivot element leaves
    /// (lowest symbol on ties). Degenerate layouts tie constantly at ratio 0, and picking the
    /// first row there can divide by a coefficient of 1e-8 and ruin every later value.
    private func primalLeavingRow(for entering: Symbol) -> Symbol? {
        let relaxation = 1e-9
        var bound = Double.infinity
        columns.forEachOwner(of: entering) { owner in
            guard state(owner) == .restrictedBasic else { return }
            let row = rows[Int(owner)]
            let c = row.coefficient(of: entering)
            guard c < -Row.pivotTolerance else { return }
            bound = min(bound, (max(row.constant, 0) + relaxation) / -c)
        }
        var best: Symbol?
        var bestPivot = 0.0
        columns.forEachOwner(of: entering) { owner in
            guard state(owner) == .restrictedBasic else { return }
            let row = rows[Int(owner)]
            let c = row.coefficient(of: entering)
            guard c < -Row.pivotTolerance, max(row.constant, 0) / -c <= bound else { return }
            if -c > bestPivot || (-c == bestPivot && owner < (best ?? .max)) {
                bestPivot = -c
                best = owner
            }
        }
        return best
    }

    /// Dual simplex: repairs the rows listed in `infeasible` (negative constants after an edit)
    /// while keeping every reduced cost lexicographically non-negative.
    mutating func dualOptimize() throws(SolverError) {
        if let row = dualRepair() {
            throw .internalInconsistency("the dual simplex found no entering symbol for \(row)")
        }
    }

    /// The dual simplex proper. Returns nil when every queued row is feasible again, or a row
    /// that no pivot can raise (all its coefficients <= 0 yet its constant < 0): a proof that
    /// the required constraints it is made of cannot all hold.
    mutating func dualRepair() -> Symbol? {
        while let leaving = infeasible.popLast() {
            guard state(leaving) == .restrictedBasic, rows[Int(leaving)].constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(for: rows[Int(leaving)]) else {
                // Rounding residue below the constant tolerance is feasible.
                if rows[Int(leaving)].constant > -Row.constantTolerance { continue }
                return leaving
            }
            pivot(leaving: leaving, entering: entering)
        }
        return nil
    }

    /// Among the row's symbols that raise it (coefficient > 0), one whose reduced costs per
    /// unit, `d(s) / a(s)`, are lexicographically smallest.
    ///
    /// Harris's rule, level by level from the highest: the smallest ratio is taken with each
    /// reduced cost relaxed by the optimality tolerance, every candidate within that bound stays,
    /// and of the survivors the largest coefficient wins (lowest symbol on ties). A candidate
    /// with a zero reduced cost and a coefficient of 1e-9 has the exact minimum ratio, and
    /// pivoting on it once blew a random system's values up to 1e17.
    private mutating func dualEnteringSymbol(for row: Row) -> Symbol? {
        var candidates: [Cell] = []
        swap(&candidates, &dualCandidates)
        defer { swap(&candidates, &dualCandidates) }
        candidates.removeAll(keepingCapacity: true)
        for cell in row.cells where cell.coefficient > Row.pivotTolerance && kind(cell.symbol) != .dummy {
            candidates.append(cell)
        }
        for level in levels where candidates.count > 1 {
            var bound = Double.infinity
            // Costs at lower levels may be negative: only the first non-zero level of a vector
            // has to be positive, and the survivors tie on every level above this one.
            for cell in candidates {
                let cost = level.row.coefficient(of: cell.symbol)
                bound = min(bound, (cost + Row.optimalityTolerance) / cell.coefficient)
            }
            candidates.removeAll { level.row.coefficient(of: $0.symbol) / $0.coefficient > bound }
        }
        var best: Cell?
        for cell in candidates where best.map({ cell.coefficient > $0.coefficient }) ?? true {
            best = cell
        }
        return best?.symbol
    }
}
