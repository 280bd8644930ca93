import CassowaryWorkloads
import Testing
import UIKit

// UITableView as a sizing harness (issue 34): registration and dequeuing, which height a row
// gets (delegate, rowHeight, automaticDimension), the row widths of the three styles, separators,
// sections, and a seeded differential test against the cells' own sizing.
//
// Expected figures are written from Apple's documentation and the measured evidence, not taken
// from the library: a self-sizing row is its content's constraints plus the content view's
// margins (11 above and below: Scripts/ib/cell-margins.md, 24 documents / 15 apps) plus one
// pixel of separator; inset-grouped sections are inset 16 at 375 points and 20 at 390 and wider
// (Scripts/ib/builtin_cells.py: 4 documents / 4 apps).

/// A cell whose content is one block `blockHeight` tall pinned to the content view's margins.
private final class BlockCell: UITableViewCell {
    static let identifier = "BlockCell"
    let block = UIView()
    private var heightConstraint: NSLayoutConstraint?
    private(set) var madeByDequeue = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeByDequeue = reuseIdentifier == Self.identifier
        block.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(block)
        let margins = contentView.layoutMarginsGuide
        let height = block.heightAnchor.constraint(equalToConstant: 30)
        heightConstraint = height
        NSLayoutConstraint.activate([
            block.topAnchor.constraint(equalTo: margins.topAnchor),
            block.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            block.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            block.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            height,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(blockHeight: CGFloat) {
        heightConstraint?.constant = blockHeight
    }
}

/// A data source and delegate as a view controller writes them: block heights by row, and
/// optional heights for some rows.
private final class BlockList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[CGFloat]]
    var fixedHeights: [IndexPath: CGFloat] = [:]

    init(sections: [[CGFloat]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BlockCell.identifier, for: indexPath) as! BlockCell
        cell.configure(blockHeight: sections[indexPath.section][indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        fixedHeights[indexPath] ?? UITableView.automaticDimension
    }
}

/// A data source only: rows take the table's `rowHeight`.
private final class PlainList: NSObject, UITableViewDataSource {
    let blocks: [CGFloat]
    init(_ blocks: [CGFloat]) { self.blocks = blocks }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { blocks.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BlockCell.identifier, for: indexPath) as! BlockCell
        cell.configure(blockHeight: blocks[indexPath.row])
        return cell
    }
}

@MainActor
private func table(_ style: UITableView.Style = .plain, width: CGFloat, device id: String) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 800), style: style)
    table.device = Device.named(id, iOSVersion: 17)
    table.register(BlockCell.self, forCellReuseIdentifier: BlockCell.identifier)
    return table
}

private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

@MainActor
@Suite struct TableViewTests {
    @Test("Dequeue makes the registered class through its init(style:reuseIdentifier:), with the identifier")
    func dequeueMakesRegisteredCells() {
        let tableView = table(width: 393, device: "retina6_12")
        let cell = tableView.dequeueReusableCell(withIdentifier: BlockCell.identifier, for: IndexPath(row: 0, section: 0))
        #expect(cell is BlockCell)
        #expect((cell as? BlockCell)?.madeByDequeue == true)
        #expect(cell.reuseIdentifier == BlockCell.identifier)
        #expect(cell.frame.width == 393)
        #expect(tableView.dequeueReusableCell(withIdentifier: "unregistered") == nil)
        tableView.register(nil, forCellReuseIdentifier: BlockCell.identifier)
        #expect(tableView.dequeueReusableCell(withIdentifier: BlockCell.identifier) == nil)
    }

    @Test("Self-sizing rows: the content's height plus 11 + 11 margins plus one pixel, stacked in order")
    func automaticDimensionRows() {
        // retina6_12 is 3x: a separator is 1/3 point; retina4_7 is 2x: 1/2.
        let list = BlockList(sections: [[30, 100, 1]])
        let phone = table(width: 393, device: "retina6_12")
        phone.dataSource = list
        phone.delegate = list
        #expect(phone.rowHeight == UITableView.automaticDimension)
        let heights = phone.rowHeights()[0]
        let expected: [CGFloat] = [52 + 1.0 / 3, 122 + 1.0 / 3, 23 + 1.0 / 3]
        #expect(zip(heights, expected).allSatisfy(close), "\(heights)")
        #expect(close(phone.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 52 + 1.0 / 3))
        #expect(close(phone.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 174 + 2.0 / 3))
        #expect(close(phone.contentSize.height, 198))

        let older = table(width: 375, device: "retina4_7")
        older.dataSource = list
        older.delegate = list
        #expect(older.rowHeights()[0] == [52.5, 122.5, 23.5])
    }

    @Test("A fixed rowHeight wins over the cells' own heights; the delegate's heightForRowAt wins over rowHeight")
    func whichHeightWins() {
        let plain = table(width: 375, device: "retina4_7")
        let source = PlainList([30, 100])
        plain.dataSource = source
        plain.rowHeight = 60
        #expect(plain.rowHeights() == [[60, 60]])
        #expect(plain.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 60, width: 375, height: 60))
        plain.rowHeight = UITableView.automaticDimension
        #expect(plain.rowHeights() == [[52.5, 122.5]])

        let list = BlockList(sections: [[30, 30, 30]])
        list.fixedHeights = [IndexPath(row: 1, section: 0): 80]
        let delegated = table(width: 375, device: "retina4_7")
        delegated.rowHeight = 60
        delegated.dataSource = list
        delegated.delegate = list
        // Rows the delegate answers automaticDimension for self-size despite rowHeight = 60.
        #expect(delegated.rowHeights() == [[52.5, 80, 52.5]])
    }

    @Test("Row widths: plain and grouped rows are the table's width; inset-grouped ones are inset 16 at 375 points, 20 from 390")
    func rowWidthsByStyle() {
        let cases: [(style: UITableView.Style, width: CGFloat, device: String, x: CGFloat, rowWidth: CGFloat)] = [
            (.plain, 375, "retina4_7", 0, 375),
            (.grouped, 375, "retina4_7", 0, 375),
            (.insetGrouped, 375, "retina4_7", 16, 343),     // 122.storyboard: cells x 16, 343 wide
            (.insetGrouped, 390, "retina6_0", 20, 350),     // 264.storyboard: 350
            (.insetGrouped, 393, "retina6_12", 20, 353),    // 317.storyboard: 353
            (.insetGrouped, 414, "retina6_1", 20, 374),     // 419.storyboard: 374
        ]
        for c in cases {
            let tableView = table(c.style, width: c.width, device: c.device)
            let list = BlockList(sections: [[30]])
            tableView.dataSource = list
            let rect = tableView.rectForRow(at: IndexPath(row: 0, section: 0))
            #expect(rect.minX == c.x && rect.width == c.rowWidth, "\(c.style) at \(c.width): \(rect)")
            // Laid out, the cell is the row's width and its content view has the margins of a
            // cell that wide: 16 at 343 on retina4_7; 20 at 353 on retina6_12 and at 350 on
            // retina6_0 (cells wider than 320 points on those phones; Sluggo-iOS-UIKit's
            // inset-grouped 350-point cells on retina6_0 store 20, `cell_margins.py --evidence`).
            tableView.layoutIfNeeded()
            let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? BlockCell
            #expect(cell?.contentView.bounds.width == c.rowWidth)
            let side: CGFloat = ["retina6_12", "retina6_1", "retina6_0"].contains(c.device) ? 20 : 16
            #expect(cell?.block.frame.minX == side && cell?.block.frame.width == c.rowWidth - 2 * side,
                    "\(c.style) at \(c.width): \(String(describing: cell?.block.frame))")
        }
    }

    @Test("A narrow inset-grouped row can wrap text a full-width row does not")
    func insetGroupedNarrowsText() {
        // 320-point phone: rows 288 wide, margins 16: the label has 256 points against 288.
        final class TextSource: NSObject, UITableViewDataSource {
            let text: String
            init(_ text: String) { self.text = text }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let label = UILabel()
                label.numberOfLines = 0
                label.text = text
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(label)
                let margins = cell.contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: margins.topAnchor),
                    label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                    label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                ])
                return cell
            }
        }
        let measurer = (UIView.defaultTextMeasurer as? TextMeasurer) ?? TextMeasurer(mode: .fast)
        let font = UIFont.systemFont(ofSize: 17)
        func measured(_ text: String, _ width: CGFloat?) -> TextMetrics {
            try! measurer.measure(text, font: font, maxWidth: width.map { Double($0) }, numberOfLines: width == nil ? 1 : 0, scale: 2)
        }
        // A text wider than 256 points and narrower than 288, found by measuring, not by the table.
        var text = "Word"
        while measured(text, nil).width <= 262 { text += " a" }
        #expect(measured(text, nil).width < 288)
        let source = TextSource(text)
        let plain = table(.plain, width: 320, device: "retina4_0")
        plain.dataSource = source
        let inset = table(.insetGrouped, width: 320, device: "retina4_0")
        inset.dataSource = source
        let oneLine = CGFloat(measured(text, 288).height)
        let wrapped = CGFloat(measured(text, 256).height)
        #expect(wrapped > oneLine)
        #expect(plain.rowHeights() == [[22 + oneLine + 0.5]])
        #expect(inset.rowHeights() == [[22 + wrapped + 0.5]])
    }

    @Test("No separator: self-sized rows leave out its pixel; fixed rows keep their height")
    func separatorStyleNone() {
        let tableView = table(width: 393, device: "retina6_12")
        let list = BlockList(sections: [[30, 30]])
        list.fixedHeights = [IndexPath(row: 1, section: 0): 44]
        tableView.dataSource = list
        tableView.delegate = list
        tableView.separatorStyle = .none
        #expect(tableView.rowHeights() == [[52, 44]])
    }

    @Test("Sections: header and footer heights from the table or the delegate move the rows down; the header view too")
    func sectionsAndHeaders() {
        final class Headed: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: BlockCell.identifier, for: indexPath)
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                section == 0 ? 40 : tableView.sectionHeaderHeight
            }
        }
        let tableView = table(.grouped, width: 375, device: "retina4_7")
        let source = Headed()
        tableView.sectionHeaderHeight = 10
        tableView.sectionFooterHeight = 5
        tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        tableView.dataSource = source
        tableView.delegate = source
        // Header view 100, header 40, rows 52.5 each, footer 5, header 10, rows, footer 5.
        let minYs = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1),
                     IndexPath(row: 1, section: 1)].map { tableView.rectForRow(at: $0).minY }
        #expect(minYs == [140, 192.5, 260, 312.5])
        #expect(tableView.contentSize.height == 370)
        #expect(tableView.numberOfSections == 2 && tableView.numberOfRows(inSection: 1) == 2)
        #expect(tableView.visibleCells.count == 4)
        #expect(tableView.rectForRow(at: IndexPath(row: 5, section: 0)) == .zero)
    }

    @Test("The table's content size category sizes its rows' text styles; a cell's own override wins")
    func contentSizeCategory() {
        final class Styled: NSObject, UITableViewDataSource {
            var overrides: [UIContentSizeCategory?]
            init(_ overrides: [UIContentSizeCategory?]) { self.overrides = overrides }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { overrides.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
                label.text = "Body"
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(label)
                let margins = cell.contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: margins.topAnchor),
                    label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                    label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                ])
                if let category = overrides[indexPath.row] { cell.traitOverrides.preferredContentSizeCategory = category }
                return cell
            }
        }
        let measurer = (UIView.defaultTextMeasurer as? TextMeasurer) ?? TextMeasurer(mode: .fast)
        func bodyLine(_ category: ContentSizeCategory) -> CGFloat {
            CGFloat(try! measurer.with(contentSizeCategory: category)
                .measure("Body", font: .preferredFont(forTextStyle: .body), maxWidth: nil, numberOfLines: 1, scale: 3).height)
        }
        let tableView = table(width: 393, device: "retina6_12")
        let source = Styled([nil, .small])
        tableView.dataSource = source
        tableView.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        let heights = tableView.rowHeights()[0]
        #expect(bodyLine(.accessibilityExtraLarge) > bodyLine(.small))
        #expect(close(heights[0], 22 + bodyLine(.accessibilityExtraLarge) + 1.0 / 3), "\(heights)")
        #expect(close(heights[1], 22 + bodyLine(.small) + 1.0 / 3), "\(heights)")
    }

    @Test("Seeded: a table's automatic-dimension rows are each cell's own rowHeight(forTableWidth:) at the row's width")
    func tableAgreesWithCellSizing() {
        let seed = SeededGenerator.runSeed
        print("TableViewTests.tableAgreesWithCellSizing seed \(seed) (OPENAUTOLAYOUT_SEED replays)")
        var random = SeededGenerator(seed: seed)
        let devices = ["retina4_0", "retina4_7", "retina6_12", "retina6_1", "retina6_72", "ipad11"]
        let categories: [UIContentSizeCategory] = [.extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium]
        let words = ["a", "table", "row", "self-sizing", "content", "margin", "separator", "wraps", "here"]
        let styles: [UITableView.Style] = [.plain, .grouped, .insetGrouped]
        let accessories: [UITableViewCell.AccessoryType] = [.none, .disclosureIndicator, .checkmark]

        /// Makes the same cell twice: once for the table, once to size alone.
        final class RandomSource: NSObject, UITableViewDataSource {
            let make: (IndexPath) -> UITableViewCell
            let rows: Int
            init(rows: Int, make: @escaping (IndexPath) -> UITableViewCell) {
                self.rows = rows
                self.make = make
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { make(indexPath) }
        }

        for trial in 0..<12 {
            let id = devices.randomElement(using: &random)!
            let device = Device.named(id, iOSVersion: 17)!
            let width = device.screenSize.width
            let style = styles.randomElement(using: &random)!
            let category = categories.randomElement(using: &random)!
            let rowCount = Int.random(in: 1...5, using: &random)
            // Content: 0 a label of the cell's own, 1 the built-in labels of a random style,
            // 2 a list content configuration of a random preset.
            var specs: [(text: String, accessory: UITableViewCell.AccessoryType, dynamic: Bool, content: Int,
                         style: UITableViewCell.CellStyle, detail: String?)] = []
            for _ in 0..<rowCount {
                let text = (0..<Int.random(in: 1...30, using: &random)).map { _ in words.randomElement(using: &random)! }
                    .joined(separator: " ")
                let detail = Bool.random(using: &random)
                    ? (0..<Int.random(in: 1...12, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
                    : nil
                specs.append((text, accessories.randomElement(using: &random)!, Bool.random(using: &random),
                              Int.random(in: 0...2, using: &random),
                              [UITableViewCell.CellStyle.default, .subtitle, .value1, .value2].randomElement(using: &random)!, detail))
            }
            let make: (IndexPath) -> UITableViewCell = { indexPath in
                let spec = specs[indexPath.row]
                let cell = UITableViewCell(style: spec.style, reuseIdentifier: nil)
                cell.accessoryType = spec.accessory
                switch spec.content {
                case 1:
                    cell.textLabel?.text = spec.text
                    cell.textLabel?.numberOfLines = spec.dynamic ? 0 : 1
                    cell.detailTextLabel?.text = spec.detail
                    cell.detailTextLabel?.numberOfLines = 0
                    return cell
                case 2:
                    var content = cell.defaultContentConfiguration()
                    content.text = spec.text
                    content.secondaryText = spec.detail
                    cell.contentConfiguration = content
                    return cell
                default:
                    break
                }
                let label = UILabel()
                label.numberOfLines = 0
                label.text = spec.text
                label.font = spec.dynamic ? .preferredFont(forTextStyle: .body) : .systemFont(ofSize: 15)
                label.adjustsFontForContentSizeCategory = spec.dynamic
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(label)
                let margins = cell.contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: margins.topAnchor),
                    label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                    label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                ])
                return cell
            }
            let source = RandomSource(rows: rowCount, make: make)
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 600), style: style)
            tableView.device = device
            tableView.traitOverrides.preferredContentSizeCategory = category
            tableView.dataSource = source
            let rowWidth = tableView.rectForRow(at: IndexPath(row: 0, section: 0)).width
            let heights = tableView.rowHeights()[0]
            for row in 0..<rowCount {
                let alone = make(IndexPath(row: row, section: 0))
                    .rowHeight(forTableWidth: rowWidth, device: device, contentSizeCategory: category)
                #expect(heights[row] == alone,
                        "seed \(seed) trial \(trial): \(id) \(style) \(category.rawValue) row \(row) \(specs[row])")
            }
        }
    }
}

/// The example of docs/uikit.md ("Tables"), as written there.
private final class Messages: NSObject, UITableViewDataSource, UITableViewDelegate {
    let texts = ["Hi!", "A longer message that wraps onto a second line in a phone-sized table"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        var content = cell.defaultContentConfiguration()   // or cell.textLabel?.text = ...
        content.text = texts[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor
@Suite struct TableViewDocumentationExampleTests {
    @Test("docs/uikit.md's table example runs and gives what the page says")
    func example() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .insetGrouped)
        table.device = Device.named("retina6_12", iOSVersion: 17)       // iPhone 15
        table.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        table.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        let messages = Messages()
        table.dataSource = messages
        table.delegate = messages
        let heights = table.rowHeights()
        print("docs example rowHeights:", heights)
        // What the page shows (the text measurer's heights at xxLarge: one line, then three).
        #expect(heights.count == 1 && abs(heights[0][0] - 47.67) < 0.01 && abs(heights[0][1] - 99.67) < 0.01)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minX == 20)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).width == 353)
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 2)
    }
}
