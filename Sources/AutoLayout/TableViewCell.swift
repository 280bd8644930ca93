import Cassowary
import Foundation

/// A table-view cell for self-sizing rows: UIKit's `UITableViewCell` with `automaticDimension`.
///
/// Put the cell's views in `contentView` and constrain them to it, with an unbroken vertical
/// chain from its top to its bottom. `rowHeight(forContentWidth:scale:)` gives the height
/// UITableView would give the row (SEMANTICS §5): the content view's width is required, its
/// height is fitted at `fittingSizeLevel` against 0, the result is snapped to the pixel grid, and
/// the separator adds 1/scale. The cell is the root of its own tree, so repeated calls reuse one
/// engine and a change of text or constant only moves constants.
open class TableViewCell: View {
    public let contentView: View

    public init() {
        contentView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The row height for a content view `contentWidth` points wide (the table's width minus
    /// accessory and editing areas). `separator`: whether the row's 1-pixel separator is
    /// visible (it adds 1/scale; nothing at scale 0, which also turns rounding off).
    public func rowHeight(forContentWidth contentWidth: CGFloat, scale: CGFloat, separator: Bool = true,
                          horizontalFittingPriority: LayoutPriority = .required,
                          verticalFittingPriority: LayoutPriority = .fittingSizeLevel) -> CGFloat {
        contentScaleFactor = scale
        let fitted = systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                             withHorizontalFittingPriority: horizontalFittingPriority,
                                             verticalFittingPriority: verticalFittingPriority)
        return Self.rowHeight(forFittedHeight: fitted.height, scale: scale, separator: separator)
    }

    /// The row height for a fitted content height already on the pixel grid: the separator
    /// adds 1/scale when it shows (nothing at scale 0).
    public static func rowHeight(forFittedHeight height: CGFloat, scale: CGFloat, separator: Bool) -> CGFloat {
        height + (separator && scale > 0 ? 1 / scale : 0)
    }

    open override var typeNameForDescriptions: String { "UITableViewCell" }
}
