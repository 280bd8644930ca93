extension LayoutConstraint {
    /// What a Visual Format string should add to the spacings and sizes it spells out: UIKit's
    /// `NSLayoutConstraint.FormatOptions`, with the same member names and raw values.
    ///
    /// - Alignment (`alignAll...`): every consecutive pair of views in the format is made equal
    ///   on that attribute. Only attributes perpendicular to the format's axis are allowed
    ///   (`alignAllTop` in an `H:` format, `alignAllLeading` in a `V:` one). Several may be
    ///   combined (`[.alignAllTop, .alignAllBottom]`).
    /// - Direction (`H:` formats only): leading-to-trailing (the default) uses leading/trailing;
    ///   left-to-right uses left/right; right-to-left lays the views out from the right edge.
    /// - Spacing (`V:` formats only): baseline-to-baseline measures the spacing between two
    ///   views from the upper one's last baseline to the lower one's first baseline.
    ///
    /// As in UIKit, an alignment bit is `1 << attribute.rawValue`, so the raw values match
    /// `NSLayoutFormatOptions` bit for bit.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(attribute: .left)
        public static let alignAllRight = FormatOptions(attribute: .right)
        public static let alignAllTop = FormatOptions(attribute: .top)
        public static let alignAllBottom = FormatOptions(attribute: .bottom)
        public static let alignAllLeading = FormatOptions(attribute: .leading)
        public static let alignAllTrailing = FormatOptions(attribute: .trailing)
        public static let alignAllCenterX = FormatOptions(attribute: .centerX)
        public static let alignAllCenterY = FormatOptions(attribute: .centerY)
        public static let alignAllLastBaseline = FormatOptions(attribute: .lastBaseline)
        public static let alignAllFirstBaseline = FormatOptions(attribute: .firstBaseline)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// The default: an empty set, as in UIKit (so `contains` is always true for it).
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// The default: an empty set, as in UIKit.
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        private init(attribute: LayoutAttribute) {
            rawValue = 1 << UInt(attribute.rawValue)
        }

        /// The attributes the `alignAll...` bits ask for, in raw-value order. Bits of the
        /// alignment mask that name no alignment (width, height, margins) are ignored.
        public var alignmentAttributes: [LayoutAttribute] {
            FormatOptions.alignableAttributes.filter { contains(FormatOptions(attribute: $0)) }
        }

        private static let alignableAttributes: [LayoutAttribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
        ]

        /// The option spelled as UIKit's member name (`"alignAllTop"`, `"directionRightToLeft"`,
        /// ...), for command lines and documents; nil for an unknown name.
        public init?(name: String) {
            guard let match = FormatOptions.namedMembers.first(where: { $0.name == name }) else { return nil }
            self = match.option
        }

        /// UIKit's member names, in declaration order.
        public static let namedMembers: [(name: String, option: FormatOptions)] = [
            ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight),
            ("alignAllTop", .alignAllTop), ("alignAllBottom", .alignAllBottom),
            ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
            ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
            ("alignAllLastBaseline", .alignAllLastBaseline), ("alignAllFirstBaseline", .alignAllFirstBaseline),
            ("directionLeadingToTrailing", .directionLeadingToTrailing),
            ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
            ("spacingEdgeToEdge", .spacingEdgeToEdge), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
        ]
    }
}
