/// Why an equation string could not be read: the message, the equation, and a caret under the
/// character where reading stopped (the same shape as the Visual Format Language's errors).
public struct EquationParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public let equation: String
    /// Offset of the failing character, in Characters from the start of the equation.
    public let position: Int

    public var description: String {
        "Unable to parse constraint equation: \(message)\n\(equation)\n\(String(repeating: " ", count: position))^"
    }
}
