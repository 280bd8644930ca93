import Foundation
import TextMeasurement

/// One call of `TextMeasuring.measure(utf8:...)`: every argument the measurer is given, and
/// nothing else. The batch measures only through `measure(with:)`, so a cache keyed by the
/// request is keyed by the whole input of the value it holds, by construction: an argument added
/// to the measurer's call must be added here for the code to compile.
///
/// The text is borrowed: valid UTF-8 (a row's bytes in its `RowBatch`, or a `String`'s), valid
/// for the call that makes the request, which is why a request is never kept (the cache copies
/// its bytes).
struct MeasurementRequest {
    var text: UnsafeBufferPointer<UInt8>
    var font: FontDescriptor
    var maxWidth: Double?
    var numberOfLines: Int
    var scale: Double
    /// Whether the answer keeps the text's `LineWrapProfile` (for a text measured again at
    /// its solved width).
    var keepsWrapProfile = false

    /// The batch reads sizes only (`MeasuredText`), so the measurer need not list the lines.
    func measure(with measurer: any TextMeasuring) throws(TextMeasurementError) -> ProfiledMeasurement {
        let measured = try measurer.measureSizes(utf8: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                                 scale: scale, keepingWrapProfile: keepsWrapProfile)
        return ProfiledMeasurement(MeasuredText(measured.metrics), wrapProfile: measured.profile)
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
///
/// An open-addressed table of its own rather than a `Dictionary`: a lookup works out the
/// request's 64-bit digest once, probes a flat array of entry numbers, and compares a
/// candidate's digest, numbers, font and text bytes (kept in one byte arena) in place, so it
/// neither hashes through `Hasher` nor copies the request's strings into a key.
///
/// Invariants: `slots.count` is a power of two at least twice `capacity`, so a probe always
/// ends at an empty slot; every entry is in exactly one slot, found from its digest by linear
/// probing without crossing an empty slot, and that slot holds the high half of its digest;
/// `digests[i]` is entry `i`'s request digest and `entries[i].text` a range of `textBytes`.
struct MeasurementCache {
    private struct Entry {
        let text: Range<Int>
        let font: FontDescriptor
        let maxWidth: Double?
        let numberOfLines: Int
        let scale: Double
        let keepsWrapProfile: Bool
        let value: ProfiledMeasurement
    }

    /// By slot: 0 when empty, else the entry's number plus one in the low half and its digest's
    /// high half above it, so that a probe passes over other requests' slots without reading
    /// their entries (a lookup that misses, most of a job's, touches one cache line).
    private var slots: [UInt64]
    private var entries: [Entry] = []
    /// Each entry's digest, beside `entries`: a probe rejects on these alone, without reading
    /// (and copying) an entry.
    private var digests: [UInt64] = []
    private var textBytes: [UInt8] = []
    private let mask: Int
    let capacity: Int
    static let maximumTextBytes = 64

    /// Whether a request is worth a lookup.
    static func caches(_ request: MeasurementRequest) -> Bool { request.text.count <= maximumTextBytes }

    /// Entries (about 200 bytes each with their digest and slots) in half of a core's 2 MiB
    /// second-level cache, leaving the rest to the text workspace: a lookup that goes to memory
    /// costs a good part of measuring a short text again (on 300,000 chat rows, `find` took
    /// 6.7% of the job with 50,000 entries, 4.9% with 8,192, 2.1% with 4,096).
    static let defaultCapacity = 4_096

    init(capacity: Int = defaultCapacity) {
        self.capacity = max(1, capacity)
        var size = 2
        while size < 2 * self.capacity { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    subscript(request: MeasurementRequest) -> ProfiledMeasurement? {
        get { lookUp(request).value }
        set {
            guard let newValue else { return }
            keep(newValue, for: request, at: lookUp(request))
        }
    }

    /// Where a lookup ended: the value held for the request, or the empty slot where it
    /// belongs (valid until the cache next changes), with the request's digest.
    struct Lookup {
        let value: ProfiledMeasurement?
        fileprivate let digest: UInt64
        fileprivate let slot: Int
    }

    /// The measurement held for `request`, if any, and where to keep one when there is none.
    func lookUp(_ request: MeasurementRequest) -> Lookup {
        let digest = request.digest
        let found = find(request, digest: digest)
        return Lookup(value: found.entry.map { entries[$0].value }, digest: digest, slot: found.slot)
    }

    /// Keeps `value`, the measurement of `request`, which `lookup` (this cache's last lookup of
    /// it, with no change since) did not find. A full cache starts again empty first.
    mutating func keep(_ value: ProfiledMeasurement, for request: MeasurementRequest, at lookup: Lookup) {
        // Equal requests measure alike: a value held for this request is already this one.
        guard lookup.value == nil else { return }
        if entries.count >= capacity {
            removeAll()
            store(value, for: request, digest: lookup.digest, at: find(request, digest: lookup.digest).slot)
        } else {
            store(value, for: request, digest: lookup.digest, at: lookup.slot)
        }
    }

    private mutating func store(_ value: ProfiledMeasurement, for request: MeasurementRequest, digest: UInt64, at slot: Int) {
        let start = textBytes.count
        textBytes.append(contentsOf: request.text)
        slots[slot] = Self.slotValue(entry: entries.count, digest: digest)
        digests.append(digest)
        entries.append(Entry(text: start..<textBytes.count, font: request.font, maxWidth: request.maxWidth,
                             numberOfLines: request.numberOfLines, scale: request.scale,
                             keepsWrapProfile: request.keepsWrapProfile, value: value))
    }

    private mutating func removeAll() {
        for index in slots.indices { slots[index] = 0 }
        entries.removeAll(keepingCapacity: true)
        digests.removeAll(keepingCapacity: true)
        textBytes.removeAll(keepingCapacity: true)
    }

    /// The entry equal to `request`, or the empty slot where it belongs.
    private func find(_ request: MeasurementRequest, digest: UInt64) -> (entry: Int?, slot: Int) {
        var slot = Int(truncatingIfNeeded: digest) & mask
        let high = digest >> 32
        while true {
            let value = slots[slot]
            if value == 0 { return (nil, slot) }
            if value >> 32 == high {
                let index = Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1
                if digests[index] == digest, matches(index, request) { return (index, slot) }
            }
            slot = (slot + 1) & mask
        }
    }

    private static func slotValue(entry: Int, digest: UInt64) -> UInt64 {
        (digest >> 32) << 32 | UInt64(entry + 1)
    }

    /// Whether entry `index` holds `request` (read in place: an entry is not copied out).
    private func matches(_ index: Int, _ request: MeasurementRequest) -> Bool {
        let bytes = request.text
        return entries.withUnsafeBufferPointer { entries in
            let text = entries[index].text
            guard text.count == bytes.count, entries[index].maxWidth == request.maxWidth,
                  entries[index].numberOfLines == request.numberOfLines, entries[index].scale == request.scale,
                  entries[index].keepsWrapProfile == request.keepsWrapProfile, entries[index].font == request.font else {
                return false
            }
            guard !bytes.isEmpty else { return true }
            return textBytes.withUnsafeBufferPointer { stored in
                memcmp(stored.baseAddress! + text.lowerBound, bytes.baseAddress!, bytes.count) == 0
            }
        }
    }
}

extension MeasurementRequest {
    /// A 64-bit digest of the request: equal requests (same bytes, font, width, lines and
    /// scale) have equal digests. The font's weight is left out (hashing an enum with a raw
    /// value hashes its name), which only lets two weights of one text share a bucket. Eight bytes
    /// of text at a time, multiplied through and folded, then a final avalanche; not for
    /// adversarial input, only to spread a worker's own table.
    var digest: UInt64 {
        // A plain function of its arguments: a nested function that updated a captured `state`
        // boxed it, and every update went through the runtime's exclusivity checks (a fifth of
        // the digest's time).
        @inline(__always) func mixed(_ state: UInt64, _ word: UInt64) -> UInt64 {
            let product = (state ^ word) &* 0xFF51_AFD7_ED55_8CCD
            return product ^ (product >> 32)
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var index = 0
        while index + 8 <= text.count {
            state = mixed(state, UnsafeRawPointer(text.baseAddress! + index).loadUnaligned(as: UInt64.self))
            index += 8
        }
        if index > 0, index < text.count {
            // The last eight bytes, overlapping words already mixed: one load, not a byte loop.
            state = mixed(state, UnsafeRawPointer(text.baseAddress! + text.count - 8).loadUnaligned(as: UInt64.self))
            state = mixed(state, UInt64(text.count))
        } else {
            state = mixed(state, Self.tailWord(text, from: index))
        }
        // The family's first seven bytes and its length: the digest only spreads requests over
        // the table (`find` compares whole requests), and families rarely share a prefix.
        var family = font.family
        state = mixed(state, family.withUTF8 { Self.tailWord($0, from: 0) })
        state = mixed(state, font.size.bitPattern)
        state = mixed(state, maxWidth?.bitPattern ?? 0x7FF8_DEAD_BEEF_0001)
        state = mixed(state, UInt64(bitPattern: Int64(numberOfLines)))
        state = mixed(state, scale.bitPattern ^ (keepsWrapProfile ? 1 : 0))
        state ^= state >> 29
        return state &* 0xC4CE_B9FE_1A85_EC53
    }

    /// The bytes of `bytes` from `start` (fewer than eight, or the first eight of more) and
    /// their count, as one word. Byte by byte: the bytes may end a page.
    @inline(__always)
    private static func tailWord(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
        let count = bytes.count - start
        var word = UInt64(truncatingIfNeeded: count) << 56
        var index = 0
        while index < min(count, 7) {
            word |= UInt64(bytes[start + index]) << (8 * UInt64(index))
            index += 1
        }
        return word
    }
}
