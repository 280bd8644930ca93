import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Pictures for every input (issue 32, item 4): `solve --svg` on layout documents, Interface
/// Builder documents (every root) and cell templates with a row; `compare --html` opened in a
/// real headless browser.
@Suite struct PictureCommandTests {
    let tool = CommandLineTests()

    static func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
    }

    /// `solve FILE --svg OUT` writes a well-formed picture with a group per view the JSON names.
    @Test(arguments: ["Datasets/samples/post-cell.json", "Datasets/xib/files/011.xib", "Datasets/xib/files/124.storyboard"])
    func solveDrawsEveryInputKind(_ input: String) throws {
        let svg = Self.temporary("picture.svg")
        defer { try? FileManager.default.removeItem(at: svg) }
        let result = try tool.run(["solve", input, "--svg", svg.path] + (input.hasSuffix(".json") ? ["--width", "375"] : []))
        #expect(result.status == 0, "\(result.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [String: [Double]])
        let titles = Set(try SVGTitles.of(svg).map { String($0.prefix { $0 != " " }) })
        let drawn = Set(frames.keys).intersection(titles)
        #expect(!frames.isEmpty && drawn.count == frames.count, "not drawn: \(Set(frames.keys).subtracting(titles).sorted())")
        if let roots = json["roots"] as? [String: [Double]] {
            // Every root, one below the other: the picture is as tall as they are together.
            let text = try String(contentsOf: svg, encoding: .utf8)
            let height = roots.values.map { $0[1] }.reduce(0, +) + 16 * Double(roots.count - 1)
            #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(RowExplanationCommandTests.format(roots.values.map { $0[0] }.max() ?? 0))\" height=\"\(RowExplanationCommandTests.format(height))\""),
                    "\(text.prefix(120))")
        }
    }

    @Test func aTemplateWithARowIsDrawnAndAnUnwritablePictureIsNamed() throws {
        let svg = Self.temporary("cell.svg")
        defer { try? FileManager.default.removeItem(at: svg) }
        let result = try tool.run(["solve", "Datasets/xib-more/files/232.xib", "--row", #"{"titleLabel": "A title"}"#, "--width", "343",
                                   "--svg", svg.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try SVGTitles.of(svg).contains { $0.hasPrefix("titleLabel ") })
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.contains(">A title</text>"))
        let nowhere = try tool.run(["solve", "Datasets/xib/files/011.xib", "--svg", "/no/such/folder/x.svg"])
        #expect(nowhere.status == 1)
        #expect(nowhere.errors.contains("--svg /no/such/folder/x.svg: there is no folder /no/such/folder: create it first"), "\(nowhere.errors)")
    }

    /// The browser, when installed.
    static let chromium: String? = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap { name -> String? in
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }.first

    /// `compare --html`: one page, a section per document, each root an inline SVG with both
    /// frames of every compared view, and a table row per view; the DOM is the one a real
    /// browser builds from the page.
    @Test(.enabled(if: chromium != nil, "chromium is not on PATH: install it (apt-get install -y chromium; Scripts/setup.sh does) to check the compare page in a browser"))
    func comparePageRendersInABrowser() throws {
        let page = Self.temporary("compare.html")
        defer { try? FileManager.default.removeItem(at: page) }
        let files = ["Datasets/xib/files/068.xib", "Datasets/xib/files/032.xib", "Datasets/xib/README.md"]
        let result = try tool.run(["compare", "--json", "--html", page.path] + files)
        #expect(result.status == 0, "\(result.errors)")
        let perFile = result.output.split(separator: "\n").dropLast().compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let views = perFile.flatMap { ($0["views"] as? [[String: Any]]) ?? [] }
        #expect(views.count == 16)

        let dom = try Self.dumpDOM(of: page)
        #expect(dom.contains("<title>autolayout compare: Xcode's frames and ours</title>"))
        #expect(dom.components(separatedBy: "<section class=\"document\"").count - 1 == 2, "\(dom.prefix(400))")
        #expect(dom.contains("<section class=\"document not-loaded\" id=\"file-README.md\""))
        #expect(dom.contains("not loaded: unreadable XML"))
        // The browser parsed each root's drawing as SVG: it closes empty elements with end tags.
        #expect(dom.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\"").count - 1 == 2)
        for view in views {
            let id = try #require(view["id"] as? String)
            let frameClass = try #require(view["class"] as? String)
            let matches = try #require(view["matches"] as? Bool)
            let state = frameClass == "stale" ? "unjudged" : matches ? "match" : "miss"
            let group = "<g class=\"view \(frameClass) \(state)\" data-id=\"\(id)\">"
            let drawn = try #require(dom.range(of: group), "no group for \(id)")
            let rest = dom[drawn.upperBound...].prefix { $0 != "\n" }
            #expect(rest.contains("<rect class=\"xcode\"") && rest.contains("<rect class=\"ours\"") && rest.contains("</rect>"), "\(rest)")
            #expect(dom.contains("<tr class=\"\(state == "unjudged" ? "stale" : state)\" data-id=\"\(id)\">"), "no table row for \(id)")
        }
        // Each view's class and difference in its row, as compare --json gives them.
        let first = try #require(views.first)
        let difference = String(format: "%.2f", try #require(first["difference"] as? Double))
        #expect(dom.contains("<td class=\"class\">\(first["class"] as? String ?? "")</td>"))
        #expect(dom.contains("<td class=\"difference\">\(difference)</td>"))
    }

    /// The DOM headless Chromium builds from `page`, serialised.
    static func dumpDOM(of page: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(chromium))
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--dump-dom", page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A browser that hangs must not hang the suite.
        let deadline = DispatchTime.now() + .seconds(90)
        DispatchQueue.global().asyncAfter(deadline: deadline) { if process.isRunning { process.terminate() } }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "chromium exited with \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self)
    }
}
