@testable import BatchLayout
import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocuments
import Testing
import TextMeasurement

/// Interface Builder cells as batch templates (issue 14): every cell of both fixture sets
/// answers every row of random content, gives the same heights as the layout document it
/// converts to, and does not depend on the order of the rows: on the pixel grid to the bit, and
/// unrounded (scale 0) within the engine's 1e-9 (`BatchLayoutEngine`, Exactness: another order
/// may reach a basis through other pivots, or put its region together from other regions'
/// pieces, and round the last bits otherwise).
@Suite struct InterfaceBuilderTemplateTests {
    static let measurer = TextMeasurer(mode: .fast)

    /// Every cell (table and collection view cells, storyboard prototypes) of both sets, as
    /// (set/file, Interface Builder id).
    static let cells: [String] = {
        var found: [String] = []
        for set in ["xib", "xib-more"] {
            let folder = DatasetFiles.url("\(set)/files")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
            for file in files {
                guard let document = try? InterfaceBuilderDocument(contentsOf: folder.appendingPathComponent(file)) else { continue }
                for root in document.roots where root.kind == .tableViewCell || root.kind == .collectionViewCell {
                    found.append("\(set)/\(file)#\(root.id)")
                }
            }
        }
        return found
    }()

    @Test func bothSetsHaveCells() {
        #expect(Self.cells.count >= 150)
    }

    @Test(arguments: cells) func cellAnswersEveryRowAsItsConvertedDocumentInAnyOrder(cell: String) throws {
        let parts = cell.split(separator: "#").map(String.init)
        let source = try InterfaceBuilderDocument(contentsOf: DatasetFiles.url(parts[0].replacingOccurrences(of: "/", with: "/files/")))
        let converted = try InterfaceBuilderCellTemplate(source, object: parts[1])
        let fromSource = try BatchTemplate(interfaceBuilder: source, object: parts[1])
        let fromJSON = try BatchTemplate(document: LayoutDocument(data: converted.json, source: cell))
        let seed = UInt64(truncatingIfNeeded: cell.utf8.reduce(5381) { ($0 &* 33) &+ Int($1) })
        var random = SplitMixRandom(seed: seed)
        let lines = Self.rows(for: converted.document, count: 10, random: &random)
        let width = Self.rootWidth(converted.json) ?? 320
        let options = BatchOptions(widths: [width, 300], scale: 0, threads: 1, textMeasurer: Self.measurer)

        let results = try BatchLayoutEngine(template: fromSource, options: options)
            .layout(lines.enumerated().map { fromSource.readRow($1, lineNumber: $0 + 1) })
        #expect(results.count == lines.count * 2, "seed \(seed)")
        #expect(results.allSatisfy { $0.height != nil }, "seed \(seed): \(results.compactMap(\.error).first ?? "")")

        let again = try BatchLayoutEngine(template: fromJSON, options: options)
            .layout(lines.enumerated().map { fromJSON.readRow($1, lineNumber: $0 + 1) })
        #expect(again.map(\.height) == results.map(\.height), "seed \(seed)")

        // At scale 0 heights are the solver's own values: a region found from another row holds
        // the same basis with other rounding (its anchor is that row's solution), so the order of
        // the rows may move the last bits; the engine's exactness is 1e-9 before pixel rounding
        // (`BatchLayoutEngine`), and `snap` absorbs far more. Rows whose named constants differ
        // share a variant and its regions since constants are parameters (issue 30): 335 and
        // 336 of xib-more then differed by 6e-14.
        let order = Array(lines.indices).shuffled(using: &random)
        let shuffled = try BatchLayoutEngine(template: fromSource, options: options)
            .layout(order.map { fromSource.readRow(lines[$0], lineNumber: $0 + 1) })
        let onGrid = BatchOptions(widths: [width, 300], scale: 3, threads: 1, textMeasurer: Self.measurer)
        let inOrder = try BatchLayoutEngine(template: fromSource, options: onGrid)
            .layout(lines.enumerated().map { fromSource.readRow($1, lineNumber: $0 + 1) })
        let shuffledOnGrid = try BatchLayoutEngine(template: fromSource, options: onGrid)
            .layout(order.map { fromSource.readRow(lines[$0], lineNumber: $0 + 1) })
        for (position, index) in order.enumerated() {
            for w in 0..<2 {
                let (moved, kept) = (shuffled[2 * position + w].height, results[2 * index + w].height)
                #expect(moved.map { abs($0 - (kept ?? .nan)) <= 1e-9 } ?? (kept == nil), "seed \(seed), row \(index): \(moved ?? -1) \(kept ?? -1)")
                #expect(shuffledOnGrid[2 * position + w].height == inOrder[2 * index + w].height, "seed \(seed), row \(index)")
            }
        }
    }

    /// The width the converted document stores for its root.
    static func rootWidth(_ json: Data) -> Double? {
        let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any]
        let views = object?["views"] as? [[String: Any]]
        return (views?.first?["frame"] as? [Double])?[2]
    }

    /// Rows keyed by the template's view names: random words for labels (custom classes
    /// included), buttons and text views (sometimes none), random sizes for images, sometimes a
    /// hidden view, and new constants for up to two named constraints.
    static func rows(for document: LayoutDocument, count: Int, random: inout SplitMixRandom) -> [String] {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do", "eiusmod"]
        return (0..<count).map { index in
            var fields = ["\"id\": \(index)"]
            for id in document.viewIDs.dropFirst() {
                switch document.kind(ofView: id) {
                case .label, .button, .textView:
                    guard Bool.random(using: &random) else { continue }
                    let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in words.randomElement(using: &random) ?? "" }
                    fields.append("\"\(id)\": \"\(text.joined(separator: " "))\"")
                case .image:
                    guard Bool.random(using: &random) else { continue }
                    fields.append("\"\(id)\": [\(Int.random(in: 1...90, using: &random)), \(Int.random(in: 1...90, using: &random))]")
                default:
                    if Int.random(in: 0..<12, using: &random) == 0 { fields.append("\"\(id)\": {\"hidden\": true}") }
                }
            }
            // Up to two constraints (by outlet name or id) get another constant, as apps set
            // them in `cellForRow`.
            for id in document.constraintIDs.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)) {
                fields.append("\"\(id)\": {\"constant\": \(Int.random(in: 0...40, using: &random))}")
            }
            return "{" + fields.joined(separator: ", ") + "}"
        }
    }

    /// A cell built in code is a template too: its heights are the model's own row heights in a
    /// table of that width on the same device (the table's margins, not the 8 points of a cell
    /// no table has sized: issue 31's "three answers for one cell").
    @Test func liveCellIsATemplate() throws {
        let cell = TableViewCell()
        let title = Label()
        title.layoutDebugName = "titleLabel"
        title.numberOfLines = 0
        title.text = "Title"
        let icon = ImageView(image: Image(size: CGSize(width: 40, height: 40)))
        icon.layoutDebugName = "icon"
        for view in [title, icon] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(view)
        }
        let margins = cell.contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            icon.topAnchor.constraint(equalTo: margins.topAnchor),
            margins.bottomAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            margins.bottomAnchor.constraint(greaterThanOrEqualTo: title.bottomAnchor),
        ])
        let template = try BatchTemplate(view: cell)
        let texts = ["", "A title", String(repeating: "A title that wraps over several lines ", count: 6)]
        let rows = texts.enumerated().map { template.readRow("{\"id\": \($0), \"titleLabel\": \"\($1)\"}", lineNumber: $0 + 1) }
        // The 6.1-inch iPhone at 2x: 16-point side margins at 320, 20 at 414 (Device.tableCellContentMargins).
        let device = try #require(Device.named("retina6_1", iOSVersion: 17))
        var options = BatchOptions(widths: [320, 414], scale: Double(device.scale), threads: 1, textMeasurer: Self.measurer)
        options.device = device
        let results = try BatchLayoutEngine(template: template, options: options).layout(rows)
        for (index, result) in results.enumerated() {
            title.text = texts[index / 2]
            cell.textMeasurer = Self.measurer
            let fitted = cell.rowHeight(forTableWidth: CGFloat(result.width), device: device, separator: false)
            let height = try #require(result.height)
            #expect(abs(height - Double(fitted)) < 1e-6, "\(texts[index / 2].count) characters at \(result.width)")
        }
        #expect(results[4].height ?? 0 > results[2].height ?? 0)
    }
}
