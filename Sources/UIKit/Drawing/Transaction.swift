import AutoLayout
import Foundation

/// Core Animation's `CATransaction`. Nothing animates here (see `View.animate`), so a
/// transaction groups nothing: its duration is Core Animation's default, 0.25 s, for code that
/// times its own animations by it, and a completion block runs at once, as Core Animation runs
/// it when the transaction added no animations.
public enum Transaction {
    public static func begin() {}
    public static func commit() {}
    public static func flush() {}
    public static func animationDuration() -> TimeInterval { 0.25 }
    public static func setAnimationDuration(_ duration: TimeInterval) {}
    public static func disableActions() -> Bool { true }
    public static func setDisableActions(_ flag: Bool) {}
    public static func setCompletionBlock(_ block: (() -> Void)?) { block?() }
}
