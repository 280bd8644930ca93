/// The kinds of table cell the generator writes, each a function of the random stream: the
/// shape is the kind's (what apps ship: chat, feed, settings, product, comment cells), the
/// numbers and optional parts are drawn (margins, fonts, spacing, which views exist, line
/// limits). Every template is well posed: sizes come from content, fixed sizes or aspect
/// constraints (a hideable arranged view's fixed width along its stack's axis at 999, as apps
/// write it, since hiding it adds a required zero width); views that share a line have distinct hugging and compression priorities, so
/// no layout is ambiguous and no required constraint conflicts, whatever the row.
enum CellKind: String, CaseIterable, Sendable {
    case chat, feed, settings, product, comment

    func build(_ cell: inout CellBuilder) {
        switch self {
        case .chat: Self.chat(&cell)
        case .feed: Self.feed(&cell)
        case .settings: Self.settings(&cell)
        case .product: Self.product(&cell)
        case .comment: Self.comment(&cell)
        }
    }

    /// A message bubble beside an avatar: sender, attachment, message, time and delivery status.
    private static func chat(_ cell: inout CellBuilder) {
        cell.root("cell", margins: cell.random.pick([6, 8, 12]))
        let avatar = cell.random.pick([28.0, 32, 36])
        cell.image("avatar", in: "cell", size: [avatar, avatar])
        cell.slot(RowSlot(view: "avatar", hiddenPercent: 30))
        cell.view("bubble", in: "cell")
        // `fill`, not `leading`: a short multi-line message in a leading-aligned column has a width
        // no constraint settles, and its height then depends on the solver's path (measured).
        cell.stack("column", in: "bubble", axis: "vertical", spacing: cell.random.pick([2, 4, 6]))
        cell.label("sender", in: "column", size: 13, weight: "semibold", lines: 1, sample: "Ada Lovelace")
        cell.slot(RowSlot(view: "sender", text: .name, hiddenPercent: 60))
        cell.image("attachment", in: "column", size: [200, 150], hidden: true)
        cell.slot(RowSlot(view: "attachment", hiddenPercent: 80, templateHidden: true, imageWidths: [120, 160, 200, 240], imageAspects: [4.0 / 3, 3.0 / 4, 16.0 / 9, 1]))
        let size = cell.random.pick([15.0, 16, 17])
        cell.label("message", in: "column", size: size, lines: 0, sample: "Are we still on for lunch tomorrow?")
        cell.slot(RowSlot(view: "message", text: .message, fontSizes: [size - 2, size + 2, size + 5], fontPercent: 8,
                          lineLimits: [3, 6], linesPercent: 4))
        cell.stack("footer", in: "column", axis: "horizontal", spacing: 4, alignment: "center")
        cell.label("time", in: "footer", size: 11, lines: 1, sample: "9:41 AM",
                   [("hugging", CellBuilder.priorities(h: 252)), ("compression", CellBuilder.priorities(h: 751))])
        cell.slot(RowSlot(view: "time", text: .time))
        cell.image("status", in: "footer", size: [14, 14])
        cell.slot(RowSlot(view: "status", hiddenPercent: 50))
        let pad = cell.random.pick([8.0, 10, 12])
        cell.metric("padH", pad + 2)
        cell.metric("padV", pad - 2)
        cell.constrain("avatar.leading == cell.leadingMargin", "avatar.width == \(Int(avatar))", "avatar.height == \(Int(avatar))",
                       "avatar.bottom == bubble.bottom", "avatar.top >= cell.topMargin",
                       "bubble.leading == avatar.trailing + 8", "bubble.top == cell.topMargin",
                       "bubble.trailing <= cell.trailingMargin", "cell.bottomMargin == bubble.bottom",
                       // The bubble hugs its content: below every hugging and compression priority, it
                       // only settles the width a short message leaves free (else the layout is ambiguous).
                       "bubble.width == 0 @200",
                       "H:|-padH-[column]-padH-|", "V:|-padV-[column]-padV-|")
        if cell.random.chance(60) { cell.constrain("bubble.width <= 0.8 * cell.width") }
    }

    /// A social post: avatar, name and handle, time, body, an optional photo, action buttons.
    private static func feed(_ cell: inout CellBuilder) {
        cell.root("cell", margins: cell.random.pick([12, 16]))
        cell.stack("column", in: "cell", axis: "vertical", spacing: cell.random.pick([6, 8, 10]))
        cell.stack("header", in: "column", axis: "horizontal", spacing: 8, alignment: "center")
        let avatar = cell.random.pick([36.0, 40, 44])
        cell.image("avatar", in: "header", size: [avatar, avatar])
        cell.stack("names", in: "header", axis: "vertical", spacing: 2)
        cell.label("name", in: "names", size: 15, weight: "semibold", lines: 1, sample: "Grace Hopper",
                   [("hugging", CellBuilder.priorities(h: 250)), ("compression", CellBuilder.priorities(h: 749))])
        cell.slot(RowSlot(view: "name", text: .name))
        cell.label("handle", in: "names", size: 13, lines: 1, sample: "@grace",
                   [("hugging", CellBuilder.priorities(h: 250)), ("compression", CellBuilder.priorities(h: 748))])
        cell.slot(RowSlot(view: "handle", text: .handle, hiddenPercent: 40))
        cell.label("time", in: "header", size: 13, lines: 1, sample: "3d",
                   [("hugging", CellBuilder.priorities(h: 751)), ("compression", CellBuilder.priorities(h: 751))])
        cell.slot(RowSlot(view: "time", text: .time))
        let lines = cell.random.pick([0, 0, 4])
        cell.label("body", in: "column", size: 15, lines: lines, sample: "Shipping the new layout engine today.")
        cell.slot(RowSlot(view: "body", text: .message, fontSizes: [13, 17, 19, 23], fontPercent: 10, lineLimits: [0, 2, 6],
                          linesPercent: 6))
        cell.image("photo", in: "column", size: [343, 229], hidden: true)
        cell.slot(RowSlot(view: "photo", hiddenPercent: 55, templateHidden: true, imageWidths: [300, 343, 400], imageAspects: [1, 4.0 / 3, 16.0 / 9, 3.0 / 4]))
        cell.stack("actions", in: "column", axis: "horizontal", spacing: 8, distribution: "fillEqually")
        let buttons = cell.random.int(2...3)
        for index in 0..<buttons {
            cell.button("action\(index)", in: "actions", title: ["Like", "Reply", "Share"][index], size: 13)
        }
        cell.slot(RowSlot(view: "action0", text: .action))
        cell.constrain("avatar.width == \(Int(avatar))", "avatar.height == \(Int(avatar))", "photo.height <= 360",
                       "column.leading == cell.leadingMargin", "column.trailing == cell.trailingMargin",
                       "column.top == cell.topMargin", "cell.bottomMargin == column.bottom")
    }

    /// A settings row: icon, title and subtitle, a value, an accessory (switch or chevron).
    private static func settings(_ cell: inout CellBuilder) {
        cell.root("cell", margins: cell.random.pick([8, 11]))
        cell.stack("row", in: "cell", axis: "horizontal", spacing: cell.random.pick([12, 15]), alignment: "center")
        cell.image("icon", in: "row", size: [29, 29])
        cell.slot(RowSlot(view: "icon", hiddenPercent: 25))
        cell.stack("texts", in: "row", axis: "vertical", spacing: 2)
        let size = cell.random.pick([16.0, 17])
        cell.label("title", in: "texts", size: size, lines: 1, sample: "Wi-Fi",
                   [("hugging", CellBuilder.priorities(h: 250)), ("compression", CellBuilder.priorities(h: 750))])
        cell.slot(RowSlot(view: "title", text: .title, fontSizes: [size - 2, size + 2, size + 6], fontPercent: 10,
                          lineLimits: [0, 2], linesPercent: 10))
        cell.label("subtitle", in: "texts", size: 13, lines: 0, sample: "Automatically join known networks.",
                   [("hugging", CellBuilder.priorities(h: 250)), ("compression", CellBuilder.priorities(h: 749))])
        cell.slot(RowSlot(view: "subtitle", text: .message, hiddenPercent: 50))
        cell.label("value", in: "row", size: size, lines: 1, sample: "Home",
                   [("hugging", CellBuilder.priorities(h: 251)), ("compression", CellBuilder.priorities(h: 748))])
        cell.slot(RowSlot(view: "value", text: .detail, hiddenPercent: 40))
        if cell.random.chance(50) {
            cell.image("chevron", in: "row", size: [8, 13])
            cell.constrain("chevron.width == 8")
        } else {
            cell.view("toggle", in: "row")
            cell.constrain("toggle.width == 51", "toggle.height == 31")
        }
        cell.constrain("icon.width == 29 @999", "icon.height == 29", "row.leading == cell.leadingMargin",
                       "row.trailing == cell.trailingMargin", "row.top == cell.topMargin", "cell.bottomMargin == row.bottom",
                       "cell.height >= 44")
    }

    /// A product in a list: thumbnail, title, subtitle, price with a struck old price, a badge, a button.
    private static func product(_ cell: inout CellBuilder) {
        cell.root("cell", margins: cell.random.pick([12, 16]))
        cell.stack("row", in: "cell", axis: "horizontal", spacing: 12, alignment: "top")
        let thumbnail = cell.random.pick([72.0, 88, 96])
        cell.image("thumbnail", in: "row", size: [thumbnail, thumbnail])
        // `fill` for the reason the chat column has it (a short two-line title, say).
        cell.stack("info", in: "row", axis: "vertical", spacing: cell.random.pick([2, 4, 6]))
        cell.label("title", in: "info", size: 16, weight: "medium", lines: 2, sample: "Wireless Noise Cancelling Headphones")
        cell.slot(RowSlot(view: "title", text: .title, fontSizes: [14, 18, 21], fontWeight: "medium", lineLimits: [1, 3, 0],
                          linesPercent: 8))
        cell.label("subtitle", in: "info", size: 13, lines: 1, sample: "Black, 2 colours")
        cell.slot(RowSlot(view: "subtitle", text: .detail, hiddenPercent: 50))
        cell.stack("prices", in: "info", axis: "horizontal", spacing: 6, alignment: "firstBaseline")
        cell.label("price", in: "prices", size: 17, weight: "bold", lines: 1, sample: "$129.99",
                   [("hugging", CellBuilder.priorities(h: 251)), ("compression", CellBuilder.priorities(h: 751))])
        cell.slot(RowSlot(view: "price", text: .price))
        cell.label("oldPrice", in: "prices", size: 13, lines: 1, sample: "$159.99",
                   [("hugging", CellBuilder.priorities(h: 250)), ("compression", CellBuilder.priorities(h: 749))])
        cell.slot(RowSlot(view: "oldPrice", text: .price, hiddenPercent: 70))
        cell.label("badge", in: "info", size: 12, weight: "semibold", lines: 1, sample: "Free shipping")
        cell.slot(RowSlot(view: "badge", text: .detail, hiddenPercent: 60))
        cell.button("buy", in: "info", title: "Add to Cart", size: 15)
        cell.slot(RowSlot(view: "buy", hiddenPercent: 30))
        let aspect = cell.random.pick([1.0, 1.25])
        cell.constrain("thumbnail.width == \(Int(thumbnail))", "thumbnail.height == \(aspect) * thumbnail.width",
                       "row.leading == cell.leadingMargin", "row.trailing == cell.trailingMargin",
                       "row.top == cell.topMargin", "cell.bottomMargin == row.bottom")
    }

    /// A threaded comment: indented avatar, author and time, body, an optional attachment, replies.
    private static func comment(_ cell: inout CellBuilder) {
        cell.root("cell", margins: 8)
        cell.metric("indent", cell.random.pick([0, 24, 48]))
        cell.image("avatar", in: "cell", size: [32, 32])
        cell.stack("content", in: "cell", axis: "vertical", spacing: 4)
        cell.stack("header", in: "content", axis: "horizontal", spacing: 6, alignment: "firstBaseline")
        cell.label("author", in: "header", size: 14, weight: "semibold", lines: 1, sample: "Linus",
                   [("hugging", CellBuilder.priorities(h: 251)), ("compression", CellBuilder.priorities(h: 751))])
        cell.slot(RowSlot(view: "author", text: .name))
        cell.label("time", in: "header", size: 12, lines: 1, sample: "2h",
                   [("hugging", CellBuilder.priorities(h: 250)), ("compression", CellBuilder.priorities(h: 749))])
        cell.slot(RowSlot(view: "time", text: .time))
        cell.label("body", in: "content", size: 15, lines: 0, sample: "Looks good to me.")
        cell.slot(RowSlot(view: "body", text: .message, fontSizes: [13, 17, 20], fontPercent: 8, lineLimits: [2, 4], linesPercent: 6))
        cell.image("attachment", in: "content", size: [240, 135], hidden: true)
        cell.slot(RowSlot(view: "attachment", hiddenPercent: 80, templateHidden: true, imageWidths: [160, 240, 300], imageAspects: [16.0 / 9, 4.0 / 3, 1]))
        cell.stack("footer", in: "content", axis: "horizontal", spacing: 16, distribution: "fillEqually")
        cell.button("reply", in: "footer", title: "Reply", size: 13)
        cell.slot(RowSlot(view: "reply", hiddenPercent: 20))
        cell.button("like", in: "footer", title: "Like", size: 13)
        cell.constrain("avatar.leading == cell.leadingMargin + indent", "avatar.top == cell.topMargin",
                       "avatar.width == 32", "avatar.height == 32", "attachment.height <= 200",
                       "content.leading == avatar.trailing + 8", "content.trailing == cell.trailingMargin",
                       "content.top == cell.topMargin", "cell.bottomMargin >= content.bottom",
                       "cell.bottomMargin >= avatar.bottom")
    }
}
