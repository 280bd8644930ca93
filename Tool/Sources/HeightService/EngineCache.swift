import BatchLayout
import Synchronization
import TextMeasurement

/// Warm batch engines, one per template and set of layout options, so that a request meets
/// variants compiled and measurements cached by the requests before it.
///
/// Keyed by the whole input that determines an engine's results: the template's id (which
/// covers its document, fonts, device and content size category, see `TemplateRegistry`), the
/// widths in order, the scale, the separator and whether frames are written; every engine
/// measures with the service's one measurer. Bounded: at most `capacity` engines (the least
/// recently used is dropped), and an engine that has compiled more than `maximumVariants`
/// variants is dropped after the request that took it there, so memory stays bounded however
/// long the service runs.
final class EngineCache: Sendable {
    struct Key: Hashable, Sendable {
        let templateID: String
        let widths: [Double]
        let scale: Double
        let separator: Bool
        let frames: Bool
    }

    /// What a lookup did, for the metrics.
    enum Outcome: Sendable { case hit, miss }

    private struct Entry {
        let engine: BatchLayoutEngine
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
        var evictions = 0
    }

    private let state = Mutex(State())
    private let capacity: Int
    private let maximumVariants: Int
    private let measurer: TextMeasurer

    init(capacity: Int, maximumVariants: Int, measurer: TextMeasurer) {
        self.capacity = max(1, capacity)
        self.maximumVariants = max(1, maximumVariants)
        self.measurer = measurer
    }

    /// The warm engine for `key`, made for `template` when there is none.
    func engine(for key: Key, template: BatchTemplate) throws(BatchConfigurationError) -> (BatchLayoutEngine, Outcome) {
        if let warm = touch(key) { return (warm, .hit) }
        // Made outside the lock: another request for the same key may make one too, and the
        // first stored wins; both are correct.
        let options = BatchOptions(widths: key.widths, scale: key.scale, separator: key.separator, includesFrames: key.frames,
                                   threads: 1, textMeasurer: measurer)
        let made = try BatchLayoutEngine(template: template, options: options)
        return state.withLock { state in
            state.clock += 1
            if let raced = state.entries[key] { return (raced.engine, .miss) }
            if state.entries.count >= capacity, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                state.entries[oldest] = nil
                state.evictions += 1
            }
            state.entries[key] = Entry(engine: made, lastUse: state.clock)
            return (made, .miss)
        }
    }

    /// Drops the engine for `key` if it has grown past the variant bound.
    func trim(_ key: Key) {
        state.withLock { state in
            guard let entry = state.entries[key], entry.engine.variantCount > maximumVariants else { return }
            state.entries[key] = nil
            state.evictions += 1
        }
    }

    /// Drops every engine of a template that was deleted.
    func drop(templateID: String) {
        state.withLock { state in state.entries = state.entries.filter { $0.key.templateID != templateID } }
    }

    var count: Int { state.withLock { $0.entries.count } }
    var evictions: Int { state.withLock { $0.evictions } }

    private func touch(_ key: Key) -> BatchLayoutEngine? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.engine
        }
    }
}
