import Foundation
import TextMeasurement

/// How a label, button or text view turns a text measurement into its intrinsic size and its
/// baselines: the one rule both the model's views and the batch engine use, so that a row laid
/// out in bulk gets exactly the numbers the view would. The font and line limit, which a row
/// may set, and the view's box (`TextBox`: everything else, plain values).
package struct TextSizing: Hashable, Sendable {
    package var font: FontDescriptor
    package var numberOfLines: Int
    package var box: TextBox

    package init(font: FontDescriptor, numberOfLines: Int, chrome: EdgeInsets, emptyTextTakesOneLine: Bool,
                 baselines: TextBox.BaselineStyle, naturalMaxWidth: CGFloat?, sizesToLayoutWidth: Bool,
                 minimumTextWidth: CGFloat = 0, paragraphStyle: ParagraphStyle? = nil, roundsHeightUpToWholePoints: Bool = false) {
        self.font = font
        self.numberOfLines = numberOfLines
        box = TextBox(chrome: chrome, emptyTextTakesOneLine: emptyTextTakesOneLine, baselines: baselines,
                      naturalMaxWidth: naturalMaxWidth, sizesToLayoutWidth: sizesToLayoutWidth,
                      minimumTextWidth: minimumTextWidth, paragraphStyle: paragraphStyle,
                      roundsHeightUpToWholePoints: roundsHeightUpToWholePoints)
    }

    /// See `TextBox.chrome`.
    package var chrome: EdgeInsets {
        get { box.chrome }
        set { box.chrome = newValue }
    }
    /// See `TextBox.emptyTextTakesOneLine`.
    package var emptyTextTakesOneLine: Bool {
        get { box.emptyTextTakesOneLine }
        set { box.emptyTextTakesOneLine = newValue }
    }
    /// See `TextBox.baselines`.
    package var baselines: TextBox.BaselineStyle {
        get { box.baselines }
        set { box.baselines = newValue }
    }
    /// See `TextBox.naturalMaxWidth`.
    package var naturalMaxWidth: CGFloat? {
        get { box.naturalMaxWidth }
        set { box.naturalMaxWidth = newValue }
    }
    /// See `TextBox.sizesToLayoutWidth`.
    package var sizesToLayoutWidth: Bool {
        get { box.sizesToLayoutWidth }
        set { box.sizesToLayoutWidth = newValue }
    }
    /// See `TextBox.minimumTextWidth`.
    package var minimumTextWidth: CGFloat {
        get { box.minimumTextWidth }
        set { box.minimumTextWidth = newValue }
    }
    /// See `TextBox.roundsHeightUpToWholePoints`.
    package var roundsHeightUpToWholePoints: Bool {
        get { box.roundsHeightUpToWholePoints }
        set { box.roundsHeightUpToWholePoints = newValue }
    }
    /// See `TextBox.paragraphStyle`.
    package var paragraphStyle: ParagraphStyle? {
        get { box.paragraphStyle }
        set { box.paragraphStyle = newValue }
    }

    package func measuredText(_ text: String) -> String { box.measuredText(text) }

    package func maxWidth(forLayoutWidth layoutWidth: CGFloat?) -> Double? { box.maxWidth(forLayoutWidth: layoutWidth) }

    package func intrinsicSize(_ measured: TextMetrics) -> CGSize { box.intrinsicSize(measured) }

    package var baselineHeightFraction: Double { box.baselineHeightFraction }

    package func baselineOffset(_ measured: TextMetrics, first: Bool) -> Double { box.baselineOffset(measured, first: first) }

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
