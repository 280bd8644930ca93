import Cassowary

/// A constraint's priority: UIKit's `UILayoutPriority`, a Float in (0, 1000] with Apple's named
/// levels (`.required`, `.defaultHigh`, `.defaultLow`, `.fittingSizeLevel`, ...).
public typealias LayoutPriority = Cassowary.Priority

extension Priority {
    /// UIKit lets code write `.defaultHigh + 1` or `.required - 1`.
    public static func + (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue + rhs) }
    public static func - (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue - rhs) }

    /// Where a broken required constraint goes (SEMANTICS §2): above every priority a user can
    /// give an optional constraint (the largest Float below 1000), so it still pulls as hard as
    /// anything optional can, but no longer has to hold.
    static let brokenRequired = Priority(Float(1000).nextDown)
}
