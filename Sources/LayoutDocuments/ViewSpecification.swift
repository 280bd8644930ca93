import AutoLayout
import Foundation
import Interchange
import TextMeasurement

/// One entry of a layout document's `views` array, checked and typed (docs/layout-document.md,
/// The view tree). Every key is optional except `id`; unknown keys are errors.
struct ViewSpecification: Sendable {
    var path: String
    /// The entry as read, so that a row's overrides can be merged into it and read again.
    var raw: JSONObject
    var id: String
    var parent: String?
    var kind: ViewKind
    var text: String?
    var font: FontDescriptor?
    var lines: Int?
    /// A label's paragraph style (`ParagraphStyle`: line spacing and line heights).
    var paragraphStyle: ParagraphStyle?
    var image: CGSize?
    var intrinsicSize: CGSize?
    var hidden: Bool?
    var hugging: (h: Float?, v: Float?) = (nil, nil)
    var compression: (h: Float?, v: Float?) = (nil, nil)
    var layoutMargins: EdgeInsets?
    var safeAreaInsets: EdgeInsets?
    var translatesAutoresizingMaskIntoConstraints: Bool?
    var frame: CGRect?
    var autoresizingMask: AutoresizingMask?
    var contentInsets: EdgeInsets?
    var stack = StackSettings()
    /// A text field's placeholder and border style, an activity indicator's style: checked
    /// by the kind that takes them (`ViewKind`).
    var placeholder: String?
    var borderStyle: String?
    var style: String?

    /// The stack-view keys, kept as read until a stack view is made from them.
    struct StackSettings: Sendable {
        var axis: String?
        var distribution: String?
        var alignment: String?
        var spacing: Double?
        var layoutMarginsRelativeArrangement: Bool?
    }

    /// The keys every view takes, whatever its kind.
    static let commonKeys: Set<String> = [
        "id", "parent", "kind", "hidden", "hugging", "compression", "layoutMargins", "safeAreaInsets",
        "translatesAutoresizingMaskIntoConstraints", "frame", "autoresizingMask",
    ]

    /// Every key a view entry may have: the common ones and every kind's own (`ViewKind`).
    static let keys: Set<String> = commonKeys.union(ViewKind.allCases.flatMap(\.ownKeys))

    init(_ node: JSONNode) throws(DocumentError) {
        let fields = try node.object(allowing: Self.keys)
        path = node.path
        if case .object(let object) = node.value { raw = object } else { raw = JSONObject() }
        guard let idNode = fields["id"] else { throw node.error("missing key \"id\"") }
        id = try idNode.string()
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw idNode.error("an id is letters, digits and underscores")
        }
        parent = try fields["parent"].map { node throws(DocumentError) in try node.string() }
        let kindName = try fields["kind"].map { node throws(DocumentError) in try node.string() } ?? "view"
        guard let kind = ViewKind(rawValue: kindName) else {
            throw DocumentError(path: node.child("kind"),
                                message: "unknown kind \"\(kindName)\"" + NameSuggestion.hint(for: kindName, among: ViewKind.allCases.map(\.documentName))
                                    + " (one of \(ViewKind.allCases.map(\.documentName).joined(separator: ", ")))")
        }
        self.kind = kind
        text = try fields["text"].map { node throws(DocumentError) in try node.string() }
        placeholder = try fields["placeholder"].map { node throws(DocumentError) in try node.string() }
        borderStyle = try fields["borderStyle"].map { node throws(DocumentError) in try node.string() }
        style = try fields["style"].map { node throws(DocumentError) in try node.string() }
        font = try fields["font"].map(Self.font)
        lines = try fields["lines"].map { node throws(DocumentError) in try Self.count(node) }
        paragraphStyle = try fields["paragraphStyle"].map(Self.paragraphStyle)
        image = try fields["image"].map(Self.size)
        intrinsicSize = try fields["intrinsicSize"].map(Self.size)
        hidden = try fields["hidden"].map { node throws(DocumentError) in try node.bool() }
        hugging = try fields["hugging"].map(Self.priorities) ?? (nil, nil)
        compression = try fields["compression"].map(Self.priorities) ?? (nil, nil)
        layoutMargins = try fields["layoutMargins"].map(Self.insets)
        safeAreaInsets = try fields["safeAreaInsets"].map(Self.insets)
        contentInsets = try fields["contentInsets"].map(Self.insets)
        translatesAutoresizingMaskIntoConstraints = try fields["translatesAutoresizingMaskIntoConstraints"].map { node throws(DocumentError) in
            try node.bool()
        }
        frame = try fields["frame"].map { node throws(DocumentError) in
            let numbers = try node.numbers(count: 4)
            return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        autoresizingMask = try fields["autoresizingMask"].map(Self.mask)
        stack = StackSettings(
            axis: try fields["axis"].map { node throws(DocumentError) in try node.string() },
            distribution: try fields["distribution"].map { node throws(DocumentError) in try node.string() },
            alignment: try fields["alignment"].map { node throws(DocumentError) in try node.string() },
            spacing: try fields["spacing"].map { node throws(DocumentError) in try node.number() },
            layoutMarginsRelativeArrangement: try fields["layoutMarginsRelativeArrangement"].map { node throws(DocumentError) in
                try node.bool()
            })
    }

    /// `{"family", "size", "weight"}`, or `{"textStyle", "weight"?}` for a Dynamic Type style
    /// (UIKit's `UIFont.TextStyle` names: the style sets family, size and leading).
    /// The keys of a `font` object (made once: rows' fonts are read through `font(_:)`).
    private static let fontKeys: Set<String> = ["family", "size", "weight", "textStyle"]

    static func font(_ node: JSONNode) throws(DocumentError) -> FontDescriptor {
        let fields = try node.object(allowing: fontKeys)
        var font: FontDescriptor
        if let styleNode = fields["textStyle"] {
            let name = try styleNode.string()
            guard let style = FontDescriptor.TextStyle(rawValue: name) else {
                throw styleNode.error("unknown text style \"\(name)\" (one of \(FontDescriptor.TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            for key in ["family", "size"] where fields[key] != nil {
                throw node.error("a text style sets the font's \(key): give \"textStyle\" or \"\(key)\", not both")
            }
            font = FontDescriptor(textStyle: style)
        } else {
            let family = try fields["family"].map { node throws(DocumentError) in try node.string() } ?? "system"
            guard let sizeNode = fields["size"] else { throw node.error("missing key \"size\" (or \"textStyle\")") }
            let size = try sizeNode.number()
            guard size > 0 else { throw sizeNode.error("expected a positive number") }
            font = FontDescriptor(family: family, size: size)
        }
        if let weightNode = fields["weight"] {
            let name = try weightNode.string()
            guard let named = FontWeight(rawValue: name) else {
                throw weightNode.error("unknown weight \"\(name)\" (one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            font.weight = named
        }
        return font
    }

    static func count(_ node: JSONNode) throws(DocumentError) -> Int {
        let number = try node.number()
        guard number >= 0, number == number.rounded(), number < 1_000_000 else { throw node.error("expected a whole number >= 0") }
        return Int(number)
    }

    /// `[w, h]`; -1 means "none" on that axis, other negative sizes are errors.
    static func size(_ node: JSONNode) throws(DocumentError) -> CGSize {
        let numbers = try node.numbers(count: 2)
        guard numbers.allSatisfy({ $0 >= 0 || $0 == -1 }) else { throw node.error("sizes are >= 0 (or -1 for none)") }
        return CGSize(width: numbers[0], height: numbers[1])
    }

    private static func priorities(_ node: JSONNode) throws(DocumentError) -> (h: Float?, v: Float?) {
        let fields = try node.object(allowing: ["h", "v"])
        func priority(_ key: String) throws(DocumentError) -> Float? {
            guard let item = fields[key] else { return nil }
            let value = try item.number()
            guard value > 0, value <= 1000 else { throw item.error("a priority is greater than 0 and at most 1000") }
            return Float(value)
        }
        return (try priority("h"), try priority("v"))
    }

    /// `{"lineSpacing": s, "lineHeightMultiple": m, "minimumLineHeight": a, "maximumLineHeight": b}`,
    /// each finite and >= 0 (0 or absent: not set, as in `NSParagraphStyle`).
    private static func paragraphStyle(_ node: JSONNode) throws(DocumentError) -> ParagraphStyle {
        let fields = try node.object(allowing: ["lineSpacing", "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight"])
        func value(_ key: String) throws(DocumentError) -> CGFloat {
            guard let item = fields[key] else { return 0 }
            let number = try item.number()
            guard number >= 0 else { throw item.error("\(key) is >= 0") }
            return CGFloat(number)
        }
        return ParagraphStyle(lineSpacing: try value("lineSpacing"), lineHeightMultiple: try value("lineHeightMultiple"),
                              minimumLineHeight: try value("minimumLineHeight"), maximumLineHeight: try value("maximumLineHeight"))
    }

    private static func insets(_ node: JSONNode) throws(DocumentError) -> EdgeInsets {
        let fields = try node.object(allowing: ["top", "left", "bottom", "right"])
        func edge(_ key: String) throws(DocumentError) -> CGFloat {
            try fields[key].map { node throws(DocumentError) in CGFloat(try node.number()) } ?? 0
        }
        return EdgeInsets(top: try edge("top"), left: try edge("left"), bottom: try edge("bottom"), right: try edge("right"))
    }

    private static func mask(_ node: JSONNode) throws(DocumentError) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        for item in try node.array() {
            let name = try item.string()
            guard let member = AutoresizingMask.names.first(where: { $0.0 == name })?.1 else {
                throw item.error("unknown autoresizing mask member \"\(name)\"")
            }
            mask.insert(member)
        }
        return mask
    }
}
