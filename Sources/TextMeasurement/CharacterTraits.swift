/// Per-character facts the layout consults in its inner loops, precomputed for the BMP
/// (one byte a character) so the loops never call into the Unicode property tables.
enum CharacterTraits {
    /// Chooses no font of its own: controls, format characters, separators, spaces (not
    /// U+1680, which has a glyph) and variation selectors. Such characters join the font run
    /// they are in, as text layout engines do (a font is never chosen just to show a space).
    static let fontNeutral: UInt8 = 1 << 0
    /// White space that may hang at the end of a line (spaces, tabs, line and paragraph separators).
    static let whiteSpace: UInt8 = 1 << 1
    /// Needs HarfBuzz even in fast mode: combining marks (their advance is zeroed in shaping),
    /// default-ignorable characters (shaping hides them), private-use characters and the
    /// fraction slash.
    static let needsShaping: UInt8 = 1 << 2
    /// Ends a paragraph: a mandatory line break in UAX #14 (LF, CR, NEL, VT, FF, LS, PS).
    static let hardBreak: UInt8 = 1 << 3
    /// Shown as emoji by default (Emoji_Presentation) or an emoji skin-tone modifier.
    static let emojiPresentation: UInt8 = 1 << 4
    /// Has the Emoji property (some show as text unless followed by U+FE0F).
    static let emoji: UInt8 = 1 << 5

    static let basicPlane: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 0x10000)
        var value: UInt32 = 0
        while value < 0x10000 {
            if let block = uniformBlocks.first(where: { $0.contains(value) }) {
                let entry = traitsOfBMP(block.lowerBound)
                for member in block { table[Int(member)] = entry }
                value = block.upperBound + 1
            } else {
                table[Int(value)] = traitsOfBMP(value)
                value += 1
            }
        }
        return table
    }()

    /// Blocks of the BMP whose characters all have the same traits (ideographs, syllables,
    /// surrogates, private use: 48,000 of its 65,536 characters), so that `basicPlane` asks the
    /// Unicode properties once per block: asking them for every character took 20 ms at the
    /// start of every job. `CharacterTraitsTests` checks every character of each block against
    /// the properties of the Unicode data in use.
    static let uniformBlocks: [ClosedRange<UInt32>] = [
        0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA48C,  // Yi Syllables
        0xAC00...0xD7A3,  // Hangul Syllables
        0xD800...0xDFFF,  // surrogates
        0xE000...0xF8FF,  // Private Use Area
    ]

    /// `traits(of:)` for a BMP value, surrogates included (they choose no font).
    static func traitsOfBMP(_ value: UInt32) -> UInt8 {
        guard let scalar = Unicode.Scalar(value) else { return fontNeutral }
        return traits(of: scalar)
    }

    /// The same for U+1F000...U+1FFFF, where the emoji are: texts with emoji look their traits
    /// up several times per character, and the Unicode property calls cost more than the rest
    /// of their table-set layout.
    static let emojiBlocks: [UInt8] = (UInt32(0x1F000)..<0x20000).map { value in
        Unicode.Scalar(value).map(traits(of:)) ?? 0
    }

    static func traits(_ value: UInt32) -> UInt8 {
        if value < 0x10000 { return basicPlane[Int(value)] }
        if value &- 0x1F000 < 0x1000 { return emojiBlocks[Int(value &- 0x1F000)] }
        guard let scalar = Unicode.Scalar(value) else { return 0 }
        return traits(of: scalar)
    }

    static func traits(of scalar: Unicode.Scalar) -> UInt8 {
        let properties = scalar.properties
        var result: UInt8 = 0
        switch properties.generalCategory {
        case .control, .format, .surrogate, .lineSeparator, .paragraphSeparator:
            result |= fontNeutral
        case .spaceSeparator where scalar.value != 0x1680:
            result |= fontNeutral
        case .nonspacingMark, .enclosingMark, .spacingMark:
            result |= needsShaping
        case .privateUse:
            // What a private-use character is depends on the font alone (Inter maps combining
            // mark variants there, icon fonts their icons): HarfBuzz decides, never the tables.
            result |= needsShaping
        default:
            break
        }
        if (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value) {
            result |= fontNeutral
        }
        if properties.isDefaultIgnorableCodePoint { result |= needsShaping }
        // The fraction slash turns on HarfBuzz's 'frac', 'numr' and 'dnom' for the digits
        // around it, which the fast path's tables leave out (`OpenTypeLayoutQuery`).
        if scalar.value == 0x2044 { result |= needsShaping }
        if properties.isEmojiPresentation || properties.isEmojiModifier { result |= emojiPresentation }
        if properties.isEmoji { result |= emoji }
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
            result |= hardBreak | whiteSpace
        case 0x09:
            result |= whiteSpace
        default:
            if properties.generalCategory == .spaceSeparator { result |= whiteSpace }
        }
        return result
    }
}
