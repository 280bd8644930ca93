import Foundation
import Testing
@testable import AutoLayout

/// Equation strings (docs/layout-document.md): reading, printing, and the round trip between them.
@Suite struct EquationStringTests {
    static func tree() -> [String: View] {
        let cell = makeRoot(width: 320, height: 100, name: "cell")
        var views: [String: View] = ["cell": cell]
        for name in ["name", "avatar", "body"] { views[name] = makeView(View(), name, in: cell) }
        return views
    }

    static let printedForms = [
        "name.leading == cell.leadingMargin + 8",
        "name.top == avatar.top",
        "body.leading == name.leading",
        "cell.bottom >= body.bottom + 12 @999",
        "avatar.width == 40",
        "avatar.height == 1.5*avatar.width - 2 @750",
        "name.firstBaseline == avatar.centerY",
        "body.top == cell.safeAreaLayoutGuide.top + 20",
        "name.centerXWithinMargins <= 0.5*cell.trailing @250",
        "body.lastBaseline >= name.lastBaseline - 4.5",
    ]

    @Test(arguments: printedForms)
    func printingAndParsingRoundTrip(_ text: String) throws {
        let views = Self.tree()   // constraints hold their items weakly, as in UIKit
        let parsed = try LayoutConstraint.constraint(equation: text, views: views)
        #expect(parsed.equationDescription == text)
        #expect(!parsed.isActive)
    }

    @Test func alternativeSpellingsReadTheSame() throws {
        let views = Self.tree()
        let metrics = ["pad": 12.0, "strong": 900.0]
        let cases: [(String, String)] = [
            ("cell.bottom>=body.bottom+pad@high", "cell.bottom >= body.bottom + 12 @750"),
            ("body.leading == cell.layoutMarginsGuide.leading", "body.leading == cell.leadingMargin"),
            ("avatar.width == avatar.height * 2 @required", "avatar.width == 2*avatar.height"),
            ("name.baseline == body.baseline @fittingSize", "name.lastBaseline == body.lastBaseline @50"),
            ("avatar.width == pad @strong", "avatar.width == 12 @900"),
            ("avatar.width <= -5 @low", "avatar.width <= -5 @250"),
        ]
        for (input, printed) in cases {
            let parsed = try LayoutConstraint.constraint(equation: input, views: views, metrics: metrics)
            #expect(parsed.equationDescription == printed, "\(input)")
        }
    }

    @Test func parsedConstraintsLayOut() throws {
        let views = Self.tree()
        let equations = ["avatar.leading == cell.leadingMargin", "avatar.top == cell.top + 10",
                         "avatar.width == 40", "avatar.height == avatar.width"]
        let constraints = try equations.map { text throws(EquationParseError) in
            try LayoutConstraint.constraint(equation: text, views: views)
        }
        LayoutConstraint.activate(constraints)
        views["cell"]?.layoutIfNeeded()
        #expect(views["avatar"]?.frame == CGRect(x: 8, y: 10, width: 40, height: 40))
    }

    static let malformed: [(String, String, Int)] = [
        ("", "It's an empty string.", 0),
        ("ghost.top == cell.top", "ghost is not the id of a view", 0),
        ("name.middle == cell.top", "Unknown attribute \"middle\"", 5),
        ("name.top = cell.top", "Unknown relation. Must be ==, >=, or <=", 9),
        ("name.top == cell.top + gap", "gap is not a metric", 23),
        ("name.top == cell.top @urgent", "Unknown priority \"urgent\": use a number, required, high, low or fittingSize", 22),
        ("name.top == cell.top @1001", "Invalid priority specified: 1001. Priority must be greater than 0 and at most 1000", 22),
        ("name.top == cell.top 8", "Expected the end of the equation", 21),
        ("name == cell.top", "Expected '.' and an attribute after name", 4),
    ]

    @Test(arguments: malformed)
    func malformedEquationsNameThePlace(_ text: String, _ message: String, _ position: Int) {
        #expect(throws: EquationParseError(message: message, equation: text, position: position)) {
            try LayoutConstraint.constraint(equation: text, views: Self.tree())
        }
    }

    @Test func errorTextHasACaret() {
        let error = EquationParseError(message: "Unknown relation. Must be ==, >=, or <=", equation: "a.top = b.top", position: 6)
        #expect(error.description == "Unable to parse constraint equation: Unknown relation. Must be ==, >=, or <=\na.top = b.top\n      ^")
    }

    /// The parser answers ASCII's letters, digits and spaces without the property tables: the
    /// same answers as `Character`'s properties, for every ASCII character and CR LF.
    @Test func asciiClassesAreCharactersProperties() {
        let characters = (0..<128).compactMap(Unicode.Scalar.init).map(Character.init) + ["\r\n", "é", "٣", "\u{00A0}"]
        for character in characters {
            #expect(EquationParser.isLetter(character) == character.isLetter, "\(character.unicodeScalars.map(\.value))")
            #expect(EquationParser.isDigit(character) == character.isNumber, "\(character.unicodeScalars.map(\.value))")
            #expect(EquationParser.isSpace(character) == character.isWhitespace, "\(character.unicodeScalars.map(\.value))")
        }
    }
}
