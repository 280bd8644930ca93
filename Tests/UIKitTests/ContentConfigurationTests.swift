import Testing
import UIKit

// iOS 14 content configurations (issue 34, item 3): defaultContentConfiguration(),
// UIListContentConfiguration's presets and properties, contentConfiguration on table and list
// cells, self-sizing.
//
// Expected heights are written from the same measured figures as the built-in styles
// (Scripts/ib/builtin_cells.py, Scripts/ib/cell-margins.md), not taken from the library: the
// table's margins (11 above and below, 16 or 20 on the sides), 15 between image and text, no
// gap between stacked texts, 8 at least between side-by-side ones (estimate), body text, a
// subtitle's secondary text in the 12-point system font, at least a 44-point row; and from
// the properties each test sets. Text heights come from the text measurer.

private let measurer = (UIView.defaultTextMeasurer as? TextMeasurer) ?? TextMeasurer(mode: .fast)

private func height(_ text: String, _ font: UIFont, width: CGFloat?, lines: Int = 0, scale: CGFloat,
                    category: UIContentSizeCategory = .large) -> CGFloat {
    CGFloat(try! measurer.with(contentSizeCategory: category)
        .measure(text, font: font, maxWidth: width.map { Double($0) }, numberOfLines: width == nil ? 1 : lines,
                 scale: Double(scale)).height)
}

private func width(_ text: String, _ font: UIFont, scale: CGFloat, category: UIContentSizeCategory = .large) -> CGFloat {
    CGFloat(try! measurer.with(contentSizeCategory: category)
        .measure(text, font: font, maxWidth: nil, numberOfLines: 1, scale: Double(scale)).width)
}

private func snapped(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale + 0.5 + 1e-6).rounded(.down) / scale
}

/// A row: its content plus `vertical` margins, at least 44 with the separator's pixel.
private func row(content: CGFloat, vertical: CGFloat = 22, scale: CGFloat, separator: Bool = true) -> CGFloat {
    let pixel = separator ? 1 / scale : 0
    return max(44 - pixel, snapped(content + vertical, scale: scale)) + pixel
}

private let body = UIFont.preferredFont(forTextStyle: .body)
private let twelve = UIFont.systemFont(ofSize: 12)
private let long = "Configurations wrap their text by default, so a long enough title takes two lines or more, "
    + "and more again at the accessibility sizes"
private let phones: [(width: CGFloat, id: String, scale: CGFloat, side: CGFloat)] = [
    (320, "retina4_0", 2, 16), (375, "retina4_7", 2, 16), (393, "retina6_12", 3, 20),
]
private let categories: [UIContentSizeCategory] = [.extraSmall, .large, .accessibilityMedium]

private func device(_ id: String) -> Device { Device.named(id, iOSVersion: 17)! }
private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

@MainActor
private func sized(_ configuration: UIListContentConfiguration, style: UITableViewCell.CellStyle = .default,
                   width: CGFloat, id: String, category: UIContentSizeCategory = .large) -> CGFloat {
    let cell = UITableViewCell(style: style, reuseIdentifier: nil)
    cell.contentConfiguration = configuration
    return cell.rowHeight(forTableWidth: width, device: device(id), contentSizeCategory: category)
}

@MainActor
@Suite struct ContentConfigurationTests {
    @Test("defaultContentConfiguration(): the text wraps by default and the row grows; one short line is 44")
    func defaultConfiguration() {
        for phone in phones {
            for category in categories {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                #expect(content.textProperties.numberOfLines == 0)
                content.text = long
                cell.contentConfiguration = content
                let actual = cell.rowHeight(forTableWidth: phone.width, device: device(phone.id), contentSizeCategory: category)
                let text = height(long, body, width: phone.width - 2 * phone.side, scale: phone.scale, category: category)
                #expect(close(actual, row(content: text, scale: phone.scale)), "\(phone.id) \(category.rawValue): \(actual)")

                var short = UIListContentConfiguration.cell()
                short.text = "Short"
                #expect(sized(short, width: phone.width, id: phone.id, category: category)
                        == row(content: height("Short", body, width: nil, scale: phone.scale, category: category), scale: phone.scale))
            }
        }
    }

    @Test("subtitleCell() and valueCell(): stacked with no gap, side by side with the secondary text's width kept")
    func presets() {
        for phone in phones {
            for category in categories {
                let textWidth = phone.width - 2 * phone.side
                var subtitle = UIListContentConfiguration.subtitleCell()
                subtitle.text = long
                subtitle.secondaryText = "Secondary"
                let stacked = height(long, body, width: textWidth, scale: phone.scale, category: category)
                    + height("Secondary", twelve, width: textWidth, scale: phone.scale, category: category)
                #expect(close(sized(subtitle, width: phone.width, id: phone.id, category: category),
                              row(content: stacked, scale: phone.scale)), "\(phone.id) \(category.rawValue)")

                var value = UIListContentConfiguration.valueCell()
                value.text = long
                value.secondaryText = "Value"
                let beside = textWidth - width("Value", body, scale: phone.scale, category: category) - 8
                let text = height(long, body, width: beside, scale: phone.scale, category: category)
                #expect(close(sized(value, width: phone.width, id: phone.id, category: category),
                              row(content: text, scale: phone.scale)), "\(phone.id) \(category.rawValue)")
            }
        }
    }

    @Test("Properties: margins, paddings, numberOfLines and fonts change the height as set")
    func properties() {
        for phone in phones {
            var margins = UIListContentConfiguration.cell()
            margins.text = long
            margins.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 30, leading: 40, bottom: 20, trailing: 10)
            let inMargins = height(long, body, width: phone.width - 50, scale: phone.scale)
            #expect(close(sized(margins, width: phone.width, id: phone.id), row(content: inMargins, vertical: 50, scale: phone.scale)))

            var image = UIListContentConfiguration.cell()
            image.text = long
            image.image = UIImage(size: CGSize(width: 24, height: 24))
            image.imageToTextPadding = 30
            let besideImage = height(long, body, width: phone.width - 2 * phone.side - 24 - 30, scale: phone.scale)
            #expect(close(sized(image, width: phone.width, id: phone.id), row(content: besideImage, scale: phone.scale)))

            var padded = UIListContentConfiguration.subtitleCell()
            padded.text = "Title"
            padded.secondaryText = "Secondary"
            padded.textToSecondaryTextVerticalPadding = 6
            let two = height("Title", body, width: nil, scale: phone.scale) + 6 + height("Secondary", twelve, width: nil, scale: phone.scale)
            #expect(close(sized(padded, width: phone.width, id: phone.id), row(content: two, scale: phone.scale)))

            var oneLine = UIListContentConfiguration.cell()
            oneLine.text = long
            oneLine.textProperties.numberOfLines = 1
            #expect(close(sized(oneLine, width: phone.width, id: phone.id),
                          row(content: height(long, body, width: nil, scale: phone.scale), scale: phone.scale)))

            var big = UIListContentConfiguration.cell()
            big.text = long
            big.textProperties.font = .systemFont(ofSize: 28)
            let bigText = height(long, .systemFont(ofSize: 28), width: phone.width - 2 * phone.side, scale: phone.scale)
            #expect(close(sized(big, width: phone.width, id: phone.id), row(content: bigText, scale: phone.scale)))
        }
    }

    @Test("A configuration replaces the built-in labels; a new one updates its view in place; nil removes it")
    func replacing() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Built-in"
        var content = cell.defaultContentConfiguration()
        content.text = "Configured"
        cell.contentConfiguration = content
        _ = cell.rowHeight(forTableWidth: 375, device: device("retina4_7"))
        #expect(cell.contentView.subviews.count == 1)
        let view = cell.contentView.subviews.first
        #expect(view is UIListContentView)
        content.text = long
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first === view)
        #expect((view as? UIListContentView)?.listContentConfiguration.text == long)
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.allSatisfy { !($0 is UIListContentView) })
    }

    @Test("Laid out at its row, the configuration's text starts at the table's margin")
    func frames() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Configured"
        content.image = UIImage(size: CGSize(width: 30, height: 30))
        cell.contentConfiguration = content
        let rowHeight = cell.rowHeight(forTableWidth: 393, device: device("retina6_12"))
        cell.frame = CGRect(x: 0, y: 0, width: 393, height: rowHeight)
        cell.layoutIfNeeded()
        let list = cell.contentView.subviews.first!
        let image = list.subviews.first { $0 is UIImageView }!
        let label = list.subviews.first { $0 is UILabel }!
        #expect(close(image.frame.minX, 20))
        #expect(close(label.frame.minX, 20 + 30 + 15))
        // Centred, on the 3x pixel grid: within half a pixel.
        #expect(abs(label.frame.midY - cell.contentView.bounds.height / 2) <= 0.5 / 3 + 0.001)
    }

    @Test("In the table harness and in a list collection cell")
    func tableAndListCell() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = indexPath.row == 0 ? "Short" : long
                cell.contentConfiguration = content
                return cell
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .insetGrouped)
        table.device = device("retina6_12")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = Source()
        table.dataSource = source
        // Inset-grouped at 393: rows 353 wide, margins 20: text 313.
        let heights = table.rowHeights()[0]
        #expect(heights[0] == 44)
        #expect(close(heights[1], row(content: height(long, body, width: 313, scale: 3), scale: 3)), "\(heights)")

        let listCell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        var content = listCell.defaultContentConfiguration()
        content.text = long
        listCell.contentConfiguration = content
        let size = listCell.size(fittingWidth: 375, device: device("retina4_7"))
        #expect(close(size.height, row(content: height(long, body, width: 375 - 32, scale: 2), scale: 2, separator: false)))
    }

    // Census-4 (Datasets/uikit-cells): list cells that set their content only in
    // updateConfiguration(using:), as three of its 27 cells do, size as if it were set directly:
    // UIKit updates a cell before it appears, and again when its configuration state changes
    // (UICollectionViewCell.setNeedsUpdateConfiguration(), Apple's documentation).
    @Test func listCellContentSetInUpdateConfigurationSelfSizes() {
        final class Row: UICollectionViewListCell {
            var text = ""
            var states: [UICellConfigurationState] = []
            override func updateConfiguration(using state: UICellConfigurationState) {
                states.append(state)
                var content = defaultContentConfiguration()
                content.text = text
                contentConfiguration = content
            }
        }
        let cell = Row(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        cell.text = long
        let size = cell.size(fittingWidth: 375, device: device("retina4_7"))
        #expect(close(size.height, row(content: height(long, body, width: 375 - 32, scale: 2), scale: 2, separator: false)))
        #expect(cell.states.count == 1 && cell.states[0].isSelected == false)
        // Several requests before the next sizing make one update, with the new state.
        cell.isSelected = true
        cell.setNeedsUpdateConfiguration()
        cell.text = "One line"
        let short = cell.size(fittingWidth: 375, device: device("retina4_7"))
        #expect(cell.states.count == 2 && cell.states[1].isSelected)
        #expect(close(short.height, row(content: height("One line", body, width: 375 - 32, scale: 2), scale: 2, separator: false)))
        // No request, no update.
        _ = cell.size(fittingWidth: 320, device: device("retina4_0"))
        #expect(cell.states.count == 2)
    }
}
