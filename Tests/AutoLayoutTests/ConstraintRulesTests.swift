import Foundation
import Testing
import TextMeasurement
@testable import AutoLayout

/// The rules of SEMANTICS §1–2 on making, describing and changing constraints.
@Suite struct ConstraintRulesTests {
    struct IllegalCase: CustomTestStringConvertible, Sendable {
        let name: String
        let first: LayoutAttribute
        let second: LayoutAttribute?
        let multiplier: CGFloat
        let message: String
        var testDescription: String { name }
    }

    static let illegal: [IllegalCase] = [
        IllegalCase(name: "location equal to a constant", first: .leading, second: nil, multiplier: 1,
                    message: IllegalConstraintMessage.locationEqualsConstant),
        IllegalCase(name: "location with multiplier 0", first: .top, second: .top, multiplier: 0,
                    message: IllegalConstraintMessage.locationEqualsConstant),
        IllegalCase(name: "leading with left", first: .leading, second: .left, multiplier: 1,
                    message: IllegalConstraintMessage.directionalWithAbsolute),
        IllegalCase(name: "right with trailingMargin", first: .right, second: .trailingMargin, multiplier: 1,
                    message: IllegalConstraintMessage.directionalWithAbsolute),
        IllegalCase(name: "horizontal with vertical", first: .centerX, second: .centerY, multiplier: 1,
                    message: IllegalConstraintMessage.mixedAxes(.centerX, .centerY)),
        IllegalCase(name: "size with location", first: .width, second: .leading, multiplier: 1,
                    message: IllegalConstraintMessage.sizeWithLocation(.width, .leading)),
    ]

    @Test(arguments: illegal)
    func illegalPairsAreRejectedWithApplesMessage(_ example: IllegalCase) throws {
        let root = makeRoot(width: 100, height: 100)
        let view = makeView(View(), "view", in: root)
        let log = DiagnosticsLog(root)
        let made = LayoutConstraint(item: view, attribute: example.first, relatedBy: .equal,
                                    toItem: example.second.map { _ in root }, attribute: example.second ?? .notAnAttribute,
                                    multiplier: example.multiplier, constant: 10)
        #expect(made.validationError == .illegalConstraint(example.message))
        made.isActive = true
        #expect(!made.isActive)
        #expect(log.messages == [.activationFailed(example.message)])
        #expect(throws: LayoutError.illegalConstraint(example.message)) {
            try LayoutConstraint.checked(item: view, attribute: example.first, relatedBy: .equal,
                                         toItem: example.second.map { _ in root }, attribute: example.second ?? .notAnAttribute,
                                         multiplier: example.multiplier, constant: 10)
        }
    }

    @Test func legalPairs() {
        let root = makeRoot(width: 100, height: 100)
        let view = makeView(View(), "view", in: root)
        let aspect = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: view,
                                      attribute: .height, multiplier: 2, constant: 0)
        let constantWidth = LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                             attribute: .notAnAttribute, multiplier: 1, constant: 40)
        let baselines = LayoutConstraint(item: view, attribute: .firstBaseline, relatedBy: .equal, toItem: root,
                                         attribute: .centerYWithinMargins, multiplier: 1, constant: 0)
        #expect(aspect.validationError == nil && constantWidth.validationError == nil && baselines.validationError == nil)
    }

    @Test func activationWithoutACommonAncestorIsRejected() {
        let first = makeRoot(width: 100, height: 100, name: "first")
        let second = makeRoot(width: 100, height: 100, name: "second")
        let log = DiagnosticsLog(first)
        let constraint = first.leadingAnchor.constraint(equalTo: second.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        let expected = "Unable to activate constraint with anchors first.leading and second.leading because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        #expect(log.messages == [.activationFailed(expected)])
        #expect(throws: LayoutError.noCommonAncestor(expected)) { try LayoutConstraint.activateChecked([constraint]) }
    }

    @Test func descriptionsFollowApplesStyle() {
        let cell = makeRoot(width: 320, height: 44, name: "cell")
        let name = makeView(Label(), "name", in: cell)
        let photo = makeView(View(), "photo", in: cell)
        let leading = name.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor, constant: 8)
        #expect(leading.equationDescription == "name.leading == cell.leadingMargin + 8")
        let aspect = photo.widthAnchor.constraint(equalTo: photo.heightAnchor, multiplier: 1.5, constant: -2)
        aspect.priority = .defaultHigh
        #expect(aspect.equationDescription == "photo.width == 1.5*photo.height - 2 @750")
        let width = photo.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        width.identifier = "photo-max"
        #expect(width.description.hasSuffix(" 'photo-max' photo.width <= 100   (inactive)>"))
        width.isActive = true
        #expect(width.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(width.description.hasSuffix(" 'photo-max' photo.width <= 100   (active)>"))
        let safe = photo.topAnchor.constraint(equalTo: cell.safeAreaLayoutGuide.topAnchor)
        #expect(safe.equationDescription == "photo.top == cell.safeAreaLayoutGuide.top")
        let anonymous = View()
        #expect(itemDescription(anonymous).hasPrefix("UIView:0x"))
        #expect(itemDescription(Label()).hasPrefix("UILabel:0x"))
    }

    @Test func requiredToOptionalIsRefusedOnAnActiveConstraint() {
        let root = makeRoot(width: 100, height: 100)
        let view = makeView(View(), "view", in: root)
        let log = DiagnosticsLog(root)
        let width = view.widthAnchor.constraint(equalToConstant: 40)
        width.priority = .defaultLow          // inactive: any change is fine
        width.priority = .required
        width.isActive = true
        width.priority = .defaultLow
        #expect(width.priority == .required)
        #expect(log.messages == [.activationFailed(
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000.")])
        let optional = view.heightAnchor.constraint(equalToConstant: 30)
        optional.priority = .defaultLow
        optional.isActive = true
        optional.priority = .defaultHigh      // optional to optional is fine
        #expect(optional.priority == .defaultHigh)
        #expect(log.messages.count == 1)
    }

    /// The conflicting set is reported with Apple's message; the most recently added constraint
    /// of the set is broken and still pulls just below required.
    @Test func unsatisfiableConstraintsAreReportedLineByLine() throws {
        let root = makeRoot(width: 300, height: 200)
        let box = makeView(View(), "box", in: root)
        let log = DiagnosticsLog(root)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
        ])
        let wider = box.widthAnchor.constraint(equalToConstant: 150)
        wider.identifier = "wider"
        wider.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        try #require(log.messages.count == 1)
        guard case let .unsatisfiableConstraints(message, broken) = log.messages[0] else {
            Issue.record("expected an unsatisfiable-constraints message")
            return
        }
        let masked = message.replacing(/0x[0-9a-f]+/, with: "0x…").split(separator: "\n", omittingEmptySubsequences: false)
        let expected = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
            "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ",
            "(",
            "    \"<NSLayoutConstraint:0x… box.width == 100   (active)>\",",
            "    \"<NSLayoutConstraint:0x… 'wider' box.width == 150   (active)>\"",
            ")",
            "",
            "Will attempt to recover by breaking constraint ",
            "<NSLayoutConstraint:0x… 'wider' box.width == 150   (active)>",
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.",
        ]
        #expect(masked.map(String.init) == expected)
        #expect(broken == wider.description)
    }

    @Test func translatedFrameConflictsWithAddedConstraints() throws {
        let root = makeRoot(width: 300, height: 200)
        let box = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        box.name = "box"
        root.addSubview(box)
        let log = DiagnosticsLog(root)
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        guard case let .unsatisfiableConstraints(message, _) = try #require(log.messages.first) else {
            Issue.record("expected an unsatisfiable-constraints message")
            return
        }
        #expect(message.contains("h=--& v=--& box.width == 50   (active)>"))
        #expect(message.contains("<NSAutoresizingMaskLayoutConstraint:0x"))
    }

    /// A root's own size (its window's `UIView-Encapsulated-Layout-*` constraints) is never the
    /// constraint broken: a 200-point root whose content asks for 260 points keeps its 200 and the
    /// content's constraint is broken (UIKit's console messages list the encapsulated height
    /// among the conflicting and break a content constraint), whatever order the constraints
    /// were added in; the broken constraint's constant still moves through the edit path.
    @Test func theRootsOwnSizeIsNeverBroken() throws {
        let root = makeRoot(width: 300, height: 200)
        let box = makeView(View(), "box", in: root)
        let log = DiagnosticsLog(root)
        let tall = box.heightAnchor.constraint(equalToConstant: 260)
        tall.identifier = "tall"
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), tall,
            root.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(root.frame.size == CGSize(width: 300, height: 200))
        #expect(box.frame == CGRect(x: 0, y: 10, width: 300, height: 180))
        guard case let .unsatisfiableConstraints(message, broken) = try #require(log.messages.first) else {
            Issue.record("expected an unsatisfiable-constraints message")
            return
        }
        #expect(broken == tall.description)
        #expect(message.contains("'UIView-Encapsulated-Layout-Height'"))
        tall.constant = 100
        root.layoutIfNeeded()
        #expect(root.frame.size == CGSize(width: 300, height: 200))
        #expect(box.frame.height == 180)
    }

    @Test func constantChangesMoveThroughTheEditPath() {
        let root = makeRoot(width: 300, height: 200)
        let box = makeView(View(), "box", in: root)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            leading, box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        let engine = root.engine
        leading.constant = 42
        root.layoutIfNeeded()
        #expect(box.frame.minX == 42)
        #expect(root.engine === engine, "a constant change must not rebuild the engine")
        leading.isActive = false
        box.leadingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30).isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.minX == 270)
        #expect(root.engine === engine, "activation is incremental")
    }
}
