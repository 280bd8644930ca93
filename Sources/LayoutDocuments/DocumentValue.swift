import AutoLayout
import Foundation
import Interchange

/// How a document writes the values it shares between keys (sizes, insets, number lists), so
/// that every writer (the live-view describer, the kind table) spells them one way.
enum DocumentValue {
    /// `[w, h]`, with -1 for "none" on an axis (`View.noIntrinsicMetric` or any negative).
    static func size(_ size: CGSize) -> JSONValue {
        func axis(_ value: CGFloat) -> CGFloat { value < 0 ? -1 : value }
        return numbers([axis(size.width), axis(size.height)])
    }

    static func numbers(_ values: [CGFloat]) -> JSONValue {
        .array(values.map { .number(Double($0)) })
    }

    static func insets(_ insets: EdgeInsets) -> JSONValue {
        .object(JSONObject([("top", .number(Double(insets.top))), ("left", .number(Double(insets.left))),
                            ("bottom", .number(Double(insets.bottom))), ("right", .number(Double(insets.right)))]))
    }

    /// A label's paragraph style, the settings that are set (not 0) only.
    static func paragraphStyle(_ style: ParagraphStyle) -> JSONValue {
        let settings: [(String, CGFloat)] = [("lineSpacing", style.lineSpacing), ("lineHeightMultiple", style.lineHeightMultiple),
                                             ("minimumLineHeight", style.minimumLineHeight), ("maximumLineHeight", style.maximumLineHeight)]
        return .object(JSONObject(settings.filter { $0.1 != 0 }.map { ($0.0, JSONValue.number(Double($0.1))) }))
    }
}
