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
    private let bytes: [[UInt8]]
    /// Ordinals by slot; -1 is empty.
    private let slots: [Int32]
    private let mask: Int

    init(_ names: [String]) {
        self.names = names
        bytes = names.map { Array($0.utf8) }
        var capacity = 8
        while capacity < 2 * names.count { capacity *= 2 }
        mask = capacity - 1
        var slots = [Int32](repeating: -1, count: capacity)
        for (ordinal, name) in bytes.enumerated() {
            var slot = Self.hash(name) & (capacity - 1)
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
        var slot = Self.hash(name) & mask
        while case let ordinal = Int(slots[slot]), ordinal >= 0 {
            if Self.same(bytes[ordinal], name) { return ordinal }
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

    private static func same(_ stored: [UInt8], _ name: UnsafeRawBufferPointer) -> Bool {
        stored.count == name.count && stored.withUnsafeBytes { stored in
            guard let a = stored.baseAddress, let b = name.baseAddress else { return true }
            return memcmp(a, b, name.count) == 0
        }
    }

    /// FNV-1a: names are short, so a byte at a time is as fast as anything.
    private static func hash(_ bytes: some Sequence<UInt8>) -> Int {
        var state: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: state ^ (state >> 29))
    }
}
