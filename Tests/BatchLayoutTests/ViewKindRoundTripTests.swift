import AutoLayout
import BatchLayout
import CassowaryWorkloads
import Foundation
import InterfaceBuilder
import Interchange
import LayoutDocuments
import Testing
import TableCellWorkloads
import TextMeasurement

/// One cell, one height, whatever path it takes (issue 31): seeded random cells built in code
/// with every kind of view the kind table has, sized by the model on the live tree, by the
/// model on the layout document the tree describes itself as, and by the batch engine on
/// `BatchTemplate(view:)`, at several widths, scales and content size categories, must agree
/// to the pixel. A kind the document cannot state (a switch written as a plain view) shows as
/// a height that differs between the paths. Every other cell's button is untitled.
@Suite struct ViewKindRoundTripTests {
    static let measurer = TextMeasurer(mode: .fast)
    static func fitted(_ root: View, width: Double, scale: Double, measurer: any TextMeasuring) -> Double {
        root.textMeasurer = measurer
        root.contentScaleFactor = CGFloat(scale)
        let size = root.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        let snapped = (Double(size.height) * scale).rounded(.up) / scale
        return abs(snapped) < 1e-6 ? 44 : snapped
    }

    /// Takes the titles of `root`'s buttons away, so that every other cell has an untitled
    /// button (a random title is empty only now and then). Before one rule sized them
    /// (`Button.minimumTitleWidth`), the model gave an untitled button its insets alone and the
    /// Interface Builder importer one line of its font, and the `.xib` leg differed by a line.
    static func untitleButtons(in root: View) {
        for case let button as Button in root.subviews { button.setTitle(nil) }
    }

    @Test func everyKindGivesOneHeightOnEveryPath() throws {
        let seed = SeededGenerator.runSeed
        var random = SeededGenerator(seed: seed)
        let categories: [ContentSizeCategory] = [.default, .extraSmall, .accessibilityLarge]
        for cellIndex in 0..<12 {
            let root = EveryKindCell.cell(&random)
            if cellIndex.isMultiple(of: 2) { Self.untitleButtons(in: root) }
            let widths: [Double] = [320, 375, 393, 430]
            let scales: [Double] = [2, 3]
            let width: Double = widths.randomElement(using: &random) ?? 375
            let scale: Double = scales.randomElement(using: &random) ?? 3
            let category = categories[cellIndex % categories.count]
            let measurer = Self.measurer.with(contentSizeCategory: category)
            let place = "seed \(seed), cell \(cellIndex), width \(width), scale \(scale), \(category)"

            let model = Self.fitted(root, width: width, scale: scale, measurer: measurer)
            let document = try LayoutDocument.describing(root)
            let fromDocument = Self.fitted(try document.makeLayout().root, width: width, scale: scale, measurer: measurer)
            let engine = try BatchLayoutEngine(template: BatchTemplate(view: root),
                                               options: BatchOptions(widths: [width], scale: scale, textMeasurer: measurer))
            let batch: Double? = engine.layout([BatchRow()]).first?.height ?? nil

            #expect(fromDocument == model, "document vs code: \(place)")
            #expect(batch == model, "batch vs code: \(place), batch \(batch.map { "\($0)" } ?? "no height")")
        }
    }

    /// One table cell, one height (issue 31's done-when): seeded random cells with every kind,
    /// built in code, written as a layout document (typed, and as JSON text) and as an
    /// Interface Builder document saved on another phone, give the same row height through the
    /// model (`rowHeight(forTableWidth:device:)`), `solve` (`DocumentLayout.solve`), the batch
    /// engine that `heights` and the service run, on `BatchTemplate(view:)`, on the document
    /// read back from its JSON and on the `.xib`, on several devices (widths, scales and the
    /// cell margins their tables give), content size categories and separators. Before the
    /// document carried the table's margins, the template kept the content view's 8 points (and
    /// a `.xib`'s those of the width it was saved at) where the model used the table's.
    @Test func everyKindInATableCellGivesOneRowHeightOnEveryPath() throws {
        let seed = SeededGenerator.runSeed
        print("ViewKindRoundTripTests table cells: seed \(seed) (OPENAUTOLAYOUT_SEED replays)")
        var random = SeededGenerator(seed: seed)
        let categories: [ContentSizeCategory] = [.default, .extraSmall, .accessibilityLarge]
        // Sized on one phone, saved on another: 320-point (16-pt margins), 375 (16), 393 at 3x
        // and 414 (both 20 on the sides, Device.tableCellContentMargins).
        let devices = ["retina4_0", "retina4_7", "retina6_12", "retina6_1"]
        for cellIndex in 0..<8 {
            let cell = EveryKindCell.tableCell(&random)
            if cellIndex.isMultiple(of: 2) { Self.untitleButtons(in: cell.contentView) }
            let device = try #require(Device.named(devices.randomElement(using: &random) ?? "retina6_1", iOSVersion: 17))
            let savedOn = devices.randomElement(using: &random) ?? "retina4_7"
            // By the Xcode of iOS 13 (a 2-point progress bar) or 17 (4): the controls take the
            // sizes of the iOS the cell is sized on. Not 12: the importer estimates a segmented
            // control (its width from its titles) at the height of the document's iOS (28).
            let savedBy = [13, 17].randomElement(using: &random) ?? 17
            let width = Double(device.screenSize.width)
            let scale = Double(device.scale)
            let separator = Bool.random(using: &random)
            let place = "seed \(seed), cell \(cellIndex), \(device.id) (\(width) at \(scale)x), saved on \(savedOn) by iOS \(savedBy), separator \(separator)"

            var options = BatchOptions(widths: [width], scale: scale, separator: separator, threads: 1, textMeasurer: Self.measurer)
            options.device = device
            options.contentSizeCategories = categories
            func heights(_ template: BatchTemplate) throws -> [Double?] {
                try BatchLayoutEngine(template: template, options: options).layout([BatchRow()]).map(\.height)
            }
            let document = try LayoutDocument.describing(cell)
            let xib = InterfaceBuilderWriter.document(of: cell, deviceID: savedOn, iOSVersion: savedBy)
            let imported = try CellTemplateSource.load(Data(xib.utf8), name: "cell.xib", object: nil, device: nil).document
            let fromView = try heights(BatchTemplate(view: cell))
            let fromJSON = try heights(BatchTemplate(document: LayoutDocument(data: document.jsonData, source: "cell.json")))
            let fromXIB = try heights(BatchTemplate(document: imported))

            for (c, category) in categories.enumerated() {
                cell.textMeasurer = Self.measurer
                let model = Double(cell.rowHeight(forTableWidth: CGFloat(width), device: device, contentSizeCategory: category, separator: separator))
                let layout = try document.makeLayout()
                layout.root.textMeasurer = Self.measurer.with(contentSizeCategory: category)
                let solved = try layout.solve(width: CGFloat(width), scale: CGFloat(scale), device: device).size.height
                let solve = Double(TableViewCell.rowHeight(forFittedHeight: solved, scale: CGFloat(scale), separator: separator))
                let at = "\(place), \(category): model \(model)"
                #expect(solve == model, "solve vs model: \(at)")
                #expect(fromView[c] == model, "BatchTemplate(view:) vs model: \(at)")
                #expect(fromJSON[c] == model, "JSON document vs model: \(at)")
                #expect(fromXIB[c] == model, ".xib vs model: \(at)")
            }
        }
    }

    /// Labels with a paragraph style (what an Interface Builder label's attributed text brings):
    /// the model on the live tree, on the layout document it describes itself as (read back from
    /// its JSON text) and the batch engine on both give one height. Before the document had a
    /// `paragraphStyle` key, the document and the batch dropped the style and gave the label its
    /// plain text height.
    @Test func labelsWithParagraphStylesGiveOneHeightOnEveryPath() throws {
        let seed = SeededGenerator.runSeed
        var random = SeededGenerator(seed: seed)
        for cellIndex in 0..<16 {
            let root = View()
            var above: View?
            for _ in 0..<2 {
                let label = Label(text: EveryKindCell.sentence(&random, 1...40), font: EveryKindCell.font(&random),
                                  numberOfLines: Int.random(in: 0...3, using: &random))
                func either(_ range: ClosedRange<Double>) -> CGFloat {
                    Bool.random(using: &random) ? 0 : CGFloat(Double.random(in: range, using: &random).rounded())
                }
                label.paragraphStyle = ParagraphStyle(lineSpacing: either(1...8), lineHeightMultiple: Bool.random(using: &random) ? 0 : 1.35,
                                                      minimumLineHeight: either(10...30), maximumLineHeight: either(24...40))
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                LayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                    label.topAnchor.constraint(equalTo: above?.bottomAnchor ?? root.topAnchor, constant: 8),
                ])
                above = label
            }
            if let above { above.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8).isActive = true }
            let widths: [Double] = [320, 375, 430]
            let width: Double = widths.randomElement(using: &random) ?? 375
            let scale: Double = 3
            let place = "seed \(seed), cell \(cellIndex), width \(width)"
            let model = Self.fitted(root, width: width, scale: scale, measurer: Self.measurer)
            let document = try LayoutDocument.describing(root)
            let reread = try LayoutDocument(data: document.jsonData, source: "cell.json")
            let fromDocument = Self.fitted(try reread.makeLayout().root, width: width, scale: scale, measurer: Self.measurer)
            let options = BatchOptions(widths: [width], scale: scale, threads: 1, textMeasurer: Self.measurer)
            let fromView: Double? = try BatchLayoutEngine(template: BatchTemplate(view: root), options: options).layout([BatchRow()]).first?.height ?? nil
            let fromJSON: Double? = try BatchLayoutEngine(template: BatchTemplate(document: reread), options: options).layout([BatchRow()]).first?.height ?? nil
            #expect(fromDocument == model, "document vs code: \(place)")
            #expect(fromView == model, "BatchTemplate(view:) vs code: \(place)")
            #expect(fromJSON == model, "JSON document's batch vs code: \(place)")
        }
    }

    /// Every kind's document name reads back to the kind, and a live view of each kind's class
    /// is recognised as that kind (the kind table's rows are complete).
    @Test func everyKindReadsAndDescribesItself() throws {
        var random = SeededGenerator(seed: SeededGenerator.runSeed)
        for kind in ViewKind.allCases where kind != .guide && kind != .scroll && kind != .view {
            let (view, _) = EveryKindCell.view(of: kind, &random)
            #expect(ViewKind(of: view) == kind, "\(kind)")
        }
        #expect(ViewKind(of: ScrollView()) == .scroll)
        for kind in ViewKind.allCases {
            #expect(ViewKind(rawValue: kind.documentName) == kind)
        }
    }
}
