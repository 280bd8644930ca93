/// A deterministic measurer for tests: every character is one em wide and every line one em
/// tall with the baseline at 0.8 em, the metrics of the Ahem test font.
///
/// Lines break after spaces (word wrap), inside a word only when the word alone is wider than
/// the line, and at hard line breaks ("\n", "\r\n", U+2028). Trailing spaces do not count
/// towards a line's width. With a line limit the text simply stops at the last shown line (an
/// ellipsis would be as wide as the character it replaces). It exists so that tests of the
/// layout model can work frames out by hand; it is never a silent default.
public struct UniformGlyphMeasurer: TextMeasuring {
    public init() {}

    /// Every instance measures alike.
    public var measurementIdentity: AnyHashable { AnyHashable("UniformGlyphMeasurer") }

    public func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                        scale: Double) throws(TextMeasurementError) -> TextMetrics {
        guard font.size.isFinite, font.size > 0 else {
            throw .invalidArgument("font size must be a positive number, got \(font.size)")
        }
        let scalars = Array(text.unicodeScalars)
        if scalars.isEmpty { return .empty }
        let em = font.size
        let columns = maxWidth.map { max(1, Int(($0 / em + 1e-9).rounded(.down))) } ?? Int.max
        var lines = UniformLineBreaker(scalars: scalars, columns: columns).lines()
        if numberOfLines > 0, lines.count > numberOfLines {
            lines.removeLast(lines.count - numberOfLines)
        }
        let measured = lines.map { MeasuredLine(range: $0.range, width: Double($0.visibleCount) * em) }
        let widest = measured.map(\.width).max() ?? 0
        let height = Double(measured.count) * em
        return TextMetrics(lines: measured, width: roundUp(widest, scale), height: roundUp(height, scale),
                           firstBaseline: 0.8 * em, lastBaseline: height - 0.2 * em)
    }
}

/// Rounds a length up to the pixel grid of `scale` (0 = no rounding), forgiving float noise.
public func roundUp(_ value: Double, _ scale: Double) -> Double {
    guard scale > 0 else { return value }
    return ((value * scale) - 1e-9).rounded(.up) / scale
}

/// Greedy word wrap over fixed-width characters (see `UniformGlyphMeasurer`).
private struct UniformLineBreaker {
    struct Line {
        var range: Range<Int>
        var visibleCount: Int
    }

    let scalars: [Unicode.Scalar]
    let columns: Int

    func lines() -> [Line] {
        var result: [Line] = []
        var start = 0
        while start < scalars.count || result.isEmpty {
            let line = nextLine(from: start)
            result.append(line)
            start = line.range.upperBound
            if start >= scalars.count { break }
        }
        // A text ending in a hard break has an empty last line.
        if let last = scalars.last, Self.isHardBreak(last) {
            result.append(Line(range: scalars.count..<scalars.count, visibleCount: 0))
        }
        return result
    }

    private func nextLine(from start: Int) -> Line {
        var index = start
        var visibleEnd = start          // one past the last non-space character on the line
        var lastBreak: Int?             // where the line may end: after a run of spaces
        while index < scalars.count {
            let scalar = scalars[index]
            if Self.isHardBreak(scalar) {
                let end = scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? index + 2 : index + 1
                return Line(range: start..<end, visibleCount: visibleEnd - start)
            }
            if scalar == " " {
                index += 1
                lastBreak = index
                continue
            }
            if index - start >= columns {
                if let lastBreak, lastBreak > start {
                    return Line(range: start..<lastBreak, visibleCount: trimmedEnd(before: lastBreak, from: start) - start)
                }
                return Line(range: start..<index, visibleCount: index - start)
            }
            index += 1
            visibleEnd = index
        }
        return Line(range: start..<index, visibleCount: visibleEnd - start)
    }

    private func trimmedEnd(before end: Int, from start: Int) -> Int {
        var index = end
        while index > start, scalars[index - 1] == " " { index -= 1 }
        return index
    }

    private static func isHardBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}"
    }
}
