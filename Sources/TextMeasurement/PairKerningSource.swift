/// The pair adjustments of one kerning source (GPOS pair-positioning lookups or a legacy `kern`
/// table), parsed from the font's bytes.
///
/// Semantics kept from the OpenType specification: within one lookup, the first subtable whose
/// coverage holds the first glyph and that has an entry for the pair applies (a class-based
/// subtable always has one, class 0 included); separate lookups add up. Only the x-advance of
/// the first glyph's value record matters for widths. A source with anything this reader does
/// not model (contextual kerning, a value on the second glyph, cross-stream kerning) is
/// `nil`, and the text that would need it is shaped by HarfBuzz instead.
struct PairKerningSource {
    enum Subtable {
        /// Explicit pairs: first glyph -> second glyph -> x-advance.
        case pairs([UInt16: [UInt16: Int32]])
        /// Class pairs: the covered first glyphs, both class definitions and the value matrix.
        case classes(coverage: Set<UInt16>, firstClasses: [UInt16: Int], secondClasses: [UInt16: Int],
                     secondClassCount: Int, values: [Int32])
    }

    /// Lookups in application order, each a list of subtables.
    var lookups: [[Subtable]]

    /// The x-advance adjustment of `first` followed by `second` (`nil`: a glyph that is in no
    /// pair list and no class definition), in design units.
    func adjustment(_ first: UInt16, _ second: UInt16?) -> Int32 {
        var total: Int32 = 0
        for lookup in lookups {
            subtables: for subtable in lookup {
                switch subtable {
                case .pairs(let pairs):
                    if let second, let value = pairs[first]?[second] {
                        total += value
                        break subtables
                    }
                case let .classes(coverage, firstClasses, secondClasses, secondClassCount, values):
                    guard coverage.contains(first) else { continue }
                    let firstClass = firstClasses[first] ?? 0
                    let secondClass = second.flatMap { secondClasses[$0] } ?? 0
                    let index = firstClass * secondClassCount + secondClass
                    if index < values.count { total += values[index] }
                    break subtables
                }
            }
        }
        return total
    }

    /// The largest magnitude any pair's total can reach: each lookup's largest value, summed
    /// (a pair takes at most one value from each lookup).
    var largestTotal: Int64 {
        lookups.reduce(Int64(0)) { total, lookup in
            total + lookup.reduce(Int64(0)) { largest, subtable in
                switch subtable {
                case .pairs(let pairs):
                    max(largest, pairs.values.reduce(Int64(0)) { max($0, $1.values.reduce(Int64(0)) { max($0, Int64($1.magnitude)) }) })
                case let .classes(_, _, _, _, values):
                    max(largest, values.reduce(Int64(0)) { max($0, Int64($1.magnitude)) })
                }
            }
        }
    }

    /// Every glyph that can be the first of an adjusted pair, and every glyph named as a second.
    var glyphs: (firsts: Set<UInt16>, seconds: Set<UInt16>) {
        var firsts = Set<UInt16>()
        var seconds = Set<UInt16>()
        for lookup in lookups {
            for subtable in lookup {
                switch subtable {
                case .pairs(let pairs):
                    for (first, row) in pairs {
                        firsts.insert(first)
                        seconds.formUnion(row.keys)
                    }
                case let .classes(coverage, _, secondClasses, _, _):
                    firsts.formUnion(coverage)
                    seconds.formUnion(secondClasses.keys)
                }
            }
        }
        return (firsts, seconds)
    }
}

extension PairKerningSource {
    /// Reads the given GPOS lookups; `nil` if one of them is not pair positioning or uses
    /// something this reader does not model.
    init?(gpos table: FontTableBytes, lookupIndices: [Int]) {
        var lookups: [[Subtable]] = []
        for index in lookupIndices {
            guard let lookup = UInt32(exactly: index),
                  let subtables = table.lookupSubtables(lookup, extensionType: 9) else { return nil }
            var parsed: [Subtable] = []
            for subtable in subtables {
                guard subtable.type == 2, let pairs = Self.pairSubtable(table, at: subtable.offset) else { return nil }
                parsed.append(pairs)
            }
            lookups.append(parsed)
        }
        self.lookups = lookups
    }

    /// Reads a legacy `kern` table (version 0, horizontal format-0 subtables); `nil` otherwise.
    init?(legacyKern table: FontTableBytes) {
        guard table.uint16(0) == 0, let count = table.uint16(2) else { return nil }
        var lookups: [[Subtable]] = []
        var offset = 4
        for _ in 0..<Int(count) {
            guard let length = table.uint16(offset + 2), let coverage = table.uint16(offset + 4) else { return nil }
            // Format 0 (high byte), horizontal (bit 0), not minimum values, not cross-stream, no override.
            guard coverage >> 8 == 0, coverage & 0x1 == 1, coverage & 0xE == 0,
                  let pairCount = table.uint16(offset + 6) else { return nil }
            var pairs: [UInt16: [UInt16: Int32]] = [:]
            for pair in 0..<Int(pairCount) {
                let record = offset + 14 + 6 * pair
                guard let left = table.uint16(record), let right = table.uint16(record + 2),
                      let value = table.int16(record + 4) else { return nil }
                pairs[left, default: [:]][right] = Int32(value)
            }
            lookups.append([.pairs(pairs)])
            // Some fonts overflow the 16-bit length of a big subtable; the pair count is reliable.
            offset += max(Int(length), 14 + 6 * Int(pairCount))
        }
        self.lookups = lookups
    }

    private static func pairSubtable(_ table: FontTableBytes, at start: Int) -> Subtable? {
        guard let format = table.uint16(start), let coverageStart = table.offset16(start + 2, from: start),
              let firstFormat = table.uint16(start + 4), let secondFormat = table.uint16(start + 6),
              secondFormat == 0, let covered = table.coverage(at: coverageStart) else { return nil }
        let recordSize = 2 * firstFormat.nonzeroBitCount
        // The x-advance field comes after x- and y-placement, when present.
        let advanceField = firstFormat & 0x4 != 0 ? 2 * (firstFormat & 0x3).nonzeroBitCount : nil
        func advance(at record: Int) -> Int32? {
            guard let advanceField else { return 0 }
            return table.int16(record + advanceField).map(Int32.init)
        }
        switch format {
        case 1:
            guard let setCount = table.uint16(start + 8), Int(setCount) <= covered.count else { return nil }
            var pairs: [UInt16: [UInt16: Int32]] = [:]
            for (coverageIndex, first) in covered.enumerated() where coverageIndex < Int(setCount) {
                guard let set = table.offset16(start + 10 + 2 * coverageIndex, from: start),
                      let pairCount = table.uint16(set) else { return nil }
                var row: [UInt16: Int32] = [:]
                for pair in 0..<Int(pairCount) {
                    let record = set + 2 + pair * (2 + recordSize)
                    guard let second = table.uint16(record), let value = advance(at: record + 2) else { return nil }
                    if row[second] == nil { row[second] = value }
                }
                pairs[first] = row
            }
            return .pairs(pairs)
        case 2:
            guard let firstClassStart = table.offset16(start + 8, from: start),
                  let secondClassStart = table.offset16(start + 10, from: start),
                  let firstClassCount = table.uint16(start + 12), let secondClassCount = table.uint16(start + 14),
                  let firstClasses = classes(table, at: firstClassStart),
                  let secondClasses = classes(table, at: secondClassStart) else { return nil }
            var values: [Int32] = []
            values.reserveCapacity(Int(firstClassCount) * Int(secondClassCount))
            for index in 0..<Int(firstClassCount) * Int(secondClassCount) {
                guard let value = advance(at: start + 16 + index * recordSize) else { return nil }
                values.append(value)
            }
            return .classes(coverage: Set(covered), firstClasses: firstClasses, secondClasses: secondClasses,
                            secondClassCount: Int(secondClassCount), values: values)
        default:
            return nil
        }
    }

    /// A class definition table: glyph -> class (glyphs not listed are class 0).
    private static func classes(_ table: FontTableBytes, at start: Int) -> [UInt16: Int]? {
        guard let format = table.uint16(start) else { return nil }
        var classes: [UInt16: Int] = [:]
        switch format {
        case 1:
            guard let firstGlyph = table.uint16(start + 2), let count = table.uint16(start + 4) else { return nil }
            for index in 0..<Int(count) {
                guard let value = table.uint16(start + 6 + 2 * index) else { return nil }
                let glyph = Int(firstGlyph) + index
                if value != 0, glyph <= Int(UInt16.max) { classes[UInt16(glyph)] = Int(value) }
            }
        case 2:
            guard let count = table.uint16(start + 2) else { return nil }
            for index in 0..<Int(count) {
                let range = start + 4 + 6 * index
                guard let first = table.uint16(range), let last = table.uint16(range + 2),
                      let value = table.uint16(range + 4), first <= last else { return nil }
                if value != 0 { for glyph in first...last { classes[glyph] = Int(value) } }
            }
        default:
            return nil
        }
        return classes
    }
}
