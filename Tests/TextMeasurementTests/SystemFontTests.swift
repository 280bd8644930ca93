import CassowaryWorkloads
import Foundation
import Testing
@testable import TextMeasurement

/// The built-in "system" family: the SF stand-in (`SystemFontModel`).
@Suite("System font stand-in")
struct SystemFontTests {
    @Test(arguments: FontWeight.allCases)
    func everyWeightHasItsInterFaceAndUIKitLineMetrics(_ weight: FontWeight) throws {
        let faces = try StandInMeasurers.fonts.faces(for: FontDescriptor(size: 17, weight: weight))
        #expect(faces.map(\.familyName) == ["Inter", "Noto Sans CJK SC"])
        #expect(faces[0].file == SystemFontModel.files(for: weight).text)
        #expect(faces[0].standIn?.weight == weight)
        #expect(faces[0].lineMetrics == VerticalMetrics(unitsPerEm: 2048, ascender: 1950, descender: -494, lineGap: 0))
        #expect(faces[1].standIn == nil && faces[1].lineMetrics == faces[1].metrics)
    }

    /// UIKit's system font: `lineHeight` 2444/2048 em (20.287 pt at 17 pt), ascender 1950/2048 em;
    /// a label of n lines is n line heights rounded up to the pixel grid.
    @Test(arguments: [1.0, 2.0, 3.0])
    func lineHeightIsUIKits(_ scale: Double) throws {
        var generator = SeededGenerator(seed: 0x5F_11E5)
        for _ in 0..<200 {
            let size = Double(Int.random(in: 16...192, using: &generator)) / 4
            let lines = Int.random(in: 1...6, using: &generator)
            let weight = FontWeight.allCases.randomElement(using: &generator) ?? .regular
            let text = Array(repeating: "Hg", count: lines).joined(separator: "\n")
            let metrics = try StandInMeasurers.fast.measure(text, font: FontDescriptor(size: size, weight: weight),
                                                            maxWidth: nil, numberOfLines: 0, scale: scale)
            let expected = (Double(lines) * size * 2444 / 2048 * scale - 1e-9).rounded(.up) / scale
            #expect(metrics.lines.count == lines)
            #expect(abs(metrics.height - expected) < 1e-9, "size \(size) lines \(lines) scale \(scale)")
            #expect(abs(metrics.firstBaseline - size * 1950 / 2048) < 1e-9)
        }
    }

    /// A line that Noto Sans CJK draws, wholly or partly, keeps the system font's line and
    /// baseline (`LineHeightRule.line`: Interface Builder's stored frames of Hangul, kana and Han
    /// labels), in both modes and at every line count: random texts of Latin, Hangul, kana and Han
    /// runs, several lines at a time.
    @Test(arguments: [MeasurementMode.fast, .exact])
    func fallbackTextKeepsTheSystemLine(_ mode: MeasurementMode) throws {
        let measurer = mode == .fast ? StandInMeasurers.fast : StandInMeasurers.exact
        let seed: UInt64 = 0xC_1C_35
        var generator = SeededGenerator(seed: seed)
        let pieces = ["Hg", "안녕하세요", "こんにちは", "约束的布局", "500円以下", "iOS 지원자", "Wi-Fiあり", "，。", "카카오 스토리"]
        for round in 0..<200 {
            let size: Double = Double(Int.random(in: 40...120, using: &generator)) / 4
            let scales: [Double] = [1, 2, 3]
            let scale: Double = scales.randomElement(using: &generator) ?? 2
            let lines = Int.random(in: 1...4, using: &generator)
            let weight = FontWeight.allCases.randomElement(using: &generator) ?? .regular
            var paragraphs: [String] = []
            for _ in 0..<lines {
                var paragraph = ""
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    paragraph += pieces.randomElement(using: &generator) ?? ""
                }
                paragraphs.append(paragraph)
            }
            let text = paragraphs.joined(separator: "\n")
            let metrics = try measurer.measure(text, font: FontDescriptor(size: size, weight: weight), maxWidth: nil,
                                               numberOfLines: 0, scale: scale)
            let unrounded: Double = Double(lines) * size * 2444 / 2048
            let expected: Double = (unrounded * scale - 1e-9).rounded(.up) / scale
            let place = "seed \(seed) round \(round): \(text.debugDescription) size \(size) scale \(scale)"
            #expect(metrics.lines.count == lines, "\(place)")
            #expect(abs(metrics.height - expected) < 1e-9, "\(place)")
            #expect(abs(metrics.firstBaseline - size * 1950 / 2048) < 1e-9, "\(place)")
        }
    }

    /// Differential: a stand-in width equals Inter Text's own shaped width plus, per character,
    /// the model's extra computed here from the Display face's advances and the terms of the
    /// Python reference implementation (`Datasets/fonts/reference-terms.json`, written by
    /// `generate_reference.py` from `standin.py` and `system-font.json`), not from
    /// `SystemFontModel`'s own functions (each extra is rounded to the 1/1024 pt grid, so widths
    /// agree to half a unit a character).
    @Test(arguments: [FontWeight.regular, .medium, .semibold, .bold, .light])
    func widthIsInterPlusTheModelsExtras(_ weight: FontWeight) throws {
        let terms = try StandInReferenceTerms.load()
        let bySize = Dictionary(uniqueKeysWithValues: terms.sizes.map { ($0.size, $0) })
        let weightTerms = try #require(terms.weights.first { $0.weight == weight.rawValue }).weightTerm
        let textCorrections = try #require(terms.corrections[weight.rawValue])
        let displayCorrections = try #require(terms.displayCorrections[weight.rawValue])
        let face = try #require(try SystemFontDataFile.load().fonts.weights.first { $0.uikit == weight.rawValue })
        let files = (text: FontFile(path: face.text), display: FontFile(path: face.display))
        let plain = FontRegistry()
        try plain.register(family: "Inter Text", regular: files.text, fallbacks: [])
        let plainMeasurer = TextMeasurer(mode: .exact, fonts: plain)
        let text = try plain.face(files.text), display = try plain.face(files.display)
        var generator = SeededGenerator(seed: 0xF0_27 &+ UInt64(weight.numericWeight))
        // Without 'x', '-' and ':', which Inter's contextual alternates (on in the plain face,
        // off in the stand-in) change between digits and capitals.
        let alphabet = Array("abcdefghijklmnopqrstuvwyzABCDEFGHIJKLMNOPQRSTUVWYZ0123456789 ,.'!")
        for _ in 0..<150 {
            let length = Int.random(in: 1...24, using: &generator)
            let string = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
                .trimmingCharacters(in: .whitespaces)
            guard !string.isEmpty else { continue }
            let sizes: [Double] = [9, 11, 12, 13, 15, 17, 19.5, 22, 28, 34, 40]
            let size = sizes.randomElement(using: &generator) ?? 17
            let ours = try StandInMeasurers.exact.measure(string, font: FontDescriptor(size: size, weight: weight),
                                                          maxWidth: nil, numberOfLines: 1, scale: 0)
            let base = try plainMeasurer.measure(string, font: FontDescriptor(family: "Inter Text", size: size),
                                                 maxWidth: nil, numberOfLines: 1, scale: 0)
            let term = try #require(bySize[size], "no reference terms at \(size) pt")
            // blend is 0 (Text design) or 1 (Display), and picks the design's terms
            let weightTerm = term.blend == 1 ? weightTerms.display : weightTerms.text
            let corrections = term.blend == 1 ? displayCorrections : textCorrections
            var extra = 0.0
            for scalar in string.unicodeScalars {
                let delta = display.advance(of: scalar, size: 1) - text.advance(of: scalar, size: 1)
                let correction = try #require(corrections[String(Character(scalar))], "no reference correction for \(scalar)")
                let em = term.blend * delta + (term.tracking + term.sizeBand + weightTerm + correction) / 1000
                extra += em * size
            }
            let tolerance = Double(string.unicodeScalars.count) * 0.5 / 1024 + 1e-9
            #expect(abs(ours.width - (base.width + extra)) <= tolerance,
                    "seed \(weight.numericWeight): \"\(string)\" at \(size): \(ours.width) vs \(base.width + extra)")
        }
    }

    @Test func trackingFollowsApplesTable() {
        #expect(SystemFontModel.tracking(atSize: 17) == -26)
        #expect(SystemFontModel.tracking(atSize: 12) == 0)
        #expect(SystemFontModel.tracking(atSize: 28) == 14)
        #expect(SystemFontModel.tracking(atSize: 17.5) == -25.5)
        #expect(SystemFontModel.tracking(atSize: 2) == 41 && SystemFontModel.tracking(atSize: 200) == -10)
        // Apple: SF Text below 20 pt, SF Display from 20 pt (WWDC 2020 "The details of UI typography").
        #expect(SystemFontModel.displayBlend(atSize: 19.5) == 0 && SystemFontModel.displayBlend(atSize: 20) == 1)
        #expect(!SystemFontModel.usesDisplayDesign(atSize: 19.99) && SystemFontModel.usesDisplayDesign(atSize: 20))
        #expect(SystemFontModel.weightTerm(.regular, atSize: 17) == 0 && SystemFontModel.weightTerm(.light, atSize: 34) == 0)
    }
}
