import AutoLayout
import Foundation
import LayoutDocuments
import TextMeasurement

/// Our frames against the frames Xcode stored, for every view of a document that Xcode did
/// not flag `misplaced` or `ambiguous` (roots are inputs and are left out).
///
/// A view is text-dependent when its frame moves once every text is measured with larger fonts
/// (and estimated control sizes grow alike): Apple's San Francisco fonts are not on Linux, so
/// those frames are expected to differ by metrics, while the others must match.
public struct InterfaceBuilderComparison {
    /// One compared view.
    public struct Entry: Hashable, Sendable {
        public var id: String
        /// The name the view goes by in `solve`, templates and rows (`InterfaceBuilderNames`).
        public var name: String
        public var rootID: String
        /// The kind of the root the view belongs to.
        public var rootKind: InterfaceBuilderRoot.Kind
        public var tag: String
        public var line: Int
        public var stored: CGRect
        public var solved: CGRect
        public var isTextDependent: Bool
        /// Whether the constraints determine the frame, leave an axis free or contradict it.
        public var frameClass: FrameClass = .determined
        /// For a stale view, the first violated constraint (`id: equation, off by N pt`); for a
        /// free view, its free axes.
        public var note: String?

        /// The largest difference of the four edges, in points.
        public var error: CGFloat {
            max(abs(stored.minX - solved.minX), abs(stored.minY - solved.minY),
                abs(stored.maxX - solved.maxX), abs(stored.maxY - solved.maxY))
        }

        /// Every edge within `tolerance` (0.5 pt by default, plus rounding noise).
        public func matches(tolerance: CGFloat = 0.5) -> Bool { error <= tolerance + 1e-6 }
    }

    /// How a stored frame relates to the document's constraints.
    public enum FrameClass: String, Hashable, Sendable, CaseIterable {
        /// The constraints give one frame: compared.
        case determined
        /// The constraints leave the position or size on an axis free; Xcode keeps the drawn
        /// value there and so does this layout (`keepStoredFrames`): compared.
        case free
        /// The stored frames break a required constraint of the document: not compared (neither
        /// a match nor a miss), listed with the constraint.
        case stale
    }

    /// Where a view of a laid-out root sits: its parent and both frames relative to it.
    public struct Placement: Hashable, Sendable {
        public var parentID: String?
        public var rootID: String
        /// The frame Xcode stored, when it stored one.
        public var stored: CGRect?
        /// Ours.
        public var solved: CGRect?
    }

    public var file: String
    public var entries: [Entry]
    /// Every view of every root by id, compared or not (roots, flagged views and views
    /// without a stored frame too): what a picture needs to place a compared view in its root.
    public var placements: [String: Placement]
    /// Views skipped because Xcode flagged their stored frame.
    public var flagged: Int
    public var log: [String]
    /// What loading skipped or assumed (unknown devices, constraints naming unknown objects).
    public var warnings: [String]

    /// Builds and solves `document` twice (as is, and with inflated text) and compares; texts
    /// are measured by `measurer`.
    public init(document: InterfaceBuilderDocument,
                measurer: any TextMeasuring = View.defaultTextMeasurer) throws(InterfaceBuilderError) {
        let (layout, solution, free) = try document.canvasLayout(measuringWith: measurer)
        let rootIDs = Set(document.roots.map(\.id))
        let conflicting = Set(document.roots.map(\.id).filter { id in
            solution.log.contains { $0.hasPrefix("\(id): ") && $0.contains("Unable to simultaneously satisfy") }
        })
        // Xcode breaks one constraint of each conflict; which one it broke is not known here, so
        // every constraint a conflict names may be broken: those of this layout's conflicts, and
        // those of a layout without the other constraints the stored frames break.
        let conflicted = Set(layout.rootViews.flatMap { root in
            root.constraintConflicts.flatMap { $0.conflicting.compactMap { $0.layoutConstraint.map(ObjectIdentifier.init) } }
        })
        var staleFrames = InterfaceBuilderStaleFrames(layout: layout)
        try staleFrames.dropForced(inRoots: conflicting) { (violation, others) throws(InterfaceBuilderError) in
            if conflicted.contains(ObjectIdentifier(layout.documentConstraints[violation.index])) { return true }
            let probe = try document.makeLayout(measuringWith: measurer)
            for other in others { probe.documentConstraints[other.index].isActive = false }
            probe.keepStoredFrames(along: free)
            _ = try probe.solve(rootID: violation.rootID)
            let constraint = probe.documentConstraints[violation.index]
            return probe.rootViews.contains { root in
                root.constraintConflicts.contains { $0.conflicting.contains { $0.layoutConstraint === constraint } }
            }
        }
        let stale = staleFrames.staleViews
        let probe = try document.makeLayout()
        probe.keepStoredFrames(along: free)
        probe.inflateContent(measuringWith: measurer)
        let inflated = Dictionary(try probe.solve().frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let solved = Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let kinds = Dictionary(document.roots.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        file = document.name
        // Parents by the built tree: an element without an id (a cell's content view) has a
        // record id (`line18`) but no name its children's records could name it by.
        let idsByView = Dictionary(layout.records.compactMap { record in
            (layout.items[record.id] as? View).map { (ObjectIdentifier($0), record.id) }
        }, uniquingKeysWith: { first, _ in first })
        placements = Dictionary(layout.records.map { record in
            let parent = (layout.items[record.id] as? View)?.superview.flatMap { idsByView[ObjectIdentifier($0)] } ?? record.parentID
            return (record.id, Placement(parentID: parent, rootID: record.rootID, stored: record.storedFrame, solved: solved[record.id]))
        }, uniquingKeysWith: { first, _ in first })
        log = solution.log
        warnings = document.warnings + layout.buildWarnings
        flagged = 0
        entries = []
        for record in layout.records where !rootIDs.contains(record.id) {
            guard let stored = record.storedFrame, let frame = solved[record.id] else { continue }
            if record.isFlagged {
                flagged += 1
                continue
            }
            let moved = inflated[record.id].map { !Self.same($0, frame) } ?? false
            var entry = Entry(id: record.id, name: solution.names[record.id] ?? LayoutDocument.identifier(record.id), rootID: record.rootID, rootKind: kinds[record.rootID] ?? .view, tag: record.tag, line: record.line,
                              stored: stored, solved: frame, isTextDependent: moved)
            if let violation = stale[record.id] {
                entry.frameClass = .stale
                entry.note = "\(violation.constraint.isEmpty ? "" : violation.constraint + ": ")\(violation.equation), off by \(Self.format(violation.error)) pt"
            } else if let axes = free[record.id] {
                entry.frameClass = .free
                entry.note = axes.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(separator: ", ")
            }
            entries.append(entry)
        }
    }

    private static func format(_ value: CGFloat) -> String {
        String(format: "%.2f", Double(value))
    }

    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }
}
