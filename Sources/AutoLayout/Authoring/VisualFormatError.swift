import Foundation
import Interchange

/// Why a Visual Format string could not be turned into constraints, worded as Apple words it.
///
/// UIKit raises an exception whose reason is "Unable to parse constraint format: ", the
/// message, the format, and a caret under the character where parsing failed; `description`
/// gives the same text (one line each). `LayoutConstraint.constraintsChecked(withVisualFormat:...)`
/// throws it; UIKit's non-throwing `constraints(withVisualFormat:...)` reports it through the
/// hierarchy's diagnostics and returns no constraints.
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Apple's message alone ("Expected a view", "Unknown relation. Must be ==, >=, or <=", ...).
    public let message: String
    /// The format string as given.
    public let format: String
    /// Where parsing failed, in characters (grapheme clusters) from the start of `format`;
    /// `format.count` when the format ended too early.
    public let position: Int

    public init(message: String, format: String, position: Int) {
        self.message = message
        self.format = format
        self.position = position
    }

    /// The line under the format that points at `position`.
    public var caretLine: String {
        String(repeating: " ", count: max(position, 0)) + "^"
    }

    public var description: String {
        "Unable to parse constraint format: " + message + "\n" + format + "\n" + caretLine
    }
}

/// The messages of SEMANTICS §6, word for word where Apple has one; the others follow Apple's
/// tone and say what was expected.
enum VisualFormatMessage {
    static let emptyString = "It's an empty string."
    static let expectedView = "Expected a view"
    static let expectedBracket = "Expected a ']' here. That is how you give the end of a view."
    static let unknownRelation = "Unknown relation. Must be ==, >=, or <="
    static let noSuperview = "Unable to interpret '|' character, because the related view doesn't have a superview"
    static let expectedEnd = "Expected the end of the format string"
    static let horizontalAlignmentInHorizontalLayout = "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
    static let verticalAlignmentInVerticalLayout = "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
    static let viewPredicateEnd = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    static let spacingPredicateEnd = "A predicate on a spacing must end with ')'"
    static let expectedSpacingEnd = "Expected a '-' here. That is how you give the end of a spacing."
    static let expectedPredicateObject = "Expected a number, a metric name or a view name"
    static let expectedSpacingObject = "Expected a number or a metric name"
    static let expectedPriority = "Expected a number or a metric name for the priority"
    static let nonFiniteNumber = "Numbers in a format must be finite"
    static let conflictingDirections = "Options mask asks for more than one layout direction (directionLeftToRight and directionRightToLeft)."
    static let baselineSpacingInHorizontalLayout = "Options mask asks for baseline-to-baseline spacing, which is only allowed for vertical layout."

    static func expectedColon(after letter: Character) -> String {
        letter == "V" ? "Expected ':' after 'V' to specify vertical arrangement"
            : "Expected ':' after 'H' to specify horizontal arrangement"
    }

    static func notAKey(_ name: String) -> String {
        "\(name) is not a key in the views dictionary."
    }

    static func notAView(_ name: String, value: Any) -> String {
        "\(name) is not a view: the views dictionary maps it to a value of type \(type(of: value)), and only views can be laid out by a format."
    }

    static func missingMetric(_ name: String) -> String {
        "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries"
    }

    static func metricNotANumber(_ name: String, value: Any) -> String {
        "The metric \"\(name)\" is a value of type \(type(of: value)); metrics must be numbers (Int, Double, Float or CGFloat)."
    }

    static func viewAsSpacing(_ name: String) -> String {
        "\(name) is a view, but a spacing can only be a number or a metric; views may only be the object of a view's size predicate."
    }

    static func priorityTooLow(_ value: Double) -> String {
        "Invalid priority specified: \(NumberText.significant(Double(value))). Priority must be greater than 0"
    }

    static func priorityTooHigh(_ value: Double) -> String {
        "Invalid priority specified: \(NumberText.significant(Double(value))). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
    }
}
