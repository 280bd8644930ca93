import Foundation
import Testing

/// Text styles, content size categories and `--font`, through the commands users run.
@Suite struct FontCommandTests {
    let tool = CommandLineTests()
    static let serif = "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf"
    static let serifBold = "/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf"

    /// A cell with one multi-line label in the body style (or in `font`).
    static func cell(font: String = #"{"textStyle": "body"}"#) throws -> URL {
        let document = """
            {"scale": 3, "views": [
              {"id": "cell", "kind": "view"},
              {"id": "text", "parent": "cell", "kind": "label", "lines": 0, "text": "A post long enough to wrap onto a few lines", "font": \(font)}
            ], "constraints": ["H:|-[text]-|", "V:|-[text]-|"]}
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("font-cell-\(UUID().uuidString).json")
        try Data(document.utf8).write(to: url)
        return url
    }

    private func heights(_ arguments: [String], rows: String) throws -> [[String: Any]] {
        let result = try tool.run(["heights"] + arguments, input: rows)
        #expect(result.status == 0, "\(result.errors)")
        return try result.output.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    /// A category sizes text styles in `heights` and `solve` alike, and a larger one makes the
    /// cell taller; a row may name a text style too.
    @Test func categorySizesTextStylesInHeightsAndSolve() throws {
        let cell = try Self.cell()
        defer { try? FileManager.default.removeItem(at: cell) }
        let rows = #"{"id": 1}"# + "\n" + #"{"id": 2, "text": {"font": {"textStyle": "caption2"}}}"#
        var tallest: [Double] = []
        for category in ["large", "accessibilityExtraExtraExtraLarge"] {
            let results = try heights([cell.path, "-", "--width", "320", "--content-size-category", category], rows: rows)
            let body = try #require(results.first?["height"] as? Double)
            let caption = try #require(results.last?["height"] as? Double)
            #expect(caption < body)
            let solved = try tool.run(["solve", cell.path, "--width", "320", "--content-size-category", category])
            let size = try #require((try JSONSerialization.jsonObject(with: Data(solved.output.utf8)) as? [String: Any])?["size"] as? [Double])
            // heights writes three decimals, solve six.
            #expect(abs((size.last ?? 0) - body) < 0.001, "\(category): solve \(size) vs heights \(body)")
            tallest.append(body)
        }
        #expect(tallest[1] > 2 * tallest[0])
    }

    /// `--font` registers a family from files by their own weights, on `measure` and `heights`;
    /// a family nobody registered is an error naming it.
    @Test func fontOptionRegistersFamiliesAndUnknownOnesFail() throws {
        let texts = #"{"id": "r", "text": "Hamburgefonstiv", "font": {"family": "Brand", "size": 17}}"#
            + "\n" + #"{"id": "b", "text": "Hamburgefonstiv", "font": {"family": "Brand", "size": 17, "weight": "heavy"}}"#
        let unknown = try tool.run(["measure", "-"], input: texts)
        #expect(unknown.output.contains(#"unknown font family \"Brand\""#))
        let measured = try tool.run(["measure", "-", "--font", "Brand=\(Self.serifBold),\(Self.serif)"], input: texts)
        let widths = try measured.output.split(separator: "\n").map {
            try #require((try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["width"] as? Double)
        }
        // Heavy takes the nearest face, the bold one, which is wider than the regular.
        #expect(widths.count == 2 && widths[1] > widths[0])

        let cell = try Self.cell(font: #"{"family": "Brand", "size": 15}"#)
        defer { try? FileManager.default.removeItem(at: cell) }
        let missing = try tool.run(["heights", cell.path, "-", "--width", "320"], input: #"{"id": 1}"#)
        #expect(missing.status == 1)
        #expect(missing.errors.contains(#"font family "Brand""#) && missing.errors.contains("--font"))
        let results = try heights([cell.path, "-", "--width", "320", "--font", "Brand=\(Self.serif)"], rows: #"{"id": 1}"#)
        #expect(results.first?["height"] is Double)
        let badFile = try tool.run(["measure", "-", "--font", "Brand=/nonexistent.ttf"], input: texts)
        #expect(badFile.status != 0 && badFile.errors.contains("/nonexistent.ttf"))
    }
}
