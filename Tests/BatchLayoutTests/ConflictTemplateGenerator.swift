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
/// not depend on the row at all (two required widths of one view). Some labels' default texts
/// are long, so that a template may conflict where its rows do not.
struct ConflictTemplateGenerator {
    struct Template {
        let json: String
        let labels: [String]
        /// Views a row may hide (a stack's arranged views).
        var hideable: [String] = []
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
                // A long default text conflicts where rows' short texts do not: the variant is
                // then compiled from a layout that conflicts for reasons of content.
                view["text"] = pick(["Title", "Title", "A default title far longer than the cell has room for"])
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

    /// A cell holding a stack of 2-4 arranged views, some of them with a required size along
    /// the stack's axis, which rows hide at random: a hidden arranged view's `UISV-hiding` size
    /// of 0 then conflicts with its required size whatever the row's texts (UIKit's most common
    /// conflict, `FixedConflicts`). Labels above or beside the stack carry the row's text.
    mutating func stackTemplate() -> Template {
        let vertical = chance(60)
        var views: [[String: Any]] = [["id": "cell", "kind": "view"],
                                      ["id": "stack", "parent": "cell", "kind": "stack", "axis": vertical ? "vertical" : "horizontal",
                                       "distribution": pick(["fill", "fill", "equalSpacing"]), "alignment": pick(["fill", "center", "leading"]),
                                       "spacing": pick([0, 4, 8])]]
        var constraints: [String] = []
        var labels: [String] = []
        var hideable: [String] = []
        for index in 0..<int(2...4) {
            let id = "a\(index + 1)"
            var view: [String: Any] = ["id": id, "parent": "stack"]
            if chance(50) {
                view["kind"] = "label"
                view["text"] = "Title"
                view["lines"] = pick([0, 1, 2])
                view["font"] = ["family": "system", "size": pick([13, 15, 17])]
                labels.append(id)
            } else {
                view["kind"] = "view"
                constraints.append("\(id).\(vertical ? "height" : "width") == \(int(8...60))")
                if chance(50) { constraints.append("\(id).\(vertical ? "width" : "height") == \(int(8...60)) @\(pick([750, 1000]))") }
            }
            hideable.append(id)
            views.append(view)
        }
        views.append(["id": "title", "parent": "cell", "kind": "label", "text": "Title", "lines": 0,
                      "font": ["family": "system", "size": 15]])
        labels.append("title")
        constraints += ["H:|-\(pick([8, 16]))-[title]-\(pick([8, 16]))-|", "H:|-\(pick([8, 16]))-[stack]-(>=\(pick([0, 8])))-|",
                        "V:|-\(pick([4, 12]))-[title]-\(pick([4, 8]))-[stack]-\(pick([4, 12]))-|"]
        let document: [String: Any] = ["scale": 3, "views": views, "constraints": constraints]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data()
        return Template(json: String(decoding: data, as: UTF8.self), labels: labels, hideable: hideable)
    }

    /// A row setting each label's text to 0-16 words, so some fit and some do not.
    mutating func row(id: Int, for template: Template) -> String {
        var object: [String: Any] = ["id": id]
        let words = ["a", "feed", "cell", "with", "text", "that", "grows", "Lovelace", "engine", "今天天气很好", "notes"]
        for label in template.labels where chance(80) {
            object[label] = (0..<int(0...16)).map { _ in pick(words) }.joined(separator: " ")
        }
        for view in template.hideable where chance(30) {
            if let text = object[view] as? String {
                object[view] = ["text": text, "hidden": true]
            } else {
                object[view] = ["hidden": true]
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
