/// An unknown of a linear system: a view's minX, a width, a user's own quantity.
///
/// A variable is identified by the object itself (two variables with the same name are two
/// unknowns). Its value lives in each `Solver` that uses it, so one variable can take part in
/// several independent solvers at once: read it with `Solver.value(of:)`.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for messages and descriptions; it plays no part in solving.
    public let name: String

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}
