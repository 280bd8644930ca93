import AutoLayout
import Foundation

extension CollectionView {
    /// UIKit's `UICollectionView.CellRegistration` (iOS 14): a cell class and the handler that
    /// configures its cells for an item, used with `dequeueConfiguredReusableCell(using:for:item:)`
    /// instead of a reuse identifier. Each registration has an identifier of its own.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        public let handler: Handler
        let reuseIdentifier = "CellRegistration-" + UUID().uuidString

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// UIKit's `dequeueConfiguredReusableCell(using:for:item:)`: a cell of the registration's
    /// class at the item's size, configured by its handler for `item` (not called for nil).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell else {
            preconditionFailure("the registered class \(Cell.self) made a cell of another class")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}
