import Foundation
import Testing
import TextMeasurement
@testable import AutoLayout

/// Stack views (SEMANTICS §8): each distribution and alignment with frames worked out by hand,
/// hidden views collapsing, margins-relative arrangement, nested stacks. Arranged views are
/// `IntrinsicSizeView`s (hugging 250, compression resistance 750) unless said otherwise.
@Suite struct StackViewTests {
    /// A stack pinned at the root's top-left corner, optionally with a fixed width.
    private func makeStack(_ root: View, axis: LayoutAxis = .horizontal, width: CGFloat? = nil,
                           sizes: [CGSize]) -> (StackView, [IntrinsicSizeView]) {
        let stack = makeView(StackView(), "stack", in: root)
        stack.axis = axis
        let items = sizes.enumerated().map { index, size in
            let item = IntrinsicSizeView(intrinsicSize: size)
            item.name = "item\(index)"
            stack.addArrangedSubview(item)
            return item
        }
        var pins = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    stack.topAnchor.constraint(equalTo: root.topAnchor)]
        if let width { pins.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        LayoutConstraint.activate(pins)
        return (stack, items)
    }

    private func sizes(_ pairs: [(CGFloat, CGFloat)]) -> [CGSize] { pairs.map { CGSize(width: $0.0, height: $0.1) } }

    // MARK: - Distributions

    @Test func fillGivesTheExtraSpaceToTheLowestHugging() {
        let root = makeRoot(width: 300, height: 300)
        let (stack, items) = makeStack(root, width: 200, sizes: sizes([(40, 20), (60, 30)]))
        stack.spacing = 10
        items[1].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        // 200 - 40 - 60 - 10 = 90 extra goes to item0 (hugging 250 < 251): 130 wide.
        // Alignment fill: both as tall as the taller's compression resistance needs, 30.
        #expect(close(items[0].frame, CGRect(x: 0, y: 0, width: 130, height: 30)))
        #expect(close(items[1].frame, CGRect(x: 140, y: 0, width: 60, height: 30)))
        #expect(close(stack.frame, CGRect(x: 0, y: 0, width: 200, height: 30)))
        #expect(stack.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        let names = Set(stack.arrangementConstraints.compactMap(\.identifier))
        #expect(names.isSuperset(of: ["UISV-spacing", "UISV-canvas-connection", "UISV-alignment"]))
        #expect(items.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    /// Only an arranged view's visibility changes constraints: hiding a plain subview of the
    /// stack, or a view outside any stack, leaves every constraint as it was.
    @Test func onlyArrangedViewsVisibilityShapesConstraints() {
        let root = makeRoot(width: 300, height: 300)
        let (stack, items) = makeStack(root, width: 200, sizes: sizes([(40, 20), (60, 30)]))
        let loose = View()
        stack.addSubview(loose)
        let outside = View()
        root.addSubview(outside)
        #expect(items.allSatisfy { $0.visibilityShapesConstraints })
        #expect(!loose.visibilityShapesConstraints && !outside.visibilityShapesConstraints && !stack.visibilityShapesConstraints)
        root.layoutIfNeeded()
        let before = stack.arrangementConstraints.map(ObjectIdentifier.init)
        loose.isHidden = true
        outside.isHidden = true
        #expect(stack.arrangementConstraints.map(ObjectIdentifier.init) == before)
        items[0].isHidden = true
        #expect(stack.arrangementConstraints.map(ObjectIdentifier.init) != before)
        stack.removeArrangedSubview(items[1])
        #expect(!items[1].visibilityShapesConstraints)
    }

    @Test func fillEquallyWithCentredAlignment() {
        let root = makeRoot(width: 300, height: 300)
        let (stack, items) = makeStack(root, width: 200, sizes: sizes([(10, 10), (20, 20), (30, 30)]))
        stack.spacing = 10
        stack.distribution = .fillEqually
        stack.alignment = .center
        root.layoutIfNeeded()
        // (200 - 2 * 10) / 3 = 60 each at x = 0, 70, 140; the stack is 30 tall (its tallest),
        // centres at 15: y = 10, 5, 0.
        #expect(close(items[0].frame, CGRect(x: 0, y: 10, width: 60, height: 10)))
        #expect(close(items[1].frame, CGRect(x: 70, y: 5, width: 60, height: 20)))
        #expect(close(items[2].frame, CGRect(x: 140, y: 0, width: 60, height: 30)))
        #expect(close(stack.frame, CGRect(x: 0, y: 0, width: 200, height: 30)))
        #expect(stack.arrangementConstraints.contains { $0.identifier == "UISV-fill-equally" })
    }

    @Test func fillProportionallyFollowsTheIntrinsicWidths() {
        let root = makeRoot(width: 300, height: 300)
        let (stack, items) = makeStack(root, width: 260, sizes: sizes([(20, 10), (60, 20), (120, 30)]))
        stack.spacing = 20
        stack.distribution = .fillProportionally
        stack.alignment = .top
        root.layoutIfNeeded()
        // Available 260 - 2 * 20 = 220, intrinsic sum 200: 22, 66, 132 at x = 0, 42, 128.
        #expect(close(items[0].frame, CGRect(x: 0, y: 0, width: 22, height: 10), tolerance: 1e-6))
        #expect(close(items[1].frame, CGRect(x: 42, y: 0, width: 66, height: 20), tolerance: 1e-6))
        #expect(close(items[2].frame, CGRect(x: 128, y: 0, width: 132, height: 30), tolerance: 1e-6))
        // A new intrinsic size is picked up after the next layout: 20, 60, 140 (sum 220) give
        // exactly the available 220.
        items[2].intrinsicSize = CGSize(width: 140, height: 30)
        root.layoutIfNeeded()
        #expect(close(items[1].frame, CGRect(x: 40, y: 0, width: 60, height: 20), tolerance: 1e-6))
        #expect(close(items[2].frame, CGRect(x: 120, y: 0, width: 140, height: 30), tolerance: 1e-6))
    }

    /// An arranged view without an intrinsic size along the axis weighs by its current size:
    /// RxDataSources' `Datasets/xib-more/files/412.storyboard` stores a 375 x 201
    /// `fillProportionally` column (spacing 0) with a label 17.5 tall and a picker (no intrinsic
    /// height) 183.5 tall below it at y 17.5. Weighing the picker as 0 gave the label all 201.
    @Test func fillProportionallyWeighsAViewWithoutAnIntrinsicSizeByItsCurrentSize() {
        let root = makeRoot(width: 375, height: 300)
        let (stack, items) = makeStack(root, axis: .vertical, width: 375, sizes: sizes([(375, 17.5)]))
        let picker = View(frame: CGRect(x: 0, y: 17.5, width: 375, height: 183.5))
        picker.name = "picker"
        stack.addArrangedSubview(picker)
        stack.heightAnchor.constraint(equalToConstant: 201).isActive = true
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        #expect(close(items[0].frame, CGRect(x: 0, y: 0, width: 375, height: 17.5), tolerance: 1e-6))
        #expect(close(picker.frame, CGRect(x: 0, y: 17.5, width: 375, height: 183.5), tolerance: 1e-6))
        // Laid out again, the picker keeps its share (its weight is now its laid-out size).
        root.layoutIfNeeded()
        #expect(close(picker.frame, CGRect(x: 0, y: 17.5, width: 375, height: 183.5), tolerance: 1e-6))
    }

    @Test func equalSpacingWithBottomAlignment() {
        let root = makeRoot(width: 300, height: 300)
        let (stack, items) = makeStack(root, width: 200, sizes: sizes([(20, 10), (30, 20), (50, 30)]))
        stack.spacing = 5
        stack.distribution = .equalSpacing
        stack.alignment = .bottom
        root.layoutIfNeeded()
        // Widths stay intrinsic (sum 100); the gaps share 200 - 100 = 100: 50 each (>= 5).
        // x = 0, 70, 150; bottoms at 30: y = 20, 10, 0.
        #expect(close(items[0].frame, CGRect(x: 0, y: 20, width: 20, height: 10)))
        #expect(close(items[1].frame, CGRect(x: 70, y: 10, width: 30, height: 20)))
        #expect(close(items[2].frame, CGRect(x: 150, y: 0, width: 50, height: 30)))
        #expect(stack.layoutGuides.count == 2)
        #expect(!items.contains { $0.hasAmbiguousLayout })
        // Back to fill: the spacer guides go.
        stack.distribution = .fill
        #expect(stack.layoutGuides.isEmpty)
    }

    @Test func equalSpacingKeepsTheMinimumSpacing() {
        let root = makeRoot(width: 300, height: 300)
        let (stack, items) = makeStack(root, sizes: sizes([(20, 10), (30, 10)]))
        stack.spacing = 7
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        // Nothing stretches the stack: it is as wide as its views and the minimum gap,
        // 20 + 7 + 30 = 57.
        #expect(close(items[1].frame, CGRect(x: 27, y: 0, width: 30, height: 10)))
        #expect(close(stack.frame, CGRect(x: 0, y: 0, width: 57, height: 10)))
    }

    @Test func equalCenteringSpacesTheCentres() {
        let root = makeRoot(width: 300, height: 300)
        let (stack, items) = makeStack(root, width: 200, sizes: sizes([(20, 10), (40, 10), (60, 10)]))
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        // Centres: first at 10, last at 200 - 30 = 170, the middle halfway at 90: x = 70.
        #expect(close(items[0].frame, CGRect(x: 0, y: 0, width: 20, height: 10)))
        #expect(close(items[1].frame, CGRect(x: 70, y: 0, width: 40, height: 10)))
        #expect(close(items[2].frame, CGRect(x: 140, y: 0, width: 60, height: 10)))
        #expect(!items.contains { $0.hasAmbiguousLayout })
    }

    // MARK: - Alignments

    /// Horizontal stack of 10x10, 20x20, 30x30 (no spacing, width from the views: 60): the y of
    /// each view and their heights for every alignment without baselines.
    @Test(arguments: [
        (StackView.Alignment.fill, [0.0, 0, 0], [30.0, 30, 30]),
        (.top, [0, 0, 0], [10, 20, 30]),
        (.center, [10, 5, 0], [10, 20, 30]),
        (.bottom, [20, 10, 0], [10, 20, 30]),
    ])
    func horizontalAlignment(alignment: StackView.Alignment, ys: [Double], heights: [Double]) {
        let root = makeRoot(width: 300, height: 300)
        let (stack, items) = makeStack(root, sizes: sizes([(10, 10), (20, 20), (30, 30)]))
        stack.alignment = alignment
        root.layoutIfNeeded()
        // x = 0, 10, 30; the stack is 60 x 30.
        for (index, item) in items.enumerated() {
            let x: CGFloat = [0, 10, 30][index]
            let expected = CGRect(x: x, y: ys[index], width: CGFloat(10 * (index + 1)), height: heights[index])
            #expect(close(item.frame, expected), "\(alignment): \(item.frame) != \(expected)")
        }
        #expect(close(stack.frame, CGRect(x: 0, y: 0, width: 60, height: 30)))
    }

    /// Vertical stack of 10x10, 20x10, 30x10: the x of each view for leading, centre, trailing,
    /// and the widths for fill.
    @Test(arguments: [
        (StackView.Alignment.fill, [0.0, 0, 0], [30.0, 30, 30]),
        (.leading, [0, 0, 0], [10, 20, 30]),
        (.center, [10, 5, 0], [10, 20, 30]),
        (.trailing, [20, 10, 0], [10, 20, 30]),
    ])
    func verticalAlignment(alignment: StackView.Alignment, xs: [Double], widths: [Double]) {
        let root = makeRoot(width: 300, height: 300)
        let (stack, items) = makeStack(root, axis: .vertical, sizes: sizes([(10, 10), (20, 10), (30, 10)]))
        stack.spacing = 2
        stack.alignment = alignment
        root.layoutIfNeeded()
        // y = 0, 12, 24; the stack is 30 x 34.
        for (index, item) in items.enumerated() {
            let expected = CGRect(x: xs[index], y: CGFloat(12 * index), width: widths[index], height: 10)
            #expect(close(item.frame, expected), "\(alignment): \(item.frame) != \(expected)")
        }
        #expect(close(stack.frame, CGRect(x: 0, y: 0, width: 30, height: 34)))
    }

    @Test(arguments: [StackView.Alignment.firstBaseline, .lastBaseline])
    func baselineAlignment(alignment: StackView.Alignment) {
        let root = makeRoot(width: 300, height: 300)
        let stack = makeView(StackView(), "stack", in: root)
        let small = Label(text: "ab", font: .systemFont(ofSize: 10))
        let large = Label(text: "cd", font: .systemFont(ofSize: 20))
        let plain = IntrinsicSizeView(intrinsicSize: CGSize(width: 10, height: 5))
        for view in [small, large, plain] { stack.addArrangedSubview(view) }
        stack.alignment = alignment
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        // Baselines 0.8 em below the tops: small 8 of 10, large 16 of 20, plain at its bottom (5).
        // The tightest stack puts the common baseline at 16 (large touches the top, and reaches
        // down to 20, the lowest bottom): small y = 8, large y = 0, plain y = 11.
        #expect(close(small.frame, CGRect(x: 0, y: 8, width: 20, height: 10)))
        #expect(close(large.frame, CGRect(x: 20, y: 0, width: 40, height: 20)))
        #expect(close(plain.frame, CGRect(x: 60, y: 11, width: 10, height: 5)))
        #expect(close(stack.frame, CGRect(x: 0, y: 0, width: 70, height: 20)))
        #expect(![small, large, plain, stack].contains { $0.hasAmbiguousLayout })
    }

    // MARK: - Hiding, margins, nesting, arrangement

    @Test func hiddenViewsCollapseWithTheirSpacing() {
        let root = makeRoot(width: 300, height: 300)
        let (stack, items) = makeStack(root, sizes: sizes([(20, 10), (30, 10), (40, 10)]))
        stack.spacing = 10
        root.layoutIfNeeded()
        // 20 + 10 + 30 + 10 + 40 = 110.
        #expect(close(items[2].frame, CGRect(x: 70, y: 0, width: 40, height: 10)))
        #expect(close(stack.frame, CGRect(x: 0, y: 0, width: 110, height: 10)))
        items[1].isHidden = true
        root.layoutIfNeeded()
        // item1 is 0 wide in the middle of the spacing that is left: 20 + 10 + 40 = 70. Xcode
        // stores a hidden view between two visible ones half the spacing after the first
        // (habitica `108`: a view ending at y = 293, spacing 12, the hidden indicator at 299;
        // dolphin `343`: 60.67, spacing 20, 70.67; green_ios `237`: 19.33, spacing 25, 32).
        #expect(items[1].frame.width == 0)
        #expect(items[1].frame.minX == 25)
        #expect(close(items[2].frame, CGRect(x: 30, y: 0, width: 40, height: 10)))
        #expect(close(stack.frame, CGRect(x: 0, y: 0, width: 70, height: 10)))
        #expect(stack.arrangementConstraints.contains { $0.identifier == "UISV-hiding" })
        #expect(!items.contains { $0.hasAmbiguousLayout })
        // After the last visible view it sits where that view ends (zotero `441`, freeotp `275`,
        // OsmAnd `367`: at the previous view's end).
        items[1].isHidden = false
        items[2].isHidden = true
        root.layoutIfNeeded()
        #expect(items[2].frame.minX == 60 && items[2].frame.width == 0)
        items[2].isHidden = false
        items[1].isHidden = false
        root.layoutIfNeeded()
        #expect(close(items[1].frame, CGRect(x: 30, y: 0, width: 30, height: 10)))
        #expect(close(stack.frame, CGRect(x: 0, y: 0, width: 110, height: 10)))
    }

    @Test func hidingTheFirstViewAndAllViews() {
        let root = makeRoot(width: 300, height: 300)
        let (stack, items) = makeStack(root, sizes: sizes([(20, 10), (30, 10)]))
        stack.spacing = 10
        items[0].isHidden = true
        root.layoutIfNeeded()
        #expect(close(items[1].frame, CGRect(x: 0, y: 0, width: 30, height: 10)))
        #expect(close(stack.frame, CGRect(x: 0, y: 0, width: 30, height: 10)))
        items[1].isHidden = true
        root.layoutIfNeeded()
        // Nothing visible: the stack shrinks to nothing.
        #expect(close(stack.frame, CGRect(x: 0, y: 0, width: 0, height: 0)))
    }

    @Test func layoutMarginsRelativeArrangement() {
        let root = makeRoot(width: 300, height: 300)
        let (stack, items) = makeStack(root, sizes: sizes([(20, 10), (30, 10)]))
        stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        root.layoutIfNeeded()
        #expect(close(items[0].frame, CGRect(x: 0, y: 0, width: 20, height: 10)))
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        // Inside the margins: x from 10, y from 5; the stack is 10 + 50 + 10 by 5 + 10 + 5.
        #expect(close(items[0].frame, CGRect(x: 10, y: 5, width: 20, height: 10)))
        #expect(close(items[1].frame, CGRect(x: 30, y: 5, width: 30, height: 10)))
        #expect(close(stack.frame, CGRect(x: 0, y: 0, width: 70, height: 20)))
    }

    @Test func nestedStacks() {
        let root = makeRoot(width: 300, height: 300)
        let inner = StackView(arrangedSubviews: [IntrinsicSizeView(intrinsicSize: CGSize(width: 20, height: 10)),
                                                 IntrinsicSizeView(intrinsicSize: CGSize(width: 30, height: 10))])
        inner.spacing = 5
        let below = IntrinsicSizeView(intrinsicSize: CGSize(width: 40, height: 20))
        let outer = makeView(StackView(arrangedSubviews: [inner, below]), "outer", in: root)
        outer.axis = .vertical
        outer.spacing = 8
        outer.alignment = .leading
        LayoutConstraint.activate([outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
                                   outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 6)])
        root.layoutIfNeeded()
        // Inner: 20 + 5 + 30 = 55 wide, 10 tall. Outer: 55 wide (the wider), 10 + 8 + 20 = 38 tall.
        #expect(close(inner.frame, CGRect(x: 0, y: 0, width: 55, height: 10)))
        #expect(close(inner.arrangedSubviews[1].frame, CGRect(x: 25, y: 0, width: 30, height: 10)))
        #expect(close(below.frame, CGRect(x: 0, y: 18, width: 40, height: 20)))
        #expect(close(outer.frame, CGRect(x: 4, y: 6, width: 55, height: 38)))
    }

    @Test func arrangementChanges() {
        let root = makeRoot(width: 300, height: 300)
        let (stack, items) = makeStack(root, sizes: sizes([(20, 10), (30, 10)]))
        let extra = IntrinsicSizeView(intrinsicSize: CGSize(width: 5, height: 10))
        stack.insertArrangedSubview(extra, at: 0)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [extra, items[0], items[1]].map(ObjectIdentifier.init))
        #expect(close(items[0].frame, CGRect(x: 5, y: 0, width: 20, height: 10)))
        // Leaving the tree leaves the arrangement; the gap closes at the next layout.
        extra.removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 2)
        root.layoutIfNeeded()
        #expect(close(items[0].frame, CGRect(x: 0, y: 0, width: 20, height: 10)))
        #expect(stack.arrangedSubviews.count == 2)
        // removeArrangedSubview keeps the view as a subview, as in UIKit.
        stack.removeArrangedSubview(items[1])
        #expect(items[1].superview === stack)
        #expect(stack.arrangedSubviews.count == 1)
        stack.axis = .vertical
        root.layoutIfNeeded()
        #expect(close(stack.frame, CGRect(x: 0, y: 0, width: 20, height: 10)))
    }

    @Test func horizontalStacksFollowRightToLeft() {
        let root = makeRoot(width: 300, height: 300)
        root.semanticContentAttribute = .forceRightToLeft
        let (stack, items) = makeStack(root, sizes: sizes([(20, 10), (30, 10)]))
        stack.spacing = 10
        root.layoutIfNeeded()
        // The stack's leading is the root's right edge: 60 wide at x = 240; inside it the first
        // view is rightmost.
        #expect(close(stack.frame, CGRect(x: 240, y: 0, width: 60, height: 10)))
        #expect(close(items[0].frame, CGRect(x: 40, y: 0, width: 20, height: 10)))
        #expect(close(items[1].frame, CGRect(x: 0, y: 0, width: 30, height: 10)))
    }
}
