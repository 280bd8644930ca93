import AutoLayout
import Foundation
import TextMeasurement

/// Views whose constraints leave their position or size free, and Interface Builder's answer
/// to them: the canvas keeps the frame that was drawn on a free axis (Xcode warns "Ambiguous
/// position/size" and leaves the view where it is), so a layout of the canvas pins each free
/// axis to the stored frame below every other priority: whatever the constraints decide still
/// wins, and only what they leave free takes the stored value.
extension InterfaceBuilderLayout {
    /// Below every priority a document can write (the lowest is 1): a tie-breaker only.
    static let keptFramePriority = LayoutPriority(0.001)

    /// The axes along which each view of `ids` is free in the current layout (call after
    /// `solve`), by the model's ambiguity probe; views that are free on neither are left out.
    public func freeAxes(of ids: [String]) -> [String: [LayoutAxis]] {
        var result: [String: [LayoutAxis]] = [:]
        for id in ids {
            guard let view = items[id] as? View, view.superview != nil else { continue }
            let axes = LayoutAxis.allCases.filter { view.hasAmbiguousLayout(along: $0) }
            if !axes.isEmpty { result[id] = axes }
        }
        return result
    }

    /// The views Xcode drew where it stored them: every view but the roots with a stored frame
    /// it did not flag (`misplaced` or `ambiguous`), the views whose free axes `compare` and
    /// `solve` keep.
    public var drawnViewIDs: [String] {
        let rootIDs = Set(document.roots.map(\.id))
        return records.filter { !rootIDs.contains($0.id) && $0.storedFrame != nil && !$0.isFlagged }.map(\.id)
    }

    /// Pins the free axes of these views to the frames Xcode stored, at `keptFramePriority`.
    public func keepStoredFrames(along free: [String: [LayoutAxis]]) {
        let stored = Dictionary(records.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var made: [LayoutConstraint] = []
        for (id, axes) in free.sorted(by: { $0.key < $1.key }) {
            guard let view = items[id] as? View, let superview = view.superview, let record = stored[id],
                  let frame = record.storedFrame else { continue }
            let insets = InterfaceBuilderControlMetrics.alignmentRectInsets(ofTag: record.tag, iOSVersion: document.device.iOSVersion)
            let rect = insets.map { InterfaceBuilderControlMetrics.alignmentRect(forFrame: frame, insets: $0) } ?? frame
            for axis in axes {
                let horizontal = axis == .horizontal
                let position = LayoutConstraint(item: view, attribute: horizontal ? .left : .top, relatedBy: .equal, toItem: superview,
                                                attribute: horizontal ? .left : .top, multiplier: 1, constant: horizontal ? rect.minX : rect.minY)
                let size = LayoutConstraint(item: view, attribute: horizontal ? .width : .height, relatedBy: .equal, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1, constant: horizontal ? rect.width : rect.height)
                for constraint in [position, size] {
                    constraint.priority = Self.keptFramePriority
                    constraint.identifier = "IB-Kept-Frame"
                    made.append(constraint)
                }
            }
        }
        LayoutConstraint.activate(made)
    }
}

extension InterfaceBuilderDocument {
    /// The document built with its texts measured by `measurer`. On the canvas (placeholder
    /// constraints kept), text styles take the size the document's Xcode drew them at
    /// (`InterfaceBuilderCanvasTextSize`), unless `measurer` was given a category of its own.
    public func makeLayout(measuringWith measurer: any TextMeasuring,
                           keepingPlaceholderConstraints: Bool = true) throws(InterfaceBuilderError) -> InterfaceBuilderLayout {
        let layout = try makeLayout(keepingPlaceholderConstraints: keepingPlaceholderConstraints)
        let canvas = InterfaceBuilderCanvasTextSize.contentSizeCategory(ofTools: InterfaceBuilderToolsVersion.tools(of: tree))
        let drawnAtCanvasSize = keepingPlaceholderConstraints && (measurer as? TextMeasurer)?.contentSizeCategory == .default
        for root in layout.rootViews {
            root.textMeasurer = measurer
            if drawnAtCanvasSize, canvas != .default { root.traitOverrides.preferredContentSizeCategory = canvas }
        }
        return layout
    }

    /// The document laid out as Xcode's canvas draws it, the one sequence `compare` and `solve`
    /// run: built and solved (by `solve`); and when the constraints leave drawn views free on
    /// an axis, built again from scratch with those axes kept at their stored frames
    /// (`keepStoredFrames`) and solved again. Returns the final layout, its solution and the
    /// free axes (for further layouts of the document that must keep them too).
    public func canvasLayout(
        measuringWith measurer: any TextMeasuring, keepingPlaceholderConstraints: Bool = true,
        solving solve: (InterfaceBuilderLayout) throws(InterfaceBuilderError) -> InterfaceBuilderLayout.Solution = { try $0.solve() }
    ) throws(InterfaceBuilderError) -> (layout: InterfaceBuilderLayout, solution: InterfaceBuilderLayout.Solution,
                                        free: [String: [LayoutAxis]]) {
        var layout = try makeLayout(measuringWith: measurer, keepingPlaceholderConstraints: keepingPlaceholderConstraints)
        var solution = try solve(layout)
        let free = layout.freeAxes(of: layout.drawnViewIDs)
        if !free.isEmpty {
            layout = try makeLayout(measuringWith: measurer, keepingPlaceholderConstraints: keepingPlaceholderConstraints)
            layout.keepStoredFrames(along: free)
            solution = try solve(layout)
        }
        return (layout, solution, free)
    }
}
