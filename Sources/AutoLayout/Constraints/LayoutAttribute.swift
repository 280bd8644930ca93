/// The part of an item a constraint talks about: UIKit's `NSLayoutConstraint.Attribute`, with
/// the same raw values.
///
/// Every attribute is a linear expression of an item's four unknowns (minX, minY, width,
/// height); see `AttributeExpression`.
public enum LayoutAttribute: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// UIKit's alias of `lastBaseline`.
    public static let baseline = LayoutAttribute.lastBaseline

    /// The axis the attribute measures along; `nil` for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        default: .vertical
        }
    }

    public var isSize: Bool { self == .width || self == .height }

    /// A position (an edge, a centre or a baseline), as opposed to a size.
    public var isLocation: Bool { self != .notAnAttribute && !isSize }

    /// Leading or trailing (or their margins): flips with the layout direction.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Left or right (or their margins): never flips.
    var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// The margin attributes are edges of the layout-margins guide.
    var isMargin: Bool { rawValue >= LayoutAttribute.leftMargin.rawValue }

    /// The same edge without the margin (`leadingMargin` -> `leading`).
    var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Apple's spelling in constraint descriptions and equation strings.
    public var description: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }

    /// The attribute named `name` in Apple's spelling (`baseline` is accepted for `lastBaseline`).
    public init?(name: String) {
        guard let match = LayoutAttribute.byName[name] else { return nil }
        self = match
    }

    /// Every attribute by its name, and `baseline`: read for each side of every equation.
    private static let byName: [String: LayoutAttribute] = Dictionary(
        LayoutAttribute.allCases.map { ($0.description, $0) } + [("baseline", .lastBaseline)],
        uniquingKeysWith: { first, _ in first })
}

/// How the two sides of a constraint compare: UIKit's `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Int, Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
