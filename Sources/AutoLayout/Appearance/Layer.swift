import Foundation

/// A view's backing layer: Core Animation's `CALayer`, kept so that cell code styling its views
/// (`layer.cornerRadius = 8`, borders, shadows) compiles and runs. Nothing here changes layout.
public final class Layer {
    public var cornerRadius: CGFloat = 0
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColorValue?
    public var backgroundColor: CGColorValue?
    public var shadowColor: CGColorValue?
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    public var opacity: Float = 1
    public var cornerCurve: CornerCurve = .circular
    public var maskedCorners: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    public var zPosition: CGFloat = 0
    public var shouldRasterize = false
    public var rasterizationScale: CGFloat = 1

    public init() {}

    /// Core Animation's `CALayerCornerCurve`.
    public enum CornerCurve: String, Hashable, Sendable {
        case circular, continuous
    }

    /// Core Animation's `CACornerMask`.
    public struct CornerMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
        public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
        public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    }
}
