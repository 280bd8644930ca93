import Foundation
import Testing

/// `autolayout solve` and `autolayout compare` on the Interface Builder fixtures.
@Suite struct InterfaceBuilderCommandTests {
    let tool = CommandLineTests()

    @Test func solveLaysOutACellAtItsStoredSize() throws {
        let result = try tool.run(["solve", "Datasets/xib/files/011.xib"])
        #expect(result.status == 0, "\(result.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let roots = try #require(json["roots"] as? [String: [Double]])
        #expect(roots.count == 1)
        let frames = try #require(json["frames"] as? [String: [Double]])
        #expect(frames.count >= 5)
        #expect(json["log"] is [String])
    }

    @Test func solveTakesAnObjectAndASize() throws {
        let result = try tool.run(["solve", "Datasets/xib/files/011.xib", "--object", "nope"])
        #expect(result.status == 1)
        #expect(result.errors.contains("no top-level object \"nope\""))
        let sized = try tool.run(["solve", "Datasets/xib/files/010.xib", "--width", "320"])
        #expect(sized.status == 0, "\(sized.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sized.output.utf8)) as? [String: Any])
        let roots = try #require(json["roots"] as? [String: [Double]])
        #expect(roots.values.first?.first == 320)
    }

    /// An axis the constraints leave free keeps the frame Xcode drew, in `solve` as in
    /// `compare`: the hidden image view of 205.xib (a stack's arranged view, free across the
    /// stack) is stored at x = 143, 240 wide, and would otherwise be placed at the solver's whim
    /// (x = 263, 0 wide before this rule).
    @Test func solveKeepsTheDrawnFrameOnAFreeAxis() throws {
        let result = try tool.run(["solve", "Datasets/xib-more/files/205.xib", "--keep-placeholders"])
        #expect(result.status == 0, "\(result.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [String: [Double]])
        let image = try #require(frames["imageView"])
        #expect(image[0] == 143 && image[2] == 240, "\(image)")
    }

    /// One name per view on every path (`InterfaceBuilderNames`): `solve`'s frames, the ids of
    /// the converted document, `compare --json`'s names, and the keys rows set in `heights`,
    /// views and constraints alike (outlets where the cell has them, else the id as an
    /// identifier). Over several fixtures, with outlets and without.
    @Test(arguments: ["072.xib", "011.xib", "010.xib", "068.xib"])
    func everyCommandNamesAViewAlike(_ file: String) throws {
        let path = "Datasets/xib/files/\(file)"
        let solved = try tool.run(["solve", path])
        #expect(solved.status == 0, "\(solved.errors)")
        let solution = try #require(try JSONSerialization.jsonObject(with: Data(solved.output.utf8)) as? [String: Any])
        let frames = try #require(solution["frames"] as? [String: [Double]])
        let converted = try tool.run(["convert", path])
        #expect(converted.status == 0, "\(converted.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(converted.output.utf8)) as? [String: Any])
        let views = try #require(document["views"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        // A table cell is converted by its content view, so the document may lack the cell itself.
        #expect(Set(views).isSubset(of: Set(frames.keys)), "\(file): document ids \(views), solve's \(frames.keys.sorted())")
        #expect(views.count >= frames.count - 1)
        let compared = try tool.run(["compare", "--json", path])
        let line = try #require(compared.output.split(separator: "\n").first)
        let entries = try #require((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["views"] as? [[String: Any]])
        for entry in entries {
            let name = try #require(entry["name"] as? String)
            #expect(frames[name] != nil, "\(file): compare names \(name) (\(entry["id"] ?? "")), which solve does not")
        }
        // Rows set a view and a constraint by those names.
        let constraints = (document["constraints"] as? [Any] ?? []).compactMap { ($0 as? [String: Any])?["id"] as? String }
        var row = #"{"id": 1"#
        if let view = views.last { row += #", "\#(view)": {"hidden": false}"# }
        if let constraint = constraints.first { row += #", "\#(constraint)": {"priority": 999}"# }
        let heights = try tool.run(["heights", path, "-", "--width", "375", "--allow-conflicts"], input: row + "}\n")
        #expect(heights.status == 0, "\(file): \(row)}: \(heights.errors)")
        #expect(heights.output.contains("\"height\""), "\(heights.output)")
    }

    @Test func compareReportsPerFileAndOverall() throws {
        let result = try tool.run(["compare", "Datasets/xib/files/068.xib", "Datasets/xib/files/010.xib"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("068.xib: 9 views; non-text 9/9 (100.0 %)"))
        #expect(result.output.contains("overall: 2/2 files loaded;"))
    }

    /// `--json`: one object per file with every view (class, frames, difference) and its
    /// totals, then the overall totals, which agree with the text output's.
    @Test func compareWritesJSONPerFileAndOverall() throws {
        let result = try tool.run(["compare", "--json", "Datasets/xib/files/068.xib", "Datasets/xib/files/032.xib"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(lines.count == 3 && lines.allSatisfy { $0 != nil }, "\(result.output)")
        let file = try #require(lines.first ?? nil)
        #expect(file["file"] as? String == "068.xib")
        let views = try #require(file["views"] as? [[String: Any]])
        #expect(views.count == 9 && views.allSatisfy { ["determined", "free", "stale"].contains($0["class"] as? String ?? "") })
        #expect(views.allSatisfy { ($0["stored"] as? [Double])?.count == 4 && ($0["ours"] as? [Double])?.count == 4 && $0["difference"] is Double })
        let free = try #require((lines[1]?["views"] as? [[String: Any]])?.filter { $0["class"] as? String == "free" })
        #expect(!free.isEmpty, "032.xib has views the constraints leave free")
        let overall = try #require((lines.last ?? nil)?["overall"] as? [String: Any])
        let totals = try #require(overall["totals"] as? [String: Any])
        #expect(totals["views"] as? Int == 16 && overall["loaded"] as? Int == 2, "\(overall)")
    }

    @Test func compareNamesFilesThatDoNotLoad() throws {
        let result = try tool.run(["compare", "Datasets/xib/README.md"])
        #expect(result.output.contains("README.md: not loaded:"))
        #expect(result.output.contains("overall: 0/1 files loaded"))
    }

    /// `heights` on an Interface Builder cell, rows keyed by its outlets, equals `heights` on the
    /// document `convert` prints; a storyboard's prototype is chosen with `--object`.
    @Test func heightsOnACellEqualHeightsOnItsConvertedDocument() throws {
        let arguments = ["Datasets/samples/ib-cell-rows.jsonl", "--width", "343", "--width", "414"]
        let direct = try tool.run(["heights", "Datasets/xib-more/files/232.xib"] + arguments)
        #expect(direct.status == 0, "\(direct.errors)")
        let lines = direct.output.split(separator: "\n")
        #expect(lines.count == 4 && lines.allSatisfy { $0.contains("\"height\"") }, "\(direct.output)")
        let converted = try tool.run(["convert", "Datasets/xib-more/files/232.xib"])
        #expect(converted.status == 0, "\(converted.errors)")
        #expect(converted.output.contains("\"titleLabel\"") && converted.output.contains("\"descriptionLabel\""))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ib-cell-\(UUID().uuidString).json")
        try Data(converted.output.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let again = try tool.run(["heights", file.path] + arguments)
        #expect(again.output == direct.output)
    }

    /// `--device`: the width and scale default to the device's, and the cell is converted by the
    /// importer's rules for that device, the same as converting for it and passing both.
    @Test func heightsForADeviceAreHeightsOfTheCellConvertedForIt() throws {
        let rows = "Datasets/samples/ib-cell-rows.jsonl"
        let direct = try tool.run(["heights", "Datasets/xib-more/files/232.xib", rows, "--device", "retina6_12"])
        #expect(direct.status == 0, "\(direct.errors)")
        let lines = direct.output.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("\"width\": 393") }, "\(direct.output)")
        let converted = try tool.run(["convert", "Datasets/xib-more/files/232.xib", "--device", "retina6_12"])
        #expect(converted.status == 0, "\(converted.errors)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ib-cell-\(UUID().uuidString).json")
        try Data(converted.output.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let again = try tool.run(["heights", file.path, rows, "--width", "393", "--scale", "3"])
        #expect(again.output == direct.output)
        let unknown = try tool.run(["heights", "Datasets/xib-more/files/232.xib", rows, "--device", "iphone99"])
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("unknown device \"iphone99\"") && unknown.errors.contains("retina6_12"))
    }

    @Test func aStoryboardNeedsTheObjectOfItsPrototype() throws {
        let result = try tool.run(["convert", "Datasets/xib/files/124.storyboard"])
        #expect(result.status == 1)
        #expect(result.errors.contains("choose one with --object"))
        let missing = try tool.run(["heights", "Datasets/xib/files/124.storyboard", "-", "--width", "320", "--object", "nope"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("no object \"nope\""))
    }
}
