@testable import BatchLayout
import Foundation

/// Seeded random cell templates whose required constraints conflict for some rows and widths
/// and not others, and rows for them, for the differential test of row warnings
/// (`BatchWarningTests`).
///
/// A row of views side by side, chained with required spacings across the cell: labels whose
/// horizontal compression resistance is required or not, views of required fixed width, and
/// images. Whether the required widths fit depends on the row's texts and on the width, so the
/// same template conflicts on some rows only. Some templates also pin a label's height with a
/// required constraint (conflicting once its text wraps), and a few hold a conflict that does
/// not depend on the row at all (two required widths of one view).
struct ConflictTemplateGenerator {
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
        var chain = "H:|-\(pick([0, 8, 12, 16]))-"
        let count = int(2...4)
        for index in 0..<count {
            let id = "v\(index + 1)"
            var view: [String: Any] = ["id": id, "parent": "cell"]
            switch int(0...9) {
            case 0..<6:
                view["kind"] = "label"
                view["text"] = "Title"
                view["lines"] = pick([0, 1, 1, 2])
                view["font"] = ["family": "system", "size": pick([13, 15, 17])]
                view["compression"] = ["h": pick([750, 999, 1000, 1000]), "v": pick([750, 1000])]
                labels.append(id)
                if chance(15) { constraints.append("\(id).height == \(pick([18, 21, 40]))") }
            case 6..<8:
                view["kind"] = "view"
                constraints.append("\(id).width == \(int(20...140))")
                constraints.append("\(id).height == \(int(10...60)) @\(pick([750, 1000]))")
            default:
                view["kind"] = "image"
                view["image"] = [int(16...80), int(16...80)]
                view["compression"] = ["h": pick([750, 1000]), "v": 750]
            }
            views.append(view)
            chain += "[\(id)]-\(index == count - 1 ? "" : "\(pick(["0", "8", "(>=4)"]))-")"
            constraints.append(chance(70) ? "V:|-\(pick([4, 8, 12]))-[\(id)]-(>=\(pick([4, 8])))-|" : "V:|-\(pick([4, 8]))-[\(id)]-\(pick([4, 8]))-|")
        }
        constraints.append(chain + "\(pick([0, 8, 12, 16]))-|")
        if chance(10) { constraints += ["v1.width == 50", "v1.width >= 70"] }
        let document: [String: Any] = ["scale": 3, "views": views, "constraints": constraints]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data()
        return Template(json: String(decoding: data, as: UTF8.self), labels: labels)
    }

    /// A row setting each label's text to 0-16 words, so some fit and some do not.
    mutating func row(id: Int, for template: Template) -> String {
        var object: [String: Any] = ["id": id]
        let words = ["a", "feed", "cell", "with", "text", "that", "grows", "Lovelace", "engine", "今天天气很好", "notes"]
        for label in template.labels where chance(80) {
            object[label] = (0..<int(0...16)).map { _ in pick(words) }.joined(separator: " ")
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
