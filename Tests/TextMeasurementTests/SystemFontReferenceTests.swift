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
        let unrounded = try measurer.measure(reference.text, font: font, maxWidth: nil, numberOfLines: 1, scale: 0)
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
        let classTracking = try #require(correction["classTracking"] as? [String: Double])
        #expect(classTracking == SystemFontModel.ModelData.classTracking)
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
        #expect(bands.map { $0[2] } == SystemFontModel.ModelData.sizeBandTracking.map(\.value))
    }
}
