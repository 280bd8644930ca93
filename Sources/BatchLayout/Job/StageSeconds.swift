import Dispatch

/// The busy time of each stage of a batch job, in seconds: reading the input, parsing rows,
/// laying them out (text and solve), formatting results and writing them. The stages run on
/// their own threads at the same time, so the sum exceeds the job's wall time when they
/// overlap; each figure is what that stage alone would cost.
public struct StageSeconds: Sendable, Hashable {
    public var read = 0.0
    public var parse = 0.0
    public var layout = 0.0
    public var format = 0.0
    public var write = 0.0

    public init() {}

    mutating func add(_ other: StageSeconds) {
        read += other.read
        parse += other.parse
        layout += other.layout
        format += other.format
        write += other.write
    }
}

/// Seconds on the monotonic clock since the timer was made: one per stage's piece of work, and
/// one for the whole job.
package struct StageTimer {
    private let began = DispatchTime.now().uptimeNanoseconds

    package init() {}

    package var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9 }
}
