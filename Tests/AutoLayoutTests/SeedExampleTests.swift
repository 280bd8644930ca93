import Foundation
import Testing
import TextMeasurement
@testable import AutoLayout

/// The examples of the seed material (SEMANTICS §1–5, 7), each with frames worked out by hand.
/// Text is measured with `UniformGlyphMeasurer`: at 10 points every character is 10 x 10.
@Suite struct SeedExampleTests {
    static let resistances: [(Float, Double)] = [(501, 200), (499, 100)]

    @Test(arguments: resistances)
    func imageAgainstCompressionResistance(resistance: Float, side: Double) {
        let expected = CGSize(width: side, height: side)
        let root = makeRoot(width: 400, height: 400)
        let image = makeView(ImageView(image: Image(size: CGSize(width: 200, height: 200))), "image", in: root)
        image.setContentCompressionResistancePriority(LayoutPriority(resistance), for: .horizontal)
        image.setContentCompressionResistancePriority(LayoutPriority(resistance), for: .vertical)
        let width = image.widthAnchor.constraint(equalToConstant: 100)
        let height = image.heightAnchor.constraint(equalToConstant: 100)
        width.priority = LayoutPriority(500)
        height.priority = LayoutPriority(500)
        LayoutConstraint.activate([
            width, height,
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            image.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(close(image.frame, CGRect(origin: .zero, size: expected)))
    }

    @Test(arguments: [("abc", 50.0), ("abcdefghijkl", 120.0), (String(repeating: "x", count: 30), 200.0)])
    func labelBetween50And200Wide(text: String, expectedWidth: Double) {
        let root = makeRoot(width: 400, height: 100)
        let label = makeView(Label(text: text, font: .systemFont(ofSize: 10)), "label", in: root)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            label.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
            label.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
        ])
        root.layoutIfNeeded()
        #expect(close(label.frame, CGRect(x: 20, y: 20, width: expectedWidth, height: 10)))
    }

    @Test func widthAtMost50WithEqualWidthsAt999() {
        let root = makeRoot(width: 400, height: 100)
        let a = makeView(View(), "a", in: root)
        let b = makeView(View(), "b", in: root)
        let equal = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        equal.priority = LayoutPriority(999)
        LayoutConstraint.activate([
            a.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 100),
            equal,
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(close(a.frame, CGRect(x: 0, y: 0, width: 50, height: 10)))
        #expect(close(b.frame, CGRect(x: 50, y: 0, width: 100, height: 10)))
    }

    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func childCentredAtAThirdOfTheSuperviewWidth(direction: UserInterfaceLayoutDirection) {
        let root = makeRoot(width: 500, height: 500)
        let container = makeView(View(), "container", in: root)
        let child = makeView(View(), "child", in: container)
        container.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            container.widthAnchor.constraint(equalToConstant: 300),
            container.heightAnchor.constraint(equalToConstant: 100),
            LayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: container,
                             attribute: .trailing, multiplier: 1.0 / 3.0, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 60),
            child.heightAnchor.constraint(equalToConstant: 20),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        root.layoutIfNeeded()
        // The centre sits a third of the way from the leading edge: x = 100 (LTR) or 200 (RTL).
        let centre: CGFloat = direction == .leftToRight ? 100 : 200
        #expect(close(container.frame, CGRect(x: direction == .leftToRight ? 50 : 50, y: 50, width: 300, height: 100)))
        #expect(close(child.frame, CGRect(x: centre - 30, y: 0, width: 60, height: 20)))
    }

    @Test func secondButtonTwiceAsWideAndSquare() {
        let root = makeRoot(width: 400, height: 200)
        let first = makeView(Button(title: "OK", font: .systemFont(ofSize: 10)), "button1", in: root)
        let second = makeView(Button(title: "Cancel", font: .systemFont(ofSize: 10)), "button2", in: root)
        first.contentEdgeInsets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            first.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
            second.topAnchor.constraint(equalTo: first.topAnchor),
            second.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: 2),
            second.heightAnchor.constraint(equalTo: second.widthAnchor),
        ])
        root.layoutIfNeeded()
        // button1: "OK" is 20 x 10, centred in UIKit's least title width, 30 (stored frames of
        // Xcode, `Button.minimumTitleWidth`), plus insets: 50 x 20. button2: 100 wide, square,
        // 8 points after button1.
        #expect(close(first.frame, CGRect(x: 20, y: 20, width: 50, height: 20)))
        #expect(close(second.frame, CGRect(x: 78, y: 20, width: 100, height: 100)))
    }

    @Test func imageInTheTopHalfBelowTheStatusBarWithAScrollViewBelow() {
        let screen = makeRoot(width: 320, height: 480, name: "screen")
        screen.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let safe = screen.safeAreaLayoutGuide
        let image = makeView(ImageView(image: Image(size: CGSize(width: 640, height: 480))), "image", in: screen)
        let scroll = makeView(View(), "scroll", in: screen)
        let title = makeView(Label(text: "Title", font: .systemFont(ofSize: 10)), "title", in: scroll)
        let body = makeView(Label(text: "Body text", font: .systemFont(ofSize: 10)), "body", in: scroll)
        LayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: safe.topAnchor),
            image.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            image.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            image.heightAnchor.constraint(equalTo: safe.heightAnchor, multiplier: 0.5),
            scroll.topAnchor.constraint(equalTo: image.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: screen.bottomAnchor),
            title.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 8),
            title.leadingAnchor.constraint(equalTo: scroll.layoutMarginsGuide.leadingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        ])
        screen.layoutIfNeeded()
        // The safe area is 460 tall: the image takes 230 of it from y = 20.
        #expect(close(image.frame, CGRect(x: 0, y: 20, width: 320, height: 230)))
        #expect(close(scroll.frame, CGRect(x: 0, y: 250, width: 320, height: 230)))
        #expect(close(title.frame, CGRect(x: 8, y: 8, width: 50, height: 10)))
        #expect(close(body.frame, CGRect(x: 8, y: 26, width: 90, height: 10)))
        #expect(close(safe.layoutFrame, CGRect(x: 0, y: 20, width: 320, height: 460)))
    }

    /// Two labels in a row between 8-point gaps, 276 points for both: hugging decides who
    /// stretches when they are short, compression resistance who gives when they are long.
    struct RowCase: Sendable {
        var texts: (String, String)
        var hugging: (Float, Float)
        var resistance: (Float, Float)
        var widths: (Double, Double)
    }

    static let rows: [RowCase] = [
        RowCase(texts: ("short", "words!"), hugging: (251, 250), resistance: (750, 750), widths: (50, 226)),
        RowCase(texts: ("short", "words!"), hugging: (250, 251), resistance: (750, 750), widths: (216, 60)),
        RowCase(texts: (String(repeating: "a", count: 20), String(repeating: "b", count: 15)), hugging: (250, 250),
                resistance: (750, 749), widths: (200, 76)),
        RowCase(texts: (String(repeating: "a", count: 20), String(repeating: "b", count: 15)), hugging: (250, 250),
                resistance: (749, 750), widths: (126, 150)),
    ]

    @Test(arguments: rows)
    func twoLabelsInARow(_ row: RowCase) {
        let (texts, hugging, resistance) = (row.texts, row.hugging, row.resistance)
        let (firstWidth, secondWidth) = (CGFloat(row.widths.0), CGFloat(row.widths.1))
        let (root, first, second) = twoLabelRow(texts)
        first.setContentHuggingPriority(LayoutPriority(hugging.0), for: .horizontal)
        second.setContentHuggingPriority(LayoutPriority(hugging.1), for: .horizontal)
        first.setContentCompressionResistancePriority(LayoutPriority(resistance.0), for: .horizontal)
        second.setContentCompressionResistancePriority(LayoutPriority(resistance.1), for: .horizontal)
        root.layoutIfNeeded()
        #expect(close(first.frame, CGRect(x: 8, y: 0, width: firstWidth, height: 10)))
        #expect(close(second.frame, CGRect(x: 16 + firstWidth, y: 0, width: secondWidth, height: 10)))
        #expect(!first.hasAmbiguousLayout && !second.hasAmbiguousLayout)
    }

    /// Two 10-point labels in a 300-point row: 8-point gaps at both ends and between them.
    private func twoLabelRow(_ texts: (String, String)) -> (View, Label, Label) {
        let root = makeRoot(width: 300, height: 50)
        let first = makeView(Label(text: texts.0, font: .systemFont(ofSize: 10)), "first", in: root)
        let second = makeView(Label(text: texts.1, font: .systemFont(ofSize: 10)), "second", in: root)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, first, second)
    }

    @Test func equalHuggingIsAmbiguous() {
        let (root, first, second) = twoLabelRow(("short", "words!"))
        root.layoutIfNeeded()
        #expect(first.hasAmbiguousLayout)
        #expect(first.frame.width + second.frame.width == 276)
    }

    /// A cell whose height follows its multi-line label: 304 points inside the margins are 30
    /// columns, so seven 9-letter words make 3 lines and ten make 4.
    @Test(arguments: [(7, 30.0), (10, 40.0), (0, 0.0)])
    func selfSizingCellFollowsItsLabel(words: Int, labelHeight: Double) {
        let cell = TableViewCell()
        cell.textMeasurer = UniformGlyphMeasurer()
        let label = makeView(Label(), "body", in: cell.contentView)
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = Array(repeating: "abcdefghi", count: words).joined(separator: " ")
        let margins = cell.contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        let height = cell.rowHeight(forContentWidth: 320, scale: 3)
        #expect(abs(height - (labelHeight + 16 + 1.0 / 3)) < 1e-9)
        #expect(cell.rowHeight(forContentWidth: 320, scale: 3, separator: false) == CGFloat(labelHeight) + 16)
        // The same cell in a layout pass: the frames agree with the fitted height.
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: labelHeight + 16)
        cell.layoutIfNeeded()
        #expect(close(label.frame, CGRect(x: 8, y: 8, width: 304, height: labelHeight)))
    }

    @Test func autoresizingViewFollowsItsGrowingSuperview() {
        let root = makeRoot(width: 600, height: 600)
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.addSubview(container)
        let flexible = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        flexible.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleBottomMargin]
        let fixed = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        container.addSubview(flexible)
        container.addSubview(fixed)
        root.layoutIfNeeded()
        #expect(close(flexible.frame, CGRect(x: 10, y: 20, width: 100, height: 50)))
        container.frame = CGRect(x: 0, y: 0, width: 410, height: 300)
        root.layoutIfNeeded()
        // 110 more points shared by the left margin (10) and the width (100): 10 and 100 more.
        #expect(close(flexible.frame, CGRect(x: 20, y: 20, width: 200, height: 50)))
        #expect(close(fixed.frame, CGRect(x: 10, y: 20, width: 100, height: 50)))
        #expect(flexible.autoresizingMask.constraintNotation == "h=&&- v=--&")
        #expect(fixed.autoresizingMask.constraintNotation == "h=--& v=--&")
    }
}
