@testable import BatchLayout
import Foundation

/// A batch result against the model laying the same row out on a fresh view tree
/// (`ModelRowLayout`): height, frames, warnings and error, word for word. The differential
/// check of the generated-template tests (`ConflictingVariantTests`, `RegionPiecesTests`).
enum ModelRowComparison {
    /// Nil when `result` is the model's for `row` at `width`, else a report naming the seed,
    /// the row's line and the template.
    static func mismatch(_ result: RowResult, _ row: BatchRow, width: Double, template: BatchTemplate, options: BatchOptions,
                         seed: UInt64, line: String, json: String) -> String? {
        let expected = ModelRowLayout.result(for: row, width: width, template: template, options: options)
        guard result.height != expected.height || result.frames != expected.frames || result.warnings != expected.warnings
                || result.error != expected.error else { return nil }
        return """
            seed \(String(seed, radix: 16)), row \(line) at width \(width):
            batch: \(result.height ?? -1), \(result.warnings?.count ?? 0) warnings, frames \(result.frames ?? [])
            model: \(expected.height ?? -1), \(expected.warnings?.count ?? 0) warnings, frames \(expected.frames ?? [])
            template: \(json)
            """
    }
}
