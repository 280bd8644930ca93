/// Adds laid-out lines up into a text's metrics, one line at a time: the one place where line
/// heights, the leading between lines and the baselines are summed, so that `TextMeasurer` and
/// `LineWrapProfile`, which both stack their lines here, agree to the bit.
///
/// Invariant: after `count` lines, `height` is the sum of their heights with `leading` between
/// consecutive ones, `firstBaseline` the first line's baseline and `lastBaseline` the last's,
/// measured from the top, and `widest` the widest line in points.
struct LineStack {
    let leading: Double
    private(set) var count = 0
    private var height = 0.0
    private var widest = 0.0
    private var firstBaseline = 0.0
    private var lastBaseline = 0.0

    init(leading: Double) {
        self.leading = leading
    }

    /// Adds a line `width` layout units wide with the given height and baseline; returns its
    /// width in points.
    mutating func add(width: Int, line: (height: Double, baseline: Double)) -> Double {
        if count > 0 { height += leading }
        if count == 0 { firstBaseline = line.baseline }
        lastBaseline = height + line.baseline
        height += line.height
        let points = LayoutUnits.points(width)
        widest = max(widest, points)
        count += 1
        return points
    }

    /// The metrics of the lines stacked so far (`lines`: their list, or none), sizes rounded up
    /// to the pixel grid of `scale`.
    func metrics(lines: [MeasuredLine], scale: Double) -> TextMetrics {
        TextMetrics(lines: lines, width: roundUp(widest, scale), height: roundUp(height, scale), firstBaseline: firstBaseline,
                    lastBaseline: lastBaseline, lineCount: count)
    }
}
