import BatchLayout
import TextMeasurement

/// Engines for timing the batch at its steady pace with text measured cold (`autolayout
/// bench`): variants compiled and regions found beforehand, untimed, yet no text measurer
/// that has measured anything, so a timed run gains nothing from the runs before it.
///
/// The warm-up replays a recording of the same rows' measurements: it compiles every variant
/// the rows meet and finds every region (optimal basis) they land in, without the worker
/// measurers measuring a single text. The engine's shared measurer (compiling, the model's
/// own layouts) is a new one too, sharing only the font registry, whose loaded faces are
/// fonts, not measurements.
extension BatchLayoutEngine {
    /// A new engine for `options` with a new text measurer, warmed by replaying `table`
    /// (recorded from `rows` with the same options), if given.
    static func coldText(template: BatchTemplate, options: BatchOptions, rows: RowBatch,
                         replaying table: MeasurementTable?) throws(BatchConfigurationError) -> BatchLayoutEngine {
        let engine = try BatchLayoutEngine(template: template, options: options.withNewTextMeasurer())
        if let table { _ = engine.layout(rows, replaying: table) }
        return engine
    }
}

extension BatchOptions {
    /// The same options with a measurer of the same mode and fonts but workspaces (and their
    /// word and analysis caches) of its own.
    func withNewTextMeasurer() -> BatchOptions {
        var options = self
        if let measurer = textMeasurer as? TextMeasurer { options.textMeasurer = measurer.withOwnWorkspaces() }
        return options
    }
}
