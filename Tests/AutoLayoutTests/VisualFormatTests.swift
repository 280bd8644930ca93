import Foundation
import Testing
@testable import AutoLayout

/// The Visual Format Language (SEMANTICS §6): the examples of Apple's Visual Format guide and
/// of the seed material with the exact constraints each makes, the options, and layouts solved
/// from formats with frames worked out by hand.
@Suite struct VisualFormatTests {
    // MARK: - Apple's guide and the seed material

    struct Example: Sendable, CustomTestStringConvertible {
        let format: String
        let views: [String]
        let metrics: [String: Double]
        let expected: [String]

        init(_ format: String, views: [String], metrics: [String: Double] = [:], _ expected: [String]) {
            self.format = format
            self.views = views
            self.metrics = metrics
            self.expected = expected
        }

        var testDescription: String { format }
    }

    static let guideExamples: [Example] = [
        Example("H:|-20-[aView]-40-[bView(==aView)]-20-|", views: ["aView", "bView"], [
            "aView.leading == superview.leading + 20",
            "bView.leading == aView.trailing + 40",
            "bView.width == aView.width",
            "superview.trailing == bView.trailing + 20",
        ]),
        Example("V:|-20-[aView(40)][bView(50)]", views: ["aView", "bView"], [
            "aView.top == superview.top + 20",
            "aView.height == 40",
            "bView.top == aView.bottom",
            "bView.height == 50",
        ]),
        Example("|-x-[viewA(20)]", views: ["viewA"], metrics: ["x": 15], [
            "viewA.leading == superview.leading + 15",
            "viewA.width == 20",
        ]),
        // Standard space.
        Example("[button]-[textField]", views: ["button", "textField"], ["textField.leading == button.trailing + 8"]),
        // Width constraint.
        Example("[button(>=50)]", views: ["button"], ["button.width >= 50"]),
        // Connection to superview.
        Example("|-50-[orchidBox]-50-|", views: ["orchidBox"], [
            "orchidBox.leading == superview.leading + 50",
            "superview.trailing == orchidBox.trailing + 50",
        ]),
        // Vertical layout.
        Example("V:[topField]-10-[bottomField]", views: ["topField", "bottomField"], ["bottomField.top == topField.bottom + 10"]),
        // Flush views.
        Example("[maroonView][blueView]", views: ["maroonView", "blueView"], ["blueView.leading == maroonView.trailing"]),
        // Priority.
        Example("[button(100@20)]", views: ["button"], ["button.width == 100 @20"]),
        // Equal widths.
        Example("[button1(==button2)]", views: ["button1", "button2"], ["button1.width == button2.width"]),
        // Multiple predicates.
        Example("[flexibleButton(>=70,<=100)]", views: ["flexibleButton"], [
            "flexibleButton.width >= 70",
            "flexibleButton.width <= 100",
        ]),
        // A complete line of layout.
        Example("|-[find]-[findNext]-[findField(>=20)]-|", views: ["find", "findNext", "findField"], [
            "find.leading == superview.leadingMargin",
            "findNext.leading == find.trailing + 8",
            "findField.leading == findNext.trailing + 8",
            "findField.width >= 20",
            "superview.trailingMargin == findField.trailing",
        ]),
    ]

    @Test(arguments: guideExamples)
    func guideExample(_ example: Example) throws {
        let fixture = VisualFormatFixture(example.views)
        let made = try fixture.constraints(example.format, metrics: example.metrics)
        #expect(made.map(\.equationDescription) == example.expected)
        #expect(made.allSatisfy { !$0.isActive && $0.validationError == nil })
    }

    // MARK: - The rest of the grammar

    static let grammarExamples: [Example] = [
        Example("V:|-[a]-|", views: ["a"], ["a.top == superview.topMargin", "superview.bottomMargin == a.bottom"]),
        Example("H:|[a]|", views: ["a"], ["a.leading == superview.leading", "superview.trailing == a.trailing"]),
        Example("[a]-(>=20)-[b]", views: ["a", "b"], ["b.leading >= a.trailing + 20"]),
        Example("[a]-(<=20)-|", views: ["a"], ["superview.trailing <= a.trailing + 20"]),
        Example("[a]-(==pad@750)-[b]", views: ["a", "b"], metrics: ["pad": 12], ["b.leading == a.trailing + 12 @750"]),
        Example("[a]-(pad@p)-[b]", views: ["a", "b"], metrics: ["pad": 12, "p": 251], ["b.leading == a.trailing + 12 @251"]),
        Example("[a]-pad-[b]", views: ["a", "b"], metrics: ["pad": 12], ["b.leading == a.trailing + 12"]),
        Example("[a]-(-5)-[b]", views: ["a", "b"], ["b.leading == a.trailing - 5"]),
        Example("|-(-5)-[a]", views: ["a"], ["a.leading == superview.leading - 5"]),
        Example("[a]-(>=20,<=50@500)-[b]", views: ["a", "b"], [
            "b.leading >= a.trailing + 20",
            "b.leading <= a.trailing + 50 @500",
        ]),
        Example("[a(>=w@p)]", views: ["a"], metrics: ["w": 50, "p": 250], ["a.width >= 50 @250"]),
        Example("[a(==b@750)][b]", views: ["a", "b"], ["a.width == b.width @750", "b.leading == a.trailing"]),
        Example("V:[a(<=b,>=20)]", views: ["a", "b"], ["a.height <= b.height", "a.height >= 20"]),
        Example("[a(1.5e1)]-2.5-[b(.5)]", views: ["a", "b"], ["a.width == 15", "b.leading == a.trailing + 2.5", "b.width == 0.5"]),
        Example("[a(+12)]", views: ["a"], ["a.width == 12"]),
        Example("[a(-12)]", views: ["a"], ["a.width == -12"]),
        // Whitespace between tokens is skipped.
        Example(" H : | - [ a ( >= 10 @ 500 ) ] - 20 - [ b ] | ", views: ["a", "b"], [
            "a.leading == superview.leadingMargin",
            "a.width >= 10 @500",
            "b.leading == a.trailing + 20",
            "superview.trailing == b.trailing",
        ]),
        // A metric wins over a view of the same name in a size predicate.
        Example("[a(==b)][b]", views: ["a", "b"], metrics: ["b": 30], ["a.width == 30", "b.leading == a.trailing"]),
        Example("[a]", views: ["a"], []),
        Example("V:[a]-[b]-0-[c]", views: ["a", "b", "c"], ["b.top == a.bottom + 8", "c.top == b.bottom"]),
        Example("[a]-[a]", views: ["a"], ["a.leading == a.trailing + 8"]),
    ]

    @Test(arguments: grammarExamples)
    func grammarExample(_ example: Example) throws {
        let fixture = VisualFormatFixture(example.views)
        let made = try fixture.constraints(example.format, metrics: example.metrics)
        #expect(made.map(\.equationDescription) == example.expected)
        #expect(made.allSatisfy { !$0.isActive && $0.validationError == nil })
    }

    @Test func metricsOfEveryNumericType() throws {
        let fixture = VisualFormatFixture(["a"])
        let metrics: [String: Any] = ["i": 1, "d": 2.5, "c": CGFloat(3), "f": Float(4.5), "u": UInt8(5),
                                      "n": NSNumber(value: 6), "h": Float16(7)]
        #expect(try fixture.equations("|-i-[a(>=d,<=c,==f@u)]-n-|", metrics: metrics) == [
            "a.leading == superview.leading + 1",
            "a.width >= 2.5",
            "a.width <= 3",
            "a.width == 4.5 @5",
            "superview.trailing == a.trailing + 6",
        ])
        #expect(try fixture.equations("[a(h)]", metrics: metrics) == ["a.width == 7"])
    }

    @Test func priorityBoundsAreInclusiveOfRequired() throws {
        let fixture = VisualFormatFixture(["a"])
        let made = try fixture.constraints("[a(10@1000,20@0.5)]")
        #expect(made.map(\.priority) == [.required, LayoutPriority(0.5)])
    }

    // MARK: - Options

    @Test func alignmentRelatesEveryConsecutivePair() throws {
        let fixture = VisualFormatFixture(["a", "b", "c"])
        #expect(try fixture.equations("[a]-[b][c]", options: .alignAllTop) == [
            "b.leading == a.trailing + 8",
            "c.leading == b.trailing",
            "b.top == a.top",
            "c.top == b.top",
        ])
        #expect(try fixture.equations("H:[a][b][c]", options: [.alignAllTop, .alignAllBottom]) == [
            "b.leading == a.trailing",
            "c.leading == b.trailing",
            "b.top == a.top",
            "b.bottom == a.bottom",
            "c.top == b.top",
            "c.bottom == b.bottom",
        ])
        #expect(try fixture.equations("V:[a]-[b]", options: [.alignAllLeading, .alignAllCenterX]) == [
            "b.top == a.bottom + 8",
            "b.leading == a.leading",
            "b.centerX == a.centerX",
        ])
        #expect(try fixture.equations("[a][b]", options: [.alignAllCenterY, .alignAllFirstBaseline, .alignAllLastBaseline]) == [
            "b.leading == a.trailing",
            "b.centerY == a.centerY",
            "b.lastBaseline == a.lastBaseline",
            "b.firstBaseline == a.firstBaseline",
        ])
        #expect(try fixture.equations("V:[a][b]", options: [.alignAllLeft, .alignAllRight, .alignAllTrailing]) == [
            "b.top == a.bottom",
            "b.left == a.left",
            "b.right == a.right",
            "b.trailing == a.trailing",
        ])
        // One view: nothing to align.
        #expect(try fixture.equations("|[a]", options: .alignAllTop) == ["a.leading == superview.leading"])
    }

    @Test func directionLeftToRightUsesLeftAndRight() throws {
        let fixture = VisualFormatFixture(["a", "b"])
        #expect(try fixture.equations("|-[a]-[b]-10-|", options: .directionLeftToRight) == [
            "a.left == superview.leftMargin",
            "b.left == a.right + 8",
            "superview.right == b.right + 10",
        ])
        // Leading-to-trailing is the default.
        #expect(try fixture.equations("|-[a]-[b(20)]-|", options: .directionLeadingToTrailing)
                == fixture.equations("|-[a]-[b(20)]-|"))
    }

    @Test func directionRightToLeftStartsAtTheRight() throws {
        let fixture = VisualFormatFixture(["a", "b"])
        #expect(try fixture.equations("|-[a(50)]-(>=8)-[b]-10-|", options: .directionRightToLeft) == [
            "superview.rightMargin == a.right",
            "a.width == 50",
            "a.left >= b.right + 8",
            "b.left == superview.left + 10",
        ])
    }

    @Test func directionDoesNotChangeVerticalFormats() throws {
        let fixture = VisualFormatFixture(["a", "b"])
        #expect(try fixture.equations("V:|-[a]-[b]", options: .directionRightToLeft)
                == ["a.top == superview.topMargin", "b.top == a.bottom + 8"])
    }

    @Test func baselineToBaselineSpacingInVertical() throws {
        let fixture = VisualFormatFixture(["a", "b", "c"])
        #expect(try fixture.equations("V:|-[a]-[b]-(>=4)-[c]-12-|", options: .spacingBaselineToBaseline) == [
            "a.top == superview.topMargin",
            "b.firstBaseline == a.lastBaseline + 8",
            "c.firstBaseline >= b.lastBaseline + 4",
            "superview.bottom == c.bottom + 12",
        ])
    }

    @Test func optionNamesAreUIKits() {
        typealias Options = LayoutConstraint.FormatOptions
        #expect(Options(name: "alignAllTop") == .alignAllTop)
        #expect(Options(name: "directionRightToLeft") == .directionRightToLeft)
        #expect(Options(name: "spacingBaselineToBaseline") == .spacingBaselineToBaseline)
        #expect(Options(name: "alignAllSideways") == nil)
        #expect(Options.namedMembers.count == 15)
        // NSLayoutFormatOptions' raw values.
        #expect(Options.alignAllLeft.rawValue == 1 << 1)
        #expect(Options.alignAllTop.rawValue == 1 << 3)
        #expect(Options.alignAllCenterY.rawValue == 1 << 10)
        #expect(Options.alignAllFirstBaseline.rawValue == 1 << 12)
        #expect(Options.directionRightToLeft.rawValue == 2 << 16)
        #expect(Options.spacingBaselineToBaseline.rawValue == 1 << 19)
        #expect(Options.alignmentMask.alignmentAttributes.count == 10)
    }

    // MARK: - UIKit's non-throwing form

    @Test func nonThrowingFormReturnsConstraints() {
        let fixture = VisualFormatFixture(["a", "b"])
        let made = LayoutConstraint.constraints(withVisualFormat: "[a]-[b]", options: [], metrics: nil, views: fixture.views)
        #expect(made.map(\.equationDescription) == ["b.leading == a.trailing + 8"])
    }

    @Test func nonThrowingFormReportsTheErrorToTheTree() {
        let root = makeRoot(width: 100, height: 100)
        let log = DiagnosticsLog(root)
        let fixture = VisualFormatFixture(["a"], superview: root)
        let made = LayoutConstraint.constraints(withVisualFormat: "[a]-[zz]", options: [], metrics: nil, views: fixture.views)
        #expect(made.isEmpty)
        let expected = "Unable to parse constraint format: zz is not a key in the views dictionary.\n[a]-[zz]\n     ^"
        #expect(log.messages == [.activationFailed(expected)])
    }

    // MARK: - Layouts solved from formats

    @Test func seedLineOfLayoutSolves() {
        let root = makeRoot(width: 400, height: 300)
        let fixture = VisualFormatFixture(["aView", "bView"], superview: root)
        LayoutConstraint.activate(
            LayoutConstraint.constraints(withVisualFormat: "H:|-20-[aView]-40-[bView(==aView)]-20-|", options: [],
                                         metrics: nil, views: fixture.views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|-20-[aView(40)][bView(50)]", options: [],
                                               metrics: nil, views: fixture.views))
        root.layoutIfNeeded()
        #expect(close(fixture["aView"].frame, CGRect(x: 20, y: 20, width: 160, height: 40)))
        #expect(close(fixture["bView"].frame, CGRect(x: 220, y: 60, width: 160, height: 50)))
    }

    @Test func findBarSolvesWithMargins() throws {
        let root = makeRoot(width: 400, height: 100)
        let fixture = VisualFormatFixture(["find", "findNext", "findField"], superview: root)
        try LayoutConstraint.activateChecked(
            fixture.constraints("|-[find(50)]-[findNext(60)]-[findField(>=20)]-|", options: [.alignAllTop, .alignAllBottom])
                + fixture.constraints("V:|-[find(30)]"))
        root.layoutIfNeeded()
        // 400 - margin 8 - 50 - 8 - 60 - 8 - margin 8 = 258 left for the field.
        #expect(close(fixture["find"].frame, CGRect(x: 8, y: 8, width: 50, height: 30)))
        #expect(close(fixture["findNext"].frame, CGRect(x: 66, y: 8, width: 60, height: 30)))
        #expect(close(fixture["findField"].frame, CGRect(x: 134, y: 8, width: 258, height: 30)))
    }

    @Test func rightToLeftLayoutsAgree() throws {
        // The default options in a right-to-left tree and directionRightToLeft in a
        // left-to-right tree put the views in the same places.
        let expectedA = CGRect(x: 340, y: 0, width: 50, height: 10)
        let expectedB = CGRect(x: 272, y: 0, width: 60, height: 10)
        for forced in [true, false] {
            let root = makeRoot(width: 400, height: 100)
            root.semanticContentAttribute = forced ? .forceRightToLeft : .forceLeftToRight
            let fixture = VisualFormatFixture(["a", "b"], superview: root)
            try LayoutConstraint.activateChecked(
                fixture.constraints("|-10-[a(50)]-[b(60)]", options: forced ? [] : .directionRightToLeft)
                    + fixture.constraints("V:|[a(10)]") + fixture.constraints("V:|[b(10)]"))
            root.layoutIfNeeded()
            #expect(close(fixture["a"].frame, expectedA))
            #expect(close(fixture["b"].frame, expectedB))
        }
    }

    @Test func alignAllCenterYSolves() throws {
        let root = makeRoot(width: 400, height: 100)
        let fixture = VisualFormatFixture(["a", "b"], superview: root)
        try LayoutConstraint.activateChecked(
            fixture.constraints("|-[a(50)]-[b(60)]", options: .alignAllCenterY)
                + fixture.constraints("V:|-10-[a(20)]") + fixture.constraints("V:[b(40)]"))
        root.layoutIfNeeded()
        #expect(close(fixture["a"].frame, CGRect(x: 8, y: 10, width: 50, height: 20)))
        #expect(close(fixture["b"].frame, CGRect(x: 66, y: 0, width: 60, height: 40)))
    }

    @Test func baselineSpacingSolves() throws {
        // Views without text have both baselines at their bottom (SEMANTICS §1).
        let root = makeRoot(width: 100, height: 200)
        let fixture = VisualFormatFixture(["a", "b"], superview: root)
        try LayoutConstraint.activateChecked(
            fixture.constraints("V:|-10-[a(20)]-[b(30)]", options: .spacingBaselineToBaseline)
                + fixture.constraints("|[a(10)]") + fixture.constraints("|[b(10)]"))
        root.layoutIfNeeded()
        #expect(close(fixture["a"].frame, CGRect(x: 0, y: 10, width: 10, height: 20)))
        #expect(close(fixture["b"].frame, CGRect(x: 0, y: 8, width: 10, height: 30)))
    }

    @Test func prioritiesFromFormatsDecide() throws {
        // width == 120 @250 against width == 75 @750: the stronger wins outright (SEMANTICS §2).
        let root = makeRoot(width: 400, height: 100)
        let fixture = VisualFormatFixture(["a"], superview: root)
        try LayoutConstraint.activateChecked(
            fixture.constraints("|[a(120@250,75@750)]") + fixture.constraints("V:|[a(10)]"))
        root.layoutIfNeeded()
        #expect(close(fixture["a"].frame, CGRect(x: 0, y: 0, width: 75, height: 10)))
    }
}
