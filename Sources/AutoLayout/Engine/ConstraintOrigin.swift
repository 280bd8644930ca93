import Cassowary
import Foundation

/// Where a solver constraint of the engine came from: the user's own, or one the engine made to
/// stand for a frame, a mask, an intrinsic size or a fitting request.
///
/// Only the facts are kept; the Apple-style text is made when a message needs it, so building
/// an engine formats no strings.
///
/// Items are held weakly (`OriginItem`): origins live in the root's engine, which the root owns,
/// so a strong reference back to the root (or to any view of the tree) would keep the whole tree
/// alive after its last user let go of it.
enum ConstraintOrigin {
    case user(LayoutConstraint)
    /// The root's frame, as UIKit's window encapsulates it (`'UIView-Encapsulated-Layout-Width'`).
    case encapsulated(OriginItem<View>, Member, value: CGFloat)
    case autoresizing(OriginItem<View>, Member, share: Double, superview: OriginItem<View>, constant: Double)
    case contentSize(OriginItem<View>, LayoutAxis, hugging: Bool, size: CGFloat)
    case nonNegative(OriginItem<AnyObject>, Member)
    case fitting(OriginItem<View>, Member, value: CGFloat)

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
                             "'UIView-Encapsulated-Layout-\(member.encapsulationSuffix)' \(view.description).\(member) == \(formatLayoutNumber(value))")
        case let .autoresizing(view, member, share, superview, constant):
            let sizeName = member == .minX || member == .width ? "width" : "height"
            var equation = "\(view.description).\(member) == "
            if share != 0 {
                equation += (share == 1 ? "" : formatLayoutNumber(CGFloat(share)) + "*") + "\(superview.description).\(sizeName)"
                if constant > 0 { equation += " + \(formatLayoutNumber(CGFloat(constant)))" }
                if constant < 0 { equation += " - \(formatLayoutNumber(CGFloat(-constant)))" }
            } else {
                equation += formatLayoutNumber(CGFloat(constant))
            }
            return generated("NSAutoresizingMaskLayoutConstraint", constraint,
                             "\(view.object?.autoresizingMask.constraintNotation ?? "") \(equation)")
        case let .contentSize(view, axis, hugging, size):
            let member = axis == .horizontal ? "width" : "height"
            let label = hugging ? "Hug" : "CompressionResistance"
            return generated("NSContentSizeLayoutConstraint", constraint,
                             "\(view.description).\(member) \(hugging ? "<=" : ">=") \(formatLayoutNumber(size)) \(label):\(formatLayoutNumber(CGFloat(constraint.priority.rawValue)))",
                             showsPriority: false)
        case let .nonNegative(item, member):
            return generated("NSLayoutConstraint", constraint, "'UIView-Size-NonNegative' \(item.description).\(member) >= 0")
        case let .fitting(view, member, value):
            return generated("NSLayoutConstraint", constraint,
                             "'UIView-Fitting-\(member.encapsulationSuffix)' \(view.description).\(member) == \(formatLayoutNumber(value))")
        }
    }

    private func generated(_ className: String, _ constraint: Constraint, _ text: String, showsPriority: Bool = true) -> String {
        let priority = showsPriority && !constraint.priority.isRequired
            ? " @\(formatLayoutNumber(CGFloat(constraint.priority.rawValue)))" : ""
        return "<\(className):\(addressDescription(naming: className + text + priority)) \(text)\(priority)   (active)>"
    }
}

/// An item named by a `ConstraintOrigin`, held weakly (see there).
struct OriginItem<Item: AnyObject> {
    weak var object: Item?

    init(_ object: Item) {
        self.object = object
    }

    /// Apple's description of the item, or a placeholder once it is gone.
    var description: String { object.map { itemDescription($0) } ?? "(released item)" }
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
