/// The linear span of a few dense vectors, kept in reduced row echelon form, to ask whether
/// another vector lies in it.
///
/// Invariant: `rows` are linearly independent, each has a 1 in its `pivots` column and 0 in the
/// pivot column of every other row, so a vector is in the span exactly when eliminating every
/// pivot column from it leaves (up to `tolerance`, relative to the vector) nothing.
///
/// Meant for the small systems of `OptimalFace` (tens of columns, coefficients of order 1 as
/// tableau coefficients of layouts are): partial pivoting, no refinement.
struct RowSpace {
    let dimension: Int
    private(set) var rows: [[Double]] = []
    private(set) var pivots: [Int] = []

    /// Entries below this, relative to the largest entry of the vector they belong to, are
    /// rounding: coefficients the tableau keeps are well above it.
    static let tolerance = 1e-9

    init(dimension: Int) {
        self.dimension = dimension
    }

    /// `vector` with every pivot column eliminated.
    func residual(of vector: [Double]) -> [Double] {
        var reduced = vector
        for (row, pivot) in zip(rows, pivots) where reduced[pivot] != 0 {
            let factor = reduced[pivot]
            for k in 0..<dimension { reduced[k] -= factor * row[k] }
            reduced[pivot] = 0
        }
        return reduced
    }

    /// Whether `vector` is a linear combination of the rows added so far.
    func contains(_ vector: [Double]) -> Bool {
        let scale = vector.reduce(0) { max($0, abs($1)) }
        guard scale > 0 else { return true }
        return residual(of: vector).allSatisfy { abs($0) <= Self.tolerance * scale }
    }

    /// Adds `vector` to the span (nothing changes when it is already in it).
    mutating func add(_ vector: [Double]) {
        let scale = vector.reduce(0) { max($0, abs($1)) }
        guard scale > 0 else { return }
        var reduced = residual(of: vector)
        // The largest remaining entry as the pivot keeps the elimination stable.
        var pivot = -1
        var largest = Self.tolerance * scale
        for k in 0..<dimension where abs(reduced[k]) > largest {
            largest = abs(reduced[k])
            pivot = k
        }
        guard pivot >= 0 else { return }
        let divisor = reduced[pivot]
        for k in 0..<dimension { reduced[k] /= divisor }
        reduced[pivot] = 1
        for i in rows.indices where rows[i][pivot] != 0 {
            let factor = rows[i][pivot]
            for k in 0..<dimension { rows[i][k] -= factor * reduced[k] }
            rows[i][pivot] = 0
        }
        rows.append(reduced)
        pivots.append(pivot)
    }
}
