import Foundation
import Testing
import UIKit

// Census-4 API (Datasets/uikit-cells, sample 4): UICollectionViewCompositionalLayout's cell
// sizes. Expectations follow Apple's documentation of NSCollectionLayoutDimension (fractions
// are of the container: the section's width less its content insets for a group, the group's
// size less its content insets for an item), of NSCollectionLayoutItem.contentInsets (they
// shrink the cell inside the item's size), of groups made with a count (the items share the
// group's length less the inter-item spacing equally) and of the group repeating for a
// section's items; list rows are the section's width, inset like an inset-grouped table's
// rows (16 points at 375, measured for tables: TableViewTests), and 44 points estimated.

@MainActor
@Suite struct CompositionalLayoutTests {
    private func collection(_ layout: UICollectionViewLayout, width: CGFloat = 320, height: CGFloat = 480) -> UICollectionView {
        UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    }

    private func sizes(_ view: UICollectionView, _ count: Int, section: Int = 0) -> [CGSize] {
        (0..<count).map { view.itemSize(at: IndexPath(item: $0, section: section)) }
    }

    @Test func fractionalItemsInAGroupInsideSectionInsets() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let view = collection(UICollectionViewCompositionalLayout(section: section))
        // 320 - 20 = 300 wide: items 100 x 100, less 5 on each side.
        for size in sizes(view, 4) {
            #expect(abs(size.width - 90) < 1e-9 && size.height == 90, "\(size)")
        }
    }

    @Test func countedGroupsShareTheirLengthLessSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10),
                                                                             heightDimension: .absolute(10)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitem: item, count: 4)
        group.interItemSpacing = .fixed(8)
        let view = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        // (320 - 3 x 8) / 4 = 74.
        #expect(sizes(view, 5) == Array(repeating: CGSize(width: 74, height: 50), count: 5))
    }

    @Test func nestedGroupsRepeatTheirCellsInOrder() {
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.75),
                                                                            heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            subitems: [small, small])
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [big, column])
        let layout = UICollectionViewCompositionalLayout { _, _ in NSCollectionLayoutSection(group: row) }
        let view = collection(layout)
        #expect(sizes(view, 4) == [CGSize(width: 240, height: 200), CGSize(width: 80, height: 100),
                                   CGSize(width: 80, height: 100), CGSize(width: 240, height: 200)])
    }

    @Test func listSectionsAreFullWidthRowsInsetWhenInsetGrouped() {
        let plain = collection(UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)),
                               width: 375)
        #expect(sizes(plain, 2) == [CGSize(width: 375, height: 44), CGSize(width: 375, height: 44)])
        let layout = UICollectionViewCompositionalLayout { index, environment in
            index == 0 ? .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
                : nil
        }
        let inset = collection(layout, width: 375)
        inset.device = Device.named("retina4_7", iOSVersion: 17)!
        #expect(sizes(inset, 1) == [CGSize(width: 343, height: 44)])
        #expect(sizes(inset, 1, section: 1) == [.zero])
    }
}
