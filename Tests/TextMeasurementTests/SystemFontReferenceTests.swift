import Foundation
import Testing
@testable import TextMeasurement

/// One answer of `Datasets/fonts/reference.jsonl`: the stand-in model as its Python reference
/// implementation (`Datasets/fonts/standin.py`, uharfbuzz) computes it.
struct StandInReferenceCase: Decodable, Sendable, CustomTestStringConvertible {
    var id: String
    var text: String
    var size: Double
    var weight: String
    var units: Int
    var width: Double
    var heightAtScale2: Double
    var heightAtScale3: Double

    enum CodingKeys: String, CodingKey {
        case id, text, size, weight, units, width
        case heightAtScale2 = "height@scale2"
        case heightAtScale3 = "height@scale3"
    }

    var testDescription: String { id }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Datasets/fonts").standardized

    static let all: [StandInReferenceCase] = {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("reference.jsonl"), encoding: .utf8) else {
            return []
        }
        let decoder = JSONDecoder()
        return text.split(separator: "\n").compactMap { try? decoder.decode(Self.self, from: Data($0.utf8)) }
    }()
}

/// `Datasets/fonts/reference-terms.json`: the stand-in's terms one by one, as the Python
/// reference implementation (`standin.py`) computes them (written by `generate_reference.py`).
struct StandInReferenceTerms: Decodable, Sendable {
    struct Size: Decodable, Sendable {
        var size: Double
        var tracking: Double
        var sizeBand: Double
        var trackingIOS9to13: Double
        var sizeBandIOS9to13: Double
        var blend: Double
        var height: Double
        var heightAtScale2: Double
        var heightAtScale3: Double
        var baseline: Double

        enum CodingKeys: String, CodingKey {
            case size, tracking, sizeBand, trackingIOS9to13, sizeBandIOS9to13, blend, height, baseline
            case heightAtScale2 = "height@scale2"
            case heightAtScale3 = "height@scale3"
        }
    }

    struct Weight: Decodable, Sendable {
        var weight: String
        var number: Int
        var weightClass: String
        var weightTerm: PerDesign
        var text: String
        var display: String

        enum CodingKeys: String, CodingKey {
            case weight, number, weightTerm, text, display
            case weightClass = "class"
        }
    }

    /// A term's value in the Text design (sizes below 20 pt) and in the Display design.
    struct PerDesign: Decodable, Sendable {
        var text: Double
        var display: Double
    }

    var sizes: [Size]
    var weights: [Weight]
    /// Weight -> character -> correction(c, w) in the Text design, 1/1000 em.
    var corrections: [String: [String: Double]]
    /// The same in the Display design.
    var displayCorrections: [String: [String: Double]]

    static func load() throws -> StandInReferenceTerms {
        let data = try Data(contentsOf: StandInReferenceCase.folder.appendingPathComponent("reference-terms.json"))
        return try JSONDecoder().decode(Self.self, from: data)
    }
}

/// The parts of `Datasets/fonts/system-font.json` the model's constants come from.
struct SystemFontDataFile: Decodable {
    struct Line: Decodable {
        var unitsPerEm: Int
        var ascender: Int
        var descender: Int
        var lineGap: Int
    }

    struct OpticalSize: Decodable {
        var displayFrom: Double
    }

    struct WeightTerm: Decodable {
        var text: [String: Double]
        var display: [String: Double]
    }

    struct Extra: Decodable {
        var opticalSize: OpticalSize
        var weightTerm: WeightTerm
        var weightClasses: [String: String]
    }

    struct Face: Decodable {
        var uikit: String
        var number: Int
        var text: String
        var display: String
    }

    struct Fonts: Decodable {
        var weights: [Face]
    }

    var line: Line
    var extra: Extra
    var fonts: Fonts

    static func load() throws -> SystemFontDataFile {
        let data = try Data(contentsOf: StandInReferenceCase.folder.appendingPathComponent("system-font.json"))
        return try JSONDecoder().decode(Self.self, from: data)
    }
}

@Suite("System font stand-in against its Python reference")
struct SystemFontReferenceTests {
    @Test func referenceIsPresent() {
        #expect(StandInReferenceCase.all.count >= 600, "Datasets/fonts/reference.jsonl missing or unreadable")
    }

    /// Both sides add the same integers on the 1/1024 pt grid, but through different HarfBuzz
    /// versions (Debian's library here, uharfbuzz's there) and a per-glyph (here) versus
    /// per-character (there) table: widths agree to 1/1024 pt a character, heights exactly.
    @Test(arguments: StandInReferenceCase.all, [MeasurementMode.fast, .exact])
    func agrees(_ reference: StandInReferenceCase, _ mode: MeasurementMode) throws {
        let weight = try #require(FontWeight(rawValue: reference.weight))
        let measurer = mode == .fast ? StandInMeasurers.fast : StandInMeasurers.exact
        let font = FontDescriptor(size: reference.size, weight: weight)
        // The reference gives an empty text the font's line; UIKit gives an empty label 0 x 0
        // (SEMANTICS §4), which is the measurer's rule.
        if reference.text.isEmpty {
            #expect(try measurer.measure("", font: font, maxWidth: nil, numberOfLines: 1, scale: 3) == .empty)
            return
        }
        var unrounded = try measurer.measure(reference.text, font: font, maxWidth: nil, numberOfLines: 1, scale: 0)
        // The Python model leaves the white space ending the text out; UIKit counts it.
        if let visible = ReferenceTrailingWhiteSpace.visibleText(reference.text, lines: unrounded.lines) {
            let whole = unrounded.width
            unrounded = try measurer.measure(visible, font: font, maxWidth: nil, numberOfLines: 1, scale: 0)
            #expect(whole > unrounded.width, "\(reference.id): the trailing white space must count")
        }
        let tolerance = Double(reference.text.unicodeScalars.count) / 1024 + 1e-9
        #expect(abs(unrounded.width - reference.width) <= tolerance, "\(reference.id) \"\(reference.text)\"")
        for (scale, expected) in [(2.0, reference.heightAtScale2), (3.0, reference.heightAtScale3)] {
            let rounded = try measurer.measure(reference.text, font: font, maxWidth: nil, numberOfLines: 1, scale: scale)
            #expect(abs(rounded.height - expected) < 1e-9, "\(reference.id) at @\(Int(scale))x")
        }
    }

    /// The Swift table is generated from `Datasets/fonts/system-font.json`
    /// (`Scripts/fonts/generate_model_data.py`); this fails when a refit was not regenerated.
    @Test func swiftTableMatchesTheDataFile() throws {
        let data = try Data(contentsOf: StandInReferenceCase.folder.appendingPathComponent("system-font.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let correction = try #require(json["correction"] as? [String: Any])
        let base = try #require(correction["base"] as? [String: Double])
        #expect(base.count == SystemFontModel.ModelData.baseCorrection.count)
        for (character, value) in base {
            let scalar = try #require(character.unicodeScalars.first)
            #expect(SystemFontModel.ModelData.baseCorrection[scalar.value] == value, "\(character)")
        }
        let displayBase = try #require(correction["displayBase"] as? [String: Double])
        #expect(displayBase.count == SystemFontModel.ModelData.displayCorrection.count)
        for (character, value) in displayBase {
            let scalar = try #require(character.unicodeScalars.first)
            #expect(SystemFontModel.ModelData.displayCorrection[scalar.value] == value, "display \(character)")
        }
        let deviations = try #require(correction["classDeviation"] as? [String: [String: Double]])
        for (name, table) in deviations {
            let swift = SystemFontModel.ModelData.classDeviation[name] ?? [:]
            #expect(table.count == swift.count, "\(name)")
            for (character, value) in table {
                let scalar = try #require(character.unicodeScalars.first)
                #expect(swift[scalar.value] == value, "\(name) \(character)")
            }
        }
        let extra = try #require(json["extra"] as? [String: Any])
        let tracking = try #require((extra["tracking"] as? [String: Any])?["table"] as? [[Double]])
        #expect(tracking.map { $0[0] } == SystemFontModel.ModelData.tracking.map(\.size))
        #expect(tracking.map { $0[1] } == SystemFontModel.ModelData.tracking.map(\.value))
        let bands = try #require(extra["sizeBandTracking"] as? [[Double]])
        #expect(bands.map { $0[0] } == SystemFontModel.ModelData.sizeBandTracking.map(\.from))
        #expect(bands.map { $0[1] } == SystemFontModel.ModelData.sizeBandTracking.map(\.to))
        #expect(bands.map { $0[2] } == SystemFontModel.ModelData.sizeBandTracking.map(\.fromValue))
        #expect(bands.map { $0[3] } == SystemFontModel.ModelData.sizeBandTracking.map(\.toValue))
        let releases = try #require(extra["fontReleases"] as? [String: Any])
        let old = try #require(((releases["iOS9to13"] as? [String: Any])?["textTracking"] as? [String: Any])?["table"] as? [[Double]])
        #expect(old.map { $0[0] } == SystemFontModel.ModelData.iOS9to13TextTracking.map(\.size))
        #expect(old.map { $0[1] } == SystemFontModel.ModelData.iOS9to13TextTracking.map(\.value))
    }

    // MARK: - The constants against the data file, the terms against the Python reference

    /// Line height and baseline follow the data file's `line` (SF Pro's hhea), and heights and
    /// baselines at every size are what `standin.py` computes.
    @Test func lineMetricsAreTheDataFiles() throws {
        let line = try SystemFontDataFile.load().line
        #expect(SystemFontModel.lineMetrics == VerticalMetrics(unitsPerEm: line.unitsPerEm, ascender: line.ascender,
                                                                descender: line.descender, lineGap: line.lineGap))
        for term in try StandInReferenceTerms.load().sizes {
            let font = FontDescriptor(size: term.size, weight: .regular)
            let unrounded = try StandInMeasurers.exact.measure("Hg", font: font, maxWidth: nil, numberOfLines: 1, scale: 0)
            #expect(abs(unrounded.height - term.height) < 1e-9, "height at \(term.size)")
            #expect(abs(unrounded.firstBaseline - term.baseline) < 1e-9, "baseline at \(term.size)")
            for (scale, expected) in [(2.0, term.heightAtScale2), (3.0, term.heightAtScale3)] {
                let rounded = try StandInMeasurers.exact.measure("Hg", font: font, maxWidth: nil, numberOfLines: 1, scale: scale)
                #expect(abs(rounded.height - expected) < 1e-9, "height at \(term.size) @\(Int(scale))x")
            }
        }
    }

    /// The switch from the Text to the Display design is at the data file's size, and
    /// `displayBlend` is `standin.py`'s `blend` (0 or 1) at every size.
    @Test func opticalSizeSwitchIsTheDataFiles() throws {
        let switchSize = try SystemFontDataFile.load().extra.opticalSize.displayFrom
        #expect(SystemFontModel.ModelData.displayFrom == switchSize)
        #expect(SystemFontModel.displayBlend(atSize: switchSize.nextDown) == 0 && SystemFontModel.displayBlend(atSize: switchSize) == 1)
        for term in try StandInReferenceTerms.load().sizes {
            #expect(SystemFontModel.displayBlend(atSize: term.size) == term.blend, "blend at \(term.size)")
        }
    }

    /// The weight term is the data file's fitted value of the weight's class in each design (0 for
    /// the light class), for the data file's weight numbers, faces and weight classes, as
    /// `standin.py` computes it.
    @Test func weightTermIsTheDataFiles() throws {
        let file = try SystemFontDataFile.load()
        let terms = try StandInReferenceTerms.load()
        let displayFrom = file.extra.opticalSize.displayFrom
        #expect(SystemFontModel.ModelData.textWeightTerm == file.extra.weightTerm.text)
        #expect(SystemFontModel.ModelData.displayWeightTerm == file.extra.weightTerm.display)
        #expect(file.fonts.weights.map(\.uikit) == FontWeight.allCases.map(\.rawValue))
        #expect(terms.weights.map(\.weight) == FontWeight.allCases.map(\.rawValue))
        for (face, reference) in zip(file.fonts.weights, terms.weights) {
            let weight = try #require(FontWeight(rawValue: face.uikit))
            #expect(weight.numericWeight == face.number && reference.number == face.number, "\(weight)")
            #expect(SystemFontModel.files(for: weight).text.path == face.text && reference.text == face.text)
            #expect(SystemFontModel.files(for: weight).display.path == face.display && reference.display == face.display)
            let modelClass = SystemFontModel.CorrectionClass(weight)?.rawValue ?? "light"
            #expect(file.extra.weightClasses[face.uikit] == modelClass && reference.weightClass == modelClass, "\(weight)")
            let fileClass = try #require(file.extra.weightClasses[face.uikit])
            let text = fileClass == "light" ? 0 : file.extra.weightTerm.text[fileClass] ?? 0
            let display = fileClass == "light" ? 0 : file.extra.weightTerm.display[fileClass] ?? 0
            #expect(SystemFontModel.weightTerm(weight, atSize: displayFrom.nextDown) == text, "\(weight) text")
            #expect(SystemFontModel.weightTerm(weight, atSize: displayFrom) == display, "\(weight) display")
            #expect(reference.weightTerm.text == text && reference.weightTerm.display == display, "\(weight) reference")
        }
    }

    /// Tracking, size-band tracking and the fitted correction are `standin.py`'s at every size,
    /// weight and character of the reference.
    @Test func termsAreThePythonReferences() throws {
        let terms = try StandInReferenceTerms.load()
        #expect(terms.sizes.count >= 20)
        for term in terms.sizes {
            #expect(abs(SystemFontModel.tracking(atSize: term.size) - term.tracking) < 1e-12, "tracking at \(term.size)")
            #expect(SystemFontModel.sizeBandTracking(atSize: term.size) == term.sizeBand, "size band at \(term.size)")
            #expect(abs(SystemFontModel.tracking(atSize: term.size, release: .iOS9to13) - term.trackingIOS9to13) < 1e-12,
                    "iOS 9-13 tracking at \(term.size)")
            #expect(SystemFontModel.sizeBandTracking(atSize: term.size, release: .iOS9to13) == term.sizeBandIOS9to13,
                    "iOS 9-13 size band at \(term.size)")
        }
        #expect(Set(terms.corrections.keys) == Set(FontWeight.allCases.map(\.rawValue)))
        #expect(Set(terms.displayCorrections.keys) == Set(FontWeight.allCases.map(\.rawValue)))
        for (display, corrections) in [(false, terms.corrections), (true, terms.displayCorrections)] {
            for (name, table) in corrections {
                let weight = try #require(FontWeight(rawValue: name))
                for (character, expected) in table {
                    let scalar = try #require(character.unicodeScalars.first)
                    #expect(SystemFontModel.correction(scalar.value, weight: weight, display: display) == expected,
                            "\(name) \(character) display \(display)")
                }
            }
        }
    }
}
