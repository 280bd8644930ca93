import AutoLayout
import Foundation
import LayoutDocuments
import TextMeasurement

/// The template laid out by the model at one width as a self-sizing cell (`heights`' rule):
/// fitted, its height explained from that very solve, then laid out at the fitted size.
package struct TemplateSolve {
    package let layout: DocumentLayout
    package let wording: ConstraintWording
    /// What decided the root's height in the fitting solve.
    package let explanation: SizeExplanation
    /// The conflicts of the fitting, then of the layout pass.
    package let conflicts: [ConstraintConflict]

    package init(document: LayoutDocument, width: Double, scale: Double, measurer: any TextMeasuring, device: Device? = nil) throws {
        try self.init(layout: document.makeLayout(), width: width, scale: scale, measurer: measurer, device: device)
    }

    package init(layout: DocumentLayout, width: Double, scale: Double, measurer: any TextMeasuring, device: Device? = nil) {
        self.layout = layout
        wording = ConstraintWording(layout: layout)
        layout.size(forWidth: CGFloat(width), device: device)
        let root = layout.root
        root.textMeasurer = measurer
        root.contentScaleFactor = CGFloat(scale)
        let size = root.systemLayoutSizeFitting(CGSize(width: CGFloat(width), height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        explanation = root.explainSize(along: .vertical)
        let fitting = root.constraintConflicts
        layout.layOutRoot(size: CGSize(width: CGFloat(width), height: size.height))
        // Laying out may have rebuilt the engine (the root now translates its frame), and the
        // conflicts of both passes are kept: wording the same conflict twice gives one text.
        conflicts = fitting + root.constraintConflicts
    }

    /// What to do about a conflict of the template itself.
    package static let templateAdvice = "make one of them optional (a priority below 1000) or remove it; each row laid out with this template breaks one"

    /// Each conflict as lines naming its constraints (the one broken marked), without the ones
    /// that only stand for the width or frame asked for, so a conflict met in both passes and
    /// at several widths reads the same. Each ends with what to do.
    package func conflictMessages(advice: String = TemplateSolve.templateAdvice) -> [String] {
        var messages: [String] = []
        for conflict in conflicts {
            let broken = wording.describe(conflict.broken)
            var lines = conflict.conflicting.map { constraint -> String in
                let text = wording.describe(constraint)
                return "    " + text + (text == broken ? "   <- broken to recover" : "")
            }
            lines = lines.map { $0.contains("'UIView-Fitting-Width'") || $0.contains("'UIView-Encapsulated-Layout-")
                ? "    the cell's width (the width asked for)" + ($0.hasSuffix("<- broken to recover") ? "   <- broken to recover" : "") : $0 }
            lines.append("  " + advice)
            let message = lines.joined(separator: "\n")
            if !messages.contains(message) { messages.append(message) }
        }
        return messages
    }

    /// The views (by id, the root aside) whose frame the constraints leave free along an
    /// axis, in document order: the model's ambiguity probe on the laid-out tree.
    package func ambiguousViews() -> [(id: String, axis: LayoutAxis)] {
        layout.viewIDs.dropFirst().flatMap { id -> [(id: String, axis: LayoutAxis)] in
            guard let view = layout.items[id] as? View else { return [] }
            return LayoutAxis.allCases.filter { view.hasAmbiguousLayout(along: $0) }.map { (id, $0) }
        }
    }
}
