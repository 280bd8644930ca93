import Foundation
import Testing
import ToolSupport

/// `autolayout check TEMPLATE` and `heights`' refusal of a template whose required constraints
/// conflict (issue 32, item 2): each problem reported once for the template, naming the place
/// and what to do, with the exit code a pipeline can test.
@Suite struct TemplateCheckCommandTests {
    let tool = CommandLineTests()

    /// Writes `text` to a temporary file named `*.json` and passes its path to `body`.
    static func withTemplate<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("template-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try body(file.path)
    }

    /// A cell whose two required height constraints on the badge cannot both hold (the service's
    /// tests send it too).
    static let conflicting = TestTemplates.conflicting

    @Test func aCleanTemplatePassesWithItsHeights() throws {
        let result = try tool.run(["check", "Datasets/templates/badge-row.json", "--width", "200", "--width", "320"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output == "Datasets/templates/badge-row.json: no problems found; checked at width 200: height 40.333, width 320: height 40.333\n")
        let cell = try tool.run(["check", "Datasets/xib-more/files/232.xib", "--width", "343"])
        #expect(cell.status == 0, "\(cell.output)\(cell.errors)")
        #expect(cell.output.contains("no problems found; checked at width 343: height 80"), "\(cell.output)")
    }

    @Test func conflictingRequiredConstraintsAreNamedByTheirEntries() throws {
        try Self.withTemplate(Self.conflicting) { path in
            let result = try tool.run(["check", path, "--width", "320", "--width", "375"])
            #expect(result.status == 1)
            #expect(result.output.contains("\(path): error: required constraints conflict at widths 320, 375:\n"
                + "    constraints[3] (badgeHeight) \"badge.height == 30\"\n"
                + "    constraints[4] \"badge.height == 40\"   <- broken to recover\n"
                + "  make one of them optional (a priority below 1000) or remove it"), "\(result.output)")
            // Reported once for the template, not per width or per layout pass.
            #expect(result.output.components(separatedBy: "required constraints conflict").count == 2)
            #expect(result.output.hasSuffix("\(path): 1 error, 0 warnings; checked at width 320: height 36.287, width 375: height 36.287\n"),
                    "\(result.output)")
        }
    }

    @Test func heightsRefusesATemplateWhoseRequiredConstraintsConflict() throws {
        try Self.withTemplate(Self.conflicting) { path in
            let rows = #"{"id": 1, "title": "Hello"}"# + "\n" + #"{"id": 2, "title": "Hello again"}"# + "\n"
            let refused = try tool.run(["heights", path, "-", "--width", "320"], input: rows)
            #expect(refused.status == 1)
            #expect(refused.output.isEmpty)
            #expect(refused.errors.contains("autolayout heights: \(path): the template's required constraints conflict at width 320:"), "\(refused.errors)")
            #expect(refused.errors.contains("constraints[4] \"badge.height == 40\"   <- broken to recover"))
            #expect(refused.errors.contains("autolayout check \(path) lists every problem"))
            #expect(refused.errors.contains("--allow-conflicts"))
            let allowed = try tool.run(["heights", path, "-", "--width", "320", "--allow-conflicts"], input: rows)
            #expect(allowed.status == 0, "\(allowed.errors)")
            let lines = allowed.output.split(separator: "\n")
            #expect(lines.count == 2 && lines.allSatisfy { $0.contains(#""kind":"unsatisfiableConstraints""#) }, "\(allowed.output)")
            #expect(allowed.errors.contains("warnings: 2 rows with unsatisfiableConstraints"))
        }
        // Rows that cause a conflict the template does not have stay per-row warnings.
        let rowCaused = try tool.run(["heights", "Datasets/templates/badge-row.json", "Datasets/templates/badge-row-rows.jsonl", "--width", "200"])
        #expect(rowCaused.status == 0, "\(rowCaused.errors)")
        #expect(rowCaused.output.contains("unsatisfiableConstraints"))
    }

    @Test func unknownFontsKeysKindsAndViewsGetDidYouMean() throws {
        let cases: [(template: String, message: String)] = [
            (#"{"views": [{"id": "cell"}, {"id": "title", "parent": "cell", "kind": "label", "text": "Hi", "font": {"family": "Helvetca", "size": 17}}], "constraints": ["H:|-[title]-|", "V:|-[title]-|"]}"#,
             #"error: view "title": font family "Helvetca" has no face here; did you mean "helvetica"?"#),
            (#"{"views": [{"id": "cell"}, {"id": "title", "parent": "cell", "kind": "label", "txt": "Hi"}]}"#,
             #"error: views[1].txt: unknown key; did you mean "text"? (the keys here are "#),
            (#"{"views": [{"id": "cell"}, {"id": "title", "parent": "cell", "kind": "lable"}]}"#,
             #"error: views[1].kind: unknown kind "lable"; did you mean "label"? (one of view, label, "#),
            (#"{"views": [{"id": "cell"}, {"id": "title", "parent": "cell", "kind": "label"}], "constraints": ["titel.top == cell.top"]}"#,
             #"error: constraints[0]: Unable to parse constraint equation: titel is not the id of a view; did you mean "title"?"#),
            (#"{"views": [{"id": "cell"}, {"id": "title", "parent": "cell", "kind": "label"}], "constraints": ["V:|[titel]|"]}"#,
             "error: constraints[0]: Unable to parse constraint format: titel is not a key in the views dictionary.\nV:|[titel]|\n    ^\n(did you mean \"title\"?)"),
        ]
        for (template, message) in cases {
            try Self.withTemplate(template) { path in
                let result = try tool.run(["check", path])
                #expect(result.status == 1, "\(template)")
                #expect(result.output.contains("\(path): \(message)"), "\(result.output)")
                #expect(result.output.hasSuffix("1 error, 0 warnings\n") || result.output.contains("1 error, 0 warnings;"), "\(result.output)")
            }
        }
        // The font's fix is named too.
        try Self.withTemplate(cases[0].template) { path in
            let output = try tool.run(["check", path]).output
            #expect(output.contains(#"register it with --font "Helvetca=FILE[,FILE...]""#))
        }
        // A storyboard whose cell is not chosen says how to choose it.
        let storyboard = try tool.run(["check", "Datasets/xib/files/124.storyboard"])
        #expect(storyboard.status == 1)
        #expect(storyboard.output.contains("error:") && storyboard.output.contains("--object"), "\(storyboard.output)")
    }

    /// Warnings: a height that fits to zero, a height with several optimal values, a view the
    /// constraints leave free. They leave the exit code 0 unless `--strict`.
    @Test func ambiguityIsAWarning() throws {
        let zero = #"{"views": [{"id": "cell"}, {"id": "title", "parent": "cell", "kind": "label", "text": "Hi", "font": {"size": 17}}], "constraints": ["H:|-[title]-|", "V:|-[title]"]}"#
        try Self.withTemplate(zero) { path in
            let result = try tool.run(["check", path])
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("\(path): warning: at width 375 the content view fits to zero height"), "\(result.output)")
            #expect(result.output.contains("standard height 44") && result.output.contains(#"Pin the last view's bottom to the cell's bottom"#))
            #expect(result.output.hasSuffix("0 errors, 1 warning; checked at width 375: height 44\n"), "\(result.output)")
            #expect(try tool.run(["check", path, "--strict"]).status == 1)
        }
        // A height asked for at the fitting request's own priority: the pull to 0 and the pull to
        // 40 cost the same anywhere between.
        let tie = #"{"views": [{"id": "cell"}, {"id": "box", "parent": "cell"}], "constraints": ["H:|[box]|", "V:|[box]|", "box.height == 40 @50"]}"#
        try Self.withTemplate(tie) { path in
            let result = try tool.run(["check", path, "--width", "100"])
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("warning: at width 100 the height is ambiguous: several layouts are equally good for it"), "\(result.output)")
            #expect(result.output.contains(#"constraints[2] "box.height == 40 @50""#), "\(result.output)")
        }
        let loose = #"{"views": [{"id": "cell"}, {"id": "title", "parent": "cell", "kind": "label", "text": "Hi", "font": {"size": 17}}, {"id": "loose", "parent": "cell", "intrinsicSize": [20, 20]}], "constraints": ["H:|-[title]-|", "V:|-[title]-|", "loose.leading == cell.leading"]}"#
        try Self.withTemplate(loose) { path in
            let result = try tool.run(["check", path])
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains(#"warning: view "loose": its vertical position or height is ambiguous at width 375"#), "\(result.output)")
            #expect(!result.output.contains(#"view "title""#), "\(result.output)")
        }
    }

    @Test func anUnreadableTemplateIsNamed() throws {
        let missing = try tool.run(["check", "no/such/cell.json"])
        #expect(missing.status == 1)
        #expect(missing.output.contains("no/such/cell.json: error: ") && missing.output.contains("no such file"), "\(missing.output)")
    }
}
