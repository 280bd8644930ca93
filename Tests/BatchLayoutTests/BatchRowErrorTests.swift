import AutoLayout
@testable import BatchLayout
import Foundation
import Testing
import TextMeasurement

/// Bad rows get an error naming the place, in their own position; the other rows are unharmed.
@Suite struct BatchRowErrorTests {
    static let measurer = TextMeasurer(mode: .fast)

    func results(_ lines: [String], widths: [Double] = [375]) throws -> [RowResult] {
        let template = try BatchTemplate(contentsOf: DatasetFiles.url("feed/feed-cell.json"))
        let rows = lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
        let engine = try BatchLayoutEngine(template: template, options: BatchOptions(widths: widths, textMeasurer: Self.measurer))
        return engine.layout(rows, lineNumbers: Array(1...lines.count))
    }

    @Test(arguments: [
        (#"not json"#, "line 1: not valid JSON"),
        (#"[1, 2]"#, "line 1: expected a JSON object"),
        (#"{"id": 1, "nosuch": "x"}"#, #"line 1.nosuch: unknown view "nosuch""#),
        (#"{"id": 1, "body": 5}"#, "line 1.body: expected a string, [w, h] or an object of view keys"),
        (#"{"id": 1, "body": NaN}"#, "line 1: not valid JSON"),
        (#"{"id": 1, "photo": {"hidden": "yes"}}"#, "line 1.photo.hidden: expected true or false"),
        (#"{"id": 1, "avatar": [-5, 40]}"#, "line 1.avatar.image: sizes are >= 0 (or -1 for none)"),
        (#"{"id": 1, "avatar": "text"}"#, #"line 1.avatar: a string sets the text of a label, button or text view; "avatar" is a image"#),
        (#"{"id": 1, "body": {"font": {"family": "Nope", "size": 15}}}"#, #"unknown font family "Nope""#),
        (#"{"id": 1, "name": {"colour": "red"}}"#, "line 1.name.colour: unknown key"),
        (#"{"id": 1, "body": {"kind": "image"}}"#, "line 1.body.kind: a row cannot change a view's kind"),
    ])
    func badRowGetsANamedError(line: String, message: String) throws {
        let good = #"{"id": 2, "body": "Fine."}"#
        let results = try results([good, line, good], widths: [320, 375])
        #expect(results.count == 6)
        for index in [0, 1, 4, 5] { #expect(results[index].height != nil) }
        for index in [2, 3] {
            let error = try #require(results[index].error)
            #expect(error.contains(message.replacingOccurrences(of: "line 1", with: "line 2")), "\(error)")
            #expect(results[index].height == nil)
        }
        #expect(results[0].height == results[4].height)
    }

    /// The error sample of the feed dataset: one result per line, in order, ids echoed.
    @Test func errorSampleKeepsEveryRowInOrder() throws {
        let lines = try DatasetFiles.lines("feed/rows-with-errors.jsonl")
        let results = try results(lines)
        #expect(results.count == lines.count)
        for (line, result) in zip(lines, results) {
            if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], let id = object["id"] as? Int {
                #expect(result.id == .number(Double(id)))
            }
            #expect((result.height == nil) != (result.error == nil))
        }
        #expect(results.contains { $0.error != nil })
        #expect(results.contains { $0.height != nil })
    }
}
