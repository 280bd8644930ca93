import CassowaryWorkloads

/// The generator's only source of randomness: the shared SplitMix64 (`SeededGenerator`), with
/// ranges mapped here rather than by the standard library, so that a seed gives the same
/// templates and rows on every Swift release and platform (`Int.random(in:using:)`'s mapping of
/// raw bits is not a promise).
struct WorkloadRandom {
    private var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func next() -> UInt64 { generator.next() }

    /// A number in `range`; the modulo's bias (below 2^-40 for these ranges) does not matter here.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// True `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

    /// A seed for an independent stream (one per template, one for its rows).
    mutating func split() -> UInt64 { next() }
}
