import Foundation

extension Color {
    /// UIKit's `init(displayP3Red:green:blue:alpha:)`: a Display P3 colour, kept as UIKit reports
    /// it, in extended sRGB (components outside 0...1 for colours sRGB cannot show). Both spaces
    /// share the sRGB transfer curve and D65 white; the linear P3-to-sRGB matrix is derived from
    /// their primaries (P3: 0.680/0.320, 0.265/0.690, 0.150/0.060; sRGB: BT.709's).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let r = Self.linear(red), g = Self.linear(green), b = Self.linear(blue)
        self.init(red: Self.encoded(1.2249401 * r - 0.2249404 * g),
                  green: Self.encoded(-0.0420569 * r + 1.0420571 * g),
                  blue: Self.encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
                  alpha: alpha)
    }

    /// The sRGB transfer curve, extended to negative values by symmetry as extended sRGB is.
    private static func linear(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    private static func encoded(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -result : result
    }
}
