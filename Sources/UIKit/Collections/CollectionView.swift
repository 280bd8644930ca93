import AutoLayout
import Foundation

/// UIKit's `UICollectionView`, for the cells that hold one (a row of posters in a table cell)
/// and for dequeuing: `register(_:forCellWithReuseIdentifier:)`, `dequeueReusableCell(withReuseIdentifier:for:)`,
/// a data source and a delegate, a layout. Like UIKit's, it has no intrinsic size: the cell
/// holding it gives it a height. Items are not placed here; a dequeued cell is made at the size
/// the flow layout (or its delegate) gives the item, ready to size with `size(fittingWidth:)`.
open class CollectionView: ScrollView {
    /// UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Hashable, Sendable {
        case vertical = 0, horizontal
    }

    public var collectionViewLayout: CollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }

    public weak var dataSource: CollectionViewDataSource?
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    public var backgroundView: View?

    private var registeredCells: [String: CollectionViewCell.Type] = [:]

    /// UIKit's `init(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// UIKit's `register(_:forCellWithReuseIdentifier:)`; `nil` unregisters.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredCells[identifier] = nil
            return
        }
        guard let cellType = cellClass as? CollectionViewCell.Type else {
            preconditionFailure("\(cellClass) is not a UICollectionViewCell subclass")
        }
        registeredCells[identifier] = cellType
    }

    /// UIKit's `dequeueReusableCell(withReuseIdentifier:for:)`: a new cell of the registered
    /// class, at the item's size, with the identifier. As in UIKit, an unregistered identifier
    /// is a programming error.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        guard let cellType = registeredCells[identifier] else {
            preconditionFailure(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let cell = cellType.init(dequeuedWithFrame: CGRect(origin: .zero, size: itemSize(at: indexPath)))
        cell.dequeuedReuseIdentifier = identifier
        return cell
    }

    /// The size the layout gives an item: a compositional layout's cell size for it, else the
    /// flow layout delegate's answer, else the flow layout's `itemSize`.
    public func itemSize(at indexPath: IndexPath) -> CGSize {
        if let compositional = collectionViewLayout as? CompositionalLayout {
            return compositional.cellSize(at: indexPath, in: self)
        }
        if let flowDelegate = delegate as? CollectionViewDelegateFlowLayout {
            return flowDelegate.collectionView(self, layout: collectionViewLayout, sizeForItemAt: indexPath)
        }
        return (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
    }

    /// UIKit's `numberOfSections` and `numberOfItems(inSection:)`, from the data source.
    public var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    public func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// UIKit's `reloadData()`: nothing is on screen here, so there is nothing to reload.
    public func reloadData() {}

    /// UIKit's `cellForItem(at:)`: no cell is visible here.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { nil }

    open override var typeNameForDescriptions: String { "UICollectionView" }
}
