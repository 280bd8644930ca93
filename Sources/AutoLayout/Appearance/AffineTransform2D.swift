import Foundation

/// Core Graphics' `CGAffineTransform`, for code that sets `view.transform`. As in UIKit, a
/// transform does not take part in Auto Layout: constraints place the view's bounds and centre,
/// and the transform is applied when drawing.
public struct AffineTransform2D: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (Core Graphics' order: a point is transformed by `self` first).
    public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                          c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                          tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    public func rotated(by angle: CGFloat) -> AffineTransform2D { AffineTransform2D(rotationAngle: angle).concatenating(self) }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> AffineTransform2D { AffineTransform2D(scaleX: sx, y: sy).concatenating(self) }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> AffineTransform2D { AffineTransform2D(translationX: tx, y: ty).concatenating(self) }
}
