import AutoLayout
import Foundation

/// Core Animation's `CAGradientLayer`: cells lay gradients over images (a fade under a title)
/// as a sublayer or as a view's `layerClass`. Drawing only; stored so that code setting it runs.
open class GradientLayer: Layer {
    /// The gradient's colours (`CGColor`s, as Core Animation takes them).
    public var colors: [Any]?
    /// Where each colour stops, from 0 to 1.
    public var locations: [NSNumber]?
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
    public var type: GradientLayerType = .axial

    public required init() {}
}

/// Core Animation's `CAGradientLayerType`.
public struct GradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = GradientLayerType(rawValue: "axial")
    public static let radial = GradientLayerType(rawValue: "radial")
    public static let conic = GradientLayerType(rawValue: "conic")
}
