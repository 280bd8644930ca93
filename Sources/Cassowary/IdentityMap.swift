/// A hash map keyed by object identity: open addressing over a table of entry indices, with the
/// entries themselves kept dense.
///
/// The solver looks a variable up for every term it adds. Swift's `Dictionary` hashes each
/// `ObjectIdentifier` with SipHash and destroys every bucket on deallocation; here the hash is
/// one multiplication, the table is plain integers, and only live entries are ever destroyed.
/// Iteration order depends on the history of insertions and removals, not on addresses.
struct IdentityMap<Value>: Sendable where Value: Sendable {
    private struct Entry: Sendable {
        let key: UInt
        var value: Value
    }

    /// Indices into `entries`; -1 marks an empty slot.
    private var table: [Int32] = []
    private var entries: [Entry] = []

    init() {}

    /// Room for `count` entries before the first growth.
    init(capacity count: Int) {
        var size = 8
        while size < count * 2 { size *= 2 }
        table = [Int32](repeating: -1, count: size)
        entries.reserveCapacity(count)
    }

    var count: Int { entries.count }

    /// Removes every entry, keeping the storage.
    mutating func removeAll() {
        for i in table.indices { table[i] = -1 }
        entries.removeAll(keepingCapacity: true)
    }

    var values: [Value] { entries.map(\.value) }

    private var mask: Int { table.count - 1 }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }

    /// The table slot holding `key`, or nil.
    @inline(__always)
    private func slot(of key: UInt) -> Int? {
        guard !table.isEmpty else { return nil }
        var i = home(key)
        while table[i] >= 0 {
            if entries[Int(table[i])].key == key { return i }
            i = (i + 1) & mask
        }
        return nil
    }

    /// Where `id`'s entry is stored, for `subscript(entry:)`; valid until the next insertion
    /// or removal.
    func entryIndex(of id: ObjectIdentifier) -> Int? {
        guard let i = slot(of: UInt(bitPattern: id)) else { return nil }
        return Int(table[i])
    }

    subscript(entry index: Int) -> Value {
        get { entries[index].value }
        set { entries[index].value = newValue }
    }

    subscript(id: ObjectIdentifier) -> Value? {
        guard let i = slot(of: UInt(bitPattern: id)) else { return nil }
        return entries[Int(table[i])].value
    }

    /// Inserts or replaces.
    mutating func set(_ value: Value, for id: ObjectIdentifier) {
        let key = UInt(bitPattern: id)
        if let i = slot(of: key) {
            entries[Int(table[i])].value = value
            return
        }
        if (entries.count + 1) * 2 > table.count { grow() }
        entries.append(Entry(key: key, value: value))
        place(key, at: Int32(entries.count - 1))
    }

    private mutating func place(_ key: UInt, at index: Int32) {
        var i = home(key)
        while table[i] >= 0 { i = (i + 1) & mask }
        table[i] = index
    }

    /// Removes with backward-shift deletion (no tombstones), and moves the last entry into the
    /// freed place so entries stay dense.
    @discardableResult
    mutating func removeValue(for id: ObjectIdentifier) -> Value? {
        guard var hole = slot(of: UInt(bitPattern: id)) else { return nil }
        let index = Int(table[hole])
        table[hole] = -1
        var i = (hole + 1) & mask
        while table[i] >= 0 {
            let wanted = home(entries[Int(table[i])].key)
            let between = hole <= i ? (wanted > hole && wanted <= i) : (wanted > hole || wanted <= i)
            if !between {
                table[hole] = table[i]
                table[i] = -1
                hole = i
            }
            i = (i + 1) & mask
        }
        let last = entries.count - 1
        if index != last, let moved = slot(of: entries[last].key) {
            table[moved] = Int32(index)
            entries.swapAt(index, last)
        }
        return entries.removeLast().value
    }

    private mutating func grow() {
        table = [Int32](repeating: -1, count: max(16, table.count * 2))
        for (index, entry) in entries.enumerated() { place(entry.key, at: Int32(index)) }
    }
}
