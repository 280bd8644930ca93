import AutoLayout
import Foundation
import Interchange
import LayoutDocuments
import TextMeasurement

/// Reads rows (docs/layout-document.md, Rows) against a template: per view id a string (a label's, button's
/// or text view's text), `[w, h]` (an image's size, or a custom view's intrinsic size), or an
/// object of the document's own view keys; per constraint id (a named constraint: an IB outlet
/// name or id) an object of `constant`, `priority` and `active`.
///
/// A `null` value, at any depth, is absent: the view (or constraint) keeps the template's value,
/// in the command line, the service and the Spark job alike.
///
/// Content keys (`text`, `font`, `image`, `intrinsicSize`) stay per-row numbers for the batch
/// kernels; every other key is structural and is checked when the row's variant is built, by
/// the document's own reader, so a bad value gets the same message a document would.
struct RowReader: Sendable {
    let views: [TemplateView]
    private let indexByID: [String: Int]
    /// Named constraints, ordered after the views (for the order of a row's overrides).
    private let constraintOrder: [String: Int]
    /// By named constraint (its index in the template's ids): whether its `constant` is a
    /// parameter of the variants (`BatchTemplate.constantIsParameter`) rather than structure.
    private let constantIsParameter: [Bool]
    /// Views, then named constraints, by their names' bytes (for `scan`).
    let names: NameIndex
    /// Whether `scan` may read rows: every name is one view's or one constraint's.
    let namesAreUnique: Bool

    init(views: [TemplateView], constraintIDs: [String] = [], constantIsParameter: [Bool] = []) {
        self.views = views
        self.constantIsParameter = constantIsParameter
        indexByID = Dictionary(views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        constraintOrder = Dictionary(constraintIDs.enumerated().map { ($1, views.count + $0) }, uniquingKeysWith: { first, _ in first })
        names = NameIndex(views.map(\.id) + constraintIDs)
        namesAreUnique = Set(names.names).count == names.names.count
    }

    /// A row from one JSON Lines line; `lineNumber` names it in errors (`line 12.body`). The
    /// places in messages are spelt out only when there is a message: a row that reads well
    /// makes no strings for them.
    func read(line: UnsafeRawBufferPointer, lineNumber: Int?) -> Result<BatchRow, RowError> {
        if let row = scan(line, lineNumber: lineNumber) { return .success(row) }
        return readThroughTree(line: line, lineNumber: lineNumber)
    }

    /// The row of one line appended to `batch`, read as `read(line:lineNumber:)` reads it.
    func read(line: UnsafeRawBufferPointer, lineNumber: Int?, into batch: inout RowBatch) {
        if scan(line, lineNumber: lineNumber, into: &batch) { return }
        batch.append(readThroughTree(line: line, lineNumber: lineNumber))
    }

    /// The row read from the line's whole JSON tree: what `scan` must agree with, and the
    /// reader of every line `scan` gives up on (its messages name the place).
    func readThroughTree(line: UnsafeRawBufferPointer, lineNumber: Int?) -> Result<BatchRow, RowError> {
        let value: JSONValue
        do { value = try JSONParser.parse(line) } catch {
            return .failure(RowError(id: .null, message: "\(Self.place(lineNumber)): not valid JSON: \(error)", lineIsNotAnObject: true))
        }
        return read(value, lineNumber: lineNumber)
    }

    func read(_ value: JSONValue, lineNumber: Int?) -> Result<BatchRow, RowError> {
        guard case .object(let object) = value else {
            return .failure(RowError(id: .null, message: "\(Self.place(lineNumber)): expected a JSON object", lineIsNotAnObject: true))
        }
        let id = object["id"] ?? .null
        var row = RowParts()
        row.content.reserveCapacity(object.count)
        do throws(DocumentError) {
            // `null` is absent, at any depth: the view keeps the template's value (as the Spark
            // job, which writes nulls for missing columns, has always meant it).
            for (key, member) in object.members where key != "id" && member != .null {
                try add(member, forView: key, to: &row, line: lineNumber)
            }
        } catch {
            return .failure(RowError(id: id, message: error.description, lineIsNotAnObject: false))
        }
        return .success(row.finished(id: id, lineNumber: lineNumber, views: views))
    }

    /// `line 12`, then the keys below it: `line 12.body.font`.
    static func place(_ lineNumber: Int?, _ keys: String...) -> String {
        ([lineNumber.map { "line \($0)" } ?? "row"] + keys).joined(separator: ".")
    }

    /// Where a view's or named constraint's overrides go in a row's structure: views in
    /// document order, then constraints in theirs.
    func order(_ id: String) -> Int { indexByID[id] ?? constraintOrder[id] ?? 0 }

    private func add(_ member: JSONValue, forView id: String, to row: inout RowParts, line: Int?) throws(DocumentError) {
        if constraintOrder[id] != nil {
            try addConstraint(member, id: id, to: &row, line: line)
            return
        }
        guard let index = indexByID[id] else {
            let known = views.map(\.id) + constraintOrder.keys.sorted()
            throw DocumentError(path: Self.place(line, id), message: "unknown view\(constraintOrder.isEmpty ? "" : " or constraint") \"\(id)\""
                                + NameSuggestion.hint(for: id, among: known))
        }
        try add(member, toView: index, to: &row, line: line)
    }

    /// A row's value for the view at `index` (never `null`, which is absent).
    func add(_ member: JSONValue, toView index: Int, to row: inout RowParts, line: Int?) throws(DocumentError) {
        let view = views[index]
        let id = view.id
        switch member {
        case .string(let text):
            guard view.takesText else {
                throw DocumentError(path: Self.place(line, id),
                                    message: "a string sets the text of a label, button or text view; \"\(id)\" is a \(view.kind.documentName)")
            }
            try Self.checkLength(of: text, at: Self.place(line, id))
            row.content.append((index, ContentValue(text: text)))
        case .array:
            guard let key = view.sizeKey else {
                throw DocumentError(path: Self.place(line, id),
                                    message: "[w, h] sets the size of an image or a view with an intrinsic size; \"\(id)\" is a \(view.kind.documentName)")
            }
            try addProperties(JSONObject([(key, member)]), of: view, index: index, to: &row, line: line)
        case .object(let properties):
            try addProperties(properties, of: view, index: index, to: &row, line: line)
        default:
            throw DocumentError(path: Self.place(line, id), message: "expected a string, [w, h] or an object of view keys")
        }
    }

    /// The keys a row may set on `view`: its kind's own, then those of every view.
    static func keys(of view: TemplateView) -> [String] {
        view.kind.ownKeys.sorted() + LayoutDocument.commonViewKeys.subtracting(["id", "parent", "kind"]).sorted()
    }

    /// The longest text a row may give a view, in UTF-8 bytes: far beyond any cell's text (a
    /// long article is 50 KB), and short enough that one row's measurement stays well under a
    /// second.
    static let maximumTextBytes = 256 << 10

    private static func checkLength(of text: String, at place: @autoclosure () -> String) throws(DocumentError) {
        let bytes = text.utf8.count
        guard bytes <= maximumTextBytes else {
            throw DocumentError(path: place(), message: "the text is \(bytes) bytes long, over the limit of \(maximumTextBytes) bytes for one text")
        }
    }

    /// A named constraint's `constant`, `priority` and `active`. The constant of a constraint
    /// whose constant is a parameter (`BatchTemplate.constantIsParameter`) is the row's content:
    /// rows that differ only there share one variant. The rest is structure, checked when the
    /// variant is built (`LayoutDocument.applying(overrides:)`), so rows with one value share
    /// one variant.
    func addConstraint(_ member: JSONValue, id: String, to row: inout RowParts, line: Int?) throws(DocumentError) {
        guard case .object(let properties) = member else {
            throw DocumentError(path: Self.place(line, id), message: "a constraint takes an object of \"constant\", \"priority\" and \"active\"")
        }
        for (key, value) in properties.members where value != .null {
            switch (key, value) {
            case ("constant", .number(let number)) where number.isFinite: continue
            case ("priority", .number(let number)) where number > 0 && number <= 1000: continue
            case ("active", .bool): continue
            case ("constant", _): throw DocumentError(path: Self.place(line, id, key), message: "expected a finite number")
            case ("priority", _): throw DocumentError(path: Self.place(line, id, key), message: "a priority is greater than 0 and at most 1000")
            case ("active", _): throw DocumentError(path: Self.place(line, id, key), message: "expected true or false")
            default: throw DocumentError(path: Self.place(line, id, key), message: "unknown key (a constraint takes constant, priority and active)")
            }
        }
        var given = properties.members.filter { $0.value != .null }
        if let named = constraintOrder[id].map({ $0 - views.count }), named < constantIsParameter.count, constantIsParameter[named],
           case .number(let constant)? = given.last(where: { $0.key == "constant" })?.value {
            row.constants.append(ConstantValue(constraint: named, constant: constant))
            given.removeAll { $0.key == "constant" }
        }
        if !given.isEmpty { row.addOverride(StructuralOverride(viewID: id, properties: JSONObject(given)), order: order(id)) }
    }

    private func addProperties(_ properties: JSONObject, of view: TemplateView, index: Int, to row: inout RowParts,
                               line: Int?) throws(DocumentError) {
        var parts = ViewParts()
        for (key, value) in properties.members where value != .null {
            try add(property: key, value, of: view, to: &parts, line: line)
        }
        row.add(parts, of: view, index: index)
    }

    /// One key of a view's object in a row (never `null`, which is absent).
    func add(property key: String, _ value: JSONValue, of view: TemplateView, to parts: inout ViewParts,
             line: Int?) throws(DocumentError) {
        switch key {
        case "text" where view.takesText:
            guard case .string(let text) = value else {
                throw DocumentError(path: Self.place(line, view.id, key), message: "expected a string")
            }
            try Self.checkLength(of: text, at: Self.place(line, view.id, key))
            parts.content.text = text
        case "font" where view.takesText:
            parts.content.font = try ViewKeyReader.font(value, path: Self.place(line, view.id, key))
        case view.sizeKey:
            let size = try ViewKeyReader.size(value, path: Self.place(line, view.id, key))
            // A size that is absent on an axis changes which constraints exist: that is
            // structure. A size on both axes is content; if the template's view had none,
            // the row's structure says only "a size" (one variant for all such rows).
            if size.width >= 0, size.height >= 0 {
                parts.content.size = size
                if !view.hasFixedSize { parts.appendStructural(key, Self.someSize) }
            } else {
                parts.appendStructural(key, value)
            }
        case "lines" where view.kind == .label:
            let lines = try ViewKeyReader.lines(value, path: Self.place(line, view.id, key))
            parts.content.numberOfLines = lines
            // One line or several is structure (several are measured again at the solved
            // width); which limit is content.
            if (lines == 1) != view.isSingleLine { parts.appendStructural(key, Self.lineClass(lines)) }
        case "hidden" where value == .bool(view.isHidden):
            // The template's own value: no change of structure, so no variant of its own
            // (on a generated chat template, 195 variants of 10,000 rows became 48).
            return
        case "hidden" where value == .bool(!view.isHidden):
            parts.togglesVisibility(value)
        case "hidden":
            // A key of every view, checked with the others when the variant is built.
            parts.appendStructural(key, value)
        case "id", "parent", "kind":
            throw DocumentError(path: Self.place(line, view.id, key), message: "a row cannot change a view's \(key)")
        case _ where LayoutDocument.viewKeys.contains(key) && !LayoutDocument.commonViewKeys.contains(key):
            guard view.kind.ownKeys.contains(key) else {
                throw DocumentError(path: Self.place(line, view.id, key), message: "not a key of a \(view.kind.documentName)")
            }
            parts.appendStructural(key, value)
        default:
            guard LayoutDocument.viewKeys.contains(key) else {
                let own = view.kind.ownKeys.sorted()
                let described = own.isEmpty ? "" : "a \(view.kind.documentName)'s own keys are \(own.joined(separator: ", ")); "
                throw DocumentError(path: Self.place(line, view.id, key),
                                    message: "unknown key" + NameSuggestion.hint(for: key, among: Self.keys(of: view))
                                        + " (\(described)every view takes hidden, hugging and compression too)")
            }
            parts.appendStructural(key, value)
        }
    }
}

extension RowReader {
    /// What a variant is built with for rows that give a view a size it did not have: any size
    /// on both axes installs the same constraints, and each row's own size is its content.
    static let someSize = JSONValue.array([.number(0), .number(0)])

    /// What a variant is built with for a line limit that changes a label between one line
    /// and several; each row's own limit is its content.
    static func lineClass(_ lines: Int) -> JSONValue { .number(lines == 1 ? 1 : 0) }
}

/// A row's overrides while it is read.
struct RowParts {
    var content: [(viewIndex: Int, value: ContentValue)] = []
    /// The constants the row gives named constraints whose constants are parameters, in the
    /// order it gives them.
    var constants: [ConstantValue] = []
    /// Each override but the visibility toggles of views 0..<64, with where it goes among the
    /// row's (`RowReader.order`): its view's index, or its constraint's place after the views,
    /// known when it is read.
    private(set) var structure: [(order: Int, override: StructuralOverride)] = []
    /// One bit per view (by index, below 64) whose visibility the row toggles. Each view's
    /// toggle is one override shared by every row (`TemplateView.toggledVisibility`), so the
    /// bits stand for those overrides until the row's whole structure is needed.
    private var toggles: UInt64 = 0

    /// The toggled views' bits while toggles are the row's whole structure, else nil. Two rows
    /// with the same bits have the same overrides, so a batch finds the row's variant from the
    /// bits without building its key.
    var toggledViews: UInt64? { structure.isEmpty ? toggles : nil }

    /// A view's object read: its content, and its structural keys as one override (the one
    /// every row that shows or hides the view the same way shares, made once with the template).
    mutating func add(_ parts: ViewParts, of view: TemplateView, index: Int) {
        if parts.hasContent { content.append((index, parts.content)) }
        addStructure(parts, of: view, index: index)
    }

    /// `add` for the row scanner: the content goes straight to the batch's row being read.
    mutating func add(_ parts: ViewParts, of view: TemplateView, index: Int, pendingIn batch: inout RowBatch) {
        if parts.hasContent { batch.appendPendingContent(parts.content, forView: index) }
        addStructure(parts, of: view, index: index)
    }

    private mutating func addStructure(_ parts: ViewParts, of view: TemplateView, index: Int) {
        if parts.onlyTogglesVisibility {
            if index < 64 { toggles |= 1 << UInt64(index) } else { structure.append((index, view.toggledVisibility)) }
        } else if !parts.structural.isEmpty {
            addOverride(StructuralOverride(viewID: view.id, properties: JSONObject(parts.structural)), order: index)
        }
    }

    /// An override other than a view's visibility toggle (a named constraint's, a view's keys).
    mutating func addOverride(_ override: StructuralOverride, order: Int) {
        structure.append((order, override))
    }

    /// The row, its overrides in the order of their views and constraints in the template.
    func finished(id: JSONValue, lineNumber: Int?, views: [TemplateView]) -> BatchRow {
        BatchRow(id: id, content: content, constants: constants, overrides: sortedStructure(views), lineNumber: lineNumber)
    }

    /// The row appended to `batch` (after any texts the scanner gave it), as `finished` makes it.
    func finish(id: JSONValue, lineNumber: Int?, views: [TemplateView], into batch: inout RowBatch) {
        let variant = batch.variant(toggling: toggledViews) { VariantKey(structure: sortedStructure(views)) }
        batch.appendRow(id: id, lineNumber: lineNumber, content: content, constants: constants, variant: variant)
    }

    /// Every override, the toggles' among them, in the order of their views and constraints.
    private func sortedStructure(_ views: [TemplateView]) -> [StructuralOverride] {
        var all = structure
        var bits = toggles
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            all.append((index, views[index].toggledVisibility))
            bits &= bits - 1
        }
        guard all.count > 1 else { return all.map(\.override) }
        return all.sorted { $0.order < $1.order }.map(\.override)
    }
}

/// What a row sets of one view, while its object is read.
struct ViewParts {
    /// What the row sets of the view's content; every key a row gives is a value, never nil.
    var content = ContentValue() {
        didSet { hasContent = true }
    }
    /// Whether the row set any of `content` (cheaper than comparing it with an empty value).
    private(set) var hasContent = false
    /// The structural keys in the order the row gives them; a row that only shows a hidden
    /// view or hides a shown one (most rows that change structure) builds no list.
    private(set) var structural: [(key: String, value: JSONValue)] = []
    /// `hidden`'s value while it is the only structural key, set to the opposite of the
    /// template's view (then `structural` is still empty).
    private var toggledHidden: JSONValue?

    var onlyTogglesVisibility: Bool { toggledHidden != nil }

    /// `hidden` set to `value`, the opposite of the template's view.
    mutating func togglesVisibility(_ value: JSONValue) {
        if structural.isEmpty { toggledHidden = value } else { structural.append(("hidden", value)) }
    }

    mutating func appendStructural(_ key: String, _ value: JSONValue) {
        if let hidden = toggledHidden {
            structural.append(("hidden", hidden))
            toggledHidden = nil
        }
        structural.append((key, value))
    }
}

/// Why a row has no result: the message names the line and the place in it.
public struct RowError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The row's id when it could be read.
    public var id: JSONValue
    public var message: String
    /// The line was not a JSON object at all, so the result carries its line number.
    public var lineIsNotAnObject: Bool

    public var description: String { message }
}
