/// One independent part's share of a region (`IndependentParts`): the region's rows and outputs
/// that belong to the part, and the part's basic symbols, copied out of the region (a piece
/// outlives regions that are not kept).
///
/// Invariant: a piece's rows, outputs and ambiguity depend only on its part's basis, its part's
/// constants and the fixed part's, so they are the same in every region whose basis has the
/// same symbols in that part; a row that one piece of every part holds (its rows feasible) is
/// held by the union of their bases, an optimal basis, whose region `RegionPieces` puts
/// together from the pieces without the dual simplex.
///
/// A class: a row placed by pieces takes one of each part's, and copying a piece's seven arrays
/// (a retain and release each) was a tenth of that placement.
final class RegionPiece: Sendable {
    /// The part's basic symbols, ascending: what identifies the piece within its part.
    let basis: [Int32]
    /// The basic symbol of each of the part's rows.
    let rowBasics: [Int32]
    let rowIsEquality: [Bool]
    /// Indices of the part's outputs (each output belongs to the part of its variable).
    let outputs: [Int]
    let quantityCount: Int
    /// Row-major, `(rowBasics.count + outputs.count) x quantityCount`: the rows, then the outputs.
    let matrix: [Double]
    let offset: [Double]
    /// The part's ambiguity, by the piece's row indices.
    let ambiguity: RegionAmbiguity

    /// The part's rows and outputs of `region`; `rows` and `outputs` index the region's, and
    /// `place[row]` is the index of each of `rows` among them.
    init(of region: Region, basis: [Int32], rows: [Int], place: [Int], outputs: [Int], equalities: Set<Int>,
         ambiguity: RegionAmbiguity) {
        self.basis = basis
        rowBasics = rows.map { region.rowBasics[$0] }
        rowIsEquality = rows.map(equalities.contains)
        self.outputs = outputs
        quantityCount = region.quantityCount
        let sources = rows + outputs.map { region.rowCount + $0 }
        var matrix = [Double](repeating: 0, count: sources.count * quantityCount)
        for (i, source) in sources.enumerated() {
            for column in 0..<quantityCount { matrix[i * quantityCount + column] = region.matrix[column * region.height + source] }
        }
        self.matrix = matrix
        offset = sources.map { region.offset[$0] }
        self.ambiguity = ambiguity.renumbered { place[$0] }
    }

    /// Value `i` (a row, then from `rowBasics.count` on an output) for the quantities `q`.
    func value(_ i: Int, at q: UnsafePointer<Double>) -> Double {
        var value = offset[i]
        let base = i * quantityCount
        for column in 0..<quantityCount { value += matrix[base + column] * q[column] }
        return value
    }

    /// Whether the piece's rows are feasible for the quantities `q`, as `Region.isFeasible`
    /// decides for the whole region.
    func holds(_ q: UnsafePointer<Double>) -> Bool {
        for k in rowBasics.indices {
            let value = value(k, at: q)
            if rowIsEquality[k] ? abs(value) > Region.equalityTolerance : value < -Region.feasibilityTolerance { return false }
        }
        return true
    }
}
