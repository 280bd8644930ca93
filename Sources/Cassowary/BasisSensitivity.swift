/// How a solved system's values move when the constants of some of its constraints move while
/// its basis stays put: the right-hand-side sensitivity of the optimal basis.
///
/// For a fixed basis the tableau's constants are affine in the constraint constants, and
/// whether the basis is optimal does not depend on them (the reduced costs do not change).
/// So for any constants `c` with `delta = c - constantsNow`:
/// - each listed restricted row is `rowValues[i] + sum_k rowSlopes[i, k] * delta[k]`; the basis
///   is feasible, hence optimal, while every inequality row is `>= 0` and every equality row
///   (a redundant required equality) is `0`;
/// - each output is `outputValues[j] + sum_k outputSlopes[j, k] * delta[k]`.
/// This is the compile step of a batch engine: a block of parameter vectors becomes one matrix
/// product. Restricted rows that no parameter moves are left out: they stay as they are.
public struct BasisSensitivity: Sendable {
    /// Identifies the basis: two snapshots of one system with equal `basis` have equal maps.
    public let basis: [Int32]
    public let parameterCount: Int
    /// The basic symbol of each listed row (one of `basis`), to match rows with `OptimalFace.rows`.
    public let rowBasics: [Int32]
    /// Current values of the restricted rows that move with some parameter.
    public let rowValues: [Double]
    /// Row-major, `rowValues.count` x `parameterCount`.
    public let rowSlopes: [Double]
    /// Whether a row must stay 0 (a redundant required equality) instead of >= 0.
    public let rowIsEquality: [Bool]
    /// Current values of the outputs, in the order asked for.
    public let outputValues: [Double]
    /// Row-major, `outputValues.count` x `parameterCount`.
    public let outputSlopes: [Double]
}

extension Solver {
    /// The sensitivity of the current basis to the constants of `parameters` (constraints in
    /// this solver), with the values of `outputs`. Call it on a solved system (after any change,
    /// the tableau is optimal; the values here do not need `updateVariables()`).
    public func sensitivity(toConstantsOf parameters: [Constraint], outputs: [Variable]) throws(SolverError) -> BasisSensitivity {
        let tableau = self.tableauForAnalysis
        let basis = tableau.basicSymbols
        // Column 0: the constants now; column 1 + k: the constants' change per unit of the
        // constant of parameter k. One evaluation of all of them, one slot per basic symbol.
        let width = 1 + parameters.count
        var slots = [Int32](repeating: -1, count: tableau.symbolCount)
        for (slot, symbol) in basis.enumerated() { slots[Int(symbol)] = Int32(slot) }
        var values = [Double](repeating: 0, count: basis.count * width)
        for (slot, symbol) in basis.enumerated() { values[slot * width] = tableau.rows[Int(symbol)].constant }
        for (k, parameter) in parameters.enumerated() {
            guard let (symbols, relation) = markerInfo(of: parameter) else { throw .unknownConstraint(parameter) }
            for (symbol, change) in tableau.constantChanges(shiftingMarker: symbols.marker,
                                                            by: 1 / Tableau.markerCoefficient(symbols, relation)) {
                values[Int(slots[Int(symbol)]) * width + 1 + k] += change
            }
        }
        tableau.evaluateDefinitions(in: &values, columns: width, slots: slots, order: tableau.definitionsInRankOrder())

        var rowBasics: [Int32] = [], rowValues: [Double] = [], rowSlopes: [Double] = [], rowIsEquality: [Bool] = []
        rowSlopes.reserveCapacity(basis.count * parameters.count)
        for (slot, symbol) in basis.enumerated() where tableau.state(symbol) == .restrictedBasic {
            let first = slot * width
            let slopes = values[(first + 1)..<(first + width)]
            guard slopes.contains(where: { $0 != 0 }) else { continue }
            rowBasics.append(symbol)
            rowValues.append(values[first])
            rowSlopes += slopes
            rowIsEquality.append(tableau.kind(symbol) == .dummy)
        }
        var outputValues: [Double] = [], outputSlopes: [Double] = []
        outputValues.reserveCapacity(outputs.count)
        outputSlopes.reserveCapacity(outputs.count * parameters.count)
        for variable in outputs {
            // A variable in no constraint, or a nonbasic one, is 0 whatever the constants.
            guard let symbol = externalSymbol(of: variable), tableau.state(symbol) != .nonbasic else {
                outputValues.append(0)
                outputSlopes += repeatElement(0, count: parameters.count)
                continue
            }
            let first = Int(slots[Int(symbol)]) * width
            outputValues.append(values[first])
            outputSlopes += values[(first + 1)..<(first + width)]
        }
        return BasisSensitivity(basis: basis, parameterCount: parameters.count, rowBasics: rowBasics, rowValues: rowValues,
                                rowSlopes: rowSlopes, rowIsEquality: rowIsEquality, outputValues: outputValues,
                                outputSlopes: outputSlopes)
    }
}
