@testable import BatchLayout
import AutoLayout
import Foundation
import LayoutDocuments
import Testing
import TextMeasurement

/// A self-sizing cell whose content does not determine its height (issue 23, item 3): UIKit
/// logs its zero-height warning and gives the row the standard height, 44, in the kernels and
/// in the model's row layout alike (`CollapsedCell`), and only on the rows that collapse.
@Suite struct CollapsedCellTests {
    static let measurer = TextMeasurer(mode: .fast)

    /// A label hanging from the top, held to the bottom only by a named constraint rows may
    /// switch off.
    static let document = """
        {"views": [{"id": "cell"}, {"id": "title", "parent": "cell", "kind": "label", "lines": 0, "font": {"size": 17}}],
         "constraints": ["H:|-[title]-|", "V:|-12-[title]", {"id": "bottom", "constraint": "cell.bottom == title.bottom + 12"}]}
        """

    @Test(arguments: [false, true]) func collapsedRowsGetTheStandardHeightAndUIKitsWarning(separator: Bool) throws {
        let template = try BatchTemplate(document: LayoutDocument(data: Data(Self.document.utf8)))
        let lines = [#"{"id": 1, "title": "One line"}"#, #"{"id": 2, "title": "One line", "bottom": {"active": false}}"#,
                     #"{"id": 3, "title": "Another", "bottom": {"active": false}}"#]
        for threads in [1, 2] {
            let options = BatchOptions(widths: [320, 375], scale: 3, separator: separator, threads: threads, textMeasurer: Self.measurer)
            let engine = try BatchLayoutEngine(template: template, options: options)
            let rows = lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
            let results = engine.layout(rows)
            for (index, result) in results.enumerated() {
                let collapsed = index >= 2
                #expect((result.height == 44) == collapsed, "\(result)")
                #expect(result.warnings == (collapsed ? [CollapsedCell.warning] : nil), "\(result)")
                // The model's own row layout (what --verify checks against) agrees.
                let model = ModelRowLayout.result(for: try rows[index / 2].get(), width: result.width, template: template, options: options)
                #expect(model.height == result.height && model.warnings == result.warnings, "\(model) vs \(result)")
            }
            #expect(CollapsedCell.warning.message.contains("Detected a case where constraints ambiguously suggest a height of zero"))
        }
    }
}
