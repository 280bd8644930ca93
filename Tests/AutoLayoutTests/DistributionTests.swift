import Foundation
import Testing
@testable import AutoLayout

/// Masonry's distribution helpers: fixed spacing gives equal lengths, fixed length gives
/// equal gaps.
@Suite struct DistributionTests {
    private func makeRow(_ root: View, count: Int) -> [View] {
        (0..<count).map { index in
            let view = makeView(View(), "v\(index)", in: root)
            LayoutConstraint.activate([view.topAnchor.constraint(equalTo: root.topAnchor),
                                       view.heightAnchor.constraint(equalToConstant: 10)])
            return view
        }
    }

    @Test func fixedSpacingGivesEqualLengths() {
        let root = makeRoot(width: 300, height: 100)
        let views = makeRow(root, count: 3)
        let made = views.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        // (300 - 20 - 20 - 2 * 10) / 3 = 80 at x = 20, 110, 200.
        #expect(made.allSatisfy { $0.isActive })
        for (view, x) in zip(views, [20.0, 110, 200]) {
            #expect(close(view.frame, CGRect(x: x, y: 0, width: 80, height: 10)))
        }
    }

    @Test func fixedItemLengthGivesEqualGaps() {
        let root = makeRoot(width: 300, height: 100)
        let views = makeRow(root, count: 3)
        views.distributeViews(along: .horizontal, fixedItemLength: 40, leadSpacing: 10, tailSpacing: 20)
        root.layoutIfNeeded()
        // Gaps (300 - 10 - 20 - 3 * 40) / 2 = 75: x = 10, 125, 240 (ending at 280 = 300 - 20).
        for (view, x) in zip(views, [10.0, 125, 240]) {
            #expect(close(view.frame, CGRect(x: x, y: 0, width: 40, height: 10), tolerance: 1e-6))
        }
        // The container's width moves them: at 400 the gaps are 125: x = 10, 175, 340.
        root.frame.size.width = 400
        root.layoutIfNeeded()
        for (view, x) in zip(views, [10.0, 175, 340]) {
            #expect(close(view.frame, CGRect(x: x, y: 0, width: 40, height: 10), tolerance: 1e-6))
        }
    }

    @Test func fixedItemLengthRightToLeft() {
        let root = makeRoot(width: 300, height: 100)
        root.semanticContentAttribute = .forceRightToLeft
        let views = makeRow(root, count: 3)
        views.distributeViews(along: .horizontal, fixedItemLength: 40, leadSpacing: 10, tailSpacing: 20)
        root.layoutIfNeeded()
        // Mirrored: leading edges at 300 - 10, 300 - 125, 300 - 240: x = 250, 135, 20.
        for (view, x) in zip(views, [250.0, 135, 20]) {
            #expect(close(view.frame, CGRect(x: x, y: 0, width: 40, height: 10), tolerance: 1e-6))
        }
    }

    @Test func verticalFixedSpacing() {
        let root = makeRoot(width: 100, height: 200)
        let views = (0..<2).map { index in
            let view = makeView(View(), "v\(index)", in: root)
            LayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       view.widthAnchor.constraint(equalToConstant: 10)])
            return view
        }
        views.distributeViews(along: .vertical, fixedSpacing: 20, leadSpacing: 0, tailSpacing: 10)
        root.layoutIfNeeded()
        // (200 - 0 - 10 - 20) / 2 = 85 tall at y = 0, 105.
        #expect(close(views[0].frame, CGRect(x: 0, y: 0, width: 10, height: 85)))
        #expect(close(views[1].frame, CGRect(x: 0, y: 105, width: 10, height: 85)))
    }

    @Test func viewsWithoutACommonSuperviewAreReported() {
        let root = makeRoot(width: 100, height: 100)
        let log = DiagnosticsLog(root)
        let inside = makeView(View(), "inside", in: root)
        let loose = View()
        let made = [inside, loose].distributeViews(along: .horizontal, fixedSpacing: 0, leadSpacing: 0, tailSpacing: 0)
        #expect(made.isEmpty)
        #expect(log.messages.count == 1)
        #expect([View]().distributeViews(along: .vertical, fixedItemLength: 5, leadSpacing: 0, tailSpacing: 0).isEmpty)
    }
}
