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
        evaluated(withConstants: constants, columns: 1, order: order)
    }

    /// `evaluated(withConstants:order:)` for `columns` vectors of constants at once, stored
    /// symbol-major (`constants[symbol * columns + k]`), the result likewise. One pass over the
    /// definitions serves every column, and each column's sums are made in the same order as
    /// alone, so each column is bit for bit what the single evaluation gives.
    func evaluated(withConstants constants: [Double], columns: Int, order: [Symbol]) -> [Double] {
        var result = [Double](repeating: 0, count: info.count * columns)
        info.withUnsafeBufferPointer { info in
            constants.withUnsafeBufferPointer { constants in
                result.withUnsafeMutableBufferPointer { result in
                    for index in info.indices where info[index].state == .restrictedBasic {
                        for k in 0..<columns { result[index * columns + k] = constants[index * columns + k] }
                    }
                    rows.withUnsafeBufferPointer { rows in
                        for x in order {
                            let base = Int(x) * columns
                            for k in 0..<columns { result[base + k] = constants[base + k] }
                            rows[Int(x)].cells.withUnsafeBufferPointer { cells in
                                for cell in cells {
                                    let s = Int(cell.symbol)
                                    guard info[s].state != .nonbasic else { continue }
                                    let from = s * columns
                                    for k in 0..<columns { result[base + k] += cell.coefficient * result[from + k] }
                                }
                            }
                        }
                    }
                }
            }
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
