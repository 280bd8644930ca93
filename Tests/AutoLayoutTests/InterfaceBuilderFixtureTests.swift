import AutoLayout
import Foundation
import Testing

/// The 84 public Interface Builder documents of `Datasets/xib/`: they load (or fail naming the
/// unsupported element) and our frames match the frames Xcode stored.
@Suite struct InterfaceBuilderFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Datasets/xib")

    /// The file names listed in `index.jsonl`.
    static let files: [String] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("index.jsonl"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["file"] as? String
        }
    }()

    static func load(_ file: String) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(contentsOf: folder.appendingPathComponent("files").appendingPathComponent(file))
    }

    @Test func theIndexListsEveryFixture() {
        #expect(Self.files.count == 84)
    }

    @Test(arguments: files) func loadsOrNamesTheUnsupportedElement(file: String) {
        do {
            let document = try Self.load(file)
            #expect(!document.roots.isEmpty)
            let layout = try document.makeLayout()
            #expect(try layout.solve().frames.count == layout.records.count)
        } catch {
            #expect(error.message.contains("unsupported element <"), "\(error)")
        }
    }

    /// The figures `autolayout compare Datasets/xib/files/*` prints, as floors: at least 95 %
    /// of the documents load; non-text views match within 0.5 pt in 96.9 % of cases (712 of 735;
    /// the target is 97 %; the misses and their causes are listed in Datasets/xib/README.md).
    @Test func framesAgreeWithXcode() throws {
        var loaded = 0
        var nonText = (compared: 0, matched: 0)
        var text = (compared: 0, matched: 0)
        for file in Self.files {
            guard let document = try? Self.load(file) else { continue }
            loaded += 1
            let comparison = try InterfaceBuilderComparison(document: document)
            for entry in comparison.entries {
                let matched = entry.matches() ? 1 : 0
                if entry.isTextDependent {
                    text = (text.compared + 1, text.matched + matched)
                } else {
                    nonText = (nonText.compared + 1, nonText.matched + matched)
                }
            }
        }
        #expect(Double(loaded) >= 0.95 * Double(Self.files.count))
        #expect(nonText.compared >= 700)
        #expect(Double(nonText.matched) >= 0.968 * Double(nonText.compared), "non-text \(nonText.matched)/\(nonText.compared)")
        // Text-dependent views use Liberation Sans for San Francisco: reported, not a target.
        #expect(text.compared >= 600)
        #expect(Double(text.matched) >= 0.23 * Double(text.compared), "text \(text.matched)/\(text.compared)")
    }
}
