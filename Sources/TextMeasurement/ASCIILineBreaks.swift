/// UAX #14 break opportunities for the plainest texts without ICU: words of ASCII letters and
/// digits with sentence punctuation, separated by spaces. For such text the rules reduce to
/// "break after the last space of a run of spaces" (LB18) and at the end of the text (LB3):
/// inside a word, letters and digits never break from each other (LB23, LB28), nor from
/// `. , : ;` before them (LB13; after them LB29, LB25 for numbers) or from an apostrophe on
/// either side (LB19), and `! ?` never break from what precedes them (LB13).
///
/// Anything outside that shape (hyphens, slashes, brackets, quotes, other scripts, a word that
/// starts with punctuation, a letter right after `!`/`?`, a digit after `.,:;` not preceded by
/// a digit, a leading space) returns nil and ICU decides. `FastModeTests` checks that the two
/// agree on every text of the corpus this accepts, and on a list of tricky strings.
enum ASCIILineBreaks {
    private enum Kind: UInt8 { case other = 0, letter, digit, space, infix, exclamation, apostrophe }

    /// Kind of every ASCII character (`other`: not handled here).
    private static let kinds: [Kind] = (0..<128).map { (value: Int) -> Kind in
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): .letter
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit
        case UInt8(ascii: " "): .space
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"): .infix
        case UInt8(ascii: "!"), UInt8(ascii: "?"): .exclamation
        case UInt8(ascii: "'"): .apostrophe
        default: .other
        }
    }

    /// Marks the break opportunities of `scalars` in `isBreak` (`scalars.count + 1` entries, all
    /// false on entry); false, with `isBreak` in an unspecified state, when ICU must decide.
    static func find(_ scalars: UnsafeBufferPointer<UInt32>, into isBreak: UnsafeMutableBufferPointer<Bool>) -> Bool {
        // ICU reports no boundary at all for an empty text; the workspace never asks, but keep
        // the contract "equal to ICU" without exceptions.
        guard !scalars.isEmpty else { return false }
        let kinds = Self.kinds
        var previous = Kind.space       // as if a space preceded the text: words start cleanly
        var beforePrevious = Kind.space
        for (index, scalar) in scalars.enumerated() {
            guard scalar < 128 else { return false }
            let kind = kinds[Int(scalar)]
            switch kind {
            case .other:
                return false
            case .space:
                if index == 0 { return false }
            case .letter, .digit:
                if previous == .space {
                    if index > 0 { isBreak[index] = true }
                } else if previous == .exclamation {
                    return false
                } else if kind == .digit, previous == .infix, beforePrevious != .digit {
                    return false
                }
            case .infix, .exclamation, .apostrophe:
                if previous == .space { return false }
            }
            beforePrevious = previous
            previous = kind
        }
        isBreak[scalars.count] = true
        return true
    }
}
