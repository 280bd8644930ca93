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
    /// The user's text size: fonts made from a text style are measured at their size for it
    /// (`FontDescriptor.sized(for:)`), with the style's leading between lines.
    public let contentSizeCategory: ContentSizeCategory
    private let pool: WorkspacePool

    public init(mode: MeasurementMode = .fast, fonts: FontRegistry = FontRegistry(),
                contentSizeCategory: ContentSizeCategory = .default) {
        self.mode = mode
        self.fonts = fonts
        self.contentSizeCategory = contentSizeCategory
        pool = WorkspacePool()
    }

    /// This measurer at another content size category, sharing its fonts (a category is a
    /// parameter of the measurement, not a new set of faces).
    public func with(contentSizeCategory category: ContentSizeCategory) -> TextMeasurer {
        TextMeasurer(mode: mode, fonts: fonts, contentSizeCategory: category, pool: pool)
    }

    /// A measurer like this one (mode, fonts, category) with workspaces of its own: one per
    /// worker keeps each worker's caches warm for its own texts.
    public func withOwnWorkspaces() -> TextMeasurer {
        TextMeasurer(mode: mode, fonts: fonts, contentSizeCategory: contentSizeCategory)
    }

    private init(mode: MeasurementMode, fonts: FontRegistry, contentSizeCategory: ContentSizeCategory, pool: WorkspacePool) {
        self.mode = mode
        self.fonts = fonts
        self.contentSizeCategory = contentSizeCategory
        self.pool = pool
    }

    /// The mode, the registry (by identity: registering a family changes what it measures) and
    /// the category: everything a measurement depends on besides its arguments.
    public var measurementIdentity: AnyHashable {
        AnyHashable(Identity(mode: mode, fonts: ObjectIdentifier(fonts), category: contentSizeCategory))
    }

    private struct Identity: Hashable {
        let mode: MeasurementMode
        let fonts: ObjectIdentifier
        let category: ContentSizeCategory
    }

    public func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                        scale: Double) throws(TextMeasurementError) -> TextMetrics {
        try measureReportingTruncation(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale).metrics
    }

    public func measure(utf8 text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                        scale: Double) throws(TextMeasurementError) -> TextMetrics {
        try measureReportingTruncation(utf8: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale).metrics
    }

    /// Like `measure`, and also says whether `numberOfLines` cut the text (an ellipsis shows).
    /// The largest font size measured, in points: far past any text a cell shows, and well
    /// inside what the layout grid holds (`LayoutUnits`: about 2 million points), so that every
    /// length of a line stays exact. A larger size is an argument error, not a trap (fuzzing
    /// found a document's size of 1e17 trapping in the grid's conversions).
    public static let maximumFontSize = 100_000.0

    public func measureReportingTruncation(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                                           scale: Double) throws(TextMeasurementError) -> (metrics: TextMetrics, truncated: Bool) {
        var text = text
        let measured = text.withUTF8 { utf8 in
            Result { () throws(TextMeasurementError) in
                try measureReportingTruncation(utf8: utf8, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale)
            }
        }
        return try measured.get()
    }

    /// `measureReportingTruncation` of a text given as its UTF-8 bytes, which must be valid
    /// UTF-8 (a `String`'s own storage, or bytes copied from one): the batch measures texts
    /// kept in a byte arena without making a `String` of each.
    public func measureReportingTruncation(utf8 text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, maxWidth: Double?,
                                           numberOfLines: Int,
                                           scale: Double) throws(TextMeasurementError) -> (metrics: TextMetrics, truncated: Bool) {
        let measured = try measure(utf8: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale,
                                   keepingWrapProfile: false, keepingLines: true)
        return (measured.metrics, measured.truncated)
    }

    /// `measure` of UTF-8 that also keeps the text's `LineWrapProfile` (when it has one), so that
    /// the same request at another `maxWidth` can be answered without measuring again.
    public func measureKeepingWrapProfile(utf8 text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, maxWidth: Double?,
                                          numberOfLines: Int,
                                          scale: Double) throws(TextMeasurementError) -> (metrics: TextMetrics, profile: LineWrapProfile?) {
        let measured = try measure(utf8: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale,
                                   keepingWrapProfile: true, keepingLines: true)
        return (measured.metrics, measured.profile)
    }

    /// Sizes without the line list: neither the lines nor a list of them is made where the
    /// size is all that is read.
    public func measureSizes(utf8 text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                             scale: Double,
                             keepingWrapProfile: Bool) throws(TextMeasurementError) -> (metrics: TextMetrics, profile: LineWrapProfile?) {
        let measured = try measure(utf8: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale,
                                   keepingWrapProfile: keepingWrapProfile, keepingLines: false)
        return (measured.metrics, measured.profile)
    }

    private func measure(utf8 text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                         scale: Double, keepingWrapProfile: Bool, keepingLines: Bool)
        throws(TextMeasurementError) -> (metrics: TextMetrics, truncated: Bool, profile: LineWrapProfile?) {
        let font = font.sized(for: contentSizeCategory)
        guard font.size.isFinite, font.size > 0 else {
            throw .invalidArgument("font size must be a positive number, got \(font.size)")
        }
        guard font.size <= Self.maximumFontSize else {
            throw .invalidArgument("font size must be at most \(Int(Self.maximumFontSize)) points, got \(font.size)")
        }
        if let maxWidth, !(maxWidth.isFinite && maxWidth >= 0) {
            throw .invalidArgument("maximum width must be a non-negative number, got \(maxWidth)")
        }
        guard numberOfLines >= 0 else { throw .invalidArgument("numberOfLines must not be negative, got \(numberOfLines)") }
        guard scale.isFinite, scale >= 0 else { throw .invalidArgument("scale must be a non-negative number, got \(scale)") }
        let fonts = self.fonts
        return try pool.withWorkspace { workspace throws(TextMeasurementError) in
            let faces = try workspace.faces(for: font, in: fonts)
            if text.isEmpty { return (.empty, false, nil) }
            let request = MeasurementWorkspace.LayoutRequest(faces: faces, size: font.size, maxWidth: maxWidth,
                                                             lineLimit: numberOfLines, mode: mode)
            var leading = 0.0
            if let style = font.textStyle, let primary = faces.first {
                leading = LineHeightRule.styleLeading(styleLineHeight: DynamicTypeTable.lineHeight(style, contentSizeCategory),
                                                      fontMetrics: primary.lineMetrics, size: font.size)
            }
            let lineHeight = { (mask: UInt32) in Self.lineHeight(faces: mask, of: faces.lazy.map(\.lineMetrics), size: font.size) }
            // A text that keeps a wrap profile needs the analysis the one-line pass skips.
            if !keepingWrapProfile,
               let line = (text.first ?? 0) < 0x80 ? workspace.printableASCIILine(text, request) : workspace.plainHanLine(text, request) {
                let whole = 0..<line.count
                var metrics = Self.metrics(CollectionOfOne(LaidLine(range: whole, width: line.width, faces: line.faces, paragraph: whole,
                                                                    paragraphEnd: line.count)),
                                           lineHeight: lineHeight, leading: leading, scale: scale, keepingLines: keepingLines)
                metrics.linesHoldFromWidth = Self.linesHold(fromUnits: line.fitWidth)
                return (metrics, false, nil)
            }
            // Most multi-line labels are one paragraph of printable ASCII, of plain Chinese or of
            // both: profiled in one pass (each pass declines what is not its own).
            if keepingWrapProfile, let profile = workspace.onePassProfile(text, request, leading: leading, scale: scale),
               let metrics = keepingLines ? profile.metrics(atMaxWidth: maxWidth) : profile.size(atMaxWidth: maxWidth) {
                return (metrics, false, profile)
            }
            // One-line labels are sized once: they skip the cache rather than take entries from
            // multi-line texts that are measured again at their solved widths.
            // Nor is a text that keeps a wrap profile: that answers its other widths.
            let entry = workspace.prepareAnalysis(of: text, request, store: numberOfLines != 1 && !keepingWrapProfile,
                                                   markingBreaks: keepingWrapProfile)
            defer { workspace.finishAnalysis(entry) }
            // Read before wrapping, which may set a line's last run again (`lineWidth`).
            let profile = keepingWrapProfile ? workspace.wrapProfile(request, leading: leading, scale: scale) : nil
            // A profile's answer is this measurement exactly (`LineWrapProfile`'s invariant), and
            // filling from its breaks visits no character: the lines are not laid out twice.
            if let profile, let metrics = keepingLines ? profile.metrics(atMaxWidth: maxWidth) : profile.size(atMaxWidth: maxWidth) {
                return (metrics, false, profile)
            }
            let (lines, cut) = workspace.truncate(workspace.layOutLines(request), to: numberOfLines, request)
            var metrics = Self.metrics(lines, lineHeight: lineHeight, leading: leading, scale: scale, keepingLines: keepingLines)
            // Uncut lines that are whole paragraphs stay so at any limit that rounds to their fit
            // width or more (`LayoutUnits.units` rounds half a unit up). Half a unit below the fit
            // width, not at it: a label solved at exactly its own width (which float noise may
            // put a hair under) then keeps its lines without a second measurement.
            if !cut, let units = workspace.wholeParagraphsFitLimit(lines) {
                metrics.linesHoldFromWidth = Self.linesHold(fromUnits: units)
            }
            return (metrics, cut, profile)
        }
    }

    /// See `measure(utf8:...)`: the width from which lines whose widest paragraph fits in `units` hold.
    static func linesHold(fromUnits units: Int) -> Double {
        max(0, (Double(units) - 0.5) / Double(LayoutUnits.perPoint))
    }

    /// The height and baseline of a line set in the faces of `mask` (bit `i`: the face of
    /// `metrics[i]`), by `LineHeightRule`.
    static func lineHeight<Metrics: RandomAccessCollection<VerticalMetrics>>(
        faces mask: UInt32, of metrics: Metrics, size: Double
    ) -> (height: Double, baseline: Double) {
        LineHeightRule.line(faces: mask, of: metrics, size: size)
    }

    /// The metrics of laid-out lines (stacked by `LineStack`). `leading`: the space between
    /// consecutive lines (a text style's; 0 for other fonts); `lineHeight`: a line's height and
    /// baseline by its face mask; `keepingLines`: whether the metrics list the lines.
    static func metrics(_ lines: some Collection<LaidLine>, lineHeight: (UInt32) -> (height: Double, baseline: Double),
                        leading: Double, scale: Double, keepingLines: Bool = true) -> TextMetrics {
        var stack = LineStack(leading: leading)
        var measured: [MeasuredLine] = []
        if keepingLines { measured.reserveCapacity(lines.count) }
        for line in lines {
            let width = stack.add(width: line.width, line: lineHeight(line.faces))
            if keepingLines { measured.append(MeasuredLine(range: line.range, width: width)) }
        }
        return stack.metrics(lines: measured, scale: scale)
    }
}
