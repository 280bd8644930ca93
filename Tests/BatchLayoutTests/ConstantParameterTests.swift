@testable import BatchLayout
import AutoLayout
import Foundation
import Interchange
import LayoutDocuments
import Testing
import TextMeasurement

/// A named constraint's constant is a parameter of the variant, not structure (issue 30): rows
/// that differ only in such constants share one variant, and every result is the one the engine
/// gave when each constant compiled a variant of its own (the constant in the row's structure,
/// as before) and the one the model gives (`ModelRowLayout`, what `--verify` checks against).
@Suite struct ConstantParameterTests {
    static let measurer = TextMeasurer(mode: .fast)
    static let widths: [Double] = [320, 375, 414]

    /// `ConstraintOverrideTests.gapDocument` with inequalities, and a required equality that is
    /// not active.
    static let gapDocument = """
        {"views": [{"id": "cell"}, {"id": "a", "parent": "cell", "intrinsicSize": [40, 20]},
                   {"id": "b", "parent": "cell", "intrinsicSize": [40, 30]}],
         "constraints": ["H:|[a]", "H:|[b]", "V:|[a]",
                         {"id": "gap", "constraint": "b.top >= a.bottom + 8"},
                         {"id": "bottom", "constraint": "cell.bottom >= b.bottom"},
                         {"id": "spare", "constraint": "cell.bottom == a.bottom + 100", "active": false}]}
        """

    @Test func rowsThatMoveOnlyConstantsShareOneVariant() throws {
        let template = try BatchTemplate(document: LayoutDocument(data: Data(Self.gapDocument.utf8)))
        #expect(template.constantIsParameter == [true, true, true])
        let lines = [#"{"id": 1}"#, #"{"id": 2, "gap": {"constant": 20}}"#, #"{"id": 3, "gap": {"constant": -3}, "bottom": {"constant": 4}}"#,
                     #"{"id": 4, "gap": {"constant": 0}, "spare": {"constant": 7}}"#, #"{"id": 5, "gap": {"constant": 2, "priority": 999}}"#]
        let rows = lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
        let engine = try BatchLayoutEngine(template: template, options: BatchOptions(widths: [100], scale: 0, threads: 1, textMeasurer: Self.measurer))
        let results = engine.layout(rows)
        // `bottom == b.bottom`, constant 4: the cell's bottom is 4 below b's; `spare` is inactive.
        #expect(results.map(\.height) == [58, 70, 51, 50, 52])
        // The priority is structure; constants are not, a required equality's (`spare`) included:
        // two variants (rows 1-4, row 5).
        #expect(engine.planSummary.variants == 2)
    }

    /// A required equality redundant with others (`top == top + c` against `centerY` and
    /// `bottom == bottom + 12`: cell probe `xib-more/268.xib#038-A6-sn0`) breaks for every c
    /// but 12, and the row gets the model's conflict warnings. The dual simplex saw no negative
    /// row for c above 12 and answered such rows without them, until `Solver.setConstants`
    /// checked the redundant equalities' rows as `setConstant` does.
    @Test func aBrokenRedundantEqualityWarnsAsTheModelDoes() throws {
        let document = """
            {"views": [{"id": "cell"}, {"id": "box", "parent": "cell"}, {"id": "dot", "parent": "box", "intrinsicSize": [10, 10]}],
             "constraints": ["H:|[box]|", "V:|[box(>=52@999)]|", "H:|-15-[dot]-15-|",
                             {"id": "middle", "constraint": "dot.centerY == box.centerY"},
                             {"id": "under", "constraint": "box.bottom == dot.bottom + 12"},
                             {"id": "over", "constraint": "dot.top == box.top + 12"}]}
            """
        let template = try BatchTemplate(document: LayoutDocument(data: Data(document.utf8)))
        let lines = [#"{"id": 1, "over": {"constant": 20}}"#, #"{"id": 2, "over": {"constant": 0}}"#, #"{"id": 3}"#,
                     #"{"id": 4, "over": {"constant": 24}}"#, #"{"id": 5, "over": {"constant": 12}}"#]
        let rows = lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
        let options = BatchOptions(widths: [375], scale: 3, threads: 1, textMeasurer: Self.measurer)
        let engine = try BatchLayoutEngine(template: template, options: options)
        let results = engine.layout(rows)
        for (r, read) in rows.enumerated() {
            let row = try read.get()
            let model = ModelRowLayout.result(for: row, width: 375, template: engine.template, options: options)
            #expect(Self.signature(results[r]) == Self.signature(model), "row \(lines[r])")
        }
        #expect(results.map { $0.warnings != nil } == [true, true, false, true, false])
    }

    @Test func aConstantOfSeveralConstraintsIsStillRefused() throws {
        let document = #"{"views": [{"id": "a"}, {"id": "b", "parent": "a"}], "constraints": [{"id": "h", "constraint": "H:|[b]|"}, "V:|[b(10)]|"]}"#
        let template = try BatchTemplate(document: LayoutDocument(data: Data(document.utf8)))
        #expect(template.constantIsParameter == [false])
        let results = try BatchLayoutEngine(template: template, options: BatchOptions(widths: [100], scale: 0, threads: 1, textMeasurer: Self.measurer))
            .layout([template.readRow(#"{"id": 1, "h": {"constant": 3}}"#, lineNumber: 1)])
        #expect(results[0].error?.contains("makes 2 constraints") == true, "\(results[0].error ?? "")")
    }

    /// Random templates (`TemplateGenerator`: stacks with hidden arranged views, baselines,
    /// multipliers; `ConflictTemplateGenerator`: required constraints that conflict for some
    /// rows) with about half of their equations named, and rows that move the named constants
    /// (now and then a priority or `active` too), at several widths, with frames on one run.
    @Test(arguments: (0..<16).map { 0x30C0_0000 + UInt64($0) })
    func constantsAsParametersChangeNoResult(seed: UInt64) throws {
        print("ConstantParameterTests seed \(String(seed, radix: 16))")
        let (json, lines) = try Self.workload(seed: seed)
        let template = try BatchTemplate(document: LayoutDocument(data: Data(json.utf8)))
        let rows = lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
        // Before: each row's constants in its structure, so each distinct constant made a variant.
        let structural = rows.map { read in read.map { row in Self.withConstantsInStructure(row, template) } }
        for (threads, frames) in [(1, false), (2, true)] {
            let options = BatchOptions(widths: Self.widths, scale: 3, includesFrames: frames, threads: threads,
                                       textMeasurer: Self.measurer, blockSize: threads == 1 ? 256 : 5)
            let engine = try BatchLayoutEngine(template: template, options: options)
            let results = engine.layout(rows)
            let before = try BatchLayoutEngine(template: template, options: options)
            let expected = before.layout(structural)
            let keys = Set(rows.compactMap { try? $0.get().variantKey })
            // One variant per structure, and one per structure with a row's constants in it for
            // rows whose constants make their structure's required constraints conflict (as
            // every variant was compiled before): never more than both together.
            #expect(engine.variantCount >= keys.count, "seed \(String(seed, radix: 16)): one variant per structure")
            #expect(engine.variantCount <= keys.count + before.variantCount)
            if threads == 1 { print("ConstantParameterTests seed \(String(seed, radix: 16)): \(engine.variantCount) variants, \(before.variantCount) before") }
            for (r, line) in lines.enumerated() {
                for (w, width) in Self.widths.enumerated() {
                    let result = results[r * Self.widths.count + w]
                    let problem = "seed \(String(seed, radix: 16)), threads \(threads), frames \(frames), width \(width), row \(line)\ntemplate: \(json)"
                    #expect(Self.signature(result) == Self.signature(expected[r * Self.widths.count + w]), "before: \(problem)")
                    guard case .success(let row) = rows[r] else { continue }
                    let model = ModelRowLayout.result(for: row, width: width, template: engine.template, options: options)
                    #expect(Self.signature(result) == Self.signature(model), "model: \(problem)")
                }
            }
        }
    }

    /// Everything a result says, as text.
    static func signature(_ result: RowResult) -> String {
        "\(result.height.map { "\($0)" } ?? "-") \(result.error ?? "-") \(result.frames.map { "\($0)" } ?? "-") "
            + (result.warnings?.map(\.message).joined(separator: "|") ?? "-")
    }

    /// `row` as it was read before constants were parameters: its constants in its structure.
    static func withConstantsInStructure(_ row: BatchRow, _ template: BatchTemplate) -> BatchRow {
        let constants = row.constants.map { value in
            (viewID: template.constraintIDs[value.constraint], properties: JSONObject([("constant", .number(value.constant))]))
        }
        return BatchRow(id: row.id, content: row.content, structure: row.structure + constants, lineNumber: row.lineNumber)
    }

    /// A template with about half of its equations named, and 40 rows that move them.
    static func workload(seed: UInt64) throws -> (json: String, lines: [String]) {
        var random = SplitMixRandom(seed: seed ^ 0xC0FFEE)
        let conflicting = seed % 3 == 2
        var generator = TemplateGenerator(seed: seed)
        var conflicts = ConflictTemplateGenerator(seed: seed)
        let generated = conflicting ? nil : generator.template()
        let conflictTemplate = conflicting ? conflicts.template() : nil
        let base = generated?.json ?? conflictTemplate?.json ?? "{}"
        var object = try #require(try JSONSerialization.jsonObject(with: Data(base.utf8)) as? [String: Any])
        var named: [(id: String, constant: Double)] = []
        object["constraints"] = (object["constraints"] as? [Any] ?? []).map { entry -> Any in
            guard let text = entry as? String, !["H:", "V:", "|", "["].contains(where: { text.hasPrefix($0) }),
                  Bool.random(using: &random) else { return entry }
            let id = "c\(named.count)"
            named.append((id, Self.constant(of: text)))
            return ["id": id, "constraint": text]
        }
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        let lines = try (0..<40).map { index -> String in
            let line = generated.map { generator.row(id: index, for: $0) } ?? conflictTemplate.map { conflicts.row(id: index, for: $0) } ?? "{}"
            var row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for (id, constant) in named where Int.random(in: 0..<5, using: &random) < 2 {
                // Values an app sets: 0 (collapsed), the template's, a step off it, or anything.
                let choices: [Double] = [0, constant, constant + 8, constant * 2, Double(Int.random(in: -30...80, using: &random))]
                let value = choices[Int.random(in: 0..<choices.count, using: &random)]
                var override: [String: Any] = ["constant": value]
                switch Int.random(in: 0..<10, using: &random) {
                case 0: override["priority"] = [250, 500, 750, 999, 1000][Int.random(in: 0..<5, using: &random)]
                case 1: override["active"] = Bool.random(using: &random)
                default: break
                }
                row[id] = override
            }
            return String(decoding: try JSONSerialization.data(withJSONObject: row, options: [.sortedKeys]), as: UTF8.self)
        }
        return (json, lines)
    }

    /// The constant an equation string states (0 when none): `a.top == b.bottom + 8 @750` is 8.
    static func constant(of equation: String) -> Double {
        let text = equation.split(separator: "@").first.map(String.init) ?? equation
        guard let sign = text.lastIndex(where: { $0 == "+" || $0 == "-" }) else { return 0 }
        let value = Double(text[text.index(after: sign)...].trimmingCharacters(in: .whitespaces)) ?? 0
        return text[sign] == "-" ? -value : value
    }
}
