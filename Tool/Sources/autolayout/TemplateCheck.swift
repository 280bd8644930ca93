import AutoLayout
import BatchLayout
import Foundation
import Interchange
import LayoutDocuments
import TextMeasurement

/// A cell template checked once, for the template rather than per row (`autolayout check`,
/// and `heights` before a job): whether it can be read (unknown keys, kinds and views, with
/// "did you mean"), whether its fonts have faces here, whether its required constraints
/// conflict, and what its constraints leave ambiguous (a height that fits to zero or has several
/// optimal values, views the constraints leave free), at each width.
///
/// The template is laid out as `heights` lays out a row that sets nothing: by the model, as a
/// self-sizing cell (width required, height fitted at `fittingSizeLevel`), then once more at the
/// fitted size as UIKit's layout pass does. Each finding names the place: the view by its id,
/// the constraint by its entry in the document (`constraints[2] "..."`).
struct TemplateCheck {
    struct Finding: Equatable {
        enum Severity: String { case error, warning }
        var severity: Severity
        var message: String
    }

    private(set) var findings: [Finding] = []
    /// The template's own height at each width, as `heights` answers a row that sets nothing.
    private(set) var heights: [(width: Double, height: Double)] = []
    /// The widths it was laid out at (none when it could not be read).
    private(set) var widths: [Double] = []

    var errors: Int { findings.filter { $0.severity == .error }.count }
    var warnings: Int { findings.filter { $0.severity == .warning }.count }

    /// The width a template is checked at when none is asked for: its root's frame width, else
    /// the common phone width.
    static let defaultWidth = 375.0

    /// Checks the template at `path` (`--object` for an Interface Builder document) at `widths`
    /// (none: the device's screen width, else the root's frame width, else `defaultWidth`).
    init(path: String, object: String?, device: Device?, widths askedWidths: [Double], scale askedScale: Double?, measurer: TextMeasurer) {
        let document: LayoutDocument
        do {
            let loaded = try TemplateSource.load(at: path, object: object, device: device)
            document = loaded.document
            for warning in loaded.warnings { add(.warning, warning) }
        } catch {
            add(.error, "\(error)")
            return
        }
        let families = Set(measurer.fonts.familyNames)
        var unknownFamilies: [String: [String]] = [:]
        var familyOrder: [String] = []
        for (viewID, font) in document.fonts where !families.contains(font.family.lowercased()) {
            if unknownFamilies[font.family] == nil { familyOrder.append(font.family) }
            unknownFamilies[font.family, default: []].append(viewID)
        }
        for family in familyOrder {
            let views = (unknownFamilies[family] ?? []).map { "\"\($0)\"" }.joined(separator: ", ")
            add(.error, "view\(unknownFamilies[family]?.count == 1 ? "" : "s") \(views): font family \"\(family)\" has no face here"
                + NameSuggestion.hint(for: family, among: families.sorted())
                + " (the families here: \(families.sorted().joined(separator: ", "))); register it with --font \"\(family)=FILE[,FILE...]\""
                + " or name one of those")
        }
        let scale = askedScale ?? device.map { Double($0.scale) } ?? document.scale.map(Double.init) ?? 0
        do {
            widths = askedWidths.isEmpty ? [device.map { Double($0.screenSize.width) } ?? Self.rootWidth(of: document) ?? Self.defaultWidth] : askedWidths
            try checkLayout(document, scale: scale, measurer: measurer, skippingMeasurement: !unknownFamilies.isEmpty)
            try checkRows(document, scale: scale, measurer: measurer)
        } catch {
            add(.error, "\(error)")
        }
    }

    private mutating func add(_ severity: Finding.Severity, _ message: String) {
        let finding = Finding(severity: severity, message: message)
        if !findings.contains(finding) { findings.append(finding) }
    }

    /// The root's frame width in the document, when it has one.
    private static func rootWidth(of document: LayoutDocument) -> Double? {
        guard let width = try? document.makeLayout().root.frame.width, width > 0 else { return nil }
        return Double(width)
    }

    /// Conflicts, ambiguity and measurement problems, from the model at each width.
    private mutating func checkLayout(_ document: LayoutDocument, scale: Double, measurer: TextMeasurer,
                                      skippingMeasurement: Bool) throws {
        var conflicts: [(text: String, widths: [Double])] = []
        var ambiguousViews: [(view: String, axis: LayoutAxis, widths: [Double])] = []
        for width in widths {
            let solve = try TemplateSolve(document: document, width: width, scale: scale, measurer: measurer)
            for conflict in solve.conflictMessages() {
                if let index = conflicts.firstIndex(where: { $0.text == conflict }) {
                    if !conflicts[index].widths.contains(width) { conflicts[index].widths.append(width) }
                } else {
                    conflicts.append((conflict, [width]))
                }
            }
            if solve.explanation.hasAlternativeOptima {
                let optional = solve.explanation.deciding.filter { !$0.constraint.priority.isRequired }.map { solve.wording.describe($0.constraint) }
                add(.warning, "at width \(Self.number(width)) the height is ambiguous: several layouts are equally good for it"
                    + (optional.isEmpty ? "" : " (the optional constraints it follows: \(optional.joined(separator: "; ")))")
                    + ", so it depends on the order the solver met its constraints in; give one of the constraints that compete a higher priority")
            }
            for diagnostic in solve.layout.diagnostics {
                switch diagnostic {
                case .unsatisfiableConstraints, .ambiguousZeroHeightCell: continue
                case .textMeasurementFailed where skippingMeasurement: continue
                default: add(.warning, "at width \(Self.number(width)): \(diagnostic.description)")
                }
            }
            // Probed unrounded: a height rounded to the pixel grid squeezes the content by a
            // fraction of a pixel, which views of equal priority could share any way.
            for (id, axis) in try TemplateSolve(document: document, width: width, scale: 0, measurer: measurer).ambiguousViews() {
                if let index = ambiguousViews.firstIndex(where: { $0.view == id && $0.axis == axis }) {
                    ambiguousViews[index].widths.append(width)
                } else {
                    ambiguousViews.append((id, axis, [width]))
                }
            }
        }
        for conflict in conflicts {
            add(.error, "required constraints conflict at \(Self.widthList(conflict.widths)):\n\(conflict.text)")
        }
        for entry in ambiguousViews {
            let what = entry.axis == .horizontal ? "horizontal position or width" : "vertical position or height"
            add(.warning, "view \"\(entry.view)\": its \(what) is ambiguous at \(Self.widthList(entry.widths)): the constraints leave it free, "
                + "or leave a choice between optional constraints of equal priority (Xcode's \"ambiguous layout\" and \"content priority "
                + "ambiguity\"), so it is wherever the solver left it; constrain it along that axis, or give one of the views that compete "
                + "a higher content hugging or compression resistance")
        }
    }

    /// What `heights` answers for a row that sets nothing: the template's heights, and UIKit's
    /// zero-height warning (the same rule as every row's).
    private mutating func checkRows(_ document: LayoutDocument, scale: Double, measurer: TextMeasurer) throws {
        let engine = try BatchLayoutEngine(template: try BatchTemplate(document: document),
                                           options: BatchOptions(widths: widths, scale: scale, threads: 1, textMeasurer: measurer))
        for result in engine.layout([BatchRow()]) {
            if let height = result.height { heights.append((result.width, height)) }
            if let error = result.error { add(.error, "at width \(Self.number(result.width)): \(error)") }
            for warning in result.warnings ?? [] where warning.kind == .ambiguousZeroHeightCell {
                add(.warning, "at width \(Self.number(result.width)) the content view fits to zero height: its constraints do not reach "
                    + "its bottom, or pull it to 0, so the height is not determined; UIKit then gives the row the standard height "
                    + "\(Self.number(Double(TableViewCell.standardRowHeight))) and logs \"\(warning.message)\". Pin the last view's bottom to "
                    + "the cell's bottom (\"V:[last]-|\")")
            }
        }
    }

    /// The required-constraint conflicts of `document` at `widths`, each worded with its
    /// widths: what `heights` refuses a template for (without `--allow-conflicts`).
    static func requiredConflicts(in document: LayoutDocument, widths: [Double], scale: Double,
                                  measurer: any TextMeasuring) throws -> [String] {
        var found: [(text: String, widths: [Double])] = []
        for width in widths {
            for conflict in try TemplateSolve(document: document, width: width, scale: scale, measurer: measurer).conflictMessages() {
                if let index = found.firstIndex(where: { $0.text == conflict }) {
                    found[index].widths.append(width)
                } else {
                    found.append((conflict, [width]))
                }
            }
        }
        return found.map { "required constraints conflict at \(widthList($0.widths)):\n\($0.text)" }
    }

    /// The report `check` prints: one finding a paragraph, then a summary line.
    func report(for path: String) -> String {
        var lines = findings.map { "\(path): \($0.severity.rawValue): \($0.message)" }
        let counts = "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")"
        let checked = heights.isEmpty ? "" : "; checked at " + heights.map { "width \(Self.number($0.width)): height \(Self.number($0.height))" }
            .joined(separator: ", ")
        lines.append("\(path): \(findings.isEmpty ? "no problems found" : counts)\(checked)")
        return lines.joined(separator: "\n") + "\n"
    }

    static func number(_ value: Double) -> String { NumberText.format(value, fractionDigits: 3) }

    static func widthList(_ widths: [Double]) -> String {
        (widths.count == 1 ? "width " : "widths ") + widths.map(number).joined(separator: ", ")
    }
}

/// The template laid out by the model at one width as a self-sizing cell (`heights`' rule):
/// fitted, its height explained from that very solve, then laid out at the fitted size.
struct TemplateSolve {
    let layout: DocumentLayout
    let wording: ConstraintWording
    /// What decided the root's height in the fitting solve.
    let explanation: SizeExplanation
    /// The conflicts of the fitting, then of the layout pass.
    let conflicts: [ConstraintConflict]

    init(document: LayoutDocument, width: Double, scale: Double, measurer: any TextMeasuring) throws {
        try self.init(layout: document.makeLayout(), width: width, scale: scale, measurer: measurer)
    }

    init(layout: DocumentLayout, width: Double, scale: Double, measurer: any TextMeasuring) {
        self.layout = layout
        wording = ConstraintWording(layout: layout)
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
    static let templateAdvice = "make one of them optional (a priority below 1000) or remove it; each row laid out with this template breaks one"

    /// Each conflict as lines naming its constraints (the one broken marked), without the ones
    /// that only stand for the width or frame asked for, so a conflict met in both passes and
    /// at several widths reads the same. Each ends with what to do.
    func conflictMessages(advice: String = TemplateSolve.templateAdvice) -> [String] {
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
    func ambiguousViews() -> [(id: String, axis: LayoutAxis)] {
        layout.viewIDs.dropFirst().flatMap { id -> [(id: String, axis: LayoutAxis)] in
            guard let view = layout.items[id] as? View else { return [] }
            return LayoutAxis.allCases.filter { view.hasAmbiguousLayout(along: $0) }.map { (id, $0) }
        }
    }
}
