/// A dense pair-kerning table for fast mode: two array reads and one matrix read per pair.
///
/// Invariant: `adjustment(first, second)` equals `PairKerningSource.adjustment` for every glyph
/// pair. Glyphs that are never a first glyph map to row 0 (all zeros); glyphs never named as a
/// second glyph map to column 0, which holds what a class-based subtable gives "any other glyph".
struct PairKerningTable: Sendable {
    private let firstIndex: [UInt16]
    private let secondIndex: [UInt16]
    private let columns: Int
    private let values: [Int16]
    /// `adjustment(first, second)` for both glyphs below `smallSide`, as one dense square:
    /// the glyphs of ASCII come first in common fonts, and this square stays in the processor's
    /// cache where the full matrix (hundreds of kilobytes) does not.
    private let small: [Int16]
    private static let smallSide = 128

    /// Whether any pair is adjusted at all (a table of zeros is skipped).
    let isEmpty: Bool

    init?(source: PairKerningSource, glyphCount: Int) {
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
        for (row, first) in firsts.enumerated() {
            let base = (row + 1) * columns
            for column in 0..<columns {
                let value = source.adjustment(first, column == 0 ? nil : seconds[column - 1])
                guard let narrow = Int16(exactly: value) else { return nil }
                values[base + column] = narrow
                anyAdjusted = anyAdjusted || narrow != 0
            }
        }
        self.firstIndex = firstIndex
        self.secondIndex = secondIndex
        self.columns = columns
        self.values = values
        isEmpty = !anyAdjusted
        let side = Self.smallSide
        var small = [Int16](repeating: 0, count: side * side)
        for first in 0..<min(side, glyphCount) {
            let row = Int(firstIndex[first])
            guard row != 0 else { continue }
            for second in 0..<min(side, glyphCount) {
                small[first * side + second] = values[row * columns + Int(secondIndex[second])]
            }
        }
        self.small = small
    }

    /// The x-advance adjustment (design units) of glyph `first` when `second` follows it.
    @inline(__always)
    func adjustment(_ first: UInt32, _ second: UInt32) -> Int32 {
        if first < Self.smallSide, second < Self.smallSide { return Int32(small[Int(first) * Self.smallSide + Int(second)]) }
        let row = Int(firstIndex[Int(first)])
        if row == 0 { return 0 }
        return Int32(values[row * columns + Int(secondIndex[Int(second)])])
    }
}
