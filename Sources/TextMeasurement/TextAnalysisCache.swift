import CHarfBuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A workspace's cache of the most recently analysed texts (`TextAnalysis`), so that measuring a
/// text again in the same font at another width (a multi-line label laid out unwrapped, then at
/// the width its layout solved) only wraps lines again.
///
/// Invariants:
/// - an entry is found only for the same UTF-8 bytes, the same faces (by identity), the same
///   size and the same mode, which is everything an analysis depends on, and only while its
///   data is still in the pools; so a hit gives exactly what analysing the text again would
///   (`TextAnalysisCacheTests`);
/// - bounded: `capacity` entries of at most `longestText` UTF-8 bytes, in sets of `ways` (the
///   least recently used entry of a set gives way), whose per-scalar data sits in fixed-size
///   ring pools, the key's bytes among them (the oldest data is overwritten first; its entry
///   then stops matching). Every entry's faces stay alive while it names them (`faceLists`),
///   so a face's identity is never reused under it;
/// - entries are plain data: a lookup retains and releases nothing.
///
/// Why pools rather than arrays per entry: a miss writes its analysis at the head of the rings,
/// one sequential stream per field, and a hit a few hundred texts later reads it back while it
/// is still in the processor's cache. Buffers per entry were each cold when their turn came,
/// and a miss then cost more than the whole analysis.
struct TextAnalysisCache {
    /// Entries: a block of a few hundred multi-line labels measured unwrapped and then again at
    /// their widths, with room for set conflicts.
    static let capacity = 1024
    static let ways = 8
    private static let setCount = capacity / ways
    /// Longer texts (UTF-8 bytes) are analysed every time: they are rare, and would crowd the pools.
    static let longestText = 1024
    /// Scalars the pools hold (14 bytes each: 0.9 MB), and runs (32 bytes each; bodies have a few).
    private static let poolCapacity = 1 << 16
    private static let runPoolCapacity = 1 << 12
    /// The keys' UTF-8 bytes (256 KiB: a few hundred bodies).
    private static let bytePoolCapacity = 1 << 18

    /// Everything an analysis depends on besides the text's UTF-8 bytes (given apart).
    struct Key {
        var faces: [FontFace]
        var size: Double
        var mode: MeasurementMode
    }

    /// Plain data only, so that looking entries up and replacing them retains and releases
    /// nothing: the text's bytes sit in `bytePool`, the faces in `faceLists`.
    private struct Entry {
        var isValid = false
        /// The key: the text's bytes in `bytePool` (position counted from the first write
        /// ever, as below), an index into `faceLists`, the size's bits and the mode.
        var bytePosition = 0
        var byteCount = 0
        var faceList = 0
        var sizeBits: UInt64 = 0
        var mode = MeasurementMode.fast
        /// Where the entry's data starts in the pools, counted from the first write ever (so a
        /// position that has been overwritten is recognised), and how long it is.
        var position = 0
        var count = 0
        var runPosition = 0
        var runCount = 0
        var hasHardBreaks = false
        var hasBreakOpportunities = false
    }

    /// Per entry: the key's hash (compared before anything else) and when it was last used.
    private var hashes: [UInt64] = []
    private var lastUse: [UInt64] = []
    private var entries: [Entry] = []
    private var clock: UInt64 = 0

    /// The fallback lists of the entries' keys. An entry names its list by index, and the
    /// list keeps its faces alive, so a face's identity is never reused under an entry.
    /// Bounded: when `maximumFaceLists` are held, the cache starts over.
    private var faceLists: [[FontFace]] = []
    private var lastFaceList = -1
    private static let maximumFaceLists = 64

    private var bytePool: [UInt8] = []
    private var scalarPool: [UInt32] = []
    private var facePool: [UInt8] = []
    private var glyphPool: [UInt32] = []
    private var advancePool: [Int32] = []
    private var breakPool: [Bool] = []
    private var runPool: [TextRun] = []
    private var byteHead = 0
    private var head = 0
    private var runHead = 0

    /// The entry that holds (hit) or is to hold (miss, after `store`) the analysis of the text
    /// whose UTF-8 is `utf8` (at most `longestText` bytes) under `key`.
    mutating func entry(for key: Key, utf8: UnsafeBufferPointer<UInt8>) -> (index: Int, hit: Bool) {
        if entries.isEmpty {
            hashes = Array(repeating: 0, count: Self.capacity)
            lastUse = Array(repeating: 0, count: Self.capacity)
            entries = Array(repeating: Entry(), count: Self.capacity)
            bytePool = Array(repeating: 0, count: Self.bytePoolCapacity)
        }
        clock += 1
        let faceList = faceListIndex(key.faces)
        let sizeBits = key.size.bitPattern
        let hash = Self.hash(utf8, size: key.size, mode: key.mode)
        let first = (Int(truncatingIfNeeded: hash >> 32) & (Self.setCount - 1)) * Self.ways
        var victim = first
        for index in first..<(first + Self.ways) {
            if hashes[index] == hash, entries[index].isValid, isInPools(entries[index]), entries[index].faceList == faceList,
               entries[index].sizeBits == sizeBits, entries[index].mode == key.mode, sameBytes(entries[index], utf8) {
                lastUse[index] = clock
                return (index, true)
            }
            if lastUse[index] < lastUse[victim] { victim = index }
        }
        hashes[victim] = hash
        lastUse[victim] = clock
        let bytePosition = Self.reserve(utf8.count, head: &byteHead, capacity: Self.bytePoolCapacity)
        bytePool.withUnsafeMutableBufferPointer { pool in
            guard let from = utf8.baseAddress, let to = pool.baseAddress else { return }
            (to + bytePosition % Self.bytePoolCapacity).update(from: from, count: utf8.count)
        }
        // Not valid until `store` has written the analysis.
        entries[victim] = Entry(isValid: false, bytePosition: bytePosition, byteCount: utf8.count, faceList: faceList,
                                sizeBits: sizeBits, mode: key.mode)
        return (victim, false)
    }

    /// The index of `faces` in `faceLists` (compared by identity), added when new.
    private mutating func faceListIndex(_ faces: [FontFace]) -> Int {
        if lastFaceList >= 0, Self.identical(faceLists[lastFaceList], faces) { return lastFaceList }
        if let found = faceLists.firstIndex(where: { Self.identical($0, faces) }) {
            lastFaceList = found
            return found
        }
        if faceLists.count >= Self.maximumFaceLists {
            // Entries name lists by index: they all go with the lists.
            for index in entries.indices { entries[index].isValid = false }
            faceLists.removeAll(keepingCapacity: true)
        }
        faceLists.append(faces)
        lastFaceList = faceLists.count - 1
        return lastFaceList
    }

    private static func identical(_ a: [FontFace], _ b: [FontFace]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where x !== y { return false }
        return true
    }

    /// Byte equality, not `String.==`: canonically equivalent spellings have different
    /// scalars, and so different glyphs.
    private func sameBytes(_ entry: Entry, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard entry.byteCount == utf8.count else { return false }
        return bytePool.withUnsafeBufferPointer { pool in
            guard let stored = pool.baseAddress, let given = utf8.baseAddress else { return true }
            return memcmp(stored + entry.bytePosition % Self.bytePoolCapacity, given, utf8.count) == 0
        }
    }

    /// Whether none of the entry's data has been overwritten yet.
    private func isInPools(_ entry: Entry) -> Bool {
        head <= entry.position + Self.poolCapacity && runHead <= entry.runPosition + Self.runPoolCapacity
            && byteHead <= entry.bytePosition + Self.bytePoolCapacity
    }

    /// Copies the analysis of `count` scalars out of the workspace buffers into entry `index`
    /// (not the prefix sums: `sumPrefixWidths` rebuilds them for less than their copy costs).
    mutating func store(_ index: Int, count: Int, scalars: [UInt32], faceIndices: [UInt8], glyphs: [UInt32],
                        advances: [Int32], runs: [TextRun], hasHardBreaks: Bool) {
        if scalarPool.isEmpty {
            scalarPool = Array(repeating: 0, count: Self.poolCapacity)
            facePool = Array(repeating: 0, count: Self.poolCapacity)
            glyphPool = Array(repeating: 0, count: Self.poolCapacity)
            advancePool = Array(repeating: 0, count: Self.poolCapacity)
            breakPool = Array(repeating: false, count: Self.poolCapacity)
            runPool = Array(repeating: TextRun(range: 0..<0, face: 0, script: HB_SCRIPT_COMMON), count: Self.runPoolCapacity)
        }
        // count + 1 places: break marks have one more than the scalars.
        let position = Self.reserve(count + 1, head: &head, capacity: Self.poolCapacity)
        let runPosition = Self.reserve(runs.count, head: &runHead, capacity: Self.runPoolCapacity)
        let at = position % Self.poolCapacity
        Self.write(scalars, count, into: &scalarPool, at: at)
        Self.write(faceIndices, count, into: &facePool, at: at)
        Self.write(glyphs, count, into: &glyphPool, at: at)
        Self.write(advances, count, into: &advancePool, at: at)
        Self.write(runs, runs.count, into: &runPool, at: runPosition % Self.runPoolCapacity)
        entries[index].position = position
        entries[index].count = count
        entries[index].runPosition = runPosition
        entries[index].runCount = runs.count
        entries[index].hasHardBreaks = hasHardBreaks
        entries[index].hasBreakOpportunities = false
        entries[index].isValid = true
    }

    /// Adds the break opportunities (`count + 1` marks) to entry `index`.
    mutating func storeBreakOpportunities(_ index: Int, _ marks: [Bool]) {
        let entry = entries[index]
        guard isInPools(entry), !entry.hasBreakOpportunities else { return }
        Self.write(marks, entry.count + 1, into: &breakPool, at: entry.position % Self.poolCapacity)
        entries[index].hasBreakOpportunities = true
    }

    func hasBreakOpportunities(_ index: Int) -> Bool { entries[index].hasBreakOpportunities }

    /// Copies entry `index`'s analysis into the workspace buffers (sized here).
    func load(_ index: Int, scalars: inout [UInt32], faceIndices: inout [UInt8], glyphs: inout [UInt32],
              advances: inout [Int32], runs: inout [TextRun],
              isBreakOpportunity: inout [Bool]) -> (count: Int, hasHardBreaks: Bool, hasBreakOpportunities: Bool) {
        let entry = entries[index]
        let at = entry.position % Self.poolCapacity
        Self.read(scalarPool, at, entry.count, into: &scalars)
        Self.read(facePool, at, entry.count, into: &faceIndices)
        Self.read(glyphPool, at, entry.count, into: &glyphs)
        Self.read(advancePool, at, entry.count, into: &advances)
        Self.read(runPool, entry.runPosition % Self.runPoolCapacity, entry.runCount, into: &runs)
        if entry.hasBreakOpportunities { Self.read(breakPool, at, entry.count + 1, into: &isBreakOpportunity) }
        return (entry.count, entry.hasHardBreaks, entry.hasBreakOpportunities)
    }

    /// Where `length` places start, contiguous in a ring of `capacity` (skipping the ring's tail
    /// when they would wrap around).
    private static func reserve(_ length: Int, head: inout Int, capacity: Int) -> Int {
        if head % capacity + length > capacity { head += capacity - head % capacity }
        let position = head
        head += length
        return position
    }

    private static func write<Element>(_ source: [Element], _ count: Int, into pool: inout [Element], at start: Int) {
        source.withUnsafeBufferPointer { source in
            pool.withUnsafeMutableBufferPointer { pool in
                guard count > 0, let from = source.baseAddress, let to = pool.baseAddress else { return }
                (to + start).update(from: from, count: count)
            }
        }
    }

    private static func read<Element>(_ pool: [Element], _ start: Int, _ count: Int, into destination: inout [Element]) {
        destination.removeAll(keepingCapacity: true)
        pool.withUnsafeBufferPointer { pool in
            destination.append(contentsOf: UnsafeBufferPointer(rebasing: pool[start..<(start + count)]))
        }
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
