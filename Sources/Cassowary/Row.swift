/// One entry of a row: `coefficient * symbol`.
struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
}

/// A sparse linear row `constant + sum(coefficient * symbol)`, cells sorted by symbol.
///
/// Invariant: symbols strictly increase and no stored coefficient is zero or the residue of a
/// cancellation (`Row.cancels`), so two rows merge in one linear pass and iteration order (hence
/// every floating-point sum) is the same on every run. One array per row keeps a row to one
/// allocation.
///
/// Tolerances are relative where they can be. A coefficient is dropped only when a sum cancels
/// to within a few ulps of its terms: dropping small but real coefficients (kiwi drops all
/// below 1e-8) shifts values by coefficient x value once the symbol becomes basic, which on
/// random systems reached 1e-7 on required constraints.
struct Row: Sendable {
    /// Pivot elements smaller than this are never pivoted on: dividing by noise multiplies
    /// every error in the row. Coefficients are O(1) in layouts.
    static let pivotTolerance = 1e-7
    /// Reduced costs within this of zero are zero (each error has weight 1 in its level).
    static let optimalityTolerance = 1e-9
    /// Constants (in the user's units, points) closer than this to zero are zero, for the
    /// feasibility verdicts of required constraints.
    static let constantTolerance = 1e-7

    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0) {
        self.constant = constant
        cells = []
    }

    var isEmpty: Bool { cells.isEmpty }
    /// The symbols in order (allocates: not for hot paths).
    var symbols: [Symbol] { cells.map(\.symbol) }
    var count: Int { cells.count }

    /// True when `sum = a + b` is cancellation residue: within a few ulps of the larger term.
    @inline(__always)
    static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        abs(sum) <= 1e-13 * max(abs(a), abs(b))
    }

    /// Position of the first cell whose symbol is >= `symbol`.
    @inline(__always)
    func lowerBound(_ symbol: Symbol) -> Int {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            if cells[mid].symbol < symbol { low = mid &+ 1 } else { high = mid }
        }
        return low
    }

    @inline(__always)
    func index(of symbol: Symbol) -> Int? {
        let i = lowerBound(symbol)
        return i < cells.count && cells[i].symbol == symbol ? i : nil
    }

    func coefficient(of symbol: Symbol) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        return cells[i].coefficient
    }

    /// Adds `coefficient * symbol`, dropping the cell if it cancels.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        if let last = cells.last, last.symbol < symbol {
            if coefficient != 0 { cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
            return
        }
        let i = lowerBound(symbol)
        if i < cells.count, cells[i].symbol == symbol {
            let sum = cells[i].coefficient + coefficient
            if Row.cancels(sum, cells[i].coefficient, coefficient) {
                cells.remove(at: i)
            } else {
                cells[i].coefficient = sum
            }
        } else if coefficient != 0 {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
        }
    }

    /// Removes `symbol`'s cell, returning its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        return cells.remove(at: i).coefficient
    }

    mutating func scale(by factor: Double) {
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `0 = this row` as `subject = ...`: removes the subject's cell `a` and divides the
    /// rest by `-a`. The subject must be present.
    mutating func solve(for subject: Symbol) {
        let a = remove(subject)
        scale(by: -1 / a)
    }

    /// Rewrites `lhs = this row` (lhs not present) as `rhs = ...` for a symbol `rhs` in the row.
    /// The cell of `rhs` is reused for `lhs`, so a pivot never reallocates the row.
    mutating func solve(for rhs: Symbol, leaving lhs: Symbol) {
        guard var i = index(of: rhs) else {
            assertionFailure("pivot on \(rhs), which row of \(lhs) does not name")
            return
        }
        let a = cells[i].coefficient
        cells[i] = Cell(symbol: lhs, coefficient: -1)
        while i > 0, cells[i - 1].symbol > lhs {
            cells.swapAt(i, i - 1)
            i -= 1
        }
        while i + 1 < cells.count, cells[i + 1].symbol < lhs {
            cells.swapAt(i, i + 1)
            i += 1
        }
        scale(by: -1 / a)
    }
}
