import Foundation

/// Workers' private states kept between parallel calls, so that the next call's workers start
/// warm. A state is used by one thread at a time: it is taken out under the lock, used by that
/// worker alone, and put back under the lock, so states that are not `Sendable` never cross
/// threads while in use (hence `@unchecked`).
final class IdleWorkers<Worker>: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [Worker] = []

    init() {}

    /// An idle state, or nil when every state made so far is in use.
    func take() -> Worker? {
        lock.lock()
        defer { lock.unlock() }
        return idle.popLast()
    }

    func put(_ worker: consuming Worker) {
        lock.lock()
        defer { lock.unlock() }
        idle.append(worker)
    }
}
