import Foundation
import TextMeasurement

/// How a label, button or text view turns a text measurement into its intrinsic size and its
/// baselines: the one rule both the model's views and the batch engine use, so that a row laid
/// out in bulk gets exactly the numbers the view would.
package struct TextSizing: Hashable, Sendable {
    package var font: FontDescriptor
    package var numberOfLines: Int
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
    package var minimumTextWidth: CGFloat = 0
    /// A label's attributed paragraph style (`ParagraphStyle`): its lines' heights and spacing.
    package var paragraphStyle: ParagraphStyle? = nil
    /// Whether the text's height is rounded up to whole points before the chrome is added (a
    /// button's title without a configuration, `Button.roundsTitleHeightUpToWholePoints`),
    /// rather than kept at the pixel-rounded height of the measurement.
    package var roundsHeightUpToWholePoints = false

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
    /// metrics: the batch engine asks this three times for every measurement it stores.
    private func lineLayout(_ metrics: TextMetrics) -> ParagraphStyle.LineLayout {
        paragraphStyle?.lineLayout(of: metrics) ?? ParagraphStyle.LineLayout(unstyled: metrics)
    }

    package func intrinsicSize(_ measured: TextMetrics) -> CGSize {
        var height = CGFloat(lineLayout(measured).height)
        // A thousandth of a point absorbs the measurement's floating-point noise, so a whole
        // height is not pushed up a point.
        if roundsHeightUpToWholePoints { height = (height - 0.001).rounded(.up) }
        return CGSize(width: max(CGFloat(measured.width), minimumTextWidth) + chrome.left + chrome.right,
                      height: height + chrome.top + chrome.bottom)
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
        let baseline = first ? metrics.firstBaseline : metrics.lastBaseline
        switch baselines {
        case .centred: return baseline - metrics.height / 2 + Double(chrome.top - chrome.bottom) / 2
        case .fromTop: return Double(chrome.top) + baseline
        }
    }

    func baselineModel(_ metrics: TextMetrics, first: Bool) -> BaselineModel {
        BaselineModel(heightFraction: baselineHeightFraction, offset: baselineOffset(metrics, first: first))
    }
}

/// What decides a view's intrinsic size, for the batch engine: measured text, a size set
/// directly (an image, a custom view), or nothing.
package enum ContentSizing: Sendable {
    case text(TextSizing)
    case fixed(CGSize)
    case none
}

/// A view with text: its content and the sizing rule of its kind.
protocol TextSizingView: View {
    var content: TextContent { get set }
    var textSizing: TextSizing { get }
    /// Whether the text is drawn centred across the view (a button's title) rather than at
    /// its leading edge.
    var centresTextHorizontally: Bool { get }
}

extension TextSizingView {
    var centresTextHorizontally: Bool { false }

    /// The intrinsic size under the natural width (`nil`) or under the width layout gave.
    func measuredIntrinsicSize(forLayoutWidth layoutWidth: CGFloat?) -> CGSize {
        let sizing = textSizing
        guard let metrics = content.measure(in: self, maxWidth: sizing.maxWidth(forLayoutWidth: layoutWidth)) else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return sizing.intrinsicSize(metrics)
    }

    func textBaselineModel(first: Bool) -> BaselineModel {
        textSizing.baselineModel(content.metrics, first: first)
    }
}
