import Foundation

/// UIKit's `UISwitch`: 51 x 31 points, 63 x 28 from iOS 26 (`InterfaceBuilderControlMetrics`:
/// 39 switches of 21 documents, 12 apps; 11 switches of 5 apps for iOS 26).
open class Switch: Control {
    public var isOn = false
    public var onTintColor: Color?
    public var thumbTintColor: Color?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        useFixedSizePriorities()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        useFixedSizePriorities()
    }

    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize {
        InterfaceBuilderControlMetrics.switchSize(iOSVersion: iOSVersion)
    }

    open override var typeNameForDescriptions: String { "UISwitch" }
}
