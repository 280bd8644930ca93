@testable import AutoLayout
import Foundation
import LayoutDocuments
import Testing

/// Stack views written in layout documents: one document per distribution and per alignment,
/// with frames worked out by hand. The stack fills a 300 x 100 root; its three arranged views
/// have intrinsic sizes a 50 x 20, b 70 x 30, c 30 x 10, and a and b hug at 251.
@Suite struct StackViewDocumentTests {
    static func document(distribution: String, alignment: String, spacing: Double = 10) -> String {
        """
        {"views": [{"id": "root", "frame": [0, 0, 300, 100]},
                   {"id": "row", "parent": "root", "kind": "stack", "axis": "horizontal",
                    "distribution": "\(distribution)", "alignment": "\(alignment)", "spacing": \(spacing)},
                   {"id": "a", "parent": "row", "intrinsicSize": [50, 20], "hugging": {"h": 251, "v": 251}},
                   {"id": "b", "parent": "row", "intrinsicSize": [70, 30], "hugging": {"h": 251, "v": 251}},
                   {"id": "c", "parent": "row", "intrinsicSize": [30, 10], "hugging": {"v": 251}}],
         "constraints": ["H:|[row]|", "V:|[row]|"]}
        """
    }

    static func frames(_ text: String) throws -> [String: CGRect] {
        let solution = try LayoutDocument(data: Data(text.utf8)).makeLayout().solve(scale: 0)
        #expect(solution.log.isEmpty, "\(solution.log)")
        return Dictionary(uniqueKeysWithValues: solution.frames.map { ($0.id, $0.frame) })
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// x and width of a, b and c.
        var spans: [(Double, Double)]
        var testDescription: String { name }
    }

    static let distributions: [Case] = [
        // 300 - 2 x 10 spacing = 280 for the views; c hugs least and takes the 130 extra.
        Case(name: "fill", spans: [(0, 50), (60, 70), (140, 160)]),
        // 280 / 3 each.
        Case(name: "fillEqually", spans: [(0, 280.0 / 3), (10 + 280.0 / 3, 280.0 / 3), (20 + 560.0 / 3, 280.0 / 3)]),
        // 280 in proportion 50 : 70 : 30 = 93.33, 130.67, 56.
        Case(name: "fillProportionally", spans: [(0, 280.0 * 50 / 150), (10 + 280.0 * 50 / 150, 280.0 * 70 / 150),
                                                 (20 + 280.0 * 120 / 150, 280.0 * 30 / 150)]),
        // Intrinsic widths (150 in all) and two equal gaps of 75.
        Case(name: "equalSpacing", spans: [(0, 50), (125, 70), (270, 30)]),
        // Centres at 25 and 285, so b's centre is at 155: b from 120.
        Case(name: "equalCentering", spans: [(0, 50), (120, 70), (270, 30)]),
    ]

    @Test(arguments: distributions)
    func distribution(_ example: Case) throws {
        let frames = try Self.frames(Self.document(distribution: example.name, alignment: "fill"))
        for (id, span) in zip(["a", "b", "c"], example.spans) {
            #expect(close(frames[id] ?? .null, CGRect(x: span.0, y: 0, width: span.1, height: 100)), "\(id): \(String(describing: frames[id]))")
        }
    }

    static let alignments: [(String, [Double])] = [
        ("fill", [0, 0, 0]),
        ("top", [0, 0, 0]), ("leading", [0, 0, 0]),
        // (100 - height) / 2
        ("center", [40, 35, 45]),
        ("bottom", [80, 70, 90]), ("trailing", [80, 70, 90]),
        // Plain views have their baselines at their bottoms; the tallest (b) touches the top,
        // so the common baseline is at 30.
        ("firstBaseline", [10, 0, 20]), ("lastBaseline", [10, 0, 20]),
    ]

    @Test(arguments: alignments)
    func alignment(_ name: String, _ tops: [Double]) throws {
        let frames = try Self.frames(Self.document(distribution: "fill", alignment: name))
        let heights: [Double] = name == "fill" ? [100, 100, 100] : [20, 30, 10]
        for (index, id) in ["a", "b", "c"].enumerated() {
            let frame = frames[id] ?? .null
            #expect(abs(frame.minY - tops[index]) < 1e-9 && abs(frame.height - heights[index]) < 1e-9, "\(name) \(id): \(frame)")
        }
    }
}
