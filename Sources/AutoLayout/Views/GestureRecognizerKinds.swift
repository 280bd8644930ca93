import Foundation

/// UIKit's `UITapGestureRecognizer`, with UIKit's defaults (one tap, one finger). Stored only:
/// see `GestureRecognizer`.
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
}

/// UIKit's `UILongPressGestureRecognizer`, with UIKit's documented defaults (0.5 s, 10 points).
open class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration: TimeInterval = 0.5
    public var allowableMovement: CGFloat = 10
    public var numberOfTapsRequired = 0
    public var numberOfTouchesRequired = 1
}

/// UIKit's `UIPanGestureRecognizer`; no touches arrive, so its translation and velocity are zero.
open class PanGestureRecognizer: GestureRecognizer {
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max

    public func translation(in view: View?) -> CGPoint { .zero }
    public func setTranslation(_ translation: CGPoint, in view: View?) {}
    public func velocity(in view: View?) -> CGPoint { .zero }
}

/// UIKit's `UISwipeGestureRecognizer`, with UIKit's default direction (right).
open class SwipeGestureRecognizer: GestureRecognizer {
    /// UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    public var direction: Direction = .right
    public var numberOfTouchesRequired = 1
}
