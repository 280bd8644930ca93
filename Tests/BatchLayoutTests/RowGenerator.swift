import Foundation
@testable import Interchange

/// Seeded random rows for a template's text views, chosen to cross the regions of a layout:
/// empty and one-word texts, very long names that must give way, long unbreakable words,
/// Chinese and mixed text, hidden views. Deterministic for a seed.
struct RowGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    private mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    static let words = ["layout", "engine", "the", "a", "constraint", "priority", "of", "cells", "bulk", "heights",
                        "Supercalifragilisticexpialidocious", "ok", "yes", "#swift", "@ada", "https://example.com/a/long/path",
                        "布局", "约束", "优先级", "单元格", "高度", "的", "我们", "今天", "天气", "很好", "！", "，"]

    /// A text of `count` words (Chinese words are not separated by spaces).
    mutating func text(words count: Int) -> String {
        var result = ""
        for index in 0..<count {
            let word = Self.words[int(0...(Self.words.count - 1))]
            let isHan = word.unicodeScalars.first.map { $0.value >= 0x3000 } ?? false
            if index > 0, !isHan { result += " " }
            result += word
        }
        return result
    }

    /// A JSON line setting `textViews` to random texts (some empty, some long) and hiding each
    /// of `hideable` at random.
    mutating func line(id: Int, textViews: [String], hideable: [String] = []) -> String {
        var fields = ["\"id\": \(id)"]
        for view in textViews {
            let length = chance(10) ? 0 : chance(20) ? int(20...60) : int(1...12)
            let text = Self.quoted(text(words: length))
            let value = hideable.contains(view) ? "{\"text\": \(text), \"hidden\": \(chance(40))}" : text
            fields.append("\"\(view)\": \(value)")
        }
        for view in hideable where !textViews.contains(view) {
            fields.append("\"\(view)\": {\"hidden\": \(chance(40))}")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func quoted(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
        let array = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }
}
