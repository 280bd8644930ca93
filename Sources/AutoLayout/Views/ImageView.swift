import Foundation

/// An image, for layout only its size in points: UIKit's `UIImage` reduced to what sizing needs.
public struct Image: Hashable, Sendable {
    public var size: CGSize
    /// UIKit's `renderingMode` (see `withRenderingMode(_:)`).
    public internal(set) var renderingMode: RenderingMode = .automatic
    /// UIKit's `capInsets` and `resizingMode` (see `resizableImage(withCapInsets:resizingMode:)`).
    public internal(set) var capInsets: EdgeInsets = .zero
    public internal(set) var resizingMode: ResizingMode = .tile

    public init(size: CGSize) {
        self.size = size
    }
}

/// A view showing an image: UIKit's `UIImageView`. Its intrinsic size is the image's size, and
/// none when there is no image.
open class ImageView: View {
    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public var image: Image? {
        didSet { if oldValue != image { invalidateIntrinsicContentSize() } }
    }

    /// UIKit's `preferredSymbolConfiguration`: stored (no SF Symbols here; see
    /// `Image.SymbolConfiguration`).
    public var preferredSymbolConfiguration: Image.SymbolConfiguration?

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    open override func applyInterfaceBuilderDefaults() {
        super.applyInterfaceBuilderDefaults()
        setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(LayoutPriority(251), for: .vertical)
    }

    open override var typeNameForDescriptions: String { "UIImageView" }
}
