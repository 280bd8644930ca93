import Foundation

/// A device's screen: UIKit's `UIScreen`. `UIScreen.main` is the screen of `Device.current`
/// (the device of `TraitCollection.current`, `Device.default` unless bound), so code that reads `UIScreen.main.scale`
/// or `.bounds.width` gets the device its layout is sized for.
public struct Screen: Hashable, Sendable {
    public let device: Device

    public init(device: Device) {
        self.device = device
    }

    /// UIKit's `UIScreen.main`.
    public static var main: Screen { Screen(device: Device.current) }

    /// The screen in points, origin at zero (portrait or landscape as the device is held).
    public var bounds: CGRect { CGRect(origin: .zero, size: device.screenSize) }
    /// The screen in pixels, as UIKit gives it.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.screenSize.width * device.scale, height: device.screenSize.height * device.scale)
    }
    /// Pixels per point: 2 or 3.
    public var scale: CGFloat { device.scale }
    public var nativeScale: CGFloat { device.scale }
    public var traitCollection: TraitCollection { TraitCollection(device: device) }
}
