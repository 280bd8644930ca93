import AutoLayout
import LayoutDocuments
import Synchronization

/// A built layout of a template kept between compilations, on which a variant that only
/// shows or hides some of the template's views, or moves labels between one line and several,
/// is compiled by setting those views' `isHidden` and `numberOfLines` (docs/batch.md, How it
/// works: variants, parameters, regions).
///
/// Building the model's layout from the document and its engine constraint by constraint was
/// most of a variant's compile time. Here the model does what an app does when a cell hides a
/// view: a stack view replaces the few constraints the change touches
/// (`StackView.rebuildArrangement`), the engine replaces those few in its tableau, and the
/// fitting solve starts from the last optimum. The system is the one a layout built with the
/// variant's overrides has; only the path to its optimum differs, so the outputs are the same
/// up to rounding (far below the pixel grid's tolerance, `snap`), and a layout that has other
/// optimal solutions is left to the model by the regions, as before (`RegionAmbiguity`).
///
/// Invariant: `layout` is the template's layout with exactly the overrides of `current` set
/// (a view whose visibility shapes no constraint keeps the template's: the system is the same
/// either way, so keys that differ only there share one compiled variant), and no conflict was
/// logged since it was built (a conflict makes the engine break a
/// constraint, which would outlive the variant that caused it: such a workbench is dropped,
/// and that variant is compiled afresh).
///
/// Used by one thread at a time: a compilation checks a workbench out of its engine's pool
/// (`VariantWorkbenchPool`) and returns it after.
final class VariantWorkbench: @unchecked Sendable {
    let layout: DocumentLayout
    private var current = WorkbenchOverrides()
    /// Each label's line limit in the template, kept when a variant first changes it.
    private var templateLines: [Int: Int] = [:]
    private let logCount: Int

    init(layout: DocumentLayout) {
        self.layout = layout
        logCount = layout.log.count
    }

    /// Sets the views' properties so that exactly `overrides` differ from the template.
    ///
    /// Line limits first: moving a label between one line and several makes the engine be
    /// built again (`Label`), and views shown or hidden after that cost the tableau nothing.
    /// Each stack remakes its constraints once, after all of its views changed.
    func apply(_ overrides: WorkbenchOverrides, of template: BatchTemplate) {
        for index in Set(current.lines.keys).union(overrides.lines.keys).sorted() where current.lines[index] != overrides.lines[index] {
            guard let label = layout.items[template.views[index].id] as? Label else { continue }
            if templateLines[index] == nil { templateLines[index] = label.numberOfLines }
            label.numberOfLines = overrides.lines[index] ?? templateLines[index] ?? label.numberOfLines
        }
        let changed = current.flipped.symmetricDifference(overrides.flipped).sorted().compactMap { index in
            (layout.items[template.views[index].id] as? View).map { (index, $0) }
        }
        var deferred: [StackView] = []
        for (_, view) in changed {
            guard let stack = view.superview as? StackView, !stack.defersArrangement else { continue }
            stack.defersArrangement = true
            deferred.append(stack)
        }
        for (index, view) in changed { view.isHidden = template.views[index].isHidden != overrides.flipped.contains(index) }
        for stack in deferred { stack.defersArrangement = false }
        current = overrides
    }

    /// Whether no conflict was logged since the layout was built.
    var isClean: Bool { layout.log.count == logCount }
}

/// What a variant's key changes, when a workbench can set it: the views shown or hidden
/// against the template whose visibility shapes the constraints, and labels' line limits (the
/// `RowReader.lineClass` stand-ins, as a layout built with the key has them), by document index.
/// Keys with equal overrides have one system, so they share one compiled variant.
struct WorkbenchOverrides: Hashable, Sendable {
    var flipped: Set<Int> = []
    var lines: [Int: Int] = [:]
}

/// An engine's idle workbenches: at most one per thread compiling at once. A cache of built
/// layouts keyed by the whole of what they are built from: each is its engine's template
/// (sized for the engine's widths and device) built with the engine's text measurer and scale,
/// none of which an engine changes; what a variant sets on one is undone by the next
/// (`VariantWorkbench.apply` sets every override against the template).
final class VariantWorkbenchPool: Sendable {
    private let idle = Mutex<[VariantWorkbench]>([])

    func checkOut() -> VariantWorkbench? {
        idle.withLock { $0.popLast() }
    }

    /// Keeps `workbench` for later compilations unless a conflict spoilt it.
    func giveBack(_ workbench: VariantWorkbench) {
        guard workbench.isClean else { return }
        idle.withLock { $0.append(workbench) }
    }
}

extension BatchTemplate {
    /// What a variant's key changes, when that is only visibility toggles and labels' line
    /// classes; nil when it changes anything else (a named constraint, a value the document
    /// reader must check), which only a layout built from the document with the key's
    /// overrides has. A toggle of a view whose visibility shapes no constraint is left out:
    /// the system is the same with the view hidden or shown.
    func workbenchOverrides(of key: VariantKey) -> WorkbenchOverrides? {
        var overrides = WorkbenchOverrides()
        for override in key.structure {
            guard let index = viewIndex[override.viewID] else { return nil }
            for (name, value) in override.properties.members {
                switch (name, value) {
                case ("hidden", .bool(let hidden)) where hidden != views[index].isHidden:
                    if views[index].visibilityShapesConstraints { overrides.flipped.insert(index) }
                case ("lines", .number(let lines)) where views[index].kind == .label && (lines == 0 || lines == 1):
                    overrides.lines[index] = Int(lines)
                default:
                    return nil
                }
            }
        }
        return overrides
    }
}
