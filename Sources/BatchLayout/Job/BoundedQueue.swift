import Dispatch
import Synchronization

/// A first-in first-out hand-over between two threads of a pipeline that holds at most
/// `capacity` items: a producer that runs ahead waits for room, so the memory of a job is
/// bounded by the queues' capacities times a chunk, whatever the length of its input.
///
/// Invariant: `room` counts the free places and `ready` the items present; every `put` takes
/// one place and gives one item, every `take` the reverse, so both semaphores stay in
/// `0...capacity` and `items.count == capacity - room`.
final class BoundedQueue<Item: Sendable>: Sendable {
    private let items = Mutex<[Item]>([])
    private let room: DispatchSemaphore
    private let ready = DispatchSemaphore(value: 0)

    init(capacity: Int) {
        room = DispatchSemaphore(value: max(1, capacity))
    }

    /// Appends `item`, waiting while the queue is full.
    func put(_ item: Item) {
        room.wait()
        items.withLock { $0.append(item) }
        ready.signal()
    }

    /// Removes the oldest item, waiting while the queue is empty.
    func take() -> Item {
        ready.wait()
        let item = items.withLock { $0.removeFirst() }
        room.signal()
        return item
    }

    /// Removes the oldest item, or returns nil when none came within `seconds` (so a waiting
    /// thread can look at other things, such as a request to stop, between waits).
    func take(within seconds: Double) -> Item? {
        guard ready.wait(timeout: .now() + seconds) == .success else { return nil }
        let item = items.withLock { $0.removeFirst() }
        room.signal()
        return item
    }
}
