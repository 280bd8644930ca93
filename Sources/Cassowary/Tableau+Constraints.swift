/// The symbols the tableau made for one constraint: its marker (slack, dummy or positive error)
/// identifies its row for removal; `other` is the second error of an optional constraint.
struct ConstraintSymbols: Sendable {
    let marker: Symbol
    let other: Symbol?
    let priority: Float

    var isRequired: Bool { priority == Priority.required.rawValue }
}

/// Why the tableau refused a row.
enum InsertionFailure: Error {
    /// A required row contradicts the constraints whose markers are listed (the new one's too).
    case conflict(markers: [Symbol])
    case solver(SolverError)
}

extension Tableau {
    /// Adds `expression RELATION 0` at `priority`, where `expression` is over external symbols.
    ///
    /// In order of preference the new row becomes: the definition of a fresh external symbol
    /// (no substitution, no pivot); after expansion, the definition of a nonbasic external; a
    /// restricted row solved for its slack or error; or a row entered through an artificial
    /// variable (phase one). A failed insertion leaves the tableau as it was.
    mutating func insert(
        _ expression: consuming Row, relation: Relation, priority: Float
    ) throws(InsertionFailure) -> ConstraintSymbols {
        var row = expression
        let symbols = addMarkers(to: &row, relation: relation, priority: priority)

        if let x = row.cells.first(where: { isFresh($0.symbol) })?.symbol {
            row.solve(for: x)
            installDefinition(row, for: x, rank: rankAbove(definitionsIn: row))
            return symbols
        }
        row = expanded(consume row)
        if let x = row.cells.first(where: { kind($0.symbol) == .external })?.symbol {
            row.solve(for: x)
            installDefinition(row, for: x, rank: lowestRank - 1)
            return symbols
        }
        if row.constant < 0 { row.scale(by: -1) }

        var subject = restrictedSubject(of: row, symbols)
        if subject == nil, row.cells.allSatisfy({ kind($0.symbol) == .dummy }) {
            if abs(row.constant) > Row.constantTolerance {
                let conflict = row.symbols + [symbols.marker]
                release(symbols.marker)  // the row was never entered
                throw .conflict(markers: conflict)
            }
            subject = symbols.marker  // redundant: the dummy keeps the row findable for removal
        }
        if let subject {
            row.solve(for: subject)
            installRestrictedRow(row, for: subject)
            substitute(subject, by: row)
        } else {
            try addWithArtificialVariable(row, symbols)
        }
        do { try optimize() } catch { throw .solver(error) }
        return symbols
    }

    /// Creates the constraint's slack, errors or dummy, adds them to `row` and the errors to
    /// their objective level.
    private mutating func addMarkers(to row: inout Row, relation: Relation, priority: Float) -> ConstraintSymbols {
        let required = priority == Priority.required.rawValue
        let marker: Symbol
        var other: Symbol?
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = makeSymbol(.slack)
            row.add(marker, sign)
            if !required {
                let error = makeSymbol(.error)
                row.add(error, -sign)
                other = error
            }
        case .equal:
            if required {
                marker = makeSymbol(.dummy)
                row.add(marker, 1)
            } else {
                marker = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.add(marker, -1)
                row.add(minus, 1)
                other = minus
            }
        }
        if !required {
            let level = levelIndex(for: priority)
            levels[level].users += 1
            if kind(marker) == .error { addToObjective(marker, 1, level: level) }
            if let other { addToObjective(other, 1, level: level) }
        }
        return ConstraintSymbols(marker: marker, other: other, priority: priority)
    }

    /// The constraint's own slack or error when its coefficient is negative: solving for it then
    /// gives it the row's non-negative constant, so the row is feasible at once.
    private func restrictedSubject(of row: Row, _ symbols: ConstraintSymbols) -> Symbol? {
        if kind(symbols.marker).isPivotable, row.coefficient(of: symbols.marker) < -Row.pivotTolerance { return symbols.marker }
        if let other = symbols.other, row.coefficient(of: other) < -Row.pivotTolerance { return other }
        return nil
    }

    /// Phase one: enters `row` (constant >= 0, no obvious subject) with an artificial variable
    /// `art = row`, minimises `art`, and keeps the row only if `art` reached zero.
    private mutating func addWithArtificialVariable(
        _ row: Row, _ symbols: ConstraintSymbols
    ) throws(InsertionFailure) {
        let art = makeSymbol(.artificial)
        installRestrictedRow(row, for: art)
        artificialObjective = row
        do { try optimizeArtificial() } catch { throw .solver(error) }
        let objective = artificialObjective ?? Row()
        artificialObjective = nil

        if abs(objective.constant) > Row.constantTolerance {
            // Optimal yet positive: the markers left in the objective are the required
            // constraints that hold `art` above zero (a Farkas certificate).
            let conflict = objective.symbols.filter { kind($0) == .dummy || kind($0) == .slack }
            dropRow(art)  // `art` stayed basic, so no other row was mixed with the new one
            release(art)
            release(symbols.marker)
            do { try optimize() } catch { throw .solver(error) }
            throw .conflict(markers: conflict + [symbols.marker])
        }
        if state(art) == .restrictedBasic {
            var artRow = takeRow(art)
            unregister(artRow, owner: art)
            info[Int(art)].state = .nonbasic
            if !artRow.isEmpty {
                let entering = artRow.cells.first { kind($0.symbol).isPivotable && abs($0.coefficient) > Row.pivotTolerance }?.symbol
                    ?? (artRow.index(of: symbols.marker) != nil ? symbols.marker : artRow.symbols.first { kind($0) == .dummy })
                guard let entering else {
                    throw .solver(.internalInconsistency("no symbol can replace the artificial variable"))
                }
                artRow.solve(for: entering, leaving: art)
                installRestrictedRow(artRow, for: entering)
                substitute(entering, by: artRow)
            }
        }
        release(art)  // art == 0 from now on
    }

    /// Removes a constraint's row and its errors' weight, then re-optimises.
    mutating func remove(_ symbols: ConstraintSymbols) throws(SolverError) {
        if !symbols.isRequired {
            let level = levelIndex(for: symbols.priority)
            if kind(symbols.marker) == .error { addToObjective(symbols.marker, -1, level: level) }
            if let other = symbols.other { addToObjective(other, -1, level: level) }
            releaseLevel(level)
        }
        removeRow(markedBy: symbols.marker)
        release(symbols.marker)
        if let other = symbols.other { release(other) }
        try optimize()
    }

    /// Makes `marker` basic (if it is not) in the row that the removal disturbs least, then drops
    /// that row: what is left is the tableau of the system without the marker's constraint.
    private mutating func removeRow(markedBy marker: Symbol) {
        if state(marker) == .nonbasic {
            // When no row really names the marker (every mention cancelled), nothing holds the
            // constraint any more and there is no row to drop.
            guard let leaving = restrictedLeavingRow(marker) ?? definitionNaming(marker) else { return }
            pivot(leaving: leaving, entering: marker)
        }
        dropRow(marker)
    }

    /// Kiwi's choice among restricted rows: the smallest ratio among those where the marker's
    /// coefficient is negative (stays feasible), then among positive coefficients. Ties go to the
    /// lowest symbol id.
    private func restrictedLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?, second: Symbol?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        columns.forEachOwner(of: marker) { owner in
            guard state(owner) == .restrictedBasic else { return }
            let row = rows[Int(owner)]
            let c = row.coefficient(of: marker)
            if abs(c) <= Row.pivotTolerance { return }
            if c < 0 {
                let ratio = -row.constant / c
                if ratio < firstRatio || (ratio == firstRatio && owner < (first ?? .max)) { (first, firstRatio) = (owner, ratio) }
            } else {
                let ratio = row.constant / c
                if ratio < secondRatio || (ratio == secondRatio && owner < (second ?? .max)) { (second, secondRatio) = (owner, ratio) }
            }
        }
        return first ?? second
    }

    /// The lowest definition that still names `marker` once expanded (it is expanded in place, as
    /// a pivot needs). A lazy definition can name the marker only through another definition
    /// that cancels it, so each candidate is checked after expansion.
    private mutating func definitionNaming(_ marker: Symbol) -> Symbol? {
        while true {
            var lowest: Symbol?
            columns.forEachOwner(of: marker) { owner in
                if state(owner) == .definition, owner < (lowest ?? .max) { lowest = owner }
            }
            guard let candidate = lowest else { return nil }
            expandDefinition(candidate)
            if abs(rows[Int(candidate)].coefficient(of: marker)) > Row.pivotTolerance { return candidate }
            if rows[Int(candidate)].index(of: marker) != nil {
                rows[Int(candidate)].remove(marker)  // rounding residue of the cancellation
                removeFromColumn(marker, owner: candidate)
            }
        }
    }

    /// Changes a constraint's constant by `delta` through the edit path (no row is removed or
    /// added) and repairs with the dual simplex. If a required constraint can no longer hold, the
    /// change is undone and the markers of the constraints that refuse it are thrown.
    /// The marker's coefficient in the constraint's own row (see `addMarkers`): a new constant
    /// c + delta is the old row with the marker moved by delta / coefficient.
    static func markerCoefficient(_ symbols: ConstraintSymbols, _ relation: Relation) -> Double {
        switch relation {
        case .greaterThanOrEqual: -1
        case .lessThanOrEqual: 1
        case .equal: symbols.isRequired ? 1 : -1
        }
    }

    mutating func shiftConstant(of symbols: ConstraintSymbols, relation: Relation, by delta: Double) throws(InsertionFailure) {
        let move = delta / Self.markerCoefficient(symbols, relation)
        shift(marker: symbols.marker, by: move)
        guard let refusing = dualRepair() ?? brokenRedundantEquality(near: symbols.marker) else { return }
        let conflict = rows[Int(refusing)].cells.map(\.symbol).filter { kind($0) == .dummy || kind($0) == .slack }
            + [refusing]
        shift(marker: symbols.marker, by: -move)
        // The pivots made on the way may have left other rows negative: queue them all.
        for i in rows.indices where info[i].state == .restrictedBasic && rows[i].constant < 0 {
            infeasible.append(Symbol(i))
        }
        if dualRepair() != nil {
            throw .solver(.internalInconsistency("undoing a refused constant left the tableau infeasible"))
        }
        throw .conflict(markers: conflict)
    }

    /// A redundant required equality is held by a basic dummy, which must stay 0; moving a
    /// constant it depends on can break it without making any row negative.
    func brokenRedundantEquality(near marker: Symbol) -> Symbol? {
        var broken: Symbol?
        if kind(marker) == .dummy, state(marker) == .restrictedBasic,
           abs(rows[Int(marker)].constant) > Row.constantTolerance {
            broken = marker
        }
        columns.forEachOwner(of: marker) { owner in
            if broken == nil, kind(owner) == .dummy, state(owner) == .restrictedBasic,
               abs(rows[Int(owner)].constant) > Row.constantTolerance {
                broken = owner
            }
        }
        return broken
    }

    /// Moves an edit constraint's target by `delta`: every row mentioning its positive error
    /// shifts its constant (that error now measures from the new target). Rows that went
    /// negative are queued for `dualOptimize()`.
    mutating func shift(marker: Symbol, by delta: Double) {
        if state(marker) == .restrictedBasic {
            rows[Int(marker)].constant -= delta
            if rows[Int(marker)].constant < 0 { infeasible.append(marker) }
        }
        var owners = takeOwners(of: marker)
        for owner in owners {
            let i = Int(owner)
            rows[i].constant += rows[i].coefficient(of: marker) * delta
            if info[i].state == .restrictedBasic, rows[i].constant < 0 { infeasible.append(owner) }
        }
        recycleOwners(&owners)
    }
}
