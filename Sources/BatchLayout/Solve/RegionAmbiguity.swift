import Cassowary
import Synchronization

/// Whether a region's outputs are ambiguous (have other optimal values) for one row, decided
/// from that row's own values in the region.
///
/// A region is one basis reused for rows with other constants. Optimality of the basis does
/// not depend on the constants, and by `OptimalFace` whether the outputs are the same at every
/// optimum depends on them only through which of the face's restricted rows are at 0 for the
/// row, monotonically (more rows at 0, fewer other optima). A face row is at 0 for a row:
/// - always, if it is a redundant required equality's row (a row in the region at all keeps it 0);
/// - never or always, by its value at the snapshot, if no quantity moves it (the region's map
///   leaves it out: its value is the same for every row);
/// - otherwise as the row's value for it in the region says: a **watched** row.
///
/// Invariant: `isAmbiguous(values)` is false only when, with the watched rows that are at 0 in
/// `values` (and the fixed rows at 0), every output has the same value at every optimum: then
/// the region's values are the model's for that row, whichever optimum the model reaches.
/// Verdicts are exact per pattern of watched rows at 0 and cached per pattern (a region's
/// rows come in few patterns). Two patterns decide a region up front: if the outputs are
/// constant with no watched row at 0 they are for every row (`never`); if they are not even
/// with every watched row at 0, they are for no row (`always`).
final class RegionAmbiguity: Sendable {
    private enum Kind {
        case never, always, perRow
    }

    private let kind: Kind
    private let face: OptimalFace?
    /// Per face row: nil for rows whose being at 0 is the same for every row, else the index of
    /// its watched row.
    private let watchedIndexOfFaceRow: [Int?]
    /// Per face row whose being at 0 is fixed: whether it is at 0.
    private let fixedAtZero: [Bool]
    /// The region row (index into the region's values) of each watched row.
    private let watchedRows: [Int]
    /// Verdict (ambiguous or not) per pattern of watched rows at 0, a bit per watched row.
    private let verdicts = Mutex<[[UInt64]: Bool]>([:])
    /// With at most six watched rows (`smallPatternLimit`), the verdicts as two bit sets
    /// indexed by pattern instead: which patterns are decided, and which of those are
    /// ambiguous. Every row of such a region reads them, and the dictionary cost an allocation
    /// and a lock per row.
    private let decidedPatterns = Atomic<UInt64>(0)
    private let ambiguousPatterns = Atomic<UInt64>(0)
    private static let smallPatternLimit = 6

    private init(kind: Kind, face: OptimalFace?, watchedIndexOfFaceRow: [Int?], fixedAtZero: [Bool], watchedRows: [Int]) {
        self.kind = kind
        self.face = face
        self.watchedIndexOfFaceRow = watchedIndexOfFaceRow
        self.fixedAtZero = fixedAtZero
        self.watchedRows = watchedRows
    }

    /// The same verdicts for a region that holds the watched rows elsewhere: row `i` of this
    /// region is row `newIndex(i)` of the other (a piece's rows in a region put together from
    /// pieces, `RegionPieces`).
    func renumbered(_ newIndex: (Int) -> Int) -> RegionAmbiguity {
        // A verdict that is the same for every row reads no row.
        guard kind == .perRow else { return self }
        return RegionAmbiguity(kind: kind, face: face, watchedIndexOfFaceRow: watchedIndexOfFaceRow, fixedAtZero: fixedAtZero,
                        watchedRows: watchedRows.map(newIndex))
    }

    /// `face` is the region's optimal face at its snapshot; `rowBasics` the basic symbols of the
    /// region's rows, in the order of its values.
    convenience init(face: OptimalFace, rowBasics: [Int32]) {
        self.init(face: face, regionRow: Self.regionRows(rowBasics))
    }

    /// The region row of each basic symbol of `rowBasics` (the first, if one is listed twice).
    static func regionRows(_ rowBasics: [Int32]) -> [Int32: Int] {
        Dictionary(rowBasics.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// As `init(face:rowBasics:)`, with the rows' map made once for all the parts of a region.
    init(face: OptimalFace, regionRow: [Int32: Int]) {
        var watchedIndex: [Int?] = []
        var fixed: [Bool] = []
        var watched: [Int] = []
        for row in face.rows {
            if !row.isEquality, let index = regionRow[row.basic] {
                watchedIndex.append(watched.count)
                watched.append(index)
                fixed.append(false)
            } else {
                watchedIndex.append(nil)
                fixed.append(row.isEquality || row.value <= OptimalFace.degeneracyTolerance)
            }
        }
        watchedIndexOfFaceRow = watchedIndex
        fixedAtZero = fixed
        watchedRows = watched
        if !face.movesOutputs {
            kind = .never
        } else if !face.keepsOutputsConstant(rowIsAtZero: { fixed[$0] || watchedIndex[$0] != nil }) {
            kind = .always
        } else if face.keepsOutputsConstant(rowIsAtZero: { fixed[$0] }) {
            kind = .never
        } else {
            kind = .perRow
        }
        self.face = kind == .perRow ? face : nil
    }

    /// Whether the verdict is the same for every row: `isAmbiguous` then reads no value.
    var isSameForEveryRow: Bool { kind != .perRow }

    /// Whether the outputs may have other optimal values for every row (`isSameForEveryRow`).
    var isAlwaysAmbiguous: Bool { kind == .always }

    /// Whether the row whose values in the region start at `values` (a row the region holds)
    /// may have other optimal outputs.
    func isAmbiguous(_ values: UnsafePointer<Double>) -> Bool {
        switch kind {
        case .never: return false
        case .always: return true
        case .perRow: break
        }
        guard watchedRows.count > Self.smallPatternLimit else { return isAmbiguous(smallPattern: values) }
        var pattern = [UInt64](repeating: 0, count: (watchedRows.count + 63) / 64)
        for (k, row) in watchedRows.enumerated() where values[row] <= OptimalFace.degeneracyTolerance {
            pattern[k >> 6] |= 1 << UInt64(k & 63)
        }
        if let known = verdicts.withLock({ $0[pattern] }) { return known }
        // Decided outside the lock: another worker deciding the same pattern decides the same.
        let ambiguous = verdict { k in pattern[k >> 6] & (1 << UInt64(k & 63)) != 0 }
        verdicts.withLock { $0[pattern] = ambiguous }
        return ambiguous
    }

    /// `isAmbiguous` for a region of at most `smallPatternLimit` watched rows.
    private func isAmbiguous(smallPattern values: UnsafePointer<Double>) -> Bool {
        var pattern = 0
        for (k, row) in watchedRows.enumerated() where values[row] <= OptimalFace.degeneracyTolerance { pattern |= 1 << k }
        let bit = UInt64(1) << UInt64(pattern)
        if decidedPatterns.load(ordering: .acquiring) & bit != 0 { return ambiguousPatterns.load(ordering: .relaxed) & bit != 0 }
        // Decided without a lock: another worker deciding the same pattern decides the same.
        let ambiguous = verdict { k in pattern & (1 << k) != 0 }
        if ambiguous { ambiguousPatterns.bitwiseOr(bit, ordering: .relaxed) }
        decidedPatterns.bitwiseOr(bit, ordering: .releasing)
        return ambiguous
    }

    /// The verdict for one pattern: whether the outputs may have other optimal values when the
    /// watched rows `isWatchedAtZero` names (by watched index) and the fixed rows at 0 are at 0.
    private func verdict(isWatchedAtZero: (Int) -> Bool) -> Bool {
        guard let face else { return true }
        return !face.keepsOutputsConstant { i in
            guard let k = watchedIndexOfFaceRow[i] else { return fixedAtZero[i] }
            return isWatchedAtZero(k)
        }
    }
}
