import Testing
import UIKit

// Census-4 API (Datasets/uikit-cells, sample 4): subview order and accessibility traits.
// Expectations are from Apple's documentation of UIView: `insertSubview(_:aboveSubview:)`
// puts the view just above the sibling, `insertSubview(_:belowSubview:)` just below it,
// `bringSubviewToFront(_:)` on top and `sendSubviewToBack(_:)` at the back of `subviews`;
// `accessibilityTraits` is `none` for a plain view, and traits combine as a set.

@MainActor
@Suite struct ViewOrderAndTraitsTests {
    private func parent(_ count: Int) -> (UIView, [UIView]) {
        let parent = UIView()
        let children = (0..<count).map { _ in UIView() }
        children.forEach(parent.addSubview)
        return (parent, children)
    }

    private func order(_ parent: UIView, _ views: [UIView]) -> [Int] {
        parent.subviews.map { view in views.firstIndex { $0 === view } ?? -1 }
    }

    @Test func insertAboveAndBelowSibling() {
        let (cell, children) = parent(3)
        let new = UIView()
        cell.insertSubview(new, aboveSubview: children[0])
        #expect(order(cell, children + [new]) == [0, 3, 1, 2])
        let other = UIView()
        cell.insertSubview(other, belowSubview: children[2])
        #expect(order(cell, children + [new, other]) == [0, 3, 1, 4, 2])
        #expect(new.superview === cell && other.superview === cell)
    }

    @Test func movingAnExistingSubviewAboveOrBelowASibling() {
        let (cell, children) = parent(4)
        cell.insertSubview(children[0], aboveSubview: children[2])
        #expect(order(cell, children) == [1, 2, 0, 3])
        cell.insertSubview(children[3], belowSubview: children[1])
        #expect(order(cell, children) == [3, 1, 2, 0])
        cell.insertSubview(children[1], belowSubview: children[0])
        #expect(order(cell, children) == [3, 2, 1, 0])
    }

    @Test func bringToFrontAndSendToBack() {
        let (cell, children) = parent(3)
        cell.bringSubviewToFront(children[0])
        #expect(order(cell, children) == [1, 2, 0])
        cell.sendSubviewToBack(children[2])
        #expect(order(cell, children) == [2, 1, 0])
        cell.bringSubviewToFront(UIView())
        #expect(cell.subviews.count == 3)
    }

    @Test func accessibilityTraitsCombineAndCanBeOverridden() {
        let view = UIView()
        #expect(view.accessibilityTraits == .none)
        view.accessibilityTraits = .button
        view.accessibilityTraits.insert(.selected)
        #expect(view.accessibilityTraits.contains(.button) && view.accessibilityTraits.contains(.selected))
        #expect(!view.accessibilityTraits.contains(.header))
        final class Heading: UIView {
            override var accessibilityTraits: UIAccessibilityTraits { get { .header } set {} }
        }
        let heading: UIView = Heading()
        heading.accessibilityTraits = .button
        #expect(heading.accessibilityTraits == .header)
    }
}
