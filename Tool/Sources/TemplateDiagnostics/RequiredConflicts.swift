import AutoLayout
import Interchange
import LayoutDocuments
import TextMeasurement

/// The conflicts among a template's own required constraints at the widths it is laid out at:
/// what `autolayout check` reports as errors, and what `autolayout heights` and the height
/// service refuse a template for (unless `--allow-conflicts`, `allow_conflicts=true`), since
/// every row laid out with such a template breaks one of them and carries the conflict as a
/// warning. The one implementation of that check and its wording, for the tool and the service.
///
/// Each conflict is worded once (its constraints named by their document entries, see
/// `ConstraintWording`) with every width it was met at, however many widths and layout passes
/// met it. They depend on the document, the widths, the scale and the measurer's fonts and
/// content size category: whoever keeps a verdict keeps it under all of those.
package struct RequiredConflicts: Sendable {
    private struct Conflict: Sendable {
        let text: String
        var widths: [Double]
    }

    private var found: [Conflict] = []

    /// None yet: `add(_:at:)` collects them from solves made for other checks too.
    package init() {}

    /// The conflicts of `document` laid out at each of `widths` as `heights` lays out a row that
    /// sets nothing (`TemplateSolve`). Throws what the document's layout cannot be made for.
    package init(document: LayoutDocument, widths: [Double], scale: Double, measurer: any TextMeasuring, device: Device? = nil) throws {
        for width in widths {
            add(try TemplateSolve(document: document, width: width, scale: scale, measurer: measurer, device: device), at: width)
        }
    }

    /// Adds the conflicts `solve` met at `width`.
    package mutating func add(_ solve: TemplateSolve, at width: Double) {
        for text in solve.conflictMessages() {
            if let index = found.firstIndex(where: { $0.text == text }) {
                if !found[index].widths.contains(width) { found[index].widths.append(width) }
            } else {
                found.append(Conflict(text: text, widths: [width]))
            }
        }
    }

    package var isEmpty: Bool { found.isEmpty }

    /// Each conflict as `required constraints conflict at widths 320, 375:` and its lines (the
    /// constraints, the one broken marked, and what to do).
    package var messages: [String] {
        found.map { "required constraints conflict at \(Self.widthList($0.widths)):\n\($0.text)" }
    }

    /// Why a job or request is refused: every conflict, then how to go on. `check` is how to
    /// list every problem of the template (`autolayout check CELL.json`), `allowing` what lays
    /// the rows out anyway (`pass --allow-conflicts`). Nil when there is no conflict.
    package func refusal(check: String, allowing: String) -> String? {
        guard !found.isEmpty else { return nil }
        return "the template's " + messages.joined(separator: "\nand its ")
            + "\nFix the template (\(check) lists every problem), or \(allowing) to lay the rows out anyway, each row then warned about it"
    }

    /// `width 320` or `widths 320, 375`.
    package static func widthList(_ widths: [Double]) -> String {
        (widths.count == 1 ? "width " : "widths ") + widths.map { NumberText.format($0, fractionDigits: 3) }.joined(separator: ", ")
    }
}
