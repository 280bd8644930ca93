import Foundation

/// UIKit's `UIControl`: the state every control has, and closure actions (`UIAction`, iOS 14),
/// which `sendActions(for:)` runs. Selector actions need the Objective-C runtime and are not
/// available on Linux.
open class Control: View {
    /// UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// UIKit's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// UIKit's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Hashable, Sendable {
        case center = 0, top, bottom, fill
    }

    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false
    /// Where the content sits in a control wider than it: drawing only, sizes do not change.
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    public var contentVerticalAlignment: ContentVerticalAlignment = .center

    private var actions: [(action: Action, events: Event)] = []

    /// UIKit's `addAction(_:for:)`.
    public func addAction(_ action: Action, for events: Event) {
        actions.append((action, events))
    }

    /// UIKit's `removeAction(_:for:)`.
    public func removeAction(_ action: Action, for events: Event) {
        actions.removeAll { $0.action === action && $0.events == events }
    }

    /// UIKit's `sendActions(for:)`: runs the handlers of the actions added for any of `events`.
    public func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) { entry.action.handler(entry.action) }
    }

    /// The iOS release of the tree's device: several controls changed size with a release.
    var iOSVersion: Int { traitDevice.iOSVersion }

    /// A control whose intrinsic size is fixed by its kind and iOS release sits at UIKit's
    /// hugging and compression priorities for controls (750 / 750 on both axes, as UIKit's
    /// switches, steppers and indicators report).
    func useFixedSizePriorities() {
        for axis in LayoutAxis.allCases {
            setContentHuggingPriority(.defaultHigh, for: axis)
            setContentCompressionResistancePriority(.defaultHigh, for: axis)
        }
    }
}
