@_spi(BatchLayout) import AutoLayout
import Foundation
import TextMeasurement

/// A view whose size varies from row to row in a variant: its content rule and the columns of
/// the quantities it sets (see `CompiledVariant`).
struct ContentSlot: Sendable {
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

    /// The same slot with its own copies of its strings (see `MeasurementPlan`).
    func deepCopy() -> ContentSlot {
        guard case .text(var sizing, let text) = content else { return self }
        sizing.font.family = String(decoding: Array(sizing.font.family.utf8), as: UTF8.self)
        return ContentSlot(viewIndex: viewIndex, content: .text(sizing, text: String(decoding: Array(text.utf8), as: UTF8.self)),
                           widthColumn: widthColumn, heightColumn: heightColumn, firstBaselineColumn: firstBaselineColumn,
                           lastBaselineColumn: lastBaselineColumn, solvedWidthOutput: solvedWidthOutput)
    }

    /// Writes the quantities of a measured text into a row's column.
    func store(_ metrics: MeasuredText, sizing: TextSizing, into quantities: UnsafeMutablePointer<Double>) -> CGSize {
        let size = sizing.intrinsicSize(metrics.textMetrics)
        if let widthColumn { quantities[widthColumn] = Double(size.width) }
        if let heightColumn { quantities[heightColumn] = Double(size.height) }
        if let firstBaselineColumn { quantities[firstBaselineColumn] = sizing.baselineOffset(metrics.textMetrics, first: true) }
        if let lastBaselineColumn { quantities[lastBaselineColumn] = sizing.baselineOffset(metrics.textMetrics, first: false) }
        return size
    }

    func store(_ size: CGSize, into quantities: UnsafeMutablePointer<Double>) {
        if let widthColumn { quantities[widthColumn] = Double(size.width) }
        if let heightColumn { quantities[heightColumn] = Double(size.height) }
    }
}

/// The four numbers of a text measurement that layout reads (no line list, so it is cheap to
/// cache and copy).
struct MeasuredText: Hashable, Sendable {
    var width: Double
    var height: Double
    var firstBaseline: Double
    var lastBaseline: Double

    init(_ metrics: TextMetrics) {
        width = metrics.width
        height = metrics.height
        firstBaseline = metrics.firstBaseline
        lastBaseline = metrics.lastBaseline
    }

    var textMetrics: TextMetrics {
        TextMetrics(lines: [], width: width, height: height, firstBaseline: firstBaseline, lastBaseline: lastBaseline)
    }
}
