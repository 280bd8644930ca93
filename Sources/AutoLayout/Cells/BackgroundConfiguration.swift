import Foundation

/// UIKit's `UIBackgroundConfiguration` (iOS 14): how a cell's background is drawn. Nothing in it
/// changes a size, so its values are stored for the code that sets them; the presets' system
/// colours and corner radii are not modelled (each preset starts with none).
public struct BackgroundConfiguration {
    public var backgroundColor: Color?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = DirectionalEdgeInsets.zero
    public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []
    public var strokeColor: Color?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var image: Image?
    public var imageContentMode: ContentMode = .scaleToFill
    public var customView: View?

    private init() {}

    /// UIKit's presets, by name.
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration() }
    public static func listPlainCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    public static func listGroupedCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration() }
    public static func listPlainHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration() }
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration() }
    public static func listSidebarHeader() -> BackgroundConfiguration { BackgroundConfiguration() }

    /// UIKit's `updated(for:)`: state-dependent colours are not modelled, so the same values.
    public func updated(for state: ConfigurationState) -> BackgroundConfiguration { self }
}
