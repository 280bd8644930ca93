/// Where a solved system's other optimal solutions lie, near its current one, for deciding
/// whether some outputs have the same values at every optimum (Apple's unambiguous layout).
///
/// In the optimal tableau the objective levels are linear in the nonbasic symbols, and every
/// pivotable nonbasic symbol has a lexicographically non-negative reduced-cost vector. So an
/// optimal solution keeps at 0 every nonbasic symbol with a non-zero reduced cost at some
/// level (level by level, the first level with one would get worse), and may move only the
/// **directions**: pivotable nonbasic symbols whose reduced costs are 0 at every level (>= 0
/// each) and nonbasic user variables (nothing constrains them: free in sign). Dummy nonbasics
/// are fixed at 0. A move `t` of the directions changes each restricted basic row by `A·t` and
/// each output by `e·t`; it stays feasible while every restricted row stays `>= 0` (a redundant
/// required equality's row: `== 0`). So the optimal face, in `t`, is
/// `{t : t_j >= 0 for pivotable j, value_r + A_r·t >= 0 for every row r}`.
///
/// It contains `t = 0` and is convex, so an output is the same on all of it exactly when `e·t`
/// vanishes on its tangent cone at 0: `{t : t_j >= 0, A_r·t >= 0 for the rows r at 0}` (rows
/// with a positive value allow a small step either way and do not constrain the cone; rows
/// that no direction moves constrain nothing). The answer therefore depends on the constants
/// only through **which rows are at 0** (degenerate), and more rows at 0 only shrink the cone:
/// an output constant for one set of degenerate rows is constant for every larger set.
///
/// Invariant: `rows` are the restricted basic rows some direction moves, each with its value
/// at the constants this face was taken at; `outputCoefficients` are the non-zero `e` of the
/// outputs asked for (an output no direction moves is constant and left out).
public struct OptimalFace: Sendable {
    /// A restricted basic row that some direction moves.
    public struct FaceRow: Sendable {
        /// The row's basic symbol, as in `BasisSensitivity.rowBasics`.
        public let basic: Int32
        /// Its value at the constants the face was taken at (0 or more).
        public let value: Double
        /// The row of a redundant required equality: it must stay 0, whatever the constants.
        public let isEquality: Bool
        /// Per direction, how the row changes per unit move.
        let coefficients: [Double]
    }

    /// Per direction, whether it is free in sign (a user variable) rather than `>= 0`.
    let directionIsFree: [Bool]
    /// Per direction, its nonbasic symbol.
    public let directionSymbols: [Int32]
    public let rows: [FaceRow]
    /// Per output that some direction moves, its change per unit move of each direction.
    let outputCoefficients: [[Double]]

    /// Whether any direction moves an output at all. When none does, the outputs are the same
    /// at every optimum whatever the constants.
    public var movesOutputs: Bool { !outputCoefficients.isEmpty }

    /// Rows whose value is within this of 0 are at 0: rounding in the tableau's constants and in
    /// a region's affine map stays far below it, and another optimum such a row allowed would
    /// move the outputs by rounding only.
    public static let degeneracyTolerance = 1e-9

    /// Whether every output has the same value at every optimal solution when exactly the
    /// inequality rows `i` with `isAtZero(i)` are at 0 (equality rows always are). Exact up to
    /// the tolerances of `RowSpace`; false (ambiguous) if the small LP behind it fails.
    public func keepsOutputsConstant(rowIsAtZero isAtZero: (Int) -> Bool) -> Bool {
        guard movesOutputs else { return true }
        var cone = PolyhedralCone(dimension: directionIsFree.count)
        for (j, free) in directionIsFree.enumerated() where !free {
            var unit = [Double](repeating: 0, count: directionIsFree.count)
            unit[j] = 1
            cone.inequalities.append(unit)
        }
        for (i, row) in rows.enumerated() {
            if row.isEquality {
                cone.equalities.append(row.coefficients)
            } else if isAtZero(i) {
                cone.inequalities.append(row.coefficients)
            }
        }
        guard let vanishing = cone.vanishingFunctions() else { return false }
        return outputCoefficients.allSatisfy { vanishing.contains($0) }
    }

    /// The faces of the parts `0..<count` of the directions (`partOf` a direction's symbol),
    /// each with the rows and outputs its directions move. For independent parts
    /// (`IndependentParts`) the optimal face is the product of the parts' faces, each moving
    /// only its own part's rows and outputs, so the outputs are the same at every optimum
    /// exactly when each part's are on its face. A coefficient within
    /// `Solver.alternativeOptimumTolerance` of 0 counts as 0, as it does for outputs: a
    /// structural zero can come out of a definition's lazy form as 4e-16. Nil when a direction
    /// has no part (`partOf` < 0), or a row or an output moves with the directions of another
    /// part than its own (a row's part is its basic symbol's) or of two parts: then the face is
    /// not such a product.
    public func split(intoParts count: Int, partOf: (Int32) -> Int) -> [OptimalFace]? {
        let directionPart = directionSymbols.map(partOf)
        guard directionPart.allSatisfy({ $0 >= 0 && $0 < count }) else { return nil }
        var directions = [[Int]](repeating: [], count: count)
        for (j, part) in directionPart.enumerated() { directions[part].append(j) }
        var rows = [[FaceRow]](repeating: [], count: count)
        var outputs = [[[Double]]](repeating: [], count: count)
        /// The one part whose directions move `coefficients`, -1 for none, nil for several.
        func movingPart(_ coefficients: [Double]) -> Int?? {
            var found: Int?
            for (j, value) in coefficients.enumerated() where abs(value) > Solver.alternativeOptimumTolerance {
                if let found, found != directionPart[j] { return .some(nil) }
                found = directionPart[j]
            }
            return found.map { .some($0) } ?? .none
        }
        for row in self.rows {
            guard let moving = movingPart(row.coefficients) else { continue }
            guard let part = moving, part == partOf(row.basic) else { return nil }
            rows[part].append(FaceRow(basic: row.basic, value: row.value, isEquality: row.isEquality,
                                      coefficients: directions[part].map { row.coefficients[$0] }))
        }
        for output in outputCoefficients {
            guard let moving = movingPart(output) else { continue }
            guard let part = moving else { return nil }
            outputs[part].append(directions[part].map { abs(output[$0]) > Solver.alternativeOptimumTolerance ? output[$0] : 0 })
        }
        return (0..<count).map { part in
            OptimalFace(directionIsFree: directions[part].map { directionIsFree[$0] }, directionSymbols: directions[part].map { directionSymbols[$0] },
                        rows: rows[part], outputCoefficients: outputs[part])
        }
    }

    /// `keepsOutputsConstant` at the constants the face was taken at.
    public var keepsOutputsConstantNow: Bool {
        keepsOutputsConstant { rows[$0].value <= Self.degeneracyTolerance }
    }
}

extension Solver {
    /// The optimal face of the current (solved) tableau around its solution, for `outputs`
    /// (see `OptimalFace`). Costs a pass over the tableau per direction.
    public func optimalFace(affecting outputs: [Variable]) -> OptimalFace {
        let tableau = tableauForAnalysis
        let targets = outputs.compactMap { externalSymbol(of: $0) }
        let restricted = tableau.basicSymbols.filter { tableau.state($0) == .restrictedBasic }
        let order = tableau.definitionsInRankOrder()
        var isFree: [Bool] = []
        var directions: [Int32] = []
        var changes: [[Double]] = []
        for symbol in 0..<Symbol(tableau.symbolCount) where tableau.canMoveFreely(symbol) {
            let change = tableau.changes(movingNonbasic: symbol, order: order)
            // A direction that moves no row and no output changes nothing the face is about
            // (a released symbol, a variable no output reads).
            let moves = restricted.contains { change[Int($0)] != 0 }
                || targets.contains { abs(change[Int($0)]) > Self.alternativeOptimumTolerance }
            guard moves else { continue }
            isFree.append(tableau.kind(symbol) == .external)
            directions.append(symbol)
            changes.append(change)
        }
        var rows: [OptimalFace.FaceRow] = []
        for symbol in restricted {
            let coefficients = changes.map { $0[Int(symbol)] }
            guard coefficients.contains(where: { $0 != 0 }) else { continue }
            rows.append(OptimalFace.FaceRow(basic: symbol, value: tableau.rows[Int(symbol)].constant,
                                            isEquality: tableau.kind(symbol) == .dummy, coefficients: coefficients))
        }
        var outputCoefficients: [[Double]] = []
        for target in targets {
            let coefficients = changes.map { abs($0[Int(target)]) > Self.alternativeOptimumTolerance ? $0[Int(target)] : 0 }
            if coefficients.contains(where: { $0 != 0 }) { outputCoefficients.append(coefficients) }
        }
        return OptimalFace(directionIsFree: isFree, directionSymbols: directions, rows: rows, outputCoefficients: outputCoefficients)
    }
}
