import Foundation
import Testing
@testable import AutoLayout

/// The SnapKit-style DSL: make, update (and its error), remake, remove, with frames worked out
/// by hand. (That `make.width.equalTo(other.snp.leading)` does not compile is the type system's
/// job: `ConstraintTarget<ConstraintXAxisKind>` is not a `ConstraintTarget<ConstraintDimensionKind>`.)
@Suite struct ConstraintDSLTests {
    @Test func makeConstraints() {
        let root = makeRoot(width: 300, height: 200)
        let other = makeView(View(), "other", in: root)
        let box = View()
        box.name = "box"
        root.addSubview(box)
        other.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(12)
            make.size.equalTo(CGSize(width: 100, height: 20))
        }
        box.snp.makeConstraints { make in
            make.leading.equalTo(other.snp.trailing).offset(8)
            make.top.equalTo(other.snp.bottom)
            make.width.equalTo(other).multipliedBy(0.5).priority(.high)
            make.width.lessThanOrEqualTo(40)
            make.height.equalTo(44)
        }
        root.layoutIfNeeded()
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
        #expect(close(other.frame, CGRect(x: 12, y: 12, width: 100, height: 20)))
        // Width 0.5 * 100 = 50 at high priority loses to the required <= 40.
        #expect(close(box.frame, CGRect(x: 120, y: 32, width: 40, height: 44)))
        let width = root.constraints.first { $0.firstItem === box && $0.firstAttribute == .width && $0.relation == .equal }
        #expect(width?.priority == .defaultHigh)
        #expect(width?.multiplier == 0.5)
    }

    @Test func edgesCentresAndInequalities() {
        let root = makeRoot(width: 100, height: 50)
        let frame = makeView(View(), "frame", in: root)
        let dot = makeView(View(), "dot", in: root)
        let bar = makeView(View(), "bar", in: root)
        frame.snp.makeConstraints { $0.edges.equalToSuperview().inset(8) }
        dot.snp.makeConstraints { make in
            make.center.equalTo(frame)
            make.size.equalTo(CGSize(width: 10, height: 20))
        }
        bar.snp.makeConstraints { make in
            make.leading.trailing.equalTo(frame)
            make.height.equalTo(5)
            make.bottom.lessThanOrEqualTo(frame.snp.bottom)
            make.top.equalToSuperview().priority(ConstraintPriority.low)
        }
        root.layoutIfNeeded()
        // Inset 8 on every edge of 100 x 50: (8, 8, 84, 34); the dot centred at (50, 25).
        #expect(close(frame.frame, CGRect(x: 8, y: 8, width: 84, height: 34)))
        #expect(close(dot.frame, CGRect(x: 45, y: 15, width: 10, height: 20)))
        // The bar wants y = 0 (low) but must end above 42: it stays at 0.
        #expect(close(bar.frame, CGRect(x: 8, y: 0, width: 84, height: 5)))
        bar.snp.updateConstraints { $0.height.equalTo(50) }
        root.layoutIfNeeded()
        // Now its bottom (<= 42) wins over the low top: y = -8.
        #expect(close(bar.frame, CGRect(x: 8, y: -8, width: 84, height: 50)))
    }

    @Test func updateChangesConstantsInPlace() {
        let root = makeRoot(width: 300, height: 200)
        let box = makeView(View(), "box", in: root)
        box.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(10)
            make.width.equalTo(50).priority(999)
            make.height.equalTo(20)
        }
        root.layoutIfNeeded()
        let before = root.constraints.map(ObjectIdentifier.init)
        box.snp.updateConstraints { make in
            make.leading.equalToSuperview().offset(30)
            make.width.equalTo(70).priority(.medium)
        }
        root.layoutIfNeeded()
        #expect(root.constraints.map(ObjectIdentifier.init) == before)
        #expect(close(box.frame, CGRect(x: 30, y: 10, width: 70, height: 20)))
        // A width against a constant is held by the view itself.
        let width = box.constraints.first { $0.firstAttribute == .width }
        #expect(width?.priority == LayoutPriority(500))
    }

    @Test func updatingAMissingConstraintIsReportedOrThrown() throws {
        let root = makeRoot(width: 300, height: 200)
        let log = DiagnosticsLog(root)
        let box = makeView(View(), "box", in: root)
        box.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.height.equalTo(20)
        }
        box.snp.updateConstraints { make in
            make.bottom.equalToSuperview()   // never made
            make.width.equalTo(30)
        }
        root.layoutIfNeeded()
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.description.contains("could not find an existing matching constraint") == true)
        // The matching part was applied.
        #expect(close(box.frame, CGRect(x: 0, y: 0, width: 30, height: 20)))
        #expect(throws: ConstraintDSLError.self) {
            try box.snp.updateConstraintsChecked { make in
                make.height.equalTo(99)
                make.centerY.equalToSuperview()
            }
        }
        root.layoutIfNeeded()
        // All or nothing: the height did not change.
        #expect(close(box.frame, CGRect(x: 0, y: 0, width: 30, height: 20)))
        try box.snp.updateConstraintsChecked { $0.height.equalTo(25) }
        root.layoutIfNeeded()
        #expect(close(box.frame, CGRect(x: 0, y: 0, width: 30, height: 25)))
    }

    @Test func remakeAndRemove() {
        let root = makeRoot(width: 300, height: 200)
        let box = makeView(View(), "box", in: root)
        let anchor = root.constraints.count
        box.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.size.equalTo(CGSize(width: 10, height: 10))
        }
        #expect(root.constraints.count == anchor + 2)
        #expect(box.constraints.count == 2)
        box.snp.remakeConstraints { make in
            make.trailing.bottom.equalToSuperview().inset(5)
            make.width.height.equalTo(20)
        }
        root.layoutIfNeeded()
        #expect(close(box.frame, CGRect(x: 275, y: 175, width: 20, height: 20)))
        #expect(root.constraints.count == anchor + 2)
        box.snp.removeConstraints()
        #expect(root.constraints.count == anchor)
        #expect(box.constraints.isEmpty)
    }

    @Test func prepareReturnsInactiveConstraintsAndReportsBadOnes() {
        let root = makeRoot(width: 300, height: 200)
        let log = DiagnosticsLog(root)
        let box = makeView(View(), "box", in: root)
        let made = box.snp.prepareConstraints { make in
            make.width.equalTo(box.snp.height).multipliedBy(2).labeled("aspect")
            make.leading.equalTo(root.snp.left)   // leading with left: illegal, reported
        }
        #expect(made.count == 1)
        #expect(made.first?.identifier == "aspect")
        #expect(made.first?.isActive == false)
        #expect(log.messages.count == 1)
        let loose = View()
        loose.snp.makeConstraints { $0.top.equalToSuperview() }   // no superview: reported, nothing made
        #expect(loose.constraints.isEmpty)
    }

    @Test func guidesAndBaselines() {
        let root = makeRoot(width: 300, height: 200)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let label = makeView(Label(text: "ab", font: .systemFont(ofSize: 10)), "label", in: root)
        guide.snp.makeConstraints { make in
            make.leading.top.equalToSuperview().offset(20)
            make.size.equalTo(CGSize(width: 50, height: 30))
        }
        label.snp.makeConstraints { make in
            make.leading.equalTo(guide.snp.trailing)
            make.lastBaseline.equalTo(guide.snp.bottom)
        }
        root.layoutIfNeeded()
        // The guide ends at (70, 50); the label's baseline (8 below its top) sits at 50.
        #expect(close(guide.layoutFrame, CGRect(x: 20, y: 20, width: 50, height: 30)))
        #expect(close(label.frame, CGRect(x: 70, y: 42, width: 20, height: 10)))
    }
}
