import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One row explained (issue 32, item 3): `heights ... --explain ID [--svg FILE]` and `solve
/// TEMPLATE --row JSON [--explain]`: the row's height and frames as the job gives them, the
/// constraints that decided the height, those broken, and a picture.
@Suite struct RowExplanationCommandTests {
    let tool = CommandLineTests()

    /// The job's result for the row with `id` at `width`.
    func jobResult(id: Int, width: Int, arguments: [String] = []) throws -> [String: Any] {
        let job = try tool.run(["heights", "Datasets/feed/feed-cell.json", "Datasets/feed/rows.jsonl", "--width", "\(width)", "--frames"] + arguments)
        #expect(job.status == 0, "\(job.errors)")
        let line = try #require(job.output.split(separator: "\n").first { $0.hasPrefix("{\"id\": \(id), ") })
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    /// A height as the tool prints it: at most 3 decimals, no trailing zeros.
    static func format(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Whether two lists of numbers agree to the 3 decimals results are written with.
    static func close(_ a: [Double]?, _ b: [Double]?) -> Bool {
        guard let a, let b, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { abs($0 - $1) < 0.001 }
    }

    /// The explanation's sections by heading (`frames`, `height decided by`, `broken`, ...): the
    /// lines under each.
    func sections(_ text: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var current = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if !line.hasPrefix(" "), let colon = line.firstIndex(of: ":"), !line.hasPrefix("line ") {
                current = String(line[..<colon]).components(separatedBy: " (").first ?? ""
                let rest = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                result[current] = rest.isEmpty ? [] : [rest]
            } else if line.hasPrefix("  ") {
                result[current, default: []].append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return result
    }

    @Test func aRowIsExplainedWithTheJobsHeightAndFrames() throws {
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("row-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: svg) }
        let result = try tool.run(["heights", "Datasets/feed/feed-cell.json", "Datasets/feed/rows.jsonl", "--width", "375",
                                   "--explain", "5", "--svg", svg.path])
        #expect(result.status == 0, "\(result.errors)")
        let job = try jobResult(id: 5, width: 375)
        let height = try #require(job["height"] as? Double)
        #expect(result.output.hasPrefix("line 5 (id 5) at width 375: height \(Self.format(height))\n"), "\(result.output)")
        let parts = sections(result.output)
        // Every view's frame, as the job writes it with --frames.
        let frames = try #require(job["frames"] as? [String: [Double]])
        let listed = parts["frames"] ?? []
        #expect(listed.count == frames.count, "\(listed)")
        for line in listed {
            let id = String(line.prefix { $0 != " " })
            let numbers = line.drop { $0 != "[" }.dropFirst().dropLast().split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            #expect(frames[id].map { zip($0, numbers).allSatisfy { abs($0 - $1) < 0.001 } } == true, "\(line) vs \(frames[id] ?? [])")
        }
        // The chain from the top to the bottom decides the height, each at one point per point:
        // the body's measured text and the constraints of the document that stack the views.
        let deciding = parts["height decided by"] ?? []
        #expect(deciding.contains { $0.hasPrefix("+1") && $0.contains(#""body"'s text height >= "#) && $0.contains("compression resistance @750") },
                "\(deciding)")
        #expect(deciding.contains { $0.hasPrefix("+1") && $0.contains(#"constraints[36] "cell.bottom == like.bottom + pad""#) }, "\(deciding)")
        #expect(deciding.contains { $0.contains("UISV-canvas-connection") }, "\(deciding)")
        #expect(!deciding.contains { $0.contains("avatar") }, "the avatar is shorter than the text column: \(deciding)")
        // Broken: the name stretched beyond its text, against its hugging.
        let broken = parts["broken"] ?? []
        #expect(broken.contains { $0.contains(#""name"'s text width <= "#) && $0.contains("content hugging @250") }, "\(broken)")
        #expect(!broken.contains { $0.contains("UIView-Fitting") })
        #expect(parts["ambiguous"] == ["no"] && parts["conflicts"] == ["none"] && parts["warnings"] == ["none"], "\(parts)")
        #expect(result.errors.contains("wrote \(svg.path)"))
        let titles = try SVGTitles.of(svg)
        #expect(Set(frames.keys).isSubset(of: Set(titles.map { String($0.prefix { $0 != " " }) })), "\(titles)")
    }

    /// Rows without ids are found by line; several widths give one picture each; an id that is
    /// neither says what there is.
    @Test func rowsWithoutIdsAreFoundByLine() throws {
        let rows = #"{"title": "Inbox"}"# + "\n\n" + #"{"title": "Messages from everyone you have ever written to, and more"}"# + "\n"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("row.svg")
        let result = try tool.run(["heights", "Datasets/templates/badge-row.json", "-", "--width", "200", "--width", "320",
                                   "--explain", "3", "--svg", svg.path], input: rows)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("line 3 at width 200: height 40.333\n") && result.output.contains("line 3 at width 320: height 40.333\n"),
                "\(result.output)")
        // This row breaks a required constraint at 200: the broken one is listed with its error,
        // and the warning names it.
        let narrow = sections(result.output.components(separatedBy: "line 3 at width 320")[0])
        #expect((narrow["broken"] ?? []).contains { $0.contains("required: broken to recover from a conflict") }, "\(narrow)")
        #expect((narrow["warnings"] ?? []).contains { $0.hasPrefix("unsatisfiableConstraints: broke <") }, "\(narrow)")
        for width in ["200", "320"] {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("row-\(width).svg").path), "\(width)")
        }
        let missing = try tool.run(["heights", "Datasets/templates/badge-row.json", "-", "--width", "200", "--explain", "9"], input: rows)
        #expect(missing.status == 1)
        #expect(missing.errors.contains("--explain 9: no row has the id 9 and the file has no row on line 9 (2 rows in standard input)"),
                "\(missing.errors)")
        let byName = try tool.run(["heights", "Datasets/templates/badge-row.json", "Datasets/templates/badge-row-rows.jsonl", "--width", "320",
                                   "--explain", "medium"])
        #expect(byName.status == 0, "\(byName.errors)")
        #expect(byName.output.hasPrefix("line 3 (id \"medium\") at width 320: height 40.333\n"), "\(byName.output)")
        let badRow = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "375", "--explain", "x"],
                                  input: #"{"id": "x", "bdy": "Hi"}"#)
        #expect(badRow.status == 1)
        #expect(badRow.errors.contains(#"line 1.bdy: unknown view "bdy"; did you mean "body"?"#), "\(badRow.errors)")
        let svgAlone = try tool.run(["heights", "Datasets/feed/feed-cell.json", "-", "--width", "375", "--svg", "x.svg"], input: "")
        #expect(svgAlone.status != 0 && svgAlone.errors.contains("--svg draws the row of --explain ID"), "\(svgAlone.errors)")
    }

    /// `solve --row JSON`: the template with the row's content, laid out as `heights` lays out
    /// that row; `--explain` explains it.
    @Test func solveTakesARow() throws {
        let row = #"{"name": "Steven Pierce", "time": "3m", "handle": "@saunderspaul", "body": "Anyone else in East Kurttown hearing that thunder? Grow machine rich raise individual speech be safe thus site question unit animal single wife show anything.", "photo": {"hidden": true}}"#
        let solved = try tool.run(["solve", "Datasets/feed/feed-cell.json", "--row", row, "--width", "375"])
        #expect(solved.status == 0, "\(solved.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(solved.output.utf8)) as? [String: Any])
        let job = try jobResult(id: 5, width: 375)
        #expect(Self.close((json["size"] as? [Double]).map { [$0[1]] }, (job["height"] as? Double).map { [$0] }), "\(json) vs \(job)")
        #expect(Self.close((json["frames"] as? [String: [Double]])?["body"], (job["frames"] as? [String: [Double]])?["body"]))
        let explained = try tool.run(["solve", "Datasets/feed/feed-cell.json", "--row", row, "--width", "375", "--explain"])
        #expect(explained.status == 0, "\(explained.errors)")
        #expect(explained.output.hasPrefix("--row at width 375: height \(Self.format(try #require(job["height"] as? Double)))\n"),
                "\(explained.output)")
        #expect(explained.output.contains(#""body"'s text height >= "#))
        let bad = try tool.run(["solve", "Datasets/feed/feed-cell.json", "--row", #"{"bodi": "x"}"#, "--width", "375"])
        #expect(bad.status == 1)
        #expect(bad.errors.contains(#"--row.bodi: unknown view "bodi"; did you mean "body"?"#), "\(bad.errors)")
        let noWidth = try tool.run(["solve", "Datasets/feed/feed-cell.json", "--explain"])
        #expect(noWidth.status == 1 && noWidth.errors.contains("give --width W"), "\(noWidth.errors)")
    }
}

/// The `<title>` texts of an SVG file (one per view group); a parse error fails the test.
enum SVGTitles {
    final class Collector: NSObject, XMLParserDelegate {
        var titles: [String] = []
        private var open: String?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            if name == "title" { open = "" }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { open? += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "title", let title = open { titles.append(title) }
            open = nil
        }
    }

    static func of(_ file: URL) throws -> [String] {
        let parser = try #require(XMLParser(contentsOf: file))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return collector.titles
    }
}
