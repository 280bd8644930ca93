import Foundation

/// Constraints from Apple's Visual Format Language: `"H:|-[name]-8-[field(>=100)]-|"`.
///
/// See `VisualFormatParser` for the grammar and `VisualFormatConstraintBuilder` for the
/// constraints each piece makes. The returned constraints are inactive: activate them with
/// `LayoutConstraint.activate(_:)`.
extension LayoutConstraint {
    /// UIKit's `constraints(withVisualFormat:options:metrics:views:)`, throwing Apple's message
    /// instead of raising.
    ///
    /// - Parameters:
    ///   - format: the Visual Format string; `H:` (the default) or `V:` chooses the axis.
    ///   - options: alignment of every consecutive pair of views, the direction of an `H:` line,
    ///     baseline-to-baseline spacing in a `V:` line.
    ///   - metrics: names usable as spacings, sizes and priorities; values are numbers.
    ///   - views: the views the format names; values must be `View`s.
    public static func constraintsChecked(withVisualFormat format: String, options: FormatOptions = [],
                                          metrics: [String: Any]? = nil,
                                          views: [String: Any]) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        let line = try parser.parse()
        try VisualFormatConstraintBuilder.validate(options, axis: line.axis, format: format)
        return VisualFormatConstraintBuilder(line: line, options: options).build()
    }

    /// UIKit's `constraints(withVisualFormat:options:metrics:views:)`. UIKit raises on a
    /// malformed format; here the error (Apple's text, see `VisualFormatError`) goes to the
    /// diagnostics of the first view's tree as `LayoutDiagnostic.activationFailed`, and the
    /// result is empty. "First view" is the view under the alphabetically first key of `views`
    /// (a dictionary has no order of its own); with no view at all the message goes to
    /// standard error.
    public static func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        do throws(VisualFormatError) {
            return try constraintsChecked(withVisualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            let diagnostic = LayoutDiagnostic.activationFailed(error.description)
            let firstView = views.sorted { $0.key < $1.key }.lazy.compactMap { $0.value as? View }.first
            if let firstView {
                firstView.rootView.report(diagnostic)
            } else {
                LayoutDiagnostic.writeToStandardError(diagnostic)
            }
            return []
        }
    }
}
