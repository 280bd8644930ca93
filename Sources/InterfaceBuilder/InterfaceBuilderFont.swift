import AutoLayout
import Foundation
import TextMeasurement

/// Reads `<fontDescription>`: system fonts with a size and weight, Dynamic Type styles (sized
/// by the measurer's content size category), and named fonts.
///
/// Apple's San Francisco and named fonts (Avenir Next, Courier New, ...) are not on Linux:
/// every font is measured with the `"system"` family at the requested size, keeping a bold
/// weight when the name or style asks for one. Metric differences follow from that; the sizes
/// and weights are Interface Builder's.
public enum InterfaceBuilderFont {
    /// The font a `<fontDescription>` element describes; `defaultSize` when it gives none or
    /// `pointSize="0.0"` (what Xcode writes for the standard cell styles' labels, whose size
    /// the style sets: `330.storyboard`'s subtitle cells).
    public static func font(_ element: InterfaceBuilderElement, defaultSize: Double) -> FontDescriptor {
        if let style = element["style"].flatMap(FontDescriptor.TextStyle.init(interfaceBuilderName:)) {
            return FontDescriptor(textStyle: style)
        }
        let size = element["pointSize"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? defaultSize
        if element["type"] == "boldSystem" { return .boldSystemFont(ofSize: size) }
        if let weight = element["weight"].flatMap(FontWeight.init(rawValue:)) {
            return FontDescriptor(size: size, weight: weight)
        }
        if let name = element["name"] { return FontDescriptor(size: size, weight: weight(ofFontNamed: name)) }
        return .systemFont(ofSize: size)
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
