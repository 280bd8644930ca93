import Testing
@testable import TextMeasurement

/// Plain Chinese text (the characters `HanLineBreaks` names) must get exactly ICU's opportunities
/// from the ICU-free finder, which must accept it.
@Suite("Plain Chinese line breaks equal ICU's")
struct HanLineBreakTests {
    /// ICU's opportunities and the ICU-free ones (nil when the finder declines the text).
    static func both(_ text: String) -> (icu: [Int32], plain: [Int32]?) {
        CommonLineBreakTests.both(text)
    }

    /// Every handled character before and after every other (and an ideograph), so each pair
    /// rule is checked against ICU.
    @Test func everyPair() {
        let handled: [Unicode.Scalar] = ["中", "\u{9FA5}", "\u{4E00}", "、", "。", "，", "．", "」", "』", "】",
                                         "「", "『", "【", "！", "？", "：", "；"]
        #expect(handled.allSatisfy { HanLineBreaks.kind($0.value) != .other })
        for first in handled {
            for second in handled {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: ["中", first, second, "中"])
                let (icu, plain) = Self.both(String(text))
                #expect(plain != nil, "\(String(text))")
                #expect(plain == icu, "\(String(text))")
            }
        }
    }

    @Test("Tricky strings", arguments: [
        "今天。", "。今天", "「今天」", "好！！", "好？！好", "中：文", "【注意】中文", "中文 中文", "中a", "中1",
        "中\u{3400}", "中\u{3005}", "中ー", "中〜", "中文（括号）", "中“引号”",
    ])
    func tricky(_ text: String) {
        let (icu, plain) = Self.both(text)
        if let plain { #expect(plain == icu, "\(text)") }
    }

    @Test func acceptsTheBenchmarkText() {
        let text = "今天在北京参加了开发者大会，学到了很多关于排版引擎的新知识。下午还和朋友一起讨论了自动布局的实现细节，真的收获很大啊！！"
        #expect(Self.both(text).plain != nil)
    }
}
