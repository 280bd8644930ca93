/// What a job reports of its results besides their text: how many are errors, how many rows
/// have one (and the first one's message), and how many rows were warned about, by kind.
/// Counted while the results are formatted, on all threads, piece by piece; pieces are whole
/// rows, and adding them in order gives the counts of the whole.
public struct ResultTally: Sendable, Equatable {
    /// Results that are errors (a bad row has one per width and category).
    public var errors = 0
    /// Rows with an error in any of their results.
    public var rowsWithErrors = 0
    /// The message of the first such row.
    public var firstError: String?
    /// Rows with warnings, by kind: a row counts once per kind, however many of its results
    /// and messages have it.
    public var warnings: [RowWarning.Kind: Int] = [:]

    public init() {}

    /// The counts of `results[range]`, which come `perRow` to a row, whole rows only. A row
    /// whose results are all heights alone (most rows) counts nothing and makes no `RowResult`.
    init(_ results: RowResults, range: Range<Int>, perRow: Int) {
        guard perRow > 0 else { return }
        var start = range.lowerBound
        while start < range.upperBound {
            let row = start..<min(range.upperBound, start + perRow)
            if !row.allSatisfy(results.isPlainHeight) { count(results[row]) }
            start += perRow
        }
    }

    private mutating func count(_ row: some Collection<RowResult>) {
        var rowError: String?
        var warned = false
        for result in row {
            if let error = result.error {
                errors += 1
                if rowError == nil { rowError = error }
            }
            if result.warnings?.isEmpty == false { warned = true }
        }
        if let rowError {
            rowsWithErrors += 1
            if firstError == nil { firstError = rowError }
        }
        // Most rows have no warning: only a warned row builds its set of kinds.
        guard warned else { return }
        for kind in Set(row.flatMap { $0.warnings ?? [] }.map(\.kind)) { warnings[kind, default: 0] += 1 }
    }

    /// The counts of these results followed by `later`'s.
    mutating func add(_ later: Self) {
        errors += later.errors
        rowsWithErrors += later.rowsWithErrors
        if firstError == nil { firstError = later.firstError }
        warnings.merge(later.warnings, uniquingKeysWith: +)
    }
}
