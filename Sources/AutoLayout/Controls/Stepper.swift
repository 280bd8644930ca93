import Foundation

/// UIKit's `UIStepper`, drawn at a fixed size by iOS release (`drawnSize(iOSVersion:)`).
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

    /// 94 x 29 up to iOS 12, 94 x 32 from iOS 13 (4 steppers of the fixture documents, Xcode 9
    /// to 16). The kind table (`ViewKind`) reads it here.
    package static func drawnSize(iOSVersion version: Int) -> CGSize {
        CGSize(width: 94, height: version >= 13 ? 32 : 29)
    }

    open override var intrinsicContentSize: CGSize { Self.drawnSize(iOSVersion: iOSVersion) }

    open override var typeNameForDescriptions: String { "UIStepper" }
}
