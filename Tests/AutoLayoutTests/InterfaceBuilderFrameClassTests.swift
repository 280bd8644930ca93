import AutoLayout
import CassowaryWorkloads
import Foundation
import InterfaceBuilder
import Testing

/// `InterfaceBuilderComparison`'s classes on generated documents: a column of boxes, each placed
/// by required constraints, whose stored frames are the solved ones; then one box's stored frame
/// is made to contradict its height constraint (stale), or one box loses its leading constraint
/// (free horizontally, at a random stored x), or one box gets a second, conflicting width
/// constraint. Seeded; each case prints its seed.
@Suite struct InterfaceBuilderFrameClassTests {
    /// One generated column: boxes `b0...` with gap, x, width and height, in a 320-pt root.
    struct Column {
        var boxes: [(x: Int, gap: Int, width: Int, height: Int)]
        var storedHeight: [Int: Int] = [:]
        var storedX: [Int: Int] = [:]
        var unplacedHorizontally: Set<Int> = []
        /// A second required width constraint per box, conflicting with its first.
        var conflictingWidth: [Int: Int] = [:]

        init(random: inout SeededGenerator) {
            boxes = (0..<Int.random(in: 2...6, using: &random)).map { _ in
                (Int.random(in: 0...40, using: &random), Int.random(in: 0...20, using: &random),
                 Int.random(in: 10...200, using: &random), Int.random(in: 5...60, using: &random))
            }
        }

        var xml: String {
            var subviews = "", constraints = "", y = 0
            for (index, box) in boxes.enumerated() {
                y += box.gap
                let x = storedX[index] ?? box.x
                subviews += """
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b\(index)">
                        <rect key="frame" x="\(x)" y="\(y)" width="\(box.width)" height="\(storedHeight[index] ?? box.height)"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="\(box.width)" id="w\(index)"/>
                            <constraint firstAttribute="height" constant="\(box.height)" id="h\(index)"/>
                            \(conflictingWidth[index].map { #"<constraint firstAttribute="width" constant="\#($0)" id="c\#(index)"/>"# } ?? "")
                        </constraints>
                    </view>

                    """
                if !unplacedHorizontally.contains(index) {
                    constraints += #"<constraint firstItem="b\#(index)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\#(box.x)" id="l\#(index)"/>"#
                }
                let above = index == 0 ? #"secondItem="root" secondAttribute="top""# : #"secondItem="b\#(index - 1)" secondAttribute="bottom""#
                constraints += #"<constraint firstItem="b\#(index)" firstAttribute="top" \#(above) constant="\#(box.gap)" id="t\#(index)"/>"#
                y += box.height
            }
            return """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="\(max(y, 100))"/>
                    <subviews>
                \(subviews)
                    </subviews>
                    <constraints>\(constraints)</constraints>
                </view>
                """
        }

        func comparison() throws -> InterfaceBuilderComparison {
            try InterfaceBuilderComparison(document: InterfaceBuilderParserTests.document(xml))
        }
    }

    static let seeds: [UInt64] = Array(1...24)

    @Test(arguments: seeds) func storedFramesThatFollowTheConstraintsAreDeterminedAndMatch(seed: UInt64) throws {
        print("InterfaceBuilderFrameClassTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        let entries = try Column(random: &random).comparison().entries
        #expect(entries.allSatisfy { $0.frameClass == .determined && $0.matches() }, "seed \(seed)")
    }

    @Test(arguments: seeds) func aStoredFrameBreakingARequiredConstraintIsStaleAndNamesIt(seed: UInt64) throws {
        print("InterfaceBuilderFrameClassTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        var column = Column(random: &random)
        let stale = Int.random(in: 0..<column.boxes.count, using: &random)
        let change = Int.random(in: 2...30, using: &random) * (Bool.random(using: &random) ? 1 : -1)
        column.storedHeight[stale] = max(column.boxes[stale].height + change, 1) == column.boxes[stale].height
            ? column.boxes[stale].height + 2 : max(column.boxes[stale].height + change, 1)
        let entries = try column.comparison().entries
        let byID = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })
        let box = try #require(byID["b\(stale)"], "seed \(seed)")
        #expect(box.frameClass == .stale, "seed \(seed)")
        #expect(box.note?.hasPrefix("h\(stale): b\(stale).height == \(column.boxes[stale].height)") == true, "seed \(seed): \(box.note ?? "")")
        // The next box's top is then off from the stale bottom as well; nothing else is stale,
        // and stale views are neither matches nor misses of the tally.
        for entry in entries where entry.id != "b\(stale)" && entry.id != "b\(stale + 1)" {
            #expect(entry.frameClass == .determined && entry.matches(), "seed \(seed): \(entry.id)")
        }
    }

    /// Xcode breaks one constraint of a conflict and stores the result: the broken one says
    /// nothing of a stale frame, while a stored frame breaking a constraint no conflict names is
    /// stale in that root as in any other.
    @Test(arguments: seeds) func inARootWithConflictsOnlyAConstraintNoConflictForcedMakesAFrameStale(seed: UInt64) throws {
        print("InterfaceBuilderFrameClassTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        var column = Column(random: &random)
        let boxes = Array(0..<column.boxes.count).shuffled(using: &random)
        let (conflicting, stale) = (boxes[0], boxes[1])
        column.conflictingWidth[conflicting] = column.boxes[conflicting].width + Int.random(in: 5...40, using: &random)
        column.storedHeight[stale] = column.boxes[stale].height + Int.random(in: 2...30, using: &random)
        let comparison = try column.comparison()
        #expect(comparison.log.contains { $0.contains("Unable to simultaneously satisfy") }, "seed \(seed)")
        let byID = Dictionary(uniqueKeysWithValues: comparison.entries.map { ($0.id, $0) })
        let staleBox = try #require(byID["b\(stale)"], "seed \(seed)")
        #expect(staleBox.frameClass == .stale, "seed \(seed)")
        #expect(staleBox.note?.hasPrefix("h\(stale): b\(stale).height == \(column.boxes[stale].height)") == true, "seed \(seed): \(staleBox.note ?? "")")
        // Below the stale box, its top is off from the stale bottom; else neither of its widths
        // makes it stale.
        let conflictingBox = try #require(byID["b\(conflicting)"], "seed \(seed)")
        #expect(conflictingBox.frameClass == .determined || conflicting == stale + 1 && conflictingBox.note?.hasPrefix("t\(conflicting):") == true,
                "seed \(seed): \(conflictingBox.note ?? "")")
        for entry in comparison.entries where ![stale, stale + 1, conflicting].map({ "b\($0)" }).contains(entry.id) {
            #expect(entry.frameClass == .determined && entry.matches(), "seed \(seed): \(entry.id)")
        }
    }

    @Test(arguments: seeds) func aViewTheConstraintsLeaveFreeKeepsItsStoredValueOnThatAxis(seed: UInt64) throws {
        print("InterfaceBuilderFrameClassTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        var column = Column(random: &random)
        let free = Int.random(in: 0..<column.boxes.count, using: &random)
        column.unplacedHorizontally = [free]
        column.storedX[free] = Int.random(in: 0...100, using: &random)
        let entries = try column.comparison().entries
        let byID = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })
        let box = try #require(byID["b\(free)"], "seed \(seed)")
        #expect(box.frameClass == .free && box.note == "horizontal", "seed \(seed)")
        #expect(box.solved == box.stored, "seed \(seed): ours \(box.solved), stored \(box.stored)")
        for entry in entries where entry.id != "b\(free)" {
            #expect(entry.frameClass == .determined && entry.matches(), "seed \(seed): \(entry.id)")
        }
    }
}
