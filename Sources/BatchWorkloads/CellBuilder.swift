import Interchange

/// Writes one layout document (docs/layout-document.md) view by view, with the row
/// slots that go with it. The cell kinds (`CellKind`) say what to build; this type only spells it.
struct CellBuilder {
    private(set) var views: [JSONValue] = []
    private(set) var constraints: [String] = []
    private(set) var metrics: [(key: String, value: JSONValue)] = []
    private(set) var slots: [RowSlot] = []
    var random: WorkloadRandom

    init(random: WorkloadRandom) {
        self.random = random
    }

    static func font(_ size: Double, _ weight: String = "regular") -> JSONValue {
        .object(JSONObject([("family", "system"), ("size", .number(size)), ("weight", .string(weight))]))
    }

    static func priorities(h: Int, v: Int? = nil) -> JSONValue {
        .object(JSONObject([("h", .number(Double(h)))] + (v.map { [("v", .number(Double($0)))] } ?? [])))
    }

    /// The root: the cell's content view, at the width a job gives it.
    mutating func root(_ id: String, margins: Double) {
        let inset = JSONValue.number(margins)
        add(id, kind: "view", parent: nil, [("frame", .array([0, 0, 375, 80].map { .number($0) })),
                                             ("layoutMargins", .object(JSONObject([("top", inset), ("left", inset),
                                                                                   ("bottom", inset), ("right", inset)])))])
    }

    mutating func view(_ id: String, in parent: String) {
        add(id, kind: "view", parent: parent, [])
    }

    mutating func stack(_ id: String, in parent: String, axis: String, spacing: Double, alignment: String = "fill",
                        distribution: String = "fill") {
        add(id, kind: "stack", parent: parent, [("axis", .string(axis)), ("distribution", .string(distribution)),
                                                ("alignment", .string(alignment)), ("spacing", .number(spacing))])
    }

    /// A label; `extra` holds hugging and compression where two labels share a line, so the
    /// layout is never ambiguous.
    mutating func label(_ id: String, in parent: String, size: Double, weight: String = "regular", lines: Int,
                        sample: String, _ extra: [(key: String, value: JSONValue)] = []) {
        add(id, kind: "label", parent: parent, [("text", .string(sample)), ("font", Self.font(size, weight)),
                                                ("lines", .number(Double(lines)))] + extra)
    }

    mutating func button(_ id: String, in parent: String, title: String, size: Double) {
        add(id, kind: "button", parent: parent, [("text", .string(title)), ("font", Self.font(size, "semibold")),
                                                 ("hugging", Self.priorities(h: 750, v: 750))])
    }

    mutating func image(_ id: String, in parent: String, size: [Double], hidden: Bool = false) {
        add(id, kind: "image", parent: parent, [("image", .array(size.map { .number($0) }))] + (hidden ? [("hidden", .bool(true))] : []))
    }

    mutating func constrain(_ lines: String...) { constraints += lines }

    mutating func metric(_ name: String, _ value: Double) { metrics.append((name, .number(value))) }

    mutating func slot(_ slot: RowSlot) { slots.append(slot) }

    private mutating func add(_ id: String, kind: String, parent: String?, _ keys: [(key: String, value: JSONValue)]) {
        views.append(.object(JSONObject([("id", .string(id))] + (parent.map { [("parent", .string($0))] } ?? [])
                                        + [("kind", .string(kind))] + keys)))
    }

    /// The document as JSON.
    var document: JSONValue {
        .object(JSONObject([("scale", .number(3)), ("direction", "ltr"), ("views", .array(views)), ("metrics", .object(JSONObject(metrics))),
                            ("constraints", .array(constraints.map { .string($0) }))]))
    }
}
