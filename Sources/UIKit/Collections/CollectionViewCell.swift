import AutoLayout
import Foundation

/// UIKit's `UICollectionViewCell`: a content view the cell's size, no margins of a table.
/// Self-sizing cells are sized like UIKit's `preferredLayoutAttributesFitting(_:)` does:
/// `systemLayoutSizeFitting` of the cell with the layout's width required.
open class CollectionViewCell: View {
    public let contentView: View
    /// The content view, which takes a table row's margins in a list cell.
    let cellContentView: CellContentView
    /// UIKit's `reuseIdentifier`, `open` as UIKit declares it: cells override it (to tell
    /// instances apart, say). The identifier a collection view dequeued the cell for; none for a
    /// cell made directly.
    open var reuseIdentifier: String? { dequeuedReuseIdentifier }
    var dequeuedReuseIdentifier: String?
    /// `open`, as in UIKit: cells override the selection properties to restyle themselves.
    open var isSelected = false
    open var isHighlighted = false
    public var backgroundView: View?
    public var selectedBackgroundView: View?

    /// UIKit's `contentConfiguration` (iOS 14): the configuration's view fills the content view
    /// and sizes the cell.
    public var contentConfiguration: ContentConfiguration? {
        didSet {
            configurationSlot.set(contentConfiguration, in: contentView)
            invalidateEngine()
        }
    }

    let configurationSlot = ContentConfigurationSlot()

    public override init(frame: CGRect) {
        cellContentView = CellContentView(frame: CGRect(origin: .zero, size: frame.size), typeName: "UIView")
        contentView = cellContentView
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        cellContentView = CellContentView(frame: .zero, typeName: "UIView")
        contentView = cellContentView
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The initializer `CollectionView.dequeueReusableCell(withReuseIdentifier:for:)` makes a
    /// registered class's cells with: Swift without the Objective-C runtime constructs from a
    /// class object only through a required initializer. Being a convenience initializer that
    /// calls `init(frame:)`, it runs the subclass's `init(frame:)`, as UIKit's dequeue does, and
    /// subclasses inherit it by overriding `init(frame:)` and `init?(coder:)`, as cells do.
    public required convenience init(dequeuedWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// UIKit's hook before a cell is reused.
    open func prepareForReuse() {}

    /// The size a self-sizing cell takes in a layout `width` points wide on `device` (the height
    /// fitted at `fittingSizeLevel`, on the device's pixel grid); the width is kept.
    public func size(fittingWidth width: CGFloat, device: Device = .default) -> CGSize {
        TraitCollection(device: device, preferredContentSizeCategory: traitCollection.preferredContentSizeCategory).performAsCurrent {
            self.device = device
            frame = CGRect(x: 0, y: 0, width: width, height: max(frame.height, 1))
            configurationSlot.prepare(separatorHeight: 0)
            return systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                           verticalFittingPriority: .fittingSizeLevel)
        }
    }

    open override var typeNameForDescriptions: String { "UICollectionViewCell" }
}

/// UIKit's `UICollectionViewListCell` (iOS 14): a collection cell laid out like a table row, so
/// its content view gets a table cell's margins for the device (`Device.tableCellContentMargins`).
open class CollectionViewListCell: CollectionViewCell {
    public var indentationLevel = 0
    public var indentationWidth: CGFloat = 10

    /// UIKit's `defaultContentConfiguration()`: a list cell's is the `cell()` preset.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    public override func size(fittingWidth width: CGFloat, device: Device = .default) -> CGSize {
        cellContentView.tableMargins = device.tableCellContentMargins(forWidth: width)
        return super.size(fittingWidth: width, device: device)
    }

    open override var typeNameForDescriptions: String { "UICollectionViewListCell" }
}
