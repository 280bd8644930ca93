import Foundation

/// Reads one constraint written as an equation string (docs/layout-document.md, Constraints):
///
/// ```
/// equation   ::= side relation (rhs | constant) priority?
/// side       ::= item "." attribute
/// rhs        ::= (number "*")? side ("*" number)? (("+" | "-") constant)?
/// constant   ::= number | metricName
/// relation   ::= "==" | "<=" | ">="
/// priority   ::= "@" (number | "required" | "high" | "low" | "fittingSize" | metricName)
/// item       ::= viewName | viewName ".safeAreaLayoutGuide" | viewName ".layoutMarginsGuide"
/// ```
///
/// Attributes use Apple's names (`leadingMargin`, `lastBaseline`, `baseline`, ...); an edge of
/// `x.layoutMarginsGuide` is the same as the view's margin attribute. What
/// `LayoutConstraint.equationDescription` prints, this reads back to the same constraint. An
/// equation that reads but describes a constraint UIKit refuses (SEMANTICS §1: a location
/// equal to a constant, leading/trailing with left/right, mixed axes, a size with a location)
/// is an error with Apple's message, decided by `LayoutConstraint.validationError`.
struct EquationParser {
    private let characters: [Character]
    private let source: String
    private var index = 0
    private let views: [String: AnyObject]
    private let metrics: [String: Double]

    init(_ source: String, views: [String: AnyObject], metrics: [String: Double]) {
        self.source = source
        characters = Array(source)
        self.views = views
        self.metrics = metrics
    }

    mutating func parse() throws(EquationParseError) -> LayoutConstraint {
        skipSpaces()
        guard index < characters.count else { throw failure("It's an empty string.") }
        let first = try side()
        let relation = try self.relation()
        skipSpaces()
        let rightHandSide = index
        var multiplier = 1.0, constant = 0.0
        var second: (item: AnyObject, attribute: LayoutAttribute)?
        if let leading = try numberIfPresent() {
            skipSpaces()
            if peek("*") {
                index += 1
                multiplier = leading
                second = try side()
            } else {
                constant = leading
            }
        } else if startsItem() {
            let start = index
            let name = identifier()
            if metrics[name] != nil, !peek(".") {
                constant = metrics[name] ?? 0
            } else {
                index = start
                second = try side()
            }
        } else {
            throw failure("Expected a number, a metric or an item")
        }
        if second != nil {
            skipSpaces()
            if peek("*") {
                index += 1
                guard let factor = try numberIfPresent() else { throw failure("Expected a multiplier after '*'") }
                multiplier *= factor
            }
            skipSpaces()
            if peek("+") || peek("-") {
                let sign: Double = characters[index] == "-" ? -1 : 1
                index += 1
                constant = sign * (try self.constant())
            }
        }
        let priority = try self.priority()
        skipSpaces()
        guard index == characters.count else { throw failure("Expected the end of the equation") }
        let made = LayoutConstraint(first: first.item, first.attribute, relation, second: second?.item,
                                    second?.attribute ?? .notAnAttribute, multiplier: CGFloat(multiplier), constant: CGFloat(constant))
        // UIKit raises on these when the constraint is made; here the equation is refused with
        // Apple's message, the caret under the right-hand side that cannot pair with the first
        // attribute (as Apple's Visual Format errors also refuse what reads but cannot be made).
        if let illegal = made.validationError { throw failure(illegal.description, at: rightHandSide) }
        if let priority { made.priority = priority }
        return made
    }

    // MARK: - Pieces

    private mutating func side() throws(EquationParseError) -> (item: AnyObject, attribute: LayoutAttribute) {
        skipSpaces()
        let start = index
        let name = identifier()
        guard !name.isEmpty else { throw failure("Expected an item") }
        guard let named = views[name], named is View || named is LayoutGuide else {
            let known = views.filter { $0.value is View || $0.value is LayoutGuide }.map(\.key).sorted()
            throw failure("\(name) is not the id of a view" + NameSuggestion.hint(for: name, among: known), at: start)
        }
        var item: AnyObject = named
        guard peek(".") else { throw failure("Expected '.' and an attribute after \(name)") }
        index += 1
        var attributeStart = index
        var attributeName = identifier()
        if attributeName == "safeAreaLayoutGuide" || attributeName == "layoutMarginsGuide" {
            guard let view = named as? View else { throw failure("\(name) is a layout guide: it has no \(attributeName)", at: attributeStart) }
            item = attributeName == "safeAreaLayoutGuide" ? view.safeAreaLayoutGuide : view.layoutMarginsGuide
            guard peek(".") else { throw failure("Expected '.' and an attribute after \(attributeName)") }
            index += 1
            attributeStart = index
            attributeName = identifier()
        }
        guard let attribute = LayoutAttribute(name: attributeName), attribute != .notAnAttribute else {
            throw failure("Unknown attribute \"\(attributeName)\"", at: attributeStart)
        }
        return (item, attribute)
    }

    private mutating func relation() throws(EquationParseError) -> LayoutRelation {
        skipSpaces()
        let pair = index + 1 < characters.count ? text(index..<index + 2) : ""
        let relation: LayoutRelation? = switch pair {
        case "==": .equal
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: nil
        }
        guard let relation else { throw failure("Unknown relation. Must be ==, >=, or <=") }
        index += 2
        return relation
    }

    private mutating func constant() throws(EquationParseError) -> Double {
        skipSpaces()
        if let number = try numberIfPresent() { return number }
        let start = index
        let name = identifier()
        guard let value = metrics[name] else {
            throw failure(name.isEmpty ? "Expected a number or a metric" : "\(name) is not a metric", at: start)
        }
        return value
    }

    private mutating func priority() throws(EquationParseError) -> LayoutPriority? {
        skipSpaces()
        guard peek("@") else { return nil }
        index += 1
        skipSpaces()
        let start = index
        let value: Float
        if let number = try numberIfPresent() {
            value = Float(number)
        } else {
            let name = identifier()
            let named: [String: LayoutPriority] = ["required": .required, "high": .defaultHigh, "low": .defaultLow,
                                                   "fittingSize": .fittingSizeLevel]
            guard let priority = named[name] ?? metrics[name].map({ LayoutPriority(Float($0)) }) else {
                throw failure("Unknown priority \"\(name)\": use a number, required, high, low or fittingSize", at: start)
            }
            value = priority.rawValue
        }
        guard value > 0, value <= 1000 else {
            throw failure("Invalid priority specified: \(formatLayoutNumber(CGFloat(value))). Priority must be greater than 0 and at most 1000", at: start)
        }
        return LayoutPriority(value)
    }

    // MARK: - Characters

    private mutating func numberIfPresent() throws(EquationParseError) -> Double? {
        skipSpaces()
        let start = index
        if peek("-") { index += 1 }
        while index < characters.count, Self.isDigit(characters[index]) || characters[index] == "." { index += 1 }
        guard index > start, !(index == start + 1 && characters[start] == "-") else {
            index = start
            return nil
        }
        guard let value = Double(text(start..<index)), value.isFinite else {
            throw failure("Malformed number", at: start)
        }
        return value
    }

    private func startsItem() -> Bool {
        index < characters.count && (Self.isLetter(characters[index]) || characters[index] == "_")
    }

    private mutating func identifier() -> String {
        let start = index
        while index < characters.count, Self.isLetter(characters[index]) || Self.isDigit(characters[index]) || characters[index] == "_" {
            index += 1
        }
        return text(start..<index)
    }

    /// The characters in `range` as a string. ASCII (nearly every id and number) is copied as
    /// bytes: making a string by appending `Character`s was half of reading an equation.
    private func text(_ range: Range<Int>) -> String {
        let ascii = characters[range].allSatisfy { $0.utf8.count == 1 }
        guard ascii else { return String(characters[range]) }
        return String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, character) in characters[range].enumerated() { buffer[offset] = character.utf8.first ?? 0 }
            return range.count
        }
    }

    private func peek(_ character: Character) -> Bool {
        index < characters.count && characters[index] == character
    }

    private mutating func skipSpaces() {
        while index < characters.count, Self.isSpace(characters[index]) { index += 1 }
    }

    // `Character`'s Unicode properties, answered for ASCII without the property tables: a
    // batch compiles its template's equations for every variant, and these lookups were a
    // tenth of that. Outside ASCII the properties decide, as before.

    static func isLetter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return character.isLetter }
        return (ascii | 0x20) >= UInt8(ascii: "a") && (ascii | 0x20) <= UInt8(ascii: "z")
    }

    static func isDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return character.isNumber }
        return ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9")
    }

    static func isSpace(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return character.isWhitespace }
        return ascii == 0x20 || (0x09...0x0D).contains(ascii)
    }

    private func failure(_ message: String, at position: Int? = nil) -> EquationParseError {
        EquationParseError(message: message, equation: source, position: min(position ?? index, characters.count))
    }
}

extension LayoutConstraint {
    /// The constraint an equation string describes (see `EquationParser` for the grammar), made
    /// inactive; `views` maps ids to views and layout guides, `metrics` names constants and
    /// priorities. An illegal constraint (SEMANTICS §1) is refused with Apple's message. What
    /// `equationDescription` prints (with views named by their ids) reads back to the same
    /// constraint.
    public static func constraint(equation: String, views: [String: Any],
                                  metrics: [String: Double] = [:]) throws(EquationParseError) -> LayoutConstraint {
        try constraint(equation: equation, items: views.mapValues { $0 as AnyObject }, metrics: metrics)
    }

    /// `constraint(equation:views:metrics:)` for ids already mapped to objects, as a layout
    /// document keeps them: every variant of a batch template makes its constraints again, and
    /// converting the dictionary for each equation was a fifth of making them.
    package static func constraint(equation: String, items: [String: AnyObject],
                                   metrics: [String: Double]) throws(EquationParseError) -> LayoutConstraint {
        var parser = EquationParser(equation, views: items, metrics: metrics)
        return try parser.parse()
    }
}
