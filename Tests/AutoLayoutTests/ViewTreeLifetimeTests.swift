import AutoLayout
import CassowaryWorkloads
import Foundation
import LayoutDocuments
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

    /// Random trees whose root may itself be a multi-line label, a stack view or a plain view,
    /// laid out, fitted, resized and with intrinsic sizes invalidated in between: afterwards no
    /// view of the tree is alive. (The fuzzer found a lone multi-line label kept alive by its own
    /// engine's list of views laid out in passes.)
    @Test(arguments: 0..<60)
    func randomTreesAreReleased(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 0x11fe)
        var released: [() -> View?] = []
        do {
            let root = Self.randomView(&random)
            root.frame = CGRect(x: 0, y: 0, width: CGFloat(Int.random(in: 100...400, using: &random)), height: 200)
            root.textMeasurer = UniformGlyphMeasurer()
            root.diagnosticsHandler = { _ in }
            var views = [root]
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let parent = views.randomElement(using: &random) ?? root
                let view = Self.randomView(&random)
                view.translatesAutoresizingMaskIntoConstraints = false
                if let stack = parent as? StackView { stack.addArrangedSubview(view) } else { parent.addSubview(view) }
                if parent !== root || Bool.random(using: &random) {
                    view.leadingAnchor.constraint(equalTo: parent.leadingAnchor).isActive = true
                    view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4).isActive = true
                }
                views.append(view)
            }
            // A capture list, not `weak let` (Swift 6.2): the package's tools version is 6.1.
            for view in views { released.append { [weak view] in view } }
            root.layoutIfNeeded()
            for view in views where Bool.random(using: &random) { view.invalidateIntrinsicContentSize() }
            _ = root.systemLayoutSizeFitting(CGSize(width: root.frame.width, height: 0),
                                             withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel)
            for view in views.dropFirst() where Bool.random(using: &random) { view.invalidateIntrinsicContentSize() }
        }
        let alive = released.filter { $0() != nil }.count
        #expect(alive == 0, "seed \(seed): \(alive) views still alive")
    }

    private static func randomView(_ random: inout SeededGenerator) -> View {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let label = Label(text: String(repeating: "w ", count: Int.random(in: 0...20, using: &random)),
                              font: .systemFont(ofSize: 10))
            label.numberOfLines = Int.random(in: 0...2, using: &random)
            return label
        case 1:
            let stack = StackView()
            stack.axis = Bool.random(using: &random) ? .vertical : .horizontal
            return stack
        default:
            return View()
        }
    }
}
