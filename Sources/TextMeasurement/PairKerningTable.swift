/// A dense pair-kerning table for fast mode: two array reads and one matrix read per pair.
///
/// Invariant: `adjustment(first, second)` equals `PairKerningSource.adjustment` for every glyph
/// pair. Glyphs that are never a first glyph map to row 0 (all zeros); glyphs never named as a
/// second glyph map to column 0, which holds what a class-based subtable gives "any other glyph".
///
/// A class (its arrays never change after init): a face's kerning plan is read out of the face
/// for every run set from the tables, and copying a struct of five arrays cost five reference
/// count changes each time, one for the class.
final class PairKerningTable: Sendable {
    private let firstIndex: [UInt16]
    private let secondIndex: [UInt16]
    private let columns: Int
    private let values: [Int16]
    /// `adjustment(first, second)` for pairs of the square's glyphs (`squareGlyphs` at init:
    /// the face's glyphs of printable ASCII and the commonest other Latin characters), as one
    /// dense square that stays in the processor's cache where the full matrix (megabytes for
    /// Inter) does not. `squareIndex[glyph]`: the glyph's row and column, 0 when it has none.
    /// By glyph rather than by glyph id below a bound: Inter's letters have ids in the hundreds.
    private let squareIndex: [UInt8]
    private let square: [Int16]
    static let squareSide = 128

    /// Whether any pair is adjusted at all (a table of zeros is skipped).
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
        let columns = seconds.count + 1
        var values = [Int16](repeating: 0, count: (firsts.count + 1) * columns)
        var anyAdjusted = false
        let builder = RowBuilder(source: source, secondIndex: secondIndex, seconds: seconds)
        var row = [Int32](repeating: 0, count: columns)
        var decided = [Bool](repeating: false, count: columns)
        for (rowIndex, first) in firsts.enumerated() {
            builder.fill(&row, decided: &decided, first: first)
            let base = (rowIndex + 1) * columns
            for column in 0..<columns {
                guard let narrow = Int16(exactly: row[column]) else { return nil }
                values[base + column] = narrow
                anyAdjusted = anyAdjusted || narrow != 0
            }
        }
        self.firstIndex = firstIndex
        self.secondIndex = secondIndex
        self.columns = columns
        self.values = values
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
                square[rowIndex * side + column] = values[row * columns + Int(secondIndex[second])]
            }
        }
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
        return Int32(values[row * columns + Int(secondIndex[Int(second)])])
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

