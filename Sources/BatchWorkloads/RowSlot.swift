import Interchange

/// What a row may override on one view of a generated template, and how often: the row format's
/// content (text, font, image size) and structure (hidden, line limit) in the proportions real
/// rows have them, so that the variants and regions a job meets are the ones production meets.
struct RowSlot: Sendable {
    let view: String
    /// The label's or button's text, set on every row.
    var text: TextStyle?
    /// Percent of rows that hide the view (the others show it, some saying so explicitly).
    var hiddenPercent = 0
    /// The template hides the view (an attachment shown only when a row has one), so a row that
    /// shows it must say `"hidden": false`.
    var templateHidden = false
    /// Font sizes a row may choose (Dynamic Type-like), with the percent of rows that do.
    var fontSizes: [Double] = []
    var fontPercent = 0
    var fontWeight = "regular"
    /// Line limits a row may choose, with the percent of rows that do.
    var lineLimits: [Int] = []
    var linesPercent = 0
    /// An image whose size comes with the row (a photo, an attachment): widths and aspect ratios.
    var imageWidths: [Int] = []
    var imageAspects: [Double] = []

    /// This view's member of a row, or nil when the row leaves the view as the template has it.
    func value(using random: inout WorkloadRandom) -> JSONValue? {
        var members: [(key: String, value: JSONValue)] = []
        if hiddenPercent > 0 {
            let hidden = random.chance(hiddenPercent)
            if hidden != templateHidden || random.chance(30) { members.append(("hidden", .bool(hidden))) }
            if hidden { return members.isEmpty ? nil : .object(JSONObject(members)) }
        }
        if let text { members.append(("text", .string(SampleText.text(text, using: &random)))) }
        if !fontSizes.isEmpty, random.chance(fontPercent) {
            members.append(("font", .object(JSONObject([("family", "system"), ("size", .number(random.pick(fontSizes))),
                                                        ("weight", .string(fontWeight))]))))
        }
        if !lineLimits.isEmpty, random.chance(linesPercent) { members.append(("lines", .number(Double(random.pick(lineLimits))))) }
        if !imageWidths.isEmpty {
            let width = random.pick(imageWidths)
            let height = (Double(width) / random.pick(imageAspects)).rounded()
            members.append(("image", .array([.number(Double(width)), .number(height)])))
        }
        if members.count == 1, members[0].key == "text" { return members[0].value }
        if members.count == 1, members[0].key == "image" { return members[0].value }
        return members.isEmpty ? nil : .object(JSONObject(members))
    }
}
