import Foundation
import Interchange

/// Finds a name among a fixed set by its UTF-8 bytes, without making a `String` of them or
/// hashing through `Hasher`: a row's keys are looked up a dozen times per row, a million rows a
/// job. Names are given once; a name's ordinal is its first position among them.
///
/// Open addressing over a power-of-two table at most half full, so a lookup that misses ends
/// at an empty slot after a probe or two; a hit is confirmed by comparing the bytes.
struct NameIndex: Sendable {
    let names: [String]
    /// Per ordinal: the name's first eight bytes as a word (zero after its end) and its length.
    private let heads: [UInt64]
    private let lengths: [Int]
    /// Per ordinal: the name's bytes after its first eight, in `tails` from `tailStarts[o]`.
    private let tails: [UInt8]
    private let tailStarts: [Int]
    /// Ordinals by slot; -1 is empty.
    private let slots: [Int32]
    private let mask: Int

    init(_ names: [String]) {
        self.names = names
        let bytes = names.map { Array($0.utf8) }
        heads = bytes.map { $0.withUnsafeBytes { Self.head(of: $0) } }
        lengths = bytes.map(\.count)
        var tails: [UInt8] = [], tailStarts: [Int] = []
        for name in bytes {
            tailStarts.append(tails.count)
            tails.append(contentsOf: name.dropFirst(8))
        }
        self.tails = tails
        self.tailStarts = tailStarts
        var capacity = 8
        while capacity < 2 * names.count { capacity *= 2 }
        mask = capacity - 1
        var slots = [Int32](repeating: -1, count: capacity)
        for (ordinal, name) in bytes.enumerated() {
            var slot = name.withUnsafeBytes { Self.hash(head: Self.head(of: $0), length: $0.count) } & (capacity - 1)
            var isNew = true
            while slots[slot] >= 0 {
                if bytes[Int(slots[slot])] == name { isNew = false; break }
                slot = (slot + 1) & (capacity - 1)
            }
            if isNew { slots[slot] = Int32(ordinal) }
        }
        self.slots = slots
    }

    func ordinal(of name: UnsafeRawBufferPointer) -> Int? {
        let head = Self.head(of: name)
        var slot = Self.hash(head: head, length: name.count) & mask
        while case let ordinal = Int(slots[slot]), ordinal >= 0 {
            if heads[ordinal] == head, lengths[ordinal] == name.count, sameTail(ordinal, name) { return ordinal }
            slot = (slot + 1) & mask
        }
        return nil
    }

    func ordinal(of key: JSONMemberReader.Key) -> Int? {
        switch key {
        case .plain(let bytes): ordinal(of: bytes)
        case .decoded(let name): ordinal(of: name)
        }
    }

    func ordinal(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { ordinal(of: UnsafeRawBufferPointer($0)) }
    }

    /// Whether the bytes of `name` after its first eight are those of ordinal `ordinal`'s (the
    /// lengths being equal).
    private func sameTail(_ ordinal: Int, _ name: UnsafeRawBufferPointer) -> Bool {
        guard name.count > 8 else { return true }
        return tails.withUnsafeBytes { tails in
            guard let stored = tails.baseAddress, let given = name.baseAddress else { return false }
            return memcmp(stored + tailStarts[ordinal], given + 8, name.count - 8) == 0
        }
    }

    /// The first eight bytes of `bytes` as a little-endian word, zero past its end (read byte by
    /// byte: a key may end a page).
    private static func head(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        var word: UInt64 = 0
        for index in 0..<min(8, bytes.count) { word |= UInt64(bytes[index]) << (8 * UInt64(index)) }
        return word
    }

    /// One multiply of the head and the length: the table is small and a hit is confirmed
    /// by the bytes, so names alike in their first eight bytes and length only share a probe.
    private static func hash(head: UInt64, length: Int) -> Int {
        let state = (head ^ UInt64(truncatingIfNeeded: length) << 59) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: state >> 32)
    }
}
