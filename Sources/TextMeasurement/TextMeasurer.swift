/// Measures text with real fonts: the default `TextMeasuring` of labels, buttons and text views.
///
/// Fonts come from a `FontRegistry` (the `"system"` family by default: the SF stand-in, with
/// Noto Sans CJK SC for what Inter lacks); lines break at UAX #14 opportunities (ICU),
/// inside a word only when the word alone is wider than the line; a text cut by
/// `numberOfLines` ends in an ellipsis; line heights follow `LineHeightRule`.
///
/// A value of this type is cheap to copy and safe to use from many threads at once: copies
/// share the registry (faces load once) and a pool of per-thread workspaces. Make one and
/// share it.
public struct TextMeasurer: TextMeasuring {
    public let mode: MeasurementMode
    public let fonts: FontRegistry
    private let pool: WorkspacePool

    public init(mode: MeasurementMode = .fast, fonts: FontRegistry = FontRegistry()) {
        self.mode = mode
        self.fonts = fonts
        pool = WorkspacePool()
    }

    public func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                        scale: Double) throws(TextMeasurementError) -> TextMetrics {
        try measureReportingTruncation(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale).metrics
    }

    /// Like `measure`, and also says whether `numberOfLines` cut the text (an ellipsis shows).
    public func measureReportingTruncation(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                                           scale: Double) throws(TextMeasurementError) -> (metrics: TextMetrics, truncated: Bool) {
        guard font.size.isFinite, font.size > 0 else {
            throw .invalidArgument("font size must be a positive number, got \(font.size)")
        }
        if let maxWidth, !(maxWidth.isFinite && maxWidth >= 0) {
            throw .invalidArgument("maximum width must be a non-negative number, got \(maxWidth)")
        }
        guard numberOfLines >= 0 else { throw .invalidArgument("numberOfLines must not be negative, got \(numberOfLines)") }
        guard scale.isFinite, scale >= 0 else { throw .invalidArgument("scale must be a non-negative number, got \(scale)") }
        let fonts = self.fonts
        return try pool.withWorkspace { workspace throws(TextMeasurementError) in
            let faces = try workspace.faces(for: font, in: fonts)
            if text.isEmpty { return (.empty, false) }
            let request = MeasurementWorkspace.LayoutRequest(faces: faces, size: font.size, maxWidth: maxWidth,
                                                             lineLimit: numberOfLines, mode: mode)
            // One-line labels are sized once: they skip the cache rather than take entries from
            // multi-line texts that are measured again at their solved widths.
            let entry = workspace.prepareAnalysis(of: text, request, store: numberOfLines != 1)
            defer { workspace.finishAnalysis(entry) }
            let (lines, cut) = workspace.truncate(workspace.layOutLines(request), to: numberOfLines, request)
            return (Self.metrics(lines, faces: faces, size: font.size, scale: scale), cut)
        }
    }

    private static func metrics(_ lines: [LaidLine], faces: [FontFace], size: Double, scale: Double) -> TextMetrics {
        var measured: [MeasuredLine] = []
        measured.reserveCapacity(lines.count)
        var height = 0.0
        var widest = 0.0
        var firstBaseline = 0.0
        var lastBaseline = 0.0
        for (index, line) in lines.enumerated() {
            let used = faces.indices.lazy.filter { line.faces & (1 << UInt32($0)) != 0 }.map { faces[$0].lineMetrics }
            let metrics = LineHeightRule.line(using: used, size: size)
            if index == 0 { firstBaseline = metrics.baseline }
            lastBaseline = height + metrics.baseline
            height += metrics.height
            let width = LayoutUnits.points(line.width)
            widest = max(widest, width)
            measured.append(MeasuredLine(range: line.range, width: width))
        }
        return TextMetrics(lines: measured, width: roundUp(widest, scale), height: roundUp(height, scale),
                           firstBaseline: firstBaseline, lastBaseline: lastBaseline)
    }
}
