@testable import BatchLayout
import Foundation

/// Seeded random cell templates made of 3-12 independent lines, for the test of regions put
/// together from pieces (`RegionPiecesTests`).
///
/// Each line is its own horizontal chain across the cell: one label, two labels side by side,
/// or a label beside an image, with random hugging and compression priorities and a trailing
/// space that is sometimes flexible (a required compression resistance now and then, so that
/// some rows conflict); the lines are stacked in one vertical chain. Lines share
/// no free variable (only the cell's fixed edges), so each is an independent part of the
/// system, and whether a line's texts fit (one basis) or give way (another) is the row's: the
/// variant's bases are the products of the lines' choices, which known regions seldom hold.
struct IndependentLinesTemplateGenerator {
    struct Template {
        let json: String
        let labels: [String]
    }

    private var random: SplitMixRandom

    init(seed: UInt64) {
        random = SplitMixRandom(seed: seed)
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    private mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

    mutating func template() -> Template {
        var views: [[String: Any]] = [["id": "cell", "kind": "view"]]
        var constraints: [String] = []
        var labels: [String] = []
        var column: [String] = []
        for line in 0..<int(3...12) {
            func label(_ id: String) -> [String: Any] {
                labels.append(id)
                return ["id": id, "parent": "cell", "kind": "label", "text": "Title", "lines": pick([1, 1, 1, 0, 2]),
                        "font": ["family": "system", "size": pick([13, 15, 17])],
                        "hugging": ["h": pick([250, 251, 750]), "v": 750], "compression": ["h": chance(5) ? 1000 : pick([249, 750, 751]), "v": 750]]
            }
            let first = "l\(line)a", second = "l\(line)b"
            views.append(label(first))
            let trailing = pick(["\(pick([8, 16]))", "(>=\(pick([0, 8])))"])
            switch int(0...2) {
            case 0:
                constraints.append("H:|-\(pick([8, 16]))-[\(first)]-\(trailing)-|")
            case 1:
                views.append(label(second))
                constraints.append("H:|-\(pick([8, 16]))-[\(first)]-\(pick(["8", "(>=4)"]))-[\(second)]-\(trailing)-|")
                constraints.append("\(second).firstBaseline == \(first).firstBaseline")
            default:
                views.append(["id": second, "parent": "cell", "kind": "image", "image": [int(16...60), int(16...44)],
                              "compression": ["h": pick([750, 1000]), "v": 750]])
                constraints.append("H:|-\(pick([8, 16]))-[\(second)]-8-[\(first)]-\(trailing)-|")
                constraints.append("\(second).centerY == \(first).centerY")
            }
            column.append("[\(first)]")
        }
        constraints.append("V:|-\(pick([4, 8, 12]))-" + column.joined(separator: "-\(pick([2, 4, 8]))-") + "-\(pick([4, 8, 12]))-|")
        let document: [String: Any] = ["scale": 3, "views": views, "constraints": constraints]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data()
        return Template(json: String(decoding: data, as: UTF8.self), labels: labels)
    }

    /// A row setting most labels' texts to 0-14 words: some fit their line and some give way.
    mutating func row(id: Int, for template: Template) -> String {
        var object: [String: Any] = ["id": id]
        let words = ["a", "feed", "cell", "with", "text", "that", "grows", "Lovelace", "engine", "今天天气很好", "notes"]
        for label in template.labels where chance(85) {
            object[label] = (0..<int(0...14)).map { _ in pick(words) }.joined(separator: " ")
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
