extension FontDescriptor {
    /// UIKit's `UIFont.TextStyle`: a semantic font whose size (and line height) follow the
    /// user's content size category, by Apple's Dynamic Type table (`DynamicTypeTable`).
    ///
    /// Raw values are UIKit's case names, as documents, rows and `measure` requests spell them.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

        /// The name Interface Builder writes in `<fontDescription style="...">` (UIKit's raw
        /// `UIFont.TextStyle` values: the large title is `UICTFontTextStyleTitle0`).
        public var interfaceBuilderName: String {
            switch self {
            case .largeTitle: "UICTFontTextStyleTitle0"
            case .title1: "UICTFontTextStyleTitle1"
            case .title2: "UICTFontTextStyleTitle2"
            case .title3: "UICTFontTextStyleTitle3"
            case .headline: "UICTFontTextStyleHeadline"
            case .subheadline: "UICTFontTextStyleSubhead"
            case .body: "UICTFontTextStyleBody"
            case .callout: "UICTFontTextStyleCallout"
            case .footnote: "UICTFontTextStyleFootnote"
            case .caption1: "UICTFontTextStyleCaption1"
            case .caption2: "UICTFontTextStyleCaption2"
            }
        }

        /// The style Interface Builder names `name`, if any.
        public init?(interfaceBuilderName name: String) {
            guard let style = Self.allCases.first(where: { $0.interfaceBuilderName == name }) else { return nil }
            self = style
        }
    }
}
