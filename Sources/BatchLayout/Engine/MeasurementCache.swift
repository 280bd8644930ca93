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
    private var entries: [Key: MeasuredText] = [:]
    let capacity: Int
    static let maximumTextBytes = 64

    /// A request with its digest, worked out once per lookup: the table hashes the digest
    /// alone (one word through `Hasher` instead of the text's bytes and the font's family
    /// name), and equality compares the whole request, so the digest only picks the bucket.
    struct Key: Hashable {
        let request: MeasurementRequest
        private let digest: UInt64

        init(_ request: MeasurementRequest) {
            self.request = request
            digest = request.digest
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
        }

        static func == (a: Self, b: Self) -> Bool {
            a.digest == b.digest && a.request == b.request
        }
    }

    /// Whether a request is worth a lookup.
    static func caches(_ request: MeasurementRequest) -> Bool { request.text.utf8.count <= maximumTextBytes }

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

extension MeasurementRequest {
    /// A 64-bit digest of the request: equal requests (same bytes, font, width, lines and
    /// scale) have equal digests. The font's weight is left out (hashing an enum with a raw
    /// value hashes its name), which only lets two weights of one text share a bucket. Eight bytes of text at a time, multiplied through and folded,
    /// then a final avalanche; not for adversarial input, only to spread a worker's own table.
    var digest: UInt64 {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func mix(_ word: UInt64) {
            state = (state ^ word) &* 0xFF51_AFD7_ED55_8CCD
            state ^= state >> 32
        }
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index + 8 <= bytes.count {
                mix(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
                index += 8
            }
            var tail: UInt64 = UInt64(bytes.count) << 56
            for (shift, byte) in bytes[index...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
            mix(tail)
        }
        var family = font.family
        family.withUTF8 { bytes in for byte in bytes { mix(UInt64(byte)) } }
        mix(font.size.bitPattern)
        mix(maxWidth?.bitPattern ?? 0x7FF8_DEAD_BEEF_0001)
        mix(UInt64(bitPattern: Int64(numberOfLines)))
        mix(scale.bitPattern)
        state ^= state >> 29
        return state &* 0xC4CE_B9FE_1A85_EC53
    }
}
