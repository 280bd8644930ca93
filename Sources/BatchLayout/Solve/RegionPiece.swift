/// One independent part's share of a region (`IndependentParts`): the region's rows and outputs
/// that belong to the part, and the part's basic symbols.
///
/// Invariant: a piece's rows, outputs and ambiguity depend only on its part's basis, its part's
/// constants and the fixed part's, so they are the same in every region whose basis has the
/// same symbols in that part; a row that one piece of every part holds (its rows feasible) is held by the
/// union of their bases, an optimal basis, whose region `RegionPieces.compose` puts together
/// from the pieces without the dual simplex.
struct RegionPiece: Sendable {
    let source: Region
    /// The part's basic symbols, ascending: what identifies the piece within its part.
    let basis: [Int32]
    /// Indices of the part's rows among `source`'s rows.
    let rows: [Int]
    /// Indices of the part's outputs (each output belongs to the part of its variable).
    let outputs: [Int]
    /// Whether each of `rows` is an equality row of `source`.
    let rowIsEquality: [Bool]
    /// The part's ambiguity in `source` (by `source`'s row indices).
    let ambiguity: RegionAmbiguity

    /// Whether the piece's rows are feasible for the quantities `q`, as `Region.isFeasible`
    /// decides for the whole region.
    func holds(_ q: UnsafePointer<Double>) -> Bool {
        for (k, row) in rows.enumerated() {
            let value = source.value(ofRow: row, at: q)
            if rowIsEquality[k] ? abs(value) > Region.equalityTolerance : value < -Region.feasibilityTolerance { return false }
        }
        return true
    }
}

extension Region {
    /// Row `i`'s value (a restricted row or, from `rowCount` on, an output) for the quantities
    /// `q`: the same sum as the block product computes.
    func value(ofRow i: Int, at q: UnsafePointer<Double>) -> Double {
        var value = offset[i]
        for column in 0..<quantityCount { value += matrix[column * height + i] * q[column] }
        return value
    }
}
