import AutoLayout
import Foundation
import Interchange
import LayoutDocuments
import TextMeasurement

/// A cell template for batch jobs: a layout document whose rows (docs/layout-document.md, Rows) change its
/// texts, image sizes, hidden flags and other view keys.
///
/// Reading a row checks it against the template's views; building a row's layout applies its
/// overrides to the document, which is also how a variant is compiled and how rows the batch
/// kernels cannot take are laid out by the model itself.
public final class BatchTemplate: Sendable {
    let views: [TemplateView]
    /// Document index of each view by id.
    let viewIndex: [String: Int]
    /// Document indices of the views whose content rows may set: the slots of every variant.
    let contentViews: Set<Int>
    let reader: RowReader
    /// The ids of the document's named constraints, in document order (`ConstantValue.constraint`
    /// indexes them).
    let constraintIDs: [String]
    /// By named constraint: whether its `constant` is a parameter of the variants rather than
    /// structure. It is when the id's entry makes one constraint (a row's constant replaces the
    /// constant of one: a Visual Format line that makes several is refused, where the document
    /// says so) and the id is its first entry's (the one a row's override changes). A required
    /// equality's too: a row whose constant breaks it (one redundant with others, held by a
    /// basic dummy row) falls outside every region (`Region.isFeasible`) and the dual simplex
    /// refuses it (`Solver.setConstants`), so the row is laid out with its constants in its
    /// structure (`keyWithConstantsInStructure`), where the conflict is logged as the model logs it.
    let constantIsParameter: [Bool]
    private let document: LayoutDocument
    /// The device rows are laid out for (`BatchOptions.device`); nil: the current traits'.
    let device: Device?

    public convenience init(document: LayoutDocument) throws(DocumentError) {
        try self.init(document: document, device: nil)
    }

    private init(document: LayoutDocument, device: Device?) throws(DocumentError) {
        let probe = try document.makeLayout()
        let views = document.viewIDs.map { id in
            TemplateView(id: id, kind: document.kind(ofView: id) ?? .view, view: probe.items[id] as? View)
        }
        self.views = views
        viewIndex = Dictionary(views.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        contentViews = Set(views.indices.filter { views[$0].takesContent })
        let constraintIDs = document.constraintIDs
        let constantIsParameter = constraintIDs.enumerated().map { k, id in
            constraintIDs.firstIndex(of: id) == k && probe.constraints(named: id).count == 1
        }
        self.constraintIDs = constraintIDs
        self.constantIsParameter = constantIsParameter
        reader = RowReader(views: views, constraintIDs: constraintIDs, constantIsParameter: constantIsParameter)
        self.document = document
        self.device = device
    }

    /// The template as a job sizes it at `width` on `device` (`LayoutDocument.sized`): a table
    /// cell with the margins the table gives it there, views laid out for that device. Itself
    /// when neither changes anything.
    public func sized(width: Double, device: Device?) throws(DocumentError) -> BatchTemplate {
        guard device != self.device || rootMargins(width: width, device: device) != nil else { return self }
        return try BatchTemplate(document: document.sized(width: CGFloat(width), device: device), device: device)
    }

    /// A table cell's margins at `width` on `device` (nil for other templates): widths whose
    /// margins differ are laid out by variants of their own.
    func rootMargins(width: Double, device: Device?) -> EdgeInsets? {
        document.sizedRootMargins(width: CGFloat(width), device: device)
    }

    public convenience init(contentsOf url: URL) throws(DocumentError) {
        try self.init(document: try LayoutDocument(contentsOf: url))
    }

    /// Reads one line of a rows file; `lineNumber` names it in errors.
    public func readRow(line: UnsafeRawBufferPointer, lineNumber: Int) -> Result<BatchRow, RowError> {
        reader.read(line: line, lineNumber: lineNumber)
    }

    /// The row of one line appended to a batch (the job's parse stage), read as `readRow` reads it.
    func readRow(line: UnsafeRawBufferPointer, lineNumber: Int, into batch: inout RowBatch) {
        reader.read(line: line, lineNumber: lineNumber, into: &batch)
    }

    public func readRow(_ text: String, lineNumber: Int) -> Result<BatchRow, RowError> {
        var text = text
        return text.withUTF8 { reader.read(line: UnsafeRawBufferPointer($0), lineNumber: lineNumber) }
    }

    /// A row's failed measurement as a message that names the place and the fix: an unknown
    /// family is named at the view of the row (else of the template) that uses it.
    func message(for error: TextMeasurementError, of row: BatchRow) -> String {
        guard case .unknownFontFamily(let family) = error else { return "\(row.place): \(error)" }
        let rowView = row.content.first { $0.value.font?.family.lowercased() == family.lowercased() }.map { views[$0.viewIndex].id }
        let place = rowView.map { RowReader.place(row.lineNumber, $0, "font") } ?? row.place
        return "\(place): \(error): the template's fonts and --font FAMILY=FILE[,FILE...] are the families there are "
            + "(register this one with --font \"\(family)=FILE\")"
    }

    /// The ids of the views that get frames (guides excluded), in document order.
    public var framedViewIDs: [String] {
        views.filter { $0.kind != .guide }.map(\.id)
    }

    /// The row's layout, built by the model: the document with the row's overrides applied,
    /// measuring text with `measurer` at `scale`.
    public func makeLayout(for row: BatchRow, measurer: any TextMeasuring, scale: Double) throws(DocumentError) -> DocumentLayout {
        try makeLayout(applying: overrides(of: row), path: row.place, measurer: measurer, scale: scale)
    }

    /// A variant's layout: the document with only the variant's structural overrides applied.
    /// Its content (texts, fonts, image sizes) is the template's own, so what a variant is
    /// compiled from depends on its key alone and never on the row that happened to come first.
    func makeLayout(for variant: VariantKey, measurer: any TextMeasuring, scale: Double) throws(DocumentError) -> DocumentLayout {
        try makeLayout(applying: Self.merged(Self.documentKeys(of: variant.structure)), path: "row", measurer: measurer, scale: scale)
    }

    private func makeLayout(applying overrides: [(viewID: String, properties: JSONObject)], path: String,
                            measurer: any TextMeasuring, scale: Double) throws(DocumentError) -> DocumentLayout {
        let document = try document.applying(overrides: overrides, path: path)
        let layout = try document.makeLayout()
        // A table cell sized for no device is sized for the one its document was made for.
        if let device = device ?? document.tableCell?.device { layout.root.device = device }
        layout.root.textMeasurer = measurer
        layout.root.contentScaleFactor = CGFloat(scale)
        return layout
    }

    /// The row's overrides as document keys: structure as given, then content as `text`,
    /// `font`, `lines` and `image` / `intrinsicSize`, replacing the structure's stand-in values
    /// (`RowReader.someSize`, `RowReader.lineClass`), and named constraints' `constant`.
    func overrides(of row: BatchRow) -> [(viewID: String, properties: JSONObject)] {
        var overrides = Self.documentKeys(of: row.variantKey.structure)
        for (viewIndex, value) in row.content {
            let view = views[viewIndex]
            var members = JSONObject()
            if let text = value.text { members["text"] = .string(text) }
            if let font = value.font { members["font"] = ViewKeyReader.fontValue(font) }
            if let lines = value.numberOfLines { members["lines"] = .number(Double(lines)) }
            if let size = value.size, let key = view.sizeKey {
                members[key] = .array([.number(Double(size.width)), .number(Double(size.height))])
            }
            overrides.append((view.id, members))
        }
        overrides += constantOverrides(of: row)
        return Self.merged(overrides)
    }

    /// The key of the variant that holds `row`'s constants in its structure, as one without
    /// constant parameters compiles it: for rows whose constants make their own variant's
    /// required constraints conflict (`BlockSolver.Outcome.conflicts`).
    func keyWithConstantsInStructure(of row: BatchRow) -> VariantKey {
        VariantKey(structure: row.variantKey.structure + constantOverrides(of: row).map {
            StructuralOverride(viewID: $0.viewID, properties: $0.properties)
        })
    }

    /// The row's constants of named constraints, as document keys in the row's order.
    private func constantOverrides(of row: BatchRow) -> [(viewID: String, properties: JSONObject)] {
        row.constants.map { (constraintIDs[$0.constraint], JSONObject([("constant", .number($0.constant))])) }
    }

    /// The named constraints of `indices` (into `constraintIDs`) as `layout` made them, each
    /// with its index, for a variant whose constants they are parameters of.
    func parameterConstraints(_ indices: [Int], in layout: DocumentLayout) -> [(index: Int, constraint: LayoutConstraint)] {
        indices.compactMap { k in
            guard constantIsParameter[k], let made = layout.constraints(named: constraintIDs[k]).first else { return nil }
            return (k, made)
        }
    }

    /// Structural overrides as document keys, by view.
    private static func documentKeys(of structure: [StructuralOverride]) -> [(viewID: String, properties: JSONObject)] {
        structure.map { ($0.viewID, $0.properties) }
    }

    /// Overrides by view in the order views are first named, later keys replacing earlier ones.
    private static func merged(_ overrides: [(viewID: String, properties: JSONObject)]) -> [(viewID: String, properties: JSONObject)] {
        var merged: [String: JSONObject] = [:]
        var order: [String] = []
        for (viewID, properties) in overrides {
            if merged[viewID] == nil { order.append(viewID) }
            for (key, value) in properties.members { merged[viewID, default: JSONObject()][key] = value }
        }
        return order.map { ($0, merged[$0] ?? JSONObject()) }
    }
}
