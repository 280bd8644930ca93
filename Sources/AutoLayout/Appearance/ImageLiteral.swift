import Foundation

/// `UIImage()` and `#imageLiteral(resourceName:)`, as UIKit has them. UIKit's `UIImage()` is an
/// empty image, zero by zero; an image literal names an asset, and asset catalogues are not
/// available here (see `init?(named:)`), so it is an empty image too: code that draws one compiles
/// and an image view showing it takes no room unless constrained, as with an image not yet loaded.
extension Image: _ExpressibleByImageLiteral {
    /// UIKit's `init()`: an image with no content.
    public init() {
        self.init(size: .zero)
    }

    public init(imageLiteralResourceName path: String) {
        self.init()
    }
}
