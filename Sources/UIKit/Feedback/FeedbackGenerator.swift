import AutoLayout
import Foundation

/// UIKit's `UIFeedbackGenerator` and its kinds: haptic feedback that cells play on a selection
/// or a tap. Linux has no haptic engine, so each call is accepted and does nothing, as on an
/// iOS device without one (Apple's documentation: generators do nothing where haptics are not
/// supported). None changes layout.
open class FeedbackGenerator {
    public init() {}

    /// UIKit's `prepare()`: readies the engine; nothing to ready here.
    open func prepare() {}
}

/// UIKit's `UISelectionFeedbackGenerator`.
open class SelectionFeedbackGenerator: FeedbackGenerator {
    open func selectionChanged() {}
}

/// UIKit's `UIImpactFeedbackGenerator`.
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        case light = 0, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
    }

    /// UIKit's `init()`: the medium style.
    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

/// UIKit's `UINotificationFeedbackGenerator`.
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Hashable, Sendable {
        case success = 0, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
