import Foundation
import Testing

/// The README's examples checked by running them (issue 32, item 9), so a number in the docs
/// cannot drift from the tool: every `autolayout ...` command of a `sh` block that is followed by
/// `# ` lines of output is run from the repository's root, its optional `[...]` parts left out,
/// and each of those lines must be a line of what it printed. Commands that serve, benchmark,
/// write files or take placeholders (`FILE`, `N`, ...) are not run.
@Suite struct ReadmeCommandTests {
    let tool = CommandLineTests()

    struct Example: CustomStringConvertible {
        let line: Int
        let command: String
        let expected: [String]
        var description: String { "README line \(line): \(command)" }
    }

    static func examples() throws -> [Example] {
        let text = try String(contentsOf: CommandLineTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var examples: [Example] = []
        var inShell = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("```") { inShell = line == "```sh" && !inShell; index += 1; continue }
            guard inShell, line.hasPrefix("autolayout ") else { index += 1; continue }
            let start = index + 1
            var command = line
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
            if !expected.isEmpty { examples.append(Example(line: start, command: command, expected: expected)) }
        }
        return examples
    }

    /// The command's arguments with its optional parts left out, or nil when it is not run here.
    static func runnableArguments(_ command: String) -> [String]? {
        var text = command
        while let range = text.range(of: #"\[[^\[\]]*\]"#, options: .regularExpression) { text.removeSubrange(range) }
        let words = text.split(separator: " ").map(String.init).dropFirst()
        guard let subcommand = words.first, ["heights", "solve", "measure", "convert", "compare", "vfl"].contains(subcommand) else { return nil }
        let refused = words.contains { word in
            [">", "|", "--out", "#"].contains(word) || word.contains("*")
                || word.range(of: #"^[A-Z][A-Z_]*$"#, options: .regularExpression) != nil
        }
        return refused ? nil : Array(words)
    }

    @Test func everyExampleWithOutputPrintsIt() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 3, "the README's examples were not found")
        var ran = 0
        for example in examples {
            guard let arguments = Self.runnableArguments(example.command) else { continue }
            ran += 1
            let result = try tool.run(arguments)
            let printed = Set((result.output + "\n" + result.errors).components(separatedBy: "\n"))
            for line in example.expected where line.hasPrefix("{") || line.hasPrefix("verified") {
                let found = printed.contains(line)
                #expect(found, "\(example): the README says \(line); the tool printed \(result.output.prefix(300))")
            }
        }
        #expect(ran >= 2, "too few README examples run: \(ran)")
    }
}
