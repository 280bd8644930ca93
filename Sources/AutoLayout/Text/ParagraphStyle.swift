import Foundation
import TextMeasurement

/// The line-height settings of UIKit's `NSParagraphStyle` that change a label's size: what an
/// attributed text's `.paragraphStyle` attribute gives a `UILabel`.
///
/// Invariant (Apple's `NSParagraphStyle` documentation): each line's natural height is
/// multiplied by `lineHeightMultiple` (when positive), then held to at least
/// `minimumLineHeight` and at most `maximumLineHeight` (each when positive); `lineSpacing`
/// is added between consecutive lines and, in a label, not after the last one (seen in two
/// apps' Interface Builder documents: dashwallet's 13 multi-line labels of
/// `Datasets/xib-more/files/264.storyboard` store n lines plus n - 1 spacings at 2 and 3 points
/// for 2 to 5 lines, and a one-line label with spacing 3 keeps its text height; DuckDuckGo's
/// `Datasets/xib/files/101.storyboard` two 15-point lines plus 3). The height a line gains
/// goes above its text (TextKit sets the glyphs on the line fragment's bottom), so the
/// baselines move down with it. Paragraph spacing is not modelled: no label of the fixture sets
/// uses it.
public struct ParagraphStyle: Hashable, Sendable {
    public var lineSpacing: CGFloat = 0
    public var lineHeightMultiple: CGFloat = 0
    public var minimumLineHeight: CGFloat = 0
    public var maximumLineHeight: CGFloat = 0

    public init(lineSpacing: CGFloat = 0, lineHeightMultiple: CGFloat = 0, minimumLineHeight: CGFloat = 0,
                maximumLineHeight: CGFloat = 0) {
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
    }

    /// The height of a line whose natural height is `natural`.
    public func lineHeight(natural: Double) -> Double {
        var line = lineHeightMultiple > 0 ? natural * Double(lineHeightMultiple) : natural
        if minimumLineHeight > 0 { line = max(line, Double(minimumLineHeight)) }
        if maximumLineHeight > 0 { line = min(line, Double(maximumLineHeight)) }
        return line
    }

    /// A text's height and baselines as laid out.
    package struct LineLayout {
        var height: Double
        var firstBaseline: Double
        var lastBaseline: Double

        /// The lines as measured, with no style.
        init(unstyled metrics: TextMetrics) {
            (height, firstBaseline, lastBaseline) = (metrics.height, metrics.firstBaseline, metrics.lastBaseline)
        }

        package init(height: Double, firstBaseline: Double, lastBaseline: Double) {
            (self.height, self.firstBaseline, self.lastBaseline) = (height, firstBaseline, lastBaseline)
        }
    }

    /// The height and baselines of `metrics` (a text measured without the style) as the style
    /// lays its lines out. The lines of a label share one font, so each line's natural height is
    /// the measured height over the number of lines.
    package func lineLayout(of metrics: TextMetrics) -> LineLayout {
        lineLayout(of: LineLayout(unstyled: metrics), lineCount: metrics.lineCount)
    }

    /// `lineLayout(of:)` of a measurement given as its numbers (`unstyled`, and its number of
    /// lines): the batch engine keeps those, not the metrics.
    package func lineLayout(of unstyled: LineLayout, lineCount count: Int) -> LineLayout {
        guard count > 0 else { return unstyled }
        let natural = unstyled.height / Double(count)
        let line = lineHeight(natural: natural)
        let gained = line - natural
        let pitchGained = gained + Double(lineSpacing)
        return LineLayout(height: Double(count) * line + Double(count - 1) * Double(lineSpacing),
                          firstBaseline: unstyled.firstBaseline + gained,
                          lastBaseline: unstyled.lastBaseline + gained + Double(count - 1) * pitchGained)
    }

    /// `metrics` as the style lays its lines out (`lineLayout(of:)`), the width and lines kept.
    package func styled(_ metrics: TextMetrics) -> TextMetrics {
        let laid = lineLayout(of: metrics)
        var styled = metrics
        styled.height = laid.height
        styled.firstBaseline = laid.firstBaseline
        styled.lastBaseline = laid.lastBaseline
        return styled
    }
}
