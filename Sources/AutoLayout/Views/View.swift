import Cassowary
import Foundation
import TextMeasurement

/// A rectangle in a tree of views, laid out by constraints: UIKit's `UIView`, reduced to what
/// layout needs.
///
/// `frame` is relative to the superview (to the screen for a root view); `bounds.origin` shifts
/// the coordinate system of the subviews (a scroll offset). The root of a tree owns the tree's
/// `LayoutEngine`; every other view reaches it through `rootView`.
///
/// Views made in code translate their frame and autoresizing mask into constraints
/// (`translatesAutoresizingMaskIntoConstraints` is true), as in UIKit. Set it to false on every
/// view you position with constraints.
///
/// Like UIKit's, the class is an `NSObject` (helpers written for `NSObject` accept views) and
/// its members that UIKit lets subclasses override are `open`: `layoutSubviews()`,
/// `updateConstraints()`, `intrinsicContentSize`, `layoutMargins`, `systemLayoutSizeFitting`, ...
open class View: NSObject, LayoutItem {
    /// The view's name in constraint descriptions and messages (`label.leading == ...`); Apple's
    /// `Type:0xADDRESS` when nil. Not UIKit's: public under a name no cell is likely to use,
    /// since cells declare their own `name` (`let name = UILabel()`), which a public `name` here
    /// would make an invalid override (issue 34's census). Within the module it is `name`.
    public var layoutDebugName: String? {
        get { name }
        set { name = newValue }
    }

    var name: String?

    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    /// The constraints this view holds (it is their items' closest common ancestor).
    public private(set) var constraints: [LayoutConstraint] = []
    public private(set) var layoutGuides: [LayoutGuide] = []

    let variables: ItemVariables
    var frameStorage: CGRect
    var boundsOrigin: CGPoint = .zero
    /// The engine, on a root view, once built and current; nil when the next layout rebuilds it.
    var engine: LayoutEngine?
    var needsLayout = true
    /// Whether `updateConstraints()` is due here: every view starts needing it, as in UIKit.
    var needsConstraintUpdate = true
    /// Whether this view or one below it needs `updateConstraints()` (spares the walk).
    var constraintUpdatePending = true

    public init(frame: CGRect) {
        frameStorage = frame
        variables = ItemVariables()
        super.init()
    }

    /// UIKit's `init(coder:)`: archives are not read here, so the view starts as `init(frame:
    /// .zero)` would make it. Subclasses that override `init(frame:)` must provide it, as in UIKit.
    public required init?(coder: NSCoder) {
        frameStorage = .zero
        variables = ItemVariables()
        super.init()
    }

    /// UIKit's `init()`: a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: - Geometry

    public var frame: CGRect {
        get { frameStorage }
        set {
            guard newValue != frameStorage else { return }
            let oldSize = frameStorage.size
            frameStorage = newValue
            if translatesAutoresizingMaskIntoConstraints { rootView.engine?.frameChanged(self) }
            if autoresizesSubviews, newValue.size != oldSize { resizeSubviews(withOldSize: oldSize) }
            if readableGuideStorage != nil, newValue.width != oldSize.width { invalidateEngine() }
            setNeedsLayout()
        }
    }

    /// Whether a change of this view's size moves its subviews by their `autoresizingMask`, as
    /// UIKit does (true by default).
    public var autoresizesSubviews = true

    /// UIKit's resize of subviews (SEMANTICS §7): each subview's frame moves by its mask from
    /// this view's old size to the new one, by the rule its autoresizing constraints follow, so
    /// a subview's frame is always relative to the size its superview has now. Without this, an
    /// engine built after the resize would take the new size as the one the frames were given
    /// in and share nothing. Nested views follow through their own frame setter.
    private func resizeSubviews(withOldSize oldSize: CGSize) {
        for subview in subviews {
            subview.frame = AutoresizingConstraints.resized(subview.frameStorage, mask: subview.autoresizingMask,
                                                            superviewOrigin: boundsOrigin, from: oldSize, to: frameStorage.size)
        }
    }

    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frameStorage.size) }
        set {
            if newValue.origin != boundsOrigin {
                boundsOrigin = newValue.origin
                invalidateEngine()
            }
            if newValue.size != frameStorage.size {
                frame = CGRect(origin: frameStorage.origin, size: newValue.size)
            }
        }
    }

    public var center: CGPoint {
        get { CGPoint(x: frameStorage.midX, y: frameStorage.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frameStorage.width / 2, y: newValue.y - frameStorage.height / 2) }
    }

    /// Whether the frame and `autoresizingMask` become required constraints. True for views made
    /// in code, as in UIKit; documents (like Interface Builder) set it false.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { invalidateEngine() } }
    }

    public var autoresizingMask: AutoresizingMask = [] {
        didSet { if oldValue != autoresizingMask { invalidateEngine() } }
    }

    /// Outside a stack view, hiding a view does not change layout (SEMANTICS §8); a stack view
    /// collapses its hidden arranged subviews.
    open var isHidden = false {
        didSet {
            guard oldValue != isHidden else { return }
            (superview as? ArrangedSubviewsObserving)?.arrangedSubviewVisibilityDidChange(self)
        }
    }

    /// The pixel grid frames snap to, taken from the root view: 1, 2 or 3 (0 = no rounding).
    /// Unless set, the scale of the tree's device (`traitCollection.displayScale`), as UIKit
    /// takes the screen's.
    public var contentScaleFactor: CGFloat {
        get { scaleStorage ?? traitDevice.scale }
        set {
            guard newValue != scaleStorage else { return }
            scaleStorage = newValue
            invalidateEngine()
        }
    }

    private var scaleStorage: CGFloat?

    /// The device this tree is laid out for; set it on the root (a table sets it on the cells it
    /// sizes). Nil on every view of a tree: the current traits' device (`Device.current`).
    public var device: Device? {
        didSet { if oldValue != device { invalidateEngine() } }
    }

    /// The device in force here: the nearest one set on the way to the root, else the current.
    package var traitDevice: Device {
        var view: View? = self
        while let step = view {
            if let device = step.device { return device }
            view = step.superview
        }
        return Device.current
    }

    /// Traits code set on this view (`traitOverrides`, iOS 17).
    var traitOverridesStorage = TraitOverrides()

    /// UIKit's `traitCollection`: the tree's device and the content size category its text
    /// measurer sizes text styles at.
    open var traitCollection: TraitCollection {
        let category = (resolvedTextMeasurer as? TextMeasurer)?.contentSizeCategory ?? TraitCollection.current.preferredContentSizeCategory
        return TraitCollection(device: traitDevice, preferredContentSizeCategory: category,
                               layoutDirection: effectiveUserInterfaceLayoutDirection)
    }

    var layoutScale: CGFloat { rootView.contentScaleFactor }

    // MARK: - Margins, safe area, guides

    /// Insets of `layoutMarginsGuide` from the bounds (8 on every side by default; a table
    /// cell's content view gets its table's, `TableViewCell`).
    open var layoutMargins: EdgeInsets {
        get { layoutMarginsStorage }
        set {
            guard newValue != layoutMarginsStorage else { return }
            layoutMarginsStorage = newValue
            layoutMarginsWereSet = true
            invalidateEngine()
            layoutMarginsDidChange()
        }
    }

    var layoutMarginsStorage = View.defaultLayoutMargins
    /// A view's own margins until code sets them: "for most views, the default layout margins
    /// are 8 points on each side" (Apple's documentation of `directionalLayoutMargins`).
    static let defaultLayoutMargins = EdgeInsets(all: 8)
    /// Whether code set the margins (a table then keeps them on a cell's content view, and a
    /// layout document states them instead of leaving them to the table).
    package internal(set) var layoutMarginsWereSet = false

    /// UIKit's `directionalLayoutMargins`: the margins with leading and trailing, resolved by
    /// the view's layout direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(layoutMargins, direction: effectiveUserInterfaceLayoutDirection) }
        set { layoutMargins = newValue.edgeInsets(direction: effectiveUserInterfaceLayoutDirection) }
    }

    /// Called when the margins change; UIKit's hook of the same name.
    open func layoutMarginsDidChange() {}

    /// Whether the view's margins are at least its superview's where the two overlap. Stored:
    /// the one case cells depend on, a table cell's content view taking the table's margins,
    /// is built into `TableViewCell`'s sizing.
    public var preservesSuperviewLayoutMargins = false

    /// Whether the margins are measured from the safe area's edges rather than the bounds.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if oldValue != insetsLayoutMarginsFromSafeArea { invalidateEngine() } }
    }

    /// Insets of `safeAreaLayoutGuide` from the bounds. UIKit derives them from the screen; here
    /// they are set: on the root, the device's (20 at the top for a status bar, 44/34 on notched
    /// phones); on other views they stay zero unless set.
    public var safeAreaInsets: EdgeInsets = .zero {
        didSet { if oldValue != safeAreaInsets { invalidateEngine() } }
    }

    var effectiveLayoutMargins: EdgeInsets {
        insetsLayoutMarginsFromSafeArea ? layoutMargins + safeAreaInsets : layoutMargins
    }

    public private(set) lazy var layoutMarginsGuide = LayoutGuide(kind: .layoutMargins, owner: self)
    public private(set) lazy var safeAreaLayoutGuide = LayoutGuide(kind: .safeArea, owner: self)
    /// UIKit's `readableContentGuide`: the layout-margins area, narrowed and centred to the
    /// readable width (`ReadableWidth`) where the view is wider than that.
    public var readableContentGuide: LayoutGuide {
        if let guide = readableGuideStorage { return guide }
        let guide = LayoutGuide(kind: .readableContent, owner: self)
        readableGuideStorage = guide
        return guide
    }

    /// The readable guide once asked for (its insets follow the view's width).
    private var readableGuideStorage: LayoutGuide?

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .user, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        invalidateEngine()
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let index = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        layoutGuides.remove(at: index)
        deactivateConstraints { $0.mentions(guide) }
        guide.owningView = nil
        invalidateEngine()
    }

    // MARK: - Layout direction

    /// UIKit's semantic content attribute: forcing a direction for this view and its subtree.
    public enum SemanticContentAttribute: Int, Hashable, Sendable {
        case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
    }

    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if oldValue != semanticContentAttribute { invalidateEngine() } }
    }

    /// The direction leading and trailing follow here: the nearest forced direction on the way
    /// to the root, left to right when none is forced.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        var view: View? = self
        while let current = view {
            switch current.semanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight: return .leftToRight
            default: view = current.superview
            }
        }
        return .leftToRight
    }

    // MARK: - Intrinsic content size

    /// UIKit's marker for "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the content wants; `noIntrinsicMetric` on an axis means none. Plain views have
    /// none; subclasses override, and call `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    open func invalidateIntrinsicContentSize() {
        rootView.engine?.intrinsicContentSizeChanged(self)
        setNeedsLayout()
    }

    private var hugging: (h: LayoutPriority, v: LayoutPriority) = (.defaultLow, .defaultLow)
    private var compression: (h: LayoutPriority, v: LayoutPriority) = (.defaultHigh, .defaultHigh)

    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? hugging.h : hugging.v
    }

    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal { hugging.h = priority } else { hugging.v = priority }
        invalidateEngine()
    }

    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compression.h : compression.v
    }

    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal { compression.h = priority } else { compression.v = priority }
        invalidateEngine()
    }

    /// What Interface Builder gives a view it creates: constraints instead of a mask, and for
    /// labels, buttons and image views a hugging priority of 251 on both axes (views made in code
    /// keep UIKit's 250). Importers of documents call this; code that builds views by hand can
    /// call it to get the same frames as the storyboard version.
    open func applyInterfaceBuilderDefaults() {
        translatesAutoresizingMaskIntoConstraints = false
    }

    // MARK: - Appearance (stored for code that sets it; none of it changes a frame)

    open var backgroundColor: Color?
    open var tintColor: Color? = .tintColor
    public var alpha: CGFloat = 1
    public var isOpaque = true
    public var clipsToBounds = false
    public var contentMode: ContentMode = .scaleToFill
    /// Applied when drawing; frames from layout are those of the untransformed view.
    public var transform: AffineTransform2D = .identity
    public var tag = 0
    public var isUserInteractionEnabled = true
    public var isMultipleTouchEnabled = false
    public var isExclusiveTouch = false
    /// UIKit's `gestureRecognizers`: kept, never fired (see `GestureRecognizer`).
    public var gestureRecognizers: [GestureRecognizer]? {
        didSet { gestureRecognizers?.forEach { $0.view = self } }
    }
    public var accessibilityIdentifier: String?
    public var accessibilityLabel: String?
    public var accessibilityHint: String?
    public var accessibilityValue: String?
    public var isAccessibilityElement = false
    /// UIKit's `accessibilityTraits`, `open` as UIKit's is: views override it to report a role.
    open var accessibilityTraits: AccessibilityTraits = .none
    public var overrideUserInterfaceStyle = 0
    /// UIKit's `focusEffect` (iOS 15): kept, no layout effect (see `FocusEffect`).
    public var focusEffect: FocusEffect?
    /// The view's backing layer (Core Animation's `CALayer`), made on first use.
    public var layer: Layer {
        if let layerStorage { return layerStorage }
        // UIKit makes the layer of the class `layerClass` names (views whose layer is a
        // `CAGradientLayer` override it); a class that is no layer falls back to a plain one.
        let made = (Self.layerClass as? Layer.Type)?.init() ?? Layer()
        layerStorage = made
        return made
    }

    private var layerStorage: Layer?

    /// UIKit's `layerClass`: the class of the view's backing layer.
    open class var layerClass: AnyClass { Layer.self }

    // MARK: - Responder (no events are delivered on Linux: `Touch`)

    /// UIKit's touch handlers, `open` for views that override them; nothing calls them here.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    /// UIKit's `canBecomeFirstResponder`: false unless a subclass says otherwise (Apple's
    /// documentation; text fields and text views do).
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    public private(set) var isFirstResponder = false

    /// UIKit's `becomeFirstResponder()`: one first responder per tree (there is no window), so
    /// the tree's current one resigns first; false if this view cannot become it or the other
    /// cannot resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        if let current = rootView.firstResponderInTree(), !current.resignFirstResponder() { return false }
        isFirstResponder = true
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        isFirstResponder = false
        return true
    }

    private func firstResponderInTree() -> View? {
        if isFirstResponder { return self }
        for subview in subviews {
            if let found = subview.firstResponderInTree() { return found }
        }
        return nil
    }

    /// UIKit's `endEditing(_:)`: the first responder in this view's subtree resigns (`force`
    /// makes no difference here: nothing refuses).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        firstResponderInTree()?.resignFirstResponder() ?? true
    }

    // MARK: - Overridable UIKit hooks

    /// UIKit's update-constraints pass: layout calls it, subviews before their superview, on
    /// every view that needs it (every view once, then those that call
    /// `setNeedsUpdateConstraints()`), before it solves. Overrides add or change constraints
    /// here and call `super.updateConstraints()`.
    open func updateConstraints() {}

    /// Called when the view's traits change; UIKit's hook. Traits here are fixed for a tree
    /// once it is laid out, so layout itself never calls it.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// UIKit's `sizeThatFits(_:)`: the view's current size unless a subclass says otherwise.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// UIKit's `sizeToFit()`: resizes the view to `sizeThatFits` of its current size.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// UIKit's `draw(_:)`: nothing is drawn here.
    open func draw(_ rect: CGRect) {}

    /// UIKit's `setNeedsDisplay()` and `setNeedsDisplay(_:)`: nothing is drawn here, so there is
    /// nothing to redraw; kept so that views which draw themselves compile and run.
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}

    open func didMoveToSuperview() {}
    open func willMove(toSuperview newSuperview: View?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: View) {}
    open func willRemoveSubview(_ subview: View) {}
    open func safeAreaInsetsDidChange() {}
    open func tintColorDidChange() {}
    /// Nib loading is not part of this library; UIKit's hook is kept for code that overrides it.
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}

    /// UIKit's class property: whether the view needs constraint-based layout. Every tree here
    /// is laid out by constraints, so the answer changes nothing.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// see `fittedSize(_:horizontal:vertical:)` for the method; open so that cells can override it
    /// as they do in UIKit.
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                      verticalFittingPriority: LayoutPriority) -> CGSize {
        fittedSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// UIKit's `systemLayoutSizeFitting(_:)`: both axes at `fittingSizeLevel`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    // MARK: - Text and baselines (overridden by the content views)

    /// The measurer labels, buttons and text views of this tree use: this view's, else the
    /// nearest ancestor's, else `View.defaultTextMeasurer`. Set nil to inherit again.
    public var textMeasurer: (any TextMeasuring)? {
        get { resolvedTextMeasurer }
        set {
            ownTextMeasurer = newValue
            invalidateEngine()
        }
    }

    /// Real fonts in fast mode (`TextMeasurer(mode: .fast)`: Liberation Sans with Noto Sans CJK
    /// SC for what it lacks), shared by every tree that sets no measurer of its own. Fonts load
    /// on first use; a missing font file is reported through the tree's diagnostics.
    public static let defaultTextMeasurer: any TextMeasuring = TextMeasurer(mode: .fast)

    /// The measurer set on this view itself (nil: its superview's).
    private(set) var ownTextMeasurer: (any TextMeasuring)?

    /// The measurer in force here (never nil: the default ends the search).
    var resolvedTextMeasurer: any TextMeasuring {
        ownTextMeasurer ?? superview?.resolvedTextMeasurer ?? View.defaultTextMeasurer
    }

    /// Whether the intrinsic height depends on the width layout gives the view (multi-line
    /// text): such views are laid out in two passes. A view whose answer changes calls
    /// `sizesToLayoutWidthDidChange()`.
    var sizesToLayoutWidth: Bool { false }

    /// The view moved between one-pass and two-pass sizing (a label between one line and
    /// several): the engine re-reads its two-pass views and the view's size, as a new engine
    /// would, and keeps its constraints (an app that sets `numberOfLines` on a cell's label
    /// rebuilds nothing).
    func sizesToLayoutWidthDidChange() {
        rootView.engine?.twoPassViewsChanged()
        invalidateIntrinsicContentSize()
    }

    /// The intrinsic size once layout has given the view `width` (for `sizesToLayoutWidth`).
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize { intrinsicContentSize }

    /// Where the baselines sit; views without text have them at the bottom.
    func baselineModel(first: Bool) -> BaselineModel { .bottom }

    /// UIKit's class name for messages (`UIView:0x...`).
    open var typeNameForDescriptions: String {
        let name = String(describing: type(of: self))
        return name == "View" ? "UIView" : name
    }

    // MARK: - Tree

    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            report(.invalidHierarchy("Cannot add \(itemDescription(view)) to \(itemDescription(self)): it would become its own ancestor."))
            return
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        view.willMove(toSuperview: self)
        view.removeFromSuperview()
        view.engine = nil
        view.superview = self
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        if view.constraintUpdatePending { markConstraintUpdatePending() }
        invalidateEngine()
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    /// UIKit's `insertSubview(_:aboveSubview:)`: just in front of `siblingSubview` in
    /// `subviews`. A sibling that is not a subview is outside UIKit's documented use; the view
    /// then goes on top, as with `addSubview(_:)`.
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        let sibling = subviews.firstIndex { $0 === siblingSubview }
        let current = subviews.firstIndex { $0 === view }
        // Moving a view that sits below its sibling shifts the sibling down by one.
        let index = sibling.map { $0 + 1 - ((current ?? .max) < $0 ? 1 : 0) } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// UIKit's `insertSubview(_:belowSubview:)`: just behind `siblingSubview` in `subviews`; a
    /// sibling that is not a subview puts the view at the back.
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        let sibling = subviews.firstIndex { $0 === siblingSubview }
        let current = subviews.firstIndex { $0 === view }
        let index = sibling.map { $0 - ((current ?? .max) < $0 ? 1 : 0) } ?? 0
        insertSubview(view, at: index)
    }

    /// UIKit's `bringSubviewToFront(_:)`: the subview moves to the end of `subviews` (drawn on
    /// top); a view that is not a subview is left alone.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// UIKit's `sendSubviewToBack(_:)`: the subview moves to the start of `subviews`.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Detaches the view; constraints between its subtree and the rest of the old tree are
    /// deactivated, as in UIKit.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        var ancestor: View? = parent
        while let holder = ancestor {
            holder.deactivateConstraints { $0.mentionsSubtree(of: self) }
            ancestor = holder.superview
        }
        parent.invalidateEngine()
        parent.subviews.removeAll { $0 === self }
        superview = nil
        invalidateEngine()
    }

    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let step = current {
            if step === view { return true }
            current = step.superview
        }
        return false
    }

    public var rootView: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    func closestCommonAncestor(with other: View) -> View? {
        if other === self || other === superview { return other }
        if let parent = other.superview, parent === self || parent === superview { return parent }
        // Bring both to the same depth, then climb together.
        var (first, second): (View?, View?) = (self, other)
        var (firstDepth, secondDepth) = (depth, other.depth)
        while firstDepth > secondDepth { first = first?.superview; firstDepth -= 1 }
        while secondDepth > firstDepth { second = second?.superview; secondDepth -= 1 }
        while let a = first, let b = second {
            if a === b { return a }
            first = a.superview
            second = b.superview
        }
        return nil
    }

    private var depth: Int {
        var count = 0
        var current = superview
        while let step = current {
            count += 1
            current = step.superview
        }
        return count
    }

    /// The view and its descendants, parents before children, in subview order.
    func subtreeInOrder() -> [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    // MARK: - Constraints held

    /// UIKit's way of activating: the view must be the items' common ancestor (or above it).
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder == nil else { return }
        do throws(LayoutError) {
            if let error = constraint.validationError { throw error }
            let ancestor = try constraint.commonAncestor()
            guard ancestor.isDescendant(of: self) else {
                throw .noCommonAncestor("The view hierarchy is not prepared for the constraint: \(constraint). When added to a view, the constraint's items must be descendants of that view (or the view itself).")
            }
            hold(constraint, coordinateSpace: ancestor)
        } catch {
            report(.activationFailed(error.description))
        }
    }

    /// Activates a checked constraint: this view holds it, `coordinateSpace` interprets it.
    func hold(_ constraint: LayoutConstraint, coordinateSpace: View) {
        constraint.coordinateSpace = coordinateSpace
        constraints.append(constraint)
        constraint.holder = self
        rootView.engine?.constraintActivated(constraint)
        setNeedsLayout()
    }

    public func addConstraints(_ list: [LayoutConstraint]) {
        for constraint in list { addConstraint(constraint) }
    }

    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder === self else { return }
        rootView.engine?.constraintDeactivated(constraint)
        constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        constraint.coordinateSpace = nil
        setNeedsLayout()
    }

    public func removeConstraints(_ list: [LayoutConstraint]) {
        for constraint in list { removeConstraint(constraint) }
    }

    private func deactivateConstraints(where predicate: (LayoutConstraint) -> Bool) {
        for constraint in constraints where predicate(constraint) { removeConstraint(constraint) }
    }

    // MARK: - Layout

    public func setNeedsLayout() {
        rootView.needsLayout = true
    }

    /// Lays out the whole tree now if anything changed since the last layout, and writes every
    /// view's frame, snapped to the root's pixel grid.
    public func layoutIfNeeded() {
        let root = rootView
        root.prepareForLayout()
        root.updateConstraintsIfNeeded()
        guard root.needsLayout || root.engine == nil else { return }
        let engine = root.builtEngine()
        engine.holdRootSize(true)
        engine.layout()
        engine.writeFrames()
        root.needsLayout = false
        for view in root.subtreeInOrder() { view.layoutSubviews() }
    }

    /// What a container does to its own subviews' frames before its tree is laid out, as
    /// UIKit's containers do in their `layoutSubviews` (a table cell narrows its content view
    /// for its accessory). Called on the root of a tree.
    func prepareForLayout() {}

    /// Called after the frames of this view's tree were written. Subclasses may look at their
    /// frames here; UIKit's hook of the same name.
    open func layoutSubviews() {}

    /// Receives layout's messages for this tree (set it on the root view). Standard error when
    /// nil.
    public var diagnosticsHandler: ((LayoutDiagnostic) -> Void)?

    func report(_ diagnostic: LayoutDiagnostic) {
        let root = rootView
        if let handler = root.diagnosticsHandler {
            handler(diagnostic)
        } else {
            LayoutDiagnostic.writeToStandardError(diagnostic)
        }
    }

    // MARK: - Engine

    func builtEngine() -> LayoutEngine {
        if let engine { return engine }
        let made = LayoutEngine(root: self, isFittingSubtree: false)
        engine = made
        return made
    }

    /// Something structural changed: the next layout rebuilds the tree's engine.
    package func invalidateEngine() {
        let root = rootView
        root.engine = nil
        root.needsLayout = true
    }

    // MARK: - Anchors

    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }

    open override var description: String {
        "<\(itemDescription(self)); frame = (\(formatLayoutNumber(frame.minX)) \(formatLayoutNumber(frame.minY)); \(formatLayoutNumber(frame.width)) \(formatLayoutNumber(frame.height)))>"
    }
}

/// A container whose layout depends on which of its subviews are hidden (a stack view).
protocol ArrangedSubviewsObserving: AnyObject {
    func arrangedSubviewVisibilityDidChange(_ view: View)
    /// Whether hiding or showing `view` changes the container's constraints.
    func arranges(_ view: View) -> Bool
}

extension View {
    /// Whether hiding or showing this view changes any constraint. Only a stack view's
    /// arranged subviews do: any other hidden view keeps its place in Auto Layout
    /// (Apple's `isHidden` and `UIStackView` documentation: the stack updates its layout
    /// when an arranged subview's `isHidden` changes; nothing else reads it).
    package var visibilityShapesConstraints: Bool {
        (superview as? ArrangedSubviewsObserving)?.arranges(self) ?? false
    }
}

extension LayoutConstraint {
    func mentions(_ item: AnyObject) -> Bool {
        firstItem === item || secondItem === item
    }

    /// Whether an item of the constraint is `view`, in its subtree, or a guide of one of those.
    func mentionsSubtree(of view: View) -> Bool {
        [firstItem, secondItem].contains { item in
            ResolvedItem(item)?.hierarchyView.isDescendant(of: view) ?? false
        }
    }
}
