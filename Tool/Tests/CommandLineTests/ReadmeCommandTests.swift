import Foundation
import Testing

/// The README's and `docs/`'s examples checked by running them (issue 32, item 9), so a number in
/// the docs cannot drift from the tool: every `autolayout ...` command of a `sh` block that is
/// followed by `# ` lines of output is run from the repository's root, its optional `[...]` parts
/// left out, and each of those lines must be a line of what it printed (except `...`, remarks in
/// parentheses and the tool's own `autolayout ...:` log lines, which carry timings). Commands that
/// serve, benchmark, write files or take placeholders (`FILE`, `N`, ...) are not run.
///
/// Also: a `json PATH` block is the file at PATH, the README's Swift cell is the one
/// `Tests/UIKitTests/ReadmeExampleTests.swift` compiles, and no page points outside the
/// repository (issue 31, item 4).
@Suite struct ReadmeCommandTests {
    let tool = CommandLineTests()

    struct Example: CustomStringConvertible {
        let page: String
        let line: Int
        let command: String
        let expected: [String]
        var description: String { "\(page) line \(line): \(command)" }
    }

    /// The pages a user reads: the README and every page of `docs/`.
    static func pages() throws -> [(name: String, text: String)] {
        let root = CommandLineTests.root
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try (["README.md"] + names.map { "docs/\($0)" }).map { name in
            (name, try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// The fenced blocks of a page: the info string (`sh`, `json PATH`, ...), the line the block's
    /// text starts at, and its lines.
    static func blocks(_ text: String) -> [(info: String, line: Int, lines: [String])] {
        var blocks: [(info: String, line: Int, lines: [String])] = []
        var open: (info: String, line: Int, lines: [String])?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let block = open {
                    blocks.append(block)
                    open = nil
                } else {
                    open = (String(trimmed.dropFirst(3)), index + 2, [])
                }
            } else {
                open?.lines.append(line)
            }
        }
        return blocks
    }

    static func examples() throws -> [Example] {
        var examples: [Example] = []
        for (page, text) in try pages() {
            for block in blocks(text) where block.info == "sh" {
                let lines = block.lines
                var index = 0
                while index < lines.count {
                    guard lines[index].hasPrefix("autolayout ") else { index += 1; continue }
                    let start = block.line + index
                    var command = lines[index]
                    while command.hasSuffix("\\"), index + 1 < lines.count {
                        index += 1
                        command = String(command.dropLast()) + " " + lines[index].trimmingCharacters(in: .whitespaces)
                    }
                    var expected: [String] = []
                    while index + 1 < lines.count, lines[index + 1].hasPrefix("# ") {
                        index += 1
                        expected.append(String(lines[index].dropFirst(2)))
                    }
                    index += 1
                    if !expected.isEmpty { examples.append(Example(page: page, line: start, command: command, expected: expected)) }
                }
            }
        }
        return examples
    }

    /// The command's arguments with its optional parts left out, or nil when it is not run here.
    /// A double-quoted argument (`"H:|-[a]-|"`) is one argument, taken as it is.
    static func runnableArguments(_ command: String) -> [String]? {
        // Quoted arguments stand aside as placeholders while optional `[...]` parts are removed.
        var quoted: [String] = []
        var text = ""
        for (index, part) in command.components(separatedBy: "\"").enumerated() {
            if index % 2 == 1 {
                text += "\u{1}\(quoted.count)"
                quoted.append(part)
            } else {
                text += part
            }
        }
        while let range = text.range(of: #"\[[^\[\]]*\]"#, options: .regularExpression) { text.removeSubrange(range) }
        let words = text.split(separator: " ").map(String.init).dropFirst()
        guard let subcommand = words.first, ["heights", "solve", "measure", "convert", "compare", "vfl", "check"].contains(subcommand) else { return nil }
        let refused = words.contains { word in
            [">", "|", "--out", "#"].contains(word) || word.contains("*")
                || word.range(of: #"^[A-Z][A-Z_]*$"#, options: .regularExpression) != nil
        }
        return refused ? nil : words.map { word in
            word.hasPrefix("\u{1}") ? quoted[Int(word.dropFirst()) ?? 0] : word
        }
    }

    /// Whether an output line shown under a command is checked: not `...`, not a remark in
    /// parentheses, not the tool's log lines (they carry timings).
    static func isChecked(_ line: String) -> Bool {
        !(line.hasPrefix("...") || line.hasPrefix("(") || line.hasPrefix("autolayout "))
    }

    @Test func everyExampleWithOutputPrintsIt() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 6, "the README's and docs' examples were not found")
        var ran: Set<String> = []
        for example in examples {
            guard let arguments = Self.runnableArguments(example.command) else { continue }
            ran.insert(example.page)
            let result = try tool.run(arguments)
            let printed = Set((result.output + "\n" + result.errors).components(separatedBy: "\n"))
            for line in example.expected where Self.isChecked(line) {
                let found = printed.contains(line)
                #expect(found, "\(example): the page says \(line); the tool printed \(result.output.prefix(300))")
            }
        }
        // The README's quick start, the batch engine's and the Interface Builder page's examples.
        for page in ["README.md", "docs/batch.md", "docs/interface-builder.md"] {
            #expect(ran.contains(page), "no example of \(page) was run")
        }
    }

    /// A block written ```` ```json Datasets/samples/note-cell.json ```` shows that file, as it is.
    @Test func everyFileShownIsTheFile() throws {
        var shown = 0
        for (page, text) in try Self.pages() {
            for block in Self.blocks(text) where block.info.hasPrefix("json ") || block.info.hasPrefix("jsonl ") {
                let path = String(block.info.drop { $0 != " " }.dropFirst())
                let file = try String(contentsOf: CommandLineTests.root.appendingPathComponent(path), encoding: .utf8)
                let trimmed = { (text: String) in text.trimmingCharacters(in: .whitespacesAndNewlines) }
                #expect(trimmed(file) == trimmed(block.lines.joined(separator: "\n")), "\(page) line \(block.line): \(path) is not what the page shows")
                shown += 1
            }
        }
        #expect(shown >= 2, "the README's quick start shows its files")
    }

    /// The README's cell written in code is the one the UIKit tests compile and size.
    @Test func theReadmesSwiftCellIsTheTestedOne() throws {
        let readme = try Self.pages()[0].text
        let tested = try String(contentsOf: CommandLineTests.root.appendingPathComponent("Tests/UIKitTests/ReadmeExampleTests.swift"),
                                encoding: .utf8)
        let cell = try #require(Self.blocks(readme).first { $0.info == "swift" && $0.lines.contains { $0.contains("class CommentCell") } })
        for line in cell.lines.map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty && line != "import UIKit" {
            // The test keeps the README's calls' results (`let large = ...`); comments may differ.
            let code = line.components(separatedBy: "  //").first?.trimmingCharacters(in: .whitespaces) ?? line
            #expect(tested.contains(code), "README line not in ReadmeExampleTests.swift: \(line)")
        }
    }

    /// The anchors GitHub makes for a page's headings: lower case, punctuation dropped, spaces as `-`.
    static func anchors(_ text: String) -> Set<String> {
        Set(text.components(separatedBy: "\n").filter { $0.hasPrefix("#") }.map { line in
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            return String(title.compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil })
        })
    }

    /// Every relative link of the README and of `docs/` names a file in the repository, and no page
    /// sends a user outside it (the old `../shared/DESIGN.md`).
    @Test func nothingPointsOutsideTheRepository() throws {
        let root = CommandLineTests.root.standardizedFileURL
        for (page, text) in try Self.pages() {
            for outside in ["../shared", "shared/workloads", "DESIGN.md", "SEMANTICS.md"] {
                #expect(!text.contains(outside), "\(page) mentions \(outside)")
            }
            let links = text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }
            for link in links where !link.contains("://") && !link.hasPrefix("#") && !link.hasPrefix("mailto:") {
                let path = String(link.prefix { $0 != "#" })
                let base = root.appendingPathComponent(page).deletingLastPathComponent()
                let target = base.appendingPathComponent(path).standardizedFileURL
                let relative = target.path.hasPrefix(root.path + "/") ? String(target.path.dropFirst(root.path.count + 1)) : nil
                #expect(relative != nil, "\(page): \(link) points outside the repository")
                guard relative != nil else { continue }
                #expect(FileManager.default.fileExists(atPath: target.path), "\(page): \(link) does not exist")
                if let hash = link.firstIndex(of: "#"), let linked = try? String(contentsOf: target, encoding: .utf8) {
                    let anchor = String(link[link.index(after: hash)...])
                    #expect(Self.anchors(linked).contains(anchor), "\(page): \(link) names no heading of \(path)")
                }
            }
        }
    }
}
