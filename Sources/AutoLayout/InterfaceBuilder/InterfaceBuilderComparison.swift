import Foundation
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
        public var rootID: String
        /// The kind of the root the view belongs to.
        public var rootKind: InterfaceBuilderRoot.Kind
        public var tag: String
        public var line: Int
        public var stored: CGRect
        public var solved: CGRect
        public var isTextDependent: Bool

        /// The largest difference of the four edges, in points.
        public var error: CGFloat {
            max(abs(stored.minX - solved.minX), abs(stored.minY - solved.minY),
                abs(stored.maxX - solved.maxX), abs(stored.maxY - solved.maxY))
        }

        /// Every edge within `tolerance` (0.5 pt by default, plus rounding noise).
        public func matches(tolerance: CGFloat = 0.5) -> Bool { error <= tolerance + 1e-6 }
    }

    public var file: String
    public var entries: [Entry]
    /// Views skipped because Xcode flagged their stored frame.
    public var flagged: Int
    public var log: [String]
    /// What loading skipped or assumed (unknown devices, constraints naming unknown objects).
    public var warnings: [String]

    /// Builds and solves `document` twice (as is, and with inflated text) and compares; texts
    /// are measured by `measurer`.
    public init(document: InterfaceBuilderDocument,
                measurer: any TextMeasuring = View.defaultTextMeasurer) throws(InterfaceBuilderError) {
        let layout = try document.makeLayout()
        for root in layout.rootViews { root.textMeasurer = measurer }
        let solution = try layout.solve()
        let probe = try document.makeLayout()
        probe.inflateContent(measuringWith: measurer)
        let inflated = Dictionary(try probe.solve().frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let solved = Dictionary(solution.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let rootIDs = Set(document.roots.map(\.id))
        let kinds = Dictionary(document.roots.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        file = document.name
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
            entries.append(Entry(id: record.id, rootID: record.rootID, rootKind: kinds[record.rootID] ?? .view, tag: record.tag, line: record.line, stored: stored,
                                 solved: frame, isTextDependent: moved))
        }
    }

    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }
}
