import CHarfBuzz

/// Fast mode's cache of shaped words: the HarfBuzz advances of words the tables cannot set
/// (ligatures and the like), per face, size and script, so that such a word is shaped once
/// per workspace rather than once per label.
///
/// Lives in a `MeasurementWorkspace` (one thread at a time: no lock). Bounded: it is emptied
/// when it holds `capacity` words. Lookups hash the scalars in place (no key is allocated);
/// an entry keeps its face alive, so a face's address can never be reused for another face
/// while an entry names it.
struct WordWidthCache {
    /// Longer stretches are shaped every time (they are rare and would crowd the cache).
    static let longestWord = 48
    static let capacity = 4096

    private struct Entry {
        var face: FontFace
        var scale: Int32
        var script: hb_script_t
        var scalars: [UInt32]
        /// Advances of the written part, which starts `offset` scalars into `scalars`.
        var offset: Int
        var advances: [Int32]
    }

    private var entries: [Int: Entry] = [:]

    /// A multiplicative hash of the word (FNV-1a over whole scalars): the dictionary hashes the
    /// resulting `Int` once more, so this only has to spread words, and it is several times
    /// cheaper than feeding every scalar through `Hasher`.
    private static func key(_ scalars: [UInt32], _ range: Range<Int>, face: FontFace, scale: Int32,
                            script: hb_script_t) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always) func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x0000_0100_0000_01B3 }
        mix(UInt64(UInt(bitPattern: ObjectIdentifier(face).hashValue)))
        mix(UInt64(UInt32(bitPattern: scale)))
        mix(UInt64(script.rawValue))
        for index in range { mix(UInt64(scalars[index])) }
        return Int(truncatingIfNeeded: hash)
    }

    /// Writes the cached advances of `written` (a part of `shaped`) into `advances`; false when
    /// the word is not cached.
    func lookUp(_ scalars: [UInt32], _ shaped: Range<Int>, face: FontFace, scale: Int32, script: hb_script_t,
                into advances: inout [Int32], at written: Range<Int>) -> Bool {
        guard let entry = entries[Self.key(scalars, shaped, face: face, scale: scale, script: script)],
              entry.face === face, entry.scale == scale, entry.script == script,
              entry.offset == written.lowerBound - shaped.lowerBound, entry.advances.count == written.count,
              entry.scalars.elementsEqual(scalars[shaped]) else { return false }
        for (index, advance) in zip(written, entry.advances) { advances[index] = advance }
        return true
    }

    mutating func store(_ scalars: [UInt32], _ shaped: Range<Int>, face: FontFace, scale: Int32, script: hb_script_t,
                        advances: [Int32], at written: Range<Int>) {
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[Self.key(scalars, shaped, face: face, scale: scale, script: script)] =
            Entry(face: face, scale: scale, script: script, scalars: Array(scalars[shaped]),
                  offset: written.lowerBound - shaped.lowerBound, advances: Array(advances[written]))
    }
}
