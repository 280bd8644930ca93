import AutoLayout
import Foundation

/// UIKit's `UICollectionViewLayout`: what places a collection view's items. The base class
/// places nothing; `CollectionViewFlowLayout` holds a flow layout's settings.
open class CollectionViewLayout {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: CollectionView?

    public init() {}

    open func invalidateLayout() {}
}

/// UIKit's `UICollectionViewFlowLayout`, with UIKit's defaults (50 x 50 items, 10-point line
/// and item spacing). Items are not laid out here (a collection view has no intrinsic size, so a
/// cell holding one constrains its height, as on iOS); the settings are what code reads back and
/// what `collectionView(_:layout:sizeForItemAt:)` defaults to.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// UIKit's `UICollectionViewFlowLayout.automaticSize`, for `estimatedItemSize`.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    public var scrollDirection: CollectionView.ScrollDirection = .vertical
    public var itemSize = CGSize(width: 50, height: 50)
    public var estimatedItemSize: CGSize = .zero
    public var minimumLineSpacing: CGFloat = 10
    public var minimumInteritemSpacing: CGFloat = 10
    public var sectionInset: EdgeInsets = .zero
    public var headerReferenceSize: CGSize = .zero
    public var footerReferenceSize: CGSize = .zero

    public override init() {
        super.init()
    }
}
