import Foundation
import Testing
import ToolSupport

/// Runs the built `autolayout` tool (a dependency of this test target, so `swift build
/// --build-tests` builds it next to the test bundle) and checks its output and exit codes.
@Suite struct CommandLineTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static func tool() throws -> URL { try BuiltTool.url() }

    static let root = BuiltTool.repositoryRoot

    func run(_ arguments: [String], input: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = try Self.tool()
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
        try standardInput.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                   errors: String(decoding: err, as: UTF8.self))
    }

    @Test func solveSizesTheSampleLikeACell() throws {
        let result = try run(["solve", "Datasets/samples/post-cell.json", "--width", "375", "--scale", "3"])
        #expect(result.status == 0, "\(result.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let size = try #require(json["size"] as? [Double])
        #expect(size.first == 375)
        let frames = try #require(json["frames"] as? [String: [Double]])
        #expect(frames["avatar"] == [12, 12, 40, 40])
        #expect(Set(frames.keys) == ["cell", "avatar", "name", "time", "body", "actions", "like", "reply", "share"])
        // Every edge on the 1/3-point grid.
        for frame in frames.values {
            for value in frame { #expect(abs(value * 3 - (value * 3).rounded()) < 1e-3) }
        }
        #expect(json["log"] as? [String] == [])
    }

    @Test func solveReportsBadDocumentsWithThePlace() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
        try Data(#"{"views": [{"id": "a", "kind": "label", "font": {"size": "big"}}]}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run(["solve", file.path, "--width", "100"])
        #expect(result.status == 1)
        #expect(result.errors.contains("views[0].font.size: expected a number"))
        #expect(result.output.isEmpty)
        let missing = try run(["solve", "no/such/file.json"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("no/such/file.json"))
    }

    @Test func vflPrintsEquationsOrApplesError() throws {
        let result = try run(["vfl", "H:|-[a]-[b(==a)]-|", "--views", "a,b"])
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n").map(String.init) == [
            "a.leading == superview.leadingMargin", "b.leading == a.trailing + 8", "b.width == a.width",
            "superview.trailingMargin == b.trailing",
        ])
        let bad = try run(["vfl", "H:|-[a]-[c]", "--views", "a,b"])
        #expect(bad.status == 1)
        #expect(bad.errors.contains("Unable to parse constraint format: c is not a key in the views dictionary."))
    }

    @Test func measureAnswersEveryLineInOrder() throws {
        let input = """
        {"id": "a", "text": "Hello", "font": {"family": "system", "size": 17}, "width": null, "lines": 1, "scale": 3}
        not json
        {"id": "b", "text": "", "font": {"family": "system", "size": 17}, "width": 100, "lines": 0, "scale": 3}
        """
        let result = try run(["measure", "-"], input: input)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("{\"id\":\"a\",\"lines\":1"))
        #expect(lines[1].contains("\"error\""))
        #expect(lines[2].hasPrefix("{\"id\":\"b\",\"lines\":0"))
    }
}
