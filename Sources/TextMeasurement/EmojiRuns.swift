/// Which characters belong to emoji sequences, the way layout engines set emoji apart from the
/// text around them before choosing fonts: characters shown as emoji by default, skin-tone
/// modifiers, regional-indicator flags, text-default emoji followed by the emoji variation
/// selector, and the joiners and selectors inside such sequences.
enum EmojiRuns {
    static func isEmoji(_ scalars: [UInt32], at index: Int) -> Bool {
        let value = scalars[index]
        if value < 0x2000 { return value == 0x200D ? isJoined(scalars, at: index) : false }
        switch value {
        case 0x1F1E6...0x1F1FF:
            return true
        case 0x200D, 0xFE0F, 0xE0020...0xE007F:
            return isJoined(scalars, at: index)
        default:
            guard let scalar = Unicode.Scalar(value) else { return false }
            let properties = scalar.properties
            if properties.isEmojiPresentation || properties.isEmojiModifier { return true }
            return properties.isEmoji && index + 1 < scalars.count && scalars[index + 1] == 0xFE0F
        }
    }

    /// A joiner, selector or tag continues an emoji sequence when it follows one.
    private static func isJoined(_ scalars: [UInt32], at index: Int) -> Bool {
        var previous = index - 1
        while previous >= 0, [0x200D, 0xFE0F].contains(scalars[previous]) || (0xE0020...0xE007F).contains(scalars[previous]) {
            previous -= 1
        }
        return previous >= 0 && isEmoji(scalars, at: previous)
    }
}
