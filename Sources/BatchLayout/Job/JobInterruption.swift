import Synchronization

/// A request to end a running job early (SIGINT, SIGTERM), raised from any thread. The job
/// notices it within a fraction of a second, stops at a chunk boundary, so its output holds only
/// whole chunks, and returns with `Summary.interruption` set.
public final class JobInterruption: Sendable {
    private let raised = Atomic<Int32>(0)

    public init() {}

    /// Asks the job to stop; the first signal number given is the one reported.
    public func raise(signal: Int32) {
        _ = raised.compareExchange(expected: 0, desired: max(signal, 1), ordering: .relaxed)
    }

    /// The signal that asked the job to stop, if one did.
    public var signal: Int32? {
        let value = raised.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }
}
