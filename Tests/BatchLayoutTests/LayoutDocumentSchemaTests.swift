import AutoLayout
import BatchWorkloads
import Foundation
import Interchange
import LayoutDocuments
import Testing
import TextMeasurement

/// `docs/layout-document.schema.json` against the documents and the reader (issue 31, item 4):
/// every bundled layout document (`Datasets/**/*.json` with `views`), the generated benchmark
/// templates and what the live-view describer writes are valid; documents with an unknown key or
/// a value of the wrong type are not (and the reader refuses them too); and the schema and the
/// reader agree on every kind and every view key, and on each set of names (kinds, weights, text
/// styles, stack settings, ...), so neither can change without the other.
@Suite struct LayoutDocumentSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func schema() throws -> SchemaValidator {
        let data = try Data(contentsOf: root.appendingPathComponent("docs/layout-document.schema.json"))
        return try SchemaValidator(schema: try JSONParser.parse(data))
    }

    /// Every `.json` file under `Datasets/` whose top level is an object with `views`.
    static func bundledDocuments() throws -> [(name: String, value: JSONValue)] {
        let datasets = root.appendingPathComponent("Datasets")
        guard let walker = FileManager.default.enumerator(at: datasets, includingPropertiesForKeys: nil) else { return [] }
        var documents: [(name: String, value: JSONValue)] = []
        for case let url as URL in walker where url.pathExtension == "json" {
            let value = try JSONParser.parse(try Data(contentsOf: url))
            guard case .object(let object) = value, object["views"] != nil else { continue }
            documents.append((String(url.path.dropFirst(root.path.count + 1)), value))
        }
        return documents.sorted { $0.name < $1.name }
    }

    /// Whether the reader takes the document: read, then built (kind-specific keys, stack
    /// settings and constraint strings are checked when the views are made).
    static func readerRefusal(_ value: JSONValue) -> String? {
        do {
            _ = try LayoutDocument(data: Data(value.serialized().utf8), source: "probe").makeLayout()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyBundledDocumentIsValid() throws {
        let schema = try Self.schema()
        let bundled = try Self.bundledDocuments()
        #expect(bundled.count >= 6, "the bundled layout documents were not found: \(bundled.map(\.name))")
        let generated = CellWorkload.generate(count: 5, seed: 24).map { ($0.name, $0.document) }
        var described = 0
        for (name, value) in bundled + generated {
            let failures = schema.validate(value)
            #expect(failures.isEmpty, "\(name): \(failures.prefix(5))")
            #expect(Self.readerRefusal(value) == nil, "\(name): \(Self.readerRefusal(value) ?? "")")
            // What the live-view describer writes (`autolayout convert`, `BatchTemplate(view:)`),
            // for the trees it can describe (not those whose constraints name user layout guides).
            let layout = try LayoutDocument(data: Data(value.serialized().utf8), source: name).makeLayout()
            guard let data = try? LayoutDocument.jsonData(describing: layout.root) else { continue }
            described += 1
            let describedFailures = schema.validate(try JSONParser.parse(data))
            #expect(describedFailures.isEmpty, "\(name), described: \(describedFailures.prefix(5))")
        }
        #expect(described >= 5, "too few documents described: \(described)")
    }

    /// A table cell's document, with and without an accessory (`tableCell`'s `besideAccessory`,
    /// written only when true), is valid: the schema knows every key `describing` writes.
    @Test(arguments: [TableViewCell.AccessoryType.none, .disclosureIndicator, .checkmark])
    func aDescribedCellIsValid(accessory: TableViewCell.AccessoryType) throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = accessory
        let label = Label()
        label.text = "Row"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.bottomAnchor),
        ])
        let document = try JSONParser.parse(LayoutDocument.jsonData(describing: cell))
        let failures = try Self.schema().validate(document)
        #expect(failures.isEmpty, "\(accessory): \(failures.prefix(5))")
        #expect(Self.readerRefusal(document) == nil, "\(accessory): \(Self.readerRefusal(document) ?? "")")
    }

    /// Changes to a valid document that the schema and the reader must both refuse.
    static let refused: [(String, [PathStep], JSONValue)] = [
        ("an unknown top-level key", [.key("colour")], .string("red")),
        ("an unknown view key", [.key("views"), .index(1), .key("colour")], .string("red")),
        ("an unknown font key", [.key("views"), .index(2), .key("font"), .key("italic")], .bool(true)),
        ("an unknown hugging axis", [.key("views"), .index(1), .key("hugging"), .key("x")], .number(251)),
        ("an unknown key of a named constraint", [.key("constraints"), .index(0)],
         .object(JSONObject([("constraint", .string("thumbnail.width == 48")), ("note", .string("x"))]))),
        ("scale as a string", [.key("scale")], .string("3")),
        ("lines as a string", [.key("views"), .index(2), .key("lines")], .string("2")),
        ("lines not whole", [.key("views"), .index(2), .key("lines")], .number(1.5)),
        ("hidden as a string", [.key("views"), .index(1), .key("hidden")], .string("yes")),
        ("a frame of three numbers", [.key("views"), .index(0), .key("frame")], .array([.number(0), .number(0), .number(320)])),
        ("a negative image size", [.key("views"), .index(1), .key("image")], .array([.number(-2), .number(5)])),
        ("an unknown kind", [.key("views"), .index(2), .key("kind")], .string("lable")),
        ("a font without a size", [.key("views"), .index(2), .key("font")], .object(JSONObject([("family", .string("system"))]))),
        ("a font with a text style and a size", [.key("views"), .index(2), .key("font")],
         .object(JSONObject([("textStyle", .string("body")), ("size", .number(17))]))),
        ("an unknown weight", [.key("views"), .index(2), .key("font")],
         .object(JSONObject([("size", .number(17)), ("weight", .string("extraBold"))]))),
        ("a priority of 0", [.key("views"), .index(1), .key("hugging")], .object(JSONObject([("h", .number(0))]))),
        ("a metric as a string", [.key("metrics")], .object(JSONObject([("pad", .string("12"))]))),
        ("text on an image", [.key("views"), .index(1), .key("text")], .string("x")),
        ("an intrinsic size on a label", [.key("views"), .index(2), .key("intrinsicSize")], .array([.number(1), .number(1)])),
        ("a stack key on a view", [.key("views"), .index(0), .key("axis")], .string("vertical")),
        ("an unknown direction", [.key("direction")], .string("up")),
        ("an id with a dash", [.key("views"), .index(1), .key("id")], .string("thumb-nail")),
        ("no views", [.key("views")], .array([])),
        ("a constraint as a number", [.key("constraints"), .index(0)], .number(42)),
    ]

    @Test func unknownKeysAndWrongTypesAreRefused() throws {
        let schema = try Self.schema()
        let base = try JSONParser.parse(try Data(contentsOf: Self.root.appendingPathComponent("Datasets/samples/note-cell.json")))
        #expect(schema.validate(base).isEmpty && Self.readerRefusal(base) == nil, "the base document must be valid")
        for (what, path, value) in Self.refused {
            let changed = setting(path, to: value, in: base)
            #expect(changed != base, "\(what): the change did not apply")
            #expect(!schema.validate(changed).isEmpty, "the schema accepts \(what)")
            #expect(Self.readerRefusal(changed) != nil, "the reader accepts \(what)")
        }
    }

    /// Every kind with every view key, one at a time: the schema accepts exactly what the reader
    /// builds. The value tried for a key is the first of its `examples` in the schema.
    @Test func schemaAndReaderAgreeOnEveryKindAndKey() throws {
        let schema = try Self.schema()
        let view = try #require(schema.definition("view"))
        let properties = try #require(view.dictionary("properties"))
        let kinds = try #require(properties["kind"]?.list("enum")).compactMap(\.stringValue)
        let keys = properties.keys.sorted().filter { !["id", "parent", "kind"].contains($0) }
        #expect(Set(properties.keys) == LayoutDocument.viewKeys, "the schema's view keys are not the reader's")
        let kindSpecific = Set(try #require(view.dictionary("dependentSchemas")).keys)
        var disagreements: [String] = []
        var probes = 0
        for kind in kinds {
            for key in [nil] + keys.map(Optional.some) {
                var probe = JSONObject([("id", .string("probe")), ("parent", .string("root")), ("kind", .string(kind))])
                if let key {
                    let example = try #require(properties[key]?.list("examples")?.first, "\(key) has no example")
                    probe[key] = example
                }
                let document = JSONValue.object(JSONObject([
                    ("views", .array([.object(JSONObject([("id", .string("root"))])), .object(probe)])),
                ]))
                let schemaAccepts = schema.validate(document).isEmpty
                let refusal = Self.readerRefusal(document)
                probes += 1
                guard schemaAccepts != (refusal == nil) else { continue }
                // A guide is made as a layout guide, not a view: the reader does not look at its
                // other keys (docs/layout-document.md says so); the schema refuses the ones that
                // belong to another kind.
                if kind == "guide", !schemaAccepts, let key, kindSpecific.contains(key) { continue }
                disagreements.append("\(kind) with \(key ?? "no key"): schema \(schemaAccepts ? "accepts" : "refuses"), "
                                     + "reader \(refusal.map { "refuses (\($0))" } ?? "accepts")")
            }
        }
        #expect(probes == kinds.count * (keys.count + 1) && probes > 300, "\(probes) probes")
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements:\n\(disagreements.joined(separator: "\n"))")
    }

    /// The names a value may take, schema against reader: the reader's own list (from its error
    /// message for an unknown name, or its public tables).
    @Test func schemaAndReaderAgreeOnEveryName() throws {
        let schema = try Self.schema()
        let properties = try #require(schema.definition("view")?.dictionary("properties"))
        let font = try #require(schema.definition("font")?.dictionary("properties"))
        func names(_ schemaValue: JSONValue?) -> Set<String> {
            Set((schemaValue?.list("enum") ?? schemaValue?.member("items")?.list("enum") ?? []).compactMap(\.stringValue))
        }
        func listed(kind: String, key: String) -> Set<String> {
            let probe = JSONObject([("id", .string("probe")), ("parent", .string("root")), ("kind", .string(kind)), (key, .string("bogus"))])
            let document = JSONValue.object(JSONObject([("views", .array([.object(JSONObject([("id", .string("root"))])), .object(probe)]))]))
            return Self.namesListed(in: Self.readerRefusal(document) ?? "")
        }
        let rootKinds = JSONValue.object(JSONObject([("views", .array([.object(JSONObject([("id", .string("r")), ("kind", .string("bogus"))]))]))]))
        #expect(names(properties["kind"]) == Self.namesListed(in: Self.readerRefusal(rootKinds) ?? ""), "kinds")
        #expect(names(properties["axis"]) == listed(kind: "stack", key: "axis"), "axis")
        #expect(names(properties["distribution"]) == listed(kind: "stack", key: "distribution"), "distribution")
        #expect(names(properties["alignment"]) == listed(kind: "stack", key: "alignment"), "alignment")
        #expect(names(properties["style"]) == listed(kind: "activityIndicator", key: "style"), "style")
        #expect(names(properties["borderStyle"]) == listed(kind: "textField", key: "borderStyle"), "borderStyle")
        #expect(names(properties["autoresizingMask"]) == Set(AutoresizingMask.names.map(\.0)), "autoresizingMask")
        #expect(names(font["weight"]) == Set(FontWeight.allCases.map(\.rawValue)), "font weights")
        #expect(names(font["textStyle"]) == Set(FontDescriptor.TextStyle.allCases.map(\.rawValue)), "text styles")
        let direction = try #require(schema.rootSchema.dictionary("properties")?["direction"])
        let badDirection = JSONValue.object(JSONObject([("direction", .string("up")), ("views", .array([.object(JSONObject([("id", .string("r"))]))]))]))
        #expect(names(direction) == Self.namesListed(in: Self.readerRefusal(badDirection) ?? ""), "direction")
    }

    /// The reference page names every kind and every key the schema has.
    @Test func theReferenceNamesEveryKindAndKey() throws {
        let schema = try Self.schema()
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/layout-document.md"), encoding: .utf8)
        let view = try #require(schema.definition("view")?.dictionary("properties"))
        let kinds = (view["kind"]?.list("enum") ?? []).compactMap(\.stringValue)
        var names = kinds + view.keys.sorted()
        for object in [schema.rootSchema, schema.definition("font"), schema.definition("namedConstraint")] {
            names += (object?.dictionary("properties")?.keys.sorted() ?? [])
        }
        let missing = names.filter { !page.contains("`\($0)`") }
        #expect(missing.isEmpty, "docs/layout-document.md does not name \(missing)")
    }

    /// The validator itself: it refuses a schema keyword it does not implement, so the schema
    /// cannot silently use one it would ignore.
    @Test func theValidatorRefusesKeywordsItDoesNotImplement() throws {
        let schema = try JSONParser.parse(#"{"type": "object", "properties": {"a": {"type": "string", "maxLength": 3}}}"#)
        #expect(throws: SchemaValidator.UnsupportedKeyword.self) { try SchemaValidator(schema: schema) }
    }

    /// The names an error message lists: `(one of a, b, c)`, `expected one of a, b`, or
    /// `expected "a" or "b"`.
    static func namesListed(in message: String) -> Set<String> {
        if let start = message.range(of: "(one of ") {
            let rest = message[start.upperBound...]
            let list = rest.prefix { $0 != ")" }
            return Set(list.components(separatedBy: ", "))
        }
        if let start = message.range(of: "expected one of ") {
            return Set(message[start.upperBound...].components(separatedBy: ", "))
        }
        guard let start = message.range(of: "expected ") else { return [] }
        let parts = message[start.upperBound...].components(separatedBy: "\"")
        return Set(stride(from: 1, to: parts.count, by: 2).map { parts[$0] })
    }
}

// MARK: - Changing a document at a path

enum PathStep {
    case key(String)
    case index(Int)
}

/// `value` with the member at `path` set to `new` (added when the last key is missing).
func setting(_ path: [PathStep], to new: JSONValue, in value: JSONValue) -> JSONValue {
    guard let step = path.first else { return new }
    let rest = Array(path.dropFirst())
    switch (step, value) {
    case (.key(let key), .object(var object)):
        object[key] = setting(rest, to: new, in: object[key] ?? .object(JSONObject()))
        return .object(object)
    case (.index(let index), .array(var array)) where array.indices.contains(index):
        array[index] = setting(rest, to: new, in: array[index])
        return .array(array)
    default:
        return value
    }
}

// MARK: - A validator for the subset of JSON Schema the layout document's schema uses

/// JSON Schema (draft 2020-12) for the keywords `docs/layout-document.schema.json` uses, and
/// no more: `type`, `enum`, `const`, `minimum`, `maximum`, `exclusiveMinimum`, `pattern`,
/// `properties`, `additionalProperties`, `required`, `dependentSchemas`, `items`, `minItems`,
/// `maxItems`, `anyOf`, `$ref` to a local `#/...` pointer, and boolean schemas. Annotations
/// (`title`, `description`, `examples`, ...) are ignored. A schema with any other keyword is
/// refused when the validator is made, so the schema cannot rely on a keyword this would skip.
struct SchemaValidator {
    struct UnsupportedKeyword: Error, CustomStringConvertible {
        let keyword: String
        let path: String
        var description: String { "\(path): the test's validator does not implement \"\(keyword)\"" }
    }

    struct Failure: CustomStringConvertible {
        let path: String
        let message: String
        var description: String { path.isEmpty ? message : "\(path): \(message)" }
    }

    static let annotations: Set<String> = ["$schema", "$id", "$comment", "title", "description", "examples", "default"]
    static let keywords: Set<String> = [
        "type", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "pattern", "properties", "additionalProperties",
        "required", "dependentSchemas", "items", "minItems", "maxItems", "anyOf", "$ref", "$defs",
    ]

    let rootSchema: JSONValue

    init(schema: JSONValue) throws {
        rootSchema = schema
        try Self.checkKeywords(schema, path: "#")
    }

    private static func checkKeywords(_ schema: JSONValue, path: String) throws {
        guard case .object(let object) = schema else { return }
        for (keyword, value) in object.members {
            guard annotations.contains(keyword) || keywords.contains(keyword) else { throw UnsupportedKeyword(keyword: keyword, path: path) }
            switch keyword {
            case "properties", "$defs", "dependentSchemas":
                for (name, subschema) in value.objectMembers { try checkKeywords(subschema, path: "\(path)/\(keyword)/\(name)") }
            case "additionalProperties", "items":
                try checkKeywords(value, path: "\(path)/\(keyword)")
            case "anyOf":
                for (index, subschema) in (value.arrayValue ?? []).enumerated() { try checkKeywords(subschema, path: "\(path)/anyOf/\(index)") }
            default:
                continue
            }
        }
    }

    /// A schema of `$defs`.
    func definition(_ name: String) -> JSONValue? { rootSchema.member("$defs")?.member(name) }

    /// Every way `instance` breaks the schema; empty when it is valid.
    func validate(_ instance: JSONValue) -> [Failure] {
        var failures: [Failure] = []
        check(instance, rootSchema, at: "", into: &failures)
        return failures
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#") else { return nil }
        var node = rootSchema
        for part in reference.dropFirst().split(separator: "/") {
            guard let next = node.member(String(part)) else { return nil }
            node = next
        }
        return node
    }

    private func check(_ instance: JSONValue, _ schema: JSONValue, at path: String, into failures: inout [Failure]) {
        if case .bool(let allowed) = schema {
            if !allowed { failures.append(Failure(path: path, message: "not allowed here")) }
            return
        }
        guard case .object(let keywords) = schema else { return }
        func fail(_ message: String) { failures.append(Failure(path: path, message: message)) }
        if case .string(let reference)? = keywords["$ref"] {
            if let target = resolve(reference) { check(instance, target, at: path, into: &failures) } else { fail("unresolved $ref \(reference)") }
        }
        if let type = keywords["type"] {
            let allowed = type.stringValue.map { [$0] } ?? (type.arrayValue ?? []).compactMap(\.stringValue)
            if !allowed.contains(where: { Self.instance(instance, is: $0) }) { fail("expected \(allowed.joined(separator: " or "))") }
        }
        if case .array(let values)? = keywords["enum"], !values.contains(instance) {
            fail("expected one of \(values.map { $0.serialized() }.joined(separator: ", "))")
        }
        if let value = keywords["const"], value != instance { fail("expected \(value.serialized())") }
        if case .number(let number) = instance {
            if case .number(let minimum)? = keywords["minimum"], number < minimum { fail("expected at least \(minimum)") }
            if case .number(let maximum)? = keywords["maximum"], number > maximum { fail("expected at most \(maximum)") }
            if case .number(let bound)? = keywords["exclusiveMinimum"], number <= bound { fail("expected more than \(bound)") }
        }
        if case .string(let text) = instance, case .string(let pattern)? = keywords["pattern"] {
            let matches = (try? NSRegularExpression(pattern: pattern))?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            if !matches { fail("does not match \(pattern)") }
        }
        if case .object(let object) = instance {
            let properties = keywords["properties"]?.objectMembers ?? []
            for (key, value) in object.members {
                let child = path.isEmpty ? key : "\(path).\(key)"
                if let subschema = properties.first(where: { $0.key == key })?.value {
                    check(value, subschema, at: child, into: &failures)
                } else if let additional = keywords["additionalProperties"] {
                    if additional == .bool(false) {
                        failures.append(Failure(path: child, message: "unknown key"))
                    } else {
                        check(value, additional, at: child, into: &failures)
                    }
                }
            }
            for case .string(let key) in keywords["required"]?.arrayValue ?? [] where object[key] == nil {
                fail("missing key \"\(key)\"")
            }
            for (key, subschema) in keywords["dependentSchemas"]?.objectMembers ?? [] where object[key] != nil {
                var dependent: [Failure] = []
                check(instance, subschema, at: path, into: &dependent)
                if !dependent.isEmpty { fail("\"\(key)\" needs: \(dependent.map(\.description).joined(separator: "; "))") }
            }
        }
        if case .array(let items) = instance {
            if case .number(let least)? = keywords["minItems"], Double(items.count) < least { fail("expected at least \(Int(least)) items") }
            if case .number(let most)? = keywords["maxItems"], Double(items.count) > most { fail("expected at most \(Int(most)) items") }
            if let itemSchema = keywords["items"] {
                for (index, item) in items.enumerated() { check(item, itemSchema, at: "\(path)[\(index)]", into: &failures) }
            }
        }
        if case .array(let branches)? = keywords["anyOf"] {
            let attempts = branches.map { branch in
                var attempt: [Failure] = []
                check(instance, branch, at: path, into: &attempt)
                return attempt
            }
            if !attempts.contains(where: \.isEmpty) {
                let closest = attempts.min { $0.count < $1.count } ?? []
                fail("matches no alternative (closest: \(closest.map(\.description).joined(separator: "; ")))")
            }
        }
    }

    private static func instance(_ value: JSONValue, is type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("object", .object), ("array", .array), ("string", .string), ("number", .number): true
        case ("integer", .number(let number)): number == number.rounded()
        default: false
        }
    }
}

extension JSONValue {
    fileprivate var stringValue: String? { if case .string(let text) = self { text } else { nil } }
    fileprivate var arrayValue: [JSONValue]? { if case .array(let items) = self { items } else { nil } }
    fileprivate var objectMembers: [(key: String, value: JSONValue)] { if case .object(let object) = self { object.members } else { [] } }
    /// The member `key` of an object.
    fileprivate func member(_ key: String) -> JSONValue? { if case .object(let object) = self { object[key] } else { nil } }
    /// The member `key` of an object, when it is an array.
    fileprivate func list(_ key: String) -> [JSONValue]? { member(key)?.arrayValue }
    /// The member `key` of an object, when it is an object, by key.
    fileprivate func dictionary(_ key: String) -> [String: JSONValue]? {
        guard let value = member(key), case .object(let object) = value else { return nil }
        return Dictionary(object.members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
