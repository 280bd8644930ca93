import Foundation
import Testing
@testable import AutoLayout

/// Every error of the Visual Format Language, with Apple's text: "Unable to parse constraint
/// format: " + message, the format, and a caret under the failing character.
@Suite struct VisualFormatErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let format: String
        let message: String
        let position: Int
        var options: LayoutConstraint.FormatOptions = []

        var testDescription: String { "\(format) -> \(message)" }
    }

    /// Views a, b (siblings), loner (no superview), notAView (a string); metrics pad = 12,
    /// tooHigh = 2000, word = "wide".
    static func fixtureError(_ testCase: Case) -> VisualFormatError? {
        let fixture = VisualFormatFixture(["a", "b"])
        return fixture.error(testCase.format, options: testCase.options,
                             metrics: ["pad": 12, "tooHigh": 2000, "word": "wide"],
                             views: ["loner": View(), "notAView": "a string"])
    }

    static let appleMessages: [Case] = [
        Case(format: "", message: "It's an empty string.", position: 0),
        Case(format: "V|[a]", message: "Expected ':' after 'V' to specify vertical arrangement", position: 1),
        Case(format: "H[a]", message: "Expected ':' after 'H' to specify horizontal arrangement", position: 1),
        Case(format: "V", message: "Expected ':' after 'V' to specify vertical arrangement", position: 1),
        Case(format: "|-", message: "Expected a view", position: 2),
        Case(format: "H:", message: "Expected a view", position: 2),
        Case(format: "[a]-", message: "Expected a view", position: 4),
        Case(format: "|-|", message: "Expected a view", position: 2),
        Case(format: "[]", message: "Expected a view", position: 1),
        Case(format: "[a]-?-[b]", message: "Expected a view", position: 4),
        Case(format: "[c]", message: "c is not a key in the views dictionary.", position: 1),
        Case(format: "[a]-[bee]", message: "bee is not a key in the views dictionary.", position: 5),
        Case(format: "[a", message: "Expected a ']' here. That is how you give the end of a view.", position: 2),
        Case(format: "[a(20)x]", message: "Expected a ']' here. That is how you give the end of a view.", position: 6),
        Case(format: "[a-[b]", message: "Expected a ']' here. That is how you give the end of a view.", position: 2),
        Case(format: "[a(>20)]", message: "Unknown relation. Must be ==, >=, or <=", position: 3),
        Case(format: "[a(=20)]", message: "Unknown relation. Must be ==, >=, or <=", position: 3),
        Case(format: "[a]-(!=5)-[b]", message: "Unknown relation. Must be ==, >=, or <=", position: 5),
        Case(format: "|-x-[a]", message: "Encountered metric with name \"x\", but value was not specified in metrics or views dictionaries", position: 2),
        Case(format: "[a(==c)]", message: "Encountered metric with name \"c\", but value was not specified in metrics or views dictionaries", position: 5),
        Case(format: "[a(20@prio)]", message: "Encountered metric with name \"prio\", but value was not specified in metrics or views dictionaries", position: 6),
        Case(format: "[a(20@0)]", message: "Invalid priority specified: 0. Priority must be greater than 0", position: 6),
        Case(format: "[a]-(8@-5)-[b]", message: "Invalid priority specified: -5. Priority must be greater than 0", position: 7),
        Case(format: "[a(20@1001)]", message: "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", position: 6),
        Case(format: "[a(20@1000.5)]", message: "Invalid priority specified: 1000.5. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", position: 6),
        Case(format: "[a(20@tooHigh)]", message: "Invalid priority specified: 2000. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", position: 6),
        Case(format: "|[loner]", message: "Unable to interpret '|' character, because the related view doesn't have a superview", position: 0),
        Case(format: "V:[loner]-|", message: "Unable to interpret '|' character, because the related view doesn't have a superview", position: 10),
        Case(format: "[a]]", message: "Expected the end of the format string", position: 3),
        Case(format: "[a]|[b]", message: "Expected the end of the format string", position: 4),
        Case(format: "[a] x", message: "Expected the end of the format string", position: 4),
        Case(format: "H:[a][b]", message: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", position: 0, options: .alignAllLeading),
        Case(format: "[a]", message: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.", position: 0, options: [.alignAllTop, .alignAllCenterX]),
        Case(format: "V:[a][b]", message: "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.", position: 0, options: .alignAllLastBaseline),
        Case(format: "V:[a]", message: "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.", position: 0, options: .alignAllTop),
    ]

    static let ownMessages: [Case] = [
        Case(format: "[notAView]", message: "notAView is not a view: the views dictionary maps it to a value of type String, and only views can be laid out by a format.", position: 1),
        Case(format: "[a(==notAView)]", message: "notAView is not a view: the views dictionary maps it to a value of type String, and only views can be laid out by a format.", position: 5),
        Case(format: "|-word-[a]", message: "The metric \"word\" is a value of type String; metrics must be numbers (Int, Double, Float or CGFloat).", position: 2),
        Case(format: "[a]-b-[b]", message: "b is a view, but a spacing can only be a number or a metric; views may only be the object of a view's size predicate.", position: 4),
        Case(format: "[a]-(==b)-[b]", message: "b is a view, but a spacing can only be a number or a metric; views may only be the object of a view's size predicate.", position: 7),
        Case(format: "[a(20]", message: "A predicate on a view's thickness must end with ')' and the view must end with ']'", position: 5),
        Case(format: "[a]-(20-[b]", message: "A predicate on a spacing must end with ')'", position: 7),
        Case(format: "[a]-20[b]", message: "Expected a '-' here. That is how you give the end of a spacing.", position: 6),
        Case(format: "[a]-20", message: "Expected a '-' here. That is how you give the end of a spacing.", position: 6),
        Case(format: "[a(,)]", message: "Expected a number, a metric name or a view name", position: 3),
        Case(format: "[a]-()-[b]", message: "Expected a number or a metric name", position: 5),
        Case(format: "[a(20@)]", message: "Expected a number or a metric name for the priority", position: 6),
        Case(format: "[a(1e999)]", message: "Numbers in a format must be finite", position: 3),
        Case(format: "[a(-)]", message: "Expected a number or a metric name", position: 3),
        Case(format: "[a][b]", message: "Options mask asks for more than one layout direction (directionLeftToRight and directionRightToLeft).", position: 0, options: [.directionLeftToRight, .directionRightToLeft]),
        Case(format: "H:[a]-[b]", message: "Options mask asks for baseline-to-baseline spacing, which is only allowed for vertical layout.", position: 0, options: .spacingBaselineToBaseline),
    ]

    @Test(arguments: appleMessages + ownMessages)
    func message(_ testCase: Case) throws {
        let error = try #require(Self.fixtureError(testCase))
        #expect(error.message == testCase.message)
        #expect(error.position == testCase.position)
        #expect(error.format == testCase.format)
        let caret = String(repeating: " ", count: testCase.position) + "^"
        #expect(error.description == "Unable to parse constraint format: \(testCase.message)\n\(testCase.format)\n\(caret)")
    }

    @Test func descriptionIsApplesLayout() throws {
        let fixture = VisualFormatFixture(["a"])
        let error = try #require(fixture.error("H:|-(>20)-[a]"))
        #expect(error.description == """
            Unable to parse constraint format: Unknown relation. Must be ==, >=, or <=
            H:|-(>20)-[a]
                 ^
            """)
    }

    @Test func caretCountsCharactersNotBytes() throws {
        let fixture = VisualFormatFixture(["a"])
        let error = try #require(fixture.error("[a]-(é)-[b]"))
        #expect(error.message == "Encountered metric with name \"é\", but value was not specified in metrics or views dictionaries")
        #expect(error.caretLine == "     ^")
    }
}
