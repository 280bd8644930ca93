/// Lazy definitions of external symbols: expansion into nonbasic terms, and evaluation.
///
/// A definition `x = c + sum(a * s)` may name other definitions and restricted basics. Most
/// constraints of a layout introduce a fresh variable (a view's top, its width), so they become
/// definitions without any substitution at all. Only a constraint with no fresh variable is
/// expanded into nonbasic symbols, once, when it is added.
extension Tableau {
    /// `row` with every basic symbol replaced by its row, recursively: a row over nonbasic
    /// symbols only.
    ///
    /// Basic symbols are substituted highest rank first (restricted basics last, since their
    /// rows hold only nonbasic symbols), so each is substituted once however many paths lead to
    /// it: a DAG, not a tree, and no exponential blow-up. Small expansions (most constraints)
    /// merge rows directly; large ones (a chain's total height) switch to a dense accumulator.
    mutating func expanded(_ row: consuming Row) -> Row {
        var result = row
        var steps = 0
        while let position = highestBasicCell(in: result) {
            steps += 1
            if steps > 48 { return expandedWithAccumulator(result) }
            let cell = result.cells.remove(at: position)
            merge(into: &result, rows[Int(cell.symbol)], times: cell.coefficient, owner: nil)
        }
        return result
    }

    /// The cell of the basic symbol to substitute next: the definition of highest rank, else any
    /// restricted basic.
    private func highestBasicCell(in row: Row) -> Int? {
        var best: Int?
        var bestRank = Int.min
        var restricted: Int?
        for (position, cell) in row.cells.enumerated() {
            let entry = info[Int(cell.symbol)]
            switch entry.state {
            case .nonbasic: continue
            case .restrictedBasic: restricted = restricted ?? position
            case .definition:
                if best == nil || entry.rank > bestRank {
                    best = position
                    bestRank = entry.rank
                }
            }
        }
        return best ?? restricted
    }

    /// `expanded(_:)` for large expansions: coefficients gathered in a dense array indexed by
    /// symbol, definitions visited through a heap in decreasing rank.
    private mutating func expandedWithAccumulator(_ row: Row) -> Row {
        touched.removeAll(keepingCapacity: true)
        pendingDefinitions.removeAll()
        var constant = row.constant
        for cell in row.cells {
            accumulate(cell.symbol, cell.coefficient)
        }
        while let pending = pendingDefinitions.popMin() {
            substituteAccumulated(pending.symbol, constant: &constant)
        }
        var k = 0
        while k < touched.count {
            let s = touched[k]
            k += 1
            if state(s) == .restrictedBasic { substituteAccumulated(s, constant: &constant) }
        }
        var result = Row(constant: constant)
        result.cells.reserveCapacity(touched.count)
        sortTouched()
        for s in touched {
            let a = accumulator[Int(s)]
            accumulator[Int(s)] = 0
            info[Int(s)].accumulated = false
            if state(s) == .nonbasic, a != 0, !Row.cancels(a, accumulatorScale[Int(s)], 0) {
                result.cells.append(Cell(symbol: s, coefficient: a))
            }
        }
        return result
    }

    /// Moves basic `s`'s accumulated coefficient onto the symbols of its row.
    private mutating func substituteAccumulated(_ s: Symbol, constant: inout Double) {
        let a = accumulator[Int(s)]
        accumulator[Int(s)] = 0
        guard a != 0 else { return }
        constant += a * rows[Int(s)].constant
        for cell in rows[Int(s)].cells {
            accumulate(cell.symbol, a * cell.coefficient)
        }
    }

    /// Insertion sort for the usual handful of symbols; the library sort for long expansions.
    private mutating func sortTouched() {
        guard touched.count <= 24 else {
            touched.sort()
            return
        }
        for i in touched.indices.dropFirst() {
            let s = touched[i]
            var j = i
            while j > 0, touched[j - 1] > s {
                touched[j] = touched[j - 1]
                j -= 1
            }
            touched[j] = s
        }
    }

    @inline(__always)
    private mutating func accumulate(_ s: Symbol, _ a: Double) {
        let i = Int(s)
        if info[i].accumulated {
            accumulator[i] += a
            accumulatorScale[i] = max(accumulatorScale[i], abs(a))
        } else {
            info[i].accumulated = true
            accumulator[i] = a
            accumulatorScale[i] = abs(a)
            touched.append(s)
            if info[i].state == .definition { pendingDefinitions.insert(PendingDefinition(rank: info[i].rank, symbol: s)) }
        }
    }

    /// Replaces a definition's row by its expansion (needed before the row takes part in a pivot).
    mutating func expandDefinition(_ x: Symbol) {
        let lazy = takeRow(x)
        unregister(lazy, owner: x)
        let full = expanded(lazy)
        register(full, owner: x)
        rows[Int(x)] = full
    }

    // MARK: - Evaluation

    /// Writes the value of every external symbol into `values`: definitions in rank order, so
    /// each one reads values already computed; nonbasic externals are 0.
    mutating func evaluate() {
        if !evaluationOrderIsValid {
            var order: [Symbol] = []
            swap(&order, &evaluationOrder)
            order.removeAll(keepingCapacity: true)
            for s in externals where state(s) == .definition { order.append(s) }
            order.sort { rank($0) != rank($1) ? rank($0) < rank($1) : $0 < $1 }
            swap(&order, &evaluationOrder)
            evaluationOrderIsValid = true
        }
        // The hot loop of every incremental layout: read through raw buffers, no copies, no
        // uniqueness checks.
        rows.withUnsafeBufferPointer { rows in
            info.withUnsafeBufferPointer { info in
                values.withUnsafeMutableBufferPointer { values in
                    for s in externals where info[Int(s)].state == .nonbasic {
                        values[Int(s)] = 0
                    }
                    for x in evaluationOrder {
                        let definition = rows[Int(x)]
                        var value = definition.constant
                        definition.cells.withUnsafeBufferPointer { cells in
                            for cell in cells {
                                let s = Int(cell.symbol)
                                switch info[s].state {
                                case .nonbasic: continue
                                case .restrictedBasic: value += cell.coefficient * rows[s].constant
                                case .definition: value += cell.coefficient * values[s]
                                }
                            }
                        }
                        values[Int(x)] = value
                    }
                }
            }
        }
    }
}
