import Foundation

/// UIKit's `UITouch`: a finger on the screen. No touches are delivered on Linux; the type is
/// here so that views overriding `touchesBegan(_:with:)` and its siblings compile and can be
/// driven by hand. Compared by identity, as UIKit's are.
open class Touch: Hashable {
    /// UIKit's `UITouch.Phase`.
    public enum Phase: Int, Hashable, Sendable {
        case began = 0, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public var phase: Phase
    public var tapCount: Int
    public var timestamp: TimeInterval
    public weak var view: View?
    /// Where the touch is in `view`'s coordinates.
    public var locationInView: CGPoint
    public var previousLocationInView: CGPoint

    public init(phase: Phase = .began, tapCount: Int = 1, timestamp: TimeInterval = 0, view: View? = nil,
                location: CGPoint = .zero) {
        self.phase = phase
        self.tapCount = tapCount
        self.timestamp = timestamp
        self.view = view
        locationInView = location
        previousLocationInView = location
    }

    /// UIKit's `location(in:)`: the touch's location converted to `other`'s coordinates (its
    /// own view's when nil).
    public func location(in other: View?) -> CGPoint { converted(locationInView, to: other) }
    public func previousLocation(in other: View?) -> CGPoint { converted(previousLocationInView, to: other) }

    private func converted(_ point: CGPoint, to other: View?) -> CGPoint {
        guard let view, let other else { return point }
        return view.convert(point, to: other)
    }

    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIKit's `UIEvent`: the touches of one event; none are delivered on Linux (see `Touch`).
open class Event {
    /// UIKit's `UIEvent.EventType`.
    public enum EventType: Int, Hashable, Sendable {
        case touches = 0, motion, remoteControl, presses, scroll, hover, transform
    }

    public let type: EventType
    public let timestamp: TimeInterval
    public let allTouches: Set<Touch>?

    public init(type: EventType = .touches, timestamp: TimeInterval = 0, touches: Set<Touch> = []) {
        self.type = type
        self.timestamp = timestamp
        allTouches = touches
    }

    /// UIKit's `touches(for:)`: the event's touches in `view`.
    public func touches(for view: View) -> Set<Touch>? { allTouches?.filter { $0.view === view } }
}
