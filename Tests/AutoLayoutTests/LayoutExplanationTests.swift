import Foundation
import Testing
import AutoLayout

/// `View.explainSize(along:)` and `View.constraintConflicts`: what decided a fitted height, read
/// from the solve that fitted it, against figures worked out by hand.
@Suite struct LayoutExplanationTests {
    /// A cell: a box pinned 10 from the top, a square (aspect 1:2 of the cell's width) 5 below
    /// it and 7 from the bottom; a wide label-like view whose hugging gives way.
    static func cell() -> (root: View, box: View, square: View, wide: View, constraints: [String: LayoutConstraint]) {
        let root = makeRoot(width: 300, height: 100)
        let box = makeView(View(), "box", in: root)
        let square = makeView(View(), "square", in: root)
        let wide = makeView(IntrinsicSizeView(), "wide", in: root)
        wide.intrinsicSize = CGSize(width: 40, height: 10)
        let constraints: [String: LayoutConstraint] = [
            "boxTop": box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            "boxHeight": box.heightAnchor.constraint(equalToConstant: 20),
            "squareTop": square.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 5),
            "squareHeight": square.heightAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            "bottom": root.bottomAnchor.constraint(equalTo: square.bottomAnchor, constant: 7),
            "wideLeading": wide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            "wideTrailing": wide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            "wideTop": wide.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        LayoutConstraint.activate(Array(constraints.values))
        return (root, box, square, wide, constraints)
    }

    @Test func theChainFromTopToBottomDecidesTheFittedHeight() throws {
        let (root, _, _, wide, constraints) = Self.cell()
        let size = root.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        // 10 + 20 + 5 + 150 + 7.
        #expect(size.height == 192)
        let explanation = root.explainSize(along: .vertical)
        #expect(explanation.size == 192 && !explanation.hasAlternativeOptima)
        func change(_ name: String) -> CGFloat? {
            guard let constraint = constraints[name] else { return nil }
            return explanation.deciding.first { $0.constraint.layoutConstraint === constraint }?.sizeChange
        }
        #expect(change("boxTop") == 1 && change("boxHeight") == 1 && change("squareTop") == 1 && change("bottom") == 1)
        // The square's height is half the width: the fitting width moves the height by 0.5.
        #expect(change("squareHeight") == 1)
        let width = explanation.deciding.first {
            if case .fitting(_, .horizontal, let target) = $0.constraint.source { return target == 300 }
            return false
        }
        #expect(width?.sizeChange == 0.5)
        // The wide view is not on the path; its hugging gave way by 300 - 40.
        #expect(change("wideTop") == nil && change("wideLeading") == nil)
        let hugging = explanation.broken.first {
            if case .contentSize(let view, .horizontal, true, 40) = $0.constraint.source { return view === wide }
            return false
        }
        #expect(hugging?.error == 260)
        // The fitting request pulls to 0 and is broken by the whole height.
        #expect(explanation.broken.contains {
            if case .fitting(_, .vertical, 0) = $0.constraint.source { return $0.error == 192 }
            return false
        })
    }

    @Test func conflictsNameTheirConstraintsAndTheOneBroken() throws {
        let (root, box, _, _, constraints) = Self.cell()
        let log = DiagnosticsLog(root)
        let extra = box.heightAnchor.constraint(equalToConstant: 30)
        extra.isActive = true
        // Fitted, so that the root's own frame (100 high) takes no part.
        _ = root.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        let conflicts = root.constraintConflicts
        // One conflict, as the one message layout logged.
        #expect(conflicts.count == 1 && log.messages.count == 1, "\(conflicts.map(\.broken.description)) \(log.messages)")
        let conflict = try #require(conflicts.first)
        #expect(conflict.broken.layoutConstraint === extra)
        #expect(conflict.conflicting.contains { $0.layoutConstraint === constraints["boxHeight"] })
        #expect(conflict.conflicting.contains { $0.layoutConstraint === extra })
        // Held just below required since: broken by 10 in the fitting.
        let broken = root.explainSize(along: .vertical).broken.first { $0.constraint.layoutConstraint === extra }
        #expect(broken?.constraint.isBrokenRequired == true && broken?.error == 10)
    }
}
