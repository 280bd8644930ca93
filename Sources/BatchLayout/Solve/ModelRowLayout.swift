import AutoLayout
import Foundation
import LayoutDocuments

/// One row laid out by the model itself on a fresh view tree, as a self-sizing cell: the
/// document with the row's overrides built anew, `systemLayoutSizeFitting` at the width with
/// the height compressed, and the frames of that same fitting solve. What the batch kernels
/// must equal, what they fall back to where they cannot answer exactly (conflicting or
/// ambiguous layouts), and what `--verify` checks them against.
enum ModelRowLayout {
    static func result(for row: BatchRow, width: Double, template: BatchTemplate, options: BatchOptions) -> RowResult {
        do throws(DocumentError) {
            let layout = try template.makeLayout(for: row, measurer: options.textMeasurer, scale: options.scale)
            let fitted = layout.root.systemLayoutFramesFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                               verticalFittingPriority: .fittingSizeLevel)
            let snapped = Double(snap(fitted.size.height, CGFloat(options.scale)))
            let height = CollapsedCell.rowHeight(fitted: snapped, scale: options.scale, separator: options.separator)
            var frames: [ViewFrame]?
            if options.includesFrames {
                let byView = Dictionary(fitted.frames.map { (ObjectIdentifier($0.view), $0.frame) }, uniquingKeysWith: { first, _ in first })
                frames = layout.viewIDs.compactMap { id in
                    (layout.items[id] as? View).flatMap { byView[ObjectIdentifier($0)] }.map { ViewFrame(id: id, frame: $0) }
                }
            }
            // A row that conflicts while being sized conflicts again when UIKit lays the cell out at
            // that size, and `solve` logs both: lay out only such rows a second time, so their
            // warnings are the whole log while every other row is laid out once.
            if !layout.diagnostics.isEmpty {
                layout.layOutRoot(size: CGSize(width: CGFloat(width), height: fitted.size.height))
            }
            let warnings = layout.diagnostics.map(RowWarning.init)
                + (CollapsedCell.collapses(fitted: snapped) ? [CollapsedCell.warning] : [])
            return RowResult(id: row.id, width: width, height: height, frames: frames, warnings: warnings.isEmpty ? nil : warnings)
        } catch {
            return RowResult(id: row.id, width: width, error: error.description)
        }
    }
}
