import Foundation

/// A view that lays out a row or a column of views: UIKit's `UIStackView`.
///
/// The stack turns its settings into ordinary `LayoutConstraint`s that it owns and activates
/// (SEMANTICS §8), named with UIKit's identifiers so they read the same in messages:
/// - `UISV-canvas-connection`: the first and last visible views to the canvas's edges along the
///   axis, and the cross-axis anchor of the first view (the canvas is the stack itself, or its
///   `layoutMarginsGuide` when `isLayoutMarginsRelativeArrangement` is true);
/// - `UISV-spacing`: `next.leading == previous.trailing + spacing` (`>=` for `equalSpacing` and
///   `equalCentering`, where `spacing` is a minimum);
/// - `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing`: the distribution;
/// - `UISV-alignment`: every arranged view (hidden ones too) aligned to the first visible one on
///   the cross axis;
/// - `UISV-spanning-boundary` and `UISV-spanning-fit`: for alignments other than fill, every view
///   stays inside the canvas across the axis and the canvas is as small as that allows (at
///   priority 51, just above `fittingSizeLevel`, so a self-sizing cell still wraps its stack);
/// - `UISV-hiding`: a hidden view's size along the axis is 0 (required), it sits where the views
///   before it end (in the middle of the spacing when visible views follow it), and it takes
///   no spacing.
///
/// Whenever a setting, the arrangement or a view's `isHidden` changes, the constraints are made
/// again. A stack view has no intrinsic size: its size is an output of its arranged subviews
/// unless constrained from outside.
///
/// Choices where UIKit is not documented ([L]):
/// - `fill` with equal hugging (or compression) priorities is ambiguous, as Xcode warns; the
///   solver then picks one deterministic answer, but no particular view is promised the space.
/// - `fillProportionally`: `size_i == (canvas - spacings) * weight_i / sum(weight)` at
///   priority 999, a view's weight being its intrinsic size along the axis, else its current
///   size there (0 for a view never laid out; when the sum is 0 the stack behaves as
///   `fillEqually`). The intrinsic sizes are read when the constraints are
///   made and checked again after every layout; when one changed the stack remakes its
///   constraints and lays the tree out once more.
/// - `equalSpacing` and `equalCentering` keep their gaps (edge to edge, or centre to centre)
///   equal with spacer `LayoutGuide`s at priority 999, so a minimum spacing that cannot hold
///   with equal gaps bends the equality rather than raising a conflict.
/// - In a vertical stack `firstBaseline` aligns like `leading` and `lastBaseline` like
///   `trailing` (UIKit's baseline alignments are for horizontal stacks).
/// - A view removed with `removeFromSuperview()` leaves `arrangedSubviews` at once; the stack
///   closes the gap at the next layout (there is no removal hook in `View` yet, so it checks
///   after layout and lays out again).
open class StackView: View, ArrangedSubviewsObserving {
    /// How arranged subviews share the space along the axis: UIKit's
    /// `UIStackView.Distribution`, with its raw values.
    public enum Distribution: Int, Hashable, Sendable, CaseIterable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// Where arranged subviews sit across the axis: UIKit's `UIStackView.Alignment`, with its
    /// raw values (`top` is `leading`'s value and `bottom` is `trailing`'s, as in UIKit).
    public enum Alignment: Int, Hashable, Sendable {
        case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    private var storedArrangedSubviews: [View] = []
    /// The constraints the stack made and activated, remade on every change.
    private var ownedConstraints: [LayoutConstraint] = []
    /// Spacer guides of `equalSpacing` and `equalCentering`, reused between remakes.
    private var spacers: [LayoutGuide] = []
    /// The intrinsic sizes `fillProportionally` used, to notice when they change.
    private var proportionsUsed: [CGFloat] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The views the stack arranges, in order (a subset of `subviews`).
    public var arrangedSubviews: [View] {
        storedArrangedSubviews.filter { $0.superview === self }
    }

    public var axis: LayoutAxis = .horizontal {
        didSet { if oldValue != axis { rebuildArrangement() } }
    }

    public var distribution: Distribution = .fill {
        didSet { if oldValue != distribution { rebuildArrangement() } }
    }

    public var alignment: Alignment = .fill {
        didSet { if oldValue != alignment { rebuildArrangement() } }
    }

    /// The space between adjacent views (a minimum for `equalSpacing` and `equalCentering`).
    /// UIKit's `UIStackView.spacingUseDefault`: `setCustomSpacing` with it restores `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// UIKit's `UIStackView.spacingUseSystem`: the system spacing between siblings, 8 points.
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    /// Spacings after particular arranged views (`setCustomSpacing(_:after:)`), by view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// UIKit's `setCustomSpacing(_:after:)`: the gap between `arrangedSubview` and the next
    /// visible arranged view is `spacing` instead of the stack's (a hidden view's custom
    /// spacing is not used, as its gap collapses with it).
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : (spacing == Self.spacingUseSystem ? 8 : spacing)
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        rebuildArrangement()
    }

    /// UIKit's `customSpacing(after:)`: `spacingUseDefault` when none was set.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The gap after `view` towards the next visible arranged view.
    func spacing(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    public var spacing: CGFloat = 0 {
        didSet { if oldValue != spacing { rebuildArrangement() } }
    }

    /// Whether views are laid out inside the layout margins instead of the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if oldValue != isLayoutMarginsRelativeArrangement { rebuildArrangement() } }
    }

    /// Adds `view` at the end of the arrangement (and as a subview when it is not one).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index` (clamped), adding it as the last subview
    /// when it is not one; a view already arranged moves.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        storedArrangedSubviews.removeAll { $0 === view || $0.superview !== self }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }   // refused (it would be its own ancestor)
        storedArrangedSubviews.insert(view, at: min(max(index, 0), storedArrangedSubviews.count))
        rebuildArrangement()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        guard storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        storedArrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        rebuildArrangement()
    }

    func arrangedSubviewVisibilityDidChange(_ view: View) {
        guard arranges(view) else { return }
        rebuildArrangement()
    }

    func arranges(_ view: View) -> Bool {
        storedArrangedSubviews.contains { $0 === view }
    }

    /// The constraints the stack currently holds active, in the order it made them.
    public var arrangementConstraints: [LayoutConstraint] { ownedConstraints }

    open override var typeNameForDescriptions: String { "UIStackView" }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Two things can change without the stack hearing of it: the intrinsic sizes that
        // proportions come from, and an arranged view leaving through `removeFromSuperview()`.
        // Remake and lay out once more when one did; the second pass finds nothing to do (and
        // the flag stops a second remake should a size keep changing).
        guard !isRelayingOut else { return }
        let removed = storedArrangedSubviews.contains { $0.superview !== self }
        let reproportion = distribution == .fillProportionally && !Self.sameShares(currentProportions(), proportionsUsed)
        guard removed || reproportion else { return }
        storedArrangedSubviews.removeAll { $0.superview !== self }
        isRelayingOut = true
        defer { isRelayingOut = false }
        rebuildArrangement()
        layoutIfNeeded()
    }

    private var isRelayingOut = false

    /// Whether two lists of weights divide a stack alike: a view weighed by its current size
    /// grows and shrinks with the stack, which changes its weight but not its share.
    private static func sameShares(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
        guard a.count == b.count else { return false }
        let totalA = a.reduce(0, +), totalB = b.reduce(0, +)
        guard totalA > 0, totalB > 0 else { return totalA == totalB }
        return zip(a, b).allSatisfy { abs($0 / totalA - $1 / totalB) < 1e-9 }
    }

    // MARK: - Making the constraints

    /// Each visible arranged view's weight: its intrinsic size along the axis, else its current
    /// size there (a plain view or a nested stack drawn at some size keeps its share of the
    /// stack: Interface Builder stores such stacks at their drawn proportions, 6 stacks of 4
    /// apps in the fixtures: freeotp `275`, xdripswift `308`, RxDataSources `412`,
    /// FloatingPanel `414`; Cappuccino's `CPStackView` weighs such views by their current width
    /// too, brestac/cappuccino#28). A view never laid out weighs 0.
    private func currentProportions() -> [CGFloat] {
        arrangedSubviews.filter { !$0.isHidden }.map { view in
            let intrinsic = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            if intrinsic.isFinite, intrinsic > 0 { return intrinsic }
            let current = axis == .horizontal ? view.bounds.width : view.bounds.height
            return current.isFinite && current > 0 ? current : 0
        }
    }

    /// While set, changes to the arrangement are only noted, and clearing it makes the
    /// constraints once: for a builder that adds arranged views one after another (a layout
    /// document building its views), where each addition would otherwise make every
    /// constraint of the stack again. Not UIKit API.
    package var defersArrangement = false {
        didSet { if !defersArrangement, arrangementIsStale { rebuildArrangement() } }
    }

    /// Whether a change was noted while `defersArrangement` was set.
    private var arrangementIsStale = false

    private func rebuildArrangement() {
        guard !defersArrangement else {
            arrangementIsStale = true
            return
        }
        arrangementIsStale = false
        var builder = StackConstraintBuilder(stack: self, axis: axis)
        let arranged = arrangedSubviews
        let visible = arranged.filter { !$0.isHidden }
        builder.addAlongAxis(visible: visible, arranged: arranged)
        proportionsUsed = []
        switch distribution {
        case .fill: break
        case .fillEqually: builder.addEqualSizes(visible)
        case .fillProportionally:
            proportionsUsed = currentProportions()
            builder.addProportionalSizes(visible, intrinsic: proportionsUsed)
        case .equalSpacing, .equalCentering:
            let needed = max(visible.count - 1, 0)
            adjustSpacers(to: needed)
            builder.addEqualGaps(visible, spacers: Array(spacers.prefix(needed)),
                                 betweenCentres: distribution == .equalCentering)
        }
        if distribution != .equalSpacing, distribution != .equalCentering { adjustSpacers(to: 0) }
        builder.addAcrossAxis(visible: visible, hidden: arranged.filter(\.isHidden), alignment: alignment)
        replaceOwnedConstraints(with: builder.made)
    }

    /// Makes `made` the stack's constraints, keeping each active one it already has that is
    /// defined alike (same items, attributes, relation, multiplier, constant, priority and
    /// identifier) instead of its new twin: hiding one arranged view changes a few constraints
    /// of a stack, and an engine then replaces those few rather than every one. The set of
    /// constraints in force is the same either way.
    private func replaceOwnedConstraints(with made: [LayoutConstraint]) {
        var previous = ownedConstraints.filter(\.isActive)
        // Each constraint's items read at most once (weak references: see `isDefined(like:)`).
        var previousItems = [LayoutConstraint.ItemIdentities?](repeating: nil, count: previous.count)
        var kept: [LayoutConstraint] = []
        kept.reserveCapacity(made.count)
        for constraint in made {
            let items = constraint.itemIdentities
            let match = previous.indices.first { index in
                previous[index].isDefined(like: constraint, items: items) {
                    if let read = previousItems[index] { return read }
                    let read = previous[index].itemIdentities
                    previousItems[index] = read
                    return read
                }
            }
            if let index = match {
                kept.append(previous.remove(at: index))
                previousItems.remove(at: index)
            } else {
                kept.append(constraint)
            }
        }
        LayoutConstraint.deactivate(previous)
        ownedConstraints = kept
        LayoutConstraint.activate(kept)
    }

    /// Keeps exactly `count` spacer guides; adding or removing a guide rebuilds the engine, so
    /// guides are reused while the count stays the same.
    private func adjustSpacers(to count: Int) {
        while spacers.count > count, let guide = spacers.popLast() { removeLayoutGuide(guide) }
        while spacers.count < count {
            let guide = LayoutGuide()
            guide.identifier = distribution == .equalCentering ? "UISV-distributing-centre" : "UISV-distributing-edge"
            addLayoutGuide(guide)
            spacers.append(guide)
        }
    }

    var canvas: LayoutItem { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }
}

/// UIKit's name for `StackView`.
public typealias UIStackView = StackView

/// Makes one arrangement's constraints (inactive) from a stack's settings.
private struct StackConstraintBuilder {
    let stack: StackView
    let canvas: LayoutItem
    let axis: LayoutAxis
    private(set) var made: [LayoutConstraint] = []

    /// Priority of the gap equalities and proportions: below required so impossible requests
    /// bend instead of conflicting (see `StackView`).
    static let distributionPriority = LayoutPriority(999)
    /// Priority of a hidden view's alignment: UIKit makes it required, and a hidden view whose
    /// own constraints tie its two dimensions (an aspect ratio) then conflicts with `UISV-hiding`
    /// (UIKit logs it and breaks one); just below required, the hidden view is aligned wherever
    /// that is possible and nothing visible moves when it is not ([L]).
    static let hiddenAlignmentPriority = LayoutPriority(999)
    /// Priority of the pull that keeps the canvas tight across the axis.
    static let fitPriority = LayoutPriority(51)

    init(stack: StackView, axis: LayoutAxis) {
        self.stack = stack
        canvas = stack.canvas
        self.axis = axis
    }

    // Attributes along and across the axis.
    private var start: LayoutAttribute { axis == .horizontal ? .leading : .top }
    private var end: LayoutAttribute { axis == .horizontal ? .trailing : .bottom }
    private var centre: LayoutAttribute { axis == .horizontal ? .centerX : .centerY }
    private var size: LayoutAttribute { axis == .horizontal ? .width : .height }
    private var crossStart: LayoutAttribute { axis == .horizontal ? .top : .leading }
    private var crossEnd: LayoutAttribute { axis == .horizontal ? .bottom : .trailing }
    private var crossCentre: LayoutAttribute { axis == .horizontal ? .centerY : .centerX }
    private var crossSize: LayoutAttribute { axis == .horizontal ? .height : .width }

    private mutating func add(_ first: AnyObject, _ attr1: LayoutAttribute, _ relation: LayoutRelation,
                              _ second: AnyObject?, _ attr2: LayoutAttribute, multiplier: CGFloat = 1,
                              constant: CGFloat = 0, priority: LayoutPriority = .required, _ identifier: String) {
        let constraint = LayoutConstraint(first: first, attr1, relation, second: second, attr2,
                                          multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        made.append(constraint)
    }

    /// Canvas connections, spacing, and the collapse of hidden views.
    mutating func addAlongAxis(visible: [View], arranged: [View]) {
        guard let first = visible.first, let last = visible.last else {
            // Nothing to show: the canvas shrinks to nothing along the axis unless held.
            add(canvas, size, .equal, nil, .notAnAttribute, priority: Self.fitPriority, "UISV-spanning-fit")
            for view in arranged { addHidden(view, after: nil) }
            return
        }
        add(first, start, .equal, canvas, start, "UISV-canvas-connection")
        add(canvas, end, .equal, last, end, "UISV-canvas-connection")
        let gapRelation: LayoutRelation = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
            ? .greaterThanOrEqual : .equal
        var previous: View?
        let lastVisible = arranged.lastIndex { !$0.isHidden } ?? 0
        for (index, view) in arranged.enumerated() {
            if view.isHidden {
                // Between two visible views it sits in the middle of their spacing: Interface
                // Builder stores such views half the spacing after the views before them
                // (6 documents of 5 apps: `108`, `205`, `237`, `244`, `343`, `441`; [L] for
                // equalSpacing and equalCentering, where the gap may exceed the spacing).
                let between = previous.map { index < lastVisible ? stack.spacing(after: $0) / 2 : 0 } ?? 0
                addHidden(view, after: previous, offset: between)
                continue
            }
            if let previous {
                add(view, start, gapRelation, previous, end, constant: stack.spacing(after: previous), "UISV-spacing")
            }
            previous = view
        }
    }

    /// A hidden view: no size along the axis, placed `offset` after where the views before it end.
    private mutating func addHidden(_ view: View, after previous: View?, offset: CGFloat = 0) {
        add(view, size, .equal, nil, .notAnAttribute, "UISV-hiding")
        if let previous {
            add(view, start, .equal, previous, end, constant: offset, "UISV-hiding")
        } else {
            add(view, start, .equal, canvas, start, "UISV-hiding")
        }
    }

    mutating func addEqualSizes(_ visible: [View]) {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() { add(view, size, .equal, first, size, "UISV-fill-equally") }
    }

    /// `size_i == (canvas - spacings) * intrinsic_i / total`, written as a multiple of the
    /// canvas's size with the spacings' share as the constant.
    mutating func addProportionalSizes(_ visible: [View], intrinsic: [CGFloat]) {
        let total = intrinsic.reduce(0, +)
        guard total > 0 else { return addEqualSizes(visible) }
        let spacings = visible.dropLast().reduce(0) { $0 + stack.spacing(after: $1) }
        for (view, share) in zip(visible, intrinsic) {
            let fraction = share / total
            add(view, size, .equal, canvas, size, multiplier: fraction, constant: -spacings * fraction,
                priority: Self.distributionPriority, "UISV-fill-proportionally")
        }
    }

    /// Spacer guides between neighbours (edge to edge, or centre to centre), all as long as the
    /// first.
    mutating func addEqualGaps(_ visible: [View], spacers: [LayoutGuide], betweenCentres: Bool) {
        let from = betweenCentres ? centre : end
        let to = betweenCentres ? centre : start
        for (index, guide) in spacers.enumerated() {
            add(guide, start, .equal, visible[index], from, "UISV-distributing")
            add(visible[index + 1], to, .equal, guide, end, "UISV-distributing")
            // The guides are arranged-subview-free otherwise: fix them across the axis so they are
            // never ambiguous.
            add(guide, crossStart, .equal, canvas, crossStart, "UISV-distributing")
            add(guide, crossSize, .equal, nil, .notAnAttribute, "UISV-distributing")
            if index > 0 {
                add(guide, size, .equal, spacers[0], size, priority: Self.distributionPriority,
                    betweenCentres ? "UISV-fill-equally-centring" : "UISV-fill-equally-spacing")
            }
        }
    }

    /// Alignment across the axis. Hidden views are aligned like the visible ones (UIKit keeps
    /// them in its `UISV-alignment` constraints: Interface Builder stores hidden arranged views
    /// centred in `center` stacks and as wide as `fill` stacks, in 055, 108, 140 and 149 of
    /// `Datasets/xib`), but do not hold the stack open (no spanning boundaries).
    mutating func addAcrossAxis(visible: [View], hidden: [View], alignment: StackView.Alignment) {
        guard let first = visible.first else {
            add(canvas, crossSize, .equal, nil, .notAnAttribute, priority: Self.fitPriority, "UISV-spanning-fit")
            for view in hidden { add(view, crossStart, .equal, canvas, crossStart, "UISV-hiding") }
            return
        }
        var alignment = alignment
        if axis == .vertical, alignment == .firstBaseline { alignment = .leading }
        if axis == .vertical, alignment == .lastBaseline { alignment = .trailing }
        let anchor: LayoutAttribute
        switch alignment {
        case .fill:
            add(first, crossStart, .equal, canvas, crossStart, "UISV-canvas-connection")
            add(canvas, crossEnd, .equal, first, crossEnd, "UISV-canvas-connection")
            for view in visible.dropFirst() {
                add(view, crossStart, .equal, first, crossStart, "UISV-alignment")
                add(view, crossEnd, .equal, first, crossEnd, "UISV-alignment")
            }
            for view in hidden {
                add(view, crossStart, .equal, first, crossStart, priority: Self.hiddenAlignmentPriority, "UISV-alignment")
                add(view, crossEnd, .equal, first, crossEnd, priority: Self.hiddenAlignmentPriority, "UISV-alignment")
            }
            return
        case .leading: anchor = crossStart
        case .trailing: anchor = crossEnd
        case .center: anchor = crossCentre
        case .firstBaseline: anchor = .firstBaseline
        case .lastBaseline: anchor = .lastBaseline
        }
        if anchor.isBaseline {
            // Nothing pins the baseline line to an edge: pull it up until the tallest view touches
            // the top (this only decides anything when the canvas is taller than its content).
            add(first, anchor, .equal, canvas, crossStart, priority: LayoutPriority(49), "UISV-canvas-connection")
        } else {
            add(first, anchor, .equal, canvas, anchor, "UISV-canvas-connection")
        }
        for view in visible.dropFirst() { add(view, anchor, .equal, first, anchor, "UISV-alignment") }
        for view in hidden { add(view, anchor, .equal, first, anchor, priority: Self.hiddenAlignmentPriority, "UISV-alignment") }
        for view in visible {
            if anchor != crossStart { add(view, crossStart, .greaterThanOrEqual, canvas, crossStart, "UISV-spanning-boundary") }
            if anchor != crossEnd { add(canvas, crossEnd, .greaterThanOrEqual, view, crossEnd, "UISV-spanning-boundary") }
        }
        add(canvas, crossSize, .equal, nil, .notAnAttribute, priority: Self.fitPriority, "UISV-spanning-fit")
    }
}

extension View {
    /// Whether this view's intrinsic size is baked into constraint multipliers rather than
    /// constants: an arranged view of a `fillProportionally` stack, whose `UISV-fill-proportionally`
    /// constraints are remade from the intrinsic sizes. A change of its content then changes
    /// the structure of the system, not just its constants, which the batch engine's regions
    /// (one structure, many constants) cannot follow.
    package var intrinsicSizeShapesConstraints: Bool {
        guard let stack = superview as? StackView else { return false }
        return stack.distribution == .fillProportionally && stack.arrangedSubviews.contains { $0 === self }
    }
}
