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

    /// Several categories in one job (issue 30, item 5): per row, each category's results in
    /// the order asked, each the very line a job of that category alone writes, with its
    /// `"category"` after the width (a `category` column in CSV). Seeded: random rows (text
    /// styles and fixed fonts, lines), categories and widths; `all` is every category once.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func severalCategoriesInOneJobEqualOneJobPerCategory(seed: UInt64) throws {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let cell = try Self.cell()
        defer { try? FileManager.default.removeItem(at: cell) }
        let styles = ["body", "caption2", "headline", "title1", "footnote"]
        let words = ["Cells", "size", "themselves", "at", "every", "text", "size", "布局", "很好", "today"]
        let rows = (0..<12).map { id -> String in
            let text = (0..<(1 + next(14))).map { _ in words[next(words.count)] }.joined(separator: " ")
            let font = next(3) == 0 ? #"{"size": 15}"# : #"{"textStyle": "\#(styles[next(styles.count)])"}"#
            return #"{"id": \#(id), "text": {"text": "\#(text)", "font": \#(font), "lines": \#(next(4))}}"#
        }.joined(separator: "\n")
        let all = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium",
                   "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]
        var categories: [String] = []
        while categories.count < 2 + seed % 3 {
            let pick = all[next(all.count)]
            if !categories.contains(pick) { categories.append(pick) }
        }
        let widths = next(2) == 0 ? ["320"] : ["320", "414"]
        for format in ["jsonl", "csv"] {
            let common = [cell.path, "-", "--format", format] + widths.flatMap { ["--width", $0] }
            let together = try tool.run(["heights"] + common + categories.flatMap { ["--content-size-category", $0] }, input: rows)
            #expect(together.status == 0, "seed \(seed): \(together.errors)")
            var expected: [[String]] = []
            var header = ""
            for category in categories {
                let alone = try tool.run(["heights"] + common + ["--content-size-category", category], input: rows)
                var lines = alone.output.split(separator: "\n").map(String.init)
                if format == "csv" { header = lines.removeFirst() }
                expected.append(lines.map { line in
                    format == "csv" ? Self.insert(category + ",", afterField: 2, of: line)
                        : line.replacingOccurrences(of: #", "height""#, with: #", "category": "\#(category)", "height""#)
                })
            }
            var lines = together.output.split(separator: "\n").map(String.init)
            if format == "csv" {
                #expect(lines.removeFirst() == header.replacingOccurrences(of: "width,height", with: "width,category,height"))
            }
            var want: [String] = []
            for row in 0..<12 {
                for c in categories.indices { want += expected[c][(row * widths.count)..<((row + 1) * widths.count)] }
            }
            #expect(lines == want, "seed \(seed), \(format), categories \(categories), widths \(widths)")
        }
        let everything = try tool.run(["heights", cell.path, "-", "--width", "320", "--content-size-category", "all",
                                       "--content-size-category", "large"], input: #"{"id": 1}"#)
        #expect(everything.output.split(separator: "\n").count == all.count)
        let solve = try tool.run(["solve", cell.path, "--width", "320", "--content-size-category", "large", "--content-size-category", "small"])
        #expect(solve.status != 0 && solve.errors.contains("takes several"), "\(solve.errors)")
    }

    /// `line` with `text` inserted after its `field`-th comma (CSV without quoted commas there).
    static func insert(_ text: String, afterField field: Int, of line: String) -> String {
        var commas = 0
        for index in line.indices where line[index] == "," {
            commas += 1
            if commas == field { return String(line[...index]) + text + String(line[line.index(after: index)...]) }
        }
        return line
    }

    /// A `measure` request's `"toolsVersion"` sizes its text style as that Xcode's canvas drew
    /// it (Xcode 13.3: extraSmall, zotero's body "Label" stored 35.5 x 17; Xcode 14.1: Large),
    /// unless the command was given a category; a version that is not one is an error line.
    @Test func measureSizesTextStylesAsTheDocumentsXcodeDrewThem() throws {
        let texts = [#"{"id": 1, "text": "Label", "font": {"textStyle": "body"}, "scale": 2, "toolsVersion": "20037"}"#,
                     #"{"id": 2, "text": "Label", "font": {"textStyle": "body"}, "scale": 2, "toolsVersion": "21507"}"#,
                     #"{"id": 3, "text": "Label", "font": {"textStyle": "body"}, "scale": 2, "toolsVersion": "x"}"#].joined(separator: "\n")
        func sizes(_ arguments: [String]) throws -> [[Double]] {
            try tool.run(["measure", "-"] + arguments, input: texts).output.split(separator: "\n").map {
                let object = try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
                return [object["width"] as? Double ?? -1, object["height"] as? Double ?? -1]
            }
        }
        #expect(try sizes([]) == [[35.5, 17], [41.5, 20.5], [-1, -1]])
        #expect(try sizes(["--content-size-category", "extraLarge"]).prefix(2) == [[46.5, 23], [46.5, 23]])
    }

    /// A `measure` request's `"toolsVersion"` also measures the system font as that Xcode's SDK drew
    /// it: Xcode 10 (14460) iOS 12's static SF, wider at 17 pt than today's (Xcode 14.1, 21507),
    /// the same as the family `system-iOS9-13`; from 20 pt the two are alike.
    @Test func measureTakesTheSystemFontOfTheDocumentsXcode() throws {
        let texts = [#"{"id": 1, "text": "Your account settings", "font": {"size": 17}, "toolsVersion": "14460"}"#,
                     #"{"id": 2, "text": "Your account settings", "font": {"size": 17}, "toolsVersion": "21507"}"#,
                     #"{"id": 3, "text": "Your account settings", "font": {"family": "system-iOS9-13", "size": 17}}"#,
                     #"{"id": 4, "text": "Your account settings", "font": {"size": 24}, "toolsVersion": "14460"}"#,
                     #"{"id": 5, "text": "Your account settings", "font": {"size": 24}}"#].joined(separator: "\n")
        let widths = try tool.run(["measure", "-"], input: texts).output.split(separator: "\n").map {
            let object = try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            return object["width"] as? Double ?? -1
        }
        #expect(widths.count == 5 && widths[0] > widths[1] && widths[0] == widths[2] && widths[3] == widths[4])
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
