import Foundation

/// The device an Interface Builder document is drawn for (`<device id="retina6_1"
/// orientation="portrait"/>`): its screen in points, its pixel scale, the safe-area insets of
/// a full-screen view, and its size classes (which decide the `<variation>` masks that apply).
///
/// Documents without a `<device>` element were saved before Xcode 8 and drawn for a 4.7-inch
/// phone, which is what `default` stands for.
public struct InterfaceBuilderDevice: Hashable, Sendable {
    public var id: String
    public var screenSize: CGSize
    public var scale: CGFloat
    public var safeAreaInsets: EdgeInsets
    /// The status bar's height on this device and orientation (20 on phones with a home button
    /// in portrait, none in landscape), also where `safeAreaInsets` leaves it out: scenes that
    /// Xcode still draws with it (see `InterfaceBuilderSceneMetrics`) use this.
    public var statusBarHeight: CGFloat
    public var isLandscape: Bool

    /// Whether the width size class is regular (iPads, and the large phones in landscape).
    public var hasRegularWidth: Bool { idiomIsPad || (isLandscape && screenSize.width >= 736) }
    /// Whether the height size class is regular (every device in portrait, iPads always).
    public var hasRegularHeight: Bool { idiomIsPad || !isLandscape }
    var idiomIsPad: Bool { id.hasPrefix("ipad") }

    /// The side margins a top-level view of `width` gets (UIKit's `systemMinimumLayoutMargins`):
    /// 20 on regular-width screens and for views 414 points wide or more, else 16.
    public func systemMinimumSideMargin(forWidth width: CGFloat) -> CGFloat {
        hasRegularWidth || width >= 414 ? 20 : 16
    }

    /// The side margins of a table cell's content view `width` wide: as `systemMinimumSideMargin`,
    /// except that cells from 390 points wide (the 6.1-inch phones with Face ID and later) get 20
    /// (`110`: a 393-point cell puts a label pinned 3 points before its leading margin at x = 17).
    public func cellSideMargin(forWidth width: CGFloat) -> CGFloat {
        width >= 390 ? 20 : systemMinimumSideMargin(forWidth: width)
    }

    /// The metrics of `id` in `orientation` as the Xcode that wrote `toolsVersion` simulated
    /// them; nil for an id this table does not know.
    ///
    /// Newer iOS releases moved some status bars: Xcode 13 and later (tools 19000 and up) give
    /// the 6.1-inch phone a 48-point top inset instead of 44, and Xcode 14 and later (tools 21000
    /// and up) give the 5.8-inch phone 50 and draw `retina6_12` as the 6.1-inch phone with the
    /// Dynamic Island (393 x 852, 59-point top inset): every scene and full-screen view of the
    /// fixtures of tools 21701 to 24506 naming it is stored 393 x 852 (`110`, `150`, `158`).
    ///
    /// From Xcode 11 (tools 15000 and up), a full-screen view on a phone with a home button has
    /// no top inset at design time: views pinned to the safe area or the top layout guide sit at
    /// y = 0 in the fixtures of tools 15701 to 22505 (`121`, `156`, `128`, `108`). Scenes of
    /// other sizes and scenes in a navigation controller still get the status bar
    /// (`statusBarHeight`, used by `InterfaceBuilderSceneMetrics`).
    public static func named(_ id: String, orientation: String? = nil, toolsVersion: Double = 0) -> InterfaceBuilderDevice? {
        guard var portrait = portraitMetrics[id] else { return nil }
        if id == "retina6_1", toolsVersion >= 19000 { portrait.insets.top = 48 }
        if id == "retina5_9", toolsVersion >= 21000 { portrait.insets.top = 50 }
        if id == "retina6_12", toolsVersion >= 21000, let island = portraitMetrics["iPhone14Pro"] { portrait = island }
        let landscape = orientation == "landscape"
        let statusBar = landscape && !id.hasPrefix("ipad") ? 0 : portrait.insets.top
        if id.hasPrefix("retina"), portrait.insets.bottom == 0, toolsVersion >= 15000 { portrait.insets.top = 0 }
        let size = landscape ? CGSize(width: portrait.size.height, height: portrait.size.width) : portrait.size
        return InterfaceBuilderDevice(id: id, screenSize: size, scale: portrait.scale,
                                      safeAreaInsets: landscape ? portrait.landscapeInsets : portrait.insets,
                                      statusBarHeight: statusBar, isLandscape: landscape)
    }

    /// The 4.7-inch phone Xcode used before documents named their device.
    public static let `default` = named("retina4_7")!

    private struct Metrics {
        var size: CGSize
        var scale: CGFloat
        var insets: EdgeInsets
        var landscapeInsets: EdgeInsets
    }

    /// Screens in points and portrait safe-area insets (status bar 20 on phones with a home
    /// button; the notch and home indicator on the others), from Apple's device specifications.
    private static let portraitMetrics: [String: Metrics] = {
        func phone(_ width: CGFloat, _ height: CGFloat, _ scale: CGFloat, top: CGFloat = 20, bottom: CGFloat = 0) -> Metrics {
            let notched = bottom > 0
            return Metrics(size: CGSize(width: width, height: height), scale: scale,
                           insets: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                           landscapeInsets: notched ? EdgeInsets(top: 0, left: top, bottom: 21, right: top) : .zero)
        }
        func pad(_ width: CGFloat, _ height: CGFloat, top: CGFloat = 20, bottom: CGFloat = 0) -> Metrics {
            let insets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
            return Metrics(size: CGSize(width: width, height: height), scale: 2, insets: insets, landscapeInsets: insets)
        }
        return [
            "retina3_5": phone(320, 480, 2),
            "retina4_0": phone(320, 568, 2),
            "retina4_7": phone(375, 667, 2),
            "retina5_5": phone(414, 736, 3),
            "retina5_9": phone(375, 812, 3, top: 44, bottom: 34),
            "retina6_0": phone(375, 812, 3, top: 50, bottom: 34),
            "retina6_1": phone(414, 896, 2, top: 44, bottom: 34),
            "retina6_5": phone(414, 896, 3, top: 44, bottom: 34),
            "retina6_12": phone(390, 844, 3, top: 47, bottom: 34),
            "retina6_72": phone(428, 926, 3, top: 47, bottom: 34),
            "iPhone14Pro": phone(393, 852, 3, top: 59, bottom: 34),
            "iPhone14ProMax": phone(430, 932, 3, top: 59, bottom: 34),
            "ipad9_7": pad(768, 1024),
            "ipad10_2": pad(810, 1080),
            "ipad10_5": pad(834, 1112),
            "ipad11": pad(834, 1194, top: 24, bottom: 20),
            "ipad12_9": pad(1024, 1366),
            "ipad12_9rounded": pad(1024, 1366, top: 24, bottom: 20),
        ]
    }()
}
