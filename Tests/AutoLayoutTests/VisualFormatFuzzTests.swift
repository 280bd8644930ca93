import CassowaryWorkloads
import Foundation
import Testing
@testable import AutoLayout

/// Random and mutated formats: each must give legal inactive constraints or a well-formed
/// error, never crash or hang. Seeded, so a failure reproduces; bounded, so it stays fast.
@Suite struct VisualFormatFuzzTests {
    static let validSeeds = [
        "H:|-20-[a]-40-[b(==a)]-20-|",
        "V:|-20-[a(40)][b(50)]",
        "|-pad-[c(20)]",
        "|-[a]-[b]-[c(>=20)]-|",
        "[a(>=70,<=100@p)]-(>=pad@750)-[b]",
        "V:[a]-(-5)-[b(==c@250)]-(==pad)-|",
        "H:|[a][b][c]|",
        "[a(1.5e1)]-.5-[b]",
    ]

    /// Grammar pieces, valid and not, glued together at random.
    static let tokens = [
        "H:", "V:", "H", "V", ":", "|", "-", "[", "]", "(", ")", ",", "@", "==", ">=", "<=", "=", "<", ">", "!",
        "a", "b", "c", "d", "pad", "p", "big", "word", "nothing", "20", "-5", "1.5", "e3", ".", "+", "0", "1000",
        "1e999", " ", "\t", "\n", "é", "🙂", "_", "[a]", "[b(", "-(", ")-",
    ]

    static let characters: [Character] = Array("HV:|-[]()@,=<>!abcdp0123456789.+-e é🙂_\u{301}")

    /// Views a, b, c in a superview, d without one, `notView` a number; metrics pad, p (a
    /// priority), big (too high for a priority), word (not a number).
    struct Dictionaries {
        let superview = View()
        let views: [String: Any]
        let metrics: [String: Any] = ["pad": 12, "p": 750, "big": 5000.0, "word": "wide"]

        init() {
            var views: [String: Any] = ["d": View(), "notView": 3]
            for name in ["a", "b", "c"] {
                let view = View()
                view.name = name
                superview.addSubview(view)
                views[name] = view
            }
            self.views = views
        }
    }

    static let optionChoices: [LayoutConstraint.FormatOptions] = [
        [], .alignAllTop, .alignAllLeading, [.alignAllCenterY, .alignAllLastBaseline], .directionRightToLeft,
        .directionLeftToRight, .spacingBaselineToBaseline, [.directionLeftToRight, .directionRightToLeft],
    ]

    @Test func seedsParse() throws {
        let dictionaries = Dictionaries()
        for format in Self.validSeeds {
            let made = try LayoutConstraint.constraintsChecked(withVisualFormat: format, metrics: dictionaries.metrics,
                                                               views: dictionaries.views)
            #expect(!made.isEmpty, "\(format)")
        }
    }

    @Test func randomAndMutatedFormatsNeverCrash() {
        let dictionaries = Dictionaries()
        var generator = SeededGenerator(seed: 0x5646_4C)
        let clock = ContinuousClock()
        let start = clock.now
        var parsed = 0
        var failed = 0
        for round in 0..<3000 {
            let format = switch round % 3 {
            case 0: Self.randomFormat(using: &generator)
            case 1: Self.mutatedFormat(using: &generator)
            default: Self.grammarFormat(using: &generator)
            }
            // Mostly no options: most option sets are wrong for one of the two axes, and the
            // parser should be reached past the options check often enough.
            let options = round % 4 == 1 ? Self.optionChoices.randomElement(using: &generator) ?? [] : []
            do throws(VisualFormatError) {
                let made = try LayoutConstraint.constraintsChecked(withVisualFormat: format, options: options,
                                                                   metrics: dictionaries.metrics, views: dictionaries.views)
                parsed += 1
                for constraint in made {
                    #expect(!constraint.isActive, "\(format)")
                    #expect(constraint.validationError == nil, "\(format): \(constraint.equationDescription)")
                    #expect(constraint.priority.isValid, "\(format)")
                }
            } catch {
                failed += 1
                #expect(error.format == format)
                #expect((0...format.count).contains(error.position), "\(format): \(error.position)")
                #expect(!error.message.isEmpty)
                #expect(error.description.hasPrefix("Unable to parse constraint format: " + error.message + "\n" + format + "\n"))
                #expect(error.description.hasSuffix(error.caretLine))
            }
        }
        let elapsed = clock.now - start
        // Both outcomes must actually happen, or the generator tests nothing.
        #expect(parsed > 100, "parsed \(parsed), failed \(failed)")
        #expect(failed > 100)
        // The parser is linear; a generous bound that only a hang or a blow-up would exceed.
        #expect(elapsed < .seconds(20))
    }

    static func randomFormat(using generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...16, using: &generator)
        var format = ""
        for _ in 0..<count { format += tokens.randomElement(using: &generator) ?? "" }
        return format
    }

    /// A format built from the grammar, so that most of them parse and reach the constraint
    /// builder with every kind of connection and predicate.
    static func grammarFormat(using generator: inout SeededGenerator) -> String {
        func pick(_ choices: [String]) -> String { choices.randomElement(using: &generator) ?? "" }
        func predicate(forView: Bool) -> String {
            let objects = forView ? ["20", "pad", "b", "-3.5", "0"] : ["20", "pad", "-5", "0.5"]
            return pick(["", "==", ">=", "<="]) + pick(objects) + pick(["", "", "@750", "@p", "@1", "@1000"])
        }
        func predicateList(forView: Bool) -> String {
            let count = Int.random(in: 1...3, using: &generator)
            return "(" + (0..<count).map { _ in predicate(forView: forView) }.joined(separator: ",") + ")"
        }
        func connection() -> String {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: ""
            case 1: "-"
            case 2: "-" + pick(["8", "pad", "12.5"]) + "-"
            default: "-" + predicateList(forView: false) + "-"
            }
        }
        func view() -> String {
            "[" + pick(["a", "b", "c"]) + (Bool.random(using: &generator) ? predicateList(forView: true) : "") + "]"
        }
        var format = pick(["", "H:", "V:"])
        if Bool.random(using: &generator) { format += "|" + connection() }
        format += view()
        for _ in 0..<Int.random(in: 0...3, using: &generator) { format += connection() + view() }
        if Bool.random(using: &generator) { format += connection() + "|" }
        return format
    }

    static func mutatedFormat(using generator: inout SeededGenerator) -> String {
        var text = Array(validSeeds.randomElement(using: &generator) ?? "")
        let edits = Int.random(in: 1...3, using: &generator)
        for _ in 0..<edits {
            let character = characters.randomElement(using: &generator) ?? "-"
            switch Int.random(in: 0..<4, using: &generator) {
            case 0 where !text.isEmpty:
                text.remove(at: Int.random(in: 0..<text.count, using: &generator))
            case 1 where !text.isEmpty:
                text[Int.random(in: 0..<text.count, using: &generator)] = character
            case 2 where text.count > 1:
                // Cut the format short, as an editor would mid-typing.
                text.removeLast(Int.random(in: 1..<text.count, using: &generator))
            default:
                text.insert(character, at: Int.random(in: 0...text.count, using: &generator))
            }
        }
        return String(text)
    }
}
