import CassowaryWorkloads
import Foundation

/// The texts corpus cells are sized with: fixed ones, and random ones from a seed printed with
/// every failure (`CORPUS_SEED=<seed> swift test --filter UIKitCorpusTests` replays a run).
enum CorpusTexts {
    static let short = "Hello"
    static let long = """
        Auto Layout solves a system of linear equations and inequalities for every frame in the \
        hierarchy; a self-sizing cell needs an unbroken chain of constraints from the top of its \
        content view to the bottom, or the table falls back to its standard row height.
        """
    static let chinese = "今天天气很好，我们一起去公园散步吧。然后去河边喝咖啡，顺便聊聊最近的工作和生活。"
    static let empty = ""

    static let fixed = [short, long, chinese, empty]
    /// The fixed texts whose lines hold one font only (a wider line that takes in a CJK character
    /// can get taller, so "wider is never taller" holds for these).
    static let latin = [short, long, empty]

    /// A new random seed every run (`SeededGenerator.runSeed`), named in every failure, so each
    /// run, CI's included, explores texts no run tried; `CORPUS_SEED` (or `OPENAUTOLAYOUT_SEED`)
    /// replays one (`CORPUS_SEED=8225925390880725445` found that a hidden badge's "0" sets its
    /// width).
    static let seed: UInt64 = ProcessInfo.processInfo.environment["CORPUS_SEED"].flatMap { UInt64($0) } ?? SeededGenerator.runSeed

    private static let words = [
        "the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "layout", "constraint", "table",
        "cell", "wraps", "I", "of", "and", "Swift", "Linux", "UIKit", "internationalization", "—", "3.14",
        "(hello)", "don't", "café", "naïve", "supercalifragilisticexpialidocious", "e-mail", "OK", "42",
        "https://example.com/a/very/long/path/that/does/not/break", "Zürich", "i.e.", "well-known",
    ]
    private static let hanzi = ["今天", "天气", "很好", "我们", "一起", "去", "公园", "散步", "。", "，", "咖啡", "工作", "生活", "自动布局", "「你好」"]

    /// A random text of 0 to 60 tokens; `latinOnly` leaves out Chinese.
    static func random(_ generator: inout SeededGenerator, latinOnly: Bool = false) -> String {
        let count = Int(generator.next() % 61)
        var text = ""
        for _ in 0..<count {
            if !latinOnly && generator.next() % 4 == 0 {
                text += hanzi[Int(generator.next() % UInt64(hanzi.count))]
            } else {
                if !text.isEmpty { text += " " }
                text += words[Int(generator.next() % UInt64(words.count))]
            }
        }
        return text
    }

    /// A generator for `name`'s texts: the run's seed mixed with a stable hash of the name (so
    /// cases running in parallel do not share one sequence, and a seed replays every case).
    static func generator(for name: String) -> SeededGenerator {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return SeededGenerator(seed: seed ^ hash)
    }
}
