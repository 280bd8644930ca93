import Foundation
import TextMeasurement

/// Reads `<fontDescription>`: system fonts with a size and weight, Dynamic Type styles at their
/// default ("Large") point sizes, and named fonts.
///
/// Apple's San Francisco and named fonts (Avenir Next, Courier New, ...) are not on Linux:
/// every font is measured with the `"system"` family at the requested size, keeping a bold
/// weight when the name or style asks for one. Metric differences follow from that; the sizes
/// and weights are Interface Builder's.
public enum InterfaceBuilderFont {
    /// Dynamic Type styles and their point sizes at the default content size category.
    public static let textStyleSizes: [String: (size: Double, weight: FontWeight)] = [
        "UICTFontTextStyleTitle0": (34, .regular),  // the large title
        "UICTFontTextStyleTitle1": (28, .regular),
        "UICTFontTextStyleTitle2": (22, .regular),
        "UICTFontTextStyleTitle3": (20, .regular),
        "UICTFontTextStyleHeadline": (17, .semibold),
        "UICTFontTextStyleBody": (17, .regular),
        "UICTFontTextStyleCallout": (16, .regular),
        "UICTFontTextStyleSubhead": (15, .regular),
        "UICTFontTextStyleFootnote": (13, .regular),
        "UICTFontTextStyleCaption1": (12, .regular),
        "UICTFontTextStyleCaption2": (11, .regular),
    ]

    /// The font a `<fontDescription>` element describes; `defaultSize` when it gives none or
    /// `pointSize="0.0"` (what Xcode writes for the standard cell styles' labels, whose size
    /// the style sets: `330.storyboard`'s subtitle cells).
    public static func font(_ element: InterfaceBuilderElement, defaultSize: Double) -> FontDescriptor {
        if let style = element["style"], let known = textStyleSizes[style] {
            return FontDescriptor(size: known.size, weight: known.weight)
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
