/// The kinds of text real cells show, generated from small word lists: the same seed gives the
/// same texts. English, Chinese and mixed, from one word (`ok`) to long paragraphs, so line
/// breaking, CJK fallback and multi-line heights all take part, as in production rows.
enum TextStyle: Sendable {
    /// A person's name (English or Chinese).
    case name
    /// `@handle`.
    case handle
    /// A chat message or a post's body: short, long, Chinese or mixed.
    case message
    /// A title: a few words, sometimes long enough to wrap.
    case title
    /// A settings value or a detail: one or two words.
    case detail
    /// `9:41 AM`, `19:32`, `3d`.
    case time
    /// `$12.99`, `¥128`.
    case price
    /// A button's title.
    case action
}

struct SampleText {
    static let words = ["the", "and", "meeting", "tomorrow", "lunch", "project", "update", "photo", "great", "thanks",
                        "schedule", "review", "deadline", "weekend", "coffee", "shipping", "order", "delivered", "team",
                        "design", "launch", "notes", "travel", "flight", "hotel", "really", "amazing", "quick", "question",
                        "about", "internationalization", "configuration", "everyone", "please", "check", "latest", "draft"]
    static let chinese = ["明天中午见", "谢谢你", "我们的项目", "更新了", "照片很好看", "周末愉快", "请查看最新版本", "航班延误",
                          "会议改到下午三点", "已发货", "好的", "没问题", "设计稿", "咖啡", "欢迎加入", "自动加入已知网络"]
    static let firstNames = ["Ada", "Grace", "Linus", "Margaret", "Alan", "Barbara", "Dennis", "Katherine", "Guido",
                             "Frances", "Maximilian-Alexander", "Jo"]
    static let lastNames = ["Lovelace", "Hopper", "Torvalds", "Hamilton", "Turing", "Liskov", "Ritchie", "Johnson",
                            "van Rossum", "Allen", "Wolfeschlegelsteinhausen", "Li"]
    static let chineseNames = ["王芳", "李娜", "张伟", "刘洋", "陈静", "欧阳娜娜"]
    static let actions = ["Reply", "Like", "Share", "Buy", "Add to Cart", "Follow", "回复", "More"]

    static func text(_ style: TextStyle, using random: inout WorkloadRandom) -> String {
        switch style {
        case .name:
            return random.chance(20) ? random.pick(chineseNames) : "\(random.pick(firstNames)) \(random.pick(lastNames))"
        case .handle:
            return "@" + random.pick(firstNames).lowercased() + String(random.int(0...9999))
        case .message:
            switch random.int(0...9) {
            case 0: return random.pick(["ok", "lol", "👍", "好", "See you soon", "Where are you?"])
            case 1, 2: return chineseSentence(random.int(1...4), using: &random)
            case 3: return sentence(random.int(3...10), using: &random) + " " + chineseSentence(random.int(1...2), using: &random)
            case 4: return (0..<random.int(4...8)).map { _ in sentence(random.int(8...18), using: &random) }.joined(separator: " ")
            default: return (0..<random.int(1...3)).map { _ in sentence(random.int(3...14), using: &random) }.joined(separator: " ")
            }
        case .title:
            return random.chance(15) ? chineseSentence(1, using: &random) : words(random.int(1...(random.chance(20) ? 12 : 4)), using: &random)
        case .detail:
            return random.chance(15) ? random.pick(chinese) : words(random.int(1...2), using: &random)
        case .time:
            return random.pick([{ "\($0 % 12 + 1):\(String(format2: $1)) \($0 < 12 ? "AM" : "PM")" },
                                { "\($0):\(String(format2: $1))" }, { h, _ in "\(h % 7 + 1)d" }])(random.int(0...23), random.int(0...59))
        case .price:
            let amount = "\(random.int(1...999)).\(String(format2: random.int(0...99)))"
            return random.chance(20) ? "¥\(random.int(1...9999))" : "$" + amount
        case .action:
            return random.pick(actions)
        }
    }

    private static func words(_ count: Int, using random: inout WorkloadRandom) -> String {
        let text = (0..<count).map { _ in random.pick(words) }.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    private static func sentence(_ count: Int, using random: inout WorkloadRandom) -> String {
        words(count, using: &random) + random.pick([".", ".", "!", "?"])
    }

    private static func chineseSentence(_ count: Int, using random: inout WorkloadRandom) -> String {
        (0..<count).map { _ in random.pick(chinese) }.joined(separator: "，") + random.pick(["。", "！", "？"])
    }
}

private extension String {
    /// Two digits: `7` → `07`.
    init(format2 value: Int) {
        self = value < 10 ? "0\(value)" : "\(value)"
    }
}
