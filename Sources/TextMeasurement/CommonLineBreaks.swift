import CLineBreaking

/// UAX #14 break opportunities without ICU's iterator for texts made only of the classes that
/// feed and chat text uses: letters (AL: Latin, '@', '#'), digits (NU), spaces (SP), `. , : ;`
/// (IS), `! ?` (EX), quotes (QU), hyphens (HY), '/' (SY), BA, ideographs and most emoji (ID),
/// closing and opening punctuation (CL, CP, OP), nonstarters (NS), '…' (IN), '—' (B2), emoji
/// bases and modifiers (EB, EM), combining marks (CM), ZWJ and regional indicators (RI).
///
/// The classes come from ICU's own Unicode data (`oal_line_break_class`), so only the rules
/// are written here, those of UAX #14 (Unicode 15.0, ICU 72) between these classes:
/// LB2, LB3, LB7, LB8a, LB9, LB13-LB19, LB21, LB22, LB23, LB25 (inside a number), LB28,
/// LB29, LB30, LB30a, LB30b, LB31. Wherever ICU's tailoring could differ from the plain rule,
/// or a class outside the list appears (hard breaks, Hangul, Thai, Hebrew, PR/PO, glue,
/// ambiguous...), the finder declines the text and ICU decides: a digit after `. , : ; / -`
/// that does not continue a number, a modifier (EM) after anything but an emoji base, a mark
/// or ZWJ at the start or after a space, and a leading space.
///
/// `CommonLineBreakTests` checks this equal to ICU on every corpus text, every feed and chat
/// row, and on seeded random strings over these classes.
enum CommonLineBreaks {
    enum Class: UInt8 {
        case other = 0, letter, numeric, space, infix, exclamation, quotation, hyphen, symbol, breakAfter, ideographic,
             closing, closingParenthesis, opening, nonStarter, inseparable, breakBoth, emojiBase, emojiModifier,
             combiningMark, zeroWidthJoiner, regionalIndicator
    }

    /// Whether the ICU in use is one whose line-break rules these are (ICU 72: its rules and
    /// tailorings were compared with this finder; a later ICU follows newer UAX #14 rules,
    /// such as Unicode 15.1's for quotation marks and numbers). Elsewhere ICU always decides.
    static let matchesInstalledICU = oal_icu_major_version() == 72

    /// The flag set in a table entry when the character is East Asian wide (F, W or H).
    static let wideFlag: UInt8 = 0x80

    /// Entry of every BMP character: its `Class` (raw value), with `wideFlag` when it is East
    /// Asian wide. Built once from ICU's data.
    static let basicPlane: [UInt8] = (0..<0x10000).map { entry(UInt32($0)) }

    /// `Scanner`'s steps over printable ASCII as a table (see there).
    static let printableASCII = PrintableASCIIBreaks(table: basicPlane)

    static func entry(_ scalar: UInt32) -> UInt8 {
        let rawClass = UInt8(truncatingIfNeeded: oal_line_break_class(scalar))
        // ICU's hyphen rule (below) treats U+2010 like '-' although its class is BA: left to ICU.
        guard Class(rawValue: rawClass) != nil, scalar != 0x2010 else { return 0 }
        return rawClass | (oal_is_east_asian_wide(scalar) != 0 ? wideFlag : 0)
    }

    /// Marks the break opportunities of `scalars` in `isBreak` (`scalars.count + 1` entries, all
    /// false on entry); false, with `isBreak` in an unspecified state, when ICU must decide.
    /// `table` is `basicPlane` (passed in so that the loop reads a stored array).
    static func find(_ scalars: UnsafeBufferPointer<UInt32>, into isBreak: UnsafeMutableBufferPointer<Bool>,
                     table: [UInt8]) -> Bool {
        // ICU reports no boundary at all for an empty text.
        guard !scalars.isEmpty else { return false }
        var scanner = Scanner()
        return table.withUnsafeBufferPointer { table in
            var index = -1
            while index + 1 < scalars.count {
                index += 1
                let scalar = scalars[index]
                let entry = Self.entry(scalar, table: table)
                if scanner.continuesLetters(entry) {
                    // The rest of an ASCII word at once: its letters are all AL
                    // (`CommonLineBreakTests`), so nothing breaks and the state stays.
                    while index + 1 < scalars.count, isASCIILetter(scalars[index + 1]) { index += 1 }
                    continue
                }
                guard let allowed = scanner.breaks(before: entry, at: index) else { return false }
                if allowed { isBreak[index] = true }
            }
            isBreak[scalars.count] = true
            return true
        }
    }

    /// `scalar`'s entry: `table` (`basicPlane`) for the BMP. The URO's ideographs skip the
    /// table (it is larger than the processor's first cache); `CommonLineBreakTests` checks
    /// that they all have this entry.
    @inline(__always)
    static func entry(_ scalar: UInt32, table: UnsafeBufferPointer<UInt8>) -> UInt8 {
        scalar >= 0x4E00 && scalar <= 0x9FA5 ? Class.ideographic.rawValue | wideFlag
            : scalar < 0x10000 ? table[Int(scalar)] : entry(scalar)
    }

    /// The rules applied one character at a time, for a caller that reads the text in its own
    /// loop (`find`, and the one pass over printable ASCII that sets and breaks a paragraph).
    ///
    /// Invariant: fed the entries of a text's characters in order from its start, `breaks`
    /// answers what `find` marks before each, until the first nil (ICU must decide; the
    /// scanner is then done with this text).
    struct Scanner: Hashable {
        private var state = State()

        /// Whether a letter with `entry` continues a word of letters: LB28, no break, and the
        /// state stays (so a caller may skip the rest of an ASCII word).
        @inline(__always)
        func continuesLetters(_ entry: UInt8) -> Bool {
            entry == Class.letter.rawValue && entry == state.previousEntry && !state.spaces && !state.afterJoiner
        }

        /// Whether there is a break opportunity before the character at `index` (its table
        /// `entry`); nil when ICU must decide.
        @inline(__always)
        mutating func breaks(before entry: UInt8, at index: Int) -> Bool? {
            let letter = Class.letter.rawValue
            // The common steps first, each what `advance` would do: a letter after a letter
            // never breaks (LB28), a wide ideograph after one always does (LB31), and neither
            // changes the state; a space only counts (LB7).
            if entry == state.previousEntry, !state.spaces, !state.afterJoiner {
                if entry == letter { return false }
                if entry == Class.ideographic.rawValue | wideFlag { return true }
            }
            if entry == Class.space.rawValue, index > 0 {
                state.spaces = true
                state.afterJoiner = false
                return false
            }
            // A letter after spaces (the start of most words): LB18 allows a break unless the
            // character before the spaces opens (LB14); LB13 and LB15-LB17 never apply to a
            // letter. The state becomes what `advance` would make it.
            if entry == letter, state.spaces {
                let allowed = state.previous != .opening
                state.startWord(letter)
                return allowed
            }
            guard let kind = Class(rawValue: entry & ~wideFlag), kind != .other else { return nil }
            return state.advance(kind, entry: entry, first: index == 0)
        }
    }

    @inline(__always)
    static func isASCIILetter(_ scalar: UInt32) -> Bool { (scalar | 0x20) &- 0x61 < 26 }

    /// What the rules need to know about the text before the current character.
    private struct State: Hashable {
        /// Class of the last character that is not a space, a mark or ZWJ (LB9 folds those
        /// into the character before), and whether it is East Asian wide.
        var previous = Class.other
        var previousWide = false
        /// `previous`'s table entry (class and width).
        var previousEntry: UInt8 = 0
        /// Spaces since `previous`.
        var spaces = false
        /// The character just before is ZWJ (LB8a).
        var afterJoiner = false
        /// `previous` ends a number: NU (NU | SY | IS)* without spaces.
        var inNumber = false
        /// Regional indicators in a row up to and including `previous`.
        var regionalIndicators = 0
        /// `previous` is a hyphen at the start of the text or after a break opportunity.
        var hyphenStartsWord = false

        /// `advance` for a letter (not wide) after spaces: the letter becomes `previous`.
        /// Spaces here always follow a character (a leading space is declined) and clear
        /// `afterJoiner`, as a mark or ZWJ after spaces is declined.
        @inline(__always)
        mutating func startWord(_ entry: UInt8) {
            hyphenStartsWord = false
            inNumber = false
            regionalIndicators = 0
            previous = .letter
            previousWide = false
            previousEntry = entry
            spaces = false
            afterJoiner = false
        }

        /// Takes the next character; returns whether there is a break opportunity before it,
        /// nil when ICU must decide.
        @inline(__always)
        mutating func advance(_ kind: Class, entry: UInt8, first: Bool) -> Bool? {
            let wide = entry & CommonLineBreaks.wideFlag != 0
            switch kind {
            case .space:
                if first { return nil }
                spaces = true
                afterJoiner = false
                return false
            case .combiningMark, .zeroWidthJoiner:
                // LB10 (a mark with nothing to attach to) is left to ICU.
                if first || spaces { return nil }
                afterJoiner = kind == .zeroWidthJoiner
                return false
            default:
                break
            }
            let allowed: Bool
            if first {
                allowed = false                                     // LB2
            } else if afterJoiner {
                allowed = false                                     // LB8a
            } else {
                guard let decided = breaks(before: kind, wide: wide) else { return nil }
                allowed = decided
            }
            hyphenStartsWord = kind == .hyphen && (first || allowed)
            let continuesNumber = (kind == .infix || kind == .symbol) && inNumber && !spaces
            inNumber = kind == .numeric || continuesNumber
            regionalIndicators = kind == .regionalIndicator && previous == .regionalIndicator && !spaces
                ? regionalIndicators + 1 : (kind == .regionalIndicator ? 1 : 0)
            previous = kind
            previousWide = wide
            previousEntry = entry
            spaces = false
            afterJoiner = false
            return allowed
        }

        /// The rules between `previous` (with spaces between when `spaces`) and `next`.
        @inline(__always)
        private func breaks(before next: Class, wide: Bool) -> Bool? {
            // ICU breaks between a space and IS when a number follows (" .5"), a rule newer
            // UAX #14 versions adopted: left to ICU.
            if spaces, next == .infix { return nil }
            switch next {
            case .closing, .closingParenthesis, .exclamation, .infix, .symbol: return false          // LB13
            default: break
            }
            if previous == .opening { return false }                                                 // LB14
            if previous == .quotation, next == .opening { return false }                             // LB15
            if previous == .closing || previous == .closingParenthesis, next == .nonStarter { return false } // LB16
            if previous == .breakBoth, next == .breakBoth { return false }                           // LB17
            if spaces { return true }                                                                // LB18
            // ICU's own rule (not UAX #14's): a hyphen that starts a word (at the start or after
            // a break opportunity) does not break from a letter after it.
            if previous == .hyphen, hyphenStartsWord, next == .letter { return false }
            if next == .quotation || previous == .quotation { return false }                         // LB19
            if next == .breakAfter || next == .hyphen || next == .nonStarter { return false }        // LB21
            if next == .inseparable { return false }                                                 // LB22
            switch (previous, next) {
            case (.letter, .numeric), (.numeric, .letter): return false                              // LB23
            case (.numeric, .numeric): return false                                                  // LB25
            case (.infix, .numeric), (.symbol, .numeric):
                // Inside a number LB25 holds; elsewhere ICU's number rules decide.
                return inNumber ? false : nil
            case (.hyphen, .numeric): return nil
            case (.letter, .letter): return false                                                    // LB28
            case (.infix, .letter): return false                                                     // LB29
            case (.letter, .opening), (.numeric, .opening): return wide                              // LB30
            case (.closingParenthesis, .letter), (.closingParenthesis, .numeric): return previousWide
            case (.regionalIndicator, .regionalIndicator): return regionalIndicators % 2 == 0       // LB30a
            case (.emojiBase, .emojiModifier): return false                                          // LB30b
            case (_, .emojiModifier): return nil
            default: return true                                                                     // LB31
            }
        }
    }
}
