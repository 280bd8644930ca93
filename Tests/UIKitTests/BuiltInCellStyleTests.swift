import Testing
import UIKit

// Built-in cell styles self-size (issue 34, item 2): `.default`, `.subtitle`, `.value1` and
// `.value2` with `textLabel`, `detailTextLabel` and `imageView`.
//
// Expected heights are written from the measured paddings (Scripts/ib/builtin_cells.py on the
// fixture documents, Xcode 10 and later; cells / documents / apps), not from the library:
// - the content view's margins: 11 above and below, 16 on the sides (20 for cells wider than
//   320 points on retina6_12) (Scripts/ib/cell-margins.md);
// - the text or image at the leading margin, the content centred between the margins;
// - 15 between an image and the text (12 of 14 cells, 5 / 3);
// - no gap between a subtitle's two labels (5 / 5 / 4);
// - text in the 17-point body style, a subtitle's detail in the 12-point system font, a value1
//   detail in the body style; 8 at least between side-by-side texts (estimate);
// - at least the standard 44-point row, separator included.
// Text heights come from the text measurer, as in the corpus tests.

private let measurer = (UIView.defaultTextMeasurer as? TextMeasurer) ?? TextMeasurer(mode: .fast)

private func height(_ text: String, _ font: UIFont, width: CGFloat?, lines: Int = 0, scale: CGFloat,
                    category: UIContentSizeCategory = .large) -> CGFloat {
    let metrics = try! measurer.with(contentSizeCategory: category)
        .measure(text, font: font, maxWidth: width.map { Double($0) }, numberOfLines: width == nil ? 1 : lines,
                 scale: Double(scale))
    return CGFloat(metrics.height)
}

private func width(_ text: String, _ font: UIFont, scale: CGFloat, category: UIContentSizeCategory = .large) -> CGFloat {
    CGFloat(try! measurer.with(contentSizeCategory: category)
        .measure(text, font: font, maxWidth: nil, numberOfLines: 1, scale: Double(scale)).width)
}

private func snapped(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale + 0.5 + 1e-6).rounded(.down) / scale
}

/// A row: at least 44 with its separator, else the content plus 11 + 11 plus one pixel.
private func row(content: CGFloat, scale: CGFloat) -> CGFloat {
    max(44, snapped(11 + content + 11, scale: scale) + 1 / scale)
}

private let body = UIFont.preferredFont(forTextStyle: .body)
private let twelve = UIFont.systemFont(ofSize: 12)
private let long = "A long title that certainly takes more than one line in a table cell on any phone, "
    + "and with a larger text size takes several more lines than that"

/// Phones: table width, device, scale, side margin of a full-width cell.
private let phones: [(width: CGFloat, id: String, scale: CGFloat, side: CGFloat)] = [
    (320, "retina4_0", 2, 16), (375, "retina4_7", 2, 16), (393, "retina6_12", 3, 20),
]
private let categories: [UIContentSizeCategory] = [.small, .large, .accessibilityLarge]

private func device(_ id: String) -> Device { Device.named(id, iOSVersion: 17)! }

private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

@MainActor
@Suite struct BuiltInCellStyleTests {
    @Test("Default style: one short line is the standard 44-point row; a long wrapping textLabel grows the row")
    func defaultStyle() {
        for phone in phones {
            for category in categories {
                let short = UITableViewCell(style: .default, reuseIdentifier: nil)
                short.textLabel?.text = "Wi-Fi"
                let shortHeight = short.rowHeight(forTableWidth: phone.width, device: device(phone.id), contentSizeCategory: category)
                let line = height("Wi-Fi", body, width: nil, scale: phone.scale, category: category)
                #expect(close(shortHeight, row(content: line, scale: phone.scale)), "\(phone.id) \(category.rawValue)")

                let wrapping = UITableViewCell(style: .default, reuseIdentifier: nil)
                wrapping.textLabel?.text = long
                wrapping.textLabel?.numberOfLines = 0
                var diagnostics: [LayoutDiagnostic] = []
                wrapping.diagnosticsHandler = { diagnostics.append($0) }
                let actual = wrapping.rowHeight(forTableWidth: phone.width, device: device(phone.id), contentSizeCategory: category)
                let text = height(long, body, width: phone.width - 2 * phone.side, scale: phone.scale, category: category)
                #expect(text > 2 * line, "the text wraps")
                #expect(close(actual, row(content: text, scale: phone.scale)), "\(phone.id) \(category.rawValue): \(actual)")
                #expect(diagnostics.isEmpty, "no zero-height warning: \(diagnostics)")

                // One line by default (UIKit's numberOfLines = 1): the long text truncates.
                let truncating = UITableViewCell(style: .default, reuseIdentifier: nil)
                truncating.textLabel?.text = long
                let oneLine = truncating.rowHeight(forTableWidth: phone.width, device: device(phone.id), contentSizeCategory: category)
                #expect(close(oneLine, row(content: line, scale: phone.scale)))
            }
        }
    }

    @Test("Subtitle style: the two labels stacked with no gap between the margins")
    func subtitleStyle() {
        for phone in phones {
            for category in categories {
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = long
                cell.textLabel?.numberOfLines = 0
                cell.detailTextLabel?.text = "Detail that may wrap too, when it is long enough to need a second line here"
                cell.detailTextLabel?.numberOfLines = 0
                let actual = cell.rowHeight(forTableWidth: phone.width, device: device(phone.id), contentSizeCategory: category)
                let textWidth = phone.width - 2 * phone.side
                let content = height(long, body, width: textWidth, scale: phone.scale, category: category)
                    + height(cell.detailTextLabel!.text!, twelve, width: textWidth, scale: phone.scale, category: category)
                #expect(close(actual, row(content: content, scale: phone.scale)), "\(phone.id) \(category.rawValue): \(actual)")

                // One line each: 20.33 + 14.33 at 3x plus 22 is over 44 already.
                let short = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                short.textLabel?.text = "Title"
                short.detailTextLabel?.text = "Subtitle"
                let two = height("Title", body, width: nil, scale: phone.scale, category: category)
                    + height("Subtitle", twelve, width: nil, scale: phone.scale, category: category)
                #expect(close(short.rowHeight(forTableWidth: phone.width, device: device(phone.id), contentSizeCategory: category),
                              row(content: two, scale: phone.scale)))
            }
        }
    }

    @Test("Laid out at its row, a subtitle cell's labels start at the margin, the detail right below the text")
    func subtitleFrames() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Subtitle"
        let rowHeight = cell.rowHeight(forTableWidth: 393, device: device("retina6_12"))
        cell.frame = CGRect(x: 0, y: 0, width: 393, height: rowHeight)
        cell.layoutIfNeeded()
        let text = cell.textLabel!.frame
        let detail = cell.detailTextLabel!.frame
        #expect(text.minX == 20 && detail.minX == 20)
        #expect(close(text.minY, 11))
        #expect(close(detail.minY, text.maxY))
        #expect(close(detail.maxY, cell.contentView.bounds.height - 11))
    }

    @Test("Image: at the leading margin, the text 15 points after it; a tall image sets the row's height")
    func imageView() {
        for phone in phones {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.imageView?.image = UIImage(size: CGSize(width: 40, height: 40))
            cell.textLabel?.text = long
            cell.textLabel?.numberOfLines = 0
            let actual = cell.rowHeight(forTableWidth: phone.width, device: device(phone.id))
            let text = height(long, body, width: phone.width - 2 * phone.side - 40 - 15, scale: phone.scale)
            #expect(close(actual, row(content: max(40, text), scale: phone.scale)), "\(phone.id): \(actual)")

            cell.frame = CGRect(x: 0, y: 0, width: phone.width, height: actual)
            cell.layoutIfNeeded()
            #expect(cell.imageView!.frame.minX == phone.side)
            #expect(cell.textLabel!.frame.minX == phone.side + 40 + 15)

            let tall = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            tall.imageView?.image = UIImage(size: CGSize(width: 60, height: 60))
            tall.textLabel?.text = "Title"
            tall.detailTextLabel?.text = "Subtitle"
            #expect(close(tall.rowHeight(forTableWidth: phone.width, device: device(phone.id)), row(content: 60, scale: phone.scale)))
        }
    }

    @Test("Value1: the detail at the trailing margin keeps its width; a wrapping text takes what is left less 8")
    func value1Style() {
        for phone in phones {
            for category in categories {
                let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                cell.textLabel?.text = long
                cell.textLabel?.numberOfLines = 0
                cell.detailTextLabel?.text = "On"
                let actual = cell.rowHeight(forTableWidth: phone.width, device: device(phone.id), contentSizeCategory: category)
                let detailWidth = width("On", body, scale: phone.scale, category: category)
                let text = height(long, body, width: phone.width - 2 * phone.side - detailWidth - 8, scale: phone.scale,
                                  category: category)
                #expect(close(actual, row(content: text, scale: phone.scale)), "\(phone.id) \(category.rawValue): \(actual)")

                cell.frame = CGRect(x: 0, y: 0, width: phone.width, height: actual)
                cell.traitOverrides.preferredContentSizeCategory = category
                cell.layoutIfNeeded()
                let detail = cell.detailTextLabel!.frame
                #expect(close(detail.maxX, phone.width - phone.side), "\(detail)")
                #expect(close(detail.midY, cell.contentView.bounds.height / 2), "centred: \(detail)")
            }
            let short = UITableViewCell(style: .value1, reuseIdentifier: nil)
            short.textLabel?.text = "Wi-Fi"
            short.detailTextLabel?.text = "Home"
            #expect(short.rowHeight(forTableWidth: phone.width, device: device(phone.id)) == 44)
        }
    }

    @Test("At a fixed 44-point row a subtitle cell's labels are centred past the margins, with no conflict reported")
    func fixedRowCentres() {
        // Xcode draws 44-point subtitle cells so (125.storyboard: text at y 5, detail ending at 40).
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Subtitle"
        var diagnostics: [LayoutDiagnostic] = []
        cell.diagnosticsHandler = { diagnostics.append($0) }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        final class One: NSObject, UITableViewDataSource {
            let cell: UITableViewCell
            init(_ cell: UITableViewCell) { self.cell = cell }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
        }
        let source = One(cell)
        table.device = device("retina4_7")
        table.rowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        let text = cell.textLabel!.frame
        let detail = cell.detailTextLabel!.frame
        #expect(text.minY < 11, "\(text)")
        #expect(abs((text.minY + detail.maxY) / 2 - 43.5 / 2) <= 0.25 + 0.001, "\(text) \(detail)")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test("A cell with views of its own that also sets textLabel is sized by its own constraints")
    func customContentWins() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let block = UIView()
        block.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(block)
        NSLayoutConstraint.activate([
            block.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            block.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            block.heightAnchor.constraint(equalToConstant: 30),
        ])
        cell.textLabel?.text = long
        cell.textLabel?.numberOfLines = 0
        #expect(cell.rowHeight(forTableWidth: 375, device: device("retina4_7")) == 30.5)
    }

    @Test("Built-in cells in the table harness: the table's rows are the styles' heights")
    func inTable() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1]
                let cell = tableView.dequeueReusableCell(withIdentifier: "\(indexPath.row)")
                    ?? UITableViewCell(style: styles[indexPath.row], reuseIdentifier: "\(indexPath.row)")
                cell.textLabel?.text = long
                cell.textLabel?.numberOfLines = 0
                cell.detailTextLabel?.text = "Detail"
                return cell
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .insetGrouped)
        table.device = device("retina4_7")
        let source = Source()
        table.dataSource = source
        // Inset-grouped at 375: rows 343 wide, text 343 - 32.
        let textWidth: CGFloat = 343 - 32
        let text = height(long, body, width: textWidth, scale: 2)
        let expected = [
            row(content: text, scale: 2),
            row(content: text + height("Detail", twelve, width: textWidth, scale: 2), scale: 2),
            row(content: height(long, body, width: textWidth - width("Detail", body, scale: 2) - 8, scale: 2), scale: 2),
        ]
        let heights = table.rowHeights()[0]
        #expect(zip(heights, expected).allSatisfy(close), "\(heights) against \(expected)")
    }
}
