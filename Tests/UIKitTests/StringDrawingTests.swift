import CassowaryWorkloads
import Testing
import UIKit

// UIKit's string measuring that cells use to size tags and rows by hand (issue 34 census-2:
// `NSString.boundingRect(with:options:attributes:context:)` with `.usesLineFragmentOrigin`,
// `.font` and `CGFloat(MAXFLOAT)`), written the way the cells write it.
@Suite struct StringDrawingTests {
    /// Apple's values: NSStringDrawing.h (`NSStringDrawingUsesLineFragmentOrigin = 1 << 0`,
    /// `UsesFontLeading = 1 << 1`, `UsesDeviceMetrics = 1 << 3`, `TruncatesLastVisibleLine =
    /// 1 << 5`), NSAttributedString.h (`NSFontAttributeName` is `@"NSFont"`,
    /// `NSForegroundColorAttributeName` `@"NSColor"`) and <math.h> (`MAXFLOAT` is
    /// `0x1.fffffep+127f`).
    @Test func constantsAreApples() {
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
        #expect(NSStringDrawingOptions.usesFontLeading.rawValue == 2)
        #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8)
        #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(MAXFLOAT == 0x1.fffffep+127)
    }

    /// What Apple documents of the rectangle, on seeded random texts and widths: with
    /// `.usesLineFragmentOrigin` it starts at the origin and its lines are no wider than the
    /// width (every word here is narrower); a narrower width never gives a lower rectangle; the
    /// sizes are fractional, and their `ceil` is what sizes a view: a multi-line label at that
    /// width is as tall, rounded up. Without the option the string is one line whose baseline is
    /// the origin, so the rectangle starts above it.
    @Test(arguments: [1, 2, 3, SeededGenerator.runSeed])
    func rectanglesFollowAppleDocumentation(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let words = ["tag", "Swift", "layout", "cell", "row", "label", "width", "table", "view", "text"]
        for step in 0..<8 {
            let count = Int.random(in: 1...24, using: &random)
            let text = (0..<count).map { _ in words.randomElement(using: &random) ?? "tag" }.joined(separator: " ")
            let font = UIFont.systemFont(ofSize: [12, 13, 15, 17, 20].randomElement(using: &random) ?? 17)
            let width = CGFloat(Int.random(in: 120...360, using: &random))
            let context = NSStringDrawingContext()
            let rect = NSString(string: text).boundingRect(with: CGSize(width: width, height: CGFloat(MAXFLOAT)),
                                                           options: .usesLineFragmentOrigin,
                                                           attributes: [.font: font], context: context)
            let note = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), step \(step): '\(text)' at \(width): \(rect)"
            #expect(rect.origin == .zero, "\(note)")
            #expect(rect.width > 0 && rect.width <= width, "\(note)")
            #expect(context.totalBounds == rect, "\(note)")
            let narrower = NSString(string: text).boundingRect(with: CGSize(width: width / 2, height: .greatestFiniteMagnitude),
                                                               options: .usesLineFragmentOrigin,
                                                               attributes: [.font: font], context: nil)
            #expect(narrower.height >= rect.height, "\(note); at half the width \(narrower)")

            let label = UILabel()
            label.numberOfLines = 0
            label.font = font
            label.text = text
            label.preferredMaxLayoutWidth = width
            #expect(ceil(label.intrinsicContentSize.height) == ceil(rect.height), "\(note); label \(label.intrinsicContentSize)")

            let oneLine = NSString(string: text).boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                                              attributes: [.font: font], context: nil)
            let firstLine = NSString(string: "tag").boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                                                 options: .usesLineFragmentOrigin,
                                                                 attributes: [.font: font], context: nil)
            #expect(oneLine.origin.y < 0, "\(note); one line \(oneLine)")
            #expect(oneLine.height == firstLine.height, "\(note); one line \(oneLine), a one-word line \(firstLine)")
            #expect(oneLine.width >= rect.width, "\(note); one line \(oneLine)")
        }
    }

    /// `size(withAttributes:)` (issue 34 census-3: sidepelican's `TagLabelCell` sizes its tags
    /// with `(word as NSString).size(withAttributes: nil)`), against what Apple documents: the
    /// size the string occupies drawn unwrapped, fractional, so that its `ceil` is a one-line
    /// label's size; each line of the string is a line (so a two-line string is as tall as a
    /// two-line label); without attributes the default font is used (12 points here, see
    /// `boundingRect`); a `String` answers as its NSString does.
    @Test(arguments: [4, 5, SeededGenerator.runSeed])
    func sizeWithAttributesIsAnUnwrappedLabelsSize(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let words = ["tag", "Swift", "layout", "cell", "row", "label", "width", "table", "view", "text"]
        for step in 0..<8 {
            let count = Int.random(in: 1...12, using: &random)
            let text = (0..<count).map { _ in words.randomElement(using: &random) ?? "tag" }.joined(separator: " ")
            let font = UIFont.systemFont(ofSize: [10, 12, 14, 17, 22].randomElement(using: &random) ?? 17)
            let size = (text as NSString).size(withAttributes: [.font: font])
            let note = "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), step \(step): '\(text)' at \(font.pointSize): \(size)"
            #expect(text.size(withAttributes: [.font: font]) == size, "\(note)")

            let label = UILabel()
            label.font = font
            label.text = text
            #expect(ceil(label.intrinsicContentSize.width) == ceil(size.width), "\(note); label \(label.intrinsicContentSize)")
            #expect(ceil(label.intrinsicContentSize.height) == ceil(size.height), "\(note); label \(label.intrinsicContentSize)")

            let twoLines = (text + "\n" + text as NSString).size(withAttributes: [.font: font])
            let twoLineLabel = UILabel()
            twoLineLabel.numberOfLines = 0
            twoLineLabel.font = font
            twoLineLabel.text = text + "\n" + text
            #expect(ceil(twoLines.height) == ceil(twoLineLabel.intrinsicContentSize.height),
                    "\(note); two lines \(twoLines), label \(twoLineLabel.intrinsicContentSize)")
            #expect(twoLines.height > size.height && ceil(twoLines.width) == ceil(size.width), "\(note); two lines \(twoLines)")

            #expect((text as NSString).size(withAttributes: nil) == (text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]),
                    "\(note); no attributes")
        }
    }
}

