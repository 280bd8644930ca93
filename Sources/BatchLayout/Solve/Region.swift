import Cassowary

/// One optimal basis of a variant (a region of its parameter space) as a dense affine map from
/// a row's quantities to the tableau values the batch needs.
///
/// Invariant: for quantities `q`, `values = offset + matrix * q` gives first the `rowCount`
/// restricted rows that move with the quantities, then the `outputCount` outputs. The basis is
/// optimal for `q` exactly when every inequality row is `>= -feasibilityTolerance` and every
/// equality row is within `equalityTolerance` of 0: optimality of a basis does not depend on the
/// right-hand side, only its feasibility does. A region keeps no solver (a tableau is tens of
/// KiB): rows outside every region are repaired from the variant's one solver
/// (`CompiledVariant.solver`).
final class Region: Sendable {
    let basis: [Int32]
    /// The basic symbol of each of the `rowCount` rows, in order (to split the region into
    /// `RegionPiece`s).
    let rowBasics: [Int32]
    let rowCount: Int
    let outputCount: Int
    let quantityCount: Int
    /// Column-major, `(rowCount + outputCount) x quantityCount`.
    let matrix: [Double]
    let offset: [Double]
    let equalityRows: [Int]
    /// For which rows the outputs may have other optimal values in this basis (an ambiguous
    /// layout: see `OptimalFace`), so that the values this basis gives depend on the path that
    /// found it. Such rows are laid out by the model itself, on their own: a row's answer must
    /// not depend on which rows came before it. One per independent part, in part order, when the
    /// optimal face splits by part (a row is ambiguous when it is in some part; only such a
    /// region is split into pieces, `RegionPieces`), else one for the whole system.
    let ambiguities: [RegionAmbiguity]
    /// Whether some part's outputs may have other optimal values for every row.
    private let isAlwaysAmbiguous: Bool
    /// The ambiguities whose verdict depends on the row: the only ones `isAmbiguous` reads per
    /// row. A region of many independent parts has an ambiguity a part, nearly all of them the
    /// same for every row (the bundled feed cell: about 40 a region, all never ambiguous), and
    /// going through every one for each row had made the solve stage three times slower.
    private let rowDependentAmbiguities: [RegionAmbiguity]

    /// Rounding in a few hundred multiply-adds of point-sized numbers stays far below this;
    /// a real violation (an inequality switching sides) is far above it.
    static let feasibilityTolerance = 1e-9
    /// As the solver's own verdict on required equalities.
    static let equalityTolerance = 1e-7

    var height: Int { rowCount + outputCount }

    /// Folds the solver's sensitivity to constraint constants with the variant's recipe (how
    /// the quantities set those constants) into one matrix, anchored at the quantities
    /// `snapshot` the solver was solved for.
    /// With `parts`, the outputs' ambiguity is decided part by part.
    convenience init(solver: Solver, sensitivity: BasisSensitivity, recipe: ParameterRecipe, snapshot: [Double],
                     outputs: [Variable], parts: IndependentParts?) {
        let face = solver.optimalFace(affecting: outputs)
        let ambiguities: [RegionAmbiguity]
        if let parts, let faces = face.split(intoParts: parts.count, partOf: parts.part(ofSymbol:)) {
            let regionRow = RegionAmbiguity.regionRows(sensitivity.rowBasics)
            ambiguities = faces.map { RegionAmbiguity(face: $0, regionRow: regionRow) }
        } else {
            ambiguities = [RegionAmbiguity(face: face, rowBasics: sensitivity.rowBasics)]
        }
        let (matrix, offset) = Self.affineMap(sensitivity, recipe: recipe, snapshot: snapshot)
        self.init(basis: sensitivity.basis, rowBasics: sensitivity.rowBasics, outputCount: sensitivity.outputValues.count,
                  quantityCount: recipe.quantityCount, matrix: matrix, offset: offset,
                  equalityRows: sensitivity.rowIsEquality.indices.filter { sensitivity.rowIsEquality[$0] },
                  ambiguities: ambiguities)
    }

    /// The region's `matrix` and `offset` (see the type's invariant) from the sensitivity's
    /// slopes by constraint constant, through the recipe's terms, anchored at `snapshot`.
    private static func affineMap(_ sensitivity: BasisSensitivity, recipe: ParameterRecipe,
                                  snapshot: [Double]) -> (matrix: [Double], offset: [Double]) {
        let rowCount = sensitivity.rowValues.count, quantityCount = recipe.quantityCount
        let height = rowCount + sensitivity.outputValues.count
        let parameters = sensitivity.parameterCount
        var matrix = [Double](repeating: 0, count: height * quantityCount)
        var offset = sensitivity.rowValues + sensitivity.outputValues
        for i in 0..<height {
            let slopes = i < rowCount ? sensitivity.rowSlopes : sensitivity.outputSlopes
            let base = (i < rowCount ? i : i - rowCount) * parameters
            for k in 0..<parameters {
                let slope = slopes[base + k]
                guard slope != 0 else { continue }
                for (column, coefficient) in recipe.terms[k] { matrix[column * height + i] += slope * coefficient }
            }
            for column in 0..<quantityCount { offset[i] -= matrix[column * height + i] * snapshot[column] }
        }
        return (matrix, offset)
    }

    /// A region from its parts: its map, and each part's ambiguity (a region put together from
    /// its parts' pieces, `RegionPieces`, keeps each part's as in its piece's own region).
    init(basis: [Int32], rowBasics: [Int32], outputCount: Int, quantityCount: Int, matrix: [Double], offset: [Double],
         equalityRows: [Int], ambiguities: [RegionAmbiguity]) {
        self.basis = basis
        self.rowBasics = rowBasics
        rowCount = rowBasics.count
        self.outputCount = outputCount
        self.quantityCount = quantityCount
        self.matrix = matrix
        self.offset = offset
        self.equalityRows = equalityRows
        self.ambiguities = ambiguities
        isAlwaysAmbiguous = ambiguities.contains { $0.isAlwaysAmbiguous }
        rowDependentAmbiguities = ambiguities.filter { !$0.isSameForEveryRow }
    }

    /// Whether the outputs may have other optimal values for the row (which this region holds)
    /// whose values start at `values`: see `RegionAmbiguity`.
    func isAmbiguous(_ values: UnsafePointer<Double>) -> Bool {
        if isAlwaysAmbiguous { return true }
        for ambiguity in rowDependentAmbiguities where ambiguity.isAmbiguous(values) { return true }
        return false
    }

    /// Whether this basis is optimal for the row whose values (from this region) start at
    /// `values`.
    func isFeasible(_ values: UnsafePointer<Double>) -> Bool {
        // Four independent minima, so that the comparisons do not wait on each other: the
        // common case is every row comfortably feasible, read to the end. (Swift's generic
        // `SIMD4.min()` compiled to slower code than this.)
        var lowest = (0.0, 0.0, 0.0, 0.0)
        var index = 0
        while index + 4 <= rowCount {
            lowest.0 = Swift.min(lowest.0, values[index])
            lowest.1 = Swift.min(lowest.1, values[index + 1])
            lowest.2 = Swift.min(lowest.2, values[index + 2])
            lowest.3 = Swift.min(lowest.3, values[index + 3])
            index += 4
        }
        while index < rowCount {
            lowest.0 = Swift.min(lowest.0, values[index])
            index += 1
        }
        let least = Swift.min(Swift.min(lowest.0, lowest.1), Swift.min(lowest.2, lowest.3))
        guard least >= -Self.feasibilityTolerance else { return false }
        for row in equalityRows where abs(values[row]) > Self.equalityTolerance { return false }
        return true
    }

    /// For values this basis is not optimal for (`isFeasible` is false): which rows it violates,
    /// a bit each (row `i` as bit `i % 64`): inequality rows below zero, equality rows off it.
    func violatedRows(_ values: UnsafePointer<Double>) -> UInt64 {
        var mask: UInt64 = 0
        // Without a branch per row: which rows a row violates is not predictable.
        for index in 0..<rowCount {
            mask |= UInt64(values[index] < -Self.feasibilityTolerance ? 1 : 0) << UInt64(index & 63)
        }
        for row in equalityRows where abs(values[row]) > Self.equalityTolerance { mask |= 1 << UInt64(row & 63) }
        return mask
    }
}
