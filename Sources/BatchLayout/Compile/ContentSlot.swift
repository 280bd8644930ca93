import AutoLayout
import Foundation
import TextMeasurement

/// A view whose size varies from row to row in a variant: its content rule and the columns of
/// the quantities it sets (see `CompiledVariant`; workers read it through `MeasurementPlan`).
package struct ContentSlot: Sendable {
    let viewIndex: Int
    let content: Content
    /// Columns of the intrinsic width and height, and of the first and last baseline offsets;
    /// nil where no constraint reads that number.
    let widthColumn: Int?
    let heightColumn: Int?
    let firstBaselineColumn: Int?
    let lastBaselineColumn: Int?
    /// For multi-line text measured again at its solved width: the output holding that width.
    let solvedWidthOutput: Int?

    enum Content: Sendable {
        /// Text measured under `sizing`; `text` is the template's, used when a row gives none.
        case text(TextSizing, text: String)
        /// An image's or a custom view's size.
        case fixed(CGSize)
    }
}

/// The four numbers of a text measurement that layout reads (no line list, so it is cheap to
/// cache and copy: plain data, which recordings, replays and a block's states copy by the
/// thousand, so the wrap profile travels beside it, in `ProfiledMeasurement`).
package struct MeasuredText: Hashable, Sendable {
    var width: Double
    var height: Double
    var firstBaseline: Double
    var lastBaseline: Double
    /// See `TextMetrics.linesHoldFromWidth`.
    var linesHoldFromWidth: Double?
    /// See `TextMetrics.lineCount`.
    var lineCount: Int

    package init(_ metrics: TextMetrics) {
        lineCount = metrics.lineCount
        width = metrics.width
        height = metrics.height
        firstBaseline = metrics.firstBaseline
        lastBaseline = metrics.lastBaseline
        linesHoldFromWidth = metrics.linesHoldFromWidth
    }

    /// Whether a measurement of the same text at `maxWidth` is this one (see
    /// `TextMetrics.linesHoldFromWidth`).
    func holds(atMaxWidth maxWidth: Double?) -> Bool {
        guard let linesHoldFromWidth else { return false }
        return maxWidth.map { $0 >= linesHoldFromWidth } ?? true
    }

}

/// A text measurement and the wrap profile it kept, when one was asked for and the text has
/// one (a multi-line label's first measurement: see `TextSource.remeasure`): what the
/// measurement cache keeps. A text source answers with the `MeasuredText` alone and writes
/// the profile to the place its caller gave (`TextSource.measure`).
package struct ProfiledMeasurement: Sendable {
    package var measured: MeasuredText
    package var wrapProfile: LineWrapProfile?

    package init(_ measured: MeasuredText, wrapProfile: LineWrapProfile? = nil) {
        self.measured = measured
        self.wrapProfile = wrapProfile
    }
}
