import Cassowary
import Synchronization

/// The pieces of a variant's regions by independent part (docs/batch.md, How it works: regions
/// from pieces), for variants whose system has more than one part.
///
/// Why: a cell's labels that share no free variable (each held only by the root's fixed edges)
/// choose their bases independently, so a variant's optimal bases are the products of each
/// part's few bases: twelve labels that meet three bases each made hundreds of regions, nearly
/// every row a dual-simplex repair and a new region. The pieces of the regions met so far put
/// together a region for a row whose combination of bases is new, without the solver.
///
/// Invariant: at most one piece per basis of a part is kept (the first met; any other is the
/// same map up to rounding), each with its part's ambiguity, so a region put together from
/// pieces says a row is ambiguous exactly when the model's layout of it is (see
/// `IndependentParts`: the optimal face of a union of bases is the product of its parts' faces).
final class RegionPieces: Sendable {
    let parts: IndependentParts
    private let known: Mutex<[[RegionPiece]]>
    /// Whether every region filed so far was split into pieces that are all kept: then a row
    /// that no combination of pieces holds is held by no known region either (each known
    /// region is one such combination), and searching the known regions is no use.
    let holdEveryKnownBasis = Atomic<Bool>(true)
    /// Rows outside the regions tried whose region the pieces gave (known, or put together):
    /// repairs the dual simplex did not have to make.
    let placements = Atomic<Int>(0)

    /// Beyond this many pieces of a part, a new one is not kept (as `CompiledVariant.regionLimit`).
    static let pieceLimit = 64

    /// Nil when the system is one part (besides the fixed one): nothing to put together.
    init?(_ parts: IndependentParts) {
        guard parts.count > 2 else { return nil }
        self.parts = parts
        known = Mutex([[RegionPiece]](repeating: [], count: parts.count))
    }

    /// Files the pieces of `region` (nothing for a region whose ambiguity is not by part, or one
    /// with a symbol of no part).
    func add(_ region: Region) {
        // A region whose ambiguity is for the whole system has one (`Region.ambiguities`), and a
        // system with pieces has three parts or more.
        guard region.ambiguities.count == parts.count, let pieces = split(region) else {
            holdEveryKnownBasis.store(false, ordering: .relaxed)
            return
        }
        known.withLock { known in
            for (part, piece) in pieces.enumerated() where !known[part].contains(where: { $0.basis == piece.basis }) {
                guard known[part].count < Self.pieceLimit else {
                    holdEveryKnownBasis.store(false, ordering: .relaxed)
                    continue
                }
                known[part].append(piece)
            }
        }
    }

    /// Where a row goes whose region the pieces give.
    enum Placement {
        /// A known region, or one put together from the pieces to be kept.
        case region(Region)
        /// One piece per part, in part order, for a row whose region would not be kept: its
        /// outputs are read from the pieces themselves (`outputs(of:at:into:)`).
        case pieces([RegionPiece])
    }

    /// The region of the union of one known piece per part that holds the quantities `q`: the
    /// one `known` gives for its basis, else put together from the pieces when `wouldKeep`
    /// says a region of that many matrix entries is kept, else the pieces. Nil when some part
    /// has no such piece.
    func placement(holding q: UnsafePointer<Double>, known region: ([Int32]) -> Region?,
                   wouldKeep: (Int) -> Bool) -> Placement? {
        let known = self.known.withLock { $0 }
        var chosen: [RegionPiece] = []
        chosen.reserveCapacity(known.count)
        for pieces in known {
            guard let piece = pieces.first(where: { $0.holds(q) }) else { return nil }
            chosen.append(piece)
        }
        placements.add(1, ordering: .relaxed)
        let basis = chosen.flatMap(\.basis).sorted()
        if let found = region(basis) { return .region(found) }
        let outputCount = parts.outputParts.count
        let entries = (chosen.reduce(0) { $0 + $1.rowBasics.count } + outputCount) * (chosen.first?.quantityCount ?? 0)
        guard wouldKeep(entries), let made = Self.region(of: chosen, basis: basis, outputCount: outputCount) else { return .pieces(chosen) }
        return .region(made)
    }

    /// Writes the outputs of the union of `pieces` (a `Placement.pieces`) for the quantities
    /// `q` into `outputs`; false, with nothing written, when some part's outputs are ambiguous
    /// for the row.
    static func outputs(of pieces: [RegionPiece], at q: UnsafePointer<Double>, into outputs: UnsafeMutablePointer<Double>) -> Bool {
        var values: [Double] = []
        for piece in pieces {
            values.removeAll(keepingCapacity: true)
            for k in piece.rowBasics.indices { values.append(piece.value(k, at: q)) }
            let ambiguous = values.withUnsafeBufferPointer { buffer in buffer.baseAddress.map(piece.ambiguity.isAmbiguous) ?? false }
            if ambiguous { return false }
        }
        for piece in pieces {
            for (k, output) in piece.outputs.enumerated() { outputs[output] = piece.value(piece.rowBasics.count + k, at: q) }
        }
        return true
    }

    /// `region`'s pieces, one per part (in part order); nil if some basic symbol has no part.
    private func split(_ region: Region) -> [RegionPiece]? {
        var basis = [[Int32]](repeating: [], count: parts.count)
        for symbol in region.basis {
            let part = parts.part(ofSymbol: symbol)
            guard part >= 0 else { return nil }
            basis[part].append(symbol)
        }
        var rows = [[Int]](repeating: [], count: parts.count)
        var place = [Int](repeating: 0, count: region.rowCount)
        for (i, symbol) in region.rowBasics.enumerated() {
            let part = parts.part(ofSymbol: symbol)
            guard part >= 0 else { return nil }
            place[i] = rows[part].count
            rows[part].append(i)
        }
        var outputs = [[Int]](repeating: [], count: parts.count)
        for (index, part) in parts.outputParts.enumerated() {
            // A variable the solver does not know is 0 in every basis: any piece gives it.
            outputs[max(part, 0)].append(index)
        }
        // A part's ambiguity reads only its own rows: `OptimalFace.split` gives a part's face the
        // rows whose basic symbol is of that part, as `rows[part]` has them.
        let equalities = Set(region.equalityRows)
        return (0..<parts.count).map { part in
            RegionPiece(of: region, basis: basis[part], rows: rows[part], place: place, outputs: outputs[part], equalities: equalities,
                        ambiguity: region.ambiguities[part])
        }
    }

    /// The region of the union of `pieces` (one per part, the same quantities), whose basis is
    /// `basis`.
    private static func region(of pieces: [RegionPiece], basis: [Int32], outputCount: Int) -> Region? {
        guard let quantityCount = pieces.first?.quantityCount else { return nil }
        let rowCount = pieces.reduce(0) { $0 + $1.rowBasics.count }
        let height = rowCount + outputCount
        var matrix = [Double](repeating: 0, count: height * quantityCount)
        var offset = [Double](repeating: 0, count: height)
        var rowBasics: [Int32] = [], equalityRows: [Int] = [], ambiguities: [RegionAmbiguity] = []
        rowBasics.reserveCapacity(rowCount)
        func copy(_ piece: RegionPiece, _ i: Int, to target: Int) {
            offset[target] = piece.offset[i]
            for column in 0..<quantityCount { matrix[column * height + target] = piece.matrix[i * quantityCount + column] }
        }
        for piece in pieces {
            // The piece's rows go to `first...`, in their order.
            let first = rowBasics.count
            ambiguities.append(piece.ambiguity.renumbered { first + $0 })
            for k in piece.rowBasics.indices {
                if piece.rowIsEquality[k] { equalityRows.append(first + k) }
                copy(piece, k, to: first + k)
            }
            rowBasics += piece.rowBasics
            for (k, output) in piece.outputs.enumerated() { copy(piece, piece.rowBasics.count + k, to: rowCount + output) }
        }
        return Region(basis: basis, rowBasics: rowBasics, outputCount: outputCount, quantityCount: quantityCount, matrix: matrix,
                      offset: offset, equalityRows: equalityRows, ambiguities: ambiguities)
    }
}
