/// An incremental solver for linear equalities and inequalities with Apple's priorities.
///
/// The Cassowary algorithm (Badros, Borning & Stuckey): a simplex tableau kept optimal as
/// constraints come and go, re-optimised from the current basis after each change (dual simplex
/// for edit suggestions), never from scratch.
///
/// **Priorities** are Apple's, not kiwi's. Required constraints (1000) must hold. Every distinct
/// optional priority value is a strict level of a lexicographic objective: the solver first
/// minimises the summed errors of the highest level, then, without giving any of that back, the
/// next one. Within one level the errors add up (so equal priorities can tie); across levels
/// nothing adds up: two constraints at 250 lose to one at 251 however large their errors.
///
/// **Determinism.** Every choice among equals follows a fixed rule (Bland's lowest symbol for
/// the entering symbol; the largest pivot, then the lowest symbol, for the leaving row), and no
/// iteration depends on hashing or addresses, so the same sequence of calls gives bit-identical
/// values on every run.
///
/// **Values** are written by `updateVariables()` and read with `value(of:)`, as in kiwi.
///
/// `Solver` is a value type: a copy is an independent solver (copy-on-write storage), which is
/// how a solved template is reused by many workers.
public struct Solver: Sendable {
    private var tableau = Tableau()
    private var symbols = IdentityMap<VariableRecord>(capacity: 64)
    private var constraints = IdentityMap<ConstraintRecord>(capacity: 96)
    private var edits = IdentityMap<EditRecord>()
    private var additions = 0

    /// When true, every call that changes the solver checks all tableau invariants afterwards and
    /// stops the program with the broken invariant. For debugging and tests; slow.
    public var checksInvariants = false

    public init() {}

    // MARK: - Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// Throws `.unsatisfiableConstraint` (the solver is unchanged) when a required constraint
    /// contradicts the required constraints already present, naming them.
    public mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else {
            throw .invalidPriority(constraint.priority, context: "constraint \(constraint)")
        }
        guard constraint.expression.isFinite else { throw .nonFiniteValue(context: "constraint \(constraint)") }

        // Room for the markers and a little growth: rows live on in the tableau.
        var row = tableau.makeRow(constant: constraint.expression.constant,
                                  capacity: max(8, constraint.expression.terms.count + 2))
        for term in constraint.expression.terms {
            row.add(symbol(for: term.variable), term.coefficient)
        }
        do {
            let made = try tableau.insert(consume row, relation: constraint.relation, priority: constraint.priority.rawValue)
            additions += 1
            constraints.set(ConstraintRecord(constraint: constraint, symbols: made, order: additions,
                                             constant: constraint.expression.constant), for: key)
        } catch {
            switch error {
            case let .conflict(markers): throw .unsatisfiableConstraint(constraint, conflicting: owners(of: markers, plus: constraint))
            case let .solver(error): throw error
            }
        }
        verifyIfAsked()
    }

    /// Adds constraints in order; stops at the first error (the ones before it stay added).
    public mutating func addConstraints(_ list: [Constraint]) throws(SolverError) {
        for constraint in list { try addConstraint(constraint) }
    }

    public mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let record = constraints.removeValue(for: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        try tableau.remove(record.symbols)
        verifyIfAsked()
    }

    /// Replaces the constant of an added constraint (its `expression.constant`) without removing
    /// it: the tableau's constants move and the dual simplex repairs, the cheap path UIKit takes
    /// when `NSLayoutConstraint.constant` changes.
    ///
    /// Throws `.unsatisfiableConstraint` and keeps the old constant when a required constraint
    /// could no longer hold.
    public mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let entry = constraints.entryIndex(of: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .nonFiniteValue(context: "new constant of \(constraint)") }
        let record = constraints[entry: entry]
        let delta = constant - record.constant
        guard delta != 0 else { return }
        do {
            try tableau.shiftConstant(of: record.symbols, relation: constraint.relation, by: delta)
        } catch {
            switch error {
            case let .conflict(markers):
                throw .unsatisfiableConstraint(constraint, conflicting: owners(of: markers, plus: constraint))
            case let .solver(error): throw error
            }
        }
        constraints[entry: entry].constant = constant
        verifyIfAsked()
    }

    /// Replaces the constants of several added constraints, then repairs once: the dual simplex
    /// handles all the moved rows together, as `suggestValues` does for edits. On an error
    /// (a required constraint could no longer hold, or an unknown constraint) the solver may be
    /// left with some of the constants moved; callers that need the old state keep a copy
    /// (`Solver` is a value type).
    public mutating func setConstants(_ changes: [(constraint: Constraint, constant: Double)]) throws(SolverError) {
        var entries: [(entry: Int, delta: Double)] = []
        entries.reserveCapacity(changes.count)
        for (constraint, constant) in changes {
            guard let entry = constraints.entryIndex(of: ObjectIdentifier(constraint)) else {
                throw .unknownConstraint(constraint)
            }
            guard constant.isFinite else { throw .nonFiniteValue(context: "new constant of \(constraint)") }
            entries.append((entry, constant - constraints[entry: entry].constant))
            constraints[entry: entry].constant = constant
        }
        for (entry, delta) in entries where delta != 0 {
            let record = constraints[entry: entry]
            tableau.shift(marker: record.symbols.marker, by: delta / Tableau.markerCoefficient(record.symbols, record.constraint.relation))
        }
        // A redundant required equality broken by a constant moved away from 0 leaves no row
        // negative, so the dual simplex alone does not see it (`setConstant` checks it too).
        // Pivots never touch a basic dummy's row (it holds dummies only), so checking after the
        // repair sees the shifts' values.
        var refusing = tableau.dualRepair()
        for (entry, delta) in entries where refusing == nil && delta != 0 {
            refusing = tableau.brokenRedundantEquality(near: constraints[entry: entry].symbols.marker)
        }
        if let refusing {
            throw .internalInconsistency("required constraints cannot hold with the new constants (row \(refusing))")
        }
        verifyIfAsked()
    }

    /// The constant in force for an added constraint (nil if it is not in this solver).
    public func constant(of constraint: Constraint) -> Double? {
        constraints[ObjectIdentifier(constraint)]?.constant
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    public var constraintCount: Int { constraints.count }

    // MARK: - Edit variables

    /// Makes `variable` editable: an optional constraint `variable == value` whose value
    /// `suggestValue(_:for:)` moves cheaply. Starts at 0, as in kiwi.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority, context: "edit variable \(variable)") }
        guard !priority.isRequired else { throw .requiredEditPriority(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try addConstraint(constraint)
        guard let record = constraints[ObjectIdentifier(constraint)] else {
            throw .internalInconsistency("edit constraint of \(variable) is missing")
        }
        edits.set(EditRecord(variable: variable, constraint: constraint, marker: record.symbols.marker, value: 0), for: key)
    }

    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(for: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(edit.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Moves an edit variable's target to `value` and re-optimises with the dual simplex.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try shiftEdit(variable, to: value)
        try tableau.dualOptimize()
        verifyIfAsked()
    }

    /// Moves several edit variables at once, then re-optimises once: the dual simplex repairs all
    /// the rows the moves disturbed together, which takes fewer pivots than one call per value
    /// when the moves interact (a width and the label widths of one cell). On an error no value
    /// has moved.
    public mutating func suggestValues(_ suggestions: KeyValuePairs<Variable, Double>) throws(SolverError) {
        for (variable, value) in suggestions {
            guard edits[ObjectIdentifier(variable)] != nil else { throw .unknownEditVariable(variable) }
            guard value.isFinite else { throw .nonFiniteValue(context: "suggested value for \(variable)") }
        }
        for (variable, value) in suggestions { try shiftEdit(variable, to: value) }
        try tableau.dualOptimize()
        verifyIfAsked()
    }

    private mutating func shiftEdit(_ variable: Variable, to value: Double) throws(SolverError) {
        guard let entry = edits.entryIndex(of: ObjectIdentifier(variable)) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue(context: "suggested value for \(variable)") }
        let delta = value - edits[entry: entry].value
        edits[entry: entry].value = value
        tableau.shift(marker: edits[entry: entry].marker, by: delta)
    }

    // MARK: - Values

    /// Computes the value of every variable from the current tableau.
    public mutating func updateVariables() {
        tableau.evaluate()
    }

    /// The value from the last `updateVariables()`; 0 for a variable the solver does not know.
    public func value(of variable: Variable) -> Double {
        guard let record = symbols[ObjectIdentifier(variable)] else { return 0 }
        return tableau.values[Int(record.symbol)]
    }

    /// Removes every constraint and edit variable. With `keepingCapacity`, the storage stays
    /// allocated, so a worker that solves one system after another (a fresh system per table
    /// cell) builds each without allocating.
    public mutating func removeAll(keepingCapacity: Bool = false) {
        guard keepingCapacity else {
            self = Solver()
            return
        }
        tableau.removeAll()
        symbols.removeAll()
        constraints.removeAll()
        edits.removeAll()
        additions = 0
    }

    // MARK: - Internals

    private mutating func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let record = symbols[key] { return record.symbol }
        let symbol = tableau.makeSymbol(.external)
        symbols.set(VariableRecord(variable: variable, symbol: symbol), for: key)
        return symbol
    }

    /// The constraints owning `markers`, in the order they were added, then `last`.
    private func owners(of markers: [Symbol], plus last: Constraint) -> [Constraint] {
        let wanted = Set(markers)
        let found = constraints.values
            .filter { wanted.contains($0.symbols.marker) && $0.constraint !== last }
            .sorted { $0.order < $1.order }
            .map(\.constraint)
        return found + [last]
    }

    private func verifyIfAsked() {
        guard checksInvariants else { return }
        let problems = tableau.problems()
        precondition(problems.isEmpty, "Cassowary tableau invariant broken:\n" + problems.joined(separator: "\n"))
    }

    /// The tableau, read-only, for analyses in other files of the module.
    var tableauForAnalysis: Tableau { tableau }

    /// The marker symbols and relation of an added constraint.
    func markerInfo(of constraint: Constraint) -> (ConstraintSymbols, Relation)? {
        constraints[ObjectIdentifier(constraint)].map { ($0.symbols, constraint.relation) }
    }

    /// Every constraint with its symbols, in the map's (deterministic) order.
    var constraintSymbolList: [(constraint: Constraint, symbols: ConstraintSymbols)] {
        constraints.values.map { ($0.constraint, $0.symbols) }
    }

    /// The tableau symbol of a variable the solver knows.
    func externalSymbol(of variable: Variable) -> Symbol? {
        symbols[ObjectIdentifier(variable)]?.symbol
    }

    /// The broken tableau invariants, if any (empty when all hold).
    func tableauProblems() -> [String] { tableau.problems() }

    var levelPriorities: [Float] { tableau.levels.map(\.priority) }

    /// Symbols the tableau has ever made (live and free), for tests of bounded growth.
    var symbolCapacity: Int { tableau.symbolCount }
}

private struct VariableRecord: Sendable {
    /// Held so the `ObjectIdentifier` key cannot be reused by another object.
    let variable: Variable
    let symbol: Symbol
}

private struct ConstraintRecord: Sendable {
    let constraint: Constraint
    let symbols: ConstraintSymbols
    let order: Int
    /// The constant in force: `constraint.expression.constant` until `setConstant` moves it.
    var constant: Double
}

private struct EditRecord: Sendable {
    let variable: Variable
    let constraint: Constraint
    /// The positive error of the edit constraint, whose rows move with the suggested value.
    let marker: Symbol
    var value: Double
}
