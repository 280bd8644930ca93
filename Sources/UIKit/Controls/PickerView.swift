import AutoLayout
import Foundation

/// UIKit's `UIPickerView`: spinning wheels of rows, one per component, with the row each shows.
/// Its drawn size is not measured yet (Interface Builder's documents outside the frozen set hold
/// 9 pickers at six different sizes, 4 of them 216 points tall, most pinned by constraints), so
/// it has no intrinsic size here: give it size constraints, or pin it in a cell that has a
/// height. It is a view, not a control, as in UIKit.
open class PickerView: View {
    public weak var dataSource: PickerViewDataSource? { didSet { reloadAllComponents() } }
    public weak var delegate: PickerViewDelegate?

    /// The number of components the data source gives, 0 without one (Apple's documentation).
    public var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    /// The selected row of each component; -1 for a component with no rows (Apple's
    /// documentation of `selectedRow(inComponent:)`).
    private var selectedRows: [Int] = []

    public func numberOfRows(inComponent component: Int) -> Int {
        guard (0..<numberOfComponents).contains(component) else { return 0 }
        return dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    public func selectedRow(inComponent component: Int) -> Int {
        selectedRows.indices.contains(component) ? selectedRows[component] : -1
    }

    /// Selects `row` (clamped to the component's rows) without telling the delegate, as UIKit's
    /// programmatic selection does not.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard selectedRows.indices.contains(component) else { return }
        let rows = numberOfRows(inComponent: component)
        selectedRows[component] = rows == 0 ? -1 : max(0, min(row, rows - 1))
    }

    /// Asks the data source again; each component keeps its selection when it still has the row.
    public func reloadAllComponents() {
        selectedRows = (0..<numberOfComponents).map { component in
            let rows = numberOfRows(inComponent: component)
            let kept = selectedRows.indices.contains(component) ? selectedRows[component] : 0
            return rows == 0 ? -1 : max(0, min(kept, rows - 1))
        }
    }

    public func reloadComponent(_ component: Int) {
        reloadAllComponents()
    }

    open override var typeNameForDescriptions: String { "UIPickerView" }
}

/// UIKit's `UIPickerViewDataSource`.
public protocol PickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: PickerView) -> Int
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// UIKit's `UIPickerViewDelegate`: optional Objective-C requirements in UIKit, defaults here
/// (nothing spins a picker here, so only the cell's own calls reach them).
public protocol PickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension PickerViewDelegate {
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
}
