import AutoLayout
import Foundation

/// A path's outline as Core Graphics' `CGPath` stands for it here: its bounding box only, the
/// part code reads back (`path.boundingBox`). Core Graphics is not on Linux.
public struct CGPathValue: Hashable, Sendable {
    public let boundingBox: CGRect

    public init(boundingBox: CGRect) {
        self.boundingBox = boundingBox
    }
}

/// UIKit's `UIRectCorner`: which corners of a rectangle a rounded path rounds.
public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    public static let topRight = RectCorner(rawValue: 1 << 1)
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's `UIBezierPath`, for the shapes cells build masks and borders from (rounded
/// rectangles, ovals). Paths draw nothing here; a path keeps its bounds, which is what its
/// `cgPath` carries.
open class BezierPath {
    public private(set) var bounds: CGRect
    /// Whether a point has been added since an empty `init()`: the first point starts the
    /// bounds, later ones widen them.
    private var hasPoints: Bool

    /// How strokes end and join: stored for drawing (`lineCapStyle = .round`).
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter

    public init() {
        bounds = .zero
        hasPoints = false
    }

    public init(rect: CGRect) {
        bounds = rect
        hasPoints = true
    }

    public init(ovalIn rect: CGRect) {
        bounds = rect
        hasPoints = true
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        bounds = rect
        hasPoints = true
    }

    public init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        bounds = rect
        hasPoints = true
    }

    /// UIKit's `move(to:)`: starts a subpath at the point (a dashed line, a chart's stroke).
    public func move(to point: CGPoint) {
        include(point)
    }

    /// UIKit's `addLine(to:)`: a straight segment to the point.
    public func addLine(to point: CGPoint) {
        include(point)
    }

    /// UIKit's `close()`: the segment back to the subpath's start lies inside the bounds already.
    public func close() {}

    private func include(_ point: CGPoint) {
        let dot = CGRect(origin: point, size: .zero)
        bounds = hasPoints ? bounds.union(dot) : dot
        hasPoints = true
    }

    public var cgPath: CGPathValue { CGPathValue(boundingBox: bounds) }
}
