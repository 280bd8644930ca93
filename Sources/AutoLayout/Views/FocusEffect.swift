import Foundation

/// UIKit's `UIFocusEffect` (iOS 15): how a focused view is drawn on iPad with a keyboard, and
/// on Mac Catalyst. Focus has no effect on layout; a view keeps its effect (`View.focusEffect`)
/// for code that sets it, as cells do (`focusEffect = nil` to draw none).
open class FocusEffect: NSObject, @unchecked Sendable {
    public override init() {}

    /// UIKit's `effect()`: the system's default effect.
    open class func effect() -> FocusEffect { FocusEffect() }
}

/// UIKit's `UIFocusHaloEffect`: a halo drawn around a shape, kept as given.
open class FocusHaloEffect: FocusEffect, @unchecked Sendable {
    /// The halo's outline, in the view's coordinates.
    public let rect: CGRect
    public let cornerRadius: CGFloat

    public init(rect: CGRect) {
        self.rect = rect
        cornerRadius = 0
    }

    public init(roundedRect: CGRect, cornerRadius: CGFloat) {
        rect = roundedRect
        self.cornerRadius = cornerRadius
    }
}
