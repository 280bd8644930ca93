import Foundation

/// UIKit's `UISwitch`, drawn at a fixed size by iOS release (`drawnSize(iOSVersion:)`).
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

    /// 51 x 31 points, 63 x 28 from iOS 26: 39 switches of 21 Interface Builder documents of
    /// 12 apps (Xcode 9 to 16), and 11 switches of Xcode 26 documents of 5 apps. The kind table
    /// (`ViewKind`) reads it here.
    package static func drawnSize(iOSVersion version: Int) -> CGSize {
        version >= 26 ? CGSize(width: 63, height: 28) : CGSize(width: 51, height: 31)
    }

    open override var intrinsicContentSize: CGSize { Self.drawnSize(iOSVersion: iOSVersion) }

    open override var typeNameForDescriptions: String { "UISwitch" }
}
