import Cassowary

/// How a row's quantities set the constants of a variant's parameter constraints.
///
/// Invariant: constraint `k`'s constant is
/// `baseConstants[k] + sum(coefficient * (q[column] - baseQuantities[column]))` over `terms[k]`,
/// which is exact: every such constant is affine in the quantities (`FittingSystem`).
package struct ParameterRecipe: Sendable {
    package let constraints: [Constraint]
    let terms: [[(column: Int, coefficient: Double)]]
    let baseConstants: [Double]
    let baseQuantities: [Double]

    var quantityCount: Int { baseQuantities.count }

    /// The constants for a row's quantities, paired with their constraints.
    package func constants(for quantities: UnsafeBufferPointer<Double>) -> [(constraint: Constraint, constant: Double)] {
        constraints.indices.map { k in
            var constant = baseConstants[k]
            for (column, coefficient) in terms[k] {
                constant += coefficient * (quantities[column] - baseQuantities[column])
            }
            return (constraints[k], constant)
        }
    }
}
