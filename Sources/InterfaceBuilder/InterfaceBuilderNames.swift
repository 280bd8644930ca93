import AutoLayout
import LayoutDocuments

/// The names an Interface Builder object's views and constraints go by on every path: the
/// frames `solve` prints, the views `compare` reports, the ids of the layout document a cell
/// becomes (`InterfaceBuilderCellTemplate`, `convert`), and so the keys rows set (`heights`).
///
/// A view or constraint is named by the first of these that it has:
/// 1. an outlet of the object itself (its `connections`): the property's name (`titleLabel`);
/// 2. an outlet of another object pointing into it (a `.xib`'s File's Owner);
/// 3. its `userLabel`;
/// 4. its Interface Builder id, written as an identifier (`LayoutDocument.identifier`): `-` as
///    `_`, and a `v` before an id that starts with a digit (`aB1_cD_eF2`, `v9hI_bV_Wjk`).
/// Names are unique within the object: views first, in document order, then constraints; one
/// whose name an earlier one took goes by form 4, and a constraint whose form 4 is taken too
/// keeps its Interface Builder id (a row cannot name it).
public struct InterfaceBuilderNames: Sendable {
    /// Names by Interface Builder id: the object's views, then the document's constraints that
    /// got one.
    public let byID: [String: String]

    public init(_ source: InterfaceBuilderDocument, layout: InterfaceBuilderLayout, root: InterfaceBuilderRoot) {
        let preferred = Self.preferredNames(source, root: root)
        var byID: [String: String] = [:]
        var taken: Set<String> = []
        for record in layout.records where record.rootID == root.id && layout.items[record.id] is View {
            var name = preferred[record.id] ?? LayoutDocument.identifier(record.id)
            if taken.contains(name) { name = LayoutDocument.identifier(record.id) }
            taken.insert(name)
            byID[record.id] = name
        }
        for constraint in layout.documentConstraints {
            guard let id = constraint.identifier, !id.isEmpty else { continue }
            var name = preferred[id] ?? LayoutDocument.identifier(id)
            if taken.contains(name) { name = LayoutDocument.identifier(id) }
            guard taken.insert(name).inserted else { continue }
            byID[id] = name
        }
        self.byID = byID
    }

    /// The name of the view or constraint `id` (form 4 when this object did not name it).
    public func name(_ id: String) -> String {
        byID[id] ?? LayoutDocument.identifier(id)
    }

    /// Preferred names by Interface Builder id: outlets of the object itself first, then
    /// outlets of other objects, then user labels.
    private static func preferredNames(_ source: InterfaceBuilderDocument, root: InterfaceBuilderRoot) -> [String: String] {
        var names: [String: String] = [:]
        let own = root.element.child("connections")?.children ?? []
        let others = source.tree.descendants().filter { $0.tag == "outlet" }
        for outlet in own + others where outlet.tag == "outlet" {
            guard let property = outlet["property"], let destination = outlet["destination"], names[destination] == nil else { continue }
            names[destination] = LayoutDocument.identifier(property)
        }
        for element in root.element.descendants() {
            guard let id = element["id"], names[id] == nil, let label = element["userLabel"] else { continue }
            names[id] = LayoutDocument.identifier(label)
        }
        return names
    }
}
