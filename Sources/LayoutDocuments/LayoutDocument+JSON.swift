import AutoLayout
import Foundation
import Interchange

extension LayoutDocument {
    /// The document as JSON, for a file or a response (`autolayout convert`): every view entry
    /// with the keys it has, every constraint as a string or, when it has an id or overrides, as
    /// an object. Reading it back gives the same document.
    public var jsonValue: JSONValue {
        var object = JSONObject()
        if let scale { object["scale"] = .number(Double(scale)) }
        if direction == .rightToLeft { object["direction"] = .string("rtl") }
        if let tableCell { object["tableCell"] = tableCell.jsonValue }
        object["views"] = .array(views.map { .object($0.raw) })
        if !metrics.isEmpty {
            object["metrics"] = .object(JSONObject(metrics.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) }))
        }
        object["constraints"] = .array(constraints.map(\.jsonValue))
        return .object(object)
    }

    /// `jsonValue` as text (pretty-printed, keys sorted).
    public var jsonData: Data {
        Data(jsonValue.prettyPrinted(sortingKeys: true).utf8)
    }
}

extension ConstraintSpecification {
    /// The entry as a document writes it: the bare string unless it has more to say.
    var jsonValue: JSONValue {
        guard id != nil || constant != nil || priority != nil || !active else { return .string(text) }
        var object = JSONObject([("constraint", .string(text))])
        if let id { object["id"] = .string(id) }
        if let constant { object["constant"] = .number(constant) }
        if let priority { object["priority"] = .number(Double(priority)) }
        if !active { object["active"] = .bool(false) }
        return .object(object)
    }
}
