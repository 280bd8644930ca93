import Foundation
import Testing
import UIKit

// Census-4's remaining UIKit gaps among failing cells (LostPointer's text-input cell, TwidereX's
// slider cell): touch handlers and first responders, and coordinate conversion. Expectations
// from Apple's documentation: `canBecomeFirstResponder` is false by default and
// `becomeFirstResponder()` then returns false; a window has one first responder, so a new one
// makes the old one resign; `endEditing(_:)` resigns the first responder in the view's
// subtree; `convert(_:to:)` / `convert(_:from:)` map a point through frames and bounds origins.

@MainActor
@Suite struct ResponderAndConversionTests {
    @Test func firstResponderIsUniqueInATree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let plain = UIView()
        let name = UITextField()
        let note = UITextView()
        [plain, name, note].forEach(root.addSubview)
        #expect(!plain.canBecomeFirstResponder && !plain.becomeFirstResponder() && !plain.isFirstResponder)
        #expect(name.becomeFirstResponder() && name.isFirstResponder)
        #expect(note.becomeFirstResponder() && note.isFirstResponder && !name.isFirstResponder)
        #expect(root.endEditing(true) && !note.isFirstResponder)
        name.isEnabled = false
        #expect(!name.becomeFirstResponder())
    }

    @Test func touchHandlersCanBeOverriddenAndDrivenByHand() {
        final class Pad: UIView {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                began += touches.count
                super.touchesBegan(touches, with: event)
            }
        }
        let pad = Pad(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addSubview(pad)
        let touch = UITouch(view: pad, location: CGPoint(x: 5, y: 5))
        pad.touchesBegan([touch], with: UIEvent(touches: [touch]))
        #expect(pad.began == 1)
        #expect(touch.location(in: root) == CGPoint(x: 15, y: 25))
        #expect(UIEvent(touches: [touch]).touches(for: pad) == [touch])
    }

    @Test func convertingPointsAndRectsBetweenViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 200))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        let other = UIView(frame: CGRect(x: 100, y: 300, width: 50, height: 50))
        root.addSubview(card)
        card.addSubview(badge)
        root.addSubview(other)
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 31, y: 52))
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 31, y: 52))
        #expect(badge.convert(CGPoint(x: 0, y: 0), to: other) == CGPoint(x: -70, y: -250))
        #expect(other.convert(CGPoint(x: 31, y: 52), from: root) == CGPoint(x: -69, y: -248))
        #expect(root.convert(CGRect(x: 30, y: 50, width: 5, height: 5), to: badge) == CGRect(x: 0, y: 0, width: 5, height: 5))
        // A bounds origin (a scroll offset) moves the content: the badge is 15 points higher.
        card.bounds.origin = CGPoint(x: 0, y: 15)
        #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 30, y: 35))
    }
}
