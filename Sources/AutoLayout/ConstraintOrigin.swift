import Cassowary
import Foundation

/// Where a solver constraint of the engine came from, for messages: the user's own, or one the
/// engine made to stand for a frame, a mask, an intrinsic size or a fitting request.
enum ConstraintOrigin {
    case user(LayoutConstraint)
    /// `className` and the text after the address, e.g. `h=--& v=--& cell.minX == 0`.
    case generated(className: String, text: String)

    func describe(_ constraint: Constraint) -> String {
        switch self {
        case .user(let user):
            return user.description
        case let .generated(className, text):
            let priority = constraint.priority.isRequired ? "" : " @\(formatLayoutNumber(CGFloat(constraint.priority.rawValue)))"
            return "<\(className):\(addressDescription(constraint)) \(text)\(priority)   (active)>"
        }
    }

    static func encapsulated(_ view: View, _ member: String, _ value: CGFloat) -> ConstraintOrigin {
        let suffix = ["width": "Width", "height": "Height", "minX": "Left", "minY": "Top"][member] ?? member
        return .generated(className: "NSLayoutConstraint",
                          text: "'UIView-Encapsulated-Layout-\(suffix)' \(itemDescription(view)).\(member) == \(formatLayoutNumber(value))")
    }

    static func autoresizing(_ view: View, _ member: String, share: Double, superview: View, constant: Double) -> ConstraintOrigin {
        let sizeName = member == "minX" || member == "width" ? "width" : "height"
        var equation = "\(itemDescription(view)).\(member) == "
        if share != 0 {
            equation += (share == 1 ? "" : formatLayoutNumber(CGFloat(share)) + "*") + "\(itemDescription(superview)).\(sizeName)"
            if constant > 0 { equation += " + \(formatLayoutNumber(CGFloat(constant)))" }
            if constant < 0 { equation += " - \(formatLayoutNumber(CGFloat(-constant)))" }
        } else {
            equation += formatLayoutNumber(CGFloat(constant))
        }
        return .generated(className: "NSAutoresizingMaskLayoutConstraint",
                          text: "\(view.autoresizingMask.constraintNotation) \(equation)")
    }

    static func contentSize(_ view: View, _ axis: LayoutAxis, hugging: Bool, size: CGFloat, priority: LayoutPriority) -> ConstraintOrigin {
        let member = axis == .horizontal ? "width" : "height"
        let label = hugging ? "Hug" : "CompressionResistance"
        return .generated(className: "NSContentSizeLayoutConstraint",
                          text: "\(itemDescription(view)).\(member) \(hugging ? "<=" : ">=") \(formatLayoutNumber(size)) \(label):\(formatLayoutNumber(CGFloat(priority.rawValue)))")
    }

    static func nonNegative(_ item: AnyObject, _ member: String) -> ConstraintOrigin {
        .generated(className: "NSLayoutConstraint", text: "'UIView-Size-NonNegative' \(itemDescription(item)).\(member) >= 0")
    }

    static func fitting(_ view: View, _ member: String, _ value: CGFloat) -> ConstraintOrigin {
        .generated(className: "NSLayoutConstraint",
                   text: "'UIView-Fitting-\(member == "width" ? "Width" : "Height")' \(itemDescription(view)).\(member) == \(formatLayoutNumber(value))")
    }
}

extension LayoutRelation {
    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
