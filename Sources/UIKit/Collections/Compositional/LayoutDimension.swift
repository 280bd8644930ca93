import AutoLayout
import Foundation

/// UIKit's `NSCollectionLayoutDimension` (iOS 13): one side of a compositional layout item,
/// absolute, a fraction of its container's width or height, or an estimate the cell's own
/// fitting size replaces.
public final class CollectionLayoutDimension: @unchecked Sendable {
    enum Kind { case absolute, estimated, fractionalWidth, fractionalHeight }

    let kind: Kind
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    public static func absolute(_ points: CGFloat) -> CollectionLayoutDimension { .init(.absolute, points) }
    public static func estimated(_ points: CGFloat) -> CollectionLayoutDimension { .init(.estimated, points) }
    public static func fractionalWidth(_ fraction: CGFloat) -> CollectionLayoutDimension { .init(.fractionalWidth, fraction) }
    public static func fractionalHeight(_ fraction: CGFloat) -> CollectionLayoutDimension { .init(.fractionalHeight, fraction) }

    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }

    /// The length in a container of `container` size (Apple's documentation: fractions are of
    /// the container's width or height; an estimate is the starting size).
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .absolute, .estimated: dimension
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        }
    }
}

/// UIKit's `NSCollectionLayoutSize`: an item's width and height dimensions.
public final class CollectionLayoutSize: @unchecked Sendable {
    public let widthDimension: CollectionLayoutDimension
    public let heightDimension: CollectionLayoutDimension

    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
