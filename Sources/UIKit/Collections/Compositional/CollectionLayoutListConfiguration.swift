import AutoLayout
import Foundation

/// UIKit's `UICollectionLayoutListConfiguration` (iOS 14): a list section's appearance and
/// options. The appearance decides a row's width (inset-grouped rows are inset); the rest is
/// stored.
public struct CollectionLayoutListConfiguration {
    /// UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// UIKit's `UICollectionLayoutListConfiguration.HeaderMode` and `FooterMode`.
    public enum HeaderMode: Int, Sendable { case none = 0, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none = 0, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: Color?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
