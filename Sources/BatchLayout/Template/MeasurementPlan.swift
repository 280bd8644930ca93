@_spi(BatchLayout) import AutoLayout
import Foundation
import TextMeasurement

/// How a worker measures a variant's rows into quantities, in the order the model measures
/// (DESIGN.md, the batch engine, step 5): every slot's natural size first, then, after each
/// solve, the multi-line texts at their solved widths. Every way of solving rows (the batch
/// kernels, the fresh and the incremental solvers `autolayout bench` compares them with)
/// measures through a plan, so a recording of one replays exactly in the others.
///
/// Each worker has its own deep copy, in flat arrays: rows read the slots thousands of times a
/// second, and reference counts shared between cores would make the threads wait on each
/// other's cache lines.
final class MeasurementPlan {
    let slotCount: Int
    let quantityCount: Int
    private let baseQuantities: [Double]
    /// By slot: the text rule (nil for an image or custom size) and the template's content.
    private let sizings: [TextSizing?]
    private let templateTexts: [String]
    private let templateSizes: [CGSize]
    private let columns: [Columns]
    /// The slots measured again at their solved width, with the output holding that width.
    private let twoPass: [(slot: Int, widthOutput: Int)]
    private let slotOfView: [Int?]

    /// Quantity columns of a slot; -1 where no constraint reads that number.
    private struct Columns {
        var width, height, firstBaseline, lastBaseline: Int
    }

    init(_ variant: CompiledVariant) {
        let slots = variant.slots
        slotCount = slots.count
        quantityCount = variant.quantityCount
        baseQuantities = variant.recipe.baseQuantities.map { $0 }
        var sizings: [TextSizing?] = [], texts: [String] = [], sizes: [CGSize] = []
        for slot in slots {
            switch slot.content {
            case .text(var sizing, let text):
                sizing.font.family = String(decoding: Array(sizing.font.family.utf8), as: UTF8.self)
                sizings.append(sizing)
                texts.append(String(decoding: Array(text.utf8), as: UTF8.self))
                sizes.append(.zero)
            case .fixed(let size):
                sizings.append(nil)
                texts.append("")
                sizes.append(size)
            }
        }
        self.sizings = sizings
        templateTexts = texts
        templateSizes = sizes
        columns = slots.map {
            Columns(width: $0.widthColumn ?? -1, height: $0.heightColumn ?? -1, firstBaseline: $0.firstBaselineColumn ?? -1,
                    lastBaseline: $0.lastBaselineColumn ?? -1)
        }
        twoPass = slots.indices.compactMap { s in slots[s].solvedWidthOutput.map { (s, $0) } }
        slotOfView = variant.slotOfView.map { $0 }
    }

    /// What rows set of a block's slots, by row then slot: fonts and sizes always, texts only
    /// when the measurements read them.
    struct BlockContent {
        var texts: [String?] = []
        var fonts: [FontDescriptor?] = []
        var sizes: [CGSize?] = []
    }

    /// Appends a row's content by slot to a block's lists.
    func append(_ row: BatchRow, to content: inout BlockContent, withTexts: Bool) {
        let start = content.fonts.count
        content.fonts.append(contentsOf: repeatElement(nil, count: slotCount))
        content.sizes.append(contentsOf: repeatElement(nil, count: slotCount))
        if withTexts { content.texts.append(contentsOf: repeatElement(nil, count: slotCount)) }
        for (viewIndex, value) in row.content {
            guard let slot = slotOfView[viewIndex] else { continue }
            content.fonts[start + slot] = value.font
            content.sizes[start + slot] = value.size
            if withTexts { content.texts[start + slot] = value.text }
        }
    }

    /// Writes row `row`'s natural quantities at `width` into `quantities` and each slot's
    /// intrinsic size into `sizes`.
    func measureNaturalQuantities<Source: TextSource>(
        row: Int, of content: BlockContent, width: Double, scale: Double, item: Int, ordinal: inout Int, source: inout Source,
        quantities: UnsafeMutablePointer<Double>, sizes: UnsafeMutablePointer<CGSize>
    ) throws(TextMeasurementError) {
        baseQuantities.withUnsafeBufferPointer { base in
            quantities.update(from: base.baseAddress!, count: quantityCount)
        }
        quantities[0] = width
        let first = row * slotCount
        for s in 0..<slotCount {
            let column = columns[s]
            guard var sizing = sizings[s] else {
                let size = content.sizes[first + s] ?? templateSizes[s]
                if column.width >= 0 { quantities[column.width] = Double(size.width) }
                if column.height >= 0 { quantities[column.height] = Double(size.height) }
                sizes[s] = size
                continue
            }
            if let font = content.fonts[first + s] { sizing.font = font }
            let text = Source.readsText ? sizing.measuredText(content.texts[first + s] ?? templateTexts[s]) : ""
            let measured = try source.measure(text, sizing, maxWidth: sizing.maxWidth(forLayoutWidth: nil), scale: scale,
                                              item: item, ordinal: ordinal)
            ordinal += 1
            sizes[s] = store(measured, sizing, column, into: quantities)
        }
    }

    /// Measures the multi-line texts again at the widths `solvedOutput` reads from the last
    /// solve; returns whether an intrinsic size changed (then the row is solved again).
    func remeasure<Source: TextSource>(
        row: Int, of content: BlockContent, solvedOutput: (Int) -> Double, scale: Double, item: Int, ordinal: inout Int,
        source: inout Source, quantities: UnsafeMutablePointer<Double>, sizes: UnsafeMutablePointer<CGSize>
    ) throws(TextMeasurementError) -> Bool {
        var changed = false
        let first = row * slotCount
        for (s, widthOutput) in twoPass {
            guard var sizing = sizings[s] else { continue }
            if let font = content.fonts[first + s] { sizing.font = font }
            let text = Source.readsText ? sizing.measuredText(content.texts[first + s] ?? templateTexts[s]) : ""
            let width = CGFloat(solvedOutput(widthOutput))
            let measured = try source.measure(text, sizing, maxWidth: sizing.maxWidth(forLayoutWidth: width), scale: scale,
                                              item: item, ordinal: ordinal)
            ordinal += 1
            let size = store(measured, sizing, columns[s], into: quantities)
            if size != sizes[s] {
                sizes[s] = size
                changed = true
            }
        }
        return changed
    }

    /// Writes the quantities of a measured text; returns the intrinsic size.
    private func store(_ measured: MeasuredText, _ sizing: TextSizing, _ column: Columns,
                       into quantities: UnsafeMutablePointer<Double>) -> CGSize {
        let metrics = measured.textMetrics
        let size = sizing.intrinsicSize(metrics)
        if column.width >= 0 { quantities[column.width] = Double(size.width) }
        if column.height >= 0 { quantities[column.height] = Double(size.height) }
        if column.firstBaseline >= 0 { quantities[column.firstBaseline] = sizing.baselineOffset(metrics, first: true) }
        if column.lastBaseline >= 0 { quantities[column.lastBaseline] = sizing.baselineOffset(metrics, first: false) }
        return size
    }
}
