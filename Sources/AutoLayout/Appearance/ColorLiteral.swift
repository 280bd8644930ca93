import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as Xcode's colour literals do in
/// UIKit (where `UIColor` adopts `_ExpressibleByColorLiteral`). Cells built in code often set
/// text colours this way; without the conformance the compiler cannot type the literal.
extension Color: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
