import Interchange
import Synchronization

/// A chunk's results, one per row and width (row-major, as `BatchLayoutEngine.layout` returns
/// them), kept the way the engine makes them: a column of heights, and a whole `RowResult`
/// only for the results that are more than an id, a width and a height (errors, frames,
/// warnings other than a collapsed cell's, categories, rows the model laid out). Most results of
/// a job are a height: making a `RowResult` for each (its id copied and retained), collecting
/// and destroying them took a fifth of the solve, and the job's format stage writes a height's
/// line from the columns.
///
/// Invariant: `heights` and `kinds` have one element per result; `kinds[i] >= 0` indexes
/// `others`; a result's row is `i / widths.count` and its width `widths[i % widths.count]`.
package struct RowResults: RandomAccessCollection, Sendable {
    /// By row: their ids.
    private let ids: [JSONValue]
    private let widths: [Double]
    private let heights: [Double]
    private let kinds: [Int32]
    private let others: [RowResult]

    /// What `kinds` holds for a result that is its height alone, and for one that is its
    /// height with the collapsed cell's warning (`CollapsedCell`); other kinds index `others`.
    static let height: Int32 = -1
    static let collapsedHeight: Int32 = -2

    fileprivate init(ids: [JSONValue], widths: [Double], heights: [Double], kinds: [Int32], others: [RowResult]) {
        self.ids = ids
        self.widths = widths
        self.heights = heights
        self.kinds = kinds
        self.others = others
    }

    /// Results made whole (the engine's slower paths: several categories, margins by width).
    package init(_ results: [RowResult]) {
        self.init(ids: [], widths: [1], heights: [Double](repeating: 0, count: results.count),
                  kinds: results.indices.map { Int32($0) }, others: results)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { kinds.count }

    package subscript(i: Int) -> RowResult {
        switch kinds[i] {
        case Self.height: RowResult(id: ids[i / widths.count], width: widths[i % widths.count], height: heights[i])
        case Self.collapsedHeight:
            RowResult(id: ids[i / widths.count], width: widths[i % widths.count], height: heights[i], warnings: [CollapsedCell.warning])
        case let other: others[Int(other)]
        }
    }

    /// Result `i` written by `writer`: a height's line straight from the columns, any other
    /// result as `writer` writes a `RowResult`.
    func append(_ i: Int, with writer: ResultWriter, to bytes: inout [UInt8]) {
        switch kinds[i] {
        case Self.height:
            writer.appendHeight(id: ids[i / widths.count], width: widths[i % widths.count], height: heights[i], to: &bytes)
        case let kind where kind >= 0: writer.append(others[Int(kind)], to: &bytes)
        default: writer.append(self[i], to: &bytes)
        }
    }

    /// Whether result `i` is a height with no warning and no error (`ResultTally` skips those).
    func isPlainHeight(_ i: Int) -> Bool {
        kinds[i] == Self.height
    }
}

/// Where the workers of one `layout` call write a chunk's results, each result once (see
/// `SlotBuffer`): heights into columns without locks, whole results (few) under a lock, a
/// block's at a time. `finish` makes the `RowResults`.
final class RowResultsBuffer: @unchecked Sendable {
    private let heights: UnsafeMutableBufferPointer<Double>
    private let kinds: UnsafeMutableBufferPointer<Int32>
    private let others = Mutex<[(index: Int, result: RowResult)]>([])

    init(count: Int) {
        heights = .allocate(capacity: count)
        heights.initialize(repeating: 0)
        kinds = .allocate(capacity: count)
        kinds.initialize(repeating: RowResults.height)
    }

    deinit {
        heights.deallocate()
        kinds.deallocate()
    }

    /// A result that is its height alone, or its height with the collapsed cell's warning.
    func store(height: Double, collapsed: Bool, at index: Int) {
        precondition(index >= 0 && index < heights.count, "a result index inside the buffer")
        heights[index] = height
        kinds[index] = collapsed ? RowResults.collapsedHeight : RowResults.height
    }

    /// Whole results by their indices.
    func store(_ results: [(index: Int, result: RowResult)]) {
        guard !results.isEmpty else { return }
        others.withLock { $0.append(contentsOf: results) }
    }

    /// The results of rows with `ids` at `widths`; only after every worker is done.
    func finish(ids: [JSONValue], widths: [Double]) -> RowResults {
        var others = self.others.withLock { taken in
            defer { taken = [] }
            return taken
        }
        // Indices in order, so that `others` is read in order too when the results are written.
        others.sort { $0.index < $1.index }
        for (k, other) in others.enumerated() { kinds[other.index] = Int32(k) }
        return RowResults(ids: ids, widths: widths, heights: Array(heights), kinds: Array(kinds), others: others.map(\.result))
    }
}
