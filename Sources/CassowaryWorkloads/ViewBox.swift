import Cassowary

/// The four unknowns Auto Layout gives every view (left, top, width, height) and the attributes
/// built from them, for writing the shared workloads directly against the solver.
public struct ViewBox: Sendable {
    public let left: Variable
    public let top: Variable
    public let width: Variable
    public let height: Variable

    public init(_ name: String) {
        left = Variable("\(name).left")
        top = Variable("\(name).top")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    public var right: Expression { left + width }
    public var bottom: Expression { top + height }

    /// Fixes width and height (required).
    public func size(_ w: Double, _ h: Double) -> [Constraint] {
        [width == w, height == h]
    }

    /// An intrinsic size along one axis: `size <= value` at the hugging priority and
    /// `size >= value` at the compression-resistance priority.
    public static func intrinsic(
        _ size: Variable, _ value: Expression, hugging: Priority, compression: Priority
    ) -> [Constraint] {
        [(size <= value).withPriority(hugging), (size >= value).withPriority(compression)]
    }
}
