import AutoLayout
import Foundation

/// UIKit's answer to a self-sizing cell whose content view fits to zero height (constraints
/// that do not reach its bottom, a collapsing constraint a row switched off): it logs
/// "Detected a case where constraints ambiguously suggest a height of zero for a table view
/// cell's content view. We're considering the collapse unintentional and using standard height
/// instead." and gives the row the table's standard row height, 44 points, within which the
/// separator is drawn (the model's `TableViewCell.rowHeight(forTableWidth:device:)` does the
/// same). The kernels and the model's row layout both ask here, so a row gets one answer
/// whichever path lays it out.
enum CollapsedCell {
    /// Whether a fitted height (on the pixel grid) is UIKit's collapse: zero, give or take the
    /// solver's rounding (at scale 0 heights are not snapped).
    static func collapses(fitted: Double) -> Bool { fitted < 1e-6 }

    /// The row's height for a fitted content height already on the pixel grid.
    static func rowHeight(fitted: Double, scale: Double, separator: Bool) -> Double {
        guard !collapses(fitted: fitted) else { return Double(TableViewCell.standardRowHeight) }
        return Double(TableViewCell.rowHeight(forFittedHeight: CGFloat(fitted), scale: CGFloat(scale), separator: separator))
    }

    /// The row's warning, word for word as UIKit logs it.
    static let warning = RowWarning(.ambiguousZeroHeightCell(LayoutDiagnostic.zeroHeightCellMessage))
}
