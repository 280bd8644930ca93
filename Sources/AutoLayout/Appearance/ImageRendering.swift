import Foundation

extension Image {
    /// UIKit's `UIImage.RenderingMode`: whether an image is drawn as is or as a template in the
    /// tint colour. Drawing only; the size stays the image's.
    public enum RenderingMode: Int, Hashable, Sendable {
        case automatic = 0, alwaysOriginal, alwaysTemplate
    }

    /// UIKit's `withRenderingMode(_:)`: the same image, drawn in the given mode (same size).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// UIKit's `withTintColor(_:)`: the same image tinted; a colour does not change its size, so
    /// the image is returned as it is.
    public func withTintColor(_ color: Color) -> Image { self }

    /// UIKit's `withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        withRenderingMode(renderingMode)
    }
}
