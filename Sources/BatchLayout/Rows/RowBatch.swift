import AutoLayout
import CMemoryHints
import Foundation
import Interchange
import TextMeasurement

/// A chunk of rows as the batch engine lays them out: columns, not an object per row (docs/batch.md,
/// How it works: rows as columns).
///
/// Row `r` has an id, a line, a variant (`variants[r]`, an index into the chunk's distinct
/// `variantKeys`; -1 for a row that could not be read, whose `errors[r]` says why) and its content
/// `content[contentStart[r]..<contentStart[r + 1]]`: one record per view it sets, ascending by
/// view, whose text is a range of the `texts` byte arena and whose font is an index into `fonts`.
///
/// Why columns: grouping a chunk by variant compares small integers instead of hashing each
/// row's key, and a block reads its rows' content and texts from a few contiguous arrays instead
/// of an array and strings per row scattered over the heap, whose reference counting and cache
/// misses cost more than the kernels themselves.
///
/// A row's constants for named constraints (`ConstantValue`) are
/// `constants[constantStart[r]..<constantStart[r + 1]]`, in the order the row gives them.
///
/// Invariants: `ids`, `lineNumbers` and `variants` have `count` elements; `contentStart` and
/// `constantStart` have `count + 1`, nondecreasing from 0; records past `contentStart[count]` (and texts past
/// `pendingTextStart`, fonts past `pendingFontStart`, sizes past `pendingSizeStart`) belong to
/// the row being read, and are kept or dropped with it; a read row's records are ascending by
/// view; every text range lies in `texts` and holds valid UTF-8 (copied from a `String`, or from
/// a JSON string the parser checked); every font index is in `fonts` and every size index in
/// `sizes`; `errors[r] != nil` exactly where `variants[r] == -1`; `variantKeys` has no key twice.
/// (`RowBatchTests` reads random good and broken lines into batches against the tree reader.)
package struct RowBatch: Sendable {
    /// What a row sets of one view: `ContentValue` with its text, font and size kept in the
    /// batch's arrays, so that a record holds no reference. 40 bytes rather than the 80 of
    /// optionals side by side: a block reads its rows' records scattered over the chunk, and
    /// those loads missed the cache more than anything else the solve does.
    struct Record: Sendable {
        /// The text's UTF-8 in `texts` (`textStart..<textEnd`); `textStart` -1 when the row
        /// sets none.
        private var textStart: Int
        private var textEnd: Int
        /// `Int.min` when the row sets none.
        private var lineLimit: Int
        private var view: Int32
        private var fontIndex: Int32
        /// Index into `sizes`; -1 when the row sets none.
        fileprivate var sizeIndex: Int32

        init(viewIndex: Int, text: Range<Int>?, font: Int, numberOfLines: Int?, sizeIndex: Int) {
            textStart = text?.lowerBound ?? -1
            textEnd = text?.upperBound ?? -1
            lineLimit = numberOfLines ?? .min
            view = Int32(viewIndex)
            fontIndex = Int32(font)
            self.sizeIndex = Int32(sizeIndex)
        }

        var viewIndex: Int { Int(view) }
        var text: Range<Int>? {
            get { textStart >= 0 ? textStart..<textEnd : nil }
            set {
                textStart = newValue?.lowerBound ?? -1
                textEnd = newValue?.upperBound ?? -1
            }
        }
        /// Index into `fonts`; -1 when the row sets none.
        var font: Int {
            get { Int(fontIndex) }
            set { fontIndex = Int32(newValue) }
        }
        var numberOfLines: Int? { lineLimit == .min ? nil : lineLimit }

        /// Whether the record sets nothing of a text's (text, font, line limit).
        var leavesText: Bool { textStart < 0 && fontIndex < 0 && lineLimit == .min }
    }

    private(set) var ids: [JSONValue] = []
    private(set) var lineNumbers: [Int?] = []
    private(set) var variants: [Int32] = []
    private(set) var variantKeys: [VariantKey] = []
    package private(set) var errors: [Int: RowError] = [:]
    private(set) var contentStart: [Int] = [0]
    private(set) var content: [Record] = []
    private(set) var texts: [UInt8] = []
    private(set) var fonts: [FontDescriptor] = []
    /// The sizes records set (`Record.sizeIndex`).
    private(set) var sizes: [CGSize] = []
    private(set) var constantStart: [Int] = [0]
    private(set) var constants: [ConstantValue] = []
    /// Where each key is in `variantKeys`, while rows are appended.
    private var variantOfKey: [VariantKey: Int32] = [:]
    /// The variant of rows whose structure is only visibility toggles, by their toggled views
    /// (`RowParts.toggledViews`): most rows, found without building and hashing their key.
    private var variantOfToggles: [UInt64: Int32] = [:]
    /// Where the texts, fonts and sizes of the row being read begin in `texts`, `fonts` and `sizes`.
    private var pendingTextStart = 0
    private var pendingFontStart = 0
    private var pendingSizeStart = 0

    package var count: Int { ids.count }

    package init() {}

    package init(_ rows: [Result<BatchRow, RowError>]) {
        reserveCapacity(rows.count)
        for row in rows { append(row) }
    }

    mutating func reserveCapacity(_ rows: Int) {
        ids.reserveCapacity(rows)
        lineNumbers.reserveCapacity(rows)
        variants.reserveCapacity(rows)
        contentStart.reserveCapacity(rows + 1)
        constantStart.reserveCapacity(rows + 1)
        content.reserveCapacity(rows * 3)
    }

    mutating func append(_ row: Result<BatchRow, RowError>) {
        switch row {
        case .success(let read): append(read)
        case .failure(let error): append(error)
        }
    }

    mutating func append(_ row: BatchRow) {
        appendRow(id: row.id, lineNumber: row.lineNumber, content: row.content, constants: row.constants, variant: row.variantKey)
    }

    /// Adds a text to the row being read (the next row appended): its UTF-8, which must be
    /// valid, copied into the arena. The row scanner hands texts over this way, as their bytes
    /// in the line, so that no `String` is made of them.
    mutating func appendPendingText(_ utf8: UnsafeBufferPointer<UInt8>, forView viewIndex: Int) {
        let start = texts.count
        texts.append(contentsOf: utf8)
        content.append(Record(viewIndex: viewIndex, text: start..<texts.count, font: -1, numberOfLines: nil, sizeIndex: -1))
    }

    /// Adds a view's content to the row being read (the next row appended), as `appendRow`
    /// adds its content: the row scanner hands a view object's content over this way, so that
    /// a row makes no array of its own for it.
    mutating func appendPendingContent(_ value: ContentValue, forView viewIndex: Int) {
        appendRecord(value, forView: viewIndex)
    }

    /// `value` as a record of the row being read: its text copied into `texts`, its font into
    /// `fonts`, its size into `sizes`.
    private mutating func appendRecord(_ value: ContentValue, forView viewIndex: Int) {
        var record = Record(viewIndex: viewIndex, text: nil, font: -1, numberOfLines: value.numberOfLines,
                            sizeIndex: value.size == nil ? -1 : sizes.count)
        if let size = value.size { sizes.append(size) }
        if var text = value.text {
            let start = texts.count
            text.withUTF8 { texts.append(contentsOf: $0) }
            record.text = start..<texts.count
        }
        if let font = value.font {
            record.font = fonts.count
            fonts.append(font)
        }
        content.append(record)
    }

    /// Drops what was added to the row being read (`appendPendingText`): the row turned out
    /// to need the tree reader, which will append it whole.
    mutating func discardPendingRow() {
        content.removeSubrange(contentStart[count]...)
        texts.removeSubrange(pendingTextStart...)
        fonts.removeSubrange(pendingFontStart...)
        sizes.removeSubrange(pendingSizeStart...)
    }

    /// Appends a read row: its id, line, content (after any pending texts; the records are
    /// kept ascending by view) and variant.
    mutating func appendRow(id: JSONValue, lineNumber: Int?, content rowContent: [(viewIndex: Int, value: ContentValue)],
                            constants rowConstants: [ConstantValue], variant key: VariantKey) {
        appendRow(id: id, lineNumber: lineNumber, content: rowContent, constants: rowConstants, variant: index(of: key))
    }

    /// The index of a row's variant: from its toggled views when that is its whole structure
    /// (`RowParts.toggledViews`), else from its key; `key` is made only when needed.
    mutating func variant(toggling toggledViews: UInt64?, key: () -> VariantKey) -> Int32 {
        guard let toggledViews else { return index(of: key()) }
        if let known = variantOfToggles[toggledViews] { return known }
        let index = index(of: key())
        variantOfToggles[toggledViews] = index
        return index
    }

    /// Appends a read row whose variant is `variant` (an index in `variantKeys`).
    mutating func appendRow(id: JSONValue, lineNumber: Int?, content rowContent: [(viewIndex: Int, value: ContentValue)],
                            constants rowConstants: [ConstantValue], variant: Int32) {
        constants.append(contentsOf: rowConstants)
        constantStart.append(constants.count)
        ids.append(id)
        lineNumbers.append(lineNumber)
        variants.append(variant)
        for (viewIndex, value) in rowContent { appendRecord(value, forView: viewIndex) }
        let first = contentStart[count - 1]
        if content.count - first > 1, !zip(content[first...], content[(first + 1)...]).allSatisfy({ $0.viewIndex <= $1.viewIndex }) {
            content[first...].sort { $0.viewIndex < $1.viewIndex }
        }
        contentStart.append(content.count)
        pendingTextStart = texts.count
        pendingFontStart = fonts.count
        pendingSizeStart = sizes.count
    }

    mutating func append(_ error: RowError) {
        discardPendingRow()
        errors[count] = error
        constantStart.append(constants.count)
        ids.append(error.id)
        lineNumbers.append(nil)
        variants.append(-1)
        contentStart.append(content.count)
    }

    /// The rows of `parts` in order, as one batch: the first part grown in place, with room
    /// made once for the others (a chunk is read in up to eight parts; making room part by
    /// part copied the columns each time).
    static func joined(_ parts: [RowBatch]) -> RowBatch {
        var rest = parts
        guard !rest.isEmpty else { return RowBatch() }
        var batch = rest.removeFirst()
        func total<Element>(_ column: KeyPath<RowBatch, [Element]>) -> Int { rest.reduce(0) { $0 + $1[keyPath: column].count } }
        batch.ids.reserveCapacity(batch.ids.count + total(\.ids))
        batch.lineNumbers.reserveCapacity(batch.lineNumbers.count + total(\.lineNumbers))
        batch.variants.reserveCapacity(batch.variants.count + total(\.variants))
        batch.contentStart.reserveCapacity(batch.contentStart.count + total(\.contentStart))
        batch.content.reserveCapacity(batch.content.count + total(\.content))
        batch.texts.reserveCapacity(batch.texts.count + total(\.texts))
        batch.fonts.reserveCapacity(batch.fonts.count + total(\.fonts))
        batch.sizes.reserveCapacity(batch.sizes.count + total(\.sizes))
        batch.constantStart.reserveCapacity(batch.constantStart.count + total(\.constantStart))
        batch.constants.reserveCapacity(batch.constants.count + total(\.constants))
        for part in rest { batch.append(contentsOf: part) }
        return batch
    }

    /// Appends another batch's rows after these (the parts a chunk was read in).
    mutating func append(contentsOf other: RowBatch) {
        let rowOffset = count, contentOffset = content.count, textOffset = texts.count, fontOffset = fonts.count
        let sizeOffset = sizes.count, constantOffset = constants.count
        let variantMap = other.variantKeys.map { index(of: $0) }
        ids.append(contentsOf: other.ids)
        lineNumbers.append(contentsOf: other.lineNumbers)
        for variant in other.variants { variants.append(variant < 0 ? -1 : variantMap[Int(variant)]) }
        for (row, error) in other.errors { errors[rowOffset + row] = error }
        for start in other.contentStart.dropFirst() { contentStart.append(start + contentOffset) }
        for start in other.constantStart.dropFirst() { constantStart.append(start + constantOffset) }
        constants.append(contentsOf: other.constants)
        for record in other.content {
            var moved = record
            if let text = record.text { moved.text = (text.lowerBound + textOffset)..<(text.upperBound + textOffset) }
            if record.font >= 0 { moved.font = record.font + fontOffset }
            if record.sizeIndex >= 0 { moved.sizeIndex = record.sizeIndex + Int32(sizeOffset) }
            content.append(moved)
        }
        texts.append(contentsOf: other.texts)
        fonts.append(contentsOf: other.fonts)
        sizes.append(contentsOf: other.sizes)
        pendingTextStart = texts.count
        pendingFontStart = fonts.count
        pendingSizeStart = sizes.count
    }

    private mutating func index(of key: VariantKey) -> Int32 {
        if let known = variantOfKey[key] { return known }
        let index = Int32(variantKeys.count)
        variantKeys.append(key)
        variantOfKey[key] = index
        return index
    }

    /// Row `r`'s records.
    func records(of r: Int) -> Range<Int> { contentStart[r]..<contentStart[r + 1] }

    /// Row `r`'s constants for named constraints, in the order the row gives them.
    func constants(of r: Int) -> ArraySlice<ConstantValue> { constants[constantStart[r]..<constantStart[r + 1]] }

    /// Prefetches every cache line of row `r`'s records (up to `prefetchedLines` of them): for
    /// a loop over a block's rows that does nothing else (`MeasurementPlan.append`), so that
    /// their misses overlap and the work on each row finds its records in the cache.
    ///
    /// A fixed number of prefetches with the addresses clamped to the row's last record, rather
    /// than a loop over the records, so no branch waits on the row's `contentStart`, itself
    /// often a miss. Loads in place of prefetches waited: with a row's records 4-5 lines, a
    /// block's loop of loads kept few misses in flight and took as long as the misses one by one.
    func prefetchRecords(of r: Int) {
        let stride = MemoryLayout<Record>.stride
        let first = contentStart[r] * stride, end = contentStart[r + 1] * stride
        content.withUnsafeBytes { bytes in
            guard end > first, let base = bytes.baseAddress else { return }
            for line in 0..<Self.prefetchedLines { oal_prefetch(base + min(first + line * 64, end - 1)) }
        }
    }

    /// Cache lines of a row's records that `prefetchRecords` asks for: 384 bytes, nine records.
    private static let prefetchedLines = 6

    /// The size record `index` sets, if any.
    func size(ofRecord index: Int) -> CGSize? {
        let sizeIndex = content[index].sizeIndex
        return sizeIndex >= 0 ? sizes[Int(sizeIndex)] : nil
    }

    /// The UTF-8 of a record's text, valid inside `body`.
    func withText<R>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws(TextMeasurementError) -> R)
        throws(TextMeasurementError) -> R {
        try texts.withTextBytes(in: range, body)
    }

    /// Row `r` as a `BatchRow` (or its error): for the few rows the model lays out itself and
    /// for messages, which read rows whole.
    package func row(at r: Int) -> Result<BatchRow, RowError> {
        if let error = errors[r] { return .failure(error) }
        let values = records(of: r).map { index in
            let record = content[index]
            let text = record.text.map { String(decoding: texts[$0], as: UTF8.self) }
            return (viewIndex: record.viewIndex,
                    value: ContentValue(text: text, font: record.font >= 0 ? fonts[record.font] : nil,
                                        numberOfLines: record.numberOfLines, size: size(ofRecord: index)))
        }
        return .success(BatchRow(id: ids[r], content: values, constants: Array(constants(of: r)), overrides: variantKeys[Int(variants[r])].structure,
                                 lineNumber: lineNumbers[r]))
    }
}
