import Foundation
import Testing
@testable import TextMeasurement

/// `Datasets/fonts/family-faces.json` (`Scripts/fonts/choose_family_faces.py`): for the mapped
/// families with census labels, which of the two open faces each UIKit weight measures with, as
/// chosen on the fit apps' labels, and that face's widths of fixed texts computed in Python
/// (uharfbuzz, the layout-unit arithmetic of `LayoutUnits`).
struct FamilyFacesReference: Decodable, Sendable {
    struct Family: Decodable, Sendable {
        var regular: String
        var bold: String
        var weights: [String: Weight]
    }

    struct Weight: Decodable, Sendable {
        var labels: Int
        var face: String
        var tracking: Double
        var reference: [Width]
    }

    struct Width: Decodable, Sendable {
        var text: String
        var size: Double
        var width: Double
    }

    var families: [String: Family]

    static func load() throws -> Self {
        let url = StandInReferenceCase.folder.appendingPathComponent("family-faces.json")
        return try JSONDecoder().decode(Self.self, from: Data(contentsOf: url))
    }
}

@Suite("Apple's families: the face of each weight, against the fit's choice and its Python widths")
struct AppleFamilyFacesTests {
    @Test func everyWeightOfTheChosenFamiliesIsListed() throws {
        let reference = try FamilyFacesReference.load()
        #expect(reference.families.keys.contains("Helvetica Neue"))
        for (name, family) in reference.families {
            #expect(Set(family.weights.keys) == Set(FontWeight.allCases.map(\.rawValue)), "\(name)")
        }
    }

    /// The registry's first face for each weight is the file the fit chose.
    @Test func eachWeightLoadsTheChosenFace() throws {
        let reference = try FamilyFacesReference.load()
        for (name, family) in reference.families {
            for (weightName, weight) in family.weights {
                let uikitWeight = try #require(FontWeight(rawValue: weightName))
                let faces = try StandInMeasurers.fonts.faces(for: FontDescriptor(family: name, size: 17, weight: uikitWeight))
                let expected = weight.face == "bold" ? family.bold : family.regular
                #expect(faces.first?.file.path == expected, "\(name) \(weightName) (\(weight.labels) fit labels)")
            }
        }
    }

    /// The tracking of each weight is the one the fit chose (0 where it kept none).
    @Test func eachWeightHasTheChosenTracking() throws {
        let reference = try FamilyFacesReference.load()
        for (name, family) in reference.families {
            for (weightName, weight) in family.weights {
                let uikitWeight = try #require(FontWeight(rawValue: weightName))
                #expect((AppleFamilyFaces.tracking[name]?[uikitWeight] ?? 0) == weight.tracking, "\(name) \(weightName)")
                let faces = try StandInMeasurers.fonts.faces(for: FontDescriptor(family: name, size: 17, weight: uikitWeight))
                #expect(faces.first?.file.tracking == weight.tracking, "\(name) \(weightName)")
            }
        }
    }

    /// Widths agree to 1/1024 pt a character: the same integers on the layout grid, through
    /// Debian's HarfBuzz here and uharfbuzz's there (as `SystemFontReferenceTests`).
    @Test(arguments: [MeasurementMode.fast, .exact])
    func widthsMatchThePythonReference(_ mode: MeasurementMode) throws {
        let reference = try FamilyFacesReference.load()
        let measurer = mode == .fast ? StandInMeasurers.fast : StandInMeasurers.exact
        var compared = 0
        for (name, family) in reference.families {
            for (weightName, weight) in family.weights {
                let uikitWeight = try #require(FontWeight(rawValue: weightName))
                for expected in weight.reference {
                    let font = FontDescriptor(family: name, size: expected.size, weight: uikitWeight)
                    let measured = try measurer.measure(expected.text, font: font, maxWidth: nil, numberOfLines: 1, scale: 0)
                    let tolerance = Double(expected.text.unicodeScalars.count) / 1024 + 1e-9
                    #expect(abs(measured.width - expected.width) <= tolerance,
                            "\(name) \(weightName) \(expected.size) pt \"\(expected.text)\": \(measured.width) vs \(expected.width)")
                    compared += 1
                }
            }
        }
        #expect(compared >= 400)
    }
}
