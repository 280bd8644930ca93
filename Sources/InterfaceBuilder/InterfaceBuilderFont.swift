import AutoLayout
import Foundation
import TextMeasurement

/// Reads `<fontDescription>`: system fonts with a size and weight, Dynamic Type styles (sized
/// by the measurer's content size category), and named fonts.
///
/// Apple's San Francisco is not on Linux: the system font is the registry's `"system"` stand-in.
/// A named font (`<fontDescription name="HelveticaNeue-Medium" family="Helvetica Neue">`, an
/// attributed text's `<font name=...>`) is measured in its family when the measurer has that
/// family (Apple's families with a metric-compatible open face, `AppleFamilyFaces`, or one
/// registered with `--font`), at the weight its PostScript name gives; a family the measurer
/// lacks (an app's own font) is measured as the system font at that weight, the nearest
/// stand-in there is.
public enum InterfaceBuilderFont {
    /// The families every measurer has (lower-cased, as `FontRegistry.familyNames`): the system
    /// stand-in and `AppleFamilyFaces`.
    public static let builtInFamilies: Set<String> =
        Set((SystemFontRelease.allCases.map(\.familyName) + AppleFamilyFaces.faces.keys).map { $0.lowercased() })

    /// The font a `<fontDescription>` element describes; `defaultSize` when it gives none or
    /// `pointSize="0.0"` (what Xcode writes for the standard cell styles' labels, whose size
    /// the style sets: `330.storyboard`'s subtitle cells). Named fonts of `families` keep their
    /// family.
    public static func font(_ element: InterfaceBuilderElement, defaultSize: Double,
                            families: Set<String> = builtInFamilies) -> FontDescriptor {
        if let style = element["style"].flatMap(FontDescriptor.TextStyle.init(interfaceBuilderName:)) {
            return FontDescriptor(textStyle: style)
        }
        let size = element["pointSize"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? defaultSize
        if element["type"] == "boldSystem" { return .boldSystemFont(ofSize: size) }
        if let weight = element["weight"].flatMap(FontWeight.init(rawValue:)) {
            return FontDescriptor(size: size, weight: weight)
        }
        if let name = element["name"] { return named(name, family: element["family"], size: size, families: families) }
        return .systemFont(ofSize: size)
    }

    /// The font PostScript `name` (of `family`, when the document gives it) at `size`: in its
    /// family when `families` has it, else the system font at the name's weight. A name
    /// starting with a dot (`.AppleSystemUIFont`, `.SFUI-Semibold`) is the system font itself.
    public static func named(_ name: String, family: String?, size: Double,
                             families: Set<String> = builtInFamilies) -> FontDescriptor {
        let weight = weight(ofFontNamed: name)
        let spelled = family ?? FontDescriptor(name: name, size: size)?.familyName
        guard !name.hasPrefix("."), let spelled, families.contains(spelled.lowercased()) else {
            return FontDescriptor(size: size, weight: weight)
        }
        return FontDescriptor(family: spelled, size: size, weight: weight)
    }

    /// A named font's weight from its PostScript name (`AvenirNext-DemiBold`).
    static func weight(ofFontNamed name: String) -> FontWeight {
        let lower = name.lowercased()
        let suffixes: [(String, FontWeight)] = [
            ("black", .black), ("heavy", .heavy), ("extrabold", .heavy), ("semibold", .semibold), ("demibold", .semibold),
            ("bold", .bold), ("medium", .medium), ("light", .light), ("thin", .thin), ("ultralight", .ultraLight),
        ]
        guard let dash = lower.lastIndex(of: "-") else { return .regular }
        let style = lower[lower.index(after: dash)...]
        return suffixes.first { style.hasPrefix($0.0) }?.1 ?? .regular
    }
}
