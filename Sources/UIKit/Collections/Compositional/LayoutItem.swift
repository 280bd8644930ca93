import AutoLayout
import Foundation

/// UIKit's `NSCollectionLayoutItem` (iOS 13): a cell's size in its group; its content insets
/// shrink the cell inside that size (Apple's documentation of `contentInsets`).
open class CollectionLayoutItem {
    public let layoutSize: CollectionLayoutSize
    public var contentInsets = DirectionalEdgeInsets.zero

    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// The cell's frame size for an item laid out in a container of `container` size.
    func cellSize(in container: CGSize) -> CGSize {
        let size = layoutSize.resolved(in: container)
        return CGSize(width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
                      height: max(0, size.height - contentInsets.top - contentInsets.bottom))
    }
}

/// UIKit's `NSCollectionLayoutSpacing`: the space between a group's items.
public final class CollectionLayoutSpacing: @unchecked Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    public static func fixed(_ points: CGFloat) -> CollectionLayoutSpacing { .init(points, flexible: false) }
    public static func flexible(_ points: CGFloat) -> CollectionLayoutSpacing { .init(points, flexible: true) }
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// UIKit's `NSCollectionLayoutGroup`: items side by side (horizontal) or stacked (vertical)
/// inside the group's size, which is itself an item of its section or of an outer group.
/// Invariant: a group made with `count` repeats its one subitem that many times.
open class CollectionLayoutGroup: CollectionLayoutItem {
    public enum Axis: Sendable { case horizontal, vertical }

    public let axis: Axis
    public let subitems: [CollectionLayoutItem]
    let count: Int?
    public var interItemSpacing: CollectionLayoutSpacing?

    init(layoutSize: CollectionLayoutSize, axis: Axis, subitems: [CollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// UIKit's `horizontal(layoutSize:subitem:count:)` (iOS 13; `repeatingSubitem:` from iOS 16).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }

    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem,
                                  count: Int) -> CollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem,
                                count: Int) -> CollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// The items one pass of the group holds, in order.
    var repeatedItems: [CollectionLayoutItem] {
        count.map { Array(repeating: subitems[0], count: max(1, $0)) } ?? subitems
    }

    /// The sizes of the cells one pass of the group places, nested groups flattened in order,
    /// for a group laid out in `container`. With `count`, the items share the group's length
    /// less the spacing equally, whatever their own size says (Apple's documentation of
    /// `horizontal(layoutSize:subitem:count:)`); otherwise each item's size is resolved against
    /// the group's size less its content insets.
    func leafCellSizes(in container: CGSize) -> [CGSize] {
        let group = layoutSize.resolved(in: container)
        let inner = CGSize(width: max(0, group.width - contentInsets.leading - contentInsets.trailing),
                           height: max(0, group.height - contentInsets.top - contentInsets.bottom))
        let items = repeatedItems
        guard let count, count > 0 else {
            return items.flatMap { item in
                (item as? CollectionLayoutGroup)?.leafCellSizes(in: inner) ?? [item.cellSize(in: inner)]
            }
        }
        let gaps = CGFloat(count - 1) * (interItemSpacing?.spacing ?? 0)
        let share = axis == .horizontal
            ? CGSize(width: max(0, inner.width - gaps) / CGFloat(count), height: inner.height)
            : CGSize(width: inner.width, height: max(0, inner.height - gaps) / CGFloat(count))
        return items.flatMap { item -> [CGSize] in
            if let nested = item as? CollectionLayoutGroup { return nested.leafCellSizes(in: share) }
            return [CGSize(width: max(0, share.width - item.contentInsets.leading - item.contentInsets.trailing),
                           height: max(0, share.height - item.contentInsets.top - item.contentInsets.bottom))]
        }
    }
}
