import AutoLayout
import Foundation
import TextMeasurement

/// The views and constraints of an `InterfaceBuilderDocument`, built and ready to lay out: one
/// view tree per root (top-level view, scene or prototype cell), every view and guide by its
/// Interface Builder id.
public final class InterfaceBuilderLayout {
    public let document: InterfaceBuilderDocument
    /// The root views, in the order of `document.roots`.
    public let rootViews: [View]
    /// Views and layout guides by Interface Builder id.
    public let items: [String: AnyObject]
    /// Every view of every root, in document order.
    public let records: [InterfaceBuilderViewRecord]
    /// Views whose intrinsic size is an estimate (see `InterfaceBuilderViewFactory`).
    public let estimatedViews: Set<String>
    /// Messages from building (settings not modelled) and from layout (unsatisfiable
    /// constraints), in order.
    public private(set) var log: [String]
    /// Objects the build skipped (constraints naming objects outside the root).
    public let buildWarnings: [String]
    /// The constraints read from the document and activated, in document order (not the ones
    /// stack views, masks or intrinsic sizes make).
    public let documentConstraints: [LayoutConstraint]

    init(document: InterfaceBuilderDocument, keepingPlaceholderConstraints: Bool) throws(InterfaceBuilderError) {
        var document = document
        // The built app runs on today's iOS and its font; the canvas draws the document's release.
        if !keepingPlaceholderConstraints { document.systemFontRelease = .current }
        self.document = document
        var builder = InterfaceBuilderTreeBuilder(document: document, keepsPlaceholderConstraints: keepingPlaceholderConstraints)
        var views: [View] = []
        for root in document.roots { views.append(try builder.build(root)) }
        rootViews = views
        items = builder.items
        records = builder.records
        estimatedViews = Set(builder.estimatedViews)
        log = document.warnings + builder.notes
        buildWarnings = builder.warnings
        documentConstraints = builder.documentConstraints
        for (root, view) in zip(document.roots, views) {
            view.diagnosticsHandler = { [unowned self] in self.log.append("\(root.id): \($0.description)") }
        }
    }

    /// The result of `solve`: each laid-out root's size and every view's frame relative to its
    /// parent (a root's frame keeps the origin Xcode stored).
    public struct Solution {
        /// By Interface Builder id.
        public var roots: [(id: String, size: CGSize)]
        /// By Interface Builder id.
        public var frames: [(id: String, frame: CGRect)]
        public var log: [String]
        /// The name each root and view goes by (`InterfaceBuilderNames`), by Interface Builder id.
        public var names: [String: String] = [:]
        /// `roots` and `frames` by those names, as `solve` prints them. Names are unique within
        /// a root; with several roots, a name an earlier root already used is written
        /// `ROOT.NAME` (two cells of a storyboard may each have a `titleLabel`).
        public var namedRoots: [(name: String, size: CGSize)] = []
        public var namedFrames: [(name: String, frame: CGRect)] = []
    }

    /// Lays out every root, or only `rootID`, at its size (`InterfaceBuilderRoot.frame`) or at `width` x `height` when
    /// given. Frames snap to the device's pixel grid.
    public func solve(rootID: String? = nil, width: CGFloat? = nil, height: CGFloat? = nil) throws(InterfaceBuilderError) -> Solution {
        let chosen = zip(document.roots, rootViews).filter { rootID == nil || $0.0.id == rootID }
        guard !chosen.isEmpty else {
            let known = document.roots.map(\.id).joined(separator: ", ")
            throw InterfaceBuilderError(file: document.name, line: 0, message: "no top-level object \"\(rootID ?? "")\" (objects: \(known))")
        }
        var solution = Solution(roots: [], frames: [], log: [])
        var used: Set<String> = []
        for (root, view) in chosen {
            let size = CGSize(width: width ?? root.frame.width, height: height ?? root.frame.height)
            layOut(view, root: root, size: size)
            let names = InterfaceBuilderNames(document, layout: self, root: root)
            let rootName = names.name(root.id)
            func unique(_ id: String) -> String {
                let name = names.name(id)
                return used.insert(name).inserted ? name : "\(rootName).\(name)"
            }
            solution.roots.append((root.id, size))
            solution.namedRoots.append((rootName, size))
            for record in records where record.rootID == root.id {
                guard let view = items[record.id] as? View else { continue }
                let insets = InterfaceBuilderControlMetrics.alignmentRectInsets(ofTag: record.tag, iOSVersion: document.device.iOSVersion)
                let frame = insets.map { InterfaceBuilderControlMetrics.frame(forAlignmentRect: view.frame, insets: $0) } ?? view.frame
                solution.frames.append((record.id, frame))
                solution.names[record.id] = names.name(record.id)
                solution.namedFrames.append((unique(record.id), frame))
            }
        }
        solution.log = log
        return solution
    }

    /// Lays out at `size`. The subviews' stored frames are relative to `root.frame` (for a
    /// misplaced root, not to its stale stored size), so taking that frame moves nothing; a
    /// size other than it is a resize, whose change the subviews' masks share (`View.frame`).
    private func layOut(_ view: View, root: InterfaceBuilderRoot, size: CGSize) {
        view.translatesAutoresizingMaskIntoConstraints = true
        view.autoresizesSubviews = false
        view.frame = root.frame
        view.autoresizesSubviews = true
        view.frame = CGRect(origin: root.frame.origin, size: size)
        view.layoutIfNeeded()
        InterfaceBuilderSafeArea.propagate(from: view)
    }

    /// Measures every text with fonts 10 % larger and scales estimated intrinsic sizes by the
    /// same factor: the views whose frames then move are the ones that depend on text. Empty
    /// labels get one character, since what Interface Builder shows for them is not a measured
    /// text either.
    func inflateContent(measuringWith measurer: any TextMeasuring = View.defaultTextMeasurer) {
        for case let label as Label in items.values where (label.text ?? "").isEmpty { label.text = "W" }
        for view in rootViews { view.textMeasurer = InflatedTextMeasurer(base: measurer, factor: 1.1) }
        for id in estimatedViews { (items[id] as? InterfaceBuilderEstimate)?.scaleEstimate(by: 1.1) }
    }
}

extension InterfaceBuilderDocument {
    /// Builds the views (named by their Interface Builder ids) and activates the constraints
    /// that apply to the document's device. A constraint naming an unknown item is an error
    /// with its line; one that conflicts is reported in the layout's log when laid out.
    ///
    /// By default the layout is Interface Builder's canvas, placeholder constraints included;
    /// `keepingPlaceholderConstraints: false` gives the layout of the built app, without them.
    public func makeLayout(keepingPlaceholderConstraints: Bool = true) throws(InterfaceBuilderError) -> InterfaceBuilderLayout {
        try InterfaceBuilderLayout(document: self, keepingPlaceholderConstraints: keepingPlaceholderConstraints)
    }
}

/// A measurer that measures with every font `factor` times larger: a probe for which frames
/// follow text.
struct InflatedTextMeasurer: TextMeasuring {
    let base: any TextMeasuring
    let factor: Double

    var measurementIdentity: AnyHashable { AnyHashable([base.measurementIdentity, AnyHashable(factor)]) }

    func measure(_ text: String, font: FontDescriptor, maxWidth: Double?, numberOfLines: Int,
                 scale: Double) throws(TextMeasurementError) -> TextMetrics {
        var larger = font
        larger.size *= factor
        return try base.measure(text, font: larger, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale)
    }
}
