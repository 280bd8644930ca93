import AutoLayout
import Foundation
import Interchange
import TextMeasurement

extension LayoutDocument {
    /// The layout document of a live view tree: every view below `root` with the keys that
    /// describe it (kind, content, priorities, margins, frame, stack settings) and every
    /// constraint the tree holds, written as equation strings. Loading the result and laying it
    /// out gives the tree's own layout, which is how a cell built in code (anchors, the DSL, an
    /// Interface Builder import) becomes a batch template.
    ///
    /// A `TableViewCell` is described by its content view (the part a self-sizing row measures),
    /// and constraints naming the cell name its content view. A cell whose code set no margins
    /// (on the cell or its content view) leaves them to the table it is sized in (`tableCell`,
    /// for the cell's device, else the default, and beside its accessory if it shows one): they
    /// are decided at sizing time, never written at the width the cell happens to have now.
    /// Views are named by their `name` when it is a valid, unused id (letters, digits,
    /// underscores), else `view1`, `view2`, ...
    /// Constraints a stack view makes for its arrangement are left to the document's stack.
    /// Views whose content a document cannot state (an image-only button, a scrolling text
    /// view) keep their intrinsic size (`kind: view`, `intrinsicSize`).
    public static func describing(_ root: View) throws(DocumentError) -> LayoutDocument {
        let cell = root as? TableViewCell
        let leavesMarginsToTable = cell.map { !$0.layoutMarginsWereSet && !$0.contentView.layoutMarginsWereSet } ?? false
        let tableCell = cell.map { TableCellRoot(device: $0.device ?? .default, besideAccessory: $0.showsAccessory) }
        return try describing(root, tableCell: leavesMarginsToTable ? tableCell : nil)
    }

    /// `describing(_:)`, with `tableCell` deciding whether the root's margins are the table's
    /// (`TableCellRoot`, not written) or its own (written): the Interface Builder importer
    /// knows this from the document, not from the built tree.
    public static func describing(_ root: View, tableCell: TableCellRoot?, scale: CGFloat? = nil) throws(DocumentError) -> LayoutDocument {
        var describer = ViewTreeDescriber(root: (root as? TableViewCell)?.contentView ?? root, cell: root as? TableViewCell,
                                          writesRootMargins: tableCell == nil)
        var object = try describer.describe()
        if let scale { object["scale"] = .number(Double(scale)) }
        if let tableCell { object["tableCell"] = tableCell.jsonValue }
        // Typed straight from the value: the same checks as a file gets, without text between.
        return try LayoutDocument(json: .object(object))
    }

    /// `name` as a view id that equation strings can name: every character other than a letter,
    /// a digit or `_` written `_`, and a `v` in front of a name that does not start with a letter
    /// or `_` (Interface Builder ids such as `9hI-bV-Wjk` or `14`).
    public static func identifier(_ name: String) -> String {
        let cleaned = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        guard let first = cleaned.first, first.isLetter || first == "_" else { return "v" + cleaned }
        return cleaned
    }

    /// The JSON (pretty-printed, keys sorted) of `describing(_:)`.
    public static func jsonData(describing root: View) throws(DocumentError) -> Data {
        try describing(root).jsonData
    }
}

/// Walks a view tree once, naming its views and writing their document entries and the
/// constraints they hold (`LayoutDocument.describing`).
private struct ViewTreeDescriber {
    let root: View
    let cell: TableViewCell?
    /// Whether the root's entry states its margins (not when the table decides them).
    let writesRootMargins: Bool
    private var names: [ObjectIdentifier: String] = [:]
    private var used: Set<String> = []
    private var order: [View] = []

    init(root: View, cell: TableViewCell?, writesRootMargins: Bool) {
        self.root = root
        self.cell = cell
        self.writesRootMargins = writesRootMargins
    }

    mutating func describe() throws(DocumentError) -> JSONObject {
        collect(root)
        var views: [JSONValue] = []
        for view in order { views.append(.object(entry(for: view))) }
        var constraints: [JSONValue] = []
        for view in ([cell].compactMap { $0 } + order) {
            let owned = Set(((view as? StackView)?.arrangementConstraints ?? []).map(ObjectIdentifier.init))
            for constraint in view.constraints where !owned.contains(ObjectIdentifier(constraint)) {
                let text = JSONValue.string(try equation(constraint))
                // A constraint whose identifier is a valid, unused id keeps it as its name, so that
                // rows can set its constant, priority and activity.
                if let id = constraint.identifier, !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                   used.insert(id).inserted {
                    constraints.append(.object(JSONObject([("id", .string(id)), ("constraint", text)])))
                } else {
                    constraints.append(text)
                }
            }
        }
        return JSONObject([("views", .array(views)), ("constraints", .array(constraints))])
    }

    /// Names views in document order: a parent before its children, a stack's arranged
    /// subviews in arrangement order.
    private mutating func collect(_ view: View) {
        name(view)
        order.append(view)
        let arranged = (view as? StackView)?.arrangedSubviews ?? []
        let rest = view.subviews.filter { subview in !arranged.contains { $0 === subview } }
        for subview in arranged + rest { collect(subview) }
    }

    private mutating func name(_ view: View) {
        var name = view.layoutDebugName.map(LayoutDocument.identifier) ?? ""
        if name.isEmpty || used.contains(name) {
            var counter = order.count + 1
            let base = name.isEmpty ? "view" : name + "_"
            while used.contains("\(base)\(counter)") { counter += 1 }
            name = "\(base)\(counter)"
        }
        used.insert(name)
        names[ObjectIdentifier(view)] = name
    }


    private func entry(for view: View) -> JSONObject {
        var entry = JSONObject([("id", .string(names[ObjectIdentifier(view)] ?? ""))])
        if let parent = view.superview, view !== root { entry["parent"] = .string(names[ObjectIdentifier(parent)] ?? "") }
        for (key, value) in content(of: view).members { entry[key] = value }
        if view.isHidden { entry["hidden"] = .bool(true) }
        entry["hugging"] = Self.pair(view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical))
        entry["compression"] = Self.pair(view.contentCompressionResistancePriority(for: .horizontal),
                                         view.contentCompressionResistancePriority(for: .vertical))
        if view !== root || writesRootMargins { entry["layoutMargins"] = DocumentValue.insets(view.layoutMargins) }
        let frame = view === root ? CGRect(origin: .zero, size: view.frame.size) : view.frame
        entry["frame"] = DocumentValue.numbers([frame.minX, frame.minY, frame.width, frame.height])
        if view !== root {
            entry["translatesAutoresizingMaskIntoConstraints"] = .bool(view.translatesAutoresizingMaskIntoConstraints)
            if view.translatesAutoresizingMaskIntoConstraints {
                entry["autoresizingMask"] = .array(AutoresizingMask.names.filter { view.autoresizingMask.contains($0.1) }.map { .string($0.0) })
            }
        }
        return entry
    }

    private static func pair(_ horizontal: LayoutPriority, _ vertical: LayoutPriority) -> JSONValue {
        .object(JSONObject([("h", .number(Double(horizontal.rawValue))), ("v", .number(Double(vertical.rawValue)))]))
    }

    private static func numbers(_ values: [CGFloat]) -> JSONValue {
        .array(values.map { .number(Double($0)) })
    }

    /// The kind and content keys of `view` (`ViewKind`). A button whose content a document
    /// cannot state (an image, no title) keeps its intrinsic size as a plain view.
    private func content(of view: View) -> JSONObject {
        var kind = ViewKind(of: view)
        if let view = view as? any UnstatedContent, view.hasUnstatedContent {
            kind = .view
        }
        var keys = JSONObject([("kind", .string(kind.documentName))])
        for member in kind.traits.describe(view).members { keys[member.key] = member.value }
        return keys
    }

    // MARK: - Constraints

    /// `constraint` as an equation string over the document's names.
    private func equation(_ constraint: LayoutConstraint) throws(DocumentError) -> String {
        var text = "\(try side(constraint.firstItem, constraint.firstAttribute, constraint)) \(constraint.relation)"
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            text += " "
            if constraint.multiplier != 1 { text += "\(Self.number(constraint.multiplier)) * " }
            text += try side(second, constraint.secondAttribute, constraint)
            let constant = Self.number(abs(constraint.constant))
            if constant != "0" { text += constraint.constant < 0 ? " - \(constant)" : " + \(constant)" }
        } else {
            text += " \(Self.number(constraint.constant))"
        }
        if constraint.priority != .required { text += " @\(Self.number(CGFloat(constraint.priority.rawValue)))" }
        return text
    }

    private func side(_ item: AnyObject?, _ attribute: LayoutAttribute, _ constraint: LayoutConstraint) throws(DocumentError) -> String {
        "\(try itemName(item, constraint)).\(attribute)"
    }

    private func itemName(_ item: AnyObject?, _ constraint: LayoutConstraint) throws(DocumentError) -> String {
        if let view = item as? View {
            let named = view === cell ? root : view
            if let name = names[ObjectIdentifier(named)] { return name }
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
            let view = owner === cell ? root : owner
            if let name = names[ObjectIdentifier(view)] {
                if guide === owner.safeAreaLayoutGuide { return "\(name).safeAreaLayoutGuide" }
                if guide === owner.layoutMarginsGuide { return "\(name).layoutMarginsGuide" }
            }
        }
        throw DocumentError(path: "constraints", message: "\(constraint.equationDescription): names an item a layout document cannot name "
                            + "(outside the tree, or a scroll view's content or frame guide)")
    }

    /// A number in plain decimal notation (equation strings have no exponents), to 1e-9:
    /// Interface Builder stores float noise such as `-7.105427357601002e-15` for 0.
    static func number(_ value: CGFloat) -> String {
        NumberText.format(Double(value), fractionDigits: 9)
    }
}
