import CassowaryWorkloads
import Testing
@testable import BatchLayout

/// `NameIndex` against a dictionary, seeded: random name sets (short and long names, names
/// sharing their first eight bytes and their length, repeated names, non-ASCII names) looked up
/// by their bytes must give each name's first position, and names outside the set nil.
@Suite struct NameIndexTests {
    static let seeds: [UInt64] = [1, 2, SeededGenerator.runSeed]
    static let alphabet = Array("abcdefgh_-0123é中".unicodeScalars)

    @Test(arguments: seeds)
    func findsWhatADictionaryFinds(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for round in 0..<200 {
            let stem = Self.word(length: Int.random(in: 0...12, using: &random), using: &random)
            let names = (0..<Int.random(in: 0...40, using: &random)).map { _ -> String in
                // Half share a stem, so that heads and lengths collide.
                let own = Self.word(length: Int.random(in: 0...10, using: &random), using: &random)
                return Bool.random(using: &random) ? stem + own : own
            }
            let index = NameIndex(names)
            var expected: [String: Int] = [:]
            for (ordinal, name) in names.enumerated() where expected[name] == nil { expected[name] = ordinal }
            let probes = names + (0..<20).map { _ in
                stem + Self.word(length: Int.random(in: 0...10, using: &random), using: &random)
            }
            for probe in probes {
                let found = Array(probe.utf8).withUnsafeBytes { index.ordinal(of: $0) }
                #expect(found == expected[probe], "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), round \(round): \(probe.debugDescription) in \(names)")
            }
        }
    }

    static func word(length: Int, using random: inout SeededGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length { scalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)]) }
        return String(scalars)
    }
}
