import Dispatch
import Synchronization

/// Work spread over threads with `DispatchQueue.concurrentPerform`: each worker pulls the next
/// index from a shared counter (so a slow block does not hold up a whole share) and writes
/// only its own indices, so no lock sits on the hot path.
package enum Parallel {
    /// Calls `body(worker, index)` once for every index below `count`, on up to `threads`
    /// workers; `makeWorker` runs once per worker first, for its private state, and `retire`
    /// gets that state back when the worker is done (to keep it for the next call).
    package static func forEach<Worker>(_ count: Int, threads: Int, makeWorker: @Sendable (Int) -> Worker,
                                retire: @Sendable (consuming Worker) -> Void = { _ in },
                                _ body: @Sendable (inout Worker, Int) -> Void) {
        guard count > 0 else { return }
        let next = Atomic<Int>(0)
        let workers = max(1, min(threads, count))
        if workers == 1 {
            var worker = makeWorker(0)
            for index in 0..<count { body(&worker, index) }
            retire(worker)
            return
        }
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var worker = makeWorker(w)
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { break }
                body(&worker, index)
            }
            retire(worker)
        }
    }

    /// `transform` of every index below `count`, in order, computed on up to `threads` workers
    /// in runs of `grain` indices.
    package static func map<T: Sendable>(_ count: Int, threads: Int, grain: Int = 512, _ transform: @Sendable (Int) -> T) -> [T] {
        let slots = SlotBuffer<T>(count: count)
        let runs = (count + grain - 1) / grain
        forEach(runs, threads: threads, makeWorker: { _ in () }) { _, run in
            for index in (run * grain)..<min(count, (run + 1) * grain) { slots.store(transform(index), at: index) }
        }
        return slots.collect()
    }
}

/// Storage that workers fill at distinct indices without locks; read once all have finished.
package final class SlotBuffer<T>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>
    /// Whether `collect()` has moved the values out (the slots are then uninitialised).
    private var collected = false

    package init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        if !collected { slots.deinitialize() }
        slots.deallocate()
    }

    /// Each index is written by one worker only, and once: the slot still holds the `nil` it
    /// was made with, which owns nothing, so the value is written over it without the
    /// assignment's reading and destroying of the old value (a value may be large, and workers
    /// write their slots scattered over the buffer; a chunk's results have a buffer of their own,
    /// `RowResultsBuffer`).
    /// The value is consumed: moved in, not copied (and the caller's copy destroyed).
    package func store(_ value: consuming T, at index: Int) {
        precondition(index >= 0 && index < slots.count, "a slot index inside the buffer")
        (slots.baseAddress! + index).initialize(to: value)
    }

    /// Every filled slot, in order, moved out rather than copied (a chunk's results are
    /// collected once); only after all workers are done, and only once.
    package func collect() -> [T] {
        precondition(!collected, "a slot buffer is collected once")
        collected = true
        var values: [T] = []
        values.reserveCapacity(slots.count)
        for index in slots.indices {
            if let value = (slots.baseAddress! + index).move() { values.append(value) }
        }
        return values
    }
}
