import CHarfBuzz

/// Fast mode's cache of shaped words: the HarfBuzz advances of words the tables cannot set
/// (ligatures and the like), per face, size and script, so that such a word is shaped once
/// per workspace rather than once per label.
///
/// Lives in a `MeasurementWorkspace` (one thread at a time: no lock). Laid out for a lookup
/// that costs about as much as setting the word from the tables: a direct-mapped array of
/// plain-data slots (no reference counting on a lookup, no second hash as a `Dictionary`
/// would add) whose words and advances sit in two flat pools. Bounded: a new word evicts
/// whatever held its slot, and everything is dropped when the pools are full. The faces of
/// cached words are kept in `faces`, so a face's address can never be reused for another
/// face while a slot names it.
struct WordWidthCache {
    /// Longer stretches are shaped every time (they are rare and would crowd the cache).
    static let longestWord = 48
    /// Number of slots (a power of two: the slot is the hash's top bits).
    static let capacity = 4096
    private static let slotBits = 12
    /// Scalars the pool holds before the cache starts over.
    private static let poolCapacity = capacity * 16

    /// A cached word: plain data only.
    private struct Slot {
        var hash: UInt64 = 0
        /// Where the word's scalars start in `scalarPool` and its advances in `advancePool`;
        /// `count == 0`: empty slot.
        var start: Int32 = 0
        var count: Int32 = 0
        var advanceStart: Int32 = 0
        /// Advances of the written part, which starts `offset` scalars into the word.
        var offset: Int32 = 0
        var written: Int32 = 0
        var scale: Int32 = 0
        var script: UInt32 = 0
        var face: UInt = 0
    }

    private var slots: [Slot] = []
    private var scalarPool: [UInt32] = []
    private var advancePool: [Int32] = []
    private var faces: [FontFace] = []

    /// FNV-1a over the face's address, the scale, the script and the word's scalars: cheap,
    /// and it spreads words well enough for a direct-mapped table (a collision only costs a
    /// shaping).
    @inline(__always)
    private static func hash(_ scalars: UnsafeBufferPointer<UInt32>, _ range: Range<Int>, face: UInt, scale: Int32,
                             script: UInt32) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always) func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x0000_0100_0000_01B3 }
        mix(UInt64(face))
        mix(UInt64(UInt32(bitPattern: scale)))
        mix(UInt64(script))
        for index in range { mix(UInt64(scalars[index])) }
        // Fold the well-mixed high bits into the top, which picks the slot.
        return hash ^ (hash << 29)
    }

    @inline(__always)
    private static func slotIndex(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> UInt64(64 - slotBits)) }

    /// Writes the cached advances of `written` (a part of `shaped`) into `advances`; false when
    /// the word is not cached.
    func lookUp(_ scalars: [UInt32], _ shaped: Range<Int>, face: FontFace, scale: Int32, script: hb_script_t,
                into advances: inout [Int32], at written: Range<Int>) -> Bool {
        guard !slots.isEmpty, shaped.upperBound <= scalars.count, written.upperBound <= advances.count else { return false }
        let faceAddress = UInt(bitPattern: ObjectIdentifier(face))
        return scalars.withUnsafeBufferPointer { text in
            let hash = Self.hash(text, shaped, face: faceAddress, scale: scale, script: script.rawValue)
            return slots.withUnsafeBufferPointer { slots in
                let slot = slots[Self.slotIndex(hash)]
                guard slot.count == Int32(shaped.count), slot.hash == hash, slot.face == faceAddress,
                      slot.scale == scale, slot.script == script.rawValue,
                      slot.offset == Int32(written.lowerBound - shaped.lowerBound), slot.written == Int32(written.count)
                else { return false }
                let same = scalarPool.withUnsafeBufferPointer { pool in
                    var index = Int(slot.start)
                    for position in shaped {
                        if pool[index] != text[position] { return false }
                        index += 1
                    }
                    return true
                }
                guard same else { return false }
                advancePool.withUnsafeBufferPointer { pool in
                    advances.withUnsafeMutableBufferPointer { out in
                        var index = Int(slot.advanceStart)
                        for position in written {
                            out[position] = pool[index]
                            index += 1
                        }
                    }
                }
                return true
            }
        }
    }

    mutating func store(_ scalars: [UInt32], _ shaped: Range<Int>, face: FontFace, scale: Int32, script: hb_script_t,
                        advances: [Int32], at written: Range<Int>) {
        guard shaped.count <= Self.longestWord, shaped.upperBound <= scalars.count, written.upperBound <= advances.count
        else { return }
        if slots.isEmpty { slots = Array(repeating: Slot(), count: Self.capacity) }
        if scalarPool.count + shaped.count > Self.poolCapacity {
            // Full: start over (the words still in use come back on their next shaping).
            for index in slots.indices { slots[index] = Slot() }
            scalarPool.removeAll(keepingCapacity: true)
            advancePool.removeAll(keepingCapacity: true)
            faces.removeAll(keepingCapacity: true)
        }
        if !faces.contains(where: { $0 === face }) { faces.append(face) }
        let faceAddress = UInt(bitPattern: ObjectIdentifier(face))
        let hash = scalars.withUnsafeBufferPointer {
            Self.hash($0, shaped, face: faceAddress, scale: scale, script: script.rawValue)
        }
        slots[Self.slotIndex(hash)] = Slot(hash: hash, start: Int32(scalarPool.count), count: Int32(shaped.count),
                                           advanceStart: Int32(advancePool.count),
                                           offset: Int32(written.lowerBound - shaped.lowerBound),
                                           written: Int32(written.count), scale: scale, script: script.rawValue,
                                           face: faceAddress)
        scalarPool.append(contentsOf: scalars[shaped])
        advancePool.append(contentsOf: advances[written])
    }
}
