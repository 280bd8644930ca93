import AutoLayout
import Foundation

/// Core Animation's `CAShapeLayer`: cells use one as a mask for rounded corners on some edges
/// (`layer.mask = shape` with a `UIBezierPath`'s `cgPath`). Drawing only; stored.
open class ShapeLayer: Layer {
    public var path: CGPathValue?
    public var fillColor: CGColorValue? = CGColorValue(red: 0, green: 0, blue: 0, alpha: 1)
    public var strokeColor: CGColorValue?
    public var lineWidth: CGFloat = 1
    /// Dashes and their phase (`lineDashPattern = [6, 6]`) and line ends: drawing only, stored.
    public var lineDashPattern: [NSNumber]?
    public var lineDashPhase: CGFloat = 0
    public var lineCap: ShapeLayerLineCap = .butt

    public required init() {}
}
