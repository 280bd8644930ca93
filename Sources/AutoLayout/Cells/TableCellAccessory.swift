import Foundation

/// How much narrower than its table a cell's content view is for its accessory, as UIKit lays
/// out the accessory at the cell's trailing margin.
///
/// Measured on the content views Interface Builder stores for cells with an accessory (both
/// fixture sets; Apple documents no figures):
/// - iOS 13 and later: a disclosure indicator takes the side margin plus its chevron, 10.5
///   points at 2x and 10.33 at 3x (30.5 / 26.5 at 2x and 30.33 / 26.33 at 3x for 20 / 16-point
///   margins: 46 cells of 16 documents, 9 apps); a checkmark or detail button the side margin
///   plus 24 (8 cells, 5 documents, 4 apps).
/// - Before iOS 13: a disclosure indicator takes 33 points (Xcode 8 and 9) or 34 (Xcode 10) on
///   phones and 38 on wider tables (22 cells, 6 apps); other accessories are taken as on iOS 13.
/// No document shows a detail disclosure button or a custom `accessoryView`: those are taken as
/// a detail button plus a chevron, and as the side margin plus the view's width, estimates.
enum TableCellAccessory {
    /// The accessory view and type `cell` shows now. While editing, a cell shows its editing
    /// accessory instead, and none unless one was assigned (UITableViewCell's documentation:
    /// `editingAccessoryType`).
    static func shown(in cell: TableViewCell) -> (view: View?, type: TableViewCell.AccessoryType) {
        cell.isEditing ? (cell.editingAccessoryView, cell.editingAccessoryType) : (cell.accessoryView, cell.accessoryType)
    }

    static func width(of cell: TableViewCell, tableWidth: CGFloat, device: Device) -> CGFloat {
        // The accessory sits at the cell's side margin, the table's (not the content view's).
        let side = device.tableCellContentMargins(forWidth: tableWidth).right
        let (accessoryView, accessoryType) = shown(in: cell)
        if let view = accessoryView {
            // UIKit lays the accessory out at its frame; a switch's is its drawn size, wider
            // than its intrinsic one (`Switch.alignmentSize`).
            let intrinsic = view is Switch ? view.sizeThatFits(.zero).width : view.intrinsicContentSize.width
            let width = intrinsic == View.noIntrinsicMetric ? view.frame.width : intrinsic
            return side + width
        }
        let chevron: CGFloat = device.scale >= 3 ? 31 / 3 : 10.5
        switch accessoryType {
        case .none:
            return 0
        case .disclosureIndicator:
            guard device.iOSVersion >= 13 else { return tableWidth > 414 ? 38 : (device.iOSVersion >= 12 ? 34 : 33) }
            return side + chevron
        case .checkmark, .detailButton:
            return side + 24
        case .detailDisclosureButton:
            return side + 24 + chevron
        }
    }
}
