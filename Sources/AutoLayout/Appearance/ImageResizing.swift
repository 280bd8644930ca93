import Foundation

extension Image {
    /// UIKit's `UIImage.ResizingMode` (raw values as UIImage.h's `UIImageResizingMode`): how a
    /// resizable image fills the area inside its caps. Drawing only.
    public enum ResizingMode: Int, Hashable, Sendable {
        case tile = 0, stretch
    }

    /// UIKit's `resizableImage(withCapInsets:)`: the same image with end caps, whose interior is
    /// tiled (Apple documents `.tile` as this method's mode). Its size is the image's: caps only
    /// say how the image is drawn in a view of another size, which is the view's constraints'.
    public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// UIKit's `resizableImage(withCapInsets:resizingMode:)` (chat bubbles, stretched
    /// backgrounds): the same image, same size, with the given caps and mode.
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
        var image = self
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }
}
