import CassowaryWorkloads
import Dispatch
import Synchronization
import Testing
@testable import TextMeasurement

/// `PairKerningTable` against the source it is built from, on random kerning sources: explicit
/// pairs and class subtables in several lookups, glyphs in and out of the dense square, values
/// that can add up past `Int16` (the table is then built whole at init, or not made when a
/// value does not fit). Rows are built when first read, so every table is read from several
/// threads at once, each in its own order: every read must see the source's value.
@Suite struct PairKerningTableTests {
    @Test(arguments: [1, 2, 3, 4, 5, SeededGenerator.runSeed])
    func everyPairIsTheSourcesAdjustment(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for index in 0..<16 {
            let glyphCount = Int.random(in: 2...300, using: &random)
            let source = Self.randomSource(glyphCount: glyphCount, large: index % 4 == 3, &random)
            let square = (0..<Int.random(in: 0...200, using: &random)).map { _ in
                UInt32.random(in: 0..<UInt32(glyphCount + 5), using: &random)
            }
            let fits = Self.everyTotalFitsInt16(source, glyphCount: glyphCount)
            guard let table = PairKerningTable(source: source, glyphCount: glyphCount, squareGlyphs: square) else {
                #expect(!fits, "seed \(seed), source \(index): no table although every pair's total fits Int16")
                continue
            }
            #expect(fits, "seed \(seed), source \(index): a table although a pair's total does not fit Int16")
            let mismatches = Self.readConcurrently(table, source, glyphCount: glyphCount, seed: seed &+ UInt64(index))
            #expect(mismatches == 0, "seed \(seed), source \(index): \(mismatches) pairs differ from the source")
            if table.isEmpty {
                #expect(Self.everyPair(glyphCount).allSatisfy { source.adjustment($0, $1) == 0 }, "seed \(seed), source \(index)")
            }
        }
    }

    private static func everyPair(_ glyphCount: Int) -> [(UInt16, UInt16)] {
        (0..<glyphCount).flatMap { first in (0..<glyphCount).map { (UInt16(first), UInt16($0)) } }
    }

    private static func everyTotalFitsInt16(_ source: PairKerningSource, glyphCount: Int) -> Bool {
        everyPair(glyphCount).allSatisfy { Int16(exactly: source.adjustment($0, $1)) != nil }
    }

    /// Reads every pair on four threads at once, each starting at another pair; the number of
    /// reads that differ from the source.
    private static func readConcurrently(_ table: PairKerningTable, _ source: PairKerningSource, glyphCount: Int,
                                         seed: UInt64) -> Int {
        let pairs = everyPair(glyphCount)
        let expected = pairs.map { source.adjustment($0, $1) }
        let lanes = 4
        let starts = (0..<lanes).map { lane in
            var random = SeededGenerator(seed: seed &+ UInt64(lane))
            return Int.random(in: 0..<pairs.count, using: &random)
        }
        let mismatches = Mismatches(lanes: lanes)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            var differ = 0
            for step in 0..<pairs.count {
                let index = (starts[lane] + step) % pairs.count
                let (first, second) = pairs[index]
                if table.adjustment(UInt32(first), UInt32(second)) != expected[index] { differ += 1 }
            }
            mismatches.set(lane, differ)
        }
        return mismatches.total
    }

    private static func randomSource(glyphCount: Int, large: Bool, _ random: inout SeededGenerator) -> PairKerningSource {
        let magnitude: Int32 = large ? 20_000 : 300
        func glyph() -> UInt16 { UInt16(Int.random(in: 0..<glyphCount, using: &random)) }
        func value() -> Int32 { Int.random(in: 0..<3, using: &random) == 0 ? 0 : Int32.random(in: -magnitude...magnitude, using: &random) }
        var lookups: [[PairKerningSource.Subtable]] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            var lookup: [PairKerningSource.Subtable] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                if Bool.random(using: &random) {
                    var pairs: [UInt16: [UInt16: Int32]] = [:]
                    for _ in 0..<Int.random(in: 0...(4 * glyphCount), using: &random) { pairs[glyph(), default: [:]][glyph()] = value() }
                    lookup.append(.pairs(pairs))
                } else {
                    let firstClassCount = Int.random(in: 1...6, using: &random)
                    let secondClassCount = Int.random(in: 1...6, using: &random)
                    var coverage = Set<UInt16>()
                    var firstClasses: [UInt16: Int] = [:]
                    var secondClasses: [UInt16: Int] = [:]
                    for _ in 0..<Int.random(in: 0...glyphCount, using: &random) {
                        let first = glyph()
                        coverage.insert(first)
                        firstClasses[first] = Int.random(in: 0..<firstClassCount, using: &random)
                    }
                    for _ in 0..<Int.random(in: 0...glyphCount, using: &random) {
                        secondClasses[glyph()] = Int.random(in: 0..<secondClassCount, using: &random)
                    }
                    // Sometimes short, as a truncated font's matrix would be: missing values adjust nothing.
                    let count = firstClassCount * secondClassCount - (Int.random(in: 0..<4, using: &random) == 0 ? 1 : 0)
                    lookup.append(.classes(coverage: coverage, firstClasses: firstClasses, secondClasses: secondClasses,
                                           secondClassCount: secondClassCount, values: (0..<count).map { _ in value() }))
                }
            }
            lookups.append(lookup)
        }
        return PairKerningSource(lookups: lookups)
    }
}

/// Per-lane counts written by concurrent readers.
private final class Mismatches: Sendable {
    private let counts: Mutex<[Int]>

    init(lanes: Int) { counts = Mutex(Array(repeating: 0, count: lanes)) }

    func set(_ lane: Int, _ count: Int) { counts.withLock { $0[lane] = count } }

    var total: Int { counts.withLock { $0.reduce(0, +) } }
}
