import TextMeasurement

/// A worker's cache of text measurements: names, times and short labels repeat across rows,
/// and every width of a row measures its texts at the same natural width.
///
/// Bounded: when it holds `capacity` entries it starts again empty, so a job's memory does not
/// grow with its rows. Measurements are pure, so the cache never changes a result.
struct MeasurementCache {
    struct Key: Hashable {
        var text: String
        var font: FontDescriptor
        var maxWidth: Double?
        var numberOfLines: Int
        var scale: Double
    }

    private var entries: [Key: MeasuredText] = [:]
    let capacity: Int

    init(capacity: Int = 50_000) {
        self.capacity = capacity
    }

    subscript(key: Key) -> MeasuredText? {
        get { entries[key] }
        set {
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = newValue
        }
    }
}
