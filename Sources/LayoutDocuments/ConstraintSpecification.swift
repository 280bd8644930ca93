import AutoLayout
import Foundation
import Interchange

/// One entry of a layout document's `constraints` array: a Visual Format or equation string,
/// or an object naming it, `{"id": "titleHeight", "constraint": "title.height == 20"}`, with
/// optional `constant`, `priority` and `active` (default true) that replace the string's.
///
/// A named constraint is what an app keeps an outlet to (`titleHeightConstraint`) and changes
/// per row in `cellForRow`: a row of a batch job sets the same three keys by its id (docs/layout-document.md,
/// Rows), merged here by `applying(overrides:)`, so the batch engine and the model read one rule.
struct ConstraintSpecification: Sendable {
    var text: String
    var path: String
    var id: String?
    var constant: Double?
    var priority: Float?
    var active = true

    static let keys: Set<String> = ["id", "constraint", "constant", "priority", "active"]
    /// The keys a row may set on a named constraint.
    static let overridableKeys: Set<String> = ["constant", "priority", "active"]

    init(_ node: JSONNode) throws(DocumentError) {
        path = node.path
        guard case .object = node.value else {
            text = try node.string()
            return
        }
        let fields = try node.object(allowing: Self.keys)
        guard let textNode = fields["constraint"] else { throw node.error("missing key \"constraint\" (a Visual Format or equation string)") }
        text = try textNode.string()
        if let idNode = fields["id"] {
            let name = try idNode.string()
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw idNode.error("an id is letters, digits and underscores")
            }
            id = name
        }
        try apply(fields)
    }

    /// Reads `constant`, `priority` and `active` from `fields` over the current values.
    mutating func apply(_ fields: [String: JSONNode]) throws(DocumentError) {
        if let node = fields["constant"] {
            let value = try node.number()
            guard value.isFinite else { throw node.error("expected a finite number") }
            constant = value
        }
        if let node = fields["priority"] {
            let value = try node.number()
            guard value > 0, value <= 1000 else { throw node.error("a priority is greater than 0 and at most 1000") }
            priority = Float(value)
        }
        if let node = fields["active"] { active = try node.bool() }
    }

    /// The entry's constraints with its `constant` and `priority` applied. A constant replaces
    /// the constant of a single constraint only: a Visual Format line that makes several has no
    /// one constant to replace.
    func configure(_ made: [LayoutConstraint]) throws(DocumentError) {
        if constant != nil, made.count != 1 {
            throw DocumentError(path: path, message: "\"\(text)\" makes \(made.count) constraints: a constant replaces the constant of one")
        }
        for constraint in made {
            if let id { constraint.identifier = id }
            if let constant { constraint.constant = CGFloat(constant) }
            if let priority { constraint.priority = LayoutPriority(priority) }
        }
    }
}
