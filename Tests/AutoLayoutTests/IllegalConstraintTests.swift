@testable import AutoLayout
import CassowaryWorkloads
import Foundation
import LayoutDocuments
import Testing

/// Illegal constraints (SEMANTICS §1) in equation strings and layout documents: refused with
/// Apple's message and the constraint's place, while UIKit's own API keeps reporting them and
/// leaving them inactive.
@Suite struct IllegalConstraintTests {
    // MARK: - An independent table of SEMANTICS §1

    enum Kind { case size, location }
    enum Axis { case horizontal, vertical }
    /// Leading/trailing flip with the layout direction, left/right never do; the rest are
    /// neither.
    enum Flavour { case directional, absolute, neutral }

    /// Every attribute name an equation may use, classified by hand from SEMANTICS §1: margin
    /// forms, centres within margins and baselines are locations of their axis.
    static let attributes: [String: (kind: Kind, axis: Axis, flavour: Flavour)] = [
        "left": (.location, .horizontal, .absolute), "right": (.location, .horizontal, .absolute),
        "leading": (.location, .horizontal, .directional), "trailing": (.location, .horizontal, .directional),
        "centerX": (.location, .horizontal, .neutral),
        "leftMargin": (.location, .horizontal, .absolute), "rightMargin": (.location, .horizontal, .absolute),
        "leadingMargin": (.location, .horizontal, .directional), "trailingMargin": (.location, .horizontal, .directional),
        "centerXWithinMargins": (.location, .horizontal, .neutral),
        "top": (.location, .vertical, .neutral), "bottom": (.location, .vertical, .neutral),
        "centerY": (.location, .vertical, .neutral), "topMargin": (.location, .vertical, .neutral),
        "bottomMargin": (.location, .vertical, .neutral), "centerYWithinMargins": (.location, .vertical, .neutral),
        "firstBaseline": (.location, .vertical, .neutral), "lastBaseline": (.location, .vertical, .neutral),
        "baseline": (.location, .vertical, .neutral),
        "width": (.size, .horizontal, .neutral), "height": (.size, .vertical, .neutral),
    ]

    /// Apple's message for `first REL multiplier * second + c`, or nil when UIKit makes it.
    static func expectedMessage(_ first: String, _ second: String?, multiplier: Double) -> String? {
        guard let a = attributes[first] else { return "unknown" }
        func attribute(_ name: String) -> LayoutAttribute { LayoutAttribute(name: name) ?? .notAnAttribute }
        guard let second, let b = attributes[second] else {
            return a.kind == .location ? IllegalConstraintMessage.locationEqualsConstant : nil
        }
        if a.kind == .location, multiplier == 0 { return IllegalConstraintMessage.locationEqualsConstant }
        switch (a.kind, b.kind) {
        case (.size, .size): return nil
        case (.size, .location), (.location, .size):
            return IllegalConstraintMessage.sizeWithLocation(attribute(first), attribute(second))
        case (.location, .location):
            if a.axis != b.axis { return IllegalConstraintMessage.mixedAxes(attribute(first), attribute(second)) }
            let flavours: Set = [a.flavour, b.flavour]
            return flavours == [.directional, .absolute] ? IllegalConstraintMessage.directionalWithAbsolute : nil
        }
    }

    // MARK: - Documents

    /// Every illegal form of SEMANTICS §1, as a document would write it.
    static let illegalForms: [(equation: String, first: String, second: String?, multiplier: Double)] = [
        ("a.leading == 20", "leading", nil, 1),
        ("a.top >= 8", "top", nil, 1),
        ("a.centerX == pad", "centerX", nil, 1),
        ("a.lastBaseline == 20", "lastBaseline", nil, 1),
        ("a.firstBaseline <= 0 @750", "firstBaseline", nil, 1),
        ("a.leadingMargin == 20", "leadingMargin", nil, 1),
        ("a.centerYWithinMargins == 4", "centerYWithinMargins", nil, 1),
        ("a.leading == 0*b.leading + 20", "leading", "leading", 0),
        ("a.top == b.bottom * 0", "top", "bottom", 0),
        ("a.leading == b.left", "leading", "left", 1),
        ("a.trailing == b.rightMargin - 8", "trailing", "rightMargin", 1),
        ("a.leftMargin == b.leadingMargin", "leftMargin", "leadingMargin", 1),
        ("a.right <= root.trailing", "right", "trailing", 1),
        ("a.leading == root.layoutMarginsGuide.left", "leading", "left", 1),
        ("a.centerX == b.centerY", "centerX", "centerY", 1),
        ("a.leading == b.top", "leading", "top", 1),
        ("a.firstBaseline == b.leading", "firstBaseline", "leading", 1),
        ("a.centerXWithinMargins == b.bottomMargin", "centerXWithinMargins", "bottomMargin", 1),
        ("a.top == root.centerXWithinMargins", "top", "centerXWithinMargins", 1),
        ("a.width == b.leading", "width", "leading", 1),
        ("a.height >= b.lastBaseline", "height", "lastBaseline", 1),
        ("a.top == b.height", "top", "height", 1),
        ("a.centerX == 0.5*root.width", "centerX", "width", 0.5),
        ("a.width == b.centerYWithinMargins", "width", "centerYWithinMargins", 1),
    ]

    /// Seven legal constraints, then `equation` at `constraints[7]`.
    static func document(with equation: String) -> String {
        let legal = ["H:|-[a]-[b]-|", "V:|-[a]", "b.top == a.top", "a.width == b.width", "a.height == 20",
                     "b.height == a.height", "root.bottom >= a.bottom + pad"]
        let constraints = (legal + [equation]).map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {"views": [{"id": "root", "frame": [0, 0, 300, 200]}, {"id": "a", "parent": "root"}, {"id": "b", "parent": "root"}],
             "metrics": {"pad": 12}, "constraints": [\(constraints)]}
            """
    }

    static func documentError(_ equation: String) -> DocumentError? {
        do {
            _ = try LayoutDocument(data: Data(document(with: equation).utf8)).makeLayout()
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: illegalForms.indices)
    func documentsRefuseEveryIllegalFormWithItsPlace(_ index: Int) throws {
        let form = Self.illegalForms[index]
        let message = try #require(Self.expectedMessage(form.first, form.second, multiplier: form.multiplier))
        let error = try #require(Self.documentError(form.equation), "\(form.equation) was accepted")
        #expect(error.path == "constraints[7]")
        #expect(error.message.contains(message), "\(error)")
        #expect(error.message.contains(form.equation), "\(error)")
        #expect(error.description.hasPrefix("constraints[7]: "))
    }

    /// The whole text: Apple's message, the equation, a caret under its right-hand side.
    @Test func theDocumentErrorReadsAsAParseError() throws {
        let error = try #require(Self.documentError("a.leading == 20"))
        #expect(error.description == """
            constraints[7]: Unable to parse constraint equation: \(IllegalConstraintMessage.locationEqualsConstant)
            a.leading == 20
                         ^
            """)
        let pair = try #require(Self.documentError("a.leading == b.left"))
        #expect(pair.description.hasPrefix("constraints[7]: Unable to parse constraint equation: \(IllegalConstraintMessage.directionalWithAbsolute)\n"))
    }

    @Test func legalNeighboursOfTheIllegalFormsAreAccepted() {
        for equation in ["a.width == 20", "a.width == 0*b.width + 20", "a.width == 2*a.height", "a.leading == b.leadingMargin",
                         "a.left == b.centerX", "a.firstBaseline == b.centerYWithinMargins", "a.leading == root.layoutMarginsGuide.leading",
                         "a.trailing == 0.5*root.trailing", "a.height == 0.5*b.width", "a.centerX == b.leading"] {
            #expect(Self.documentError(equation) == nil, "\(equation)")
        }
    }

    // MARK: - Random pairs against the table

    /// Seeded random pairs of every attribute, relation, multiplier (0 among them) and second
    /// item (none, a sibling, the superview, the view itself, a guide): the equation parser
    /// refuses exactly the constraints the table calls illegal, with the table's message; a
    /// document holding one is refused at its place; and UIKit's initialiser makes the same
    /// constraint, reports it on activation and leaves it inactive.
    @Test func randomPairsFollowTheTable() throws {
        let seed: UInt64 = 0x1_11E6_A1
        var random = SeededGenerator(seed: seed)
        let names = Self.attributes.keys.sorted()
        let multipliers: [Double] = [1, 0, 0.5, 2, -1]
        var illegal = 0
        for trial in 0..<600 {
            let first = names[Int(random.next() % UInt64(names.count))]
            let constantOnly = random.next() % 5 == 0
            // Half the pairs share the first attribute's axis, or legal ones would be rare.
            let axis = Self.attributes[first]?.axis
            let pool = random.next() % 2 == 0 ? names : names.filter { Self.attributes[$0]?.axis == axis }
            let second = constantOnly ? nil : pool[Int(random.next() % UInt64(pool.count))]
            let multiplier = multipliers[Int(random.next() % UInt64(multipliers.count))]
            let relation = ["==", "<=", ">="][Int(random.next() % 3)]
            var item = ["b", "root", "a", "root.safeAreaLayoutGuide", "guide"][Int(random.next() % 5)]
            // A guide's margins are a model rule of their own, not one of SEMANTICS §1.
            if let second, second.contains("Margin") || second.contains("Margins") { item = "b" }
            let equation = second.map { "a.\(first) \(relation) \(multiplier)*\(item).\($0) + 5" } ?? "a.\(first) \(relation) 20"
            let expected = Self.expectedMessage(first, second, multiplier: multiplier)
            let context = "seed \(seed) trial \(trial): \(equation)"

            let tree = Self.tree()
            do throws(EquationParseError) {
                _ = try LayoutConstraint.constraint(equation: equation, views: tree.items)
                #expect(expected == nil, "\(context) was accepted")
            } catch {
                #expect(error.message == expected, "\(context): \(error.message)")
            }

            let made = LayoutConstraint(item: tree.a, attribute: LayoutAttribute(name: first) ?? .notAnAttribute, relatedBy: .equal,
                                        toItem: second.map { _ in tree.objects[item] as AnyObject },
                                        attribute: second.flatMap(LayoutAttribute.init(name:)) ?? .notAnAttribute,
                                        multiplier: multiplier, constant: 5)
            #expect(made.validationError.map(\.description) == expected, "\(context)")
            made.isActive = true
            #expect(made.isActive == (expected == nil), "\(context)")
            #expect(tree.log.messages == (expected.map { [.activationFailed($0)] } ?? []), "\(context)")

            if expected != nil {
                illegal += 1
                let error = Self.documentError(equation.replacingOccurrences(of: "guide.", with: "root."))
                #expect(error?.path == "constraints[7]", "\(context)")
            }
        }
        // Both outcomes must happen often, or the generator tests nothing.
        #expect(illegal > 150 && illegal < 450, "\(illegal) of 600 illegal")
    }

    /// Views a and b and a guide in a root; `items` for equations, `objects` by the names the
    /// generator writes (a view's safe-area guide included).
    static func tree() -> (items: [String: Any], objects: [String: AnyObject], a: View, log: DiagnosticsLog) {
        let root = makeRoot(width: 300, height: 200)
        let a = makeView(View(), "a", in: root)
        let b = makeView(View(), "b", in: root)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let items: [String: AnyObject] = ["root": root, "a": a, "b": b, "guide": guide]
        return (items, items.merging(["root.safeAreaLayoutGuide": root.safeAreaLayoutGuide]) { old, _ in old }, a, DiagnosticsLog(root))
    }
}
