@testable import BatchLayout
import AutoLayout
import Foundation
import Interchange
import LayoutDocuments
import Testing
import TextMeasurement

/// Rows that set a named constraint's `constant`, `priority` and `active` (issue 23, item 3):
/// the document reads the names and the overrides, the batch engine and the model agree on
/// every row (the differential rule of `BatchPropertyTests`, on its generated templates with
/// some equations named), and bad values get the document's messages.
@Suite struct ConstraintOverrideTests {
    static let measurer = TextMeasurer(mode: .fast)

    static let gapDocument = """
        {"views": [{"id": "cell"}, {"id": "a", "parent": "cell", "intrinsicSize": [40, 20]},
                   {"id": "b", "parent": "cell", "intrinsicSize": [40, 30]}],
         "constraints": ["H:|[a]", "H:|[b]", "V:|[a]",
                         {"id": "gap", "constraint": "b.top == a.bottom + 8"},
                         {"id": "bottom", "constraint": "cell.bottom == b.bottom"},
                         {"id": "spare", "constraint": "cell.bottom == a.bottom + 100", "active": false}]}
        """

    static func height(_ document: LayoutDocument, _ overrides: [(viewID: String, properties: JSONObject)] = []) throws -> CGFloat {
        try document.applying(overrides: overrides, path: "row").makeLayout().solve(width: 100).size.height
    }

    @Test func namedConstraintsTakeConstantPriorityAndActive() throws {
        let document = try LayoutDocument(data: Data(Self.gapDocument.utf8))
        #expect(document.constraintIDs == ["gap", "bottom", "spare"])
        #expect(try Self.height(document) == 58)
        #expect(try Self.height(document, [("gap", JSONObject([("constant", .number(20))]))]) == 70)
        #expect(try Self.height(document, [("spare", JSONObject([("active", .bool(true))])),
                                          ("bottom", JSONObject([("active", .bool(false))]))]) == 120)
        // The bottom made optional below the spare one, which is switched on: the spare one wins.
        #expect(try Self.height(document, [("spare", JSONObject([("active", .bool(true))])),
                                          ("bottom", JSONObject([("priority", .number(500))]))]) == 120)
    }

    @Test func badNamesAndValuesAreRefusedWithTheirPlace() throws {
        let document = try LayoutDocument(data: Data(Self.gapDocument.utf8))
        let cases: [(String, JSONObject, String)] = [
            ("gap", JSONObject([("constant", .string("8"))]), "row.gap.constant: expected a number"),
            ("gap", JSONObject([("priority", .number(0))]), "row.gap.priority: a priority is greater than 0 and at most 1000"),
            ("gap", JSONObject([("multiplier", .number(2))]), "row.gap.multiplier: unknown key"),
            ("nothing", JSONObject([("constant", .number(2))]), "row.nothing: unknown view or constraint \"nothing\""),
        ]
        for (id, properties, message) in cases {
            let error = #expect(throws: DocumentError.self) { try document.applying(overrides: [(id, properties)], path: "row") }
            #expect(error?.description.contains(message) == true, "\(error?.description ?? "") vs \(message)")
        }
        let duplicate = #"{"views": [{"id": "a"}], "constraints": [{"id": "a", "constraint": "a.width == 1"}]}"#
        #expect(throws: DocumentError.self) { try LayoutDocument(data: Data(duplicate.utf8)) }
        let several = #"{"views": [{"id": "a"}, {"id": "b", "parent": "a"}], "constraints": [{"id": "h", "constraint": "H:|[b]|", "constant": 3}]}"#
        let error = #expect(throws: DocumentError.self) { try LayoutDocument(data: Data(several.utf8)).makeLayout() }
        #expect(error?.description.contains("makes 2 constraints") == true)
    }

    @Test func rowsSetConstraintsAndBadRowsGetErrors() throws {
        let template = try BatchTemplate(document: LayoutDocument(data: Data(Self.gapDocument.utf8)))
        let lines = [#"{"id": 1}"#, #"{"id": 2, "gap": {"constant": 20}}"#, #"{"id": 3, "spare": {"active": true}, "bottom": {"active": false}}"#,
                     #"{"id": 4, "gap": 20}"#, #"{"id": 5, "gap": {"constant": "x"}}"#, #"{"id": 6, "gap": {"hidden": true}}"#]
        let options = BatchOptions(widths: [100], scale: 0, threads: 1, textMeasurer: Self.measurer)
        let results = try BatchLayoutEngine(template: template, options: options)
            .layout(lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) })
        #expect(results.map(\.height) == [58, 70, 120, nil, nil, nil])
        #expect(results[3].error?.contains("line 4.gap: a constraint takes an object") == true, "\(results[3].error ?? "")")
        #expect(results[4].error?.contains("line 5.gap.constant: expected a finite number") == true, "\(results[4].error ?? "")")
        #expect(results[5].error?.contains("line 6.gap.hidden: unknown key") == true, "\(results[5].error ?? "")")
    }

    /// `BatchPropertyTests`' templates with about a third of their equations named, and rows
    /// that also set random constants, priorities and activity of the named ones: the batch
    /// gives every row the model's own height and frames.
    @Test(arguments: (0..<12).map { 0xC0_0000 + UInt64($0) })
    func batchEqualsTheModelOnRowsThatSetConstraints(seed: UInt64) throws {
        print("ConstraintOverrideTests seed \(String(seed, radix: 16))")
        var generator = TemplateGenerator(seed: seed)
        let generated = generator.template()
        var random = SplitMixRandom(seed: seed ^ 0x5A5A)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(generated.json.utf8)) as? [String: Any])
        var named: [String] = []
        object["constraints"] = (object["constraints"] as? [String] ?? []).map { text -> Any in
            guard !["H:", "V:", "|", "["].contains(where: { text.hasPrefix($0) }), Int.random(in: 0..<3, using: &random) == 0 else { return text }
            named.append("c\(named.count)")
            return ["id": named[named.count - 1], "constraint": text]
        }
        let json = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        let document = try LayoutDocument(data: json)
        let lines = try (0..<30).map { index -> String in
            let base = generator.row(id: index, for: generated)
            var row = try #require(try JSONSerialization.jsonObject(with: Data(base.utf8)) as? [String: Any])
            for id in named where Int.random(in: 0..<3, using: &random) == 0 {
                switch Int.random(in: 0..<4, using: &random) {
                case 0, 1: row[id] = ["constant": Double(Int.random(in: -20...60, using: &random))]
                case 2: row[id] = ["priority": [250, 500, 750, 999].randomElement(using: &random) ?? 750]
                default: row[id] = ["active": Bool.random(using: &random)]
                }
            }
            return String(decoding: try JSONSerialization.data(withJSONObject: row, options: [.sortedKeys]), as: UTF8.self)
        }
        let template = try BatchTemplate(document: document)
        let reference = try BatchPropertyTests.Reference(ModelReference(document: document, measurer: Self.measurer), lines: lines)
        for threads in [1, 2] {
            let run = BatchPropertyTests.Run(order: Array(lines.indices), threads: threads, blockSize: threads == 1 ? 256 : 7, frames: threads == 2)
            let results = try BatchPropertyTests().layout(lines, template, run)
            for (row, line) in lines.enumerated() {
                for w in BatchPropertyTests.widths.indices {
                    let problem = reference.mismatch(results[row * BatchPropertyTests.widths.count + w], row: row, width: w, frames: run.frames)
                    #expect(problem == nil, "seed \(String(seed, radix: 16)), \(run), row \(line): \(problem ?? "")\ntemplate: \(String(decoding: json, as: UTF8.self))")
                }
            }
        }
    }
}
