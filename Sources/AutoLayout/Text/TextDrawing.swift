import Foundation
import TextMeasurement

/// Where a label, button or text view draws its text at its current size: the lines the
/// measurer broke the text into, each at its baseline, in the view's font.
///
/// This is what a picture of a layout draws (`autolayout solve --svg`), so that a laid-out cell
/// can be held against a screenshot of the app: the line breaks, baselines and truncation are
/// the measurer's own, not a renderer's guess.
public struct TextDrawing: Hashable, Sendable {
    public var font: FontDescriptor
    /// The edge the lines are set against, resolved for the layout direction.
    public var alignment: Alignment
    public var lines: [Line]
    /// Whether the line limit cut the text, so that the last line ends in an ellipsis.
    public var truncated: Bool

    /// One line, in the view's coordinates (origin at the view's top-left corner).
    public struct Line: Hashable, Sendable {
        /// The characters shown: the line without the spaces and the line break that end it; the
        /// last line of a cut text keeps what the measurer kept of it and ends in "…".
        public var text: String
        /// Where the line's measured extent starts (its left end).
        public var x: CGFloat
        public var baseline: CGFloat
        /// The measured advance width (trailing spaces excluded, an ellipsis included).
        public var width: CGFloat
    }

    /// The edge text is flush against: natural alignment resolves to left or right by the
    /// view's layout direction.
    public enum Alignment: Hashable, Sendable {
        case left, center, right
    }
}

extension View {
    /// How this view draws its text inside its current frame, or nil when it shows no text of
    /// its own (not a label, button or text view) or the text cannot be measured (layout has
    /// already reported why).
    public func textDrawing() -> TextDrawing? {
        (self as? any TextSizingView)?.makeTextDrawing()
    }
}

extension TextSizingView {
    fileprivate func makeTextDrawing() -> TextDrawing? {
        let sizing = textSizing
        let alignment: TextDrawing.Alignment = centresTextHorizontally ? .center
            : effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        let text = content.text
        guard !text.isEmpty else { return TextDrawing(font: sizing.font, alignment: alignment, lines: [], truncated: false) }
        // Measured again at the frame (UIKit draws in the bounds it was given), and straight
        // from the measurer: going through `content` would replace the measurement whose
        // baselines layout's constraints use.
        guard let (metrics, truncated) = measure(text, sizing) else { return nil }
        let scalars = Array(text.unicodeScalars)
        let shown = metrics.lines.enumerated().map { index, line in
            var shown = String(String.UnicodeScalarView(scalars[line.range.clamped(to: 0..<scalars.count)]))
            if truncated, index == metrics.lines.count - 1 {
                shown += "\u{2026}"
            } else {
                while let end = shown.unicodeScalars.last, end.properties.isWhitespace { shown.unicodeScalars.removeLast() }
            }
            return shown
        }
        // Baselines from the top of the text block, placed in the view by the rule layout
        // places baselines by, so the drawing agrees with baseline constraints.
        let offset = sizing.baselineHeightFraction * bounds.height + sizing.baselineOffset(metrics, first: true) - metrics.firstBaseline
        let baselines = lineBaselines(shown, metrics, sizing.font)
        let available = bounds.width - sizing.chrome.left - sizing.chrome.right
        let lines = zip(metrics.lines, zip(shown, baselines)).map { line, placed in
            let width = CGFloat(line.width)
            let slack = switch alignment {
            case .left: CGFloat(0)
            case .center: (available - width) / 2
            case .right: available - width
            }
            return TextDrawing.Line(text: placed.0, x: sizing.chrome.left + slack, baseline: CGFloat(offset + placed.1), width: width)
        }
        return TextDrawing(font: sizing.font, alignment: alignment, lines: lines, truncated: truncated)
    }

    /// The text laid out at the frame's width, and whether the line limit cut it.
    private func measure(_ text: String, _ sizing: TextSizing) -> (TextMetrics, Bool)? {
        let maxWidth = sizing.maxWidth(forLayoutWidth: bounds.width)
        let scale = Double(layoutScale)
        do {
            if let measurer = resolvedTextMeasurer as? TextMeasurer {
                return try measurer.measureReportingTruncation(text, font: sizing.font, maxWidth: maxWidth,
                                                               numberOfLines: sizing.numberOfLines, scale: scale)
            }
            // Other measurers cannot say; a cut text is one whose last shown line ends before
            // the text does (the built-in measurer's ranges follow that rule too).
            let metrics = try resolvedTextMeasurer.measure(text, font: sizing.font, maxWidth: maxWidth,
                                                           numberOfLines: sizing.numberOfLines, scale: scale)
            return (metrics, (metrics.lines.last?.range.upperBound ?? 0) < text.unicodeScalars.count)
        } catch {
            return nil
        }
    }

    /// Each line's baseline below the top of the text block. Lines set in different faces
    /// differ in height (a line with Chinese takes the CJK face's), and the measurement only
    /// gives the first and last baselines, so each line is measured alone for its height and
    /// baseline. When those do not add up to the measured last baseline (a measurer that sets
    /// a line differently on its own), the lines are spaced evenly between the two instead.
    private func lineBaselines(_ lines: [String], _ metrics: TextMetrics, _ font: FontDescriptor) -> [Double] {
        let count = metrics.lines.count
        let step = count > 1 ? (metrics.lastBaseline - metrics.firstBaseline) / Double(count - 1) : 0
        let even = (0..<count).map { metrics.firstBaseline + step * Double($0) }
        var baselines: [Double] = []
        var top = 0.0
        for line in lines {
            // An empty line (between two line breaks) is as tall as a space.
            guard let alone = try? resolvedTextMeasurer.measure(line.isEmpty ? " " : line, font: font, maxWidth: nil,
                                                                numberOfLines: 0, scale: 0),
                  alone.lines.count == 1 else { return even }
            baselines.append(top + alone.firstBaseline)
            top += alone.height
        }
        let agrees = zip([baselines.first, baselines.last], [metrics.firstBaseline, metrics.lastBaseline]).allSatisfy { found, measured in
            found.map { abs($0 - measured) < 1e-6 } ?? true
        }
        return agrees ? baselines : even
    }
}
