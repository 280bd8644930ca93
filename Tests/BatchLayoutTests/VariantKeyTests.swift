@testable import BatchLayout
import AutoLayout
import CassowaryWorkloads
import Foundation
import LayoutDocuments
import Testing
import TextMeasurement

/// A variant is constraint structure only (issue 30, item 1): rows that differ in texts, fonts,
/// line limits above one, image sizes, or in which views they fill share one variant; hiding a
/// view, one line versus several and a size present or absent on an axis make new ones. Seeded
/// random rows over a small template, each also checked against the model on its own, so a
/// structure wrongly folded into another variant shows as a wrong height.
@Suite struct VariantKeyTests {
    static let measurer = TextMeasurer(mode: .fast)

    static let document = """
        {"scale": 3, "views": [{"id": "cell", "frame": [0, 0, 375, 80]},
          {"id": "stack", "parent": "cell", "kind": "stack", "axis": "vertical", "spacing": 4},
          {"id": "title", "parent": "stack", "kind": "label", "text": "Title", "font": {"size": 17, "weight": "semibold"}, "lines": 1},
          {"id": "body", "parent": "stack", "kind": "label", "text": "Body text", "font": {"size": 15}, "lines": 0},
          {"id": "photo", "parent": "stack", "kind": "image"},
          {"id": "badge", "parent": "cell", "kind": "image", "image": [20, 20]},
          {"id": "note", "parent": "stack", "kind": "label", "text": "note", "lines": 2}],
         "constraints": ["H:|-[stack]-[badge]-|", "V:|-[stack]-|", "badge.top == stack.top"]}
        """

    /// One random row: its JSON line and the structure it should have (hidden photo, body on
    /// one line, photo given a size, note on one line).
    static func row(_ id: Int, _ random: inout SeededGenerator) -> (line: String, structure: [Bool]) {
        var fields = ["\"id\": \(id)"]
        let texts = ["", "Hi", "A somewhat longer text that wraps over several lines at most widths, surely", "布局约束的优先级"]
        if Bool.random(using: &random) { fields.append("\"title\": \(RowGenerator.quoted(texts.randomElement(using: &random) ?? ""))") }
        var bodyOneLine = false
        var body: [String] = []
        if Bool.random(using: &random) { body.append("\"text\": \(RowGenerator.quoted(texts.randomElement(using: &random) ?? ""))") }
        if Bool.random(using: &random) {
            let lines = [0, 1, 2, 3].randomElement(using: &random) ?? 0
            bodyOneLine = lines == 1
            body.append("\"lines\": \(lines)")
        }
        if Bool.random(using: &random) { body.append("\"font\": {\"size\": \(Int.random(in: 11...24, using: &random))}") }
        if !body.isEmpty { fields.append("\"body\": {\(body.joined(separator: ", "))}") }
        let photoHidden = Int.random(in: 0..<4, using: &random) == 0
        let photoSized = Bool.random(using: &random)
        var photo: [String] = photoHidden ? ["\"hidden\": true"] : []
        if photoSized { photo.append("\"image\": [\(Int.random(in: 10...300, using: &random)), \(Int.random(in: 10...300, using: &random))]") }
        if !photo.isEmpty { fields.append("\"photo\": {\(photo.joined(separator: ", "))}") }
        if Bool.random(using: &random) { fields.append("\"badge\": [\(Int.random(in: 0...40, using: &random)), \(Int.random(in: 0...40, using: &random))]") }
        let noteLines = [nil, 0, 1, 2, 5].randomElement(using: &random) ?? nil
        if let noteLines { fields.append("\"note\": {\"lines\": \(noteLines)}") }
        return ("{" + fields.joined(separator: ", ") + "}", [photoHidden, bodyOneLine, photoSized, noteLines == 1])
    }

    @Test(arguments: [1, 2, SeededGenerator.runSeed])
    func variantsAreStructuresAndRowsMatchTheModel(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let rows = (0..<160).map { Self.row($0, &random) }
        let document = try LayoutDocument(data: Data(Self.document.utf8))
        let template = try BatchTemplate(document: document)
        let engine = try BatchLayoutEngine(template: template, options: BatchOptions(widths: [320, 393], scale: 3, textMeasurer: Self.measurer))
        let results = engine.layout(rows.enumerated().map { template.readRow($1.line, lineNumber: $0 + 1) })
        #expect(engine.variantCount == Set(rows.map(\.structure)).count, "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed))")
        let model = ModelReference(document: document, measurer: Self.measurer)
        for (r, row) in rows.enumerated() {
            for (w, width) in [320.0, 393].enumerated() {
                let expected = try model.fitting(row.line, width: width, scale: 3)
                #expect(results[r * 2 + w].height == expected.height,
                        "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), row \(row.line) at \(width): batch \(results[r * 2 + w].height ?? -1)")
            }
        }
    }
}
