import AutoLayout
import Foundation
import Testing
import TextMeasurement

/// A view tree goes away when its last user lets go of it, after layout, fitting and a
/// diagnostics report: the root's engine holds no strong reference back into the tree's root
/// (a batch job that lays rows out on fresh trees would otherwise grow without bound).
@Suite struct ViewTreeLifetimeTests {
    @Test func aLaidOutTreeIsReleased() throws {
        weak var released: View?
        weak var child: View?
        do {
            let document = try LayoutDocument(data: Data("""
                {"views": [{"id": "cell", "kind": "view", "frame": [0, 0, 300, 200]},
                           {"id": "title", "parent": "cell", "kind": "label", "text": "Hello", "lines": 0},
                           {"id": "box", "parent": "cell", "kind": "view", "translatesAutoresizingMaskIntoConstraints": true,
                            "frame": [10, 10, 20, 20], "autoresizingMask": ["flexibleWidth"]}],
                 "constraints": ["H:|-[title]-|", "V:|-[title]-|", "cell.width == 100"]}
                """.utf8))
            let layout = try document.makeLayout()
            layout.root.textMeasurer = UniformGlyphMeasurer()
            _ = layout.root.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            _ = try layout.solve(width: 320)
            released = layout.root
            child = layout.items["title"] as? View
            #expect(released != nil)
        }
        #expect(released == nil)
        #expect(child == nil)
    }
}
