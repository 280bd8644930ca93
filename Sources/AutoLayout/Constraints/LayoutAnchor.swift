import Foundation

/// One attribute of one item, for building constraints in UIKit's anchor style:
/// `label.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor, constant: 8)`.
///
/// The type parameter keeps axes apart at compile time, as `NSLayoutAnchor<AnchorType>` does:
/// an x-axis anchor only accepts x-axis anchors, a dimension only dimensions. Mixing leading with
/// left is caught when the constraint is made (Apple does the same).
public class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    /// The view or guide the anchor belongs to.
    public private(set) weak var item: AnyObject?
    public let attribute: LayoutAttribute

    init(_ item: AnyObject, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    func make(_ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat,
              constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(first: item ?? ReleasedItem(), attribute, relation, second: anchor.map { $0.item ?? ReleasedItem() },
                         anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    public var description: String {
        guard let item else { return "(released).\(attribute)" }
        return "\(itemDescription(item)).\(attribute)"
    }
}

/// Stands for an anchor's item that no longer exists: the constraint made from it is illegal.
final class ReleasedItem {}

/// Apple's standard spacing between siblings, used by the system-spacing anchors and by `-` in
/// the Visual Format Language.
public let standardSpacing: CGFloat = 8

/// A horizontal position: leading, trailing, left, right, centre X.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + 8 * multiplier` (UIKit's system spacing, 8 points here).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: standardSpacing * multiplier)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: standardSpacing * multiplier)
    }

    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: standardSpacing * multiplier)
    }
}

/// A vertical position: top, bottom, centre Y, first and last baseline.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + 8 * multiplier` (UIKit's system spacing, 8 points here).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: standardSpacing * multiplier)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: standardSpacing * multiplier)
    }

    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: standardSpacing * multiplier)
    }
}

/// A size: width or height. Dimensions can relate across axes (aspect ratios) and to constants.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: constant)
    }

    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
