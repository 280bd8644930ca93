/// The simplex tableau behind `Solver`: rows, the column index, one objective row per priority.
///
/// Invariants (checked by `problems()`):
/// 1. Every symbol is either nonbasic (value 0 in the current basic solution) or basic in exactly
///    one row, `rows[symbol]`.
/// 2. **Restricted rows** (`SymbolState.restrictedBasic`) give a restricted symbol (slack, error,
///    dummy, artificial) as `constant + sum(coefficient * s)` over *nonbasic* symbols only, and
///    contain no external (user) symbol. Outside a dual-simplex repair their constants are >= 0
///    (primal feasibility).
/// 3. **Definitions** (`SymbolState.definition`) give an external symbol lazily: their terms may
///    name basic symbols too, which stand for those symbols' current values. Each definition has
///    a rank greater than the rank of every definition it names, so definitions form a DAG and
///    are evaluated (and expanded) in rank order. Keeping them unsubstituted is what stops the
///    fill-in of the classic tableau: a chain `top[i] = bottom[i-1] + 8` stays one short row per
///    view instead of a row of i terms (see `expanded(_:)`).
/// 4. **Objective levels**: one row per distinct optional priority (highest first) over nonbasic
///    restricted symbols; an error variable of a constraint at priority p has weight 1 in p's
///    row only. The objective is lexicographic: a symbol may enter the basis when its first
///    non-zero reduced cost, from the highest level down, is negative.
/// 5. `columns` lists, for each symbol, exactly the basic symbols whose rows (restricted rows
///    and definitions) hold a term in it, so pivots and edits touch only the rows that change.
struct Tableau: Sendable {
    var info: [SymbolInfo] = []
    /// By symbol; meaningful while the symbol is basic.
    var rows: [Row] = []
    var columns = ColumnIndex()
    var lowestRank = 0
    var levels: [ObjectiveLevel] = []
    /// The phase-one objective while `addWithArtificialVariable` runs.
    var artificialObjective: Row?
    /// Restricted basic symbols whose constants went negative (edits); repaired by the dual simplex.
    var infeasible: [Symbol] = []
    /// Values after `evaluate()`, by symbol (externals only).
    var values: [Double] = []
    var externals: [Symbol] = []
    var evaluationOrder: [Symbol] = []
    var evaluationOrderIsValid = true

    // Scratch space, kept to avoid allocating on every merge and expansion.
    var mergeCells: [Cell] = []
    var accumulator: [Double] = []
    /// Largest contribution to each accumulated coefficient, to tell cancellation from value.
    var accumulatorScale: [Double] = []
    var touched: [Symbol] = []
    var pendingDefinitions = MinHeap<PendingDefinition>()
    var ownerScratch: [Symbol] = []
    var dualCandidates: [Cell] = []
    /// Emptied row buffers, handed out again by `makeRow`, so a solver that is cleared and
    /// refilled (one system per cell) stops allocating rows.
    var spareRows: [Row] = []
    /// Symbols whose constraint is gone, reused (last freed, first reused) so a long-lived
    /// solver that adds and removes constraints forever keeps a bounded tableau.
    var freeSymbols: [Symbol] = []
    /// Every symbol whose reduced costs may be negative: those the objective rows changed for
    /// since they were last priced. The primal simplex prices only these (any symbol not listed
    /// is known to be lexicographically non-negative), instead of scanning every objective row.
    var pricing = MinHeap<Symbol>()

    var symbolCount: Int { info.count }

    /// Reserves room for about `symbols` symbols, so a typical cell (a few hundred) grows its
    /// storage once instead of a dozen times.
    init(reservingSymbols symbols: Int = 192) {
        info.reserveCapacity(symbols)
        rows.reserveCapacity(symbols)
        values.reserveCapacity(symbols)
        accumulator.reserveCapacity(symbols)
        accumulatorScale.reserveCapacity(symbols)
        columns.reserveCapacity(symbols: symbols)
    }

    /// Forgets every symbol, row and level but keeps all storage (including each row's cells),
    /// so the next system of similar size is built without allocating.
    mutating func removeAll() {
        info.removeAll(keepingCapacity: true)
        for i in rows.indices where rows[i].cells.capacity > 0 {
            var row = Row()
            swap(&row, &rows[i])
            row.cells.removeAll(keepingCapacity: true)
            spareRows.append(row)
        }
        rows.removeAll(keepingCapacity: true)
        for level in levels {
            var row = level.row
            row.cells.removeAll(keepingCapacity: true)
            spareRows.append(row)
        }
        levels.removeAll(keepingCapacity: true)
        columns.removeAll()
        lowestRank = 0
        artificialObjective = nil
        infeasible.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        externals.removeAll(keepingCapacity: true)
        evaluationOrder.removeAll(keepingCapacity: true)
        evaluationOrderIsValid = true
        accumulator.removeAll(keepingCapacity: true)
        accumulatorScale.removeAll(keepingCapacity: true)
        freeSymbols.removeAll(keepingCapacity: true)
        pricing.removeAll()
    }

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        if let symbol = freeSymbols.popLast() {
            info[Int(symbol)] = SymbolInfo(kind: kind)
            values[Int(symbol)] = 0
            accumulator[Int(symbol)] = 0
            accumulatorScale[Int(symbol)] = 0
            if kind == .external { externals.append(symbol) }
            return symbol
        }
        let symbol = Symbol(info.count)
        info.append(SymbolInfo(kind: kind))
        rows.append(Row())
        columns.appendSymbol()
        values.append(0)
        accumulator.append(0)
        accumulatorScale.append(0)
        if kind == .external { externals.append(symbol) }
        return symbol
    }

    @inline(__always) func kind(_ s: Symbol) -> SymbolKind { info[Int(s)].kind }
    @inline(__always) func state(_ s: Symbol) -> SymbolState { info[Int(s)].state }
    @inline(__always) func row(_ s: Symbol) -> Row { rows[Int(s)] }
    @inline(__always) func rank(_ s: Symbol) -> Int { info[Int(s)].rank }

    /// A nonbasic external symbol that no row mentions: it can become basic without touching any
    /// other row.
    func isFresh(_ s: Symbol) -> Bool {
        kind(s) == .external && state(s) == .nonbasic && columns.isEmpty(s)
    }

    // MARK: - Pricing

    /// Lists every symbol of `row` for the next pricing (an objective row gained `row`).
    mutating func markForPricing(_ row: Row) {
        for cell in row.cells { markForPricing(cell.symbol) }
    }

    mutating func markForPricing(_ s: Symbol) {
        guard !info[Int(s)].pricing else { return }
        info[Int(s)].pricing = true
        pricing.insert(s)
    }

    // MARK: - Column index

    mutating func register(_ row: Row, owner: Symbol) {
        for cell in row.cells { columns.insert(owner, into: cell.symbol) }
    }

    /// Removes `row`'s terms from their columns and frees the row's id.
    mutating func unregister(_ row: Row, owner: Symbol) {
        for cell in row.cells { removeFromColumn(cell.symbol, owner: owner) }
        columns.releaseRow(of: owner)
    }

    mutating func removeFromColumn(_ s: Symbol, owner: Symbol) {
        columns.remove(owner, from: s)
    }

    /// The owners listed in `s`'s column, in a reused buffer: give it back with `recycleOwners`.
    mutating func takeOwners(of s: Symbol) -> [Symbol] {
        var list: [Symbol] = []
        swap(&list, &ownerScratch)
        list.removeAll(keepingCapacity: true)
        columns.appendOwners(of: s, to: &list)
        return list
    }

    mutating func recycleOwners(_ list: inout [Symbol]) {
        swap(&list, &ownerScratch)
    }

    /// An empty row, from the spare buffers when there are any.
    mutating func makeRow(constant: Double = 0, capacity: Int) -> Row {
        guard var row = spareRows.popLast() else {
            var row = Row(constant: constant)
            row.cells.reserveCapacity(capacity)
            return row
        }
        row.constant = constant
        return row
    }

    /// Puts `row` at `s`, keeping the buffer that was there for later rows.
    private mutating func store(_ row: Row, at s: Symbol) {
        var previous = row
        swap(&previous, &rows[Int(s)])
        if previous.cells.capacity > 0 {
            previous.cells.removeAll(keepingCapacity: true)
            spareRows.append(previous)
        }
    }

    /// Takes a basic symbol's row out of storage (leaving an empty row) without copying it.
    mutating func takeRow(_ s: Symbol) -> Row {
        var taken = Row()
        swap(&taken, &rows[Int(s)])
        return taken
    }

    // MARK: - Merging rows

    /// `rows[owner] += factor * other`, keeping the column index of `owner`'s row exact.
    mutating func addToRow(_ owner: Symbol, _ other: Row, times factor: Double) {
        var target = takeRow(owner)
        merge(into: &target, other, times: factor, owner: owner)
        swap(&target, &rows[Int(owner)])
    }

    /// `target += factor * other`. With an `owner`, symbols that enter or leave the row are
    /// recorded in (or removed from) their columns.
    mutating func merge(into target: inout Row, _ other: Row, times factor: Double, owner: Symbol?) {
        target.constant += factor * other.constant
        if other.isEmpty { return }
        if other.count &* 8 < target.count {
            mergeSparse(into: &target, other, times: factor, owner: owner)
            return
        }
        var merged: [Cell] = []
        swap(&merged, &mergeCells)
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(target.count + other.count)
        target.cells.withUnsafeBufferPointer { t in
            other.cells.withUnsafeBufferPointer { o in
                var i = 0, j = 0
                while i < t.count || j < o.count {
                    if j == o.count || (i < t.count && t[i].symbol < o[j].symbol) {
                        merged.append(t[i])
                        i &+= 1
                    } else if i == t.count || o[j].symbol < t[i].symbol {
                        let c = factor * o[j].coefficient
                        if c != 0 {
                            merged.append(Cell(symbol: o[j].symbol, coefficient: c))
                            if let owner { columns.insert(owner, into: o[j].symbol) }
                        }
                        j &+= 1
                    } else {
                        let added = factor * o[j].coefficient
                        let c = t[i].coefficient + added
                        if !Row.cancels(c, t[i].coefficient, added) {
                            merged.append(Cell(symbol: t[i].symbol, coefficient: c))
                        } else if let owner {
                            columns.remove(owner, from: t[i].symbol)
                        }
                        i &+= 1
                        j &+= 1
                    }
                }
            }
        }
        // Copy back rather than swap buffers: the scratch keeps its large capacity and the row
        // keeps its own, so steady-state merges allocate nothing.
        target.cells.replaceSubrange(0..<target.cells.count, with: merged)
        swap(&merged, &mergeCells)
    }

    /// The merge for a short row into a long one: a binary search per cell instead of a pass
    /// over the long row, which matters for the long objective rows of tall layouts.
    private mutating func mergeSparse(into target: inout Row, _ other: Row, times factor: Double, owner: Symbol?) {
        for cell in other.cells {
            let c = factor * cell.coefficient
            let i = target.lowerBound(cell.symbol)
            if i < target.cells.count, target.cells[i].symbol == cell.symbol {
                let sum = target.cells[i].coefficient + c
                if Row.cancels(sum, target.cells[i].coefficient, c) {
                    target.cells.remove(at: i)
                    if let owner { removeFromColumn(cell.symbol, owner: owner) }
                } else {
                    target.cells[i].coefficient = sum
                }
            } else if c != 0 {
                target.cells.insert(Cell(symbol: cell.symbol, coefficient: c), at: i)
                if let owner { columns.insert(owner, into: cell.symbol) }
            }
        }
    }

    // MARK: - Basic rows

    mutating func installRestrictedRow(_ row: Row, for subject: Symbol) {
        register(row, owner: subject)
        store(row, at: subject)
        info[Int(subject)].state = .restrictedBasic
    }

    /// Makes `subject` (external) basic with `row`, which may name basic symbols lazily.
    mutating func installDefinition(_ row: Row, for subject: Symbol, rank: Int) {
        register(row, owner: subject)
        store(row, at: subject)
        info[Int(subject)].state = .definition
        info[Int(subject)].rank = rank
        lowestRank = min(lowestRank, rank)
        evaluationOrderIsValid = false
    }

    /// One more than the highest rank among the definitions `row` names (0 if none).
    func rankAbove(definitionsIn row: Row) -> Int {
        var above = 0
        for cell in row.cells where state(cell.symbol) == .definition {
            above = max(above, rank(cell.symbol) + 1)
        }
        return above
    }

    /// Removes basic `s`'s row from the tableau. Definitions that name `s` lazily get its row
    /// substituted first, so their values are unchanged.
    mutating func dropRow(_ s: Symbol) {
        let row = takeRow(s)
        unregister(row, owner: s)
        var referrers = takeOwners(of: s)
        columns.removeAll(s)
        for d in referrers {
            let a = rows[Int(d)].remove(s)
            addToRow(d, row, times: a)
        }
        recycleOwners(&referrers)
        if state(s) == .definition { evaluationOrderIsValid = false }
        info[Int(s)].state = .nonbasic
    }

    /// Strips a restricted symbol whose constraint is gone and keeps its id for reuse.
    mutating func release(_ s: Symbol) {
        strip(s)
        freeSymbols.append(s)
    }

    /// Deletes every remaining mention of a symbol that no longer belongs to any constraint.
    mutating func strip(_ s: Symbol) {
        if state(s) != .nonbasic { dropRow(s) }
        for owner in columns.owners(of: s) { rows[Int(owner)].remove(s) }
        columns.removeAll(s)
        for k in levels.indices { levels[k].row.remove(s) }
        artificialObjective?.remove(s)
    }

    /// Exchanges basic `leaving` for nonbasic `entering` (restricted) and substitutes the new row
    /// of `entering` into every restricted row and objective that mentions it.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        var row = takeRow(leaving)
        // The row keeps its column entries: only `entering` leaves it and `leaving` joins it.
        removeFromColumn(entering, owner: leaving)
        row.solve(for: entering, leaving: leaving)
        columns.transferRow(from: leaving, to: entering)
        columns.insert(entering, into: leaving)
        if state(leaving) == .definition { evaluationOrderIsValid = false }
        info[Int(leaving)].state = .nonbasic
        store(row, at: entering)
        info[Int(entering)].state = .restrictedBasic
        substitute(entering, by: row)
    }

    /// Replaces nonbasic-turned-basic `s` by `row` in the restricted rows and objectives. Lazy
    /// definitions keep naming `s`: they read its value through its row.
    mutating func substitute(_ s: Symbol, by row: Row) {
        var owners = takeOwners(of: s)
        for owner in owners where owner != s && state(owner) == .restrictedBasic {
            let a = rows[Int(owner)].remove(s)
            columns.remove(owner, from: s)
            addToRow(owner, row, times: a)
            if rows[Int(owner)].constant < 0 { infeasible.append(owner) }
        }
        recycleOwners(&owners)
        var changed = false
        for k in levels.indices {
            let a = levels[k].row.remove(s)
            if a != 0 {
                changed = true
                var target = Row()
                swap(&target, &levels[k].row)
                merge(into: &target, row, times: a, owner: nil)
                swap(&target, &levels[k].row)
            }
        }
        if changed { markForPricing(row) }
        if var objective = artificialObjective {
            artificialObjective = nil
            let a = objective.remove(s)
            if a != 0 { merge(into: &objective, row, times: a, owner: nil) }
            artificialObjective = objective
        }
    }
}
