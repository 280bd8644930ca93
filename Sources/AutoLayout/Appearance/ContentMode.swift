/// UIKit's `UIView.ContentMode`: how a view draws its content in its bounds. It does not take
/// part in layout (an image view's intrinsic size is its image's size in every mode).
public enum ContentMode: Int, Hashable, Sendable {
    case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
         topLeft, topRight, bottomLeft, bottomRight
}
