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

    /// The values `evaluate()` would give if every basic row's constant were another, for
    /// `columns` sets of constants at once. `values` holds them per basic symbol, in its slot
    /// (`slots[symbol]`, -1 for a nonbasic symbol), `columns` each: `values[slot * columns + k]`.
    /// On return each definition's entries hold its values; restricted rows keep their
    /// constants, which are their values (nonbasic symbols are 0). Linear in the constants, so
    /// it also maps changes of the constants to changes of the values. `order` is
    /// `definitionsInRankOrder()`. Each column's sums are made in `evaluate()`'s order, so each
    /// column is bit for bit what one evaluation gives.
    ///
    /// Slots instead of one entry per symbol: a per-symbol array is mostly nonbasic symbols'
    /// zeros, and clearing it was a third of a batch variant's sensitivity.
    func evaluateDefinitions(in values: inout [Double], columns: Int, slots: [Int32], order: [Symbol]) {
        slots.withUnsafeBufferPointer { slots in
            values.withUnsafeMutableBufferPointer { values in
                rows.withUnsafeBufferPointer { rows in
                    for x in order {
                        let base = Int(slots[Int(x)]) * columns
                        rows[Int(x)].cells.withUnsafeBufferPointer { cells in
                            for cell in cells {
                                let slot = slots[Int(cell.symbol)]
                                guard slot >= 0 else { continue }
                                let from = Int(slot) * columns
                                for k in 0..<columns { values[base + k] += cell.coefficient * values[from + k] }
                            }
                        }
                    }
                }
            }
        }
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
