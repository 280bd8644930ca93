import AutoLayout
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

    /// What a row's measurement keeps of one slot between passes: the intrinsic size (a
    /// second pass that changes it makes the row be solved again) and the natural measurement
    /// of a text measured again at its solved width (which stands for that second measurement
    /// when its lines hold at that width: `MeasuredText.holds(atMaxWidth:)`).
    struct SlotState {
        var size: CGSize = .zero
        var natural: MeasuredText?
    }

    /// What rows set of a block's slots, by row then slot: fonts, line limits, sizes and
    /// whether a text is set always, texts only when the measurements read them.
    struct BlockContent {
        var texts: [String?] = []
        var fonts: [FontDescriptor?] = []
        var lines: [Int?] = []
        var sizes: [CGSize?] = []
        /// Whether the row sets the slot's text (kept whether or not `texts` is).
        var setsText: [Bool] = []

        /// Whether the row at this slot index sets nothing of the text's (text, font, limit).
        func leavesTemplate(at index: Int) -> Bool {
            !setsText[index] && fonts[index] == nil && lines[index] == nil
        }
    }

    /// Appends a row's content by slot to a block's lists.
    func append(_ row: BatchRow, to content: inout BlockContent, withTexts: Bool) {
        append(row.content, to: &content, withTexts: withTexts)
    }

    /// Appends a row's content (`BatchRow.content`) by slot. Reads each field in place: copying
    /// a whole `ContentValue` (text, font) per view would retain what it never uses.
    func append(_ rowContent: [(viewIndex: Int, value: ContentValue)], to content: inout BlockContent, withTexts: Bool) {
        let start = content.fonts.count
        content.fonts.append(contentsOf: repeatElement(nil, count: slotCount))
        content.sizes.append(contentsOf: repeatElement(nil, count: slotCount))
        content.lines.append(contentsOf: repeatElement(nil, count: slotCount))
        content.setsText.append(contentsOf: repeatElement(false, count: slotCount))
        if withTexts { content.texts.append(contentsOf: repeatElement(nil, count: slotCount)) }
        for index in rowContent.indices {
            guard let slot = slotOfView[rowContent[index].viewIndex] else { continue }
            content.fonts[start + slot] = rowContent[index].value.font
            content.sizes[start + slot] = rowContent[index].value.size
            content.lines[start + slot] = rowContent[index].value.numberOfLines
            content.setsText[start + slot] = rowContent[index].value.text != nil
            if withTexts { content.texts[start + slot] = rowContent[index].value.text }
        }
    }

    /// Writes row `row`'s natural quantities at `width` into `quantities` and each slot's
    /// intrinsic size and natural measurement into `states`.
    ///
    /// A text the row leaves as the template has it, and which is not measured again at its
    /// solved width, is not measured: the variant was compiled from that very text, sizing,
    /// measurer and scale, so its base quantities are that measurement already.
    func measureNaturalQuantities<Source: TextSource>(
        row: Int, of content: BlockContent, width: Double, scale: Double, item: Int, ordinal: inout Int, source: inout Source,
        quantities: UnsafeMutablePointer<Double>, states: UnsafeMutablePointer<SlotState>
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
                states[s] = SlotState(size: size)
                continue
            }
            if !sizing.sizesToLayoutWidth, content.leavesTemplate(at: first + s) {
                states[s] = SlotState()
                continue
            }
            applyRowContent(content, at: first + s, to: &sizing)
            let text = Source.readsText ? sizing.measuredText(content.texts[first + s] ?? templateTexts[s]) : ""
            let measured = try source.measure(text, sizing, maxWidth: sizing.maxWidth(forLayoutWidth: nil), scale: scale,
                                              item: item, ordinal: ordinal)
            ordinal += 1
            states[s] = SlotState(size: store(measured, sizing, column, into: quantities), natural: measured)
        }
    }

    /// Measures the multi-line texts again at the widths `solvedOutput` reads from the last
    /// solve; returns whether an intrinsic size changed (then the row is solved again).
    func remeasure<Source: TextSource>(
        row: Int, of content: BlockContent, solvedOutput: (Int) -> Double, scale: Double, item: Int, ordinal: inout Int,
        source: inout Source, quantities: UnsafeMutablePointer<Double>, states: UnsafeMutablePointer<SlotState>
    ) throws(TextMeasurementError) -> Bool {
        var changed = false
        let first = row * slotCount
        for (s, widthOutput) in twoPass {
            guard var sizing = sizings[s] else { continue }
            applyRowContent(content, at: first + s, to: &sizing)
            let maxWidth = sizing.maxWidth(forLayoutWidth: CGFloat(solvedOutput(widthOutput)))
            let measured: MeasuredText
            if let natural = states[s].natural, natural.holds(atMaxWidth: maxWidth) {
                measured = natural
            } else {
                let text = Source.readsText ? sizing.measuredText(content.texts[first + s] ?? templateTexts[s]) : ""
                measured = try source.measure(text, sizing, maxWidth: maxWidth, scale: scale, item: item, ordinal: ordinal)
                ordinal += 1
            }
            let size = store(measured, sizing, columns[s], into: quantities)
            if size != states[s].size {
                states[s].size = size
                changed = true
            }
        }
        return changed
    }

    /// A row's font and line limit in place of the variant's (the variant fixes only whether
    /// the text has one line or several, which the row's limit keeps: `RowReader`).
    private func applyRowContent(_ content: BlockContent, at index: Int, to sizing: inout TextSizing) {
        if let font = content.fonts[index] { sizing.font = font }
        if let lines = content.lines[index] { sizing.numberOfLines = lines }
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
