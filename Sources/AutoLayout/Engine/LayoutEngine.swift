import Cassowary
import Foundation

/// The solver of one view tree: UIKit's per-window engine.
///
/// It holds, in one incremental `Solver`, every constraint of the tree: the users' active
/// constraints (formulated in their closest common ancestor's coordinates), and those it makes
/// itself: `size >= 0` for every view and guide, the frame and autoresizing mask of views that
/// translate them, the root's own frame, and the content-size constraints of intrinsic sizes.
///
/// Invariants:
/// - Structural changes (the tree, masks, margins, directions, content priorities) discard the
///   engine and the next layout builds a new one; everything else is incremental. A new
///   `constant` or intrinsic size moves a constraint's constant through the solver's edit path;
///   activation adds and deactivation removes one constraint.
/// - A required constraint that contradicts the others is never dropped silently: the one being
///   added (the most recent of the conflicting set, a deterministic choice) is reported with
///   Apple's message and kept at `Priority.brokenRequired`, just below required, so it still
///   pulls (SEMANTICS §2).
/// - Views whose intrinsic height depends on their width (multi-line text) are laid out in
///   passes: natural size first, then measured at their solved width until nothing changes.
///   Every layout starts again from the natural sizes, so its result depends only on the
///   constraints, never on earlier layouts.
final class LayoutEngine {
    unowned let root: View
    /// A temporary engine for `systemLayoutSizeFitting` of a view inside a larger tree: the
    /// subtree alone, without the root's frame.
    let isFittingSubtree: Bool
    private(set) var solver = Solver()
    /// Every view of the tree but the root, in tree order. The root is not kept here: it owns
    /// this engine, and a strong reference back would keep the tree alive forever.
    private var descendants: [View] = []
    /// Every view of the tree in tree order, the root first.
    var views: [View] { [root] + descendants }
    private var users: [ObjectIdentifier: UserRecord] = [:]
    /// Every solver constraint in the engine with where it came from, in installation order.
    /// A list, not a map: it is only searched for messages and removals, both rare.
    private var installed: [Installation] = []
    private var contents: [ObjectIdentifier: ContentRecord] = [:]
    private var framed: [ObjectIdentifier: [Constraint]] = [:]
    private var rootSize: [Constraint] = []
    /// Views laid out in passes (multi-line text). Not retained, like `root`: the root itself may be
    /// one (a label laid out alone), and a strong reference would keep the tree alive forever.
    private var twoPassEntries: [UnretainedView] = []
    /// Views whose intrinsic size changed since the last layout; not retained for the same reason.
    private var pendingIntrinsic: [UnretainedView] = []
    private var twoPassViews: [View] { twoPassEntries.compactMap(\.view) }
    private var baselineUsers: [ObjectIdentifier: [LayoutConstraint]] = [:]

    /// How many width-then-height passes layout makes at most before it settles for the last.
    static let maximumTextPasses = 4

    /// A view of this tree referenced without being retained, so that the engine never keeps its
    /// own root alive (weak rather than unowned: a view may leave the tree before the engine is
    /// dropped).
    private struct UnretainedView {
        weak var view: View?
        init(_ view: View) { self.view = view }
    }

    private struct Installation {
        var constraint: Constraint
        var origin: ConstraintOrigin
    }

    private struct UserRecord {
        var installed: Constraint
        var base: Double
    }

    /// A view's content-size constraints: hugging and compression resistance per axis.
    private struct ContentRecord {
        var size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        var widthHugging: Constraint?
        var widthResistance: Constraint?
        var heightHugging: Constraint?
        var heightResistance: Constraint?
    }

    init(root: View, isFittingSubtree: Bool) {
        self.root = root
        self.isFittingSubtree = isFittingSubtree
        build()
    }

    // MARK: - Building

    private func build() {
        descendants = Array(root.subtreeInOrder().dropFirst())
        for view in views {
            addNonNegativeSize(of: view, view.variables)
            for guide in view.layoutGuides { addNonNegativeSize(of: guide, guide.variables) }
            addFrameConstraints(of: view)
            if view.sizesToLayoutWidth { twoPassEntries.append(UnretainedView(view)) }
            applyIntrinsicSize(view.intrinsicContentSize, to: view)
        }
        for view in views {
            for constraint in view.constraints { installUser(constraint) }
        }
    }

    private func addNonNegativeSize(of item: AnyObject, _ variables: ItemVariables) {
        install(Constraint(Cassowary.Expression(variables.width), .greaterThanOrEqual), .nonNegative(OriginItem(item), .width))
        install(Constraint(Cassowary.Expression(variables.height), .greaterThanOrEqual), .nonNegative(OriginItem(item), .height))
    }

    /// The root's frame (its position always, its size when it translates its frame), or a
    /// subview's frame and mask.
    private func addFrameConstraints(of view: View) {
        let frame = view.frameStorage
        var made: [Constraint] = []
        if view === root {
            guard !isFittingSubtree else { return }
            made.append(fix(view.variables.minX, frame.minX, .encapsulated(OriginItem(view), .minX, value: frame.minX)))
            made.append(fix(view.variables.minY, frame.minY, .encapsulated(OriginItem(view), .minY, value: frame.minY)))
        } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
            for axis in LayoutAxis.allCases {
                made += autoresizingConstraints(of: view, in: superview, axis)
            }
        }
        framed[ObjectIdentifier(view)] = made
    }

    /// Whether the root's own size (its frame, when it translates it) is a constraint. It is
    /// for `layoutIfNeeded` (a window sizes its root view) and is not for fitting, which asks
    /// what size the content wants; it is added only when layout needs it, so fitting a cell
    /// never meets the conflicts a stale frame height would cause.
    func holdRootSize(_ held: Bool) {
        if held { dropFitting() }
        if !held {
            for constraint in rootSize { remove(constraint) }
            rootSize = []
        } else if rootSize.isEmpty, !isFittingSubtree, root.translatesAutoresizingMaskIntoConstraints {
            let frame = root.frameStorage
            rootSize = [holdRoot(root.variables.width, frame.width, .encapsulated(OriginItem(root), .width, value: frame.width)),
                        holdRoot(root.variables.height, frame.height, .encapsulated(OriginItem(root), .height, value: frame.height))]
        }
    }

    /// The root's size as its window holds it: a window never gives up its root's size, so when
    /// the tree's required constraints contradict it one of them is broken instead, the one
    /// installed last among those in the conflict (UIKit's messages list
    /// `'UIView-Encapsulated-Layout-Height'` among the conflicting constraints and break a
    /// content constraint; Xcode's canvas keeps the scene's or top-level view's size: every
    /// stored root frame of the 9 conflicting roots of `Datasets/xib` and `xib-more`, 8
    /// documents of 7 apps, is its simulated size). When no constraint of the tree is in the
    /// conflict (only generated ones), the size itself is broken as any other constraint.
    private func holdRoot(_ variable: Variable, _ value: CGFloat, _ origin: ConstraintOrigin) -> Constraint {
        let constraint = Constraint(Cassowary.Expression([Term(variable)], constant: -Double(value)), .equal)
        while true {
            do {
                try solver.addConstraint(constraint)
                record(constraint, origin)
                return constraint
            } catch {
                guard case let .unsatisfiableConstraint(_, conflicting) = error,
                      let (key, victim) = lastUserConstraint(among: conflicting) else {
                    return recover(constraint, origin, error)
                }
                breakUser(victim, key: key, conflicting: conflicting, holding: (constraint, origin))
            }
        }
    }

    /// The user constraint installed last among `conflicting`, with its record's key.
    private func lastUserConstraint(among conflicting: [Constraint]) -> (ObjectIdentifier, Constraint)? {
        let required = conflicting.filter { $0.priority >= .required }
        guard let installation = installed.last(where: { entry in
            guard case .user = entry.origin else { return false }
            return required.contains { $0 === entry.constraint }
        }), let key = users.first(where: { $0.value.installed === installation.constraint })?.key else { return nil }
        return (key, installation.constraint)
    }

    /// Reports the conflict with `victim` as the broken constraint and keeps it just below
    /// required, as `recover` does for a constraint being added.
    private func breakUser(_ victim: Constraint, key: ObjectIdentifier, conflicting: [Constraint],
                           holding held: (constraint: Constraint, origin: ConstraintOrigin)) {
        guard let victimOrigin = origin(of: victim) else { return }
        let descriptions = conflicting.map { item in
            item === held.constraint ? held.origin.describe(item) : (self.origin(of: item)?.describe(item) ?? item.description)
        }
        let broken = victimOrigin.describe(victim)
        conflicts.append(RecordedConflict(
            conflicting: conflicting.compactMap { item in (item === held.constraint ? held.origin : self.origin(of: item)).map { (item, $0) } },
            broken: (victim, victimOrigin)))
        root.report(.unsatisfiableConstraints(
            message: UnsatisfiableConstraintsMessage.make(conflicting: descriptions, broken: broken), broken: broken))
        remove(victim)
        let demoted = victim.withPriority(.brokenRequired)
        try? solver.addConstraint(demoted)
        record(demoted, victimOrigin)
        users[key]?.installed = demoted
    }

    private func fix(_ variable: Variable, _ value: CGFloat, _ origin: ConstraintOrigin) -> Constraint {
        install(Constraint(Cassowary.Expression([Term(variable)], constant: -Double(value)), .equal), origin)
    }

    private func autoresizingConstraints(of view: View, in superview: View, _ axis: LayoutAxis) -> [Constraint] {
        let frame = view.frameStorage
        let horizontal = axis == .horizontal
        let rule = AutoresizingConstraints.axis(
            frameStart: Double(horizontal ? frame.minX : frame.minY),
            frameSize: Double(horizontal ? frame.width : frame.height),
            superviewSize: Double(horizontal ? superview.frameStorage.width : superview.frameStorage.height),
            superviewOrigin: Double(horizontal ? superview.boundsOrigin.x : superview.boundsOrigin.y),
            mask: view.autoresizingMask, axis)
        let superSize = superview.variables.size(axis)
        let position = Constraint(Cassowary.Expression([Term(view.variables.origin(axis)), Term(superSize, -rule.positionShare)],
                                             constant: -rule.positionConstant), .equal)
        let size = Constraint(Cassowary.Expression([Term(view.variables.size(axis)), Term(superSize, -rule.sizeShare)],
                                         constant: -rule.sizeConstant), .equal)
        return [
            install(position, .autoresizing(OriginItem(view), horizontal ? .minX : .minY, share: rule.positionShare,
                                            superview: OriginItem(superview), constant: rule.positionConstant)),
            install(size, .autoresizing(OriginItem(view), horizontal ? .width : .height, share: rule.sizeShare,
                                        superview: OriginItem(superview), constant: rule.sizeConstant)),
        ]
    }

    // MARK: - Installing with Apple's recovery

    /// Adds a constraint; a required one that cannot hold is reported and kept just below
    /// required. Returns the constraint now in the solver.
    @discardableResult
    private func install(_ constraint: Constraint, _ origin: ConstraintOrigin) -> Constraint {
        do {
            try solver.addConstraint(constraint)
            record(constraint, origin)
            return constraint
        } catch {
            return recover(constraint, origin, error)
        }
    }

    private func recover(_ constraint: Constraint, _ origin: ConstraintOrigin, _ error: SolverError) -> Constraint {
        guard case let .unsatisfiableConstraint(_, conflicting) = error else {
            root.report(.activationFailed("Unable to install \(origin.describe(constraint)): \(error)"))
            return constraint
        }
        let descriptions = conflicting.map { item in
            item === constraint ? origin.describe(constraint) : (self.origin(of: item)?.describe(item) ?? item.description)
        }
        let broken = origin.describe(constraint)
        conflicts.append(RecordedConflict(
            conflicting: conflicting.compactMap { item in (item === constraint ? origin : self.origin(of: item)).map { (item, $0) } },
            broken: (constraint, origin)))
        root.report(.unsatisfiableConstraints(
            message: UnsatisfiableConstraintsMessage.make(conflicting: descriptions, broken: broken), broken: broken))
        let demoted = constraint.withPriority(.brokenRequired)
        // An optional constraint always fits; only a non-finite number could be refused, and
        // those never get this far.
        try? solver.addConstraint(demoted)
        record(demoted, origin)
        return demoted
    }

    private func record(_ constraint: Constraint, _ origin: ConstraintOrigin) {
        installed.append(Installation(constraint: constraint, origin: origin))
    }

    private func remove(_ constraint: Constraint) {
        try? solver.removeConstraint(constraint)
        if let index = installed.lastIndex(where: { $0.constraint === constraint }) { installed.remove(at: index) }
    }

    /// The solver constraints in installation order.
    var solverConstraints: [Constraint] {
        // A closure, not a key path: the key path copies each installation, and with it the
        // weak references of its origin.
        installed.map { $0.constraint }
    }

    /// The solver constraints with where each came from, in installation order
    /// (`View.explainSize(along:)`).
    var solverConstraintsWithOrigins: [(constraint: Constraint, origin: ConstraintOrigin)] {
        installed.map { ($0.constraint, $0.origin) }
    }

    /// A conflict of required constraints as it was met: the constraints Apple's message lists
    /// and the one broken (as asked, before it was demoted).
    struct RecordedConflict {
        var conflicting: [(constraint: Constraint, origin: ConstraintOrigin)]
        var broken: (constraint: Constraint, origin: ConstraintOrigin)
    }

    /// Every conflict of required constraints since this engine was built, in the order they
    /// were met (`View.constraintConflicts`).
    private(set) var conflicts: [RecordedConflict] = []

    private func origin(of constraint: Constraint) -> ConstraintOrigin? {
        installed.last { $0.constraint === constraint }?.origin
    }

    /// Moves a constraint's constant; a required one that can no longer hold is broken as on
    /// installation. Returns the constraint now in the solver.
    private func setConstant(_ value: Double, of constraint: Constraint) -> Constraint {
        do {
            try solver.setConstant(value, of: constraint)
            return constraint
        } catch {
            guard let origin = origin(of: constraint) else { return constraint }
            remove(constraint)
            let moved = Constraint(Cassowary.Expression(constraint.expression.terms, constant: value), constraint.relation,
                                   priority: constraint.priority)
            return install(moved, origin)
        }
    }

    // MARK: - User constraints

    private func formulate(_ constraint: LayoutConstraint) -> (Cassowary.Expression, base: Double)? {
        formulateReadingBaselines(constraint).map { ($0.expression, $0.base) }
    }

    private func formulateReadingBaselines(_ constraint: LayoutConstraint)
        -> (expression: Cassowary.Expression, base: Double, baselines: [BaselineUse])? {
        guard let first = ResolvedItem(constraint.firstItem), let ancestor = constraint.coordinateSpace else {
            return nil
        }
        let second = ResolvedItem(constraint.secondItem)
        let directional = constraint.firstAttribute.isDirectional || (second != nil && constraint.secondAttribute.isDirectional)
        let mirrored = directional && ancestor.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var expression = AttributeExpression(ancestor: ancestor, mirrored: mirrored)
        expression.add(first, constraint.firstAttribute, times: 1)
        if let second { expression.add(second, constraint.secondAttribute, times: -Double(constraint.multiplier)) }
        let base = expression.constant
        expression.constant = base - Double(constraint.constant)
        return (expression.expression, base, expression.baselineUses)
    }

    private func installUser(_ constraint: LayoutConstraint) {
        guard let (expression, base) = formulate(constraint) else { return }
        let made = Constraint(expression, constraint.relation.solverRelation, priority: constraint.priority)
        users[ObjectIdentifier(constraint)] = UserRecord(installed: install(made, .user(constraint)), base: base)
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
        where attribute.isBaseline {
            if let view = item as? View { baselineUsers[ObjectIdentifier(view), default: []].append(constraint) }
        }
    }

    func constraintActivated(_ constraint: LayoutConstraint) {
        installUser(constraint)
        root.needsLayout = true
    }

    func constraintDeactivated(_ constraint: LayoutConstraint) {
        guard let record = users.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        remove(record.installed)
        for key in baselineUsers.keys { baselineUsers[key]?.removeAll { $0 === constraint } }
        root.needsLayout = true
    }

    func constantChanged(_ constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard let record = users[key] else { return }
        users[key]?.installed = setConstant(record.base - Double(constraint.constant), of: record.installed)
        root.needsLayout = true
    }

    func priorityChanged(_ constraint: LayoutConstraint) {
        guard let record = users.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        remove(record.installed)
        for key in baselineUsers.keys { baselineUsers[key]?.removeAll { $0 === constraint } }
        installUser(constraint)
        root.needsLayout = true
    }

    /// Baselines move with the text's metrics: re-derive the constants of the constraints that
    /// use this view's baselines.
    private func refreshBaselines(of view: View) {
        guard let dependents = baselineUsers[ObjectIdentifier(view)] else { return }
        for constraint in dependents {
            let key = ObjectIdentifier(constraint)
            guard let record = users[key], let (_, base) = formulate(constraint), base != record.base else { continue }
            users[key]?.base = base
            users[key]?.installed = setConstant(base - Double(constraint.constant), of: record.installed)
        }
    }

    // MARK: - Frames and intrinsic sizes

    func frameChanged(_ view: View) {
        let key = ObjectIdentifier(view)
        for constraint in framed[key] ?? [] { remove(constraint) }
        addFrameConstraints(of: view)
        if view === root, !rootSize.isEmpty {
            holdRootSize(false)
            holdRootSize(true)
        }
        root.needsLayout = true
    }

    func intrinsicContentSizeChanged(_ view: View) {
        pendingIntrinsic.append(UnretainedView(view))
    }

    /// Re-reads which views size to their layout width, in tree order as `build` lists them.
    func twoPassViewsChanged() {
        twoPassEntries = views.filter(\.sizesToLayoutWidth).map(UnretainedView.init)
    }

    /// Installs, moves or removes the four content-size constraints of a view.
    private func applyIntrinsicSize(_ proposed: CGSize, to view: View) {
        let key = ObjectIdentifier(view)
        let existing = contents[key]
        var record = existing ?? ContentRecord()
        let size = CGSize(width: proposed.width.isFinite ? proposed.width : View.noIntrinsicMetric,
                          height: proposed.height.isFinite ? proposed.height : View.noIntrinsicMetric)
        guard size != record.size || existing == nil else { return }
        if size.width != record.size.width || existing == nil {
            record.widthHugging = updateContentConstraint(record.widthHugging, of: view, .horizontal, hugging: true, size: size.width)
            record.widthResistance = updateContentConstraint(record.widthResistance, of: view, .horizontal, hugging: false, size: size.width)
        }
        if size.height != record.size.height || existing == nil {
            record.heightHugging = updateContentConstraint(record.heightHugging, of: view, .vertical, hugging: true, size: size.height)
            record.heightResistance = updateContentConstraint(record.heightResistance, of: view, .vertical, hugging: false, size: size.height)
        }
        record.size = size
        contents[key] = record
    }

    private func updateContentConstraint(_ existing: Constraint?, of view: View, _ axis: LayoutAxis, hugging: Bool,
                                         size: CGFloat) -> Constraint? {
        guard size >= 0 else {
            if let existing { remove(existing) }
            return nil
        }
        if let existing { return setConstant(-Double(size), of: existing) }
        let priority = hugging ? view.contentHuggingPriority(for: axis) : view.contentCompressionResistancePriority(for: axis)
        let made = Constraint(Cassowary.Expression([Term(view.variables.size(axis))], constant: -Double(size)),
                              hugging ? .lessThanOrEqual : .greaterThanOrEqual, priority: priority)
        return install(made, .contentSize(OriginItem(view), axis, hugging: hugging, size: size))
    }

    // MARK: - Layout

    /// Solves, with the passes multi-line text needs; values are read from `solver`.
    func layout() {
        let pending = pendingIntrinsic.compactMap(\.view)
        pendingIntrinsic = []
        for view in pending where !view.sizesToLayoutWidth {
            applyIntrinsicSize(view.intrinsicContentSize, to: view)
            refreshBaselines(of: view)
        }
        for view in twoPassViews {
            applyIntrinsicSize(view.intrinsicContentSize, to: view)
            refreshBaselines(of: view)
        }
        solver.updateVariables()
        for _ in 1..<Self.maximumTextPasses {
            var changed = false
            for view in twoPassViews {
                let width = CGFloat(solver.value(of: view.variables.width))
                let size = view.intrinsicContentSize(forLayoutWidth: width)
                if size != contents[ObjectIdentifier(view)]?.size {
                    applyIntrinsicSize(size, to: view)
                    changed = true
                }
                refreshBaselines(of: view)
            }
            guard changed else { break }
            solver.updateVariables()
        }
    }

    /// The solved frame of a view, in its superview's coordinates, before pixel snapping.
    func solvedFrame(of variables: ItemVariables) -> CGRect {
        CGRect(x: solver.value(of: variables.minX), y: solver.value(of: variables.minY),
               width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    /// Writes every view's frame and every guide's layout frame, snapped to the root's scale.
    func writeFrames() {
        let scale = root.contentScaleFactor
        for view in views {
            view.frameStorage = solvedFrame(of: view.variables).snapped(toScale: scale)
            for guide in view.layoutGuides {
                guide.layoutFrame = solvedFrame(of: guide.variables).snapped(toScale: scale)
            }
            for guide in [view.layoutMarginsGuide, view.safeAreaLayoutGuide] {
                guide.layoutFrame = view.bounds.inset(by: guide.insets)
            }
        }
    }

    // MARK: - Fitting

    /// The root's size with `width == target.width @horizontal` and `height == target.height
    /// @vertical` in place of its own frame (SEMANTICS §5). Nothing is written to the views.
    func fittingSize(_ target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        holdRootSize(false)
        let variables = root.variables
        if let held = fitting, held.priorities == (horizontal, vertical) {
            fitting?.width = setConstant(-Double(target.width), of: held.width)
            fitting?.height = setConstant(-Double(target.height), of: held.height)
        } else {
            dropFitting()
            let width = Constraint(Cassowary.Expression([Term(variables.width)], constant: -Double(target.width)), .equal,
                                   priority: horizontal)
            let height = Constraint(Cassowary.Expression([Term(variables.height)], constant: -Double(target.height)), .equal,
                                    priority: vertical)
            fitting = FittingConstraints(width: install(width, .fitting(OriginItem(root), .width, value: target.width)),
                                         height: install(height, .fitting(OriginItem(root), .height, value: target.height)),
                                         priorities: (horizontal, vertical))
        }
        layout()
        root.needsLayout = true
        return CGSize(width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    /// The constraints of the last fitting request. They stay until a layout pass needs the
    /// root's own size again, so fitting one cell after another only moves their constants.
    private struct FittingConstraints {
        var width: Constraint
        var height: Constraint
        var priorities: (LayoutPriority, LayoutPriority)
    }

    private var fitting: FittingConstraints?

    private func dropFitting() {
        guard let held = fitting else { return }
        remove(held.width)
        remove(held.height)
        fitting = nil
    }

    // MARK: - Export for the batch engine

    /// The solver with the last fitting request in place, and which of its constraints move with
    /// a row's content (see `FittingSystem`). Call after `fittingSize`.
    func fittingSystem() -> FittingSystem? {
        guard let fitting else { return nil }
        var contentConstraints: [FittingSystem.ContentConstraints] = []
        for view in views {
            guard let record = contents[ObjectIdentifier(view)] else { continue }
            contentConstraints.append(FittingSystem.ContentConstraints(
                view: view, size: record.size,
                width: [record.widthHugging, record.widthResistance].compactMap { $0 },
                height: [record.heightHugging, record.heightResistance].compactMap { $0 }))
        }
        var baselines: [FittingSystem.BaselineConstraint] = []
        var seen = Set<ObjectIdentifier>()
        // Views in tree order, then installation order: a fixed order, not the dictionary's.
        let readers = views.flatMap { baselineUsers[ObjectIdentifier($0)] ?? [] }
        for constraint in readers where seen.insert(ObjectIdentifier(constraint)).inserted {
            guard let record = users[ObjectIdentifier(constraint)],
                  let formulated = formulateReadingBaselines(constraint), !formulated.baselines.isEmpty else { continue }
            baselines.append(FittingSystem.BaselineConstraint(
                constraint: record.installed,
                uses: formulated.baselines.map { ($0, $0.view.baselineModel(first: $0.first).offset) }))
        }
        return FittingSystem(solver: solver, constraints: solverConstraints,
                             rootWidth: root.variables.width, rootHeight: root.variables.height,
                             targetWidth: fitting.width, contents: contentConstraints, baselines: baselines,
                             twoPassViews: twoPassViews, views: views, users: users.mapValues(\.installed))
    }

    // MARK: - Ambiguity

    /// Whether one of these unknowns can move without giving up anything the constraints ask
    /// for: probe each in both directions at a priority below every other.
    func canMove(_ variables: [Variable]) -> Bool {
        let probePriority = Priority(Float.leastNormalMagnitude)
        for variable in variables {
            let value = solver.value(of: variable)
            for step in [1.0, -1.0] {
                var probe = solver
                let pull = Constraint(Cassowary.Expression([Term(variable)], constant: -(value + step)), .equal, priority: probePriority)
                guard (try? probe.addConstraint(pull)) != nil else { continue }
                probe.updateVariables()
                if abs(probe.value(of: variable) - value) > 1e-7 { return true }
            }
        }
        return false
    }

}

extension CGRect {
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
