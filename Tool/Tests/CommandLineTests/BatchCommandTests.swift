import Foundation
import Testing

/// `autolayout heights` and `autolayout bench`, run as users run them.
@Suite struct BatchCommandTests {
    let tool = CommandLineTests()

    @Test func heightsKeepsRowsInOrderAndAnswersEachWidth() throws {
        let rows = """
            {"id": "a", "name": "Ada", "body": "Hello."}
            not json
            {"id": 7, "body": "A longer post that wraps over a few lines at the narrower of the two widths asked for here.", "photo": {"hidden": true}}

            {"id": 8, "nosuch": "x"}
            """
        let result = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "320", "--width", "414"], input: rows)
        // Two bad rows: every row answered, and the job says so and exits 4.
        #expect(result.status == 4, "\(result.errors)")
        #expect(result.errors.contains("autolayout heights: 4 rows, 8 results, 2 rows with errors (first: line 2: not valid JSON"), "\(result.errors)")
        #expect(result.errors.contains("(exit 4)"))
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 8)
        let objects = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(objects.map { $0["width"] as? Double } == [320, 414, 320, 414, 320, 414, 320, 414])
        #expect(objects[0]["id"] as? String == "a")
        #expect(objects[0]["height"] is Double)
        #expect(objects[2]["line"] as? Int == 2)
        #expect((objects[2]["error"] as? String)?.hasPrefix("line 2: not valid JSON") == true)
        #expect(objects[4]["id"] as? Int == 7)
        // The narrow width wraps into more lines.
        #expect(try #require(objects[4]["height"] as? Double) > (try #require(objects[5]["height"] as? Double)))
        #expect((objects[6]["error"] as? String)?.contains("unknown view \"nosuch\"") == true)
    }

    /// A job's outcome for a pipeline (issue 32, item 1): a summary line on standard error
    /// whether or not it is a terminal, `--summary FILE` as JSON, exit 4 when rows failed beyond
    /// `--max-errors` (0 by default; `--allow-row-errors` allows any), 5 for an input with no rows
    /// (`--allow-empty`), and `--progress` lines without a terminal. Seeded: random mixes of
    /// good and bad rows against random allowances.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func jobOutcomeTellsAPipelineWhatHappened(seed: UInt64) throws {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let bad = ["not json", #"{"id": "b", "nosuch": 1}"#, #"{"id": "c", "body": 7}"#]
        var lines: [String] = []
        var failing = 0
        for index in 0..<(5 + next(40)) {
            if next(4) == 0 { lines.append(bad[next(bad.count)]); failing += 1 } else { lines.append(#"{"id": \#(index), "body": "Hi"}"#) }
        }
        let summary = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: summary) }
        let allowance = next(3) == 0 ? nil : next(failing + 2)
        var arguments = ["heights", "Datasets/feed/feed-cell.json", "-", "--width", "375", "--summary", summary.path, "--progress",
                         "--chunk-rows", "7"]
        arguments += allowance.map { ["--max-errors", "\($0)"] } ?? ["--allow-row-errors"]
        let result = try tool.run(arguments, input: lines.joined(separator: "\n"))
        let expected: Int32 = allowance.map { failing > $0 ? 4 : 0 } ?? 0
        #expect(result.status == expected, "seed \(seed): \(failing) failing, allowance \(allowance.map(String.init) ?? "any"): \(result.errors)")
        #expect(result.output.split(separator: "\n").count == lines.count)
        #expect(result.errors.contains("autolayout heights: \(lines.count) rows, \(lines.count) results, "
            + (failing == 0 ? "no row errors" : "\(failing) rows with errors")), "seed \(seed): \(result.errors)")
        #expect(result.errors.contains("autolayout heights: progress: "), "progress lines without a terminal")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: summary)) as? [String: Any])
        #expect(json["rows"] as? Int == lines.count && json["rowsWithErrors"] as? Int == failing && json["exitCode"] as? Int == Int(expected))
        let empty = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "375"], input: "")
        #expect(empty.status == 5 && empty.errors.contains("the input holds no rows"), "\(empty.errors)")
        #expect(try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "375", "--allow-empty"], input: "\n").status == 0)
    }

    /// Messages that name the place and say what to do (issue 32, item 5), through the tool.
    @Test func messagesNameThePlaceAndTheFix() throws {
        let rows = #"{"id": 1}"#
        let negative = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "-5"], input: rows)
        #expect(negative.status != 0 && negative.errors.contains("--width -5: a width is a number of points >= 0"), "\(negative.errors)")
        let scale = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "375", "--scale", "7"], input: rows)
        #expect(scale.status != 0 && scale.errors.contains("--scale 7: a screen's scale is 1, 2 or 3"), "\(scale.errors)")
        let folder = try tool.run(["heights", "Datasets/feed", "-", "--width", "375"], input: rows)
        #expect(folder.status == 1 && folder.errors.contains("it is a folder, not a file"), "\(folder.errors)")
        let json = FileManager.default.temporaryDirectory.appendingPathComponent("json-\(UUID().uuidString).xib")
        defer { try? FileManager.default.removeItem(at: json) }
        try FileManager.default.copyItem(at: CommandLineTests.root.appendingPathComponent("Datasets/feed/feed-cell.json"), to: json)
        // A template is told by its content, as the height service tells a request's body: a
        // layout document misnamed `.xib` is read as the layout document it is.
        let misnamed = try tool.run(["heights", json.path, "-", "--width", "375"], input: rows)
        #expect(misnamed.status == 0 && misnamed.output.contains(#""height""#), "\(misnamed.errors)")
        let chosen = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "375", "--object", "cell"], input: rows)
        #expect(chosen.status == 1 && chosen.errors.contains("this is a layout document, which has no objects to choose from"), "\(chosen.errors)")
        let bad = #"{"id": 1, "body": {"font": {"family": "Brand", "size": 12}}}"# + "\n" + #"{"id": 2, "bdy": "x"}"# + "\n"
            + #"{"id": 3, "body": {"txt": "x"}}"#
        let answers = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "375", "--allow-row-errors"], input: bad)
        let lines = answers.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].contains(#"line 1.body.font: unknown font family \"Brand\""#) && lines[0].contains("--font"), "\(lines[0])")
        #expect(lines[1].contains(#"line 2.bdy: unknown view \"bdy\"; did you mean \"body\"?"#), "\(lines[1])")
        #expect(lines[2].contains(#"line 3.body.txt: unknown key; did you mean \"text\"? (a label's own keys are font, lines, paragraphStyle, text"#), "\(lines[2])")
    }

    /// `null` is absent, at any depth (issue 32, item 5: the Spark job has always meant it so):
    /// a row with nulls answers as the same row without them.
    @Test func nullIsAbsentAtAnyDepth() throws {
        let withNulls = [#"{"id": 1, "body": null}"#, #"{"id": 2, "body": {"text": null, "font": null}, "name": "Ada"}"#,
                         #"{"id": 3, "photo": {"hidden": null}, "body": "Hi", "name": null}"#]
        let without = [#"{"id": 1}"#, #"{"id": 2, "name": "Ada"}"#, #"{"id": 3, "body": "Hi"}"#]
        let a = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "375"], input: withNulls.joined(separator: "\n"))
        let b = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "375"], input: without.joined(separator: "\n"))
        #expect(a.status == 0 && b.status == 0, "\(a.errors)")
        #expect(a.output == b.output && a.output.split(separator: "\n").count == 3, "\(a.output)")
    }

    /// A line over the 64 MiB limit of a row (a file without newlines, say) is that row's error,
    /// named with its line and length; the rows around it are answered as usual.
    @Test func aLineOverTheLengthLimitIsItsRowsError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        var bytes = Array("{\"id\": 1, \"body\": \"before\"}\n{\"id\": 2, \"body\": \"".utf8)
        bytes += Array(repeating: UInt8(ascii: "x"), count: 64 << 20)
        bytes += Array("\"}\n{\"id\": 3, \"body\": \"after\"}\n".utf8)
        try Data(bytes).write(to: file)
        let result = try tool.run(["heights", "Datasets/feed/feed-cell.json", file.path, "--width", "320"])
        #expect(result.status == 4, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].contains("\"id\": 1") && lines[0].contains("\"height\""))
        #expect(lines[1].contains("line 2: the line is 67108885 bytes long, over the limit of 67108864 bytes for a row"), "\(lines[1].prefix(300))")
        #expect(lines[2].contains("\"id\": 3") && lines[2].contains("\"height\""))
    }

    /// A text over the limit of one text, and a document over the limit of views, are refused
    /// with the limit and the place; the other rows go on.
    @Test func textsAndDocumentsOverTheirLimitsAreRefusedByName() throws {
        let long = String(repeating: "word ", count: 60_000)
        let rows = "{\"id\": 1, \"body\": \"short\"}\n{\"id\": 2, \"body\": {\"text\": \"\(long)\"}}\n{\"id\": 3, \"name\": \"\(long)\"}\n"
        let result = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "320", "--allow-row-errors"], input: rows)
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].contains("\"height\""))
        #expect(lines[1].contains("body.text: the text is 300000 bytes long, over the limit of 262144 bytes for one text"), "\(lines[1])")
        #expect(lines[2].contains("name: the text is 300000 bytes long"), "\(lines[2])")
        let views = (0...5_000).map { $0 == 0 ? #"{"id": "root"}"# : #"{"id": "v\#($0)", "parent": "root"}"# }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wide-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"views": [\#(views.joined(separator: ", "))]}"#.utf8).write(to: file)
        let wide = try tool.run(["solve", file.path])
        #expect(wide.status != 0)
        #expect(wide.errors.contains("views: 5001 views, over the limit of 5000 views a document may have"), "\(wide.errors)")
    }

    @Test func heightsMatchesSolveForOneRow() throws {
        let row = #"{"id": 1, "name": "Grace Hopper", "body": "It's easier to ask forgiveness than it is to get permission.", "photo": {"hidden": true}}"#
        let heights = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "375"], input: row)
        let height = try #require(try JSONSerialization.jsonObject(with: Data(heights.output.utf8)) as? [String: Any])["height"] as? Double
        let document = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: CommandLineTests.root.appendingPathComponent("Datasets/feed/feed-cell.json"))) as? [String: Any])
        var views = try #require(document["views"] as? [[String: Any]])
        for index in views.indices {
            switch views[index]["id"] as? String {
            case "name": views[index]["text"] = "Grace Hopper"
            case "body": views[index]["text"] = "It's easier to ask forgiveness than it is to get permission."
            case "photo": views[index]["hidden"] = true
            default: break
            }
        }
        var edited = document
        edited["views"] = views
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("feed-one-row-\(getpid()).json")
        try JSONSerialization.data(withJSONObject: edited).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let solved = try tool.run(["solve", path.path, "--width", "375"])
        let size = try #require(try JSONSerialization.jsonObject(with: Data(solved.output.utf8)) as? [String: Any])["size"] as? [Double]
        // `heights` writes three decimals (a third of a point is .333).
        #expect(abs(try #require(size?.last) - (try #require(height))) < 1e-3)
    }

    @Test func heightsWritesCSVWithFramesToAFile() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("heights-\(getpid()).csv")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "375", "--format", "csv", "--frames",
                                   "--separator", "--out", out.path], input: #"{"id": "x,y", "body": "Hi"}"# + "\n")
        #expect(result.status == 0, "\(result.errors)")
        let lines = try String(contentsOf: out, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("id,width,height,error,cell.x,cell.y,cell.width,cell.height"))
        #expect(lines[1].hasPrefix("\"x,y\",375,"))
    }

    /// Fields of one CSV line: commas outside double quotes, plus one.
    static func csvFieldCount(_ line: String) -> Int {
        var quoted = false
        var fields = 1
        for character in line {
            if character == "\"" { quoted.toggle() } else if character == ",", !quoted { fields += 1 }
        }
        return fields
    }

    @Test func heightsWarnsOnRowsThatBreakAConstraintAndCountsThem() throws {
        let arguments = ["heights", "Datasets/templates/badge-row.json", "Datasets/templates/badge-row-rows.jsonl",
                         "--width", "200", "--width", "320"]
        let result = try tool.run(arguments)
        #expect(result.status == 0, "\(result.errors)")
        let objects = try result.output.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        // short fits at both widths, long at neither, medium at 320 only.
        #expect(objects.map { $0["warnings"] != nil } == [false, false, true, true, true, false])
        let warning = try #require((objects[2]["warnings"] as? [[String: Any]])?.first)
        #expect(warning["kind"] as? String == "unsatisfiableConstraints")
        #expect((warning["message"] as? String)?.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.") == true)
        #expect((warning["broken"] as? String)?.contains("'UIView-Fitting-Width' cell.width == 200") == true)
        #expect(result.errors.contains("autolayout heights: warnings: 2 rows with unsatisfiableConstraints"))
        // A row without warnings is written as before warnings existed; CSV names the column.
        #expect(result.output.hasPrefix(#"{"id": "short", "width": 200, "height": 40.333}"# + "\n"))
        let csv = try tool.run(arguments + ["--format", "csv"])
        let lines = csv.output.split(separator: "\n")
        #expect(lines.first == "id,width,height,error,warnings")
        #expect(lines[1] == "short,200,40.333,,")
        #expect(lines[3].hasPrefix(#"long,200,40.333,,"[{""kind"":""unsatisfiableConstraints"""#))
        // Every line has the header's fields (RFC 4180), warnings or not, errors or not, frames or not.
        for extra in [[], ["--frames"]] {
            let framed = try tool.run(["heights", "Datasets/feed/feed-cell.json", "Datasets/feed/rows-with-errors.jsonl", "--width", "375",
                                       "--format", "csv", "--allow-row-errors"] + extra)
            let rows = framed.output.split(separator: "\n").map(String.init)
            let header = Self.csvFieldCount(rows[0])
            #expect(rows.count > 10 && rows.allSatisfy { Self.csvFieldCount($0) == header }, "\(rows.prefix(4))")
        }
        #expect(lines.allSatisfy { Self.csvFieldCount(String($0)) == 5 })
        let clean = try tool.run(["heights", "Datasets/feed/feed-cell.json", "Datasets/feed/rows.jsonl", "--width", "375"])
        #expect(!clean.errors.contains("warnings"))
    }

    @Test func heightsFailsOnlyWhenTheJobCannotRun() throws {
        let missing = try tool.run(["heights", "Datasets/feed/feed-cell.json", "no-such-rows.jsonl", "--width", "375"])
        #expect(missing.status != 0)
        #expect(missing.errors.contains("no-such-rows.jsonl"))
        let badTemplate = try tool.run(["heights", "Datasets/samples/texts.jsonl", "-", "--width", "375"], input: "")
        #expect(badTemplate.status != 0)
        let noWidth = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-"], input: "")
        #expect(noWidth.status != 0)
    }

    @Test func benchPrintsTheComparisonAsJSON() throws {
        let result = try tool.run(["bench", "Datasets/feed/feed-cell.json", "Datasets/feed/rows.jsonl", "--limit", "200",
                                   "--repetitions", "1"])
        #expect(result.status == 0, "\(result.errors)")
        let last = try #require(result.output.split(separator: "\n").last)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        #expect(json["rows"] as? Int == 200)
        for mode in ["fresh", "incremental", "batch_1_thread", "batch"] {
            let rates = try #require(json[mode] as? [String: Any], "\(mode)")
            #expect(try #require(rates["with_text"] as? Double) > 0)
            #expect(try #require(rates["solve_only"] as? Double) > 0)
        }
        #expect(result.output.contains("rows whose heights differ between modes: 0"))
    }

    /// Without arguments: both bundled templates, each with its stages; the last line keeps the
    /// first template's figures at the top and lists every template's.
    @Test func benchWithoutArgumentsReportsStagesOfBothTemplates() throws {
        let result = try tool.run(["bench", "--limit", "60", "--repetitions", "1", "--modes", "incremental,batch", "--generated", "0"])
        #expect(result.status == 0, "\(result.errors)")
        let last = try #require(result.output.split(separator: "\n").last)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let templates = try #require(json["templates"] as? [[String: Any]])
        #expect(templates.compactMap { ($0["template"] as? String)?.split(separator: "/").last.map(String.init) }
            == ["feed-cell.json", "chat-bubble.json"])
        #expect((json["template"] as? String)?.hasSuffix("feed-cell.json") == true)
        for template in [json] + templates {
            #expect(template["rows"] as? Int == 60)
            let stages = try #require(template["stages"] as? [String: Any])
            for stage in ["parse", "text", "solve", "write", "end_to_end"] {
                #expect(try #require(stages[stage] as? Double, "\(stage)") > 0)
            }
            #expect(template["startup_ms"] is [String: Any])
            #expect(try #require((template["batch_vs_incremental"] as? [String: Any])?["solve_only"] as? Double) > 0)
            #expect(template["stage_disagreements"] as? Int == 0)
        }
        #expect(result.output.components(separatedBy: "stages (").count == 3)
    }

    /// `--generated 1`: the bundled templates and one generated one, each benched and summed up in
    /// the table, the seed printed; every mode agrees on every row of the generated template.
    @Test func benchRunsAGeneratedTemplateBesideTheBundledOnes() throws {
        let result = try tool.run(["bench", "--generated", "1", "--limit", "200", "--repetitions", "1"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("1 generated templates, seed 24, 200 rows each"))
        let last = try #require(result.output.split(separator: "\n").last)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let templates = try #require(json["templates"] as? [[String: Any]])
        #expect(templates.compactMap { ($0["template"] as? String)?.split(separator: "/").last.map(String.init) }
            == ["feed-cell.json", "chat-bubble.json", "generated-1-chat.json"])
        let generated = try #require(templates.last)
        #expect(generated["rows"] as? Int == 200)
        #expect(generated["disagreements"] as? Int == 0)
        #expect(try #require(generated["startup_share"] as? Double) > 0)
        #expect(try #require((generated["batch"] as? [String: Any])?["with_text"] as? Double) > 0)
        let table = result.output.split(separator: "\n").filter { $0.hasPrefix("generated-1-chat ") || $0.hasPrefix("feed-cell ") }
        #expect(table.count == 2, "\(result.output)")
    }

    /// `--write-generated DIR`: a template and its rows per generated cell, the same for the same
    /// seed, ready for `heights`.
    @Test func benchWritesGeneratedTemplatesForHeights() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let write = try tool.run(["bench", "--write-generated", directory.path, "--generated", "2", "--generated-rows", "30", "--seed", "7"])
        #expect(write.status == 0, "\(write.errors)")
        let rows = directory.appendingPathComponent("generated-2-feed-rows.jsonl").path
        #expect(try String(contentsOfFile: rows, encoding: .utf8).split(separator: "\n").count == 30)
        let heights = try tool.run(["heights", directory.appendingPathComponent("generated-2-feed.json").path, rows,
                                    "--width", "375", "--verify", "10"])
        #expect(heights.status == 0, "\(heights.errors)")
        #expect(heights.output.split(separator: "\n").count == 30)
        #expect(heights.errors.contains("verified 10 rows: 0 differ"))
    }
}
