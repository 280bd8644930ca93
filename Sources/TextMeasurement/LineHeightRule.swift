/// A face's vertical metrics in font design units, as its `hhea` table gives them.
public struct VerticalMetrics: Hashable, Sendable {
    public var unitsPerEm: Int
    /// Distance from the baseline up to the top of the line (positive).
    public var ascender: Int
    /// Distance from the baseline down to the bottom of the line (negative in the font; its
    /// magnitude is what counts).
    public var descender: Int
    public var lineGap: Int

    public init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }
}

/// The one place that decides how tall a line of text is and where its baseline sits.
///
/// The rule (SEMANTICS §4): a line is `ascender + |descender| + lineGap` of its font, scaled to the
/// point size; a line that mixes fonts (fallback for characters the first font lacks) takes the
/// tallest of them. The baseline sits the largest ascender of those fonts below the top of the
/// line (the line gap goes below the text, as TextKit adds leading under a line). Every
/// measurer routes through here, so changing the rule is one edit.
///
/// Text styles add leading between lines (`styleLeading`): Apple's Dynamic Type table gives
/// each style a line height (body: 17 pt on 22 pt lines at Large), taller than the font's own
/// line (20.287 pt); the difference goes between consecutive lines, not above the first or
/// below the last, so a one-line label is as tall as with a plain font of that size.
public enum LineHeightRule {
    /// Height of one line set in a face with `metrics` at `size` points.
    public static func lineHeight(_ metrics: VerticalMetrics, size: Double) -> Double {
        Double(metrics.ascender + abs(metrics.descender) + metrics.lineGap) * size / Double(metrics.unitsPerEm)
    }

    /// Distance from the top of a line set in `metrics` at `size` points to its baseline.
    public static func baselineOffset(_ metrics: VerticalMetrics, size: Double) -> Double {
        Double(metrics.ascender) * size / Double(metrics.unitsPerEm)
    }

    /// The height and baseline of a line that uses the faces whose metrics are `used`: the
    /// tallest face sets the height, the largest ascender the baseline.
    public static func line(using used: some Sequence<VerticalMetrics>, size: Double) -> (height: Double, baseline: Double) {
        var result: (height: Double, baseline: Double) = (0, 0)
        for metrics in used {
            result.height = max(result.height, lineHeight(metrics, size: size))
            result.baseline = max(result.baseline, baselineOffset(metrics, size: size))
        }
        return result
    }

    /// The space a text style puts between two lines: the style's line height from Apple's table
    /// (`DynamicTypeTable.lineHeight`) minus the line height of the style's font (its first face:
    /// the system font's 2444/2048 em), never negative (caption2 at the small categories,
    /// 11 pt on 13 pt lines, is 13.13 pt tall by its font alone and gets none).
    public static func styleLeading(styleLineHeight: Double, fontMetrics: VerticalMetrics, size: Double) -> Double {
        max(0, styleLineHeight - lineHeight(fontMetrics, size: size))
    }
}
