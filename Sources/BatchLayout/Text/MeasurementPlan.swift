import AutoLayout
import Foundation
import TextMeasurement

/// How a worker measures a variant's rows into quantities, in the order the model measures
/// (docs/batch.md, How it works: text): every slot's natural size first, then, after each
/// solve, the multi-line texts at their solved widths. Every way of solving rows (the batch
/// kernels, the fresh and the incremental solvers `autolayout bench` compares them with)
/// measures through a plan, so a recording of one replays exactly in the others.
///
/// Each worker has its own deep copy, in flat arrays: rows read the slots thousands of times a
/// second, and reference counts shared between cores would make the threads wait on each
/// other's cache lines.
package final class MeasurementPlan {
    let slotCount: Int
    let quantityCount: Int
    private let baseQuantities: [Double]
    /// By slot: its text rule's index in `boxes`, `fonts` and `lineLimits`, -1 for an image
    /// or custom size.
    private let sizingIndex: [Int]
    /// The text slots' rules (`TextSizing`) in parts: the box as plain values, and the font and
    /// line limit that a row may replace. A whole `TextSizing` would be copied, with its font's
    /// reference, for every text of every row.
    private let boxes: [TextBox]
    private let fonts: [FontDescriptor]
    private let lineLimits: [Int]
    /// The template's texts as UTF-8, as the measured text (`TextSizing.measuredText`) would be.
    private let templateTexts: [[UInt8]]
    private let templateSizes: [CGSize]
    private let columns: [Columns]
    /// The slots measured again at their solved width, with the output holding that width.
    private let twoPass: [(slot: Int, widthOutput: Int)]
    /// By slot: its index in `twoPass` (where a row keeps the wrap profile of its natural
    /// measurement: `RowStates`), -1 when it is not measured twice.
    private let twoPassIndex: [Int]
    private let slotOfView: [Int?]
    /// By slot: the template view it is (its index), for the text source.
    private let viewOfSlot: [Int]
    /// By named constraint of the template (`ConstantValue.constraint`): the quantity column of
    /// its constant, -1 where it is not a parameter of the variant.
    private let constantColumn: [Int]

    /// Quantity columns of a slot; -1 where no constraint reads that number.
    private struct Columns {
        var width, height, firstBaseline, lastBaseline: Int
    }

    package init(_ variant: CompiledVariant) {
        let slots = variant.slots
        slotCount = slots.count
        quantityCount = variant.quantityCount
        baseQuantities = variant.recipe.baseQuantities.map { $0 }
        var sizings: [TextSizing] = [], sizingIndex: [Int] = [], texts: [[UInt8]] = [], sizes: [CGSize] = []
        for slot in slots {
            switch slot.content {
            case .text(var sizing, let text):
                sizing.font.family = String(decoding: Array(sizing.font.family.utf8), as: UTF8.self)
                sizingIndex.append(sizings.count)
                sizings.append(sizing)
                texts.append(Array(sizing.measuredText(text).utf8))
                sizes.append(.zero)
            case .fixed(let size):
                sizingIndex.append(-1)
                texts.append([])
                sizes.append(size)
            }
        }
        self.sizingIndex = sizingIndex
        boxes = sizings.map(\.box)
        fonts = sizings.map(\.font)
        lineLimits = sizings.map(\.numberOfLines)
        templateTexts = texts
        templateSizes = sizes
        columns = slots.map {
            Columns(width: $0.widthColumn ?? -1, height: $0.heightColumn ?? -1, firstBaseline: $0.firstBaselineColumn ?? -1,
                    lastBaseline: $0.lastBaselineColumn ?? -1)
        }
        twoPass = slots.indices.compactMap { s in slots[s].solvedWidthOutput.map { (s, $0) } }
        var twoPassIndex = [Int](repeating: -1, count: slots.count)
        for (k, entry) in twoPass.enumerated() { twoPassIndex[entry.slot] = k }
        self.twoPassIndex = twoPassIndex
        slotOfView = variant.slotOfView.map { $0 }
        viewOfSlot = slots.map(\.viewIndex)
        var constantColumn = [Int](repeating: -1, count: (variant.constantColumns.map(\.constraint).max() ?? -1) + 1)
        for (constraint, column) in variant.constantColumns { constantColumn[constraint] = column }
        self.constantColumn = constantColumn
    }

    /// What a row's measurement keeps of one slot between passes: the intrinsic size (a
    /// second pass that changes it makes the row be solved again) and the natural measurement
    /// of a text measured again at its solved width (which stands for that second measurement
    /// when its lines hold at that width: `MeasuredText.holds(atMaxWidth:)`).
    package struct SlotState {
        var size: CGSize = .zero
        var natural: MeasuredText?

        package init() {}

        init(size: CGSize, natural: MeasuredText? = nil) {
            self.size = size
            self.natural = natural
        }
    }

    /// One row's measurement state between passes: its slots' states, and apart from them the
    /// wrap profiles its natural measurements kept, one per two-pass slot (in `twoPass`
    /// order). Apart, so that slot states stay plain data that a block makes and drops
    /// without reference counting (a profile holds arrays).
    package struct RowStates {
        let slots: UnsafeMutablePointer<SlotState>
        let profiles: UnsafeMutablePointer<LineWrapProfile?>
    }

    /// The measurement states of a block's rows (`RowStates` of each), made for one block.
    package struct BlockStates {
        private var slots: [SlotState]
        private var profiles: [LineWrapProfile?]
        private let slotCount: Int
        private let profileCount: Int

        package init(_ plan: MeasurementPlan, rows: Int) {
            slotCount = plan.slotCount
            profileCount = plan.twoPass.count
            slots = [SlotState](repeating: SlotState(), count: max(1, slotCount * rows))
            // At least one element, so that every row has valid (if unused) storage.
            profiles = [LineWrapProfile?](repeating: nil, count: max(1, profileCount * rows))
        }

        /// `body` with the states of every row, by row (valid inside `body` only): a block's
        /// rows are measured in one call, not one call per row.
        package mutating func withRows<Result, Failure: Error>(
            _ body: ((Int) -> RowStates) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            let slotCount = slotCount, profileCount = profileCount
            return try slots.withUnsafeMutableBufferPointer { slots throws(Failure) in
                try profiles.withUnsafeMutableBufferPointer { profiles throws(Failure) in
                    try body { j in RowStates(slots: slots.baseAddress! + j * slotCount, profiles: profiles.baseAddress! + j * profileCount) }
                }
            }
        }
    }

    /// Where a block's rows set each slot: by row then slot, the index of the row's record
    /// for the slot's view in its `RowBatch` (-1 when the row sets nothing of it); and each
    /// row's index in the batch (for its constants). The content itself stays in the batch,
    /// read in place.
    package struct BlockContent {
        var records: [Int] = []
        var rows: [Int] = []

        package init() {}
    }

    /// Appends row `r` of `batch` to a block's records.
    package func append(_ batch: RowBatch, row r: Int, to content: inout BlockContent) {
        append(batch, rows: CollectionOfOne(r), to: &content)
    }

    /// Appends `rows` of `batch` to a block's records, in order.
    ///
    /// A block's rows lie scattered over the chunk (a variant's rows among the others), so
    /// reading each row's records missed the cache, one miss after the other while the work of
    /// the row before waited on it. A first loop prefetches every cache line of every row's
    /// records (`RowBatch.prefetchRecords`), so the misses overlap; the second, and the
    /// measuring after it, find the records in the cache (a block of 256 rows of 6 records is
    /// 60 KiB). Loads in that loop, of each row's first and last record or of every line, were
    /// as slow as no loop at all on 100,000 rows of a generated feed.
    package func append(_ batch: RowBatch, rows: some Collection<Int>, to content: inout BlockContent) {
        for r in rows { batch.prefetchRecords(of: r) }
        var start = content.records.count
        content.records.append(contentsOf: repeatElement(-1, count: slotCount * rows.count))
        content.rows.append(contentsOf: rows)
        for r in rows {
            for index in batch.records(of: r) {
                guard let slot = slotOfView[batch.content[index].viewIndex] else { continue }
                content.records[start + slot] = index
            }
            start += slotCount
        }
    }

    /// Writes row `row`'s natural quantities at `width` into `quantities` and each slot's
    /// intrinsic size and natural measurement into `states`.
    ///
    /// A text the row leaves as the template has it, and which is not measured again at its
    /// solved width, is not measured: the variant was compiled from that very text, sizing,
    /// measurer and scale, so its base quantities are that measurement already.
    package func measureNaturalQuantities<Source: TextSource>(
        row: Int, of content: BlockContent, in batch: RowBatch, width: Double, scale: Double, key: Int, ordinal: inout Int,
        source: inout Source, quantities: UnsafeMutablePointer<Double>, states: RowStates
    ) throws(TextMeasurementError) {
        baseQuantities.withUnsafeBufferPointer { base in
            quantities.update(from: base.baseAddress!, count: quantityCount)
        }
        quantities[0] = width
        if !constantColumn.isEmpty { writeConstants(of: content.rows[row], in: batch, into: quantities) }
        // A solver that keeps its states from row to row must not meet the last row's profiles.
        for k in twoPass.indices { states.profiles[k] = nil }
        let first = row * slotCount
        for s in 0..<slotCount {
            let column = columns[s]
            let index = content.records[first + s]
            guard sizingIndex[s] >= 0 else {
                let size = (index >= 0 ? batch.size(ofRecord: index) : nil) ?? templateSizes[s]
                if column.width >= 0 { quantities[column.width] = Double(size.width) }
                if column.height >= 0 { quantities[column.height] = Double(size.height) }
                states.slots[s] = SlotState(size: size)
                continue
            }
            let rule = sizingIndex[s]
            if !boxes[rule].sizesToLayoutWidth, index < 0 || batch.content[index].leavesText {
                states.slots[s] = SlotState()
                continue
            }
            let profileIndex = twoPassIndex[s]
            let measured = try measure(slot: s, record: index, of: batch, rule, maxWidth: boxes[rule].maxWidth(forLayoutWidth: nil),
                                       scale: scale, keepingWrapProfileIn: profileIndex >= 0 ? states.profiles + profileIndex : nil,
                                       key: key, ordinal: ordinal, source: &source)
            ordinal += 1
            states.slots[s] = SlotState(size: store(measured, rule, column, into: quantities), natural: measured)
        }
    }

    /// Writes the constants row `r` of `batch` gives the named constraints that are parameters
    /// here (a later one of the same constraint wins, as it does in the row's overrides).
    private func writeConstants(of r: Int, in batch: RowBatch, into quantities: UnsafeMutablePointer<Double>) {
        for value in batch.constants(of: r) where value.constraint < constantColumn.count {
            let column = constantColumn[value.constraint]
            if column >= 0 { quantities[column] = value.constant }
        }
    }

    /// Measures the multi-line texts again at the widths `solvedOutput` reads from the last
    /// solve; returns whether an intrinsic size changed (then the row is solved again).
    package func remeasure<Source: TextSource>(
        row: Int, of content: BlockContent, in batch: RowBatch, solvedOutput: (Int) -> Double, scale: Double, key: Int,
        ordinal: inout Int, source: inout Source, quantities: UnsafeMutablePointer<Double>, states: RowStates
    ) throws(TextMeasurementError) -> Bool {
        var changed = false
        let first = row * slotCount
        for (profileIndex, (s, widthOutput)) in twoPass.enumerated() {
            guard sizingIndex[s] >= 0 else { continue }
            let rule = sizingIndex[s]
            let index = content.records[first + s]
            let maxWidth = boxes[rule].maxWidth(forLayoutWidth: CGFloat(solvedOutput(widthOutput)))
            let measured: MeasuredText
            if let natural = states.slots[s].natural, natural.holds(atMaxWidth: maxWidth) {
                measured = natural
            } else if let profile = states.profiles[profileIndex],
                      let answered = source.remeasure(profile, atMaxWidth: maxWidth, key: key, ordinal: ordinal) {
                measured = answered
                ordinal += 1
            } else {
                measured = try measure(slot: s, record: index, of: batch, rule, maxWidth: maxWidth, scale: scale,
                                       keepingWrapProfileIn: nil, key: key, ordinal: ordinal, source: &source)
                ordinal += 1
            }
            let size = store(measured, rule, columns[s], into: quantities)
            if size != states.slots[s].size {
                states.slots[s].size = size
                changed = true
            }
        }
        return changed
    }

    /// Measures slot `s`'s text: the row's (its record's) or else the template's, as
    /// `TextSizing.measuredText` has it, in the row's font and line limit where it sets them
    /// (the variant fixes only whether the text has one line or several, which the row's
    /// limit keeps: `RowReader`); for a source that does not read texts, nothing of the row.
    private func measure<Source: TextSource>(slot s: Int, record index: Int, of batch: RowBatch,
                                             _ rule: Int, maxWidth: Double?, scale: Double,
                                             keepingWrapProfileIn profile: UnsafeMutablePointer<LineWrapProfile?>?, key: Int,
                                             ordinal: Int, source: inout Source) throws(TextMeasurementError) -> MeasuredText {
        // A replay answers by key and ordinal and reads nothing of the row: its record, read when
        // a multi-line text is measured again after its solve, has long left the cache then (a
        // tenth of `BlockSolver.solve`'s own samples on a generated feed's solve-only run), and a
        // live run answers that measurement from the wrap profile without reading it.
        let readsRow = Source.readsText && index >= 0
        let font = readsRow ? batch.content[index].font : -1
        let numberOfLines = readsRow ? batch.content[index].numberOfLines : nil
        func measure(_ text: UnsafeBufferPointer<UInt8>) throws(TextMeasurementError) -> MeasuredText {
            try source.measure(text, font: font >= 0 ? batch.fonts[font] : fonts[rule],
                               numberOfLines: numberOfLines ?? lineLimits[rule], maxWidth: maxWidth, scale: scale,
                               keepingWrapProfileIn: profile, view: viewOfSlot[s], key: key, ordinal: ordinal)
        }
        guard Source.readsText else { return try measure(UnsafeBufferPointer(start: nil, count: 0)) }
        let bytes: [UInt8]
        if index >= 0, let range = batch.content[index].text {
            guard range.isEmpty else { return try batch.withText(range, measure) }
            bytes = Array(boxes[rule].measuredText("").utf8)
        } else {
            bytes = templateTexts[s]
        }
        return try bytes.withTextBytes(measure)
    }

    /// Writes the quantities of a measured text; returns the intrinsic size.
    private func store(_ measured: MeasuredText, _ rule: Int, _ column: Columns,
                       into quantities: UnsafeMutablePointer<Double>) -> CGSize {
        let unstyled = ParagraphStyle.LineLayout(height: measured.height, firstBaseline: measured.firstBaseline,
                                                 lastBaseline: measured.lastBaseline)
        let (size, firstBaseline, lastBaseline) = boxes[rule].sizeAndBaselineOffsets(width: measured.width, unstyled,
                                                                                      lineCount: measured.lineCount)
        if column.width >= 0 { quantities[column.width] = Double(size.width) }
        if column.height >= 0 { quantities[column.height] = Double(size.height) }
        if column.firstBaseline >= 0 { quantities[column.firstBaseline] = firstBaseline }
        if column.lastBaseline >= 0 { quantities[column.lastBaseline] = lastBaseline }
        return size
    }
}
