import AutoLayout
import BatchLayout
import Foundation
import Interchange
import LayoutDocuments
import TemplateDiagnostics
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
        let scale = SizingDefaults.scale(askedScale, device: device, documentScale: document.scale)
        do {
            widths = askedWidths.isEmpty ? [device.map { Double($0.screenSize.width) } ?? Self.rootWidth(of: document) ?? Self.defaultWidth] : askedWidths
            try checkLayout(document, scale: scale, measurer: measurer, device: device, skippingMeasurement: !unknownFamilies.isEmpty)
            try checkRows(document, scale: scale, measurer: measurer, device: device)
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
    private mutating func checkLayout(_ document: LayoutDocument, scale: Double, measurer: TextMeasurer, device: Device?,
                                      skippingMeasurement: Bool) throws {
        var conflicts = RequiredConflicts()
        var ambiguousViews: [(view: String, axis: LayoutAxis, widths: [Double])] = []
        for width in widths {
            let solve = try TemplateSolve(document: document, width: width, scale: scale, measurer: measurer, device: device)
            conflicts.add(solve, at: width)
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
            for (id, axis) in try TemplateSolve(document: document, width: width, scale: 0, measurer: measurer, device: device).ambiguousViews() {
                if let index = ambiguousViews.firstIndex(where: { $0.view == id && $0.axis == axis }) {
                    ambiguousViews[index].widths.append(width)
                } else {
                    ambiguousViews.append((id, axis, [width]))
                }
            }
        }
        for conflict in conflicts.messages { add(.error, conflict) }
        for entry in ambiguousViews {
            let what = entry.axis == .horizontal ? "horizontal position or width" : "vertical position or height"
            add(.warning, "view \"\(entry.view)\": its \(what) is ambiguous at \(RequiredConflicts.widthList(entry.widths)): the constraints leave it free, "
                + "or leave a choice between optional constraints of equal priority (Xcode's \"ambiguous layout\" and \"content priority "
                + "ambiguity\"), so it is wherever the solver left it; constrain it along that axis, or give one of the views that compete "
                + "a higher content hugging or compression resistance")
        }
    }

    /// What `heights` answers for a row that sets nothing: the template's heights, and UIKit's
    /// zero-height warning (the same rule as every row's).
    private mutating func checkRows(_ document: LayoutDocument, scale: Double, measurer: TextMeasurer, device: Device?) throws {
        var options = BatchOptions(widths: widths, scale: scale, threads: 1, textMeasurer: measurer)
        options.device = device
        let engine = try BatchLayoutEngine(template: try BatchTemplate(document: document), options: options)
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

}
