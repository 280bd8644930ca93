/// A workspace's cache of the most recently analysed texts (`TextAnalysis`), so that measuring a
/// text again in the same font at another width (a multi-line label laid out unwrapped, then at
/// the width its layout solved) only wraps lines again.
///
/// Invariants:
/// - an entry is found only for the same UTF-8 bytes, the same faces (by identity), the same
///   size and the same mode, which is everything an analysis depends on; so a hit gives
///   exactly what analysing the text again would (`TextAnalysisCacheTests`);
/// - bounded: `capacity` entries of at most `longestText` UTF-8 bytes each, grouped in sets of
///   `ways`, the least recently used entry of a set giving way. Every entry's faces stay
///   alive while it names them, so a face's identity cannot be reused under it.
///
/// Plain data apart from the entries' buffers, used by one thread at a time (its workspace's).
struct TextAnalysisCache {
    /// Entries: enough for a block of a few hundred multi-line labels measured unwrapped and
    /// then again at their widths, with room for set conflicts.
    static let capacity = 1024
    static let ways = 8
    private static let setCount = capacity / ways
    /// Longer texts are analysed every time: they are rare, and each entry keeps the capacity
    /// of its buffers, so this bounds the cache's memory (about 30 bytes per scalar).
    static let longestText = 1024

    struct Key {
        var text: String
        var faces: [FontFace]
        var size: Double
        var mode: MeasurementMode
    }

    private struct Entry {
        var key: Key?
        var analysis = TextAnalysis()
    }

    /// Per entry: the key's hash (compared before anything else) and when it was last used.
    private var hashes: [UInt64] = []
    private var lastUse: [UInt64] = []
    private var entries: [Entry] = []
    private var clock: UInt64 = 0

    /// The entry that holds (hit) or is to hold (miss) the analysis of `key`; on a miss its
    /// old analysis is dropped, its buffers kept for reuse. `utf8` are the key text's bytes.
    /// Nil on a miss when `store` is false (the caller analyses in its own buffers).
    mutating func entry(for key: Key, utf8: UnsafeBufferPointer<UInt8>, store: Bool) -> (index: Int, hit: Bool)? {
        if entries.isEmpty {
            hashes = Array(repeating: 0, count: Self.capacity)
            lastUse = Array(repeating: 0, count: Self.capacity)
            entries = Array(repeating: Entry(), count: Self.capacity)
        }
        clock += 1
        let hash = Self.hash(utf8, size: key.size, mode: key.mode)
        let first = (Int(truncatingIfNeeded: hash >> 32) & (Self.setCount - 1)) * Self.ways
        var victim = first
        for index in first..<(first + Self.ways) {
            if hashes[index] == hash, let stored = entries[index].key, Self.matches(stored, key, utf8) {
                lastUse[index] = clock
                return (index, true)
            }
            if lastUse[index] < lastUse[victim] { victim = index }
        }
        guard store else { return nil }
        hashes[victim] = hash
        lastUse[victim] = clock
        entries[victim].key = key
        return (victim, false)
    }

    /// Moves the analysis of entry `index` out (the entry keeps an empty one until `put`).
    mutating func take(_ index: Int) -> TextAnalysis {
        var analysis = TextAnalysis()
        swap(&analysis, &entries[index].analysis)
        return analysis
    }

    mutating func put(_ analysis: consuming TextAnalysis, at index: Int) {
        entries[index].analysis = analysis
    }

    private static func matches(_ stored: Key, _ key: Key, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard stored.size == key.size, stored.mode == key.mode, stored.faces.count == key.faces.count else { return false }
        for (a, b) in zip(stored.faces, key.faces) where a !== b { return false }
        // Byte equality, not `String.==`: canonically equivalent spellings have different
        // scalars, and so different glyphs.
        let same: Bool? = stored.text.utf8.withContiguousStorageIfAvailable { storedBytes in
            storedBytes.count == utf8.count && storedBytes.elementsEqual(utf8)
        }
        return same ?? false
    }

    /// A hash of the bytes, 8 at a time (a multiply and a shift per word), with the size and
    /// mode folded in. Only spreads keys over sets; equality is checked in full.
    private static func hash(_ utf8: UnsafeBufferPointer<UInt8>, size: Double, mode: MeasurementMode) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = size.bitPattern ^ UInt64(utf8.count) &* multiplier ^ (mode == .fast ? 0 : 0x5555)
        guard let base = utf8.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= utf8.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < utf8.count {
            tail |= UInt64(base[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* multiplier
        hash ^= hash >> 32
        hash = hash &* multiplier
        return hash ^ (hash >> 29)
    }
}
