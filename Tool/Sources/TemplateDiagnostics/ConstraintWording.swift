import AutoLayout
import Foundation
import Interchange
import LayoutDocuments

/// How `check`, `--explain`, `heights`' refusal of a conflicting template and the height service's
/// name a constraint of a layout document's layout: by the entry of the document's `constraints`
/// it was made from (`constraints[2] "V:|-[title]-|": title.top == cell.topMargin`), and the
/// engine's own constraints by what they stand for (a view's text size, the cell's width), so
/// that a reader finds the place to change.
package struct ConstraintWording {
    package let layout: DocumentLayout

    package init(layout: DocumentLayout) {
        self.layout = layout
    }

    package func describe(_ constraint: EngineConstraint) -> String {
        let priority = constraint.priority.isRequired ? ", required" : " @\(Self.number(CGFloat(constraint.priority.rawValue)))"
        switch constraint.source {
        case .user(let user):
            guard let entry = layout.documentEntry(of: user) else {
                // A stack view's own (`UISV-spacing`) and the like: no entry of the document.
                return (user.identifier.map { "\($0): " } ?? "") + user.equationDescription
            }
            let id = user.identifier.map { " (\($0))" } ?? ""
            let text = entry.text.trimmingCharacters(in: .whitespaces)
            return text == user.equationDescription || text == Self.withoutPriority(user.equationDescription)
                ? "\(entry.path)\(id) \"\(user.equationDescription)\""
                : "\(entry.path)\(id) \"\(text)\": \(user.equationDescription)"
        case let .contentSize(view, axis, hugging, size):
            let what = view is Label || view is TextView || view is Button ? "text" : "content"
            let member = axis == .horizontal ? "width" : "height"
            return "\(Self.name(view))'s \(what) \(member) \(hugging ? "<=" : ">=") \(Self.number(size))"
                + " (\(hugging ? "content hugging" : "compression resistance")\(priority))"
        case let .fitting(view, axis, target):
            let member = axis == .horizontal ? "width" : "height"
            return axis == .horizontal
                ? "the cell's width: \(Self.name(view)).width == \(Self.number(target)) (the width asked for, 'UIView-Fitting-Width')"
                : "the fitting request: \(Self.name(view)).\(member) == \(Self.number(target)) @\(Self.number(CGFloat(constraint.priority.rawValue))) ('UIView-Fitting-Height')"
        case let .encapsulatedLayout(view, member, value):
            return "the cell's frame: \(Self.name(view)).\(member.rawValue) == \(Self.number(value)) ('UIView-Encapsulated-Layout-\(member.rawValue)')"
        case let .autoresizingMask(view, member):
            return "\(Self.name(view))'s frame \(member.rawValue), from its autoresizing mask (translatesAutoresizingMaskIntoConstraints): "
                + constraint.description
        case let .nonNegativeSize(item, axis):
            return "\(Self.name(item)).\(axis == .horizontal ? "width" : "height") >= 0"
        }
    }

    /// A view's document id (its `name`), a guide's identifier, or what Apple would print.
    package static func name(_ item: AnyObject) -> String {
        if let view = item as? View, let name = view.layoutDebugName { return "\"\(name)\"" }
        if let guide = item as? LayoutGuide, !guide.identifier.isEmpty { return "\"\(guide.identifier)\"" }
        return String(describing: item)
    }

    /// At most 3 decimals, no trailing zeros (heights on a 1/3-point grid read `20.333`).
    package static func number(_ value: CGFloat) -> String { NumberText.format(Double(value), fractionDigits: 3) }

    private static func withoutPriority(_ equation: String) -> String {
        guard let at = equation.range(of: " @", options: .backwards) else { return equation }
        return String(equation[..<at.lowerBound])
    }
}
