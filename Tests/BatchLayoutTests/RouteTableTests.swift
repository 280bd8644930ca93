import CassowaryWorkloads
import Testing
@testable import BatchLayout

/// `RouteTable` against a dictionary, seeded: random routes between a pool of objects, with
/// masks drawn from a small set (so keys repeat and targets move) or at random (so the table
/// grows and, past `maximumCount`, stops learning new keys), each lookup after each change
/// giving what a dictionary that stops taking new keys at the same count gives.
@Suite struct RouteTableTests {
    static let seeds: [UInt64] = [1, 2, SeededGenerator.runSeed]

    final class Place {}

    private struct Key: Hashable {
        let from: ObjectIdentifier
        let violated: UInt64
    }

    @Test(arguments: seeds)
    func findsWhatADictionaryFinds(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let places = (0..<12).map { _ in Place() }
        let fewMasks: [UInt64] = [0, 1, 6, 1 << 63, .max]
        var table = RouteTable<Place>()
        var expected: [Key: ObjectIdentifier] = [:]
        func randomKey() -> Key {
            let from = ObjectIdentifier(places[Int.random(in: 0..<places.count, using: &random)])
            let violated = Bool.random(using: &random) ? fewMasks[Int.random(in: 0..<fewMasks.count, using: &random)]
                                                       : UInt64.random(in: 0...UInt64.max, using: &random)
            return Key(from: from, violated: violated)
        }
        for step in 0..<(3 * RouteTable<Place>.maximumCount) {
            let key = randomKey()
            let target = places[Int.random(in: 0..<places.count, using: &random)]
            table.route(from: key.from, violated: key.violated, to: target)
            if expected[key] != nil || expected.count < RouteTable<Place>.maximumCount { expected[key] = ObjectIdentifier(target) }
            for probe in [key, randomKey()] {
                let found = table.target(from: probe.from, violated: probe.violated).map(ObjectIdentifier.init)
                #expect(found == expected[probe], "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), step \(step)")
                if found != expected[probe] { return }
            }
        }
        #expect(expected.count == RouteTable<Place>.maximumCount, "seed \(seed): the run should fill the table")
    }
}
