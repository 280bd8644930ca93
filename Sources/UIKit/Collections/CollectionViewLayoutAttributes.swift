import AutoLayout
import Foundation

/// UIKit's `UICollectionViewLayoutAttributes`: where a layout puts one element (cell,
/// supplementary or decoration view) and how it shows it. Sizing reads `size`: a self-sizing
/// cell gets attributes with the layout's width in `preferredLayoutAttributesFitting(_:)` and
/// answers with its size (`CollectionViewCell.size(fittingWidth:device:)`).
open class CollectionViewLayoutAttributes: NSObject, NSCopying, @unchecked Sendable {
    /// UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Hashable, Sendable {
        case cell = 0, supplementaryView, decorationView
    }

    public var indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    public let representedElementKind: String?
    public var frame: CGRect = .zero
    /// UIKit's `size`, `center` and `bounds` are views of `frame`, as a view's are.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    public var alpha: CGFloat = 1
    public var zIndex = 0
    public var isHidden = false
    public var transform: AffineTransform2D = .identity

    public required init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.transform = transform
        return copy
    }
}
