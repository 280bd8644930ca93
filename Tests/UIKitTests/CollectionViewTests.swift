import Testing
import UIKit

// UICollectionView as cells use it (issue 34's census: a table cell holding a horizontal row of
// posters): a flow layout, registration and dequeuing, data source and delegate, and
// IndexPath's UIKit members.

private final class PosterCell: UICollectionViewCell {
    let poster = UIImageView()
    private(set) var madeWithFrame: CGRect?

    override init(frame: CGRect) {
        madeWithFrame = frame
        super.init(frame: frame)
        poster.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(poster)
        NSLayoutConstraint.activate([
            poster.topAnchor.constraint(equalTo: contentView.topAnchor),
            poster.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            poster.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            poster.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            poster.heightAnchor.constraint(equalTo: poster.widthAnchor, multiplier: 1.5),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The table cell pattern: the cell is the collection view's data source and flow delegate,
/// and pins it to its content view with a height of its own.
private final class PosterRowCell: UITableViewCell, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let posters: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.showsHorizontalScrollIndicator = false
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()
    var selected: [IndexPath] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        posters.register(PosterCell.self, forCellWithReuseIdentifier: "poster")
        posters.dataSource = self
        posters.delegate = self
        contentView.addSubview(posters)
        NSLayoutConstraint.activate([
            posters.topAnchor.constraint(equalTo: contentView.topAnchor),
            posters.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            posters.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            posters.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            posters.heightAnchor.constraint(equalToConstant: 180),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "poster", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 100 + CGFloat(indexPath.item), height: 150)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@Suite struct CollectionViewTests {
    @Test func indexPathsHaveUIKitsRowsItemsAndSections() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.row == 3 && path.section == 1 && path.count == 2)
        path.section = 2
        #expect(path == IndexPath(row: 3, section: 2))
    }

    @Test func aCellHoldingACollectionViewSizesByItsConstraints() {
        let cell = PosterRowCell(style: .default, reuseIdentifier: nil)
        // A collection view has no intrinsic size: the row is the height the cell gives it.
        #expect(cell.posters.intrinsicContentSize.height == UIView.noIntrinsicMetric)
        #expect(cell.rowHeight(forTableWidth: 393) == 180 + 1.0 / 3)
        #expect(cell.posters.numberOfSections == 1 && cell.posters.numberOfItems(inSection: 0) == 12)
        #expect((cell.posters.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal)
        #expect(cell.posters.collectionViewLayout.collectionView === cell.posters)
    }

    @Test func dequeuedCellsAreTheRegisteredClassAtTheItemsSize() throws {
        let cell = PosterRowCell(style: .default, reuseIdentifier: nil)
        let path = IndexPath(item: 2, section: 0)
        let item = try #require(cell.collectionView(cell.posters, cellForItemAt: path) as? PosterCell)
        #expect(item.madeWithFrame?.size == CGSize(width: 102, height: 150), "the flow delegate's size")
        #expect(item.reuseIdentifier == "poster")
        #expect(item.size(fittingWidth: 102).height == 153)
        (cell.posters.delegate as? UICollectionViewDelegate)?.collectionView(cell.posters, didSelectItemAt: path)
        #expect(cell.selected == [path])
    }

    @Test func flowLayoutsHaveUIKitsDefaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.scrollDirection == .vertical && layout.sectionInset == .zero)
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.register(PosterCell.self, forCellWithReuseIdentifier: "p")
        // Without a flow delegate, items take the layout's size.
        #expect(view.dequeueReusableCell(withReuseIdentifier: "p", for: IndexPath(item: 0, section: 0)).frame.size
            == CGSize(width: 50, height: 50))
        #expect(view.numberOfSections == 0, "no data source")
    }
}
