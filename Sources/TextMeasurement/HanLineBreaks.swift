/// UAX #14 break opportunities for plain Chinese prose without ICU: Han ideographs
/// U+4E00...U+9FA5 (class ID) with the common full-width punctuation (CL 、。，．」』】, OP 「『【,
/// EX ！？, NS ：；). For such text the rules reduce to: no break before CL, EX or NS (LB13,
/// LB21), none after OP (LB14), a break everywhere else between two characters (LB31), and
/// at the end of the text (LB3). No space, letter or other character takes part (they bring
/// in LB18, LB30 and the rest), so anything else returns false and ICU decides.
///
/// `HanLineBreakTests` checks that this equals ICU on every corpus text it accepts and on a
/// list of strings holding every character it handles next to every other.
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

    /// Marks the break opportunities of `scalars` in `isBreak` (`scalars.count + 1` entries, all
    /// false on entry); false, with `isBreak` in an unspecified state, when ICU must decide.
    static func find(_ scalars: UnsafeBufferPointer<UInt32>, into isBreak: UnsafeMutableBufferPointer<Bool>) -> Bool {
        // ICU reports no boundary for an empty text (see `ASCIILineBreaks`).
        guard !scalars.isEmpty else { return false }
        var previous = Kind.other
        for (index, scalar) in scalars.enumerated() {
            let kind = kind(scalar)
            switch kind {
            case .other:
                return false
            case .ideographic, .opening:
                if index > 0, previous != .opening { isBreak[index] = true }
            case .closing, .exclamation, .nonStarter:
                break
            }
            previous = kind
        }
        isBreak[scalars.count] = true
        return true
    }
}
