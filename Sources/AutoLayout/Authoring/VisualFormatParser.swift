import Foundation

/// Reads a Visual Format string (Apple's Auto Layout Visual Format Language) into a
/// `VisualFormatLine`, resolving view and metric names as it goes, so that every error points
/// at the character where it was found.
///
/// The grammar (Apple's, SEMANTICS §6):
/// ```
/// <format>        ::= (<orientation>:)? (<superview><connection>)? <view> (<connection><view>)* (<connection><superview>)?
/// <orientation>   ::= H | V
/// <superview>     ::= |
/// <view>          ::= [ <viewName> (<predicateListWithParens>)? ]
/// <connection>    ::= e | -<predicateList>- | -
/// <predicateList> ::= <simplePredicate> | <predicateListWithParens>
/// <simplePredicate> ::= <metricName> | <positiveNumber>
/// <predicateListWithParens> ::= ( <predicate> (, <predicate>)* )
/// <predicate>     ::= (<relation>)? <objectOfPredicate> (@<priority>)?
/// <relation>      ::= == | <= | >=
/// <objectOfPredicate> ::= <constant> | <viewName>      (a view name only in a view's size predicate)
/// <priority>      ::= <metricName> | <number>
/// <constant>      ::= <metricName> | <number>
/// <viewName>, <metricName> ::= a C identifier (letters, digits and '_', not starting with a digit)
/// <number>        ::= as strtod reads it, without hexadecimal, inf or nan: [+-]? digits [. digits] [e [+-] digits]
/// <positiveNumber> ::= a <number> without a sign
/// ```
/// Choices where Apple is silent:
/// - Whitespace between tokens is skipped (never inside a name, number or relation).
/// - In a view's size predicate a name is looked up in the metrics first, then in the views; a
///   name in neither gets Apple's "Encountered metric with name ..." message (which is why that
///   message mentions both dictionaries). A spacing's name must be a metric.
/// - Metric values must be numbers (Int, Double, Float, CGFloat or any other binary integer or
///   floating-point type) and finite; views-dictionary values must be `View`s.
/// - Priorities must lie in (0, 1000], checked where they are written.
///
/// Every loop consumes at least one character or stops, so parsing is linear in the length of
/// the format and cannot hang on any input.
struct VisualFormatParser {
    private let format: String
    private let text: [Character]
    private let views: [String: Any]
    private let metrics: [String: Any]
    private var index = 0

    init(format: String, metrics: [String: Any]?, views: [String: Any]) {
        self.format = format
        text = Array(format)
        self.views = views
        self.metrics = metrics ?? [:]
    }

    /// Parses the whole format.
    mutating func parse() throws(VisualFormatError) -> VisualFormatLine {
        guard !text.isEmpty else { throw error(VisualFormatMessage.emptyString, at: 0) }
        let axis = try parseOrientation()

        var leadingBarPosition: Int?
        var leadingConnection = VisualFormatConnection.flush
        skipWhitespace()
        if current == "|" {
            leadingBarPosition = index
            index += 1
            leadingConnection = try parseConnection()
        }
        var views = [try parseView()]
        var connections: [VisualFormatConnection] = []
        var trailingBar: VisualFormatBar?

        while true {
            skipWhitespace()
            guard let character = current else { break }
            guard character == "-" || character == "[" || character == "|" else {
                throw error(VisualFormatMessage.expectedEnd, at: index)
            }
            let connection = try parseConnection()
            skipWhitespace()
            if current == "|" {
                let barPosition = index
                index += 1
                trailingBar = VisualFormatBar(connection: connection,
                                              superview: try superview(of: views[views.count - 1], barAt: barPosition))
                skipWhitespace()
                if current != nil { throw error(VisualFormatMessage.expectedEnd, at: index) }
                break
            }
            connections.append(connection)
            views.append(try parseView())
        }

        let leadingBar: VisualFormatBar?
        if let position = leadingBarPosition {
            leadingBar = VisualFormatBar(connection: leadingConnection, superview: try superview(of: views[0], barAt: position))
        } else {
            leadingBar = nil
        }
        return VisualFormatLine(axis: axis, leadingBar: leadingBar, views: views, connections: connections,
                                trailingBar: trailingBar)
    }

    // MARK: - Pieces of the grammar

    /// `(H|V):`, or nothing for the default H.
    private mutating func parseOrientation() throws(VisualFormatError) -> LayoutAxis {
        skipWhitespace()
        guard let letter = current, letter == "H" || letter == "V" else { return .horizontal }
        index += 1
        skipWhitespace()
        guard current == ":" else { throw error(VisualFormatMessage.expectedColon(after: letter), at: index) }
        index += 1
        return letter == "V" ? .vertical : .horizontal
    }

    /// A connection, starting at `-`, `[` or `|` (the last two: a flush connection, consuming
    /// nothing).
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatConnection {
        skipWhitespace()
        guard current == "-" else { return .flush }
        index += 1
        skipWhitespace()
        guard let character = current else { throw error(VisualFormatMessage.expectedView, at: index) }
        let connection: VisualFormatConnection
        switch character {
        case "[", "|":
            return .standard
        case "(":
            connection = .predicates(try parsePredicateList(forView: false))
        case _ where character.isASCIIDigit || character == ".":
            let constant = try parseNumber(signed: false)
            connection = .predicates([VisualFormatPredicate(relation: .equal, object: .constant(constant), priority: .required)])
        case _ where character.isIdentifierStart:
            let constant = try parseSpacingName()
            connection = .predicates([VisualFormatPredicate(relation: .equal, object: .constant(constant), priority: .required)])
        default:
            throw error(VisualFormatMessage.expectedView, at: index)
        }
        skipWhitespace()
        guard current == "-" else { throw error(VisualFormatMessage.expectedSpacingEnd, at: index) }
        index += 1
        return connection
    }

    /// `[name(predicates)]`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormatView {
        skipWhitespace()
        guard current == "[" else { throw error(VisualFormatMessage.expectedView, at: index) }
        index += 1
        skipWhitespace()
        let nameStart = index
        guard let name = parseIdentifier() else { throw error(VisualFormatMessage.expectedView, at: index) }
        guard let value = views[name] else { throw error(VisualFormatMessage.notAKey(name), at: nameStart) }
        guard let view = value as? View else { throw error(VisualFormatMessage.notAView(name, value: value), at: nameStart) }
        skipWhitespace()
        var predicates: [VisualFormatPredicate] = []
        if current == "(" {
            predicates = try parsePredicateList(forView: true)
            skipWhitespace()
        }
        guard current == "]" else { throw error(VisualFormatMessage.expectedBracket, at: index) }
        index += 1
        return VisualFormatView(name: name, view: view, predicates: predicates)
    }

    /// `( predicate (, predicate)* )`.
    private mutating func parsePredicateList(forView: Bool) throws(VisualFormatError) -> [VisualFormatPredicate] {
        index += 1  // the "(" the caller saw
        var predicates: [VisualFormatPredicate] = []
        while true {
            predicates.append(try parsePredicate(forView: forView))
            skipWhitespace()
            if current == "," {
                index += 1
                continue
            }
            guard current == ")" else {
                throw error(forView ? VisualFormatMessage.viewPredicateEnd : VisualFormatMessage.spacingPredicateEnd, at: index)
            }
            index += 1
            return predicates
        }
    }

    /// `(relation)? object (@priority)?`.
    private mutating func parsePredicate(forView: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        skipWhitespace()
        let relation = try parseRelation()
        skipWhitespace()
        let object: VisualFormatPredicate.Object
        guard let character = current else {
            throw error(forView ? VisualFormatMessage.expectedPredicateObject : VisualFormatMessage.expectedSpacingObject, at: index)
        }
        if character.isNumberStart {
            object = .constant(try parseNumber(signed: true))
        } else if character.isIdentifierStart {
            object = forView ? try parseSizeName() : .constant(try parseSpacingName())
        } else {
            throw error(forView ? VisualFormatMessage.expectedPredicateObject : VisualFormatMessage.expectedSpacingObject, at: index)
        }
        skipWhitespace()
        var priority = LayoutPriority.required
        if current == "@" {
            index += 1
            priority = try parsePriority()
        }
        return VisualFormatPredicate(relation: relation, object: object, priority: priority)
    }

    /// `==`, `<=`, `>=`, or nothing (equal). Any other run of relation-like characters is an
    /// unknown relation.
    private mutating func parseRelation() throws(VisualFormatError) -> LayoutRelation {
        guard let first = current, "=<>!".contains(first) else { return .equal }
        let start = index
        let second = index + 1 < text.count ? text[index + 1] : nil
        guard second == "=" else { throw error(VisualFormatMessage.unknownRelation, at: start) }
        index += 2
        switch first {
        case "=": return .equal
        case "<": return .lessThanOrEqual
        case ">": return .greaterThanOrEqual
        default: throw error(VisualFormatMessage.unknownRelation, at: start)
        }
    }

    /// `@` has been read: a number or a metric, in (0, 1000].
    private mutating func parsePriority() throws(VisualFormatError) -> LayoutPriority {
        skipWhitespace()
        let start = index
        let value: CGFloat
        if let character = current, character.isNumberStart {
            value = try parseNumber(signed: true)
        } else if let character = current, character.isIdentifierStart {
            value = try parseSpacingName()
        } else {
            throw error(VisualFormatMessage.expectedPriority, at: index)
        }
        guard value > 0 else { throw error(VisualFormatMessage.priorityTooLow(Double(value)), at: start) }
        guard value <= 1000 else { throw error(VisualFormatMessage.priorityTooHigh(Double(value)), at: start) }
        return LayoutPriority(Float(value))
    }

    /// A name in a view's size predicate: a metric's value, or another view (equal sizes).
    private mutating func parseSizeName() throws(VisualFormatError) -> VisualFormatPredicate.Object {
        let start = index
        guard let name = parseIdentifier() else { throw error(VisualFormatMessage.expectedPredicateObject, at: start) }
        if let value = metrics[name] { return .constant(try metricValue(name, value, at: start)) }
        if let value = views[name] {
            guard let view = value as? View else { throw error(VisualFormatMessage.notAView(name, value: value), at: start) }
            return .view(view)
        }
        throw error(VisualFormatMessage.missingMetric(name), at: start)
    }

    /// A name standing for a number (a spacing or a priority): a metric.
    private mutating func parseSpacingName() throws(VisualFormatError) -> CGFloat {
        let start = index
        guard let name = parseIdentifier() else { throw error(VisualFormatMessage.expectedSpacingObject, at: start) }
        if let value = metrics[name] { return try metricValue(name, value, at: start) }
        if views[name] != nil { throw error(VisualFormatMessage.viewAsSpacing(name), at: start) }
        throw error(VisualFormatMessage.missingMetric(name), at: start)
    }

    private func metricValue(_ name: String, _ value: Any, at position: Int) throws(VisualFormatError) -> CGFloat {
        guard let number = visualFormatMetricNumber(value) else {
            throw error(VisualFormatMessage.metricNotANumber(name, value: value), at: position)
        }
        guard number.isFinite else { throw error(VisualFormatMessage.nonFiniteNumber, at: position) }
        return number
    }

    // MARK: - Lexical pieces

    /// `[+-]? digits [. digits] [e [+-] digits]` (a sign only when `signed`).
    private mutating func parseNumber(signed: Bool) throws(VisualFormatError) -> CGFloat {
        let start = index
        var literal = ""
        if signed, let sign = current, sign == "+" || sign == "-" {
            literal.append(sign)
            index += 1
        }
        let digitsBefore = scanDigits(into: &literal)
        var digitsAfter = 0
        if current == "." {
            literal.append(".")
            index += 1
            digitsAfter = scanDigits(into: &literal)
        }
        guard digitsBefore + digitsAfter > 0 else {
            index = start
            throw error(VisualFormatMessage.expectedSpacingObject, at: start)
        }
        if let marker = current, marker == "e" || marker == "E" {
            // An exponent only when digits follow; otherwise the 'e' is left for the next token.
            var exponent = String(marker)
            var lookahead = index + 1
            if lookahead < text.count, text[lookahead] == "+" || text[lookahead] == "-" {
                exponent.append(text[lookahead])
                lookahead += 1
            }
            if lookahead < text.count, text[lookahead].isASCIIDigit {
                index = lookahead
                literal += exponent
                _ = scanDigits(into: &literal)
            }
        }
        guard let value = Double(literal), value.isFinite else { throw error(VisualFormatMessage.nonFiniteNumber, at: start) }
        return CGFloat(value)
    }

    private mutating func scanDigits(into literal: inout String) -> Int {
        var count = 0
        while let character = current, character.isASCIIDigit {
            literal.append(character)
            index += 1
            count += 1
        }
        return count
    }

    private mutating func parseIdentifier() -> String? {
        guard let first = current, first.isIdentifierStart else { return nil }
        var name = String(first)
        index += 1
        while let character = current, character.isIdentifierContinuation {
            name.append(character)
            index += 1
        }
        return name
    }

    private mutating func skipWhitespace() {
        while let character = current, character.isWhitespace { index += 1 }
    }

    private var current: Character? { index < text.count ? text[index] : nil }

    // MARK: - Helpers

    /// The superview a bar stands for: the related view's superview.
    private func superview(of related: VisualFormatView, barAt position: Int) throws(VisualFormatError) -> View {
        guard let superview = related.view.superview else { throw error(VisualFormatMessage.noSuperview, at: position) }
        return superview
    }

    private func error(_ message: String, at position: Int) -> VisualFormatError {
        VisualFormatError(message: message, format: format, position: position)
    }
}

/// A metrics-dictionary value as a number: Apple's metrics are NSNumbers; here any Swift
/// integer or floating-point value (or an NSNumber) is accepted. Nil for anything else.
func visualFormatMetricNumber(_ value: Any) -> CGFloat? {
    switch value {
    case let number as CGFloat: return number
    case let number as Double: return CGFloat(number)
    case let number as Float: return CGFloat(number)
    case let number as Int: return CGFloat(number)
    case let number as any BinaryInteger: return CGFloat(Double(number))
    case let number as any BinaryFloatingPoint: return CGFloat(Double(number))
    case let number as NSNumber: return CGFloat(number.doubleValue)
    default: return nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
    fileprivate var isNumberStart: Bool { isASCIIDigit || self == "." || self == "+" || self == "-" }
    fileprivate var isIdentifierStart: Bool { isLetter || self == "_" }
    fileprivate var isIdentifierContinuation: Bool { isLetter || isASCIIDigit || self == "_" }
}
