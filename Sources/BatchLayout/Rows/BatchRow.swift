import AutoLayout
import Foundation
import TextMeasurement

/// One row of a batch job, read against its template: the id to echo, the content that only
/// moves numbers (texts, fonts, image sizes) and the overrides that change the layout's
/// structure (hidden views, line limits, priorities...), which pick the row's variant.
public struct BatchRow: Sendable {
    /// Echoed in the results as given (`null` when the row has none).
    public let id: JSONValue
    /// Content by view, ascending by the view's index in the document.
    public let content: [(viewIndex: Int, value: ContentValue)]
    /// Structural overrides by view id, in document order; rows with equal ones share a variant.
    public let structure: [(viewID: String, properties: JSONObject)]
    /// Where the row came from (`line 12`), for messages about it.
    public let place: String
    /// The row's variant: its structural overrides, and which views' content it sets (those
    /// views' sizes become the variant's per-row quantities). Made once, when the row is read.
    let variantKey: VariantKey

    public init(id: JSONValue = .null, content: [(viewIndex: Int, value: ContentValue)] = [],
                structure: [(viewID: String, properties: JSONObject)] = [], place: String = "row") {
        self.id = id
        self.place = place
        self.content = content.sorted { $0.viewIndex < $1.viewIndex }
        self.structure = structure
        variantKey = VariantKey(structure: structure.map { "\($0.viewID)=\(JSONValue.object($0.properties).serialized())" },
                                contentViews: self.content.map(\.viewIndex))
    }
}

/// What a row sets of one view's content.
public struct ContentValue: Sendable, Hashable {
    public var text: String?
    public var font: FontDescriptor?
    /// An image's size or a custom view's intrinsic size.
    public var size: CGSize?

    public init(text: String? = nil, font: FontDescriptor? = nil, size: CGSize? = nil) {
        self.text = text
        self.font = font
        self.size = size
    }
}

/// Identifies a variant of a template: rows with equal keys have one constraint structure.
struct VariantKey: Hashable, Sendable {
    var structure: [String]
    var contentViews: [Int]
}
