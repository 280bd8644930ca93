import AutoLayout
import Foundation

/// UIKit's `NSCollectionLayoutEnvironment`: what a section provider is told about the
/// collection view it lays out.
public protocol CollectionLayoutEnvironment {
    var container: CollectionLayoutContainer { get }
    var traitCollection: TraitCollection { get }
}

/// UIKit's `NSCollectionLayoutContainer`: the size a section or group is laid out in.
public protocol CollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: DirectionalEdgeInsets { get }
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// The container and environment a compositional layout gives its sections: the collection
/// view's bounds.
struct CollectionLayoutBounds: CollectionLayoutContainer, CollectionLayoutEnvironment {
    let contentSize: CGSize
    let traitCollection: TraitCollection
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: DirectionalEdgeInsets { .zero }
    var effectiveContentInsets: DirectionalEdgeInsets { .zero }
    var container: CollectionLayoutContainer { self }
}

/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: a section header or footer, stored
/// (supplementary views are not made here).
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    public let elementKind: String
    public let alignment: RectAlignment
    public var pinToVisibleBounds = false

    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// UIKit's `NSRectAlignment`.
public enum RectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// UIKit's `NSCollectionLayoutSection` (iOS 13): a group repeated for a section's items,
/// inside the section's content insets. A list section (`list(using:layoutEnvironment:)`)
/// has full-width rows that size themselves.
open class CollectionLayoutSection {
    /// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
    public enum OrthogonalScrollingBehavior: Int, Sendable {
        case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    }

    public let group: CollectionLayoutGroup
    public var contentInsets = DirectionalEdgeInsets.zero
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// The list configuration of a list section; nil for a section of groups.
    let listConfiguration: CollectionLayoutListConfiguration?

    public init(group: CollectionLayoutGroup) {
        self.group = group
        listConfiguration = nil
    }

    private init(list configuration: CollectionLayoutListConfiguration) {
        group = .vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                          subitems: [CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                           heightDimension: .estimated(44)))])
        listConfiguration = configuration
    }

    /// UIKit's `list(using:layoutEnvironment:)` (iOS 14).
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        CollectionLayoutSection(list: configuration)
    }

    /// The cell size of the section's item `item` in a collection view of `bounds` size:
    /// the group pattern repeats, so items take its cells' sizes in turn. A list row is the
    /// section's width (an inset-grouped list's inset as an inset-grouped table's, assumed
    /// equal: `Device.insetGroupedSectionInset(forTableWidth:)`) and 44 points estimated.
    func cellSize(ofItem item: Int, bounds: CGSize, device: Device) -> CGSize {
        var width = max(0, bounds.width - contentInsets.leading - contentInsets.trailing)
        if let listConfiguration {
            if listConfiguration.appearance == .insetGrouped {
                width = max(0, width - 2 * device.insetGroupedSectionInset(forTableWidth: width))
            }
            return CGSize(width: width, height: 44)
        }
        let container = CGSize(width: width, height: max(0, bounds.height - contentInsets.top - contentInsets.bottom))
        let cells = group.leafCellSizes(in: container)
        return cells.isEmpty ? .zero : cells[item % cells.count]
    }
}

extension CollectionView {
    /// UIKit's element kinds of section headers and footers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
