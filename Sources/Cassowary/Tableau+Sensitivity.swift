/// The tableau's values as linear functions of its row constants, for `Solver.sensitivity`.
extension Tableau {
    /// How a move of `delta` along a constraint's marker changes the row constants: the changes
    /// `shift(marker:by:)` makes, as (basic symbol, change) pairs, without making them.
    func constantChanges(shiftingMarker marker: Symbol, by delta: Double) -> [(symbol: Symbol, change: Double)] {
        var changes: [(symbol: Symbol, change: Double)] = []
        if state(marker) == .restrictedBasic { changes.append((marker, -delta)) }
        columns.forEachOwner(of: marker) { owner in
            changes.append((owner, rows[Int(owner)].coefficient(of: marker) * delta))
        }
        return changes
    }

    /// The values `evaluate()` would give if every basic row's constant were `constants[symbol]`
    /// instead (nonbasic symbols stay 0). Linear in `constants`, so it also maps changes of the
    /// constants to changes of the values. `order` is `definitionsInRankOrder()`.
    func evaluated(withConstants constants: [Double], order: [Symbol]) -> [Double] {
        var result = [Double](repeating: 0, count: info.count)
        for (index, symbolInfo) in info.enumerated() where symbolInfo.state == .restrictedBasic {
            result[index] = constants[index]
        }
        for x in order {
            var value = constants[Int(x)]
            for cell in rows[Int(x)].cells {
                let s = Int(cell.symbol)
                if info[s].state != .nonbasic { value += cell.coefficient * result[s] }
            }
            result[Int(x)] = value
        }
        return result
    }

    /// Definitions in the order they can be evaluated (see `evaluate()`).
    func definitionsInRankOrder() -> [Symbol] {
        // Sorted on (rank, symbol) pairs: a closure reading `self` would copy the tableau.
        var keyed: [(rank: Int, symbol: Symbol)] = []
        for symbol in externals where state(symbol) == .definition { keyed.append((rank(symbol), symbol)) }
        keyed.sort { (a: (rank: Int, symbol: Symbol), b: (rank: Int, symbol: Symbol)) -> Bool in
            a.rank != b.rank ? a.rank < b.rank : a.symbol < b.symbol
        }
        return keyed.map(\.symbol)
    }

    /// The basic symbols, ascending: two tableaux with the same list have the same basis.
    var basicSymbols: [Symbol] {
        info.indices.filter { info[$0].state != .nonbasic }.map { Symbol($0) }
    }
}
