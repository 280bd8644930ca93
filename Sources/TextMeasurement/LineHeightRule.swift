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
/// The rule (SEMANTICS §4, except where it lets the tallest face set a line: the stored frames of
/// 61 apps say otherwise, see `line(faces:of:size:)`): a line is `ascender + |descender| + lineGap` of the label's font,
/// scaled to the point size, and its baseline sits that font's ascender below the top of the line
/// (the line gap goes below the text, as TextKit adds leading under a line). A fallback face that
/// draws characters the font lacks (Chinese, Korean, Japanese) sets neither, however tall its own
/// line (`line(faces:of:size:)` says the evidence). Every measurer routes through here, so
/// changing the rule is one edit.
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

    /// The height and baseline of a line of a font whose faces, in fallback order, have `metrics`,
    /// drawn by the faces of `used` (bit `i`: the face of `metrics[i]`): the font's own (its first
    /// face's), whichever faces draw the line.
    ///
    /// Why not the tallest face drawing the line (the rule until 2026-11-29): Interface Builder
    /// stores labels whose text falls back to another face at the label font's line
    /// (`Scripts/labels/cjk_line_heights.py`, `Datasets/labels/cjk-line-heights.jsonl`). Of the
    /// label census's single-line system-font labels with Hangul, kana or Han text and their own
    /// height, in its fit apps, 305 of 308 (43 apps, Xcode 6 to 16, 47 with Latin mixed in) are
    /// stored at the system font's line, exact or ceiled to a whole point, and none at the
    /// fallback's (Noto Sans CJK's 1.448 em: 24.667 pt at 17 where Xcode stores 20.333 or 21);
    /// multi-line ones at their line count times it (32 of 32, 11 apps). The held-out apps agree:
    /// 150 of 152 (18 apps) and 12 of 12. So do the Georgian, Persian and Bengali labels (5).
    /// `used` stays in the signature: it is what a line knows of its faces, and where an
    /// exception by face would go.
    public static func line<Metrics: RandomAccessCollection<VerticalMetrics>>(
        faces used: UInt32, of metrics: Metrics, size: Double
    ) -> (height: Double, baseline: Double) {
        guard let font = metrics.first else { return (0, 0) }
        return (lineHeight(font, size: size), baselineOffset(font, size: size))
    }

    /// The space a text style puts between two lines: the style's line height from Apple's table
    /// (`DynamicTypeTable.lineHeight`) minus the line height of the style's font (its first face:
    /// the system font's 2444/2048 em), never negative (caption2 at the small categories,
    /// 11 pt on 13 pt lines, is 13.13 pt tall by its font alone and gets none).
    public static func styleLeading(styleLineHeight: Double, fontMetrics: VerticalMetrics, size: Double) -> Double {
        max(0, styleLineHeight - lineHeight(fontMetrics, size: size))
    }
}
