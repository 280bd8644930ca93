import Cassowary
import Foundation
import TextMeasurement

/// A table-view cell for self-sizing rows: UIKit's `UITableViewCell` with `automaticDimension`.
///
/// Put the cell's views in `contentView` and constrain them to it, with an unbroken vertical
/// chain from its top to its bottom. `rowHeight(forTableWidth:device:)` gives the height a
/// `UITableView` of that width on that device gives the row (SEMANTICS §5): the content view is
/// the table's width less the accessory's (`TableCellAccessory`), its margins are the table's
/// for the device (`Device.tableCellContentMargins`, the rule the Interface Builder importer
/// uses) unless code set them, the content view's subtree alone is fitted (views added to the
/// cell itself take no part) at `fittingSizeLevel` against 0 on the device's pixel grid, and the
/// separator adds one pixel. A content view that fits to zero height gets UIKit's warning and
/// the standard height, 44. Laid out at its frame (`layoutIfNeeded()`), the cell narrows its
/// content view for the accessory, as UIKit's does.
open class TableViewCell: View {
    /// UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Hashable, Sendable {
        case `default` = 0, value1, value2, subtitle
    }

    /// UIKit's `UITableViewCell.SelectionStyle`: drawing only.
    public enum SelectionStyle: Int, Hashable, Sendable {
        case none = 0, blue, gray, `default`
    }

    /// UIKit's `UITableViewCell.AccessoryType`; the cases are named as UIKit (and Interface
    /// Builder's `accessoryType` attribute) name them.
    public enum AccessoryType: Int, Hashable, Sendable, CaseIterable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Hashable, Sendable {
        case none = 0, delete, insert
    }

    /// UIKit's `UITableViewCell.SeparatorStyle` (a table's `separatorStyle`).
    public enum SeparatorStyle: Int, Hashable, Sendable {
        case none = 0, singleLine, singleLineEtched
    }

    public let contentView: View
    private let cellContentView: CellContentView
    public let style: CellStyle
    /// UIKit's `reuseIdentifier`, `open` as UIKit declares it (cells override it); the value
    /// given to `init(style:reuseIdentifier:)`.
    open var reuseIdentifier: String? { givenReuseIdentifier }
    private let givenReuseIdentifier: String?

    public var selectionStyle: SelectionStyle = .default
    /// `open`, as in UIKit: cells override the selection properties to restyle themselves.
    open var isSelected = false
    open var isHighlighted = false
    /// Narrows the content view by the accessory's width (`TableCellAccessory`).
    public var accessoryType: AccessoryType = .none { didSet { invalidateEngine() } }
    /// A view shown in the accessory's place; narrows the content view by its width.
    public var accessoryView: View? { didSet { invalidateEngine() } }
    /// The accessory while editing (none unless assigned, as in UIKit).
    public var editingAccessoryType: AccessoryType = .none { didSet { invalidateEngine() } }
    public var editingAccessoryView: View? { didSet { invalidateEngine() } }
    /// Editing swaps the accessory for the editing accessory; the editing control's own width at
    /// the leading edge is not measured anywhere, so it does not narrow the content view here
    /// (see README, "UIKit in code").
    public var isEditing = false { didSet { if oldValue != isEditing { invalidateEngine() } } }
    /// Whether the cell shows an accessory now (its editing accessory while editing): its
    /// content view then ends at the accessory and keeps its own margin on that side
    /// (`Device.tableCellContentMargins(forWidth:besideAccessory:)`).
    package var showsAccessory: Bool {
        let shown = TableCellAccessory.shown(in: self)
        return shown.view != nil || shown.type != .none
    }
    public var showsReorderControl = false
    public var shouldIndentWhileEditing = true
    public var indentationLevel = 0
    public var indentationWidth: CGFloat = 10
    /// Where the separator line starts and ends: drawing only, the content view keeps its width.
    public var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    public var backgroundView: View?
    public var selectedBackgroundView: View?
    public var multipleSelectionBackgroundView: View?
    /// UIKit's `backgroundConfiguration` (iOS 14): a non-nil one resets `backgroundColor` and
    /// the background views to nil (Apple's documentation); no size depends on it.
    public var backgroundConfiguration: BackgroundConfiguration? {
        didSet {
            guard backgroundConfiguration != nil else { return }
            backgroundColor = nil
            backgroundView = nil
            selectedBackgroundView = nil
            multipleSelectionBackgroundView = nil
        }
    }
    /// UIKit's `defaultBackgroundConfiguration()`: the plain list preset.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }
    public var automaticallyUpdatesBackgroundConfiguration = true
    public var focusStyle = 0

    /// UIKit's `init(style:reuseIdentifier:)`. The style's built-in labels and image view are
    /// made on first use and laid out once they show something (`textLabel`).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.givenReuseIdentifier = reuseIdentifier
        cellContentView = CellContentView(frame: Self.defaultFrame, typeName: "UITableViewCellContentView")
        contentView = cellContentView
        super.init(frame: Self.defaultFrame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        style = .default
        givenReuseIdentifier = nil
        cellContentView = CellContentView(frame: Self.defaultFrame, typeName: "UITableViewCellContentView")
        contentView = cellContentView
        super.init(coder: coder)
        frame = Self.defaultFrame
        addSubview(contentView)
    }

    /// The initializer `TableView.dequeueReusableCell(withIdentifier:for:)` makes a registered
    /// class's cells with: Swift without the Objective-C runtime constructs from a class object
    /// only through a required initializer. Being a convenience initializer that calls
    /// `init(style: .default, reuseIdentifier:)`, it runs the subclass's override of that
    /// initializer, as UIKit's dequeue does; subclasses inherit it by overriding
    /// `init(style:reuseIdentifier:)` and `init?(coder:)`, as cells do.
    public required convenience init(dequeuedWithReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// A new cell's frame, as UIKit makes it: 320 x 44 until a table sizes it.
    private static let defaultFrame = CGRect(x: 0, y: 0, width: 320, height: 44)

    /// UIKit's `init(frame:)` on a cell: the default style, no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// UIKit's `textLabel`, made on first use with the style's font (`TableCellStyleMetrics`).
    /// Once it has text (and the content view holds no views of the cell's own), it is laid out
    /// and sizes the row as the style lays it out (`ListContentLayout`); `numberOfLines = 0`
    /// makes it wrap and the row grow.
    public var textLabel: Label? {
        if let builtInTextLabel { return builtInTextLabel }
        let label = Label()
        label.font = TableCellStyleMetrics.textFont
        label.adjustsFontForContentSizeCategory = true
        builtInTextLabel = label
        return label
    }

    /// UIKit's `detailTextLabel`: nil in the default style, as in UIKit.
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let builtInDetailTextLabel { return builtInDetailTextLabel }
        let label = Label()
        label.font = TableCellStyleMetrics.secondaryTextFont(for: style)
        label.adjustsFontForContentSizeCategory = true
        if style == .subtitle { label.textColor = .secondaryLabel }
        builtInDetailTextLabel = label
        return label
    }

    /// UIKit's `imageView`: laid out at the leading margin once it has an image.
    public var imageView: ImageView? {
        if let builtInImageView { return builtInImageView }
        let view = ImageView()
        builtInImageView = view
        return view
    }

    // MARK: - Content configurations (iOS 14)

    /// UIKit's `contentConfiguration`: the configuration's view fills the content view and sizes
    /// the row (a `ListContentConfiguration` in the table's margins); the built-in labels are
    /// then not laid out. Nil removes it.
    public var contentConfiguration: ContentConfiguration? {
        didSet {
            configurationSlot.set(contentConfiguration, in: contentView)
            invalidateEngine()
        }
    }

    /// UIKit's `defaultContentConfiguration()`: a list configuration with this cell's style's
    /// fonts and paddings, and no content.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        ListContentConfiguration.forStyle(style)
    }

    /// UIKit's `configurationState`: the cell's traits and flags.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// UIKit's `automaticallyUpdatesContentConfiguration`: stored (states do not change here).
    public var automaticallyUpdatesContentConfiguration = true

    /// UIKit's hook to update the configurations for a state; `setNeedsUpdateConfiguration()`
    /// calls it at once (there is no run loop to defer it to).
    open func updateConfiguration(using state: CellConfigurationState) {}

    public func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    private let configurationSlot = ContentConfigurationSlot()

    private var builtInTextLabel: Label?
    private var builtInDetailTextLabel: Label?
    private var builtInImageView: ImageView?
    private let builtInLayout = ListContentLayout()

    /// Lays the built-in views that show something out in the content view by the style, unless
    /// the content view holds views of the cell's own (a custom cell that also sets `textLabel`
    /// is sized by its own constraints). Run before each sizing and layout.
    func updateBuiltInContent() {
        configurationSlot.prepare(separatorHeight: rowSeparatorHeight)
        let builtIns: [View] = [builtInImageView, builtInTextLabel, builtInDetailTextLabel].compactMap { $0 }
        let custom = contentView.subviews.contains { view in !builtIns.contains { $0 === view } }
        func showing(_ label: Label?) -> Label? {
            guard let label, !custom, !(label.text ?? "").isEmpty else { return nil }
            return label
        }
        let image = custom ? nil : builtInImageView.flatMap { $0.image == nil ? nil : $0 }
        builtInLayout.install(in: contentView, image: image, text: showing(builtInTextLabel),
                              secondary: showing(builtInDetailTextLabel),
                              metrics: TableCellStyleMetrics.metrics(for: style, separatorHeight: rowSeparatorHeight),
                              previous: builtIns)
    }

    /// UIKit's hook before a cell is reused for another row.
    open func prepareForReuse() {}

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    // MARK: - Sizing

    /// The height a table `tableWidth` points wide on `device` gives this row with
    /// `rowHeight = automaticDimension`: the content view is narrowed by the accessory and given
    /// the table's margins for that device (margins code set are kept, and a content view that
    /// preserves its superview's margins keeps at least the table's on the sides), the cell is
    /// laid out with the device's traits and pixel grid, and the separator adds one pixel.
    /// `contentSizeCategory` sizes text styles (fonts of a fixed size keep theirs, as in UIKit).
    public func rowHeight(forTableWidth tableWidth: CGFloat, device: Device = .default,
                          contentSizeCategory: ContentSizeCategory? = nil, separator: Bool = true) -> CGFloat {
        let category = contentSizeCategory ?? traitCollection.preferredContentSizeCategory
        let traits = TraitCollection(device: device, preferredContentSizeCategory: category)
        return traits.performAsCurrent { measuringTextStyles(at: category) {
            applyTable(width: tableWidth, traits: traits, separator: separator)
            contentScaleFactor = device.scale
            // UIKit's update pass covers the whole cell, not only the subtree that is fitted.
            updateConstraintsIfNeeded()
            let contentWidth = tableWidth - TableCellAccessory.width(of: self, tableWidth: tableWidth, device: device)
            let fitted = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                             withHorizontalFittingPriority: .required,
                                                             verticalFittingPriority: .fittingSizeLevel)
            guard fitted.height > 0 else {
                report(.ambiguousZeroHeightCell(LayoutDiagnostic.zeroHeightCellMessage))
                return TableViewCell.standardRowHeight
            }
            return TableViewCell.rowHeight(forFittedHeight: fitted.height, scale: device.scale, separator: separator)
        } }
    }

    /// UITableView's standard row height, which a row whose content collapses gets.
    public static let standardRowHeight: CGFloat = 44

    /// Whether layout places the content view beside the accessory, as UIKit's cell does. The
    /// Interface Builder importer turns it off: documents store the content view's frame as
    /// Xcode laid it out (narrower for the accessory, a separator's pixel shorter).
    package var laysOutContentView = true

    /// UIKit's cell lays its content view out beside the accessory.
    override func prepareForLayout() {
        guard laysOutContentView else { return }
        updateBuiltInContent()
        let width = bounds.width - TableCellAccessory.width(of: self, tableWidth: bounds.width, device: traitDevice)
        let narrowed = CGRect(x: 0, y: 0, width: max(0, width), height: max(0, bounds.height - rowSeparatorHeight))
        if contentView.frame != narrowed { contentView.frame = narrowed }
    }

    /// The row height for a content view `contentWidth` points wide (the table's width minus
    /// accessory and editing areas), with the margins and traits the cell has now. `separator`:
    /// whether the row's 1-pixel separator is visible (it adds 1/scale; nothing at scale 0,
    /// which also turns rounding off).
    public func rowHeight(forContentWidth contentWidth: CGFloat, scale: CGFloat, separator: Bool = true,
                          horizontalFittingPriority: LayoutPriority = .required,
                          verticalFittingPriority: LayoutPriority = .fittingSizeLevel) -> CGFloat {
        contentScaleFactor = scale
        let fitted = systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                             withHorizontalFittingPriority: horizontalFittingPriority,
                                             verticalFittingPriority: verticalFittingPriority)
        return Self.rowHeight(forFittedHeight: fitted.height, scale: scale, separator: separator)
    }

    /// The row height for a fitted content height already on the pixel grid: the separator
    /// adds 1/scale when it shows (nothing at scale 0).
    public static func rowHeight(forFittedHeight height: CGFloat, scale: CGFloat, separator: Bool) -> CGFloat {
        height + separatorHeight(scale: scale, separator: separator)
    }

    /// What a row's separator takes below the content view: one pixel when it shows.
    static func separatorHeight(scale: CGFloat, separator: Bool) -> CGFloat {
        separator && scale > 0 ? 1 / scale : 0
    }

    /// The separator's height below the content view in the row this cell was last sized for
    /// or laid out in (`rowHeight(forTableWidth:)`, a `TableView`): laid out, the content view
    /// is the cell's height less this, as in UIKit.
    var rowSeparatorHeight: CGFloat = 0

    /// What a table does to a cell before sizing or laying it out: its width, its content view's
    /// margins, its traits (the text measurer at the traits' category) and its separator.
    package func applyTable(width tableWidth: CGFloat, traits: TraitCollection, separator: Bool) {
        frame = CGRect(x: 0, y: 0, width: tableWidth, height: frame.height)
        rowSeparatorHeight = Self.separatorHeight(scale: traits.device.scale, separator: separator)
        if laysOutContentView { updateBuiltInContent() }
        cellContentView.tableMargins = traits.device.tableCellContentMargins(forWidth: tableWidth, besideAccessory: showsAccessory)
        device = traits.device
    }

    open override var typeNameForDescriptions: String { "UITableViewCell" }
}

/// A cell's content view (UIKit's `UITableViewCellContentView`, and a list cell's): its margins
/// are its table's once the cell is sized as a row of one.
///
/// UIKit gives no figures; the rule is `Device.tableCellContentMargins` (measured on Interface
/// Builder documents, shared with the importer). Margins that code set are kept on top and
/// bottom; on the sides a content view that preserves its superview's margins (as UIKit's do)
/// keeps at least the cell's, which are the table's unless the cell set its own and stopped
/// preserving the table's (`cell.preservesSuperviewLayoutMargins = false; cell.layoutMargins =
/// .zero`, the usual way to reach the table's edge).
package final class CellContentView: View {
    /// The table's content margins for this cell's width and device; nil until sized in a table.
    package var tableMargins: EdgeInsets? {
        didSet { if oldValue != tableMargins { invalidateEngine() } }
    }

    /// UIKit's class name for messages.
    private let typeName: String

    package init(frame: CGRect, typeName: String) {
        self.typeName = typeName
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        preservesSuperviewLayoutMargins = true
    }

    required init?(coder: NSCoder) {
        typeName = "UIView"
        super.init(coder: coder)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        preservesSuperviewLayoutMargins = true
    }

    package override var layoutMargins: EdgeInsets {
        get {
            guard let table = tableMargins else { return super.layoutMargins }
            var sides = (left: table.left, right: table.right)
            if let cell = superview, cell.layoutMarginsWereSet, !cell.preservesSuperviewLayoutMargins {
                sides = (cell.layoutMargins.left, cell.layoutMargins.right)
            }
            guard layoutMarginsWereSet else { return EdgeInsets(top: table.top, left: sides.left, bottom: table.bottom, right: sides.right) }
            var own = super.layoutMargins
            if preservesSuperviewLayoutMargins {
                own.left = max(own.left, sides.left)
                own.right = max(own.right, sides.right)
            }
            return own
        }
        set { super.layoutMargins = newValue }
    }

    package override var typeNameForDescriptions: String { typeName }
}
