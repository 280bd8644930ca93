import Foundation
import TextMeasurement

/// What a view with text needs to size itself: the text, its font and line limit, and the
/// measurement made last (its baselines place the baseline attributes).
///
/// One value per label, button or text view, so the three share the measuring, caching and
/// error reporting.
struct TextContent {
    var text: String = ""
    var font: FontDescriptor
    var numberOfLines: Int
    /// Whether empty text still takes one line (a text view's caret line) instead of 0 x 0.
    var emptyTextTakesOneLine = false
    /// The last measurement handed to layout.
    private(set) var metrics: TextMetrics = .empty
    private var cacheKey: CacheKey?
    /// The measurement before `metrics`, with its key: a label that wraps is measured for its
    /// intrinsic size and at the width layout gives it in turn, so with one entry each
    /// measurement replaced the other and every fitting solve measured both again.
    private var previous: (key: CacheKey, metrics: TextMetrics)?

    /// The whole input of a measurement kept: its arguments and the measurer's identity (a
    /// tree given another content size category measures with another measurer).
    private struct CacheKey: Equatable {
        var text: String
        var font: FontDescriptor
        var maxWidth: Double?
        var numberOfLines: Int
        var scale: CGFloat
        var measurer: AnyHashable
    }

    init(font: FontDescriptor, numberOfLines: Int) {
        self.font = font
        self.numberOfLines = numberOfLines
    }

    /// Measures the text under `maxWidth` (nil: unlimited) with the view's measurer, or reports
    /// why it cannot and gives no size.
    mutating func measure(in view: View, maxWidth: Double?) -> TextMetrics? {
        let scale = view.layoutScale
        let measured = text.isEmpty && emptyTextTakesOneLine ? " " : text
        let measurer = view.resolvedTextMeasurer
        let key = CacheKey(text: measured, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale,
                           measurer: measurer.measurementIdentity)
        if key == cacheKey { return metrics }
        if let previous, previous.key == key {
            keep(previous.metrics, for: key)
            return metrics
        }
        do {
            keep(try measurer.measure(measured, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                      scale: Double(scale)), for: key)
            return metrics
        } catch {
            view.report(.textMeasurementFailed(view: itemDescription(view), reason: error.description))
            return nil
        }
    }

    /// Makes `measured` the measurement handed to layout, the one it replaces the previous.
    private mutating func keep(_ measured: TextMetrics, for key: CacheKey) {
        previous = cacheKey.map { ($0, metrics) }
        metrics = measured
        cacheKey = key
    }

    /// Sets one property; returns whether it changed (and the view's intrinsic size with it).
    mutating func update<Value: Equatable>(_ property: WritableKeyPath<TextContent, Value>, to value: Value) -> Bool {
        guard self[keyPath: property] != value else { return false }
        self[keyPath: property] = value
        return true
    }
}
