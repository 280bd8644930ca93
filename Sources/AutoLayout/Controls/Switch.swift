import Foundation

/// UIKit's `UISwitch`, drawn at a fixed size by iOS release (`ViewKind.switch`, with its evidence).
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

    open override var intrinsicContentSize: CGSize { ViewKind.switch.fixedSize(iOSVersion: iOSVersion) }

    open override var typeNameForDescriptions: String { "UISwitch" }
}
