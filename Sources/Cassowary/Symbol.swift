/// An internal unknown of the tableau: a user variable or one the solver made for a constraint.
/// Identified by a small integer so that rows are arrays, not maps; ids are never reused.
typealias Symbol = Int32

/// What a symbol stands for; it decides where the symbol may appear (see `Tableau`).
enum SymbolKind: UInt8, Sendable {
    /// A user `Variable`: unrestricted in sign, never in a restricted row or an objective.
    case external
    /// The slack of an inequality (>= 0). May enter the basis.
    case slack
    /// One side of an optional constraint's error (>= 0), weighted 1 in its priority's level.
    case error
    /// Marks a required equality so it can be found and removed; fixed at 0, never enters.
    case dummy
    /// Phase-one helper of `addWithArtificialVariable`; lives only during that call.
    case artificial

    var isRestricted: Bool { self != .external }
    var isPivotable: Bool { self == .slack || self == .error }
}

/// Where a symbol currently stands in the tableau.
enum SymbolState: UInt8, Sendable {
    case nonbasic
    /// Basic in a restricted row (expressed in nonbasic symbols only).
    case restrictedBasic
    /// Basic external variable, defined lazily (see `Tableau`'s definitions).
    case definition
}

/// Everything the tableau keeps per symbol besides its row and column.
struct SymbolInfo: Sendable {
    var kind: SymbolKind
    var state: SymbolState = .nonbasic
    /// Rank of a definition (see `Tableau`): greater than the rank of every definition it names.
    var rank: Int = 0
    /// Scratch mark of `expanded(_:)`.
    var accumulated = false
    /// Listed in `Tableau.pricing` (its reduced costs changed since it was last priced).
    var pricing = false
}
