import Interchange

/// One product `coefficient * variable` of a linear expression.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `sum(coefficient * variable) + constant`, built with ordinary operators:
/// `2 * x + y - 10`. Terms are kept as written (a variable may appear twice); the solver merges
/// them.
public struct Expression: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    /// False when a coefficient or the constant is NaN or infinite.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    func scaled(by factor: Double) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(self.terms.count)
        let constant = appendTerms(to: &terms, scaledBy: factor)
        return Expression(terms, constant: constant)
    }

    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" : ""
            } else {
                text += " \(sign) "
            }
            text += magnitude == 1 ? term.variable.description : "\(formatNumber(magnitude)) * \(term.variable)"
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        return text
    }
}

/// Whole numbers without a fraction (`8`, not `8.0`), others in their shortest round-trip form.
func formatNumber(_ value: Double) -> String {
    NumberText.shortest(value)
}

/// Anything that reads as a linear expression: a variable or an expression.
public protocol LinearExpressionConvertible {
    var linearExpression: Expression { get }
    /// How many terms `appendTerms` appends (lets operators allocate once).
    var termCount: Int { get }
    /// Appends this value's terms times `factor` and returns its constant times `factor`.
    func appendTerms(to terms: inout [Term], scaledBy factor: Double) -> Double
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
    public var termCount: Int { 1 }
    public func appendTerms(to terms: inout [Term], scaledBy factor: Double) -> Double {
        terms.append(Term(self, factor))
        return 0
    }
}

extension Expression: LinearExpressionConvertible {
    public var linearExpression: Expression { self }
    public var termCount: Int { terms.count }
    public func appendTerms(to terms: inout [Term], scaledBy factor: Double) -> Double {
        for term in self.terms { terms.append(Term(term.variable, term.coefficient * factor)) }
        return constant * factor
    }
}

/// `lhsFactor * lhs + rhsFactor * rhs + constant` in a single allocation.
@inline(__always)
func combine<L: LinearExpressionConvertible, R: LinearExpressionConvertible>(
    _ lhs: L, _ lhsFactor: Double, _ rhs: R, _ rhsFactor: Double, plus constant: Double = 0
) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(lhs.termCount + rhs.termCount)
    let sum = lhs.appendTerms(to: &terms, scaledBy: lhsFactor) + rhs.appendTerms(to: &terms, scaledBy: rhsFactor)
    return Expression(terms, constant: sum + constant)
}

// MARK: - Arithmetic

public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    combine(lhs, 1, rhs, 1)
}

public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    var e = lhs.linearExpression
    e.constant += rhs
    return e
}

public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression { rhs + lhs }

public prefix func - <E: LinearExpressionConvertible>(operand: E) -> Expression {
    operand.linearExpression.scaled(by: -1)
}

public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    combine(lhs, 1, rhs, -1)
}

public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression { lhs + (-rhs) }

public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    var e = rhs.linearExpression.scaled(by: -1)
    e.constant += lhs
    return e
}

public func * <E: LinearExpressionConvertible>(lhs: Double, rhs: E) -> Expression {
    rhs.linearExpression.scaled(by: lhs)
}

public func * <E: LinearExpressionConvertible>(lhs: E, rhs: Double) -> Expression {
    lhs.linearExpression.scaled(by: rhs)
}

public func / <E: LinearExpressionConvertible>(lhs: E, rhs: Double) -> Expression {
    lhs.linearExpression.scaled(by: 1 / rhs)
}
