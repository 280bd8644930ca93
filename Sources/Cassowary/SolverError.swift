/// Why the solver refused a call. Every refusal leaves the solver as it was before the call.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicting` lists those it contradicts (in the order they were added), the constraint
    /// itself last.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables are always optional: a required edit would make every suggestion a new
    /// required constraint.
    case requiredEditPriority(Variable)
    /// Apple's rule: a priority is greater than 0 and at most 1000.
    case invalidPriority(Priority, context: String)
    /// NaN or infinity in a coefficient, a constant or a suggested value.
    case nonFiniteValue(context: String)
    /// The tableau reached a state that the algorithms guarantee cannot happen (a bug).
    case internalInconsistency(String)

    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicting):
            let list = conflicting.map { "    \($0)" }.joined(separator: "\n")
            return "Unable to satisfy required constraint \(constraint); it conflicts with:\n\(list)"
        case let .duplicateConstraint(c): return "The constraint \(c) has already been added."
        case let .unknownConstraint(c): return "The constraint \(c) has not been added to this solver."
        case let .duplicateEditVariable(v): return "\(v) is already an edit variable."
        case let .unknownEditVariable(v): return "\(v) is not an edit variable of this solver."
        case let .requiredEditPriority(v):
            return "Edit variable \(v) cannot be required: give it a priority below 1000."
        case let .invalidPriority(p, context):
            if !(p.rawValue > 0) { return "Invalid priority \(p) for \(context): priority must be greater than 0." }
            return "Invalid priority \(p) for \(context): priority cannot be higher than required (1000)."
        case let .nonFiniteValue(context): return "Non-finite number (NaN or infinity) in \(context)."
        case let .internalInconsistency(message): return "Internal solver inconsistency: \(message)"
        }
    }
}
