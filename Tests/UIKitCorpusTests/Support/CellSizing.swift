import Foundation
import TextMeasurement
import UIKit

// The one place where the corpus touches the library's sizing API. Everything else in the test
// target is UIKit code as an app writes it, and arithmetic.

/// The device a table is shown on, by its Interface Builder id (`retina4_7`, `retina6_12`, ...).
func device(_ id: String) -> Device {
    guard let device = Device.named(id, iOSVersion: 17) else { fatalError("unknown device id \(id)") }
    return device
}

/// The height a `UITableView` with `automaticDimension` rows gives `cell` in a table `tableWidth`
/// points wide on `device`: the content view gets the table's margins for that device and the
/// height is on the device's pixel grid, plus one pixel for the separator.
@MainActor
func tableRowHeight(_ cell: UITableViewCell, tableWidth: CGFloat, device: Device, separator: Bool = true) -> CGFloat {
    cell.rowHeight(forTableWidth: tableWidth, device: device, separator: separator)
}

/// The content view's width once `cell` is laid out in a row `tableWidth` points wide (accessory
/// views and the disclosure indicator narrow it).
@MainActor
func laidOutContentWidth(_ cell: UITableViewCell, tableWidth: CGFloat, rowHeight: CGFloat) -> CGFloat {
    cell.frame = CGRect(x: 0, y: 0, width: tableWidth, height: rowHeight)
    cell.layoutIfNeeded()
    return cell.contentView.bounds.width
}

/// A self-sizing collection view cell's height at `width`, the way a compositional layout with
/// an estimated height asks for it.
@MainActor
func collectionCellHeight(_ cell: UICollectionViewCell, width: CGFloat) -> CGFloat {
    // As a self-sizing layout asks: through the cell's `preferredLayoutAttributesFitting(_:)`.
    cell.size(fittingWidth: width).height
}

/// The pixel scale views not in a table are laid out at (`UIScreen.main`'s).
@MainActor
func mainScreenScale() -> CGFloat {
    UIScreen.main.scale
}

/// Makes `view` and its subviews lay out for `category` (iOS 17's trait overrides).
@MainActor
func setContentSizeCategory(_ category: UIContentSizeCategory, on view: UIView) {
    view.traitOverrides.preferredContentSizeCategory = category
}

/// The text measurer labels use by default, at `category`.
func labelMeasurer(at category: ContentSizeCategory) -> TextMeasurer {
    let base = (View.defaultTextMeasurer as? TextMeasurer) ?? TextMeasurer(mode: .fast)
    return base.with(contentSizeCategory: category)
}

/// The font measurement takes for a `UIFont`.
func measuredFont(_ font: UIFont) -> FontDescriptor {
    font
}

/// The content size category of the measurement for UIKit's category.
func measurementCategory(_ category: UIContentSizeCategory) -> ContentSizeCategory {
    category
}
