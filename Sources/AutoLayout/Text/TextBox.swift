import Foundation
import TextMeasurement

/// The box a label, button or text view sets its text in, and the rule that turns a text
/// measurement into the view's intrinsic size and baselines (`TextSizing` adds the font and
/// line limit). Plain values only: the batch engine keeps one per text slot and reads it for
/// every text of every row, and a copy with no reference in it is a few moves, where one with
/// the font's family name went through the runtime's value witness and a reference count.
package struct TextBox: Hashable, Sendable {
    /// Space around the text inside the view (a button's content insets, a text view's
    /// container inset and line padding).
    package var chrome: EdgeInsets
    /// Whether empty text still takes one line (a text view's caret line) instead of 0 x 0.
    package var emptyTextTakesOneLine: Bool
    package var baselines: BaselineStyle
    /// The wrapping width of the first (natural) measurement: a label's
    /// `preferredMaxLayoutWidth`; nil measures the text unwrapped.
    package var naturalMaxWidth: CGFloat?
    /// Whether layout measures the text again at the width it solved (multi-line text).
    package var sizesToLayoutWidth: Bool
    /// The least width of the text's box, chrome aside (a button's title,
    /// `Button.minimumTitleWidth`): a narrower text is centred in it.
    package var minimumTextWidth: CGFloat
    /// A label's attributed paragraph style (`ParagraphStyle`): its lines' heights and spacing.
    package var paragraphStyle: ParagraphStyle?
    /// Whether the text's height is rounded up to whole points before the chrome is added (a
    /// button's title without a configuration, `Button.roundsTitleHeightUpToWholePoints`),
    /// rather than kept at the pixel-rounded height of the measurement.
    package var roundsHeightUpToWholePoints: Bool

    /// Where the baselines sit in the view.
    package enum BaselineStyle: Hashable, Sendable {
        /// The text is centred vertically: baselines move with half the view's height.
        case centred
        /// The text starts at the top inset: baselines are fixed offsets from the top.
        case fromTop
    }

    /// The string actually measured.
    package func measuredText(_ text: String) -> String {
        text.isEmpty && emptyTextTakesOneLine ? " " : text
    }

    /// The line width to measure at: the natural one (`layoutWidth` nil) or the one layout gave
    /// the view, less the chrome.
    package func maxWidth(forLayoutWidth layoutWidth: CGFloat?) -> Double? {
        guard let layoutWidth else { return naturalMaxWidth.map { Double(max(0, $0)) } }
        return Double(max(0, layoutWidth - chrome.left - chrome.right))
    }

    /// The height and baselines of the text as laid out: the paragraph style's when there is
    /// one (the width is the measured one either way). Plain numbers, not a copy of the
    /// metrics: the batch engine asks this for every measurement it stores.
    private func lineLayout(_ metrics: TextMetrics) -> ParagraphStyle.LineLayout {
        paragraphStyle?.lineLayout(of: metrics) ?? ParagraphStyle.LineLayout(unstyled: metrics)
    }

    package func intrinsicSize(_ measured: TextMetrics) -> CGSize {
        size(width: measured.width, lineLayout(measured))
    }

    /// What fraction of the view's height a baseline moves with (see `baselineOffset`).
    package var baselineHeightFraction: Double {
        switch baselines {
        case .centred: 0.5
        case .fromTop: 0
        }
    }

    /// A baseline's position is `top + baselineHeightFraction * height + baselineOffset`.
    package func baselineOffset(_ measured: TextMetrics, first: Bool) -> Double {
        let metrics = lineLayout(measured)
        return baselineOffset(first ? metrics.firstBaseline : metrics.lastBaseline, in: metrics)
    }

    /// `intrinsicSize` and both `baselineOffset`s, the paragraph style applied once: the batch
    /// engine stores all three for every text of every row.
    package func sizeAndBaselineOffsets(_ measured: TextMetrics) -> (size: CGSize, first: Double, last: Double) {
        sizeAndBaselineOffsets(width: measured.width, ParagraphStyle.LineLayout(unstyled: measured), lineCount: measured.lineCount)
    }

    /// `sizeAndBaselineOffsets` of a measurement given as its numbers (its width, its height
    /// and baselines as measured, and its number of lines), as the batch engine keeps it.
    package func sizeAndBaselineOffsets(width: Double, _ unstyled: ParagraphStyle.LineLayout,
                                        lineCount: Int) -> (size: CGSize, first: Double, last: Double) {
        let metrics = paragraphStyle?.lineLayout(of: unstyled, lineCount: lineCount) ?? unstyled
        return (size(width: width, metrics), baselineOffset(metrics.firstBaseline, in: metrics),
                baselineOffset(metrics.lastBaseline, in: metrics))
    }

    private func size(width: Double, _ metrics: ParagraphStyle.LineLayout) -> CGSize {
        var height = CGFloat(metrics.height)
        // A thousandth of a point absorbs the measurement's floating-point noise, so a whole
        // height is not pushed up a point.
        if roundsHeightUpToWholePoints { height = (height - 0.001).rounded(.up) }
        return CGSize(width: max(CGFloat(width), minimumTextWidth) + chrome.left + chrome.right,
                      height: height + chrome.top + chrome.bottom)
    }

    private func baselineOffset(_ baseline: Double, in metrics: ParagraphStyle.LineLayout) -> Double {
        switch baselines {
        case .centred: baseline - metrics.height / 2 + Double(chrome.top - chrome.bottom) / 2
        case .fromTop: Double(chrome.top) + baseline
        }
    }
}
