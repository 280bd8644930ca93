import Foundation
import TextMeasurement

extension Image {
    /// UIKit's `UIImage.Configuration`: traits an image is chosen for. Immutable, as UIKit's
    /// configurations are (`applying(_:)` makes a new one), hence `@unchecked Sendable`.
    open class Configuration: @unchecked Sendable {
        public init() {}
    }

    /// UIKit's `UIImage.SymbolWeight`, with UIKit's raw values.
    public enum SymbolWeight: Int, Hashable, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// UIKit's `UIImage.SymbolScale`, with UIKit's raw values.
    public enum SymbolScale: Int, Hashable, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// UIKit's `UIImage.SymbolConfiguration`: the point size, text style, font, weight and scale
    /// an SF Symbol is drawn at. SF Symbols are not available here (`init?(systemName:)` has no
    /// image), so a configuration only records what it was made with; code building symbol
    /// images with one compiles and runs, and the image view is sized as without an image.
    ///
    /// Why no size rule: a symbol image's size is its own glyph's bounds at the configuration's
    /// point size and scale, which differ by symbol and are not on Linux, and the Interface
    /// Builder fixtures hold too few frames to stand in for them
    /// (`Scripts/ib/symbol_image_views.py`: 47 symbol image views in Datasets/xib and xib-more,
    /// 32 sized by constraints, 13 misplaced or laid out by autoresizing, 2 sized by the symbol
    /// alone - `arrow.right` unconfigured 19.5 x 15, `rectangle.stack.fill` at 26 pt large
    /// 41 x 40.5; the held-out set has none of the last kind).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight
        public let scale: SymbolScale
        public let textStyle: FontDescriptor.TextStyle?
        public let font: FontDescriptor?

        init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale,
             textStyle: FontDescriptor.TextStyle?, font: FontDescriptor?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.font = font
        }

        /// UIKit's `unspecified` configuration.
        public static let unspecified = SymbolConfiguration(
            pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil, font: nil)

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil, font: nil)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil, font: nil)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil, font: nil)
        }

        public convenience init(textStyle: FontDescriptor.TextStyle) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: textStyle, font: nil)
        }

        public convenience init(textStyle: FontDescriptor.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle, font: nil)
        }

        public convenience init(font: FontDescriptor) {
            self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil, font: font)
        }

        public convenience init(font: FontDescriptor, scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil, font: font)
        }

        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil, font: nil)
        }

        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil, font: nil)
        }

        /// UIKit's `applying(_:)`: the other configuration's specified values replace these.
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale,
                textStyle: other.textStyle ?? textStyle,
                font: other.font ?? font)
        }
    }

    /// UIKit's `init?(systemName:withConfiguration:)`: no SF Symbols here (see
    /// `init?(systemName:)`).
    public init?(systemName name: String, withConfiguration configuration: Configuration?) {
        return nil
    }

    /// UIKit's `withConfiguration(_:)` and `applyingSymbolConfiguration(_:)`: an image that is
    /// no symbol is the same at any configuration.
    public func withConfiguration(_ configuration: Configuration) -> Image { self }

    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? { self }
}
