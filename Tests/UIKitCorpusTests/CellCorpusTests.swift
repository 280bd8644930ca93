import Foundation
import Testing
import UIKit

/// Cells written the way iOS apps write them (`Cells/`), sized as a table or a collection view
/// would size them, against heights computed here from each cell's design: the constants and
/// margins along its vertical axis plus its labels' measured text. Also: heights on the pixel
/// grid, never shorter for longer text or a larger text size, never taller for a wider table,
/// and hidden arranged views giving back their space.
///
/// Random texts come from `CorpusTexts.seed`, printed with each failure.
@MainActor
@Suite struct CellCorpusTests {
    /// Phone widths with the device that has them.
    static let phones: [(width: CGFloat, device: String)] = [
        (320, "retina4_0"), (375, "retina4_7"), (393, "retina6_12"), (430, "retina6_72"),
    ]
    static let tolerance: CGFloat = 0.001

    /// One sizing: the height the library gives and the height the cell's design says.
    struct Sizing {
        var actual: CGFloat
        var expected: CGFloat
        var scale: CGFloat
        var place: String
    }

    /// Sizes `cell` with `sample` in a screen `width` wide on `deviceID`, at `category`.
    static func size(_ cell: CorpusCell, _ sample: Sample, width: CGFloat, deviceID: String,
                     category: UIContentSizeCategory = .large) -> Sizing {
        let view = cell.make(sample)
        if category != .large { setContentSizeCategory(category, on: view) }
        let place = "\(cell.name) at \(width) on \(deviceID), \(category.rawValue), \(sample), seed \(CorpusTexts.seed)"
        switch cell.kind {
        case .table(let accessory):
            let tableCell = view as! UITableViewCell
            let phone = device(deviceID)
            let scale = phone.scale
            let height = tableRowHeight(tableCell, tableWidth: width, device: phone)
            let margins = expectedContentMargins(deviceID: deviceID, tableWidth: width)
            let contentWidth = width - expectedAccessoryWidth(accessory, scale: scale, margins: margins)
            let geometry = Geometry(width: contentWidth, margins: contentMargins(margins, besideAccessory: accessory))
            let content = cell.expectedHeight(sample, geometry, Measure(scale: scale, category: measurementCategory(category)))
            return Sizing(actual: height, expected: snapped(content, scale: scale) + 1 / scale, scale: scale, place: place)
        case .collection(let cellWidth):
            let scale = mainScreenScale()
            let width = cellWidth(width)
            let height = collectionCellHeight(view as! UICollectionViewCell, width: width)
            let geometry = Geometry(width: width, margins: Margins(top: 0, left: 0, bottom: 0, right: 0))
            let content = cell.expectedHeight(sample, geometry, Measure(scale: scale, category: measurementCategory(category)))
            return Sizing(actual: snapped(height, scale: scale), expected: snapped(content, scale: scale), scale: scale, place: place)
        }
    }

    // MARK: - Heights from the design

    @Test("Every cell's height is its design's, at every phone width, for fixed and random texts", arguments: CorpusCell.all)
    func heightsFollowTheDesign(_ cell: CorpusCell) {
        var generator = CorpusTexts.generator(for: cell.name)
        var samples: [Sample] = CorpusTexts.fixed.flatMap { [Sample(text: $0, flag: true), Sample(text: $0, flag: false)] }
        samples += (0..<6).map { _ in Sample(text: CorpusTexts.random(&generator), flag: generator.next() % 2 == 0) }
        var failures: [String] = []
        for phone in Self.phones {
            for sample in samples {
                let sizing = Self.size(cell, sample, width: phone.width, deviceID: phone.device)
                if abs(sizing.actual - sizing.expected) > Self.tolerance {
                    failures.append("\(sizing.place): \(sizing.actual), expected \(sizing.expected)")
                }
                let pixels = sizing.actual * sizing.scale
                if abs(pixels - pixels.rounded()) > 1e-6 {
                    failures.append("\(sizing.place): \(sizing.actual) is not on the \(sizing.scale)x pixel grid")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(Self.phones.count * samples.count) sizings differ:\n\(failures.prefix(6).joined(separator: "\n"))")
    }

    // MARK: - Properties

    @Test("A longer text never makes a cell shorter; a long text makes a wrapping cell taller", arguments: CorpusCell.all)
    func longerTextNeverShortens(_ cell: CorpusCell) {
        for (width, deviceID) in [(CGFloat(375), "retina4_7"), (393, "retina6_12")] {
            for text in deviceID == "retina4_7" ? [CorpusTexts.long, CorpusTexts.chinese] : [CorpusTexts.long] {
                let pieces: [String] = text == CorpusTexts.chinese
                    ? text.map(String.init)
                    : text.split(separator: " ", omittingEmptySubsequences: false).enumerated().map { $0.offset == 0 ? String($0.element) : " " + $0.element }
                var prefix = ""
                var previous = -CGFloat.infinity
                for piece in pieces {
                    prefix += piece
                    let height = Self.size(cell, Sample(text: prefix, flag: cell.monotonicFlag), width: width, deviceID: deviceID).actual
                    #expect(height >= previous - Self.tolerance, "\(cell.name) at \(width) on \(deviceID): \(height) for \(prefix.debugDescription), \(previous) one piece shorter")
                    previous = height
                }
            }
            if cell.wraps {
                let short = Self.size(cell, Sample(text: CorpusTexts.short, flag: cell.monotonicFlag), width: width, deviceID: deviceID).actual
                let long = Self.size(cell, Sample(text: CorpusTexts.long, flag: cell.monotonicFlag), width: width, deviceID: deviceID).actual
                #expect(long > short, "\(cell.name) at \(width) on \(deviceID): the long text gives \(long), the short one \(short)")
            }
        }
    }

    @Test("A wider table never makes a wrapping cell taller", arguments: CorpusCell.all.filter(\.widerIsNeverTaller))
    func widerIsNeverTaller(_ cell: CorpusCell) {
        var generator = CorpusTexts.generator(for: cell.name + "/width")
        let texts = CorpusTexts.latin + (0..<6).map { _ in CorpusTexts.random(&generator, latinOnly: true) }
        for text in texts {
            var previous = CGFloat.infinity
            for width in [CGFloat(320), 340, 375, 393, 414, 430] {
                let height = Self.size(cell, Sample(text: text, flag: cell.monotonicFlag), width: width, deviceID: "retina6_12").actual
                #expect(height <= previous + Self.tolerance, "\(cell.name): \(height) at \(width), \(previous) narrower, text \(text.debugDescription), seed \(CorpusTexts.seed)")
                previous = height
            }
        }
    }

    @Test("Hidden arranged views give back their size and their spacing; hidden views outside a stack do not")
    func hiddenViewsAndTheirSpace() {
        let byName = Dictionary(uniqueKeysWithValues: CorpusCell.all.map { ($0.name, $0) })
        let hiding = ["SettingsSwitchCell", "FeedPostCell", "ProductGridCell", "OrderSummaryCell", "TimelineEventCell"]
        for name in hiding {
            let cell = byName[name]!
            for (width, deviceID) in Self.phones {
                let shown = Self.size(cell, Sample(text: CorpusTexts.long, flag: true), width: width, deviceID: deviceID)
                let hidden = Self.size(cell, Sample(text: CorpusTexts.long, flag: false), width: width, deviceID: deviceID)
                #expect(hidden.actual < shown.actual, "\(name) at \(width): hiding its optional view left \(hidden.actual) of \(shown.actual)")
                #expect(abs((shown.actual - hidden.actual) - (shown.expected - hidden.expected)) <= Self.tolerance,
                        "\(name) at \(width): hiding gave back \(shown.actual - hidden.actual), the view and its spacing take \(shown.expected - hidden.expected)")
            }
        }
        // ProfileHeaderCell hides its bio when it is empty: the bio's spacing goes with it.
        let profile = byName["ProfileHeaderCell"]!
        let noBio = Self.size(profile, Sample(text: ""), width: 375, deviceID: "retina4_7")
        #expect(abs(noBio.actual - noBio.expected) <= Self.tolerance, "\(noBio.place): \(noBio.actual), expected \(noBio.expected)")

        for cell in CorpusCell.all where cell.flagKeepsHeight {
            for (width, deviceID) in Self.phones {
                let on = Self.size(cell, Sample(text: CorpusTexts.long, flag: true), width: width, deviceID: deviceID).actual
                let off = Self.size(cell, Sample(text: CorpusTexts.long, flag: false), width: width, deviceID: deviceID).actual
                #expect(on == off, "\(cell.name) at \(width): a view hidden outside a stack view changed the height from \(on) to \(off)")
            }
        }
    }

    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Where the Dynamic Type test also checks heights against the design.
    static let exactCategories: [UIContentSizeCategory] = [.extraSmall, .extraExtraExtraLarge, .accessibilityExtraLarge]

    @Test("A larger text size never makes a Dynamic Type cell shorter, and sizes it as its design says",
          arguments: CorpusCell.all.filter(\.dynamicType))
    func dynamicTypeGrows(_ cell: CorpusCell) {
        for text in [CorpusTexts.short, CorpusTexts.long] {
            var previous = -CGFloat.infinity
            for category in Self.categories {
                let sizing = Self.size(cell, Sample(text: text), width: 375, deviceID: "retina4_7", category: category)
                #expect(sizing.actual >= previous - Self.tolerance, "\(sizing.place): \(sizing.actual), \(previous) one size smaller")
                previous = sizing.actual
                if Self.exactCategories.contains(category) {
                    #expect(abs(sizing.actual - sizing.expected) <= Self.tolerance, "\(sizing.place): \(sizing.actual), expected \(sizing.expected)")
                }
            }
            let large = Self.size(cell, Sample(text: text), width: 375, deviceID: "retina4_7", category: .large).actual
            let largest = Self.size(cell, Sample(text: text), width: 375, deviceID: "retina4_7", category: .accessibilityExtraExtraExtraLarge).actual
            #expect(largest > large, "\(cell.name): the largest accessibility size gives \(largest), Large \(large), text \(text.debugDescription)")
        }
    }

    // MARK: - Table specifics

    @Test("Accessories narrow the content view when the cell is laid out, as they do when it is sized")
    func accessoriesNarrowTheContentView() {
        for cell in CorpusCell.all {
            guard case .table(let accessory) = cell.kind, accessory != .none else { continue }
            for (width, deviceID) in Self.phones {
                let tableCell = cell.make(Sample(text: CorpusTexts.short)) as! UITableViewCell
                let phone = device(deviceID)
                let height = tableRowHeight(tableCell, tableWidth: width, device: phone)
                let margins = expectedContentMargins(deviceID: deviceID, tableWidth: width)
                let expected = width - expectedAccessoryWidth(accessory, scale: phone.scale, margins: margins)
                let contentWidth = laidOutContentWidth(tableCell, tableWidth: width, rowHeight: height)
                #expect(abs(contentWidth - expected) <= Self.tolerance,
                        "\(cell.name) at \(width) on \(deviceID): content view \(contentWidth) wide once laid out, \(expected) when sized")
            }
        }
    }

    @Test("A cell without an accessory fills the row, whatever its separator inset")
    func contentViewFillsTheRow() {
        for name in ["ContactCell", "EmptyStateCell", "LoadingFooterCell", "TimelineEventCell"] {
            let cell = CorpusCell.all.first { $0.name == name }!
            for (width, deviceID) in Self.phones {
                let tableCell = cell.make(Sample(text: CorpusTexts.short)) as! UITableViewCell
                let height = tableRowHeight(tableCell, tableWidth: width, device: device(deviceID))
                #expect(laidOutContentWidth(tableCell, tableWidth: width, rowHeight: height) == width, "\(name) at \(width) on \(deviceID)")
            }
        }
    }

    @Test("The separator adds one pixel", arguments: zip(["retina4_7", "retina6_12"], [CGFloat(375), 393]))
    func separatorAddsOnePixel(_ deviceID: String, _ width: CGFloat) {
        let phone = device(deviceID)
        for cell in CorpusCell.all where cell.isTableCell {
            let with = tableRowHeight(cell.make(Sample(text: CorpusTexts.long)) as! UITableViewCell, tableWidth: width, device: phone)
            let without = tableRowHeight(cell.make(Sample(text: CorpusTexts.long)) as! UITableViewCell, tableWidth: width, device: phone, separator: false)
            #expect(abs(with - without - 1 / phone.scale) <= Self.tolerance, "\(cell.name) on \(deviceID): \(with) with the separator, \(without) without")
        }
    }

    @Test("A label with a preferred maximum width wraps there, whatever the table's width")
    func preferredMaxLayoutWidthHolds() {
        let cell = CorpusCell.all.first { $0.name == "EmptyStateCell" }!
        let heights = [CGFloat(320), 375, 414, 430, 768].map {
            Self.size(cell, Sample(text: CorpusTexts.long), width: $0, deviceID: "retina4_7").actual
        }
        #expect(Set(heights).count == 1, "\(heights)")
    }

    @Test("The corpus is at least 22 cells, a few of them collection view cells")
    func corpusSize() {
        #expect(CorpusCell.all.count >= 22)
        #expect(CorpusCell.all.filter { !$0.isTableCell }.count >= 3)
        #expect(Set(CorpusCell.all.map(\.name)).count == CorpusCell.all.count)
    }
}
