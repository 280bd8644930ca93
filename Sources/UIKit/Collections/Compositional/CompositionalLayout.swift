import AutoLayout
import Foundation

/// UIKit's `UICollectionViewCompositionalLayout` (iOS 13): sections of repeated groups, one
/// section for all or one per index from a section provider. The collection view asks it the
/// size of each item's cell (`CollectionView.itemSize(at:)`).
open class CompositionalLayout: CollectionViewLayout {
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    private let sectionProvider: SectionProvider

    public init(section: CollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// UIKit's `list(using:)` (iOS 14): every section a list.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CompositionalLayout {
        CompositionalLayout { _, environment in .list(using: configuration, layoutEnvironment: environment) }
    }

    /// The size of the cell at `indexPath` in `collectionView`; a section the provider returns
    /// none for has no items to size.
    func cellSize(at indexPath: IndexPath, in collectionView: CollectionView) -> CGSize {
        let environment = CollectionLayoutBounds(contentSize: collectionView.bounds.size, traitCollection: collectionView.traitCollection)
        guard let section = sectionProvider(indexPath.section, environment) else { return .zero }
        return section.cellSize(ofItem: indexPath.item, bounds: collectionView.bounds.size, device: collectionView.traitDevice)
    }
}
