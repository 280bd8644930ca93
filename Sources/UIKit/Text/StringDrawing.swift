import AutoLayout
import Foundation
import TextMeasurement

/// UIKit's `NSStringDrawingOptions` (NSStringDrawing.h, raw values as there): how
/// `boundingRect(with:options:attributes:context:)` lays a string out.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines no wider than the size's width; without it the string is one
    /// line and the rectangle's origin is the first baseline's.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Stored only: line heights here are the measurer's (the font's leading is in them).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Stored only: sizes are typographic, as without it.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Stored only: the rectangle holds every line (see `boundingRect`).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's `NSStringDrawingContext`: what a measuring call reports back. Text is never scaled
/// down here, so `actualScaleFactor` stays 1; `totalBounds` is the last rectangle measured.
open class NSStringDrawingContext {
    public var minimumScaleFactor: CGFloat = 0
    public internal(set) var actualScaleFactor: CGFloat = 1
    public internal(set) var totalBounds: CGRect = .zero

    public init() {}
}

extension NSString {
    /// UIKit's `boundingRect(with:options:attributes:context:)`: the rectangle the string takes
    /// in the attributes' font (`.font`; without one Apple's default is 12-point Helvetica, which
    /// is not here, so the system font at 12 points), measured by `View.defaultTextMeasurer`,
    /// the measurer labels use.
    ///
    /// As Apple documents, sizes are fractional (callers `ceil` them to size views), and the
    /// string is laid out in lines at most `size.width` wide only with `.usesLineFragmentOrigin`;
    /// without it the string is one line whose baseline is the origin, so the rectangle's `y` is
    /// minus the ascent. The height is every line's, whatever `size.height` (callers pass an
    /// unbounded one to ask for it). A font the machine lacks measures as an empty rectangle.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let font = attributes?[.font] as? FontDescriptor ?? FontDescriptor.systemFont(ofSize: 12)
        let text = String(describing: self)
        let wraps = options.contains(.usesLineFragmentOrigin)
        // An unbounded width (`.greatestFiniteMagnitude`, `CGFloat(MAXFLOAT)`) wraps nothing.
        let maxWidth: Double? = wraps && size.width.isFinite && size.width < CGFloat(Float.greatestFiniteMagnitude)
            ? Double(max(0, size.width)) : nil
        let rect: CGRect
        do {
            // Scale 0: unrounded, as UIKit's sizes are.
            let metrics = try View.defaultTextMeasurer.measure(text, font: font, maxWidth: maxWidth,
                                                               numberOfLines: wraps ? 0 : 1, scale: 0)
            rect = CGRect(x: 0, y: wraps ? 0 : -metrics.firstBaseline, width: metrics.width, height: metrics.height)
        } catch {
            rect = .zero
        }
        context?.totalBounds = rect
        return rect
    }

    /// UIKit's `size(withAttributes:)`: the size the string takes drawn in the attributes' font,
    /// unwrapped: one line per line of the string (Apple: "the bounding box size the receiver
    /// occupies when drawn"; fractional, so callers `ceil` it). It is the size of
    /// `boundingRect(with:options:attributes:context:)` at an unbounded width, so both share
    /// one default font and one measurer.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                     options: .usesLineFragmentOrigin, attributes: attributes, context: nil).size
    }
}
