/// How the two sides of a constraint compare.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression RELATION 0` with a priority.
///
/// A constraint is identified by the object: adding the same object twice is an error, and
/// `withPriority(_:)` makes a new, separate constraint. Build one with the comparison operators
/// (`x + 10 <= y`, `2 * w == h`) or with `init(_:_:_:priority:)`.
public final class Constraint: Sendable, CustomStringConvertible {
    /// `lhs - rhs`, so that the constraint reads `expression RELATION 0`.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// `lhs RELATION rhs`.
    public convenience init<L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
        _ lhs: L, _ relation: Relation, _ rhs: R, priority: Priority = .required
    ) {
        self.init(combine(lhs, 1, rhs, -1), relation, priority: priority)
    }

    /// The same equation at another priority, as a new constraint.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    public var description: String {
        let suffix = priority.isRequired ? "" : " @\(priority)"
        return "\(expression) \(relation) 0\(suffix)"
    }
}

// MARK: - Comparison operators build constraints

public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .equal, rhs)
}

public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .equal, Expression(constant: rhs))
}

public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(Expression(constant: lhs), .equal, rhs)
}

public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}

public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, Expression(constant: rhs))
}

public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(Expression(constant: lhs), .lessThanOrEqual, rhs)
}

public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}

public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(constant: rhs))
}

public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(Expression(constant: lhs), .greaterThanOrEqual, rhs)
}
