import AutoLayout
import Foundation

/// Finds the frames Xcode stored that break the document's own required constraints: frames
/// Xcode did not update after an edit (it does not always flag them `misplaced`). A view such a
/// constraint names is *stale*: no layout of the constraints can give its stored frame, so
/// comparing with it counts neither as a match nor as a miss.
///
/// Each required constraint is evaluated on the stored frames, converted to the coordinate space
/// of the closest common ancestor of its items (SEMANTICS §1), and is violated when it is off by
/// more than `tolerance` (per side of the relation: stored frames are rounded to pixels). Only what the document itself states is used, so that no modelling
/// guess can turn a miss into a stale view: constraints naming layout guides, margins, baselines,
/// views with alignment-rect insets or flagged frames are not evaluated.
///
/// In a root whose required constraints conflict, Xcode breaks a constraint of each conflict
/// and stores the result, so a broken constraint there says the frame is stale only when no
/// conflict forced it: `dropForced(inRoots:isForced:)` asks, for each, whether a conflict names
/// it (`InterfaceBuilderComparison` looks in the layout's own conflicts and in those of a layout
/// without the other constraints the stored frames break: Auto Layout never breaks a required
/// constraint that can hold). In a root without conflicts every constraint can hold, which is
/// the same rule.
struct InterfaceBuilderStaleFrames {
    /// One violated constraint: its id (or identifier), its equation and by how much.
    struct Violation: Hashable, Sendable {
        var constraint: String
        var equation: String
        var error: CGFloat
        /// The Interface Builder ids of the views it names.
        var viewIDs: [String]
        /// Its index in the layout's `documentConstraints`, and the root it belongs to.
        var index: Int
        var rootID: String
    }

    private(set) var violations: [Violation] = []

    /// The first violated constraint naming each stale view.
    var staleViews: [String: Violation] {
        var result: [String: Violation] = [:]
        for violation in violations {
            for id in violation.viewIDs where result[id] == nil { result[id] = violation }
        }
        return result
    }

    private let records: [String: InterfaceBuilderViewRecord]
    private let ids: [ObjectIdentifier: String]
    /// The release the document's controls are drawn for (their alignment rectangles).
    private let iOSVersion: Int

    init(layout: InterfaceBuilderLayout, tolerance: CGFloat = 0.5) {
        records = Dictionary(layout.records.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        iOSVersion = layout.document.device.iOSVersion
        var ids: [ObjectIdentifier: String] = [:]
        // Views whose size is an estimate (SF Symbols, whose frames also differ from their
        // alignment rects by the glyph's insets) are drawn from content not measured here.
        for (id, item) in layout.items where item is View && records[id] != nil && !layout.estimatedViews.contains(id) {
            ids[ObjectIdentifier(item)] = id
        }
        self.ids = ids
        for (index, constraint) in layout.documentConstraints.enumerated() where constraint.priority.isRequired {
            guard let violation = check(constraint, index: index, tolerance: tolerance) else { continue }
            violations.append(violation)
        }
    }

    /// Keeps, of the violations in `roots` (roots whose required constraints conflict), those
    /// `isForced` says no conflict forced: it is given one violation and the others of its root,
    /// to set aside.
    mutating func dropForced<Failure: Error>(inRoots roots: Set<String>,
                                             isForced: (Violation, [Violation]) throws(Failure) -> Bool) throws(Failure) {
        var kept: [Violation] = []
        for violation in violations {
            if roots.contains(violation.rootID) {
                let others = violations.filter { $0.rootID == violation.rootID && $0.index != violation.index }
                if try isForced(violation, others) { continue }
            }
            kept.append(violation)
        }
        violations = kept
    }

    private func check(_ constraint: LayoutConstraint, index: Int, tolerance: CGFloat) -> Violation? {
        guard let first = constraint.firstItem.flatMap({ ids[ObjectIdentifier($0)] }),
              let root = records[first]?.rootID else { return nil }
        let second = constraint.secondItem.map { ids[ObjectIdentifier($0)] }
        if case .some(nil) = second { return nil }
        let items = [first] + (second.flatMap { $0 }.map { [$0] } ?? [])
        let locations = constraint.firstAttribute.axis != nil && ![.width, .height].contains(constraint.firstAttribute)
        // A multiplier on a location depends on the coordinate space it is read in; only plain
        // offsets are checked.
        if locations, constraint.multiplier != 1 { return nil }
        guard let ancestor = commonAncestor(items), !Self.scrollingTags.contains(records[ancestor]?.tag ?? ""),
              let firstRect = rect(of: first, in: ancestor),
              let lhs = Self.value(constraint.firstAttribute, of: firstRect) else { return nil }
        var rhs = CGFloat(0)
        if let secondID = second.flatMap({ $0 }) {
            guard let secondRect = rect(of: secondID, in: ancestor), let value = Self.value(constraint.secondAttribute, of: secondRect) else { return nil }
            rhs = value * constraint.multiplier
        }
        let difference = lhs - (rhs + constraint.constant)
        let error: CGFloat
        switch constraint.relation {
        case .equal: error = abs(difference)
        case .lessThanOrEqual: error = max(difference, 0)
        case .greaterThanOrEqual: error = max(-difference, 0)
        }
        // Stored frames are on the pixel grid: each side of a relation may be off by rounding.
        let allowed = second == nil ? tolerance : tolerance * (1 + abs(constraint.multiplier))
        guard error > allowed + 1e-6 else { return nil }
        return Violation(constraint: constraint.identifier ?? "", equation: constraint.equationDescription, error: error,
                         viewIDs: items.filter { id in records[id].map { $0.parentID != nil } ?? false }, index: index, rootID: root)
    }

    /// Views whose edges, in a constraint with a view inside them, are those of the scrolled
    /// content (its size), not of their frame.
    static let scrollingTags: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// The value of a plain attribute on a frame; nil for margins and baselines, which depend on
    /// settings or text the stored frames do not state.
    static func value(_ attribute: LayoutAttribute, of rect: CGRect) -> CGFloat? {
        switch attribute {
        case .left, .leading: rect.minX
        case .right, .trailing: rect.maxX
        case .top: rect.minY
        case .bottom: rect.maxY
        case .width: rect.width
        case .height: rect.height
        case .centerX: rect.midX
        case .centerY: rect.midY
        default: nil
        }
    }

    /// The chain of ids from `id` up to its root, `id` first.
    private func chain(_ id: String) -> [String] {
        var result = [id]
        var current = records[id]?.parentID
        while let parent = current, !result.contains(parent) {
            result.append(parent)
            current = records[parent]?.parentID
        }
        return result
    }

    private func commonAncestor(_ items: [String]) -> String? {
        guard let first = items.first else { return nil }
        var common = chain(first)
        for other in items.dropFirst() {
            let others = Set(chain(other))
            common = common.filter(others.contains)
        }
        return common.first
    }

    /// The stored frame of `id` in the coordinate space of its ancestor `ancestor` (the
    /// ancestor's own bounds when they are the same view); nil when a frame on the way is
    /// missing, flagged or an alignment rect.
    private func rect(of id: String, in ancestor: String) -> CGRect? {
        guard let record = records[id], !record.isFlagged, let stored = record.storedFrame,
              InterfaceBuilderControlMetrics.alignmentRectInsets(ofTag: record.tag, iOSVersion: iOSVersion) == nil else { return nil }
        if id == ancestor { return CGRect(origin: .zero, size: stored.size) }
        var origin = stored.origin
        var current = record.parentID
        while let parent = current, parent != ancestor {
            guard let frame = records[parent]?.storedFrame else { return nil }
            origin.x += frame.minX
            origin.y += frame.minY
            current = records[parent]?.parentID
        }
        return current == nil ? nil : CGRect(origin: origin, size: stored.size)
    }
}
