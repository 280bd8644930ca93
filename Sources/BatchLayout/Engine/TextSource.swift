@_spi(BatchLayout) import AutoLayout
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

/// Measures with a real measurer, through a per-worker cache of identical requests.
struct LiveTextSource: TextSource {
    static var readsText: Bool { true }
    let measurer: any TextMeasuring
    var cache = MeasurementCache()

    init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    mutating func measure(_ text: String, _ sizing: TextSizing, maxWidth: Double?, scale: Double, item: Int,
                          ordinal: Int) throws(TextMeasurementError) -> MeasuredText {
        guard MeasurementCache.caches(text) else {
            return MeasuredText(try measurer.measure(text, font: sizing.font, maxWidth: maxWidth, numberOfLines: sizing.numberOfLines,
                                                     scale: scale))
        }
        let key = MeasurementCache.Key(text: text, font: sizing.font, maxWidth: maxWidth, numberOfLines: sizing.numberOfLines,
                                       scale: scale)
        if let known = cache[key] { return known }
        let measured = MeasuredText(try measurer.measure(text, font: sizing.font, maxWidth: maxWidth,
                                                         numberOfLines: sizing.numberOfLines, scale: scale))
        cache[key] = measured
        return measured
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

/// Recorded measurements by item. Each item is written by one worker only, so workers record
/// into their own slots without locks (raw storage: a Swift array property would be one
/// exclusive access for all of them).
final class MeasurementTable: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<[MeasuredText]>

    init(items: Int) {
        slots = .allocate(capacity: items)
        slots.initialize(repeating: [])
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func record(_ measured: MeasuredText, item: Int, ordinal: Int) {
        guard item < slots.count else { return }
        if slots[item].count == ordinal { slots[item].append(measured) } else if ordinal < slots[item].count {
            slots[item][ordinal] = measured
        }
    }

    func recorded(item: Int, ordinal: Int) -> MeasuredText? {
        item < slots.count && ordinal < slots[item].count ? slots[item][ordinal] : nil
    }
}
