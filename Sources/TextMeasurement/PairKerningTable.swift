import Synchronization

/// A dense pair-kerning table for fast mode: two array reads and one matrix read per pair.
///
/// Invariant: `adjustment(first, second)` equals `PairKerningSource.adjustment` for every glyph
/// pair. Glyphs that are never a first glyph map to row 0 (all zeros); glyphs never named as a
/// second glyph map to column 0, which holds what a class-based subtable gives "any other glyph".
///
/// The full matrix (megabytes for Inter: about two thousand glyphs on each side) is built a row
/// at a time, the first time a pair with that first glyph is asked for: building every row when
/// the face loaded took 10-15 ms a face, at the start of every job, for rows most texts never
/// read (Latin text reads the square). A row is written under `building`'s lock and published
/// by `built[row]` (release); readers see it complete (acquire). When the source's values could
/// add up past `Int16` (the bound of each lookup's largest value, summed), every row is built
/// at init, as before, and a value that does not fit makes no table.
///
/// A class, immutable but for rows not yet built: a face's kerning plan is read out of the face
/// for every run set from the tables, and copying a struct of arrays cost a reference count
/// change per array each time.
final class PairKerningTable: Sendable {
    private let firstIndex: [UInt16]
    private let secondIndex: [UInt16]
    private let matrix: Rows
    /// `adjustment(first, second)` for pairs of the square's glyphs (`squareGlyphs` at init:
    /// the face's glyphs of printable ASCII and the commonest other Latin characters), as one
    /// dense square that stays in the processor's cache where the full matrix does not.
    /// `squareIndex[glyph]`: the glyph's row and column, 0 when it has none. By glyph rather
    /// than by glyph id below a bound: Inter's letters have ids in the hundreds.
    private let squareIndex: [UInt8]
    private let square: [Int16]
    static let squareSide = 128

    /// Whether no pair is adjusted at all (a table of zeros is skipped). When rows are built
    /// lazily, whether the source holds no value but zero (a table whose values cancel out
    /// to zero everywhere then stays a table of zeros, which adjusts nothing either).
    let isEmpty: Bool

    /// `squareGlyphs`: the glyphs to give the dense square (at most `squareSide - 1` are
    /// taken; ids at or past `glyphCount` and repeats are skipped).
    init?(source: PairKerningSource, glyphCount: Int, squareGlyphs: [UInt32] = []) {
        let (firstGlyphs, secondGlyphs) = source.glyphs
        let firsts = firstGlyphs.filter { Int($0) < glyphCount }.sorted()
        let seconds = secondGlyphs.filter { Int($0) < glyphCount }.sorted()
        guard firsts.count < Int(UInt16.max), seconds.count < Int(UInt16.max) else { return nil }
        var firstIndex = [UInt16](repeating: 0, count: glyphCount)
        var secondIndex = [UInt16](repeating: 0, count: glyphCount)
        for (index, glyph) in firsts.enumerated() { firstIndex[Int(glyph)] = UInt16(index + 1) }
        for (index, glyph) in seconds.enumerated() { secondIndex[Int(glyph)] = UInt16(index + 1) }
        let matrix = Rows(builder: RowBuilder(source: source, secondIndex: secondIndex, seconds: seconds), firsts: firsts,
                          columns: seconds.count + 1)
        let bound = source.largestTotal
        var anyAdjusted = bound > 0
        if bound > Int64(Int16.max) {
            anyAdjusted = false
            for row in 1..<matrix.rows {
                guard let adjusted = matrix.build(row) else { return nil }
                anyAdjusted = anyAdjusted || adjusted
            }
        }
        isEmpty = !anyAdjusted
        let side = Self.squareSide
        var squareIndex = [UInt8](repeating: 0, count: glyphCount)
        var members: [Int] = [0]  // row and column 0: glyphs outside the square, never read
        for glyph in squareGlyphs where Int(glyph) < glyphCount && squareIndex[Int(glyph)] == 0 && members.count < side {
            squareIndex[Int(glyph)] = UInt8(members.count)
            members.append(Int(glyph))
        }
        var square = [Int16](repeating: 0, count: side * side)
        for (rowIndex, first) in members.enumerated() where rowIndex > 0 {
            let row = Int(firstIndex[first])
            guard row != 0 else { continue }
            for (column, second) in members.enumerated() where column > 0 {
                square[rowIndex * side + column] = matrix.value(row, Int(secondIndex[second]))
            }
        }
        self.firstIndex = firstIndex
        self.secondIndex = secondIndex
        self.matrix = matrix
        self.squareIndex = squareIndex
        self.square = square
    }

    /// The x-advance adjustment (design units) of glyph `first` when `second` follows it.
    @inline(__always)
    func adjustment(_ first: UInt32, _ second: UInt32) -> Int32 {
        let squareRow = Int(squareIndex[Int(first)]), squareColumn = Int(squareIndex[Int(second)])
        if squareRow != 0, squareColumn != 0 { return Int32(square[squareRow * Self.squareSide + squareColumn]) }
        let row = Int(firstIndex[Int(first)])
        if row == 0 { return 0 }
        return Int32(matrix.value(row, Int(secondIndex[Int(second)])))
    }

    /// The full matrix, `rows` x `columns` adjustments, each row built when first read (see the
    /// type's comment). Invariant: row `r`'s values are complete once `built[r]` is set; they
    /// are written only under `building`'s lock, before it is set (release), and read only
    /// after it was seen set (acquire). Row 0 is zeros from the start.
    private final class Rows: @unchecked Sendable {
        let rows: Int
        let columns: Int
        private let values: UnsafeMutablePointer<Int16>
        private let built: UnsafeMutablePointer<Atomic<Bool>>
        /// By row (less one): its first glyph.
        private let firsts: [UInt16]
        private let builder: RowBuilder
        /// A row's scratch space, and the lock under which rows are built.
        private let building: Mutex<(row: [Int32], decided: [Bool])>

        init(builder: RowBuilder, firsts: [UInt16], columns: Int) {
            rows = firsts.count + 1
            self.columns = columns
            self.firsts = firsts
            self.builder = builder
            values = .allocate(capacity: rows * columns)
            values.initialize(repeating: 0, count: columns)
            built = .allocate(capacity: rows)
            for row in 0..<rows { (built + row).initialize(to: Atomic(row == 0)) }
            building = Mutex(([Int32](repeating: 0, count: columns), [Bool](repeating: false, count: columns)))
        }

        deinit {
            built.deinitialize(count: rows)
            built.deallocate()
            values.deallocate()
        }

        @inline(__always)
        func value(_ row: Int, _ column: Int) -> Int16 {
            if !built[row].load(ordering: .acquiring) { build(row) }
            return values[row * columns + column]
        }

        /// Builds row `row` unless it is built; whether any of its values is not zero, nil when
        /// one does not fit `Int16` (the row then stays unbuilt: the table is not made).
        @discardableResult
        func build(_ row: Int) -> Bool? {
            building.withLock { scratch -> Bool? in
                if built[row].load(ordering: .relaxed) { return true }
                builder.fill(&scratch.row, decided: &scratch.decided, first: firsts[row - 1])
                var adjusted = false
                let base = values + row * columns
                for column in 0..<columns {
                    guard let narrow = Int16(exactly: scratch.row[column]) else { return nil }
                    base[column] = narrow
                    adjusted = adjusted || narrow != 0
                }
                built[row].store(true, ordering: .releasing)
                return adjusted
            }
        }
    }
}

extension PairKerningTable {
    /// Builds one row of the table (every column's adjustment for one first glyph) a subtable at
    /// a time, with the same semantics as `PairKerningSource.adjustment` (within a lookup the
    /// first subtable with an entry for the pair applies; lookups add up) but without a hash
    /// look-up per pair: a class subtable's second classes are read once per column, up front.
    /// Fonts with large class-based kerning (Inter: about two thousand glyphs on each side)
    /// would otherwise spend most of a second per face in this build.
    private struct RowBuilder {
        enum Plan {
            case pairs([UInt16: [UInt16: Int32]])
            /// `secondClassOfColumn[column]`: the class of the column's second glyph (column 0,
            /// "any other glyph", is class 0).
            case classes(coverage: Set<UInt16>, firstClasses: [UInt16: Int], secondClassOfColumn: [Int],
                         secondClassCount: Int, values: [Int32])
        }

        let lookups: [[Plan]]
        let secondIndex: [UInt16]

        init(source: PairKerningSource, secondIndex: [UInt16], seconds: [UInt16]) {
            self.secondIndex = secondIndex
            lookups = source.lookups.map { lookup in
                lookup.map { subtable in
                    switch subtable {
                    case .pairs(let pairs):
                        return .pairs(pairs)
                    case let .classes(coverage, firstClasses, secondClasses, secondClassCount, values):
                        let secondClassOfColumn = [0] + seconds.map { secondClasses[$0] ?? 0 }
                        return .classes(coverage: coverage, firstClasses: firstClasses,
                                        secondClassOfColumn: secondClassOfColumn,
                                        secondClassCount: secondClassCount, values: values)
                    }
                }
            }
        }

        func fill(_ row: inout [Int32], decided: inout [Bool], first: UInt16) {
            for column in row.indices { row[column] = 0 }
            for lookup in lookups {
                for column in decided.indices { decided[column] = false }
                subtables: for subtable in lookup {
                    switch subtable {
                    case .pairs(let pairs):
                        guard let entries = pairs[first] else { continue }
                        for (second, value) in entries where Int(second) < secondIndex.count {
                            let column = Int(secondIndex[Int(second)])
                            guard column != 0, !decided[column] else { continue }
                            decided[column] = true
                            row[column] += value
                        }
                    case let .classes(coverage, firstClasses, secondClassOfColumn, secondClassCount, values):
                        guard coverage.contains(first) else { continue }
                        let rowStart = (firstClasses[first] ?? 0) * secondClassCount
                        for column in row.indices where !decided[column] {
                            let index = rowStart + secondClassOfColumn[column]
                            if index < values.count { row[column] += values[index] }
                        }
                        break subtables
                    }
                }
            }
        }
    }
}

