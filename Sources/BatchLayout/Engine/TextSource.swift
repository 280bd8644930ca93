import AutoLayout
import TextMeasurement

/// Where the batch engine's text measurements come from. A row asks in a fixed order (its
/// `ordinal`-th measurement), so a recorded run can be replayed exactly: that is how
/// `autolayout bench` times the solve alone.
protocol TextSource: SendableMetatype {
    /// Whether `measure` reads its text; a replay does not, so rows need not build it.
    static var readsText: Bool { get }

    mutating func measure(_ text: String, _ sizing: TextSizing, maxWidth: Double?, scale: Double, item: Int,
                          ordinal: Int) throws(TextMeasurementError) -> MeasuredText
}

/// Measures with a real measurer, through a per-worker cache of identical requests (see
/// `MeasurementCache` for why its key is complete).
struct LiveTextSource: TextSource {
    static var readsText: Bool { true }
    let measurer: any TextMeasuring
    var cache = MeasurementCache()
    /// How this worker's measurements went since its engine last collected them.
    var counts = MeasurementCounts()

    init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    mutating func measure(_ text: String, _ sizing: TextSizing, maxWidth: Double?, scale: Double, item: Int,
                          ordinal: Int) throws(TextMeasurementError) -> MeasuredText {
        let request = MeasurementRequest(text: text, font: sizing.font, maxWidth: maxWidth, numberOfLines: sizing.numberOfLines,
                                         scale: scale)
        guard MeasurementCache.caches(request) else {
            counts.uncached += 1
            return try request.measure(with: measurer)
        }
        let key = MeasurementCache.Key(request)
        if let known = cache[key] {
            counts.hits += 1
            return known
        }
        counts.misses += 1
        let measured = try request.measure(with: measurer)
        cache[key] = measured
        return measured
    }
}

/// Text measurements by how the worker's cache served them: found (`hits`), measured and kept
/// (`misses`), or measured without a lookup because the text is too long to be worth keeping
/// (`uncached`).
public struct MeasurementCounts: Sendable, Hashable {
    public var hits = 0
    public var misses = 0
    public var uncached = 0

    public init() {}

    public static func + (a: Self, b: Self) -> Self {
        var sum = a
        sum.hits += b.hits
        sum.misses += b.misses
        sum.uncached += b.uncached
        return sum
    }
}

/// Measures live and keeps every answer by item and ordinal, for a later replay.
struct RecordingTextSource: TextSource {
    static var readsText: Bool { true }
    var live: LiveTextSource
    let table: MeasurementTable

    mutating func measure(_ text: String, _ sizing: TextSizing, maxWidth: Double?, scale: Double, item: Int,
                          ordinal: Int) throws(TextMeasurementError) -> MeasuredText {
        let measured = try live.measure(text, sizing, maxWidth: maxWidth, scale: scale, item: item, ordinal: ordinal)
        table.record(measured, item: item, ordinal: ordinal)
        return measured
    }
}

/// Answers from a recording: text measured beforehand, so only the layout is timed.
struct ReplayTextSource: TextSource {
    static var readsText: Bool { false }
    let table: MeasurementTable

    func measure(_ text: String, _ sizing: TextSizing, maxWidth: Double?, scale: Double, item: Int,
                 ordinal: Int) throws(TextMeasurementError) -> MeasuredText {
        guard let measured = table.recorded(item: item, ordinal: ordinal) else {
            throw .invalidArgument("no recorded measurement for item \(item), request \(ordinal)")
        }
        return measured
    }
}

/// Recorded measurements by item, in one flat buffer of `perItem` slots per item (a row asks
/// for a handful: its texts, then its multi-line texts again per pass), so a replay reads
/// consecutive memory instead of one small array per row. Each item is written by one worker
/// only, so workers record into their own slots without locks. Requests beyond `perItem` are
/// not recorded, and replaying them fails with an error.
final class MeasurementTable: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<MeasuredText>
    private let counts: UnsafeMutableBufferPointer<Int>
    let perItem: Int

    init(items: Int, perItem: Int = 16) {
        self.perItem = perItem
        slots = .allocate(capacity: items * perItem)
        slots.initialize(repeating: MeasuredText(.empty))
        counts = .allocate(capacity: items)
        counts.initialize(repeating: 0)
    }

    deinit {
        slots.deallocate()
        counts.deallocate()
    }

    func record(_ measured: MeasuredText, item: Int, ordinal: Int) {
        guard item < counts.count, ordinal < perItem else { return }
        slots[item * perItem + ordinal] = measured
        counts[item] = max(counts[item], ordinal + 1)
    }

    func recorded(item: Int, ordinal: Int) -> MeasuredText? {
        item < counts.count && ordinal < counts[item] ? slots[item * perItem + ordinal] : nil
    }
}
