import Cassowary
import Foundation

/// Where a solver constraint of the engine came from: the user's own, or one the engine made to
/// stand for a frame, a mask, an intrinsic size or a fitting request.
///
/// Only the facts are kept; the Apple-style text is made when a message needs it, so building
/// an engine formats no strings.
enum ConstraintOrigin {
    case user(LayoutConstraint)
    /// The root's frame, as UIKit's window encapsulates it (`'UIView-Encapsulated-Layout-Width'`).
    case encapsulated(View, Member, value: CGFloat)
    case autoresizing(View, Member, share: Double, superview: View, constant: Double)
    case contentSize(View, LayoutAxis, hugging: Bool, size: CGFloat)
    case nonNegative(AnyObject, Member)
    case fitting(View, Member, value: CGFloat)

    /// The unknown a generated constraint talks about, with Apple's names.
    enum Member: String {
        case minX, minY, width, height

        var encapsulationSuffix: String {
            switch self {
            case .minX: "Left"
            case .minY: "Top"
            case .width: "Width"
            case .height: "Height"
            }
        }
    }

    func describe(_ constraint: Constraint) -> String {
        switch self {
        case .user(let user):
            return user.description
        case let .encapsulated(view, member, value):
            return generated("NSLayoutConstraint", constraint,
                             "'UIView-Encapsulated-Layout-\(member.encapsulationSuffix)' \(itemDescription(view)).\(member) == \(formatLayoutNumber(value))")
        case let .autoresizing(view, member, share, superview, constant):
            let sizeName = member == .minX || member == .width ? "width" : "height"
            var equation = "\(itemDescription(view)).\(member) == "
            if share != 0 {
                equation += (share == 1 ? "" : formatLayoutNumber(CGFloat(share)) + "*") + "\(itemDescription(superview)).\(sizeName)"
                if constant > 0 { equation += " + \(formatLayoutNumber(CGFloat(constant)))" }
                if constant < 0 { equation += " - \(formatLayoutNumber(CGFloat(-constant)))" }
            } else {
                equation += formatLayoutNumber(CGFloat(constant))
            }
            return generated("NSAutoresizingMaskLayoutConstraint", constraint,
                             "\(view.autoresizingMask.constraintNotation) \(equation)")
        case let .contentSize(view, axis, hugging, size):
            let member = axis == .horizontal ? "width" : "height"
            let label = hugging ? "Hug" : "CompressionResistance"
            return generated("NSContentSizeLayoutConstraint", constraint,
                             "\(itemDescription(view)).\(member) \(hugging ? "<=" : ">=") \(formatLayoutNumber(size)) \(label):\(formatLayoutNumber(CGFloat(constraint.priority.rawValue)))",
                             showsPriority: false)
        case let .nonNegative(item, member):
            return generated("NSLayoutConstraint", constraint, "'UIView-Size-NonNegative' \(itemDescription(item)).\(member) >= 0")
        case let .fitting(view, member, value):
            return generated("NSLayoutConstraint", constraint,
                             "'UIView-Fitting-\(member.encapsulationSuffix)' \(itemDescription(view)).\(member) == \(formatLayoutNumber(value))")
        }
    }

    private func generated(_ className: String, _ constraint: Constraint, _ text: String, showsPriority: Bool = true) -> String {
        let priority = showsPriority && !constraint.priority.isRequired
            ? " @\(formatLayoutNumber(CGFloat(constraint.priority.rawValue)))" : ""
        return "<\(className):\(addressDescription(constraint)) \(text)\(priority)   (active)>"
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
