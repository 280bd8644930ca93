import Foundation
import Testing
import TextMeasurement

/// The Pango reference data of `Datasets/text` (see its README): the corpus of texts and, in
/// the same order, what Pango made of each.
struct ReferenceCase: Sendable, CustomTestStringConvertible {
    struct Input: Decodable, Sendable {
        struct Font: Decodable, Sendable {
            var family: String
            var size: Double
            var weight: String
        }

        var id: String
        var text: String
        var font: Font
        var width: Double?
        var lines: Int
        var scale: Double
    }

    struct Answer: Decodable, Sendable {
        struct Line: Decodable, Sendable {
            var start: Int
            var end: Int
            var width: Double
            var fonts: [String]
        }

        var id: String
        var lines: [Line]
        var width: Double
        var ruleHeight: Double
        var firstBaseline: Double
        var lastBaseline: Double
        var truncated: Bool
    }

    var input: Input
    var answer: Answer

    var testDescription: String { input.id }

    var font: FontDescriptor {
        FontDescriptor(family: input.font.family, size: input.font.size,
                       weight: FontWeight(rawValue: input.font.weight) ?? .regular)
    }

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Datasets/text")

    /// All cases; empty (and the agreement test fails) when the files are missing.
    static let all: [ReferenceCase] = {
        guard let inputs = try? readLines(Input.self, "corpus.jsonl"),
              let answers = try? readLines(Answer.self, "reference.jsonl"), inputs.count == answers.count else { return [] }
        return zip(inputs, answers).map { ReferenceCase(input: $0, answer: $1) }
    }()

    private static func readLines<T: Decodable>(_ type: T.Type, _ name: String) throws -> [T] {
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        let decoder = JSONDecoder()
        return try text.split(separator: "\n").map { try decoder.decode(T.self, from: Data($0.utf8)) }
    }
}

/// Where our line breaks differ from Pango's, and why (Datasets/text/DIFFERENCES.md keeps the
/// same list). Every other text must match exactly.
enum KnownDifferences {
    /// Texts whose line breaks differ.
    static let lineBreaks: [String: String] = [
        "emoji-0064": "GLib's UAX #14 data gives no break between a space and the ZWJ sequence 🧑🏾‍🚀 (U+1F9D1 U+1F3FE ZWJ U+1F680); ICU breaks after the space (LB18), so our first line takes 'Ten out '.",
    ]

    /// Texts whose line widths differ by more than 0.02 pt with the same breaks: none.
    static let lineWidths: [String: String] = [:]
}

/// One measurer per mode, shared by every test (faces load once), with "system" set to the
/// fonts the Pango reference was made with (Liberation Sans, Noto Sans CJK SC): the corpus
/// checks breaking and shaping, which do not depend on the face.
enum SharedMeasurers {
    static let fonts: FontRegistry = {
        let fonts = FontRegistry()
        // The files are the ones Scripts/setup.sh installs; a missing one fails every test here.
        try? fonts.register(family: FontRegistry.systemFamilyName, FontRegistry.liberationSansFamily)
        return fonts
    }()
    static let fast = TextMeasurer(mode: .fast, fonts: fonts)
    static let exact = TextMeasurer(mode: .exact, fonts: fonts)
}

/// The same with the built-in "system" family: the SF stand-in (`SystemFontModel`).
enum StandInMeasurers {
    static let fonts = FontRegistry()
    static let fast = TextMeasurer(mode: .fast, fonts: fonts)
    static let exact = TextMeasurer(mode: .exact, fonts: fonts)
}

/// Which "system" family a test runs with.
enum SystemFamilySetup: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case liberationSans, standIn

    var fast: TextMeasurer { self == .standIn ? StandInMeasurers.fast : SharedMeasurers.fast }
    var exact: TextMeasurer { self == .standIn ? StandInMeasurers.exact : SharedMeasurers.exact }
    var fonts: FontRegistry { self == .standIn ? StandInMeasurers.fonts : SharedMeasurers.fonts }
    var testDescription: String { rawValue }
}
