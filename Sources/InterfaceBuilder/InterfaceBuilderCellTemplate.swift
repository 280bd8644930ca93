import AutoLayout
import Foundation
import LayoutDocuments

/// One object of an Interface Builder document (a `.xib` cell, a storyboard's prototype cell)
/// turned into a layout document, so that the batch engine can lay it out for rows of content.
///
/// The object is built as the app builds it at run time (placeholder constraints dropped) with
/// the importer's rules for the document's device, then described by `LayoutDocument.describing`
/// (a table cell by its content view). Views and constraints take the names every path gives
/// them (`InterfaceBuilderNames`: outlets, user labels, else the Interface Builder id as an
/// identifier), and rows set a constraint's `constant`, `priority` and `active` by that name.
///
/// A table cell whose content view stores no margins leaves them to the table
/// (`TableCellRoot`, for the document's device): they are decided when the cell is sized, at the
/// width and on the device it is sized for, not frozen at the width the document was saved at.
public struct InterfaceBuilderCellTemplate {
    /// The chosen object's Interface Builder id.
    public let objectID: String
    /// The layout document, made from the built tree directly (no JSON text in between).
    public let document: LayoutDocument
    /// The layout document's JSON, for a file (`autolayout convert`).
    public var json: Data { document.jsonData }
    /// Document ids by Interface Builder id, for the views of the object.
    public let names: [String: String]

    /// Converts `object` (an IB id, a reuse identifier or a user label) of `source`, or its only
    /// cell (its only object) when `object` is nil.
    public init(_ source: InterfaceBuilderDocument, object: String? = nil) throws(InterfaceBuilderError) {
        let root = try Self.choose(object, in: source)
        objectID = root.id
        let layout = try source.makeLayout(keepingPlaceholderConstraints: false)
        guard let view = layout.rootViews[safe: source.roots.firstIndex { $0.id == root.id }] else {
            throw InterfaceBuilderError(file: source.name, line: root.element.line, message: "object \(root.id) was not built")
        }
        // Views and constraints take the names every path gives them (`InterfaceBuilderNames`),
        // so that rows can set an outlet's constant, priority and activity
        // (`titleHeightConstraint`) or any constraint's by its id.
        let names = InterfaceBuilderNames(source, layout: layout, root: root)
        for record in layout.records where record.rootID == root.id {
            (layout.items[record.id] as? View)?.layoutDebugName = names.name(record.id)
        }
        for constraint in layout.documentConstraints {
            guard let id = constraint.identifier, let name = names.byID[id] else { continue }
            constraint.identifier = name
        }
        self.names = names.byID.filter { layout.items[$0.key] is View }
        do {
            let contentView = root.element.children.first { $0.tag == "tableViewCellContentView" }
            let leavesMarginsToTable = root.kind == .tableViewCell && contentView?.hasStoredLayoutMargins == false
            let tableCell = TableCellRoot(device: source.device, besideAccessory: (view as? TableViewCell)?.showsAccessory ?? false)
            document = try LayoutDocument.describing(view, tableCell: leavesMarginsToTable ? tableCell : nil, scale: source.device.scale)
        } catch {
            throw InterfaceBuilderError(file: source.name, line: root.element.line, message: "cannot convert \(root.id): \(error)")
        }
    }

    /// The object `object` names, or the document's only cell (only object).
    private static func choose(_ object: String?, in source: InterfaceBuilderDocument) throws(InterfaceBuilderError) -> InterfaceBuilderRoot {
        if let object {
            let match = source.roots.first { $0.id == object } ?? source.roots.first {
                $0.element["reuseIdentifier"] == object || $0.element["userLabel"] == object
            }
            guard let match else {
                throw InterfaceBuilderError(file: source.name, line: 0, message: "no object \"\(object)\" (objects: \(describe(source.roots)))")
            }
            return match
        }
        let cells = source.roots.filter { $0.kind == .tableViewCell || $0.kind == .collectionViewCell }
        let candidates = cells.isEmpty ? source.roots : cells
        guard candidates.count == 1, let only = candidates.first else {
            throw InterfaceBuilderError(file: source.name, line: 0,
                                        message: "\(candidates.count) objects: choose one with --object (\(describe(candidates)))")
        }
        return only
    }

    private static func describe(_ roots: [InterfaceBuilderRoot]) -> String {
        roots.map { root in root.element["reuseIdentifier"].map { "\(root.id) \"\($0)\"" } ?? root.id }.joined(separator: ", ")
    }
}

extension Array {
    /// The element at `index`, nil when `index` is nil or out of range.
    subscript(safe index: Int?) -> Element? {
        guard let index, indices.contains(index) else { return nil }
        return self[index]
    }
}
