import Foundation

/// UIKit's `UIGestureRecognizer`: attached to a view with `addGestureRecognizer(_:)`, it is
/// kept with its settings. No touches are delivered on Linux and a recogniser's action is an
/// Objective-C selector (`init(target:action:)`, which needs the Objective-C runtime), so it
/// never fires here; it takes no part in layout, as in UIKit. Made with `init()`, as Swift code
/// on iOS may.
open class GestureRecognizer {
    /// UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Hashable, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// UIKit's `recognized`, which its header defines as `ended`.
        public static var recognized: State { .ended }
    }

    public var state: State = .possible
    public var isEnabled = true
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// The view it is attached to (set by `View.addGestureRecognizer(_:)`).
    public internal(set) weak var view: View?

    public required init() {}

    /// UIKit's `location(in:)`: no touches arrive, so the origin of `view` in `other`.
    public func location(in other: View?) -> CGPoint {
        guard let view, let other else { return .zero }
        return view.convert(CGPoint.zero, to: other)
    }

    /// UIKit's `require(toFail:)`: recognisers never fire here, so the dependency is not kept.
    public func require(toFail other: GestureRecognizer) {}
}

/// UIKit's `UIGestureRecognizerDelegate`; every method is optional there, so each has UIKit's
/// default answer here.
public protocol GestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}
