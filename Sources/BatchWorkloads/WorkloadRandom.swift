/// The generator's only source of randomness: SplitMix64, written out here rather than taken
/// from the standard library so that a seed gives the same templates and rows on every Swift
/// release and platform (`Int.random(in:using:)`'s mapping of raw bits is not a promise).
struct WorkloadRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

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
