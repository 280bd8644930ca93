/// The characters of plain Chinese prose: Han ideographs U+4E00...U+9FA5 (line-break class
/// ID) with the common full-width punctuation (CL 、。，．」』】, OP 「『【, EX ！？, NS ：；), by
/// class. The itemizer sets a paragraph of only these in one pass (`itemizePlainHan`);
/// `CommonLineBreaks` finds their break opportunities (`HanLineBreakTests` checks both
/// against ICU, every character next to every other).
enum HanLineBreaks {
    enum Kind: UInt8 { case other = 0, ideographic, closing, opening, exclamation, nonStarter }

    /// The class of `scalar` for this finder (`other`: not handled here).
    @inline(__always)
    static func kind(_ scalar: UInt32) -> Kind {
        // The URO as of Unicode 1.1: every one of these is assigned, Han, in any Unicode version.
        if scalar >= 0x4E00, scalar <= 0x9FA5 { return .ideographic }
        switch scalar {
        case 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0x300D, 0x300F, 0x3011: return .closing
        case 0x300C, 0x300E, 0x3010: return .opening
        case 0xFF01, 0xFF1F: return .exclamation
        case 0xFF1A, 0xFF1B: return .nonStarter
        default: return .other
        }
    }
}
