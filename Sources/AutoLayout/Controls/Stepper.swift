import Foundation

/// UIKit's `UIStepper`: 94 x 29 points up to iOS 12, 94 x 32 from iOS 13 (4 steppers of the
/// fixture documents, Xcode 9 to 16).
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

    open override var intrinsicContentSize: CGSize {
        CGSize(width: 94, height: iOSVersion >= 13 ? 32 : 29)
    }

    open override var typeNameForDescriptions: String { "UIStepper" }
}
