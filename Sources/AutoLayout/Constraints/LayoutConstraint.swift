import Foundation
import Interchange

/// A linear relation between two attributes, `first.attr1 (==|<=|>=) second.attr2 * multiplier
/// + constant`, with a priority: UIKit's `NSLayoutConstraint`.
///
/// After creation only `constant` and `priority` change (the priority only within the
/// required/optional rule of SEMANTICS §2). An active constraint is held by the closest common
/// ancestor of its items (`View.constraints`), is interpreted in that view's coordinates and
/// layout direction, and lives in the hierarchy's engine; a new `constant` moves through the
/// solver's edit path, never by removing and re-adding.
///
/// An illegal constraint made with UIKit's non-throwing initialiser carries its error in
/// `validationError`; activating it reports Apple's message and leaves it inactive.
/// `LayoutConstraint.checked(...)` throws instead.
open class LayoutConstraint: CustomStringConvertible {
    public typealias Attribute = LayoutAttribute
    public typealias Relation = LayoutRelation

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: LayoutAttribute
    public let multiplier: CGFloat
    /// Why the constraint is illegal, or nil.
    public let validationError: LayoutError?
    public var identifier: String?

    /// The view holding the constraint while it is active (the items' closest common ancestor,
    /// or a view above it when added with `View.addConstraint`).
    weak var holder: View?
    /// The items' closest common ancestor, found on activation: the constraint's coordinate
    /// space. It cannot change while the constraint is active (moving either item out of the
    /// subtree deactivates the constraint).
    weak var coordinateSpace: View?

    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            holder?.rootView.engine?.constantChanged(self)
        }
    }

    public var priority: LayoutPriority {
        get { storedPriority }
        set { setPriority(newValue) }
    }

    private var storedPriority: LayoutPriority = .required

    public convenience init(item view1: Any, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
                            toItem view2: Any?, attribute attr2: LayoutAttribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    /// The designated initialiser, for callers that already hold objects (anchors): no casts
    /// from `Any`.
    init(first: AnyObject, _ attr1: LayoutAttribute, _ relation: LayoutRelation, second: AnyObject?,
         _ attr2: LayoutAttribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        validationError = ConstraintValidation.check(first: first, attr1, second: second, attr2,
                                                      multiplier: multiplier, constant: c)
    }

    /// UIKit's `NSLayoutConstraint()` (`NSObject`'s initialiser): no items, no attributes. Apps
    /// make one as a placeholder until the real constraint exists (`constraint ?? .init()`);
    /// activating it is illegal, as for any constraint whose first item is not a view or guide,
    /// and is reported so.
    public init() {
        firstItem = nil
        firstAttribute = .notAnAttribute
        relation = .equal
        secondItem = nil
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = 0
        validationError = .illegalConstraint(IllegalConstraintMessage.notAnItem)
    }

    /// UIKit's initialiser, throwing `LayoutError.illegalConstraint` instead of making an
    /// illegal constraint.
    public static func checked(item view1: Any, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
                               toItem view2: Any?, attribute attr2: LayoutAttribute, multiplier: CGFloat = 1,
                               constant c: CGFloat = 0) throws(LayoutError) -> LayoutConstraint {
        let made = LayoutConstraint(item: view1, attribute: attr1, relatedBy: relation, toItem: view2,
                                    attribute: attr2, multiplier: multiplier, constant: c)
        if let error = made.validationError { throw error }
        return made
    }

    // MARK: - Activation

    /// Whether the constraint takes part in layout. Setting it true installs the constraint on
    /// its items' closest common ancestor; an illegal constraint, or one whose items share no
    /// ancestor, reports Apple's message through the hierarchy's diagnostics and stays inactive.
    public var isActive: Bool {
        get { holder != nil }
        set {
            if newValue {
                do throws(LayoutError) { try activateChecked() } catch { reportActivationFailure(error) }
            } else {
                deactivate()
            }
        }
    }

    /// Whether `other` says exactly what this constraint says: same items, attributes, relation,
    /// multiplier, constant, priority and identifier. `items` are `other`'s and `ownItems` gives
    /// this one's (`itemIdentities`): reading a weak item costs more than all the plain values,
    /// so the items come last, and a caller comparing many pairs reads each constraint's once.
    func isDefined(like other: LayoutConstraint, items: ItemIdentities,
                   ownItems: () -> ItemIdentities) -> Bool {
        firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute && relation == other.relation
            && multiplier == other.multiplier && constant == other.constant && priority == other.priority
            && identifier == other.identifier && ownItems() == items
    }

    /// The identities of the constraint's two items (nil: none, or released).
    struct ItemIdentities: Equatable {
        let first: ObjectIdentifier?
        let second: ObjectIdentifier?
    }

    var itemIdentities: ItemIdentities {
        ItemIdentities(first: firstItem.map(ObjectIdentifier.init), second: secondItem.map(ObjectIdentifier.init))
    }

    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Activates all of `constraints` or, when one cannot be activated, none of them.
    public static func activateChecked(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        for constraint in constraints {
            if let error = constraint.validationError { throw error }
            _ = try constraint.commonAncestor()
        }
        for constraint in constraints { try constraint.activateChecked() }
    }

    func activateChecked() throws(LayoutError) {
        guard holder == nil else { return }
        if let error = validationError { throw error }
        let ancestor = try commonAncestor()
        ancestor.hold(self, coordinateSpace: ancestor)
    }

    func deactivate() {
        holder?.removeConstraint(self)
    }

    /// The view that holds the constraint when it is active.
    func commonAncestor() throws(LayoutError) -> View {
        guard let first = ResolvedItem(firstItem) else {
            throw .illegalConstraint(IllegalConstraintMessage.notAnItem)
        }
        guard let second = ResolvedItem(secondItem) else { return first.hierarchyView }
        guard let ancestor = first.hierarchyView.closestCommonAncestor(with: second.hierarchyView) else {
            throw .noCommonAncestor(IllegalConstraintMessage.noCommonAncestor(
                anchorDescription(firstItem, firstAttribute), anchorDescription(secondItem, secondAttribute)))
        }
        return ancestor
    }

    private func reportActivationFailure(_ error: LayoutError) {
        let diagnostic = LayoutDiagnostic.activationFailed(error.description)
        if let view = ResolvedItem(firstItem)?.hierarchyView {
            view.rootView.report(diagnostic)
        } else {
            LayoutDiagnostic.writeToStandardError(diagnostic)
        }
    }

    private func setPriority(_ newValue: LayoutPriority) {
        guard newValue != storedPriority else { return }
        if holder != nil, newValue.isRequired != storedPriority.isRequired {
            let message = IllegalConstraintMessage.priorityMutation(from: storedPriority, to: newValue)
            holder?.rootView.report(.activationFailed(message))
            return
        }
        storedPriority = newValue
        holder?.rootView.engine?.priorityChanged(self)
    }

    // MARK: - Description

    /// Which family Apple prints the constraint as; overridden by the constraints the engine
    /// makes itself.
    open var className: String { "NSLayoutConstraint" }

    /// The relation alone, Apple's style: `name.leading == cell.leadingMargin + 8 @750`.
    public var equationDescription: String {
        var text = anchorDescription(firstItem, firstAttribute) + " \(relation) "
        let number = formatLayoutNumber
        if secondItem == nil || secondAttribute == .notAnAttribute {
            text += number(constant)
        } else {
            if multiplier != 1 { text += number(multiplier) + "*" }
            text += anchorDescription(secondItem, secondAttribute)
            if constant > 0 { text += " + " + number(constant) }
            if constant < 0 { text += " - " + number(-constant) }
        }
        if !priority.isRequired { text += " @" + number(CGFloat(priority.rawValue)) }
        return text
    }

    /// Apple's style: `<NSLayoutConstraint:0x... 'identifier' a.leading == b.leading + 8   (active)>`.
    public var description: String {
        let name = identifier.map { " '\($0)'" } ?? ""
        let text = "\(name) \(equationDescription)"
        return "<\(className):\(addressDescription(naming: className + text))\(text)   (\(isActive ? "active" : "inactive"))>"
    }
}

/// `item.attribute` as Apple prints it; margin-guide edges print as the view's margin
/// attributes (`cell.layoutMarginsGuide.leading` is `cell.leadingMargin`).
func anchorDescription(_ item: AnyObject?, _ attribute: LayoutAttribute) -> String {
    guard let item else { return "nil.\(attribute)" }
    if let guide = item as? LayoutGuide, guide.kind == .layoutMargins, let owner = guide.owningView,
       let margin = LayoutAttribute(name: "\(attribute)Margin") ?? marginCentre(attribute) {
        return "\(itemDescription(owner)).\(margin)"
    }
    return "\(itemDescription(item)).\(attribute)"
}

private func marginCentre(_ attribute: LayoutAttribute) -> LayoutAttribute? {
    switch attribute {
    case .centerX: .centerXWithinMargins
    case .centerY: .centerYWithinMargins
    default: nil
    }
}

/// A view's or guide's name in messages: its `name` when set, else Apple's `Type:0xADDRESS`.
func itemDescription(_ item: AnyObject) -> String {
    if let view = item as? View {
        if let name = view.name { return name }
        return "\(view.typeNameForDescriptions):\(addressDescription(view))"
    }
    if let guide = item as? LayoutGuide {
        if guide.kind != .user, let owner = guide.owningView {
            let member = switch guide.kind {
            case .safeArea: "safeAreaLayoutGuide"
            case .readableContent: "readableContentGuide"
            default: "layoutMarginsGuide"
            }
            return "\(itemDescription(owner)).\(member)"
        }
        let name = guide.identifier.isEmpty ? "" : "'\(guide.identifier)'"
        return "UILayoutGuide:\(addressDescription(guide))\(name)"
    }
    return String(describing: item)
}

/// Apple's `0xADDRESS` for an object with no name of its own (an unnamed view or guide): its
/// identity, which differs from run to run as a real address does.
func addressDescription(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}

/// The `0xADDRESS` of a constraint in a message, made from the text that names it (its class and
/// equation) rather than from its identity: UIKit prints real addresses, which no one can compare
/// across runs, but the same row must give the same message in every run and process (a bulk
/// job's output, the height service's answer, `--resume`). Constraints with the same text share
/// one, as they would be told apart by nothing else in the message either. FNV-1a, 64 bits.
func addressDescription(naming text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01b3
    }
    return "0x" + String(hash, radix: 16)
}

/// Numbers as Apple prints them in constraints: no trailing zeros, at most 6 significant digits.
func formatLayoutNumber(_ value: CGFloat) -> String {
    NumberText.significant(Double(value))
}
