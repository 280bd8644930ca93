import Foundation

/// Core Graphics' `CGLineCap`: how a stroked path's open ends are drawn (stored for drawing).
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt = 0, round, square
}

/// Core Graphics' `CGLineJoin`: how a stroked path's corners are drawn (stored for drawing).
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter = 0, round, bevel
}

/// Core Animation's `CAShapeLayerLineCap`: a shape layer's line ends, by name as there.
public struct ShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = ShapeLayerLineCap(rawValue: "butt")
    public static let round = ShapeLayerLineCap(rawValue: "round")
    public static let square = ShapeLayerLineCap(rawValue: "square")
}
