import AutoLayout
import Foundation
import Interchange
import TextMeasurement

/// One row of a batch job, read against its template: the id to echo, the content that only
/// moves numbers (texts, fonts, line limits, image sizes, named constraints' constants) and the
/// overrides that change the layout's constraint structure (hidden views, one line or several,
/// priorities...), which pick the row's variant.
public struct BatchRow: Sendable {
    /// Echoed in the results as given (`null` when the row has none).
    public let id: JSONValue
    /// Content by view, ascending by the view's index in the document.
    public let content: [(viewIndex: Int, value: ContentValue)]
    /// Structural overrides by view id, in document order; rows with equal ones share a variant.
    public var structure: [(viewID: String, properties: JSONObject)] {
        variantKey.structure.map { ($0.viewID, $0.properties) }
    }
    /// The constants the row gives named constraints whose constants are parameters of the
    /// variant (`BatchTemplate.constantIsParameter`), in the order the row gives them (a later
    /// one of the same constraint wins, as in a document's overrides).
    package let constants: [ConstantValue]
    /// The row's line in its file, for messages about it.
    public let lineNumber: Int?
    /// The row's variant: its structural overrides alone (which views' content it sets is not
    /// part of it: every view that takes content is a slot of every variant). Made once, when
    /// the row is read.
    package let variantKey: VariantKey

    public init(id: JSONValue = .null, content: [(viewIndex: Int, value: ContentValue)] = [],
                structure: [(viewID: String, properties: JSONObject)] = [], lineNumber: Int? = nil) {
        self.init(id: id, content: content, constants: [],
                  overrides: structure.map { StructuralOverride(viewID: $0.viewID, properties: $0.properties) }, lineNumber: lineNumber)
    }

    init(id: JSONValue, content: [(viewIndex: Int, value: ContentValue)], constants: [ConstantValue], overrides: [StructuralOverride],
         lineNumber: Int?) {
        self.id = id
        self.lineNumber = lineNumber
        self.constants = constants
        // Rows usually name their views in document order: sort only when they do not.
        let inOrder = zip(content, content.dropFirst()).allSatisfy { $0.viewIndex <= $1.viewIndex }
        self.content = inOrder ? content : content.sorted { $0.viewIndex < $1.viewIndex }
        variantKey = VariantKey(structure: overrides)
    }

    /// Where the row came from (`line 12`; `row` when it has no line), for messages.
    public var place: String { RowReader.place(lineNumber) }
}

/// A row as it is read: the row, or the reason it could not be.
extension Result where Success == BatchRow, Failure == RowError {
    /// The row (an empty one for a row that could not be read, which the engine never solves).
    var readRow: BatchRow {
        if case .success(let row) = self { row } else { BatchRow() }
    }
}

/// What a row sets of one view's content.
public struct ContentValue: Sendable, Hashable {
    public var text: String?
    public var font: FontDescriptor?
    /// A label's line limit. Only whether it is 1 shapes the constraints (a multi-line label is
    /// measured again at its solved width); the limit itself is a parameter of the measurement.
    public var numberOfLines: Int?
    /// An image's size or a custom view's intrinsic size.
    public var size: CGSize?

    public init(text: String? = nil, font: FontDescriptor? = nil, numberOfLines: Int? = nil, size: CGSize? = nil) {
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.size = size
    }
}

/// A row's constant for a named constraint whose constant is a parameter of the variants
/// (`BatchTemplate.constantIsParameter`): what `constraint.constant = c` sets in an app.
package struct ConstantValue: Sendable, Hashable {
    /// The constraint's index among the template's named constraints (`BatchTemplate.constraintIDs`).
    let constraint: Int
    let constant: Double
}

/// Identifies a variant of a template: rows with equal keys have one constraint structure.
/// Only what changes the system's shape is in it (which views are hidden, which constraints are
/// active and at which priority, a label's one line versus several, a size present or absent
/// on an axis); texts, fonts, line limits, image sizes and named constraints' constants are the
/// variant's per-row parameters.
///
/// The hash is worked out once, when the row is read (on all threads), from its overrides'
/// own hashes, because the engine groups a chunk's rows by key on one thread; equality still
/// compares the whole key.
package struct VariantKey: Hashable, Sendable {
    let structure: [StructuralOverride]
    private let digest: Int

    init(structure: [StructuralOverride]) {
        self.structure = structure
        var hasher = Hasher()
        hasher.combine(structure.count)
        for override in structure { hasher.combine(override.digest) }
        digest = hasher.finalize()
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    package static func == (a: Self, b: Self) -> Bool {
        a.digest == b.digest && a.structure == b.structure
    }
}

/// One view's (or named constraint's) structural overrides, as part of a variant's key. Its
/// hash is worked out once, when it is made: the overrides most rows carry (showing or hiding a
/// view: `TemplateView.toggledVisibility`) are made once per template and shared by every row.
struct StructuralOverride: Hashable, Sendable {
    let viewID: String
    let properties: JSONObject
    /// The hash of the view id and the properties: the whole of the override.
    let digest: Int

    init(viewID: String, properties: JSONObject) {
        self.viewID = viewID
        self.properties = properties
        var hasher = Hasher()
        hasher.combine(viewID)
        hasher.combine(properties)
        digest = hasher.finalize()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    static func == (a: Self, b: Self) -> Bool {
        a.digest == b.digest && a.viewID == b.viewID && a.properties == b.properties
    }
}
