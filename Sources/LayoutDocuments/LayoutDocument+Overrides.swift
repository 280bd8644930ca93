import AutoLayout
import Foundation
import Interchange
import TextMeasurement

extension LayoutDocument {
    /// The ids of the document's views and guides, in document order.
    public var viewIDs: [String] { views.map(\.id) }

    /// The keys a view entry may have.
    public static var viewKeys: Set<String> { ViewSpecification.keys }

    /// The keys every view takes, whatever its kind (`ViewKind.ownKeys` has the rest).
    public static var commonViewKeys: Set<String> { ViewSpecification.commonKeys }

    /// The kind of the view or guide with this id (`"label"`, `"image"`, ...), nil if unknown.
    public func kind(ofView id: String) -> ViewKind? {
        views.first { $0.id == id }?.kind
    }

    /// The document with some views' keys replaced, as a row of a batch job asks (docs/layout-document.md,
    /// Rows): each override is an object of the document's own view keys (`text`, `image`,
    /// `hidden`, `font`, `lines`, ...), read by the same rules, so a bad value gets the same
    /// message, with `path` (the row) in front of its place. A view's `id`, `parent` and `kind`
    /// cannot be overridden. An id naming a constraint takes `constant`, `priority` and
    /// `active` (what an app sets through an outlet to the constraint).
    public func applying(overrides: [(viewID: String, properties: JSONObject)], path: String) throws(DocumentError) -> LayoutDocument {
        var result = self
        for (viewID, properties) in overrides {
            let place = "\(path).\(viewID)"
            if let index = result.constraints.firstIndex(where: { $0.id == viewID }) {
                let fields = try JSONNode(value: .object(properties), path: place).object(allowing: ConstraintSpecification.overridableKeys)
                try result.constraints[index].apply(fields)
                continue
            }
            guard let index = result.views.firstIndex(where: { $0.id == viewID }) else {
                let named = result.constraints.contains { $0.id != nil }
                throw DocumentError(path: place, message: "unknown view\(named ? " or constraint" : "") \"\(viewID)\"")
            }
            if let fixed = properties.keys.sorted().first(where: { ["id", "parent", "kind"].contains($0) }) {
                throw DocumentError(path: "\(place).\(fixed)", message: "a row cannot change a view's \(fixed)")
            }
            var merged = result.views[index].raw
            for (key, value) in properties.members { merged[key] = value }
            var entry = try ViewSpecification(JSONNode(value: .object(merged), path: place))
            entry.path = result.views[index].path
            result.views[index] = entry
        }
        return result
    }
}

/// Readers of single view keys, for rows whose values bypass the document (the batch engine's
/// per-row content), so that they obey the document's rules and messages.
///
/// A value's place (`line 12.body.font`) is spelt out only when it has an error: a batch job
/// reads millions of values that have none.
package enum ViewKeyReader {
    /// A `font` object.
    package static func font(_ value: JSONValue, path: @autoclosure () -> String) throws(DocumentError) -> FontDescriptor {
        try read(value, at: path, ViewSpecification.font)
    }

    /// Reads `value` as if it stood at the root, then puts an error's path under `place`.
    private static func read<T>(_ value: JSONValue, at place: () -> String,
                                _ reader: (JSONNode) throws(DocumentError) -> T) throws(DocumentError) -> T {
        do throws(DocumentError) {
            return try reader(JSONNode(value: value, path: ""))
        } catch {
            throw error.located(under: place())
        }
    }

    /// The inverse of `font(_:path:)`: the document's `font` value for a descriptor, so that a
    /// font set in code reads back to the same descriptor (every field it has is written).
    package static func fontValue(_ font: FontDescriptor) -> JSONValue {
        if let style = font.textStyle {
            return .object(JSONObject([("textStyle", .string(style.rawValue)), ("weight", .string(font.weight.rawValue))]))
        }
        return .object(JSONObject([("family", .string(font.family)), ("size", .number(font.size)),
                                   ("weight", .string(font.weight.rawValue))]))
    }

    /// A label's `lines`: a whole number >= 0.
    package static func lines(_ value: JSONValue, path: @autoclosure () -> String) throws(DocumentError) -> Int {
        try read(value, at: path, ViewSpecification.count)
    }

    /// An `image` or `intrinsicSize` pair `[w, h]`; -1 is "none" on that axis.
    package static func size(_ value: JSONValue, path: @autoclosure () -> String) throws(DocumentError) -> CGSize {
        try read(value, at: path, ViewSpecification.size)
    }
}
