/// Which characters belong to emoji sequences, the way layout engines set emoji apart from the
/// text around them before choosing fonts: characters shown as emoji by default, skin-tone
/// modifiers, regional-indicator flags, text-default emoji followed by the emoji variation
/// selector, and the joiners and selectors inside such sequences.
enum EmojiRuns {
    /// `table`: `CharacterTraits.basicPlane`, passed in so hot loops need no global access.
    static func isEmoji(_ scalars: [UInt32], at index: Int, table: [UInt8] = CharacterTraits.basicPlane) -> Bool {
        let value = scalars[index]
        if value < 0x2000 { return value == 0x200D ? isJoined(scalars, at: index) : false }
        switch value {
        case 0x1F1E6...0x1F1FF:
            return true
        case 0x200D, 0xFE0F, 0xE0020...0xE007F:
            return isJoined(scalars, at: index)
        default:
            let traits = value < 0x10000 ? table[Int(value)] : CharacterTraits.traits(value)
            if traits & CharacterTraits.emojiPresentation != 0 { return true }
            return traits & CharacterTraits.emoji != 0 && index + 1 < scalars.count && scalars[index + 1] == 0xFE0F
        }
    }

    /// A joiner, selector or tag continues an emoji sequence when it follows one.
    private static func isJoined(_ scalars: [UInt32], at index: Int) -> Bool {
        var previous = index - 1
        while previous >= 0, [0x200D, 0xFE0F].contains(scalars[previous]) || (0xE0020...0xE007F).contains(scalars[previous]) {
            previous -= 1
        }
        return previous >= 0 && isEmoji(scalars, at: previous, table: CharacterTraits.basicPlane)
    }
}
