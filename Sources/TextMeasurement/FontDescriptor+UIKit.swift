/// The rest of `UIFont`'s surface that cell code calls, so that it compiles unchanged:
/// weights, named fonts, sizes.
extension FontDescriptor {
    /// UIKit's `UIFont.Weight`.
    public typealias Weight = FontWeight

    /// UIKit's `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: Double, weight: Weight) -> FontDescriptor {
        FontDescriptor(size: size, weight: weight)
    }

    /// UIKit's `UIFont.italicSystemFont(ofSize:)`: italics are as wide as the upright face here.
    public static func italicSystemFont(ofSize size: Double) -> FontDescriptor {
        FontDescriptor(size: size)
    }

    /// UIKit's `monospacedDigitSystemFont(ofSize:weight:)`: the system font; digits of the
    /// stand-in are already of one width.
    public static func monospacedDigitSystemFont(ofSize size: Double, weight: Weight) -> FontDescriptor {
        FontDescriptor(size: size, weight: weight)
    }

    /// UIKit's `monospacedSystemFont(ofSize:weight:)`: the registered `"monospace"` family.
    public static func monospacedSystemFont(ofSize size: Double, weight: Weight) -> FontDescriptor {
        FontDescriptor(family: "monospace", size: size, weight: weight)
    }

    /// UIKit's `preferredFont(forTextStyle:compatibleWith:)`: the traits' category is applied
    /// by the measurer of the tree that shows the font, so the traits are not needed here.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: Any?) -> FontDescriptor {
        FontDescriptor(textStyle: style)
    }

    /// UIKit's `UIFont(name:size:)` by PostScript or family name: `"HelveticaNeue-Bold"` is
    /// the family `"Helvetica Neue"` in bold. Unlike UIKit it does not return nil for a font
    /// the machine lacks: measuring it reports the missing family where the text is laid out.
    public init?(name: String, size: Double) {
        guard !name.isEmpty else { return nil }
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let family = Self.spacedFamilyName(parts[0])
        let weight = parts.count > 1 ? Self.weight(styleName: parts[1]) : .regular
        self.init(family: family, size: size, weight: weight)
    }

    /// UIKit's `pointSize`.
    public var pointSize: Double { size }

    /// UIKit's `withSize(_:)`.
    public func withSize(_ fontSize: Double) -> FontDescriptor {
        var font = self
        font.size = fontSize
        return font
    }

    /// UIKit's `familyName` (`"system"` for the system font).
    public var familyName: String { family }

    /// UIKit's `fontName`: the family and weight as one name.
    public var fontName: String { weight == .regular ? family : "\(family)-\(weight.rawValue)" }

    /// UIKit's class sizes.
    public static var labelFontSize: Double { 17 }
    public static var buttonFontSize: Double { 18 }
    public static var smallSystemFontSize: Double { 12 }
    public static var systemFontSize: Double { 14 }

    /// `"HelveticaNeue"` → `"Helvetica Neue"`: PostScript names drop the spaces of the family.
    static func spacedFamilyName(_ name: String) -> String {
        guard !name.contains(" ") else { return name }
        var result = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase { result.append(" ") }
            result.append(character)
            previous = character
        }
        return result
    }

    /// The weight a PostScript style suffix names (`Bold`, `SemiBold`, `Medium`, ...); italics
    /// keep the weight of their upright style.
    static func weight(styleName: String) -> Weight {
        let style = styleName.lowercased()
        let names: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium), ("extrabold", .heavy),
            ("heavy", .heavy), ("black", .black), ("bold", .bold),
        ]
        return names.first { style.hasPrefix($0.0) }?.1 ?? .regular
    }
}
