import Foundation
import Interchange

/// Checks a batch job against the model (`autolayout heights --verify N`): while the job runs
/// it keeps a seeded random sample of `sampleSize` rows with their results (reservoir
/// sampling, so every row is equally likely whatever the file's length, and memory holds only
/// the sample); afterwards each sampled row is laid out again by the model on a fresh view tree
/// (`ModelRowLayout`) and compared with what the job wrote: heights exactly, frames exactly,
/// errors as errors, warnings word for word (a row answered without the conflict the model
/// logs is wrong even when its height is right).
///
/// The sample depends only on the seed and the rows' order, so a run can be repeated.
public final class BatchVerifier {
    public let sampleSize: Int
    private var random: SplitMixRandom
    private var seen = 0
    private var sample: [Sampled] = []

    private struct Sampled {
        let row: BatchRow
        let results: [RowResult]
    }

    public init(sampleSize: Int, seed: UInt64 = 0x0A11_7E57) {
        self.sampleSize = max(0, sampleSize)
        random = SplitMixRandom(seed: seed)
    }

    /// Offers a chunk of the job: its rows in order and their results (one per row and width).
    /// Rows that could not be read are not sampled: there is nothing to lay out again.
    public func observe(_ rows: [Result<BatchRow, RowError>], results: [RowResult], widths: Int) {
        guard sampleSize > 0 else { return }
        for (index, entry) in rows.enumerated() {
            guard case .success(let row) = entry else { continue }
            seen += 1
            let slot = sample.count < sampleSize ? sample.count : random.below(seen)
            guard slot < sampleSize else { continue }
            let taken = Sampled(row: row, results: Array(results[(index * widths)..<((index + 1) * widths)]))
            if slot == sample.count { sample.append(taken) } else { sample[slot] = taken }
        }
    }

    /// Lays the sampled rows out again with the model and lists where they differ.
    public func verify(with engine: BatchLayoutEngine) -> VerificationReport {
        let sample = self.sample
        let found = Parallel.map(sample.count, threads: engine.options.resolvedThreads) { index -> [VerificationReport.Difference] in
            let entry = sample[index]
            return entry.results.compactMap { result in
                let source = engine.modelSource(category: result.category, width: result.width)
                let model = ModelRowLayout.result(for: entry.row, width: result.width, template: source.template, options: source.options)
                guard let problem = Self.difference(result, model) else { return nil }
                return VerificationReport.Difference(place: entry.row.place, id: entry.row.id, width: result.width, problem: problem)
            }
        }
        return VerificationReport(rows: sample.count, differences: found.flatMap { $0 })
    }

    /// What differs between the job's result and the model's, or nil.
    static func difference(_ batch: RowResult, _ model: RowResult) -> String? {
        switch (batch.height, model.height) {
        case let (got?, want?) where got != want:
            return "height \(formatted(got)), the model gives \(formatted(want))"
        case (nil, let want?):
            return "error \"\(batch.error ?? "")\", the model gives height \(formatted(want))"
        case (let got?, nil):
            return "height \(formatted(got)), the model gives the error \"\(model.error ?? "")\""
        default:
            break
        }
        for (got, want) in zip(batch.frames ?? [], model.frames ?? []) where got != want {
            return "frame of \(got.id) \(got.frame), the model gives \(want.frame)"
        }
        let (got, want) = (batch.warnings ?? [], model.warnings ?? [])
        guard got != want else { return nil }
        return "warnings \(summary(of: got)), the model gives \(summary(of: want))"
    }

    /// A list of warnings in a line: how many, and the kind and broken constraint of each.
    private static func summary(of warnings: [RowWarning]) -> String {
        guard !warnings.isEmpty else { return "none" }
        return "\(warnings.count) (" + warnings.map { warning in
            warning.kind.rawValue + (warning.broken.map { " breaking \($0)" } ?? "")
        }.joined(separator: "; ") + ")"
    }

    private static func formatted(_ value: Double) -> String { NumberText.format(value) }
}

/// What `BatchVerifier.verify(with:)` found.
public struct VerificationReport: Sendable, CustomStringConvertible {
    public struct Difference: Sendable, CustomStringConvertible {
        /// `line 12`, or `row` for rows made in code.
        public let place: String
        public let id: JSONValue
        public let width: Double
        public let problem: String

        public var description: String { "\(place) (id \(id.serialized())) at width \(NumberText.format(width)): \(problem)" }
    }

    /// Rows laid out again.
    public let rows: Int
    public let differences: [Difference]

    /// Rows with at least one difference.
    public var differingRows: Int { Set(differences.map(\.place)).count }

    /// `verified N rows: K differ`, then the first differences.
    public var description: String {
        var lines = ["verified \(rows) rows: \(differingRows) differ"]
        lines += differences.prefix(Self.shownDifferences).map { "  \($0)" }
        if differences.count > Self.shownDifferences { lines.append("  ... and \(differences.count - Self.shownDifferences) more") }
        return lines.joined(separator: "\n")
    }

    static let shownDifferences = 10
}

/// SplitMix64: a sequence that depends on the seed alone, on every machine (the `--verify`
/// sample, and the seeded tests).
struct SplitMixRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in 0..<bound (bound > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
