import Foundation
import Testing
import TextMeasurement
@testable import AutoLayout

/// Coordinates, margins, direction, baselines, pixel snapping, fitting and debugging
/// (SEMANTICS §1, 3–5, 7, 9, 11), with frames worked out by hand.
@Suite struct LayoutBehaviourTests {
    @Test func marginsAndRightToLeftLeadingConstants() {
        let root = makeRoot(width: 300, height: 100)
        root.semanticContentAttribute = .forceRightToLeft
        let box = makeView(View(), "box", in: root)
        let next = makeView(View(), "next", in: root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            next.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 5),
            next.widthAnchor.constraint(equalToConstant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            next.topAnchor.constraint(equalTo: root.topAnchor), next.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Leading is the right edge: 300 - 8 (margin) - 10 = 282 is box's right edge.
        #expect(close(box.frame, CGRect(x: 232, y: 0, width: 50, height: 10)))
        #expect(close(next.frame, CGRect(x: 207, y: 0, width: 20, height: 10)))
    }

    @Test func boundsOriginShiftsTheSubviews() {
        let root = makeRoot(width: 300, height: 300)
        let scroll = makeView(View(), "scroll", in: root)
        let content = makeView(View(), "content", in: scroll)
        let outside = makeView(View(), "outside", in: root)
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.widthAnchor.constraint(equalToConstant: 100), scroll.heightAnchor.constraint(equalToConstant: 100),
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 5),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 10), content.heightAnchor.constraint(equalToConstant: 10),
            outside.topAnchor.constraint(equalTo: content.bottomAnchor),
            outside.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            outside.widthAnchor.constraint(equalToConstant: 10), outside.heightAnchor.constraint(equalToConstant: 10),
        ])
        scroll.bounds.origin = CGPoint(x: 0, y: 40)
        root.layoutIfNeeded()
        // Content pinned to the scroll view's own top is in its content coordinates: y = 40 + 5.
        #expect(close(content.frame, CGRect(x: 0, y: 45, width: 10, height: 10)))
        // On screen the content's bottom is 10 + 45 - 40 + 10 = 25.
        #expect(close(outside.frame, CGRect(x: 0, y: 25, width: 10, height: 10)))
    }

    @Test func baselinesOfLabelsAndPlainViews() {
        let root = makeRoot(width: 300, height: 100)
        let small = makeView(Label(text: "ab", font: .systemFont(ofSize: 10)), "small", in: root)
        let large = makeView(Label(text: "cd", font: .systemFont(ofSize: 20)), "large", in: root)
        let plain = makeView(View(), "plain", in: root)
        LayoutConstraint.activate([
            small.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            large.leadingAnchor.constraint(equalTo: small.trailingAnchor),
            large.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            small.firstBaselineAnchor.constraint(equalTo: large.lastBaselineAnchor),
            plain.lastBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
            plain.leadingAnchor.constraint(equalTo: large.trailingAnchor),
            plain.widthAnchor.constraint(equalToConstant: 5), plain.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        // large's baseline is 10 + 16 = 26; small's baseline is 8 below its top.
        #expect(close(small.frame, CGRect(x: 0, y: 18, width: 20, height: 10)))
        #expect(close(plain.frame, CGRect(x: 60, y: 21, width: 5, height: 5)))
    }

    @Test func framesSnapToThePixelGridWithHalvesRoundingUp() {
        let root = makeRoot(width: 100, height: 400, scale: 3)
        let box = makeView(View(), "box", in: root)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0.1),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 173.5),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.minX == 0)
        #expect(abs(box.frame.maxX - 10) < 1e-9)
        #expect(abs(box.frame.height - 521.0 / 3) < 1e-9)
    }

    @Test func fittingSizesCompressedAndExpanded() {
        let root = makeRoot(width: 0, height: 0)
        root.translatesAutoresizingMaskIntoConstraints = false
        let label = makeView(Label(text: "hello", font: .systemFont(ofSize: 10)), "label", in: root)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
            root.trailingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 4),
            root.bottomAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor, constant: 4),
        ])
        #expect(root.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 58, height: 18))
        #expect(root.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 10_000, height: 10_000))
        #expect(root.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 100, height: 18))
        // Fitting a subview solves its subtree alone and changes nothing.
        let before = label.frame
        #expect(label.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 50, height: 10))
        #expect(label.frame == before)
    }

    @Test func multiLineLabelNarrowsToItsWidestLine() {
        let root = makeRoot(width: 200, height: 300)
        let label = makeView(Label(text: "aaaa bbbb cccc dddd eeee", font: .systemFont(ofSize: 10)), "label", in: root)
        label.numberOfLines = 0
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // 180 points are 18 columns: "aaaa bbbb cccc " (14 visible) then "dddd eeee".
        #expect(close(label.frame, CGRect(x: 10, y: 0, width: 140, height: 20)))
        label.numberOfLines = 1
        root.layoutIfNeeded()
        #expect(close(label.frame, CGRect(x: 10, y: 0, width: 180, height: 10)))
    }

    @Test func textViewSizesToItsTextWhenScrollingIsOff() {
        let root = makeRoot(width: 200, height: 300)
        let text = makeView(TextView(), "text", in: root)
        text.font = .systemFont(ofSize: 10)
        text.text = "aaaa bbbb cccc dddd"
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(text.hasAmbiguousLayout, "a scrolling text view has no intrinsic height")
        text.isScrollEnabled = false
        root.layoutIfNeeded()
        // 200 - 10 padding = 190: 19 columns hold the whole text on one line: 10 + 16 insets.
        #expect(close(text.frame, CGRect(x: 0, y: 0, width: 200, height: 26)))
        text.text = ""
        root.layoutIfNeeded()
        #expect(text.frame.height == 26, "an empty text view is one line tall")
    }

    @Test func userGuidesAndGuideFrames() {
        let root = makeRoot(width: 300, height: 100)
        let spacer = LayoutGuide()
        root.addLayoutGuide(spacer)
        let left = makeView(View(), "left", in: root)
        let right = makeView(View(), "right", in: root)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 50),
            spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            right.widthAnchor.constraint(equalToConstant: 50),
            spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 1),
            right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(close(spacer.layoutFrame, CGRect(x: 50, y: 0, width: 200, height: 1)))
        #expect(close(root.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 284, height: 84)))
    }

    @Test func removingAViewDeactivatesConstraintsThatCrossTheCut() {
        let root = makeRoot(width: 300, height: 100)
        let container = makeView(View(), "container", in: root)
        let inner = makeView(View(), "inner", in: container)
        let crossing = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: container.widthAnchor)
        LayoutConstraint.activate([crossing, inside])
        container.removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(inside.isActive)
    }

    @Test func constraintsAffectingLayoutFollowTheChain() {
        let root = makeRoot(width: 300, height: 100)
        let a = makeView(View(), "a", in: root)
        let b = makeView(View(), "b", in: root)
        let c = makeView(View(), "c", in: root)
        let aLeading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let bAfterA = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        let aTop = a.topAnchor.constraint(equalTo: root.topAnchor)
        let cWidth = c.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([aLeading, bAfterA, aTop, cWidth])
        let horizontal = b.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.map(ObjectIdentifier.init) == [aLeading, bAfterA].map(ObjectIdentifier.init))
        #expect(b.constraintsAffectingLayout(for: .vertical).isEmpty)
    }

    @Test func realFontsByDefaultAndErrorsReported() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = DiagnosticsLog(root)
        let label = makeView(Label(text: "Hello", font: .systemFont(ofSize: 17)), "label", in: root)
        // Without a scale of its own the tree takes its device's, as UIKit takes the screen's.
        #expect(root.contentScaleFactor == Device.default.scale)
        let expected = try TextMeasurer(mode: .fast).measure("Hello", font: .systemFont(ofSize: 17), maxWidth: nil,
                                                               numberOfLines: 1, scale: Double(Device.default.scale))
        #expect(label.intrinsicContentSize == CGSize(width: expected.width, height: expected.height))
        #expect(expected.width > 30 && expected.height > 15)
        let unknown = makeView(Label(text: "hi", font: FontDescriptor(family: "No Such Font", size: 12)), "unknown", in: root)
        root.layoutIfNeeded()
        #expect(unknown.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(log.messages.contains { if case .textMeasurementFailed = $0 { true } else { false } })
    }
}
