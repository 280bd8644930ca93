import Foundation
import TextMeasurement

/// One call of `TextMeasuring.measure`: every argument the measurer is given, and nothing
/// else. The batch measures only through `measure(with:)`, so a cache keyed by the request
/// is keyed by the whole input of the value it holds, by construction: an argument added to
/// the measurer's call must be added here for the code to compile.
struct MeasurementRequest: Hashable {
    var text: String
    var font: FontDescriptor
    var maxWidth: Double?
    var numberOfLines: Int
    var scale: Double

    func measure(with measurer: any TextMeasuring) throws(TextMeasurementError) -> MeasuredText {
        MeasuredText(try measurer.measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale))
    }

    // By UTF-8 bytes: String's own hashing and equality normalise Unicode first, which for
    // Chinese text costs more than the lookup saves. Texts that are canonically equivalent
    // but spelt differently are then two entries, which is harmless (and right: they can
    // shape differently).
    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(font)
        hasher.combine(maxWidth)
        hasher.combine(numberOfLines)
        hasher.combine(scale)
    }

    static func == (a: Self, b: Self) -> Bool {
        a.maxWidth == b.maxWidth && a.numberOfLines == b.numberOfLines && a.scale == b.scale && a.font == b.font
            && sameBytes(a.text, b.text)
    }

    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
    }
}

/// A worker's cache of text measurements: names, times and short labels repeat across rows,
/// and every width of a row measures its texts at the same natural width.
///
/// Keyed by the whole `MeasurementRequest`, which is the whole input of a measurement by one
/// measurer; a cache lives in one worker's text source, which keeps one measurer (one font
/// registry and mode) for its life, so the measurer is fixed for the cache. Measurements are
/// pure functions of that input, so the cache never changes a result.
///
/// Only short texts are kept (`maximumTextBytes`): long ones (a post's body) almost never
/// repeat, and hashing and copying them for a lookup that misses costs a good part of what
/// measuring them does. Bounded: when it holds `capacity` entries it starts again empty, so a
/// job's memory does not grow with its rows.
struct MeasurementCache {
    private var entries: [MeasurementRequest: MeasuredText] = [:]
    let capacity: Int
    static let maximumTextBytes = 64

    /// Whether a request is worth a lookup.
    static func caches(_ request: MeasurementRequest) -> Bool { request.text.utf8.count <= maximumTextBytes }

    init(capacity: Int = 50_000) {
        self.capacity = capacity
    }

    subscript(request: MeasurementRequest) -> MeasuredText? {
        get { entries[request] }
        set {
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[request] = newValue
        }
    }
}
