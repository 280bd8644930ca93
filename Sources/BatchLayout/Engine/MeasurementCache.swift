import Foundation
import TextMeasurement

/// A worker's cache of text measurements: names, times and short labels repeat across rows,
/// and every width of a row measures its texts at the same natural width.
///
/// Only short texts are kept (`maximumTextBytes`): long ones (a post's body) almost never
/// repeat, and hashing and copying them for a lookup that misses costs a good part of what
/// measuring them does.
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

        // By UTF-8 bytes: String's own hashing and equality normalise Unicode first, which for
        // Chinese text costs more than the lookup saves. Texts that are canonically equivalent
        // but spelt differently are then two entries, which is harmless.
        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(font)
            hasher.combine(maxWidth)
            hasher.combine(numberOfLines)
            hasher.combine(scale)
        }

        static func == (a: Key, b: Key) -> Bool {
            a.maxWidth == b.maxWidth && a.numberOfLines == b.numberOfLines && a.scale == b.scale && a.font == b.font
                && sameBytes(a.text, b.text)
        }
    }

    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) } }
    }

    private var entries: [Key: MeasuredText] = [:]
    let capacity: Int
    static let maximumTextBytes = 64

    /// Whether a text is worth a lookup.
    static func caches(_ text: String) -> Bool { text.utf8.count <= maximumTextBytes }

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
