/// How much a constraint matters, on Apple's scale: a Float in (0, 1000].
///
/// 1000 is required. Every distinct optional value is its own strict level: no amount of error
/// at a lower priority is traded for any error at a higher one (see `Solver`). Values outside
/// (0, 1000] are rejected when a constraint is added.
public struct Priority: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let dragThatCanResizeScene = Priority(510)
    public static let sceneSizeStayPut = Priority(500)
    public static let dragThatCannotResizeScene = Priority(490)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)

    public var isRequired: Bool { rawValue == 1000 }

    /// True for values Apple accepts: greater than 0 and at most 1000 (NaN is not valid).
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        rawValue.isFinite && rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
