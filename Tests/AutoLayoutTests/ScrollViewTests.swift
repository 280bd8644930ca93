import Foundation
import Testing
@testable import AutoLayout

/// Scroll views (SEMANTICS §10): edges seen from the content are the content area's and define
/// `contentSize`; width, height and centres are the frame's; `contentOffset` shifts the content
/// without changing its frames.
@Suite struct ScrollViewTests {
    /// A 100 x 100 scroll view at (10, 20) in a 300 x 300 root.
    private func makeScroll(_ root: View) -> ScrollView {
        let scroll = makeView(ScrollView(), "scroll", in: root)
        LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            scroll.widthAnchor.constraint(equalToConstant: 100),
            scroll.heightAnchor.constraint(equalToConstant: 100),
        ])
        return scroll
    }

    @Test func edgeConstraintsDefineTheContentSize() {
        let root = makeRoot(width: 300, height: 300)
        let scroll = makeScroll(root)
        let content = makeView(View(), "content", in: scroll)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 5),
            content.widthAnchor.constraint(equalToConstant: 200),
            content.heightAnchor.constraint(equalToConstant: 400),
            scroll.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 20),
            scroll.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        ])
        root.layoutIfNeeded()
        // The scroll view's frame comes from outside; its content is 5 + 200 wide and
        // 10 + 400 + 20 tall, far larger than the frame.
        #expect(close(scroll.frame, CGRect(x: 10, y: 20, width: 100, height: 100)))
        #expect(close(content.frame, CGRect(x: 5, y: 10, width: 200, height: 400)))
        #expect(scroll.contentSize == CGSize(width: 205, height: 430))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 205, height: 430))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func contentAsWideAsTheFrame() {
        let root = makeRoot(width: 300, height: 300)
        let scroll = makeScroll(root)
        let content = makeView(View(), "content", in: scroll)
        let other = makeView(View(), "other", in: scroll)
        let guide = scroll.contentLayoutGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 500),
            // The scroll view's own width and centre are the frame's.
            other.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 0.5),
            other.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            other.topAnchor.constraint(equalTo: content.topAnchor),
            other.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(close(content.frame, CGRect(x: 0, y: 0, width: 100, height: 500)))
        #expect(scroll.contentSize == CGSize(width: 100, height: 500))
        #expect(close(other.frame, CGRect(x: 25, y: 0, width: 50, height: 10)))
    }

    @Test func contentOffsetShiftsTheContentNotItsFrames() {
        let root = makeRoot(width: 300, height: 300)
        let scroll = makeScroll(root)
        let content = makeView(View(), "content", in: scroll)
        let pinned = makeView(View(), "pinned", in: scroll)
        let outside = makeView(View(), "outside", in: root)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 300),
            // Pinned to the frame: stays still on screen while the content scrolls.
            pinned.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            pinned.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
            // Seen from outside, the content moves with the offset.
            outside.topAnchor.constraint(equalTo: content.topAnchor),
            outside.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            outside.widthAnchor.constraint(equalToConstant: 10), outside.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(close(content.frame, CGRect(x: 0, y: 0, width: 100, height: 300)))
        #expect(close(pinned.frame, CGRect(x: 0, y: 10, width: 10, height: 10)))
        #expect(close(outside.frame, CGRect(x: 0, y: 20, width: 10, height: 10)))
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        root.layoutIfNeeded()
        // The content's frame is unchanged (content coordinates); on screen its top is at
        // 20 - 50 = -30; the pinned view is 10 below the visible top, 50 + 10 in content.
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 50))
        #expect(close(content.frame, CGRect(x: 0, y: 0, width: 100, height: 300)))
        #expect(scroll.contentSize == CGSize(width: 100, height: 300))
        #expect(close(pinned.frame, CGRect(x: 0, y: 60, width: 10, height: 10)))
        #expect(close(outside.frame, CGRect(x: 0, y: -30, width: 10, height: 10)))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 50, width: 100, height: 100))
    }

    @Test func constraintsFromOutsideSeeTheFrame() {
        let root = makeRoot(width: 300, height: 300)
        let scroll = makeScroll(root)
        let below = makeView(View(), "below", in: root)
        LayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: scroll.bottomAnchor, constant: 5),
            below.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(close(below.frame, CGRect(x: 10, y: 125, width: 10, height: 10)))
        #expect(scroll.contentSize == .zero)
        #expect(scroll.typeNameForDescriptions == "UIScrollView")
    }
}
