import Foundation

/// UIKit's `UIStepper`, drawn at a fixed size by iOS release (`ViewKind.stepper`, with its evidence).
open class Stepper: Control {
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 100
    public var stepValue: Double = 1
    public var wraps = false
    public var autorepeat = true
    public var isContinuous = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        useFixedSizePriorities()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        useFixedSizePriorities()
    }

    open override var intrinsicContentSize: CGSize { ViewKind.stepper.fixedSize(iOSVersion: iOSVersion) }

    open override var typeNameForDescriptions: String { "UIStepper" }
}
