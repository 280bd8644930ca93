import AutoLayout
import Foundation
import Interchange
import TextMeasurement

/// A layout written down: the JSON layout document of docs/layout-document.md (views with their kinds,
/// texts, fonts, images, priorities, margins and frames; metrics; constraints as Visual Format
/// or equation strings; `scale` and `direction`; `tableCell`). Reading checks every key and
/// value and names the JSON path of the first problem; `makeLayout()` builds the views and
/// constraints.
///
/// It is the one value every front end makes (the JSON reader, the Interface Builder importer,
/// a live view tree's `describing`) and every engine reads (the model, the batch engine, the
/// height service): front ends hand it over typed, and JSON text is only what a file or a
/// request holds (`jsonValue` writes it).
public struct LayoutDocument: Sendable {
    public var scale: CGFloat?
    public var direction: UserInterfaceLayoutDirection
    var views: [ViewSpecification]
    public var metrics: [String: Double]
    /// The constraint strings with their JSON paths, ids and overrides.
    var constraints: [ConstraintSpecification]
    /// Set when the root is a table cell's content view: its margins are then the table's on the
    /// device the cell is sized for, decided at sizing time (`TableCellRoot`), never stored.
    public var tableCell: TableCellRoot?

    static let keys: Set<String> = ["scale", "direction", "views", "metrics", "constraints", "tableCell"]

    /// Every font the document's views name, with the id of the first view naming it: what a
    /// job checks against its registered families before it starts.
    public var fonts: [(viewID: String, font: FontDescriptor)] {
        var seen: Set<FontDescriptor> = []
        return views.compactMap { view in
            guard let font = view.font, seen.insert(font).inserted else { return nil }
            return (view.id, font)
        }
    }

    /// Reads a document; `source` names it in errors (a file name).
    public init(data: Data, source: String = "document") throws(DocumentError) {
        try self.init(JSONNode.parse(data, source: source))
    }

    /// Reads a document already parsed (or built in memory, as `describing` does): the same
    /// checks as from text, without writing and parsing text.
    public init(json: JSONValue) throws(DocumentError) {
        try self.init(JSONNode(value: json, path: ""))
    }

    private init(_ root: JSONNode) throws(DocumentError) {
        let fields = try root.object(allowing: Self.keys)
        scale = try fields["scale"].map { node throws(DocumentError) in
            let value = try node.number()
            guard value >= 0 else { throw node.error("expected a scale >= 0 (0: no rounding)") }
            return CGFloat(value)
        }
        let directionName = try fields["direction"].map { node throws(DocumentError) in try node.string() } ?? "ltr"
        switch directionName {
        case "ltr": direction = .leftToRight
        case "rtl": direction = .rightToLeft
        default: throw DocumentError(path: "direction", message: "expected \"ltr\" or \"rtl\"")
        }
        guard let viewsNode = fields["views"] else { throw DocumentError(path: "views", message: "missing: a document needs views") }
        let viewNodes = try viewsNode.array()
        guard viewNodes.count <= Self.maximumViews else {
            throw DocumentError(path: "views", message: "\(viewNodes.count) views, over the limit of \(Self.maximumViews) views a document may have")
        }
        views = []
        for node in viewNodes { views.append(try ViewSpecification(node)) }
        metrics = [:]
        if let metricsNode = fields["metrics"] {
            for (name, node) in try metricsNode.members().sorted(by: { $0.key < $1.key }) {
                metrics[name] = try node.number()
            }
        }
        constraints = []
        for node in try fields["constraints"]?.array() ?? [] { constraints.append(try ConstraintSpecification(node)) }
        tableCell = try fields["tableCell"].map(TableCellRoot.init)
        try checkTree()
        try checkConstraintIDs()
    }

    /// The most views (and guides) a document may have: a cell has tens, a whole screen a few
    /// hundred; a document with more is refused before any is built, since the model's cost
    /// grows faster than linearly with it (10,000 views in one chain take minutes).
    public static let maximumViews = 5_000

    public init(contentsOf url: URL) throws(DocumentError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw DocumentError(path: url.path, message: UnreadableFile.reason(url, error))
        }
        try self.init(data: data, source: url.lastPathComponent)
    }

    /// The ids of the named constraints, in document order.
    public var constraintIDs: [String] { constraints.compactMap(\.id) }

    /// A constraint's id names it alone: no other constraint or view has it (rows name both).
    private func checkConstraintIDs() throws(DocumentError) {
        var seen = Set(views.map(\.id))
        for constraint in constraints {
            guard let id = constraint.id else { continue }
            guard seen.insert(id).inserted else {
                throw DocumentError(path: "\(constraint.path).id", message: "duplicate id \"\(id)\" (views and constraints share one namespace)")
            }
        }
    }

    /// Unique ids, known parents that come before their children, one root (the first view
    /// without a parent), guides that are leaves.
    private func checkTree() throws(DocumentError) {
        var seen: [String: ViewKind] = [:]
        for (index, view) in views.enumerated() {
            guard seen[view.id] == nil else { throw DocumentError(path: "\(view.path).id", message: "duplicate id \"\(view.id)\"") }
            if let parent = view.parent {
                guard let parentKind = seen[parent] else {
                    throw DocumentError(path: "\(view.path).parent", message: "unknown view \"\(parent)\" (a parent comes before its children)")
                }
                guard parentKind != .guide else {
                    throw DocumentError(path: "\(view.path).parent", message: "\"\(parent)\" is a layout guide: it cannot have children")
                }
            } else if index > 0 {
                throw DocumentError(path: "\(view.path).parent", message: "missing: only the first view (the root) has no parent")
            }
            if view.kind == .guide, view.parent == nil {
                throw DocumentError(path: "\(view.path).kind", message: "a guide needs a parent")
            }
            seen[view.id] = view.kind
        }
        guard !views.isEmpty else { throw DocumentError(path: "views", message: "a document needs at least one view") }
    }
}
