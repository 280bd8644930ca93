import AutoLayout
import Foundation
import Interchange

/// A stack view's document keys (`axis`, `distribution`, `alignment`, `spacing`,
/// `layoutMarginsRelativeArrangement`) read into a `StackView` and written back from one, with
/// one table of names for each setting so that reading and writing cannot disagree.
enum StackSettingsReader {
    static let distributions: [(name: String, value: StackView.Distribution)] = [
        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]

    /// `top` and `leading` are one alignment in UIKit (as are `bottom` and `trailing`); the
    /// document writes the horizontal-axis name.
    static let alignments: [(name: String, value: StackView.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .top), ("center", .center), ("trailing", .trailing),
        ("bottom", .bottom), ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
    ]

    static func stack(_ spec: ViewSpecification) throws(DocumentError) -> StackView {
        let stack = StackView()
        let settings = spec.stack
        if let axis = settings.axis {
            guard let value = ["horizontal": LayoutAxis.horizontal, "vertical": .vertical][axis] else {
                throw DocumentError(path: "\(spec.path).axis", message: "expected \"horizontal\" or \"vertical\"")
            }
            stack.axis = value
        }
        if let name = settings.distribution {
            stack.distribution = try value(named: name, in: distributions, key: "distribution", at: spec.path)
        }
        if let name = settings.alignment {
            stack.alignment = try value(named: name, in: alignments, key: "alignment", at: spec.path)
        }
        if let spacing = settings.spacing { stack.spacing = CGFloat(spacing) }
        if let relative = settings.layoutMarginsRelativeArrangement { stack.isLayoutMarginsRelativeArrangement = relative }
        return stack
    }

    private static func value<Value>(named name: String, in names: [(name: String, value: Value)], key: String,
                                     at path: String) throws(DocumentError) -> Value {
        guard let value = names.first(where: { $0.name == name })?.value else {
            throw DocumentError(path: "\(path).\(key)",
                                message: "unknown \(key) \"\(name)\" (one of \(names.map(\.name).sorted().joined(separator: ", ")))")
        }
        return value
    }

    /// The stack's keys as a document writes them.
    static func keys(_ stack: StackView) -> JSONObject {
        JSONObject([("axis", .string(stack.axis == .vertical ? "vertical" : "horizontal")),
                    ("distribution", .string(distributions.first { $0.value == stack.distribution }?.name ?? "fill")),
                    ("alignment", .string(alignments.first { $0.value == stack.alignment }?.name ?? "fill")),
                    ("spacing", .number(Double(stack.spacing))),
                    ("layoutMarginsRelativeArrangement", .bool(stack.isLayoutMarginsRelativeArrangement))])
    }
}
