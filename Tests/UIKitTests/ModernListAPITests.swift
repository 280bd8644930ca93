import Foundation
import Testing
import UIKit

// Census-4 API (Datasets/uikit-cells, sample 4): diffable data sources and snapshots, cell
// registrations, background configurations and list-cell accessories. Expectations are from
// Apple's documentation: a snapshot keeps sections and items in the order they were added,
// `appendItems(_:)` without a section adds to the last one, inserts go before or after the
// item named; a diffable data source becomes the view's data source and answers its counts and
// cells from the applied snapshot; a registration's handler configures each dequeued cell for
// its item; a non-nil background configuration resets the background colour and views; and a
// UITableView row of one short line is 44 points.

@MainActor
@Suite struct ModernListAPITests {
    @Test func snapshotKeepsOrderAndEditsByIdentifier() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3])
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [3])
        #expect(snapshot.numberOfItems == 3 && snapshot.numberOfSections == 2)
        snapshot.insertItems([10], beforeItem: 2)
        snapshot.insertItems([11], afterItem: 3)
        #expect(snapshot.itemIdentifiers == [1, 10, 2, 3, 11])
        snapshot.moveItem(1, afterItem: 11)
        snapshot.deleteItems([10])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [2])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [3, 11, 1])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "b" && snapshot.indexOfItem(11) == 2)
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.moveSection("a", afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["z", "b", "a"])
        snapshot.deleteSections(["b"])
        #expect(snapshot.itemIdentifiers == [2])
    }

    @Test func collectionDiffableDataSourceWithACellRegistration() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 60)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        var configured: [(String, IndexPath)] = []
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
            configured.append((item, indexPath))
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        #expect(collection.dataSource === source)
        #expect(collection.numberOfSections == 0)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["one", "two"], toSection: 0)
        snapshot.appendItems(["three"], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        #expect(collection.numberOfSections == 2)
        #expect(collection.numberOfItems(inSection: 0) == 2 && collection.numberOfItems(inSection: 1) == 1)
        let indexPath = IndexPath(item: 0, section: 1)
        let cell = source.collectionView(collection, cellForItemAt: indexPath)
        #expect(cell is UICollectionViewListCell)
        #expect(cell.frame.size == CGSize(width: 100, height: 60))
        #expect(configured.count == 1 && configured[0].0 == "three" && configured[0].1 == indexPath)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "three")
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "two")
        #expect(source.indexPath(for: "three") == indexPath)
        #expect(source.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
        #expect(source.snapshot().itemIdentifiers == ["one", "two", "three"])
    }

    @Test func tableDiffableDataSourceRowsAreSized() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        #expect(table.dataSource === source)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["First", "Second"])
        source.apply(snapshot)
        #expect(table.rowHeights() == [[44, 44]])
        snapshot.appendItems(["Third"])
        source.apply(snapshot)
        #expect(table.rowHeights() == [[44, 44, 44]])
        #expect(source.indexPath(for: "Third") == IndexPath(row: 2, section: 0))
    }

    @Test func backgroundConfigurationResetsTheBackgroundViews() {
        let row = UITableViewCell(style: .default, reuseIdentifier: nil)
        row.backgroundColor = .red
        row.backgroundView = UIView()
        row.selectedBackgroundView = UIView()
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .blue
        background.cornerRadius = 10
        row.backgroundConfiguration = background
        #expect(row.backgroundColor == nil && row.backgroundView == nil && row.selectedBackgroundView == nil)
        #expect(row.backgroundConfiguration?.cornerRadius == 10)

        let item = UICollectionViewCell(frame: .zero)
        item.backgroundColor = .red
        item.backgroundView = UIView()
        item.backgroundConfiguration = .clear()
        #expect(item.backgroundColor == nil && item.backgroundView == nil)
        item.backgroundConfiguration = nil
        item.backgroundColor = .red
        #expect(item.backgroundColor != nil)
    }

    @Test func listCellAccessoriesKeepTheirKindAndWhenTheyShow() {
        let cell = UICollectionViewListCell(frame: .zero)
        cell.accessories = [.checkmark(), .disclosureIndicator(), .delete(), .reorder(displayed: .always), .label(text: "New")]
        #expect(cell.accessories.map(\.kind) == [.checkmark, .disclosureIndicator, .delete, .reorder, .label("New")])
        #expect(cell.accessories.map(\.displayed) == [.always, .always, .whenEditing, .always, .always])
    }
}
