import AutoLayout
import Foundation

/// UIKit's `UICollectionViewCell`: a content view the cell's size, no margins of a table.
/// Self-sizing cells are sized through UIKit's `preferredLayoutAttributesFitting(_:)`, by default
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
    /// `open`, as in UIKit: cells override the selection properties to restyle themselves. A
    /// change is a change of `configurationState`, which asks for a configuration update.
    open var isSelected = false { didSet { if oldValue != isSelected { setNeedsUpdateConfiguration() } } }
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { setNeedsUpdateConfiguration() } } }
    public var backgroundView: View?
    public var selectedBackgroundView: View?
    /// UIKit's `backgroundConfiguration` (iOS 14): a non-nil one resets `backgroundColor` and
    /// the background views to nil (Apple's documentation); no size depends on it.
    public var backgroundConfiguration: BackgroundConfiguration? {
        didSet {
            guard backgroundConfiguration != nil else { return }
            backgroundColor = nil
            backgroundView = nil
            selectedBackgroundView = nil
        }
    }
    /// UIKit's `defaultBackgroundConfiguration()` (the presets hold no colours here).
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .clear() }
    public var automaticallyUpdatesBackgroundConfiguration = true

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

    // MARK: - Configuration updates (iOS 14)

    /// UIKit's `configurationState`: the cell's traits and flags. `open`, as UIKit declares it:
    /// cells add custom states to it.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// UIKit's hook to update the cell's configurations for `state`. Not called directly (UIKit's
    /// documentation says so): `setNeedsUpdateConfiguration()` asks for it.
    open func updateConfiguration(using state: CellConfigurationState) {}

    /// UIKit's `configurationUpdateHandler` (iOS 15): the alternative to overriding
    /// `updateConfiguration(using:)`, run after it with the same state.
    public var configurationUpdateHandler: ((CollectionViewCell, CellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// UIKit's `automaticallyUpdatesContentConfiguration`: stored (a content configuration set
    /// here is not restyled for states).
    public var automaticallyUpdatesContentConfiguration = true

    /// UIKit's `setNeedsUpdateConfiguration()`: the update is deferred to the next sizing, so
    /// several requests make one update, as UIKit's documentation says they may.
    public func setNeedsUpdateConfiguration() { needsConfigurationUpdate = true }

    /// A new cell needs one update: cells that set their content only in
    /// `updateConfiguration(using:)` (three of census-4's 27 cells, Datasets/uikit-cells) show it
    /// on iOS, so UIKit updates a cell before it first appears.
    private var needsConfigurationUpdate = true

    /// Runs a pending configuration update; sizing calls it first, as UIKit updates a cell
    /// before its layout.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// The size a self-sizing cell takes in a layout `width` points wide on `device`: the size
    /// its `preferredLayoutAttributesFitting(_:)` answers to an estimate of that width, by default
    /// the width kept and the height fitted at `fittingSizeLevel`, on the device's pixel grid.
    public func size(fittingWidth width: CGFloat, device: Device = .default) -> CGSize {
        TraitCollection(device: device, preferredContentSizeCategory: traitCollection.preferredContentSizeCategory).performAsCurrent {
            self.device = device
            updateConfigurationIfNeeded()
            frame = CGRect(x: 0, y: 0, width: width, height: max(frame.height, 1))
            configurationSlot.prepare(separatorHeight: 0)
            // The layout's estimate: the width it gives, the cell's current height.
            let estimate = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            estimate.frame = frame
            return preferredLayoutAttributesFitting(estimate).size
        }
    }

    /// UIKit's `preferredLayoutAttributesFitting(_:)`, which a self-sizing layout asks each cell
    /// with its estimate: by default a copy of the attributes with the size the cell's
    /// constraints give at the estimate's width (height fitted at `fittingSizeLevel`). `open`
    /// as in UIKit: a cell overrides it to answer a size of its own, or to adjust the estimate
    /// before calling `super`.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy() as? CollectionViewLayoutAttributes ?? layoutAttributes
        fitted.size = systemLayoutSizeFitting(CGSize(width: layoutAttributes.size.width, height: 0),
                                              withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel)
        return fitted
    }

    open override var typeNameForDescriptions: String { "UICollectionViewCell" }
}

/// UIKit's `UICollectionViewListCell` (iOS 14): a collection cell laid out like a table row, so
/// its content view gets a table cell's margins for the device (`Device.tableCellContentMargins`).
open class CollectionViewListCell: CollectionViewCell {
    public var indentationLevel = 0
    public var indentationWidth: CGFloat = 10
    /// UIKit's `accessories`, in order from the leading edge; see `CellAccessory` (no width here).
    public var accessories: [CellAccessory] = []

    /// UIKit's `defaultContentConfiguration()`: a list cell's is the `cell()` preset.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    public override func size(fittingWidth width: CGFloat, device: Device = .default) -> CGSize {
        cellContentView.tableMargins = device.tableCellContentMargins(forWidth: width)
        return super.size(fittingWidth: width, device: device)
    }

    open override var typeNameForDescriptions: String { "UICollectionViewListCell" }
}
