import Foundation

/// A colour: UIKit's `UIColor`, kept so that cell code which sets colours compiles and runs. No
/// colour changes a size; components are stored as given (dynamic system colours as their light
/// appearance).
public final class Color: Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let sector = (hue - hue.rounded(.down)) * 6
        let chroma = brightness * saturation
        let secondary = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch Int(sector) {
        case 0: (chroma, secondary, 0)
        case 1: (secondary, chroma, 0)
        case 2: (0, chroma, secondary)
        case 3: (0, secondary, chroma)
        case 4: (secondary, 0, chroma)
        default: (chroma, 0, secondary)
        }
        let offset = brightness - chroma
        self.init(red: r + offset, green: g + offset, blue: b + offset, alpha: alpha)
    }

    /// UIKit's `init(dynamicProvider:)`: the colour for the current traits.
    public convenience init(dynamicProvider: (TraitCollection) -> Color) {
        let resolved = dynamicProvider(TraitCollection.current)
        self.init(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
    }

    /// UIKit's `init(named:)`: asset catalogues are not available, so there is no such colour.
    public convenience init?(named name: String) { return nil }

    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }

    /// Core Graphics' colour of the same components (`layer.borderColor = color.cgColor`).
    public var cgColor: CGColorValue { CGColorValue(red: red, green: green, blue: blue, alpha: alpha) }

    public static let black = Color(white: 0, alpha: 1)
    public static let darkGray = Color(white: 1 / 3, alpha: 1)
    public static let lightGray = Color(white: 2 / 3, alpha: 1)
    public static let white = Color(white: 1, alpha: 1)
    public static let gray = Color(white: 0.5, alpha: 1)
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = Color(white: 0, alpha: 0)

    // The system colours in their light appearance (Apple's Human Interface Guidelines, "Color").
    public static let systemRed = Color(rgb: 0xFF3B30)
    public static let systemOrange = Color(rgb: 0xFF9500)
    public static let systemYellow = Color(rgb: 0xFFCC00)
    public static let systemGreen = Color(rgb: 0x34C759)
    public static let systemMint = Color(rgb: 0x00C7BE)
    public static let systemTeal = Color(rgb: 0x30B0C7)
    public static let systemCyan = Color(rgb: 0x32ADE6)
    public static let systemBlue = Color(rgb: 0x007AFF)
    public static let systemIndigo = Color(rgb: 0x5856D6)
    public static let systemPurple = Color(rgb: 0xAF52DE)
    public static let systemPink = Color(rgb: 0xFF2D55)
    public static let systemBrown = Color(rgb: 0xA2845E)
    public static let systemGray = Color(rgb: 0x8E8E93)
    public static let systemGray2 = Color(rgb: 0xAEAEB2)
    public static let systemGray3 = Color(rgb: 0xC7C7CC)
    public static let systemGray4 = Color(rgb: 0xD1D1D6)
    public static let systemGray5 = Color(rgb: 0xE5E5EA)
    public static let systemGray6 = Color(rgb: 0xF2F2F7)
    public static let label = Color(white: 0, alpha: 1)
    public static let secondaryLabel = Color(rgb: 0x3C3C43, alpha: 0.6)
    public static let tertiaryLabel = Color(rgb: 0x3C3C43, alpha: 0.3)
    public static let quaternaryLabel = Color(rgb: 0x3C3C43, alpha: 0.18)
    public static let link = Color(rgb: 0x007AFF)
    public static let placeholderText = Color(rgb: 0x3C3C43, alpha: 0.3)
    public static let separator = Color(rgb: 0x3C3C43, alpha: 0.29)
    public static let opaqueSeparator = Color(rgb: 0xC6C6C8)
    public static let systemBackground = Color(white: 1, alpha: 1)
    public static let secondarySystemBackground = Color(rgb: 0xF2F2F7)
    public static let tertiarySystemBackground = Color(white: 1, alpha: 1)
    public static let systemGroupedBackground = Color(rgb: 0xF2F2F7)
    public static let secondarySystemGroupedBackground = Color(white: 1, alpha: 1)
    public static let tertiarySystemGroupedBackground = Color(rgb: 0xF2F2F7)
    public static let systemFill = Color(rgb: 0x787880, alpha: 0.2)
    public static let secondarySystemFill = Color(rgb: 0x787880, alpha: 0.16)
    public static let tertiarySystemFill = Color(rgb: 0x767680, alpha: 0.12)
    public static let quaternarySystemFill = Color(rgb: 0x747480, alpha: 0.08)
    public static let tintColor = Color(rgb: 0x007AFF)

    private convenience init(rgb: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                  blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }
}

/// Core Graphics' `CGColor`, as a value: what `Color.cgColor` gives and layers store.
public struct CGColorValue: Hashable, Sendable {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

    /// Core Graphics' `CGColor(red:green:blue:alpha:)` (iOS 13), in the sRGB space as there.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
