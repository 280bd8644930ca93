import Foundation

/// SplitMix64: a small, fast generator whose sequence depends only on the seed, so workloads and
/// randomised tests repeat exactly on every machine.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// The seed of this run's randomised tests: `OPENAUTOLAYOUT_SEED` when it is set (decimal or
    /// 0x hex, to replay a failure), else a fresh random one, so that every run explores new
    /// cases. Fixed once per process; tests name it in every failure.
    public static let runSeed: UInt64 = {
        if let text = ProcessInfo.processInfo.environment["OPENAUTOLAYOUT_SEED"] {
            let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
            if let parsed { return parsed }
        }
        return UInt64.random(in: 0...UInt64.max)
    }()
}
