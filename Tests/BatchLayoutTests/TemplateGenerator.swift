@testable import BatchLayout
import Foundation
@testable import Interchange

/// Seeded random cell templates (layout documents) and rows for them, for the differential
/// property test of the batch engine (`BatchPropertyTests`).
///
/// The templates look like table cells people write: a tree of containers whose children are
/// chained along one axis and pinned across it, with labels of every line limit and a range of
/// fonts, images with and without aspect ratios, buttons, custom views with intrinsic sizes,
/// and stack views of every axis, distribution and alignment with hidden arranged views. The
/// constraints mix equalities and inequalities, multipliers, margins, baselines, and hugging and
/// compression priorities chosen close to each other so that they fight. Nothing forces a
/// template to be well posed: some are ambiguous or conflict, which the batch must still answer
/// exactly as the model does.
///
/// The rows set texts (English, Chinese, mixed, emoji, long unbreakable words, hard line
/// breaks, empty), fonts, line limits, hidden flags and image sizes, each at random.
struct TemplateGenerator {
    struct Template {
        /// The layout document as JSON text.
        let json: String
        let textViews: [String]
        let imageViews: [String]
        /// Views whose `hidden` flag rows may flip.
        let hideable: [String]
        /// Labels whose `lines` rows may change.
        let multiLineCandidates: [String]
    }

    private var random: SplitMixRandom
    private var views: [[String: Any]] = []
    private var constraints: [String] = []
    private var textViews: [String] = []
    private var imageViews: [String] = []
    private var hideable: [String] = []
    private var labels: [String] = []

    init(seed: UInt64) {
        random = SplitMixRandom(seed: seed)
    }

    // MARK: - Random choices

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    private mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

    /// Priorities that sit next to each other and to the defaults, so content priorities and
    /// optional constraints fight.
    private mutating func priority() -> Int { pick([249, 250, 251, 499, 500, 501, 749, 750, 751, 999]) }

    private mutating func priorityClause() -> String { chance(60) ? "" : " @\(priority())" }

    static let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

    private mutating func font() -> [String: Any] {
        ["family": "system", "size": pick([11, 12, 13, 15, 16, 17, 20, 22, 28]), "weight": pick(Self.weights)]
    }

    // MARK: - Templates

    mutating func template() -> Template {
        views = [["id": "cell", "kind": "view", "frame": [0, 0, 375, 200]]]
        constraints = []
        textViews = []
        imageViews = []
        hideable = []
        labels = []
        fill("cell", depth: 0)
        let document: [String: Any] = ["scale": 3, "direction": chance(10) ? "rtl" : "ltr", "views": views, "constraints": constraints]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data()
        return Template(json: String(decoding: data, as: UTF8.self), textViews: textViews, imageViews: imageViews,
                        hideable: hideable, multiLineCandidates: labels)
    }

    /// Adds children to `container` and the constraints that place them.
    private mutating func fill(_ container: String, depth: Int) {
        let count = depth == 0 ? int(2...4) : int(1...3)
        var children: [String] = []
        for _ in 0..<count { children.append(addView(parent: container, depth: depth)) }
        if chance(50) { chainVertically(children, in: container) } else { chainHorizontally(children, in: container) }
    }

    /// A new view of a random kind under `parent`; returns its id.
    private mutating func addView(parent: String, depth: Int) -> String {
        let id = "v\(views.count)"
        var view: [String: Any] = ["id": id, "parent": parent]
        let roll = int(0...99)
        switch roll {
        case 0..<45: addLabel(&view)
        case 45..<60:
            view["kind"] = "image"
            if chance(80) { view["image"] = [int(8...120), int(8...120)] }
            imageViews.append(id)
        case 60..<68:
            view["kind"] = "button"
            view["text"] = pick(["OK", "Follow", "Reply all", "关注"])
            if chance(50) { view["contentInsets"] = ["top": int(0...8), "left": int(0...12), "bottom": int(0...8), "right": int(0...12)] }
            textViews.append(id)
        case 68..<74:
            view["kind"] = "view"
            view["intrinsicSize"] = [chance(20) ? -1 : int(4...60), chance(20) ? -1 : int(4...60)]
            view["hugging"] = ["h": priority(), "v": priority()]
            view["compression"] = ["h": priority(), "v": priority()]
        case 74..<87 where depth < 2:
            addStack(view)
            return id
        case 87..<100 where depth < 2:
            view["kind"] = "view"
            views.append(view)
            fill(id, depth: depth + 1)
            return id
        default: addLabel(&view)
        }
        // Outside a stack view a hidden flag must not change the layout (SEMANTICS §8).
        if chance(10) { hideable.append(id) }
        views.append(view)
        return id
    }

    private mutating func addLabel(_ view: inout [String: Any]) {
        view["kind"] = "label"
        view["text"] = pick(["Ada Lovelace", "Notes on the engine", "今天天气很好", "ok", ""])
        view["lines"] = pick([0, 0, 1, 1, 2, 3])
        view["font"] = font()
        if chance(50) { view["hugging"] = ["h": priority(), "v": priority()] }
        if chance(50) { view["compression"] = ["h": priority(), "v": priority()] }
        let id = view["id"] as? String ?? ""
        textViews.append(id)
        labels.append(id)
    }

    /// A stack view and its arranged subviews, some hidden.
    private mutating func addStack(_ stack: [String: Any]) {
        var view = stack
        let id = view["id"] as? String ?? ""
        let horizontal = chance(50)
        view["kind"] = "stack"
        view["axis"] = horizontal ? "horizontal" : "vertical"
        view["distribution"] = pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
        view["alignment"] = horizontal ? pick(["fill", "top", "center", "bottom", "firstBaseline", "lastBaseline"])
            : pick(["fill", "leading", "center", "trailing"])
        view["spacing"] = pick([0, 4, 8, 12])
        if chance(20) { view["layoutMarginsRelativeArrangement"] = true }
        views.append(view)
        for _ in 0..<int(1...4) {
            var child: [String: Any] = ["id": "v\(views.count)", "parent": id]
            let childID = child["id"] as? String ?? ""
            if chance(70) {
                addLabel(&child)
            } else {
                child["kind"] = "image"
                child["image"] = [int(8...80), int(8...80)]
                imageViews.append(childID)
            }
            if chance(25) { child["hidden"] = true }
            hideable.append(childID)
            views.append(child)
        }
    }

    // MARK: - Constraints

    private mutating func inset() -> Int { pick([0, 4, 8, 12, 16]) }

    private mutating func edge(_ container: String, _ attribute: String) -> String {
        chance(25) ? "\(container).\(attribute)Margin" : "\(container).\(attribute)"
    }

    /// Children one below the other, each pinned to the container's sides.
    private mutating func chainVertically(_ children: [String], in container: String) {
        for (index, child) in children.enumerated() {
            let top = index == 0 ? edge(container, "top") : "\(children[index - 1]).bottom"
            switch int(0...9) {
            case 0 where index > 0 && labels.contains(child) && labels.contains(children[index - 1]):
                constraints.append("\(child).firstBaseline == \(children[index - 1]).lastBaseline + \(int(14...28))")
            case 1, 2: constraints.append("\(child).top >= \(top) + \(inset())")
            default: constraints.append("\(child).top == \(top) + \(inset())")
            }
            constraints.append("\(child).leading == \(edge(container, "leading")) + \(inset())")
            switch int(0...9) {
            case 0..<5: constraints.append("\(edge(container, "trailing")) == \(child).trailing + \(inset())")
            case 5..<8: constraints.append("\(edge(container, "trailing")) >= \(child).trailing + \(inset())\(priorityClause())")
            default:
                constraints.append("\(child).width == \(pick(["0.5", "0.75", "0.3333"])) * \(container).width\(priorityClause())")
                constraints.append("\(container).trailing >= \(child).trailing")
            }
            addSizeConstraints(child)
        }
        if let last = children.last {
            let relation = chance(75) ? "==" : ">="
            constraints.append("\(edge(container, "bottom")) \(relation) \(last).bottom + \(inset())\(relation == "==" && chance(30) ? " @999" : "")")
        }
    }

    /// Children side by side, each pinned to the container's top and bottom.
    private mutating func chainHorizontally(_ children: [String], in container: String) {
        for (index, child) in children.enumerated() {
            let leading = index == 0 ? edge(container, "leading") : "\(children[index - 1]).trailing"
            let relation = chance(75) ? "==" : ">="
            constraints.append("\(child).leading \(relation) \(leading) + \(inset())")
            switch int(0...9) {
            case 0 where index > 0 && labels.contains(child) && labels.contains(children[0]):
                constraints.append("\(child).firstBaseline == \(children[0]).firstBaseline")
            case 1: constraints.append("\(child).centerY == \(container).centerY")
            default: constraints.append("\(child).top == \(edge(container, "top")) + \(inset())")
            }
            constraints.append("\(edge(container, "bottom")) >= \(child).bottom + \(inset())")
            addSizeConstraints(child)
        }
        if let last = children.last {
            let relation = chance(60) ? "==" : ">="
            constraints.append("\(edge(container, "trailing")) \(relation) \(last).trailing + \(inset())\(priorityClause())")
        }
        if let first = children.first, chance(50) {
            constraints.append("\(edge(container, "bottom")) == \(first).bottom + \(inset()) @\(priority())")
        }
    }

    /// Size constraints on images (aspect ratios, fixed widths) and a few bounds on others.
    private mutating func addSizeConstraints(_ view: String) {
        if imageViews.contains(view), chance(50) {
            constraints.append("\(view).height == \(pick(["0.5625", "1", "0.75"])) * \(view).width\(priorityClause())")
        } else if chance(15) {
            constraints.append("\(view).width \(pick([">=", "<="])) \(int(20...200))\(priorityClause())")
        } else if chance(10) {
            constraints.append("\(view).height >= \(int(10...60))")
        }
    }

    // MARK: - Rows

    static let englishWords = ["layout", "engine", "the", "a", "constraint", "priority", "of", "cells", "bulk", "heights",
                               "ok", "yes", "#swift", "@ada", "Wednesday", "approximately"]
    static let chineseWords = ["布局", "约束", "优先级", "单元格", "高度", "的", "我们", "今天", "天气", "很好", "！", "，", "。", "「引用」"]
    static let specials = ["Supercalifragilisticexpialidocious", "https://example.com/a/very/long/path/without/breaks",
                           "👍🏽", "🎉🎉", "👨‍👩‍👧", "\n", "\n\n", "ÉCOLE", "naïve"]

    private mutating func text() -> String {
        let length = chance(10) ? 0 : chance(20) ? int(20...60) : int(1...10)
        let style = int(0...3)
        var result = ""
        for index in 0..<length {
            let word: String
            switch style {
            case 0: word = pick(Self.englishWords)
            case 1: word = pick(Self.chineseWords)
            default: word = chance(15) ? pick(Self.specials) : chance(50) ? pick(Self.englishWords) : pick(Self.chineseWords)
            }
            let han = word.unicodeScalars.first.map { $0.value >= 0x3000 && $0.value < 0xFF00 } ?? false
            if index > 0, !han, !result.hasSuffix("\n") { result += " " }
            result += word
        }
        return result
    }

    /// A row for `template`, as a JSON object line.
    mutating func row(id: Int, for template: Template) -> String {
        var row: [String: Any] = ["id": id]
        for view in template.textViews where chance(80) {
            let text = text()
            guard template.multiLineCandidates.contains(view), chance(40) else {
                row[view] = text
                continue
            }
            var object: [String: Any] = [:]
            if chance(80) { object["text"] = text }
            if chance(50) { object["font"] = font() }
            if chance(25) { object["lines"] = pick([0, 1, 2]) }
            row[view] = object
        }
        for view in template.imageViews where chance(60) {
            row[view] = [int(0...160), int(0...160)]
        }
        for view in template.hideable where chance(30) {
            var object = row[view] as? [String: Any] ?? [:]
            if let text = row[view] as? String { object["text"] = text }
            if let size = row[view] as? [Int] { object["image"] = size }
            object["hidden"] = chance(50)
            row[view] = object
        }
        let data = (try? JSONSerialization.data(withJSONObject: row, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
