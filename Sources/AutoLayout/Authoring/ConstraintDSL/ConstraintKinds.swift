import Foundation

/// What a group of attributes in the constraint DSL is, so that chains relating the wrong
/// kinds do not compile: an x position only relates to x positions, a y position to y
/// positions, a dimension to dimensions (any axis: aspect ratios), a size (width and height) to
/// sizes or a `CGSize`. Chaining attributes (`make.top.leading`) combines kinds; a chain that
/// mixes positions and sizes can only relate to whole items or the superview.
public protocol ConstraintKind {
    /// The kind after one more position attribute is chained.
    associatedtype AddingPosition: ConstraintKind
    /// The kind after one more dimension is chained.
    associatedtype AddingDimension: ConstraintKind
}

/// One horizontal position: left, right, leading, trailing, centre X (and their margins).
public enum ConstraintXAxisKind: ConstraintKind {
    public typealias AddingPosition = ConstraintPositionsKind
    public typealias AddingDimension = ConstraintMixedKind
}

/// One vertical position: top, bottom, centre Y, baselines (and their margins).
public enum ConstraintYAxisKind: ConstraintKind {
    public typealias AddingPosition = ConstraintPositionsKind
    public typealias AddingDimension = ConstraintMixedKind
}

/// One dimension: width or height.
public enum ConstraintDimensionKind: ConstraintKind {
    public typealias AddingPosition = ConstraintMixedKind
    public typealias AddingDimension = ConstraintSizeKind
}

/// Several positions (`edges`, `center`, `top.leading`, ...).
public enum ConstraintPositionsKind: ConstraintKind {
    public typealias AddingPosition = ConstraintPositionsKind
    public typealias AddingDimension = ConstraintMixedKind
}

/// Width and height together (`size`, `width.height`).
public enum ConstraintSizeKind: ConstraintKind {
    public typealias AddingPosition = ConstraintMixedKind
    public typealias AddingDimension = ConstraintSizeKind
}

/// Positions and dimensions together: relates only to an item or the superview.
public enum ConstraintMixedKind: ConstraintKind {
    public typealias AddingPosition = ConstraintMixedKind
    public typealias AddingDimension = ConstraintMixedKind
}

/// A priority in the constraint DSL: SnapKit's names (`.required` 1000, `.high` 750, `.medium`
/// 500, `.low` 250), UIKit's, or any number (`.priority(999)`).
public struct ConstraintPriority: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public var value: Float

    public init(_ value: Float) { self.value = value }
    public init(_ priority: LayoutPriority) { value = priority.rawValue }
    public init(integerLiteral value: Int) { self.value = Float(value) }
    public init(floatLiteral value: Float) { self.value = value }

    public static let required = ConstraintPriority(1000)
    public static let high = ConstraintPriority(750)
    public static let medium = ConstraintPriority(500)
    public static let low = ConstraintPriority(250)
    public static let defaultHigh = ConstraintPriority(750)
    public static let defaultLow = ConstraintPriority(250)
    public static let fittingSizeLevel = ConstraintPriority(50)

    var layoutPriority: LayoutPriority { LayoutPriority(value) }
}

/// Why a DSL request could not be carried out (the throwing `updateConstraintsChecked`).
public enum ConstraintDSLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `updateConstraints` described a constraint the item does not have (SnapKit treats this
    /// as a programming error too).
    case noMatchingConstraint(String)
    /// A description could not become a constraint (no superview, mismatched attributes, an
    /// illegal pairing).
    case invalidDescription(String)

    public var description: String {
        switch self {
        case .noMatchingConstraint(let message), .invalidDescription(let message): message
        }
    }
}
