import Foundation
import Testing

/// `autolayout heights` answers each row from that row alone (issue: heights you can trust),
/// and `--verify` checks a job against the model.
@Suite struct TrustCommandTests {
    let tool = CommandLineTests()

    static let body = "Thread: Science professional half describe result religious. Section she activity draw pick real estate."

    /// A row that sets the body's font must not lend it to the next row with the same text.
    @Test func aFontOverrideDoesNotLeakIntoTheNextRow() throws {
        let styled = #"{"id": 1, "body": {"text": "\#(Self.body)", "font": {"family": "system", "size": 22, "weight": "bold"}}}"#
        let plain = #"{"id": 2, "body": "\#(Self.body)"}"#
        let both = try heights([styled, plain])
        let alone = try heights([plain])
        #expect(both.count == 2 && alone.count == 1)
        #expect(both.last == alone.first)
        #expect(both.first != both.last)
    }

    /// The bundled chat-bubble rows reversed give every row the same height as in order.
    @Test func rowOrderDoesNotChangeAnyHeight() throws {
        let lines = try String(contentsOf: CommandLineTests.root.appendingPathComponent("Datasets/templates/chat-bubble-rows.jsonl"),
                               encoding: .utf8).split(separator: "\n").map(String.init)
        let forward = try heights(lines, document: "Datasets/templates/chat-bubble.json")
        let backward = try heights(lines.reversed(), document: "Datasets/templates/chat-bubble.json")
        #expect(forward == Array(backward.reversed()))
    }

    @Test func verifyReportsOnStandardError() throws {
        let result = try tool.run(["heights", "Datasets/feed/feed-cell.json", "Datasets/feed/rows.jsonl", "--width", "375",
                                   "--width", "414", "--verify", "40", "--out", "/dev/null"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("verified 40 rows: 0 differ"))
    }

    /// The heights of `lines` at width 375, in output order.
    func heights(_ lines: [String], document: String = "Datasets/feed/feed-cell.json") throws -> [Double] {
        let result = try tool.run(["heights", document, "-", "--width", "375"], input: lines.joined(separator: "\n"))
        #expect(result.status == 0, "\(result.errors)")
        return try result.output.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["height"] as? Double, "\(line)")
        }
    }
}
