/// Big-endian reads from one OpenType table, bounds-checked: a malformed font yields `nil`,
/// never a crash.
struct FontTableBytes {
    let bytes: [UInt8]

    var isEmpty: Bool { bytes.isEmpty }

    func uint16(_ offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(_ offset: Int) -> Int16? {
        uint16(offset).map { Int16(bitPattern: $0) }
    }

    func uint32(_ offset: Int) -> UInt32? {
        guard let high = uint16(offset), let low = uint16(offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    /// An offset field at `offset`, made absolute against `base`.
    func offset16(_ offset: Int, from base: Int) -> Int? {
        uint16(offset).map { base + Int($0) }
    }
}

extension FontTableBytes {
    /// A coverage table's glyphs in coverage-index order (nil when malformed).
    func coverage(at start: Int) -> [UInt16]? {
        guard let format = uint16(start), let count = uint16(start + 2) else { return nil }
        var glyphs: [UInt16] = []
        switch format {
        case 1:
            for index in 0..<Int(count) {
                guard let glyph = uint16(start + 4 + 2 * index) else { return nil }
                glyphs.append(glyph)
            }
        case 2:
            for index in 0..<Int(count) {
                let range = start + 4 + 6 * index
                guard let first = uint16(range), let last = uint16(range + 2), first <= last else { return nil }
                glyphs.append(contentsOf: first...last)
            }
        default:
            return nil
        }
        return glyphs
    }
}

extension FontTableBytes {
    /// The subtables of lookup `lookup` of a GSUB or GPOS table (these bytes), each with its real
    /// type and absolute offset: an extension subtable (`extensionType`: 7 in GSUB, 9 in GPOS)
    /// is followed to the subtable it wraps. nil when the lookup is missing or malformed.
    func lookupSubtables(_ lookup: UInt32, extensionType: UInt16) -> [(type: UInt16, offset: Int)]? {
        guard let lookupList = offset16(8, from: 0), let lookupCount = uint16(lookupList), Int(lookup) < Int(lookupCount),
              let start = offset16(lookupList + 2 + 2 * Int(lookup), from: lookupList),
              let type = uint16(start), let subtableCount = uint16(start + 4)
        else { return nil }
        var subtables: [(type: UInt16, offset: Int)] = []
        for index in 0..<Int(subtableCount) {
            guard let subtable = offset16(start + 6 + 2 * index, from: start) else { return nil }
            guard type == extensionType else {
                subtables.append((type, subtable))
                continue
            }
            guard let realType = uint16(subtable + 2), let offset = uint32(subtable + 4) else { return nil }
            subtables.append((realType, subtable + Int(offset)))
        }
        return subtables
    }
}
