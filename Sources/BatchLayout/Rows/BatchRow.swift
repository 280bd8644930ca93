import AutoLayout
import Foundation
import Interchange
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
    /// The row's line in its file, for messages about it.
    public let lineNumber: Int?
    /// The row's variant: its structural overrides, and which views' content it sets (those
    /// views' sizes become the variant's per-row quantities). Made once, when the row is read.
    let variantKey: VariantKey

    public init(id: JSONValue = .null, content: [(viewIndex: Int, value: ContentValue)] = [],
                structure: [(viewID: String, properties: JSONObject)] = [], lineNumber: Int? = nil) {
        self.id = id
        self.lineNumber = lineNumber
        // Rows usually name their views in document order: sort only when they do not.
        let inOrder = zip(content, content.dropFirst()).allSatisfy { $0.viewIndex <= $1.viewIndex }
        self.content = inOrder ? content : content.sorted { $0.viewIndex < $1.viewIndex }
        self.structure = structure
        variantKey = VariantKey(structure: structure.map { StructuralOverride(viewID: $0.viewID, properties: $0.properties) },
                                contentViews: self.content.map(\.viewIndex))
    }

    /// Where the row came from (`line 12`; `row` when it has no line), for messages.
    public var place: String { RowReader.place(lineNumber) }
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
///
/// The hash is worked out once, when the row is read (on all threads), because the engine
/// groups a chunk's rows by key on one thread; equality still compares the whole key.
struct VariantKey: Hashable, Sendable {
    let structure: [StructuralOverride]
    let contentViews: [Int]
    private let digest: Int

    init(structure: [StructuralOverride], contentViews: [Int]) {
        self.structure = structure
        self.contentViews = contentViews
        var hasher = Hasher()
        hasher.combine(structure)
        hasher.combine(contentViews)
        digest = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    static func == (a: Self, b: Self) -> Bool {
        a.digest == b.digest && a.contentViews == b.contentViews && a.structure == b.structure
    }
}

/// One view's structural overrides, as part of a variant's key.
struct StructuralOverride: Hashable, Sendable {
    var viewID: String
    var properties: JSONObject
}
