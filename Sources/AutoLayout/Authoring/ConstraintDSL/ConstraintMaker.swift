import Foundation

/// One line of a DSL closure (`make.top.leading.equalToSuperview().offset(12)`), filled in as
/// the chain is evaluated and turned into constraints when the closure returns (modifiers such
/// as `multipliedBy` come after the target, and a multiplier cannot change once a constraint
/// exists).
final class ConstraintDescription {
    enum Target {
        case superview
        case item(AnyObject)
        case attributes(AnyObject, [LayoutAttribute])
        case constant(CGFloat)
        case size(CGSize)
        case point(CGPoint)
    }

    let item: LayoutItem
    var attributes: [LayoutAttribute]
    var relation: LayoutRelation = .equal
    var target: Target?
    var multiplier: CGFloat = 1
    var offset: CGFloat = 0
    var insets = EdgeInsets.zero
    var sizeOffset = CGSize.zero
    var pointOffset = CGPoint.zero
    var priority: LayoutPriority = .required
    var label: String?

    init(item: LayoutItem, attributes: [LayoutAttribute]) {
        self.item = item
        self.attributes = attributes
    }

    /// The constraints this line describes, one per attribute, inactive.
    func makeConstraints() -> Result<[LayoutConstraint], ConstraintDSLError> {
        guard let target else {
            return .failure(.invalidDescription("\(itemDescription(item)): \(attributes) has no relation (equalTo, lessThanOrEqualTo, greaterThanOrEqualTo)."))
        }
        var made: [LayoutConstraint] = []
        for (index, attribute) in attributes.enumerated() {
            guard let (second, secondAttribute, base) = counterpart(of: attribute, index: index, target) else {
                return .failure(.invalidDescription("\(itemDescription(item)).\(attribute): no matching attribute or superview for the target."))
            }
            let constraint = DSLLayoutConstraint(first: item, attribute, relation, second: second, secondAttribute,
                                                 multiplier: second == nil ? 1 : multiplier,
                                                 constant: base + modifierConstant(for: attribute))
            constraint.priority = priority
            constraint.identifier = label
            if let error = constraint.validationError { return .failure(.invalidDescription(error.description)) }
            made.append(constraint)
        }
        return .success(made)
    }

    private var superview: AnyObject? {
        if let view = item as? View { return view.superview }
        if let guide = item as? LayoutGuide { return guide.owningView }
        return nil
    }

    /// The second item, its attribute, and the target's own constant for `attribute`.
    private func counterpart(of attribute: LayoutAttribute, index: Int, _ target: Target)
        -> (AnyObject?, LayoutAttribute, CGFloat)? {
        switch target {
        case .superview:
            return superview.map { ($0, attribute, 0) }
        case .item(let other):
            return (other, attribute, 0)
        case .attributes(let other, let candidates):
            if candidates.count == 1 { return (other, candidates[0], 0) }
            if let same = candidates.first(where: { $0.withoutMargin == attribute.withoutMargin }) {
                return (other, same, 0)
            }
            return candidates.count == attributes.count ? (other, candidates[index], 0) : nil
        case .constant(let value):
            // SnapKit's rule: a number for a position means "from the superview's same position".
            if attribute.isSize { return (nil, .notAnAttribute, value) }
            return superview.map { ($0, attribute, value) }
        case .size(let size):
            switch attribute {
            case .width: return (nil, .notAnAttribute, size.width)
            case .height: return (nil, .notAnAttribute, size.height)
            default: return nil
            }
        case .point(let point):
            guard !attribute.isSize, let axis = attribute.axis else { return nil }
            return superview.map { ($0, attribute, axis == .horizontal ? point.x : point.y) }
        }
    }

    /// What `offset`, `inset` and the size/point offsets add for `attribute`. Insets move edges
    /// inwards (top and left/leading down or right, bottom and right/trailing up or left),
    /// shrink sizes by both insets of their axis and move centres by half the difference.
    private func modifierConstant(for attribute: LayoutAttribute) -> CGFloat {
        var value = offset
        let plain = attribute.withoutMargin
        switch plain {
        case .top: value += insets.top
        case .left, .leading: value += insets.left
        case .bottom, .lastBaseline: value -= insets.bottom
        case .right, .trailing: value -= insets.right
        case .width: value -= insets.left + insets.right
        case .height: value -= insets.top + insets.bottom
        case .centerX: value += (insets.left - insets.right) / 2
        case .centerY: value += (insets.top - insets.bottom) / 2
        case .firstBaseline: value += insets.top
        default: break
        }
        if plain == .width { value += sizeOffset.width }
        if plain == .height { value += sizeOffset.height }
        if plain.isLocation { value += plain.axis == .horizontal ? pointOffset.x : pointOffset.y }
        return value
    }
}

/// A constraint made by the DSL: `updateConstraints`, `remakeConstraints` and
/// `removeConstraints` act only on these (and only on those whose first item is the receiver).
final class DSLLayoutConstraint: LayoutConstraint {
    /// The fields SnapKit's matching compares: everything but the constant and the priority.
    func matches(_ other: LayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && multiplier == other.multiplier
    }
}

/// The object a DSL closure receives (`make`): its properties start a description with one
/// attribute or a group of them.
public final class ConstraintMaker {
    let item: LayoutItem
    private(set) var descriptions: [ConstraintDescription] = []

    init(item: LayoutItem) {
        self.item = item
    }

    func start<Kind>(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable<Kind> {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    public var left: ConstraintMakerExtendable<ConstraintXAxisKind> { start([.left]) }
    public var right: ConstraintMakerExtendable<ConstraintXAxisKind> { start([.right]) }
    public var leading: ConstraintMakerExtendable<ConstraintXAxisKind> { start([.leading]) }
    public var trailing: ConstraintMakerExtendable<ConstraintXAxisKind> { start([.trailing]) }
    public var centerX: ConstraintMakerExtendable<ConstraintXAxisKind> { start([.centerX]) }
    public var leftMargin: ConstraintMakerExtendable<ConstraintXAxisKind> { start([.leftMargin]) }
    public var rightMargin: ConstraintMakerExtendable<ConstraintXAxisKind> { start([.rightMargin]) }
    public var leadingMargin: ConstraintMakerExtendable<ConstraintXAxisKind> { start([.leadingMargin]) }
    public var trailingMargin: ConstraintMakerExtendable<ConstraintXAxisKind> { start([.trailingMargin]) }
    public var centerXWithinMargins: ConstraintMakerExtendable<ConstraintXAxisKind> { start([.centerXWithinMargins]) }

    public var top: ConstraintMakerExtendable<ConstraintYAxisKind> { start([.top]) }
    public var bottom: ConstraintMakerExtendable<ConstraintYAxisKind> { start([.bottom]) }
    public var centerY: ConstraintMakerExtendable<ConstraintYAxisKind> { start([.centerY]) }
    public var firstBaseline: ConstraintMakerExtendable<ConstraintYAxisKind> { start([.firstBaseline]) }
    public var lastBaseline: ConstraintMakerExtendable<ConstraintYAxisKind> { start([.lastBaseline]) }
    public var topMargin: ConstraintMakerExtendable<ConstraintYAxisKind> { start([.topMargin]) }
    public var bottomMargin: ConstraintMakerExtendable<ConstraintYAxisKind> { start([.bottomMargin]) }
    public var centerYWithinMargins: ConstraintMakerExtendable<ConstraintYAxisKind> { start([.centerYWithinMargins]) }

    public var width: ConstraintMakerExtendable<ConstraintDimensionKind> { start([.width]) }
    public var height: ConstraintMakerExtendable<ConstraintDimensionKind> { start([.height]) }
    public var size: ConstraintMakerExtendable<ConstraintSizeKind> { start([.width, .height]) }

    /// Top, left, bottom, right (SnapKit's `edges`; `directionalEdges` uses leading/trailing).
    public var edges: ConstraintMakerExtendable<ConstraintPositionsKind> { start(ConstraintGroups.edges) }
    public var directionalEdges: ConstraintMakerExtendable<ConstraintPositionsKind> { start(ConstraintGroups.directionalEdges) }
    public var horizontalEdges: ConstraintMakerExtendable<ConstraintPositionsKind> { start([.left, .right]) }
    public var verticalEdges: ConstraintMakerExtendable<ConstraintPositionsKind> { start([.top, .bottom]) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable<ConstraintPositionsKind> { start([.leading, .trailing]) }
    public var margins: ConstraintMakerExtendable<ConstraintPositionsKind> { start(ConstraintGroups.margins) }
    public var directionalMargins: ConstraintMakerExtendable<ConstraintPositionsKind> { start(ConstraintGroups.directionalMargins) }
    public var center: ConstraintMakerExtendable<ConstraintPositionsKind> { start([.centerX, .centerY]) }
    public var centerWithinMargins: ConstraintMakerExtendable<ConstraintPositionsKind> {
        start([.centerXWithinMargins, .centerYWithinMargins])
    }
}

/// The attribute groups the maker and the targets share.
enum ConstraintGroups {
    static let edges: [LayoutAttribute] = [.top, .left, .bottom, .right]
    static let directionalEdges: [LayoutAttribute] = [.top, .leading, .bottom, .trailing]
    static let margins: [LayoutAttribute] = [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
    static let directionalMargins: [LayoutAttribute] = [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
}

/// A description still taking attributes (`make.top.leading`) or its relation and target. The
/// kind parameter decides which targets compile (see `ConstraintKind`).
public final class ConstraintMakerExtendable<Kind: ConstraintKind> {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    private func adding<Next>(_ attributes: [LayoutAttribute]) -> ConstraintMakerExtendable<Next> {
        description.attributes += attributes
        return ConstraintMakerExtendable<Next>(description)
    }

    public var left: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.left]) }
    public var right: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.right]) }
    public var leading: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.leading]) }
    public var trailing: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.trailing]) }
    public var centerX: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.centerX]) }
    public var top: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.top]) }
    public var bottom: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.bottom]) }
    public var centerY: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.centerY]) }
    public var firstBaseline: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.firstBaseline]) }
    public var lastBaseline: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.lastBaseline]) }
    public var edges: ConstraintMakerExtendable<Kind.AddingPosition> { adding(ConstraintGroups.edges) }
    public var center: ConstraintMakerExtendable<Kind.AddingPosition> { adding([.centerX, .centerY]) }
    public var width: ConstraintMakerExtendable<Kind.AddingDimension> { adding([.width]) }
    public var height: ConstraintMakerExtendable<Kind.AddingDimension> { adding([.height]) }
    public var size: ConstraintMakerExtendable<Kind.AddingDimension> { adding([.width, .height]) }

    private func relate(_ relation: LayoutRelation, _ target: ConstraintDescription.Target) -> ConstraintMakerEditable {
        description.relation = relation
        description.target = target
        return ConstraintMakerEditable(description)
    }

    // Relations to a whole item (each attribute to the same attribute) or to the superview.

    @discardableResult public func equalTo(_ item: some LayoutItem) -> ConstraintMakerEditable { relate(.equal, .item(item)) }
    @discardableResult public func lessThanOrEqualTo(_ item: some LayoutItem) -> ConstraintMakerEditable { relate(.lessThanOrEqual, .item(item)) }
    @discardableResult public func greaterThanOrEqualTo(_ item: some LayoutItem) -> ConstraintMakerEditable { relate(.greaterThanOrEqual, .item(item)) }
    @discardableResult public func equalToSuperview() -> ConstraintMakerEditable { relate(.equal, .superview) }
    @discardableResult public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable { relate(.lessThanOrEqual, .superview) }
    @discardableResult public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable { relate(.greaterThanOrEqual, .superview) }

    // Relations to attributes of the same kind (`other.snp.trailing`).

    @discardableResult public func equalTo(_ target: ConstraintTarget<Kind>) -> ConstraintMakerEditable {
        relate(.equal, .attributes(target.item, target.attributes))
    }
    @discardableResult public func lessThanOrEqualTo(_ target: ConstraintTarget<Kind>) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, .attributes(target.item, target.attributes))
    }
    @discardableResult public func greaterThanOrEqualTo(_ target: ConstraintTarget<Kind>) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, .attributes(target.item, target.attributes))
    }

    // Numbers: a dimension equals the number; a position is that far from the superview's same
    // position (SnapKit's rule).

    @discardableResult public func equalTo(_ constant: CGFloat) -> ConstraintMakerEditable { relate(.equal, .constant(constant)) }
    @discardableResult public func equalTo(_ constant: Int) -> ConstraintMakerEditable { relate(.equal, .constant(CGFloat(constant))) }
    @discardableResult public func equalTo(_ constant: Double) -> ConstraintMakerEditable { relate(.equal, .constant(CGFloat(constant))) }
    @discardableResult public func lessThanOrEqualTo(_ constant: CGFloat) -> ConstraintMakerEditable { relate(.lessThanOrEqual, .constant(constant)) }
    @discardableResult public func lessThanOrEqualTo(_ constant: Int) -> ConstraintMakerEditable { relate(.lessThanOrEqual, .constant(CGFloat(constant))) }
    @discardableResult public func lessThanOrEqualTo(_ constant: Double) -> ConstraintMakerEditable { relate(.lessThanOrEqual, .constant(CGFloat(constant))) }
    @discardableResult public func greaterThanOrEqualTo(_ constant: CGFloat) -> ConstraintMakerEditable { relate(.greaterThanOrEqual, .constant(constant)) }
    @discardableResult public func greaterThanOrEqualTo(_ constant: Int) -> ConstraintMakerEditable { relate(.greaterThanOrEqual, .constant(CGFloat(constant))) }
    @discardableResult public func greaterThanOrEqualTo(_ constant: Double) -> ConstraintMakerEditable { relate(.greaterThanOrEqual, .constant(CGFloat(constant))) }
}

extension ConstraintMakerExtendable where Kind == ConstraintSizeKind {
    @discardableResult public func equalTo(_ size: CGSize) -> ConstraintMakerEditable { relate(.equal, .size(size)) }
    @discardableResult public func lessThanOrEqualTo(_ size: CGSize) -> ConstraintMakerEditable { relate(.lessThanOrEqual, .size(size)) }
    @discardableResult public func greaterThanOrEqualTo(_ size: CGSize) -> ConstraintMakerEditable { relate(.greaterThanOrEqual, .size(size)) }
}

extension ConstraintMakerExtendable where Kind == ConstraintPositionsKind {
    /// `make.center.equalTo(CGPoint(...))`: positions that far from the superview's.
    @discardableResult public func equalTo(_ point: CGPoint) -> ConstraintMakerEditable { relate(.equal, .point(point)) }
}

/// A described constraint's modifiers: constant, multiplier, priority, identifier. Each
/// returns the receiver so they chain (`.offset(8).priority(.high)`).
public final class ConstraintMakerEditable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// Adds `amount` to every constant.
    @discardableResult public func offset(_ amount: CGFloat) -> ConstraintMakerEditable {
        description.offset += amount
        return self
    }

    /// Adds the size's width to width constants and its height to height constants.
    @discardableResult public func offset(_ size: CGSize) -> ConstraintMakerEditable {
        description.sizeOffset.width += size.width
        description.sizeOffset.height += size.height
        return self
    }

    /// Adds x to horizontal positions and y to vertical ones.
    @discardableResult public func offset(_ point: CGPoint) -> ConstraintMakerEditable {
        description.pointOffset.x += point.x
        description.pointOffset.y += point.y
        return self
    }

    /// Moves edges inwards by `amount` (sizes shrink by twice that).
    @discardableResult public func inset(_ amount: CGFloat) -> ConstraintMakerEditable {
        inset(EdgeInsets(all: amount))
    }

    @discardableResult public func inset(_ insets: EdgeInsets) -> ConstraintMakerEditable {
        description.insets = description.insets + insets
        return self
    }

    @discardableResult public func multipliedBy(_ multiplier: CGFloat) -> ConstraintMakerEditable {
        description.multiplier *= multiplier
        return self
    }

    @discardableResult public func dividedBy(_ divisor: CGFloat) -> ConstraintMakerEditable {
        description.multiplier /= divisor
        return self
    }

    @discardableResult public func priority(_ priority: ConstraintPriority) -> ConstraintMakerEditable {
        description.priority = priority.layoutPriority
        return self
    }

    /// Sets the constraints' `identifier` (SnapKit's `labeled`).
    @discardableResult public func labeled(_ label: String) -> ConstraintMakerEditable {
        description.label = label
        return self
    }
}
