import Foundation
import TextMeasurement

/// UIKit's `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone = 0, pad = 1
}

/// UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// The environment a view is laid out in: UIKit's `UITraitCollection`, reduced to the traits that
/// change sizes (the content size category sizes text styles; the display scale is the pixel
/// grid frames snap to; size classes and idiom are there for code that branches on them).
///
/// A view's traits come from its tree's device (`View.device`, else `Device.current`) and the
/// category its text measurer sizes text styles at, so they always agree with the frames.
public struct TraitCollection: Hashable, Sendable {
    /// The device the traits describe (not a UIKit trait: where `displayScale` and the size
    /// classes come from, and what `UIScreen.main` shows while these traits are current).
    public var device: Device
    public var preferredContentSizeCategory: ContentSizeCategory
    public var displayScale: CGFloat
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var userInterfaceIdiom: UserInterfaceIdiom
    public var layoutDirection: UserInterfaceLayoutDirection

    /// The traits of a full-screen view on `device`, with text at `category`.
    public init(device: Device, preferredContentSizeCategory category: ContentSizeCategory = .default,
                layoutDirection: UserInterfaceLayoutDirection = .leftToRight) {
        self.device = device
        preferredContentSizeCategory = category
        displayScale = device.scale
        horizontalSizeClass = device.hasRegularWidth ? .regular : .compact
        verticalSizeClass = device.hasRegularHeight ? .regular : .compact
        userInterfaceIdiom = device.userInterfaceIdiom
        self.layoutDirection = layoutDirection
    }

    /// UIKit's `UITraitCollection(preferredContentSizeCategory:)`: only that trait differs from
    /// the current traits.
    public init(preferredContentSizeCategory category: ContentSizeCategory) {
        self = TraitCollection.current
        preferredContentSizeCategory = category
    }

    /// UIKit's `UITraitCollection.current`: what code that reads traits outside a view sees
    /// (`UIScreen.main`, `UIFontMetrics.scaledValue(for:)`): `Device.default` at the Large
    /// category unless `performAsCurrent` bound others. A task-local, not a global: concurrent
    /// jobs for different devices do not see each other's.
    @TaskLocal public static var current = TraitCollection(device: .default)

    /// UIKit's `performAsCurrent(_:)`: runs `actions` with these traits as `current`.
    public func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
        try TraitCollection.$current.withValue(self, operation: actions)
    }

    /// UIKit's `hasDifferentColorAppearance(comparedTo:)`: colours do not take part in layout.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool { false }
}

