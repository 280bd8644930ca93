import AutoLayout
import BatchLayout
import Synchronization
import TemplateDiagnostics
import TextMeasurement

/// Warm batch engines, one per template and set of layout options, so that a request meets
/// variants compiled and measurements cached by the requests before it; each with the verdict
/// on its template's required constraints at its widths and scale (`RequiredConflicts`), checked
/// once when the engine is made rather than on every request.
///
/// Keyed by the whole input that determines an engine's results: the template's id (which
/// covers its document, fonts, device and content size category, see `TemplateRegistry`), the
/// widths in order, the scale, the separator and whether frames are written; every engine
/// measures with the service's one measurer. The same key covers the whole input the conflicts
/// depend on (the document, fonts, device and content size category through the id, the widths
/// and the scale, the measurer), so the verdict kept with an engine is the one a fresh check
/// would give; the separator and frames do not change it, and only make it checked once per
/// engine rather than once per template and widths.
///
/// Bounded: at most `capacity` engines (the least recently used is dropped), and an engine that
/// has compiled more than `maximumVariants` variants is dropped after the request that took it
/// there, so memory stays bounded however long the service runs.
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

    /// A warm engine and what its template's required constraints do at its key's widths and
    /// scale.
    struct Warm: Sendable {
        let engine: BatchLayoutEngine
        let conflicts: RequiredConflicts
    }

    private struct Entry {
        let warm: Warm
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
    /// The service's device (`--device`), which every template's id covers: a table cell's
    /// margins and the views' traits are the device's.
    private let device: Device?

    init(capacity: Int, maximumVariants: Int, measurer: TextMeasurer, device: Device? = nil) {
        self.capacity = max(1, capacity)
        self.maximumVariants = max(1, maximumVariants)
        self.measurer = measurer
        self.device = device
    }

    /// The warm engine for `key` and its conflicts, made and checked for `template` when there
    /// is none. Throws what the options or the template's layout cannot be made with.
    func engine(for key: Key, template: RegisteredTemplate) throws -> (Warm, Outcome) {
        if let warm = touch(key) { return (warm, .hit) }
        // Made outside the lock: another request for the same key may make one too, and the
        // first stored wins; both are correct.
        var options = BatchOptions(widths: key.widths, scale: key.scale, separator: key.separator, includesFrames: key.frames,
                                   threads: 1, textMeasurer: measurer)
        options.device = device
        let made = Warm(engine: try BatchLayoutEngine(template: template.template, options: options),
                        conflicts: try RequiredConflicts(document: template.document, widths: key.widths, scale: key.scale,
                                                         measurer: measurer, device: device))
        return state.withLock { state in
            state.clock += 1
            if let raced = state.entries[key] { return (raced.warm, .miss) }
            if state.entries.count >= capacity, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                state.entries[oldest] = nil
                state.evictions += 1
            }
            state.entries[key] = Entry(warm: made, lastUse: state.clock)
            return (made, .miss)
        }
    }

    /// Drops the engine for `key` if it has grown past the variant bound.
    func trim(_ key: Key) {
        state.withLock { state in
            guard let entry = state.entries[key], entry.warm.engine.variantCount > maximumVariants else { return }
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

    private func touch(_ key: Key) -> Warm? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.warm
        }
    }
}
