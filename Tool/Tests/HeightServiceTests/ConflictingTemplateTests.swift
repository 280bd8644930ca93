import Foundation
import Testing
import ToolSupport

extension HeightServiceTests {
    /// A template whose own required constraints conflict (issue 32, item 2) is refused as
    /// `autolayout heights` refuses it: 422 naming the conflict once and saying what to do, from
    /// the check made when the warm engine was and kept with it; `allow_conflicts=true` gets the
    /// command line's `--allow-conflicts` answer byte for byte, each row warned; a template
    /// without conflicts of its own (whose rows cause some) is answered as before.
    @Test func aTemplateWhoseRequiredConstraintsConflictIsRefusedUnlessAllowed() throws {
        let server = try ServerProcess(["--log-level", "warning", "--template", "badge=Datasets/templates/badge-row.json"])
        defer { #expect(server.stop() == 0) }
        let registered = try server.client.post("/v1/templates?name=conflicting", TestTemplates.conflicting)
        #expect(registered.status == 201, "\(registered.text)")
        let rows = #"{"id": 1, "title": "Hello"}"# + "\n" + #"{"id": 2, "title": "Hello again"}"# + "\n"

        // The second time from the verdict kept with the warm engine.
        for attempt in 1...2 {
            let refused = try server.client.post("/v1/templates/conflicting/heights?width=320&width=375", rows)
            #expect(refused.status == 422, "attempt \(attempt): \(refused.text)")
            #expect(refused.headers["content-type"] == "application/json")
            let message = try #require(refused.json?["error"] as? String, "\(refused.text)")
            #expect(message.hasPrefix("the template's required constraints conflict at widths 320, 375:\n"
                + "    constraints[3] (badgeHeight) \"badge.height == 30\"\n"
                + "    constraints[4] \"badge.height == 40\"   <- broken to recover\n"
                + "  make one of them optional (a priority below 1000) or remove it"), "\(message)")
            #expect(message.components(separatedBy: "required constraints conflict").count == 2, "named once: \(message)")
            #expect(message.contains("Fix the template (autolayout check on the template's file lists every problem)"), "\(message)")
            #expect(message.contains("add allow_conflicts=true to the query"), "\(message)")
        }
        #expect(try server.client.post("/v1/templates/conflicting/heights?width=320&allow_conflicts=0", rows).status == 422)
        let typo = try server.client.post("/v1/templates/conflicting/heights?width=320&allow_conflicts=maybe", rows)
        #expect(typo.status == 400)
        #expect((typo.json?["error"] as? String)?.contains("allow_conflicts") == true, "\(typo.text)")

        // Allowed: the rows sized, each warned, as the command line does with --allow-conflicts.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("conflicting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let templateFile = directory.appendingPathComponent("conflicting.json"), rowsFile = directory.appendingPathComponent("rows.jsonl")
        try Data(TestTemplates.conflicting.utf8).write(to: templateFile)
        try Data(rows.utf8).write(to: rowsFile)
        let cli = try runTool(["heights", templateFile.path, rowsFile.path, "--width", "320", "--allow-conflicts"])
        #expect(cli.status == 0, "\(cli.errors)")
        for query in ["allow_conflicts=true", "allow_conflicts=1", "allow_conflicts"] {
            let allowed = try server.client.post("/v1/templates/conflicting/heights?width=320&\(query)", rows)
            #expect(allowed.status == 200, "?\(query): \(allowed.text)")
            let lines = allowed.text.split(separator: "\n")
            #expect(lines.count == 2 && lines.allSatisfy { $0.contains(#""kind":"unsatisfiableConstraints""#) }, "\(allowed.text)")
            #expect(firstDifference(allowed.body, cli.output) == nil, "?\(query): the service's answer differs from the command line's")
        }

        // No conflict of its own: answered as before, the conflicts its rows cause warned per row.
        let badgeRows = try [UInt8](Data(contentsOf: ServerProcess.root.appendingPathComponent("Datasets/templates/badge-row-rows.jsonl")))
        let clean = try server.client.post("/v1/templates/badge/heights?width=200", badgeRows)
        #expect(clean.status == 200, "\(clean.text)")
        #expect(clean.text.contains("unsatisfiableConstraints"))
        let cleanCLI = try runTool(["heights", "Datasets/templates/badge-row.json", "Datasets/templates/badge-row-rows.jsonl", "--width", "200"])
        #expect(cleanCLI.status == 0, "\(cleanCLI.errors)")
        #expect(firstDifference(clean.body, cleanCLI.output) == nil)
    }
}
