import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `autolayout solve DOC --svg OUT`: texts drawn in the measurer's lines, at their baselines,
/// in their fonts, as well-formed XML.
@Suite struct SolvePictureTests {
    let tool = CommandLineTests()

    /// One `<text>` element of the picture.
    struct TextElement {
        var attributes: [String: String]
        var text: String
        /// Which view's group (`<g>`) it is in, counted from 0 in drawing order.
        var group: Int
        var y: Double { Double(attributes["y"] ?? "") ?? .nan }
    }

    /// Collects the `<text>` elements of an SVG file (a parse error fails the test).
    final class TextCollector: NSObject, XMLParserDelegate {
        var elements: [TextElement] = []
        private var open: TextElement?
        private var groups = 0

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            if name == "g" { groups += 1 }
            if name == "text" { open = TextElement(attributes: attributes, text: "", group: groups - 1) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { open?.text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text", let element = open { elements.append(element) }
            open = nil
        }
    }

    /// Solves `document` at `width` and returns the picture's text lines (class "line").
    private func pictureLines(_ document: String, width: Int) throws -> [TextElement] {
        let directory = FileManager.default.temporaryDirectory
        let input = directory.appendingPathComponent("picture-\(UUID().uuidString).json")
        let output = directory.appendingPathComponent("picture-\(UUID().uuidString).svg")
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output)
        }
        try Data(document.utf8).write(to: input)
        let result = try tool.run(["solve", input.path, "--width", "\(width)", "--svg", output.path])
        #expect(result.status == 0, "\(result.errors)")
        let parser = try #require(XMLParser(contentsOf: output))
        let collector = TextCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return collector.elements.filter { $0.attributes["class"] == "line" }
    }

    /// `text` as a JSON string literal.
    private func quoted(_ text: String) throws -> String {
        String(String(decoding: try JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast())
    }

    /// A document of labels stacked top to bottom under the root (drawn first), each of the
    /// given width, or as wide as the root.
    private func labels(_ specs: [(text: String, lines: Int, font: String, width: Int?)]) throws -> String {
        let views = try specs.enumerated().map { index, spec in
            #"{"id": "l\#(index)", "parent": "cell", "kind": "label", "text": \#(try quoted(spec.text)), "lines": \#(spec.lines), "font": \#(spec.font)}"#
        }
        let chain = specs.indices.map { "[l\($0)]" }.joined()
        let horizontal = specs.enumerated().map { index, spec in
            spec.width.map { #""H:|[l\#(index)(==\#($0))]-(>=0)-|""# } ?? #""H:|[l\#(index)]|""#
        }
        return """
            {"views": [{"id": "cell", "kind": "view", "frame": [0, 0, 100, 100]}, \(views.joined(separator: ", "))],
             "constraints": ["V:|\(chain)|", \(horizontal.joined(separator: ", "))]}
            """
    }

    @Test func aWrappedLabelIsDrawnLineByLineAtItsBaselines() throws {
        let text = "Tom & Jerry <3> \"quoted\" 'apostrophes' and a long tail of words that wraps over several lines"
        let lines = try pictureLines(try labels([(text, 0, #"{"family": "system", "size": 15, "weight": "semibold"}"#, nil)]), width: 150)
        #expect(lines.count > 2)
        // Every break falls at one space here, which the lines leave out.
        #expect(lines.map(\.text).joined(separator: " ") == text)
        for line in lines {
            #expect(line.attributes["font-size"] == "15")
            #expect(line.attributes["font-weight"] == "600")
            #expect(line.attributes["font-family"]?.hasPrefix("Inter") == true)
            #expect(line.attributes["xml:space"] == "preserve")
        }
        let steps = zip(lines, lines.dropFirst()).map { $1.y - $0.y }
        #expect(steps.allSatisfy { $0 > 0 && abs($0 - steps[0]) < 1e-5 }, "\(steps)")
    }

    @Test func aCutLabelEndsInAnEllipsisAndOddCharactersSurvive() throws {
        let long = "The Analytical Engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves."
        let odd = "a\u{1}b\tc  d  <&>"
        let lines = try pictureLines(try labels([(long, 2, #"{"size": 13}"#, nil), (odd, 1, #"{"size": 13, "weight": "bold"}"#, nil)]), width: 200)
        #expect(lines.count == 3)
        #expect(lines[1].text.hasSuffix("\u{2026}"))
        #expect(lines[2].text == "a\u{FFFD}b\tc  d  <&>")
        #expect(lines[2].attributes["font-weight"] == "700")
    }

    /// Seeded texts at seeded widths: each label is drawn in as many lines as `autolayout
    /// measure` reports for the same text, font, width and line limit.
    @Test func lineCountsMatchTheMeasurer() throws {
        let words = ["loom", "a", "weaves", "Analytical", "flowers,", "the", "and", "x", "supercalifragilistic", "leaves."]
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let specs = (0..<40).map { _ in
            ((0...next(20)).map { _ in words[next(words.count)] }.joined(separator: " "), next(4),
             #"{"size": \#(12 + next(10))}"#, Optional(40 + next(280)))
        }
        let pictured = try pictureLines(try labels(specs), width: 320)
        let requests = try specs.enumerated().map { index, spec in
            #"{"id": \#(index), "text": \#(try quoted(spec.0)), "font": \#(spec.2), "width": \#(spec.3 ?? 0), "lines": \#(spec.1)}"#
        }
        let measured = try tool.run(["measure", "-"], input: requests.joined(separator: "\n") + "\n")
        #expect(measured.status == 0, "\(measured.errors)")
        let counts = try measured.output.split(separator: "\n").map { line in
            try #require((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["lines"] as? Int)
        }
        #expect(counts.count == specs.count)
        for (index, count) in counts.enumerated() {
            // Group 0 is the root's.
            #expect(pictured.count { $0.group == index + 1 } == count, "\(specs[index])")
        }
    }
}
