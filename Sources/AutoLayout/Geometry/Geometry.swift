import Foundation

/// Insets of a rectangle's edges, UIKit's `UIEdgeInsets` (also used for layout margins and the
/// safe area).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The same inset on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left,
                   bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// The two axes of layout: UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Int, Hashable, Sendable, CaseIterable {
    case horizontal = 0
    case vertical = 1
}

/// Which way leading and trailing point: UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Hashable, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

extension CGRect {
    /// A rectangle whose edges are rounded to the pixel grid of `scale` (halves round up), as
    /// frames are when they are written back: the size follows from the rounded edges, so it can
    /// land one pixel off the solved size. `scale` 0 leaves the rectangle as it is.
    package func snapped(toScale scale: CGFloat) -> CGRect {
        guard scale > 0 else { return self }
        let minX = snap(origin.x, scale), minY = snap(origin.y, scale)
        let maxX = snap(origin.x + size.width, scale), maxY = snap(origin.y + size.height, scale)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Rounds a coordinate to the nearest multiple of 1/`scale`, halves towards +infinity.
package func snap(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    guard scale > 0 else { return value }
    // A tolerance so that values a rounding error below a half (173.49999999) still go up.
    return ((value * scale) + 0.5 + 1e-7).rounded(.down) / scale
}
