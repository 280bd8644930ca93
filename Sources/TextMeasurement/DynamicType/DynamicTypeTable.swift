/// Apple's Dynamic Type table for iOS: each text style's weight, and its point size and line
/// height at each content size category.
///
/// The figures are the Human Interface Guidelines' (Typography > Specifications), kept with
/// their source in `Datasets/fonts/dynamic-type.json` and generated into
/// `DynamicTypeTable+Data.swift` by `Scripts/fonts/generate_dynamic_type.py`.
public enum DynamicTypeTable {
    /// One style's figures, one entry per category in `columns` order.
    struct Row {
        var weight: FontWeight
        var sizes: [Double]
        var lineHeights: [Double]
    }

    /// The point size of `style` at `category` (body: 14, 15, 16, 17, 19, 21, 23, then 28 ... 53).
    public static func size(_ style: FontDescriptor.TextStyle, _ category: ContentSizeCategory) -> Double {
        row(style).sizes[category.column]
    }

    /// The line height Apple gives `style` at `category` (its table's "Leading" column: body
    /// 22 pt at Large). `LineHeightRule.styleLeading` turns it into the space between lines.
    public static func lineHeight(_ style: FontDescriptor.TextStyle, _ category: ContentSizeCategory) -> Double {
        row(style).lineHeights[category.column]
    }

    /// The weight of `style` (semibold for the headline, regular for the others).
    public static func weight(_ style: FontDescriptor.TextStyle) -> FontWeight {
        row(style).weight
    }
}

extension ContentSizeCategory {
    /// The category's column in the generated table: its place in `allCases`, which the
    /// generated `DynamicTypeTable.columns` must equal (DynamicTypeTests checks it).
    var column: Int {
        switch self {
        case .extraSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .extraLarge: 4
        case .extraExtraLarge: 5
        case .extraExtraExtraLarge: 6
        case .accessibilityMedium: 7
        case .accessibilityLarge: 8
        case .accessibilityExtraLarge: 9
        case .accessibilityExtraExtraLarge: 10
        case .accessibilityExtraExtraExtraLarge: 11
        }
    }
}
