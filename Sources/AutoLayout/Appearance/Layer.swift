import Foundation

/// A view's backing layer: Core Animation's `CALayer`, kept so that cell code styling its views
/// (`layer.cornerRadius = 8`, borders, shadows, gradient and shape sublayers, masks) compiles and
/// runs. Nothing here changes layout. `open`, as Core Animation's is: `CAGradientLayer` and
/// `CAShapeLayer` are subclasses, and views return their own from `layerClass`.
open class Layer {
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
    /// Core Animation's `name`: code finds its own sublayers by it (`layer.name == "dash"`).
    public var name: String?

    /// The layer's frame and bounds in its superlayer; cells set sublayers' frames to their
    /// view's bounds in `layoutSubviews()`. Kept apart from view frames: layers do no layout.
    public var frame: CGRect = .zero
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    public var isHidden = false
    public var contentsScale: CGFloat = 1
    public var needsDisplayOnBoundsChange = false
    /// Core Animation's `mask`: a layer whose alpha clips this one (drawing only).
    public var mask: Layer?
    public private(set) var sublayers: [Layer]?
    public private(set) weak var superlayer: Layer?

    public required init() {}

    /// Core Animation's `addSublayer(_:)`: appends the layer, taking it from its old superlayer.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Core Animation's `insertSublayer(_:at:)`.
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// Core Animation's `insertSublayer(_:below:)`; appended when `sibling` is not a sublayer.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        let index = sublayers?.firstIndex { $0 === sibling } ?? sublayers?.count ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Core Animation's `insertSublayer(_:above:)`; appended when `sibling` is not a sublayer.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers?.count ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    public func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayers?.removeAll { $0 === self }
        if superlayer.sublayers?.isEmpty == true { superlayer.sublayers = nil }
        self.superlayer = nil
    }

    /// Nothing is drawn here; kept so that code asking for a redraw runs.
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutSublayers() {}

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
