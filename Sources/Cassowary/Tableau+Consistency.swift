/// The internal consistency check: every invariant listed on `Tableau`, as readable problems.
/// Used by the tests after each step and, with `Solver.checksInvariants`, after every call.
extension Tableau {
    func problems(tolerance: Double = 1e-7) -> [String] {
        var found: [String] = []
        for i in 0..<symbolCount {
            let s = Symbol(i)
            let row = rows[i]
            switch info[i].state {
            case .nonbasic:
                if !row.isEmpty || row.constant != 0 { found.append("nonbasic \(s) keeps a row") }
                continue
            case .restrictedBasic:
                if !info[i].kind.isRestricted { found.append("external \(s) is basic in a restricted row") }
                if row.constant < -tolerance, !infeasible.contains(s) {
                    found.append("restricted row \(s) is infeasible (\(row.constant))")
                }
                for t in row.symbols {
                    if state(t) != .nonbasic { found.append("restricted row \(s) names basic \(t)") }
                    if kind(t) == .external { found.append("restricted row \(s) names external \(t)") }
                }
            case .definition:
                if info[i].kind != .external { found.append("restricted \(s) is a definition") }
                for t in row.symbols where state(t) == .definition && rank(t) >= rank(s) {
                    found.append("definition \(s) (rank \(rank(s))) names \(t) of rank \(rank(t))")
                }
            }
            found += sortedAndNonZero(row, name: "row \(s)")
            for t in row.symbols where columns.count(of: s, in: t) != 1 {
                found.append("column \(t) does not list row \(s) exactly once")
            }
        }
        for i in 0..<symbolCount {
            for owner in columns.owners(of: Symbol(i)) where state(owner) == .nonbasic || rows[Int(owner)].index(of: Symbol(i)) == nil {
                found.append("column \(i) lists \(owner), whose row does not name it")
            }
        }
        for s in freeSymbols where state(s) != .nonbasic || !columns.isEmpty(s)
            || levels.contains(where: { $0.row.index(of: s) != nil }) {
            found.append("free symbol \(s) is still in use")
        }
        for (k, level) in levels.enumerated() {
            if k > 0, levels[k - 1].priority <= level.priority { found.append("levels out of order at \(k)") }
            if level.users <= 0 { found.append("level \(level.priority) has no users") }
            found += sortedAndNonZero(level.row, name: "objective \(level.priority)")
            for t in level.row.symbols where state(t) != .nonbasic || kind(t) == .external {
                found.append("objective \(level.priority) names \(t), which is basic or external")
            }
        }
        if infeasible.isEmpty, artificialObjective == nil, let s = lexicographicallyImprovingSymbol() {
            found.append("not optimal: \(s) would improve the objective")
        }
        return found
    }

    private func sortedAndNonZero(_ row: Row, name: String) -> [String] {
        var found: [String] = []
        for k in row.cells.indices {
            if k > 0, row.cells[k - 1].symbol >= row.cells[k].symbol { found.append("\(name) is not sorted") }
            if row.cells[k].coefficient == 0 { found.append("\(name) stores a zero coefficient") }
        }
        return found
    }

    /// A symbol that would improve the objective, found by scanning every objective row (not
    /// through the pricing list, which this check is there to verify).
    private func lexicographicallyImprovingSymbol() -> Symbol? {
        for level in levels {
            for cell in level.row.cells where kind(cell.symbol) != .dummy && hasNegativeReducedCost(cell.symbol) {
                return cell.symbol
            }
        }
        return nil
    }
}
