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
        // The square's pairs from the builder, only its columns: reading them from the matrix
        // would build a whole row (thousands of columns for Inter) for each of its first glyphs.
        // Position 0 is the placeholder (glyph 0 may also be a member further on): column 0.
        let squareColumns = ColumnSelection([0] + members.dropFirst().map { Int(secondIndex[$0]) }, of: matrix.columns)
        var row = [Int32](repeating: 0, count: members.count)
        var decided = [Bool](repeating: false, count: members.count)
        for (rowIndex, first) in members.enumerated() where rowIndex > 0 {
            let matrixRow = Int(firstIndex[first])
            guard matrixRow != 0 else { continue }
            if matrix.isBuilt(matrixRow) {
                for (column, second) in members.enumerated() where column > 0 {
                    square[rowIndex * side + column] = matrix.value(matrixRow, Int(secondIndex[second]))
                }
                continue
            }
            // Not built, so every total fits `Int16` (the bound above).
            matrix.builder.fill(&row, decided: &decided, first: UInt16(first), columns: squareColumns)
            for column in 1..<members.count { square[rowIndex * side + column] = Int16(truncatingIfNeeded: row[column]) }
        }
        self.firstIndex = firstIndex
        self.secondIndex = secondIndex
        self.matrix = matrix
        self.squareIndex = squareIndex
        self.square = square
    }

    /// Whether `first` may be adjusted for some glyph after it: one that is no pair's first
    /// never is (`adjustment` reads 0 for it, in the square as in the matrix).
    func kernsAsFirst(_ first: UInt32) -> Bool {
        Int(first) < firstIndex.count && firstIndex[Int(first)] != 0
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
        let builder: RowBuilder
        /// Every column, in order: what a row's build fills.
        private let allColumns: ColumnSelection
        /// A row's scratch space, and the lock under which rows are built.
        private let building: Mutex<(row: [Int32], decided: [Bool])>

        init(builder: RowBuilder, firsts: [UInt16], columns: Int) {
            rows = firsts.count + 1
            self.columns = columns
            self.firsts = firsts
            self.builder = builder
            allColumns = ColumnSelection(Array(0..<columns), of: columns)
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

        func isBuilt(_ row: Int) -> Bool { built[row].load(ordering: .acquiring) }

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
                builder.fill(&scratch.row, decided: &scratch.decided, first: firsts[row - 1], columns: allColumns)
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
        /// One subtable, ready for building rows: explicit pairs, or a class subtable when
        /// `classes` is set. A struct rather than an enum with payloads, because the builder
        /// lives as long as its table: Swift keeps a multi-payload enum's case in spare bits of
        /// a payload's pointers, which LeakSanitizer then cannot read as references, so the
        /// source's arrays were reported leaked (`Scripts/fuzz.sh FuzzRows`, seed 1, in 40 s).
        struct Plan {
            /// First glyph -> second glyph -> x-advance; empty for a class subtable.
            var pairs: [UInt16: [UInt16: Int32]] = [:]
            var classes: ClassPlan?
        }

        /// A class subtable. `secondClassOfColumn[column]`: the class of the column's second
        /// glyph (column 0, "any other glyph", is class 0).
        struct ClassPlan {
            let coverage: Set<UInt16>
            let firstClasses: [UInt16: Int]
            let secondClassOfColumn: [Int]
            let secondClassCount: Int
            let values: [Int32]
        }

        let lookups: [[Plan]]
        let secondIndex: [UInt16]

        init(source: PairKerningSource, secondIndex: [UInt16], seconds: [UInt16]) {
            self.secondIndex = secondIndex
            lookups = source.lookups.map { lookup in
                lookup.map { subtable in
                    switch subtable {
                    case .pairs(let pairs):
                        return Plan(pairs: pairs)
                    case let .classes(coverage, firstClasses, secondClasses, secondClassCount, values):
                        let secondClassOfColumn = [0] + seconds.map { secondClasses[$0] ?? 0 }
                        return Plan(classes: ClassPlan(coverage: coverage, firstClasses: firstClasses,
                                                       secondClassOfColumn: secondClassOfColumn,
                                                       secondClassCount: secondClassCount, values: values))
                    }
                }
            }
        }

        /// Fills `row[p]` with the adjustment of `first` and the second glyph of matrix column
        /// `columns.columns[p]`, for every position `p` of the selection. Each column's value
        /// depends on that column alone, so a selection gives the same values as the whole row.
        func fill(_ row: inout [Int32], decided: inout [Bool], first: UInt16, columns: ColumnSelection) {
            for position in row.indices { row[position] = 0 }
            for lookup in lookups {
                for position in decided.indices { decided[position] = false }
                subtables: for subtable in lookup {
                    if let classes = subtable.classes {
                        guard classes.coverage.contains(first) else { continue }
                        let rowStart = (classes.firstClasses[first] ?? 0) * classes.secondClassCount
                        for position in row.indices where !decided[position] {
                            let index = rowStart + classes.secondClassOfColumn[columns.columns[position]]
                            if index < classes.values.count { row[position] += classes.values[index] }
                        }
                        break subtables
                    }
                    guard let entries = subtable.pairs[first] else { continue }
                    for (second, value) in entries where Int(second) < secondIndex.count {
                        let column = Int(secondIndex[Int(second)])
                        let position = Int(columns.positionOfColumn[column])
                        guard column != 0, position >= 0, !decided[position] else { continue }
                        decided[position] = true
                        row[position] += value
                    }
                }
            }
        }
    }

    /// Some columns of the matrix, in the order a row is filled: `columns[p]` is position `p`'s
    /// matrix column, `positionOfColumn[c]` column `c`'s position (-1 when not selected). Only
    /// column 0 (glyphs no pair names as a second) can be selected twice; it maps to its first
    /// position, which is harmless: explicit pairs never name it, and class subtables fill
    /// every position.
    struct ColumnSelection {
        let columns: [Int]
        let positionOfColumn: [Int32]

        init(_ columns: [Int], of count: Int) {
            self.columns = columns
            var positions = [Int32](repeating: -1, count: count)
            for (position, column) in columns.enumerated() where positions[column] < 0 { positions[column] = Int32(position) }
            positionOfColumn = positions
        }
    }
}
