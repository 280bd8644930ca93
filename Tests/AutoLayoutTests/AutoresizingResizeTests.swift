@testable import AutoLayout
import CassowaryWorkloads
import Foundation
import InterfaceBuilder
import LayoutDocuments
import Testing

/// Springs and struts when the superview is laid out at another size than the one its
/// subviews' frames were given in (SEMANTICS §7): the change of each axis is shared among the
/// flexible parts (left margin, width, right margin; top margin, height, bottom margin) in
/// proportion to their sizes; with nothing flexible the view keeps its offset and size.
///
/// Every expected frame below is worked out by hand from the frame in a 300 x 200 superview
/// that grows to 400 x 260 (+100 wide, +60 tall).
@Suite struct AutoresizingResizeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let mask: AutoresizingMask
        let frame: CGRect
        let expected: CGRect
        var testDescription: String { name }
    }

    static let given = CGSize(width: 300, height: 200)
    static let laidOut = CGSize(width: 400, height: 260)

    /// A view at x 20, width 100 (right margin 180) and y 100, height 40 (bottom margin 60).
    static let frame = CGRect(x: 20, y: 100, width: 100, height: 40)

    static let cases: [Case] = [
        // Nothing flexible: offset and size kept, the right and bottom margins take the change.
        Case(name: "nothing flexible", mask: [], frame: frame, expected: frame),
        // One flexible part takes the whole change.
        Case(name: "flexible left margin", mask: [.flexibleLeftMargin], frame: frame,
             expected: CGRect(x: 120, y: 100, width: 100, height: 40)),
        Case(name: "flexible width", mask: [.flexibleWidth], frame: frame,
             expected: CGRect(x: 20, y: 100, width: 200, height: 40)),
        Case(name: "flexible right margin only", mask: [.flexibleRightMargin], frame: frame, expected: frame),
        Case(name: "flexible top margin", mask: [.flexibleTopMargin], frame: frame,
             expected: CGRect(x: 20, y: 160, width: 100, height: 40)),
        Case(name: "flexible height", mask: [.flexibleHeight], frame: frame,
             expected: CGRect(x: 20, y: 100, width: 100, height: 100)),
        // Two parts share 20 : 100: x 20 + 100 * 20/120, width 100 + 100 * 100/120.
        Case(name: "flexible left margin and width", mask: [.flexibleLeftMargin, .flexibleWidth], frame: frame,
             expected: CGRect(x: 20 + 100.0 * 20 / 120, y: 100, width: 100 + 100.0 * 100 / 120, height: 40)),
        // Top 100 and bottom 60 share +60 as 37.5 and 22.5.
        Case(name: "flexible top and bottom margins", mask: [.flexibleTopMargin, .flexibleBottomMargin], frame: frame,
             expected: CGRect(x: 20, y: 137.5, width: 100, height: 40)),
        // Width 100 and right margin 180 share +100 as 100/280 and 180/280.
        Case(name: "flexible width and right margin", mask: [.flexibleWidth, .flexibleRightMargin], frame: frame,
             expected: CGRect(x: 20, y: 100, width: 100 + 100.0 * 100 / 280, height: 40)),
        // Three parts 20 : 100 : 180 share +100; height 40 and bottom 60 share +60 as 24 and 36.
        Case(name: "every part flexible",
             mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleHeight, .flexibleBottomMargin],
             frame: frame, expected: CGRect(x: 20 + 100.0 * 20 / 300, y: 100, width: 100 + 100.0 * 100 / 300, height: 64)),
        // Zero-sized flexible parts share equally: the left margin and width of a view at x 0,
        // width 0 get +50 each.
        Case(name: "zero-sized flexible parts", mask: [.flexibleLeftMargin, .flexibleWidth],
             frame: CGRect(x: 0, y: 100, width: 0, height: 40), expected: CGRect(x: 50, y: 100, width: 50, height: 40)),
    ]

    /// A root of `given` size holding one translating view with `mask`, in the model's API.
    static func tree(_ example: Case) -> (root: View, view: View) {
        let root = makeRoot(width: given.width, height: given.height)
        let view = View(frame: example.frame)
        view.name = "view"
        view.autoresizingMask = example.mask
        root.addSubview(view)
        return (root, view)
    }

    @Test(arguments: cases)
    func aResizedRootSharesTheChange(_ example: Case) {
        let (root, view) = Self.tree(example)
        root.frame = CGRect(origin: .zero, size: Self.laidOut)
        root.layoutIfNeeded()
        #expect(close(view.frame, example.expected, tolerance: 1e-9), "\(view.frame)")
    }

    /// The same whether the engine saw the first size (laid out before the resize) or not.
    @Test(arguments: cases)
    func laidOutBeforeTheResizeGivesTheSameFrames(_ example: Case) {
        let (root, view) = Self.tree(example)
        root.layoutIfNeeded()
        #expect(close(view.frame, example.frame, tolerance: 1e-9))
        root.frame = CGRect(origin: .zero, size: Self.laidOut)
        root.layoutIfNeeded()
        #expect(close(view.frame, example.expected, tolerance: 1e-9), "\(view.frame)")
    }

    @Test(arguments: cases)
    func documentRootLaidOutAtAnotherSize(_ example: Case) throws {
        let document = try LayoutDocument(data: Data(Self.documentText(example).utf8))
        let resized = try document.makeLayout().solve(width: Self.laidOut.width, height: Self.laidOut.height, scale: 0)
        #expect(close(try #require(resized.frames.first { $0.id == "view" }).frame, example.expected, tolerance: 1e-9))
        // Not resized: the frames stay where the document put them.
        let kept = try document.makeLayout().solve(scale: 0)
        #expect(kept.size == Self.given)
        #expect(close(try #require(kept.frames.first { $0.id == "view" }).frame, example.frame, tolerance: 1e-9))
    }

    static func documentText(_ example: Case) -> String {
        let mask = AutoresizingMask.names.filter { example.mask.contains($0.1) }.map { "\"\($0.0)\"" }
        let f = example.frame
        return """
            {"views": [
              {"id": "root", "frame": [0, 0, \(given.width), \(given.height)]},
              {"id": "view", "parent": "root", "translatesAutoresizingMaskIntoConstraints": true,
               "frame": [\(f.minX), \(f.minY), \(f.width), \(f.height)], "autoresizingMask": [\(mask.joined(separator: ", "))]}
            ]}
            """
    }

    /// A child of a resized autoresizing view follows its parent's new size. The parent (x 0,
    /// width 300, flexible width; y 0, height 200, flexible height) becomes 400 x 260. The child
    /// (x 50, width 200, right margin 50, flexible side margins) gets +50 on each side: x 100,
    /// width 200. Vertically (y 20, height 100, bottom 80, flexible height and bottom margin)
    /// +60 is shared 100 : 80: height 100 + 60 * 100/180, y 20.
    @Test func nestedAutoresizingViewsFollowRecursively() throws {
        let text = """
            {"views": [
              {"id": "root", "frame": [0, 0, 300, 200]},
              {"id": "parent", "parent": "root", "translatesAutoresizingMaskIntoConstraints": true,
               "frame": [0, 0, 300, 200], "autoresizingMask": ["flexibleWidth", "flexibleHeight"]},
              {"id": "child", "parent": "parent", "translatesAutoresizingMaskIntoConstraints": true,
               "frame": [50, 20, 200, 100], "autoresizingMask": ["flexibleLeftMargin", "flexibleRightMargin", "flexibleHeight", "flexibleBottomMargin"]}
            ]}
            """
        let solution = try LayoutDocument(data: Data(text.utf8)).makeLayout().solve(width: 400, height: 260, scale: 0)
        let frames = Dictionary(uniqueKeysWithValues: solution.frames.map { ($0.id, $0.frame) })
        #expect(close(try #require(frames["parent"]), CGRect(x: 0, y: 0, width: 400, height: 260)))
        #expect(close(try #require(frames["child"]), CGRect(x: 100, y: 20, width: 200, height: 100 + 60.0 * 100 / 180)))
    }

    /// A view that is laid out by constraints, holding autoresizing subviews: their frames
    /// were given in its own frame's size, and the change layout gives it is shared the same
    /// way. The container is pinned to the root's edges with 10 around, 280 x 180 as given and
    /// 380 x 240 laid out (+100, +60); its subview (x 20, width 100, flexible left margin and
    /// width) gets x 20 + 100 * 20/120.
    @Test func subviewsOfAConstrainedViewShareItsChange() throws {
        let text = """
            {"views": [
              {"id": "root", "frame": [0, 0, 300, 200]},
              {"id": "box", "parent": "root", "frame": [10, 10, 280, 180]},
              {"id": "view", "parent": "box", "translatesAutoresizingMaskIntoConstraints": true,
               "frame": [20, 100, 100, 40], "autoresizingMask": ["flexibleLeftMargin", "flexibleWidth", "flexibleTopMargin"]}
            ],
            "constraints": ["H:|-10-[box]-10-|", "V:|-10-[box]-10-|"]}
            """
        let solution = try LayoutDocument(data: Data(text.utf8)).makeLayout().solve(width: 400, height: 260, scale: 0)
        let view = try #require(solution.frames.first { $0.id == "view" }).frame
        #expect(close(view, CGRect(x: 20 + 100.0 * 20 / 120, y: 160, width: 100 + 100.0 * 100 / 120, height: 40)))
    }

    /// Interface Builder places views without constraints by their frame and mask; a root laid
    /// out at another size than the stored one goes through the same rule.
    @Test func interfaceBuilderFramesShareTheChange() throws {
        let document = try InterfaceBuilderParserTests.document("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" id="both">
                        <rect key="frame" x="20" y="100" width="100" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
                    </view>
                    <view contentMode="scaleToFill" id="outer">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="inner">
                                <rect key="frame" x="50" y="20" width="200" height="100"/>
                                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" heightSizable="YES" flexibleMaxY="YES"/>
                            </view>
                        </subviews>
                    </view>
                    <view contentMode="scaleToFill" id="fixed">
                        <rect key="frame" x="20" y="100" width="100" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                </subviews>
            </view>
            """)
        let layout = try document.makeLayout()
        let resized = Dictionary(uniqueKeysWithValues: try layout.solve(width: 400, height: 260).frames.map { ($0.id, $0.frame) })
        // Snapped to the device's 1/2 pixel: 36.667 -> 36.5, 183.333 -> right edge 220 -> width 183.5.
        #expect(resized["both"] == CGRect(x: 36.5, y: 137.5, width: 183.5, height: 40))
        #expect(resized["outer"] == CGRect(x: 0, y: 0, width: 400, height: 260))
        // 153.333 -> bottom edge 153.5, height 133.5.
        #expect(resized["inner"] == CGRect(x: 100, y: 20, width: 200, height: 133.5))
        // Flexible right and bottom margins only: kept.
        #expect(resized["fixed"] == CGRect(x: 20, y: 100, width: 100, height: 40))
        let stored = Dictionary(uniqueKeysWithValues: try document.makeLayout().solve().frames.map { ($0.id, $0.frame) })
        #expect(stored["both"] == CGRect(x: 20, y: 100, width: 100, height: 40))
        #expect(stored["inner"] == CGRect(x: 50, y: 20, width: 200, height: 100))
    }

    /// Random masks, frames and sizes: the layout equals an independent statement of the rule
    /// (each flexible part grows by change x part / sum of flexible parts; equal shares when
    /// they are all zero; the end margin takes the change when nothing is flexible), whether the
    /// engine saw the first size or not, and whether the superview changes size once or in two
    /// steps (proportional shares compose). Shrinks stop short of the flexible parts' sum, where
    /// the proportions would be lost (and sizes turn negative).
    @Test func randomResizesMatchTheProportionalRule() {
        let seed: UInt64 = 0x5EED_0007
        var random = SeededGenerator(seed: seed)
        func below(_ bound: Int) -> Int { Int(random.next() % UInt64(max(bound, 1))) }
        for trial in 0..<300 {
            let given = CGSize(width: 50 + below(400), height: 50 + below(400))
            let mask = AutoresizingMask(rawValue: UInt(below(64)))
            let x = below(Int(given.width)), y = below(Int(given.height))
            let frame = CGRect(x: x, y: y, width: below(Int(given.width) - x + 1), height: below(Int(given.height) - y + 1))
            func size() -> CGSize {
                func change(_ horizontal: Bool) -> Int {
                    let flags = Self.flexibleFlags(mask, horizontal)
                    let flexible = zip(Self.axisParts(frame, given, horizontal), flags).filter(\.1).map(\.0).reduce(0, +)
                    let shrink = !flags.contains(true) ? Int(horizontal ? given.width : given.height) - 1 : max(Int(flexible) - 1, 0)
                    return below(300 + shrink + 1) - shrink
                }
                return CGSize(width: given.width + CGFloat(change(true)), height: given.height + CGFloat(change(false)))
            }
            let middle = size(), final = size()
            let expected = Self.reference(frame, mask: mask, from: given, to: final)
            for (path, steps) in [("once, engine built after", [final]), ("once", [final]), ("two steps", [middle, final])] {
                let root = makeRoot(width: given.width, height: given.height)
                let view = View(frame: frame)
                view.autoresizingMask = mask
                root.addSubview(view)
                if path != "once, engine built after" { root.layoutIfNeeded() }
                for size in steps {
                    root.frame = CGRect(origin: .zero, size: size)
                    root.layoutIfNeeded()
                }
                #expect(close(view.frame, expected, tolerance: 1e-6),
                        "seed \(seed) trial \(trial) \(path): \(frame) \(mask) \(given) -> \(steps): \(view.frame), expected \(expected)")
            }
        }
    }

    private static func axisParts(_ frame: CGRect, _ size: CGSize, _ horizontal: Bool) -> [Double] {
        horizontal ? [frame.minX, frame.width, size.width - frame.maxX] : [frame.minY, frame.height, size.height - frame.maxY]
    }

    private static func flexibleFlags(_ mask: AutoresizingMask, _ horizontal: Bool) -> [Bool] {
        horizontal ? [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)]
                   : [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)]
    }

    private static func reference(_ frame: CGRect, mask: AutoresizingMask, from: CGSize, to: CGSize) -> CGRect {
        func axis(_ horizontal: Bool) -> [Double] {
            var parts = axisParts(frame, from, horizontal)
            let flags = flexibleFlags(mask, horizontal)
            let change = horizontal ? to.width - from.width : to.height - from.height
            let flexible = zip(parts, flags).filter(\.1).map(\.0)
            let sum = flexible.reduce(0, +)
            for index in 0..<3 where flags[index] {
                parts[index] += sum == 0 ? change / Double(flexible.count) : change * parts[index] / sum
            }
            if flexible.isEmpty { parts[2] += change }
            return parts
        }
        let h = axis(true), v = axis(false)
        return CGRect(x: h[0], y: v[0], width: h[1], height: v[1])
    }
}
