import AutoLayout
import Foundation
import TextMeasurement

/// UIKit's `UITableView` as a sizing harness: register cell classes, set a data source and a
/// delegate, and ask for every row's height and frame, as the table would give them on its
/// device at its content size category.
///
/// How a row's height is decided (Apple's `rowHeight` and `tableView(_:heightForRowAt:)`
/// documentation): the delegate's `heightForRowAt` when it has one, else `rowHeight`; a height
/// of `automaticDimension` sizes the row by its cell, through the cell's own sizing
/// (`TableViewCell.rowHeight(forTableWidth:device:contentSizeCategory:separator:)`, which holds
/// the margins, accessory and separator rules) at the width a row of this table's style has.
/// A fixed height is the row's whole height, separator included. Invariant: every row's frame
/// starts where the previous one (or its section's header) ends, and a row's frame height is
/// its height.
///
/// Not a scrolling view: every row is on screen at once, so every dequeue makes a new cell
/// (nothing is reused) and cells are not subviews of the table. Section headers and footers
/// take the heights the delegate or `sectionHeaderHeight`/`sectionFooterHeight` give; their
/// views and titles are not laid out, so `automaticDimension` there takes no height.
open class TableView: ScrollView {
    /// UIKit's `UITableView.Style`.
    public enum Style: Int, Hashable, Sendable {
        case plain = 0, grouped, insetGrouped
    }

    /// UIKit's `UITableView.RowAnimation`: named by code that updates rows; nothing animates here.
    public enum RowAnimation: Int, Hashable, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// UIKit's `UITableView.automaticDimension`: as a row height, the cell's own fitting height.
    public static let automaticDimension: CGFloat = -1

    /// The style given to `init(frame:style:)`; fixed thereafter, as in UIKit.
    public let style: Style

    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }

    /// The height of rows the delegate does not size; `automaticDimension` (UIKit's default)
    /// sizes them by their cells.
    public var rowHeight: CGFloat = TableView.automaticDimension { didSet { reloadData() } }
    /// Stored: sizing here is exact, so estimates change nothing.
    public var estimatedRowHeight: CGFloat = TableView.automaticDimension
    public var sectionHeaderHeight: CGFloat = TableView.automaticDimension { didSet { reloadData() } }
    public var sectionFooterHeight: CGFloat = TableView.automaticDimension { didSet { reloadData() } }
    public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension
    /// Whether rows show their separator; `.none` leaves the separator's pixel out of
    /// self-sized rows, as in UIKit.
    public var separatorStyle: TableViewCell.SeparatorStyle = .singleLine { didSet { reloadData() } }
    /// Drawing only.
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    public var separatorColor: Color?
    /// A view above the first section: its frame's height moves the rows down.
    public var tableHeaderView: View? { didSet { reloadData() } }
    public var tableFooterView: View? { didSet { reloadData() } }
    public var backgroundView: View?
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    public var isEditing = false
    public var cellLayoutMarginsFollowReadableWidth = false
    public var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension

    /// The delegate (a `TableViewDelegate` sizes rows); setting it sizes the rows again.
    public override var delegate: ScrollViewDelegate? { didSet { reloadData() } }

    private var registeredCells: [String: TableViewCell.Type] = [:]
    /// The rows as last sized, and what they were sized for; nil when they need sizing again.
    private var sizedRows: SizedRows?

    /// UIKit's `init(frame:style:)`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// UIKit's `init(frame:)`: a plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: - Cells

    /// UIKit's `register(_:forCellReuseIdentifier:)`; `nil` unregisters.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredCells[identifier] = nil
            return
        }
        guard let cellType = cellClass as? TableViewCell.Type else {
            preconditionFailure("\(cellClass) is not a UITableViewCell subclass")
        }
        registeredCells[identifier] = cellType
    }

    /// UIKit's `dequeueReusableCell(withIdentifier:for:)`: a new cell of the registered class
    /// (made by its `init(style: .default, reuseIdentifier:)`), sized to the row's width. As in
    /// UIKit, an unregistered identifier is a programming error.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// UIKit's `dequeueReusableCell(withIdentifier:)`: a new cell of the registered class, or
    /// nil for an identifier nothing is registered for (code then makes its own cell).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let cellType = registeredCells[identifier] else { return nil }
        let cell = cellType.init(dequeuedWithReuseIdentifier: identifier)
        cell.frame = CGRect(x: 0, y: 0, width: rowWidth, height: cell.frame.height)
        return cell
    }

    /// UIKit's `reloadData()`: the rows are sized again when next asked for.
    public func reloadData() {
        sizedRows = nil
        setNeedsLayout()
    }

    // MARK: - Rows

    /// UIKit's `numberOfSections`, from the data source.
    public var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    /// UIKit's `numberOfRows(inSection:)`, from the data source.
    public func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// UIKit's `rectForRow(at:)`: the row's frame in the table's content (`.zero` for a row the
    /// data source does not have).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        row(at: indexPath)?.frame ?? .zero
    }

    /// UIKit's `cellForRow(at:)`: the cell the data source gave for the row when it was last
    /// sized (every row is visible here).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        row(at: indexPath)?.cell
    }

    /// UIKit's `visibleCells`: every row's cell, in order.
    public var visibleCells: [TableViewCell] { rows().sections.flatMap { $0.map(\.cell) } }

    /// UIKit's `indexPathsForVisibleRows`: every row.
    public var indexPathsForVisibleRows: [IndexPath]? {
        rows().sections.enumerated().flatMap { section, rows in rows.indices.map { IndexPath(row: $0, section: section) } }
    }

    /// Every row's height, by section: what the table gives each row (the delegate's height,
    /// else `rowHeight`, self-sized when `automaticDimension`).
    public func rowHeights() -> [[CGFloat]] {
        rows().sections.map { $0.map(\.frame.height) }
    }

    /// The rows' content: as wide as the table, as tall as the header view, sections and footer
    /// view.
    public override var contentSize: CGSize {
        CGSize(width: bounds.width, height: rows().contentHeight)
    }

    /// How wide a row of this table is: the table's width, less the section insets of an
    /// inset-grouped table (`Device.insetGroupedSectionInset(forTableWidth:)`).
    public var rowWidth: CGFloat {
        let width = bounds.width
        guard style == .insetGrouped else { return width }
        return max(0, width - 2 * traitDevice.insetGroupedSectionInset(forTableWidth: width))
    }

    /// UIKit lays out the rows' cells when the table lays out: each cell at its row's size, with
    /// the table's traits.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let laidOut = rows()
        let traits = rowTraits
        let tableDelegate = delegate as? TableViewDelegate
        for (sectionIndex, section) in laidOut.sections.enumerated() {
            for (index, row) in section.enumerated() {
                tableDelegate?.tableView(self, willDisplay: row.cell, forRowAt: IndexPath(row: index, section: sectionIndex))
                row.cell.applyTable(width: row.frame.width, traits: traits, separator: separatorStyle != .none)
                row.cell.frame = row.frame
                traits.performAsCurrent {
                    row.cell.measuringTextStyles(at: category(of: row.cell)) { row.cell.layoutIfNeeded() }
                }
            }
        }
    }

    open override var typeNameForDescriptions: String { "UITableView" }

    // MARK: - Sizing

    private struct Row {
        var cell: TableViewCell
        var frame: CGRect
    }

    /// What rows were sized for: a change of any of these sizes them again.
    private struct SizingKey: Equatable {
        var width: CGFloat
        var device: Device
        var category: ContentSizeCategory
    }

    private struct SizedRows {
        var key: SizingKey
        var sections: [[Row]]
        var contentHeight: CGFloat
    }

    private var rowTraits: TraitCollection {
        TraitCollection(device: traitDevice, preferredContentSizeCategory: traitCollection.preferredContentSizeCategory)
    }

    /// The category a row's cell is sized at: the cell's own override, else the table's.
    private func category(of cell: TableViewCell) -> ContentSizeCategory {
        cell.traitOverrides.preferredContentSizeCategory ?? traitCollection.preferredContentSizeCategory
    }

    private func row(at indexPath: IndexPath) -> Row? {
        let sections = rows().sections
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section][indexPath.row]
    }

    /// The rows, sized now unless nothing they depend on changed since they were.
    private func rows() -> SizedRows {
        let traits = rowTraits
        let key = SizingKey(width: bounds.width, device: traits.device, category: traits.preferredContentSizeCategory)
        if let sizedRows, sizedRows.key == key { return sizedRows }
        let made = sizeRows(key: key, traits: traits)
        sizedRows = made
        return made
    }

    private func sizeRows(key: SizingKey, traits: TraitCollection) -> SizedRows {
        let tableDelegate = delegate as? TableViewDelegate
        let width = rowWidth
        let x = (bounds.width - width) / 2
        var y = tableHeaderView?.frame.height ?? 0
        var sections: [[Row]] = []
        for section in 0..<numberOfSections {
            y += resolvedHeight(tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            var rows: [Row] = []
            for index in 0..<numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: index, section: section)
                guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
                let given = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                let height = given == Self.automaticDimension
                    ? cell.rowHeight(forTableWidth: width, device: key.device, contentSizeCategory: category(of: cell),
                                     separator: separatorStyle != .none)
                    : given
                rows.append(Row(cell: cell, frame: CGRect(x: x, y: y, width: width, height: height)))
                y += height
            }
            sections.append(rows)
            y += resolvedHeight(tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
        }
        y += tableFooterView?.frame.height ?? 0
        return SizedRows(key: key, sections: sections, contentHeight: y)
    }

    /// A header's or footer's height: `automaticDimension` is a title's or view's height, and
    /// neither is laid out here.
    private func resolvedHeight(_ height: CGFloat) -> CGFloat {
        height == Self.automaticDimension ? 0 : max(0, height)
    }
}
