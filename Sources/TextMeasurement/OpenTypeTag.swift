/// A four-letter OpenType tag ('GPOS', 'kern', 'latn') as the 32-bit number the tables and
/// HarfBuzz use (HarfBuzz's `HB_TAG` is a C macro Swift cannot call).
struct OpenTypeTag: Hashable, Sendable {
    let rawValue: UInt32

    init(_ name: StaticString) {
        precondition(name.utf8CodeUnitCount == 4, "an OpenType tag has four characters")
        var value: UInt32 = 0
        name.withUTF8Buffer { bytes in
            for byte in bytes { value = value << 8 | UInt32(byte) }
        }
        rawValue = value
    }

    static let gsub = OpenTypeTag("GSUB")
    static let gpos = OpenTypeTag("GPOS")
    static let legacyKerning = OpenTypeTag("kern")
    static let kerningFeature = OpenTypeTag("kern")
    static let contextualAlternates = OpenTypeTag("calt")
}
