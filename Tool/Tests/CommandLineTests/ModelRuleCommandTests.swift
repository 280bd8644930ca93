import Foundation
import Testing

/// The model's refusals and resizes as the command line shows them: illegal constraints exit 1
/// with Apple's message and the place; a document root laid out at another size moves its
/// autoresizing subviews.
@Suite struct ModelRuleCommandTests {
    let tool = CommandLineTests()

    func withDocument<T>(_ text: String, _ body: (URL) throws -> T) throws -> T {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("document-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try body(file)
    }

    static func document(_ constraint: String) -> String {
        """
        {"views": [{"id": "root", "frame": [0, 0, 300, 200]}, {"id": "a", "parent": "root"}, {"id": "b", "parent": "root"}],
         "constraints": ["a.top == root.top", "\(constraint)", "a.width == 10", "a.height == 10"]}
        """
    }

    static let illegal: [(constraint: String, message: String)] = [
        ("a.leading == 20", "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."),
        ("a.leading == b.left", "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."),
        ("a.width == b.leading", "Invalid pairing of layout attributes: a size attribute cannot be related to a location attribute (width and leading)."),
        ("a.leading == b.top", "Invalid pairing of layout attributes: a constraint cannot be made between a horizontal location attribute and a vertical one (leading and top)."),
    ]

    @Test(arguments: illegal.indices)
    func solveRefusesIllegalConstraints(_ index: Int) throws {
        let (constraint, message) = Self.illegal[index]
        try withDocument(Self.document(constraint)) { file in
            for sizes in [[], ["--width", "375"], ["--width", "400", "--height", "260"]] {
                let result = try tool.run(["solve", file.path] + sizes)
                #expect(result.status == 1, "\(constraint) \(sizes): \(result.output)")
                #expect(result.output.isEmpty)
                #expect(result.errors.contains("\(file.lastPathComponent): constraints[1]: "), "\(result.errors)")
                #expect(result.errors.contains(message), "\(result.errors)")
                #expect(result.errors.contains(constraint), "\(result.errors)")
            }
        }
    }

    @Test func heightsRefusesATemplateWithAnIllegalConstraint() throws {
        try withDocument(Self.document("a.leading == b.left")) { file in
            let result = try tool.run(["heights", file.path, "-", "--width", "375"], input: #"{"id": 1}"# + "\n")
            #expect(result.status == 1)
            #expect(result.output.isEmpty)
            #expect(result.errors.contains("constraints[1]: "), "\(result.errors)")
            #expect(result.errors.contains("Use leading/trailing for both or neither."), "\(result.errors)")
        }
    }

    /// SEMANTICS §7 with the numbers of issue 12: a 300 x 200 root laid out at 400 x 260.
    @Test func solveAtAnotherSizeSharesTheChange() throws {
        let text = """
            {"views": [{"id": "root", "frame": [0, 0, 300, 200]},
              {"id": "a", "parent": "root", "translatesAutoresizingMaskIntoConstraints": true,
               "frame": [20, 40, 100, 30], "autoresizingMask": ["flexibleLeftMargin", "flexibleWidth"]},
              {"id": "b", "parent": "root", "translatesAutoresizingMaskIntoConstraints": true,
               "frame": [0, 100, 10, 40], "autoresizingMask": ["flexibleTopMargin", "flexibleBottomMargin"]}]}
            """
        try withDocument(text) { file in
            let result = try tool.run(["solve", file.path, "--width", "400", "--height", "260"])
            #expect(result.status == 0, "\(result.errors)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            let frames = try #require(json["frames"] as? [String: [Double]])
            // +100 shared 20 : 100 -> x 36.666667, width 183.333333 (printed to 6 decimals).
            #expect(frames["a"] == [36.666667, 40, 183.333333, 30])
            // +60 shared 100 : 60 -> top 137.5.
            #expect(frames["b"] == [0, 137.5, 10, 40])
            let kept = try tool.run(["solve", file.path])
            let keptFrames = try #require(try JSONSerialization.jsonObject(with: Data(kept.output.utf8)) as? [String: Any])["frames"] as? [String: [Double]]
            #expect(keptFrames?["a"] == [20, 40, 100, 30])
            #expect(keptFrames?["b"] == [0, 100, 10, 40])
        }
    }
}
