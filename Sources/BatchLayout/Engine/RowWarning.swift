import AutoLayout

/// A message layout gave about one row at one width, as UIKit would print it to the console:
/// a result's `"warnings"` (docs/batch.md, Warnings). The row still has its height; the warning
/// says why it may not be the one its author meant (a broken required constraint, say).
public struct RowWarning: Sendable, Hashable {
    /// What kind of message it is, for counting (`unsatisfiableConstraints`, ...).
    public var kind: Kind
    /// The whole message, word for word as `autolayout solve` logs it.
    public var message: String
    /// The constraint layout broke to recover, in Apple's description (unsatisfiable
    /// constraints only).
    public var broken: String?

    public init(kind: Kind, message: String, broken: String? = nil) {
        self.kind = kind
        self.message = message
        self.broken = broken
    }

    /// The kinds of `LayoutDiagnostic`, named as its cases are.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case unsatisfiableConstraints
        case activationFailed
        case textMeasurementFailed
        case invalidHierarchy
        case ambiguousZeroHeightCell
    }

    public init(_ diagnostic: LayoutDiagnostic) {
        switch diagnostic {
        case let .unsatisfiableConstraints(message, broken): self.init(kind: .unsatisfiableConstraints, message: message, broken: broken)
        case .activationFailed: self.init(kind: .activationFailed, message: diagnostic.description)
        case .textMeasurementFailed: self.init(kind: .textMeasurementFailed, message: diagnostic.description)
        case .invalidHierarchy: self.init(kind: .invalidHierarchy, message: diagnostic.description)
        case .ambiguousZeroHeightCell: self.init(kind: .ambiguousZeroHeightCell, message: diagnostic.description)
        }
    }
}
