import Foundation

/// UIKit's `UISwitch`, drawn at a fixed size by iOS release (`drawnSize(iOSVersion:)`) that
/// overhangs the box its constraints place by 2 points on the trailing side (`alignmentSize`).
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

    /// The frame UIKit draws: 51 x 31 points, 63 x 28 from iOS 26: 39 switches of 21 Interface
    /// Builder documents of 12 apps (Xcode 9 to 16), and 11 switches of Xcode 26 documents of 5
    /// apps. A switch keeps this size whatever its constraints say, so it is the frame an
    /// accessory view takes (`sizeThatFits`).
    package static func drawnSize(iOSVersion version: Int) -> CGSize {
        version >= 26 ? CGSize(width: 63, height: 28) : CGSize(width: 51, height: 31)
    }

    /// The size constraints place (`intrinsicContentSize`): 2 points narrower than the drawn
    /// frame, which overhangs it on the trailing side. An Apple bug report (Open Radar 31777116,
    /// iOS 10.3) gives `UISwitch.intrinsicContentSize` as 49 x 31 for a 51 x 31 switch, whose
    /// trailing edge then sits 2 points past views pinned to the same trailing margin. Interface
    /// Builder's frames agree in every release: a switch pinned by its trailing edge ends 2 points
    /// past it while one pinned by its leading edge starts on it (17 switches, 13 documents, 12
    /// apps), and every horizontal stack view holding a switch is 2 points narrower than its
    /// arranged views' frames (13 stacks, 7 apps, Xcode 10 to 26, 63-point switches too). The
    /// kind table (`ViewKind`) reads it here.
    package static func alignmentSize(iOSVersion version: Int) -> CGSize {
        let drawn = drawnSize(iOSVersion: version)
        return CGSize(width: drawn.width - trailingOverhang, height: drawn.height)
    }

    /// How far the drawn frame overhangs the box constraints place, on the trailing side only
    /// (`alignmentSize`; the Interface Builder importer's alignment insets read it too).
    package static let trailingOverhang: CGFloat = 2

    open override var intrinsicContentSize: CGSize { Self.alignmentSize(iOSVersion: iOSVersion) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.drawnSize(iOSVersion: iOSVersion) }

    open override var typeNameForDescriptions: String { "UISwitch" }
}
