import CassowaryWorkloads
import Foundation
import Testing
@testable import TextMeasurement

/// The system font of iOS 9-13 (`SystemFontRelease.iOS9to13`): Apple's static SF Text tracking
/// below 20 pt without today's fitted 18-20 pt offset; every other term today's. iOS 9-10's
/// (`.iOS9to10`) keeps the Text font up to 22 pt.
@Suite("System font releases")
struct SystemFontReleaseTests {
    /// Apple's static SF Text table (HIG before iOS 14) as `Datasets/fonts/system-font.json`
    /// holds it, and today's terms from 20 pt.
    @Test func trackingBelowDisplayIsTheStaticTextTable() {
        #expect(SystemFontModel.tracking(atSize: 17, release: .iOS9to13) == -24)
        #expect(SystemFontModel.tracking(atSize: 19, release: .iOS9to13) == -26)
        #expect(SystemFontModel.tracking(atSize: 19.5, release: .iOS9to13) == -26)
        #expect(SystemFontModel.tracking(atSize: 12, release: .iOS9to13) == 0)
        #expect(SystemFontModel.tracking(atSize: 17, release: .current) == -26)
        #expect(SystemFontModel.sizeBandTracking(atSize: 18, release: .iOS9to13) == 0)
        #expect(SystemFontModel.sizeBandTracking(atSize: 18) != 0)
        for size in stride(from: 20.0, through: 80, by: 0.5) {
            #expect(SystemFontModel.tracking(atSize: size, release: .iOS9to13) == SystemFontModel.tracking(atSize: size))
            #expect(SystemFontModel.sizeBandTracking(atSize: size, release: .iOS9to13) == SystemFontModel.sizeBandTracking(atSize: size))
        }
    }

    /// Every release is a built-in family whose faces stand in for that release.
    @Test func everyReleaseIsAFamilyOfItsOwn() throws {
        for release in SystemFontRelease.allCases {
            #expect(SystemFontRelease(familyName: release.familyName.uppercased()) == release)
            let faces = try StandInMeasurers.fonts.faces(for: FontDescriptor(family: release.familyName, size: 17))
            #expect(faces[0].standIn?.release == release)
            #expect(faces[0].file == SystemFontModel.files(for: .regular).text)
        }
        #expect(SystemFontRelease(familyName: "Helvetica Neue") == nil)
    }

    /// Random texts, sizes and weights, both modes: a one-line width of the iOS 9-13 font differs
    /// from today's by the tracking difference on every character with a glyph (each rounded to
    /// the layout grid, 1/1024 pt) below 20 pt, and not at all from 20 pt.
    @Test(arguments: [MeasurementMode.fast, .exact])
    func widthsDifferByTheTrackingOnly(_ mode: MeasurementMode) throws {
        let measurer = TextMeasurer(mode: mode, fonts: StandInMeasurers.fonts)
        let seed: UInt64 = 0x0913_2026
        var generator = SeededGenerator(seed: seed)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,-")
        for round in 0..<300 {
            let size = Double(Int.random(in: 40...120, using: &generator)) / 4
            let weight = FontWeight.allCases.randomElement(using: &generator) ?? .regular
            let count = Int.random(in: 1...24, using: &generator)
            let text = String((0..<count).map { _ in letters.randomElement(using: &generator) ?? "a" })
            let today = try measurer.measure(text, font: FontDescriptor(size: size, weight: weight), maxWidth: nil,
                                             numberOfLines: 1, scale: 0)
            let old = try measurer.measure(text, font: FontDescriptor(family: SystemFontRelease.iOS9to13.familyName, size: size, weight: weight),
                                           maxWidth: nil, numberOfLines: 1, scale: 0)
            let difference = (SystemFontModel.tracking(atSize: size, release: .iOS9to13) + SystemFontModel.sizeBandTracking(atSize: size, release: .iOS9to13))
                - (SystemFontModel.tracking(atSize: size) + SystemFontModel.sizeBandTracking(atSize: size))
            let expected = difference / 1000 * size * Double(count)
            // Each character's extra is rounded to the layout grid on its own.
            let slack = Double(count) / 1024 + 1e-9
            #expect(abs((old.width - today.width) - expected) <= slack,
                    "seed \(seed) round \(round): \(text) at \(size) pt \(weight): \(old.width) - \(today.width) against \(expected)")
            #expect(old.height == today.height, "seed \(seed) round \(round)")
            if size >= 20 { #expect(old.width == today.width, "seed \(seed) round \(round)") }
        }
    }

    /// iOS 9-10's font (`SystemFontRelease.iOS9to10`) is iOS 9-13's with the Text font up to 22
    /// pt: the same terms below 20 pt and from 22 pt, at 20-21 pt the static Text table's last
    /// value, no size band, and the Text design's weight term.
    @Test func iOS9to10DrawsTheTextFontUpTo22Points() {
        for size in stride(from: 6.0, through: 80, by: 0.25) where size < 20 || size >= 22 {
            #expect(SystemFontModel.tracking(atSize: size, release: .iOS9to10) == SystemFontModel.tracking(atSize: size, release: .iOS9to13))
            #expect(SystemFontModel.sizeBandTracking(atSize: size, release: .iOS9to10)
                == SystemFontModel.sizeBandTracking(atSize: size, release: .iOS9to13))
            #expect(SystemFontModel.usesDisplayDesign(atSize: size, release: .iOS9to10) == (size >= 22))
        }
        for size in stride(from: 20.0, to: 22, by: 0.25) {
            #expect(!SystemFontModel.usesDisplayDesign(atSize: size, release: .iOS9to10))
            #expect(SystemFontModel.usesDisplayDesign(atSize: size, release: .iOS9to13))
            #expect(SystemFontModel.tracking(atSize: size, release: .iOS9to10) == -26)
            #expect(SystemFontModel.sizeBandTracking(atSize: size, release: .iOS9to10) == 0)
            for weight in FontWeight.allCases {
                #expect(SystemFontModel.weightTerm(weight, atSize: size, release: .iOS9to10) == SystemFontModel.weightTerm(weight, atSize: 19))
            }
        }
    }

    /// Random texts, sizes and weights, both modes: a one-line width of iOS 9-10's font is iOS
    /// 9-13's below 20 pt and from 22 pt, and at 20-21 pt the width of its 19 pt text scaled to the
    /// size (every Text term is per em; each character's extra and advance rounded on its own).
    @Test(arguments: [MeasurementMode.fast, .exact])
    func iOS9to10WidthsFollowTheTextFont(_ mode: MeasurementMode) throws {
        let measurer = TextMeasurer(mode: mode, fonts: StandInMeasurers.fonts)
        let seed: UInt64 = 0x0910_2026
        var generator = SeededGenerator(seed: seed)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,-")
        func width(_ text: String, _ release: SystemFontRelease, _ size: Double, _ weight: FontWeight) throws -> Double {
            try measurer.measure(text, font: FontDescriptor(family: release.familyName, size: size, weight: weight), maxWidth: nil,
                                 numberOfLines: 1, scale: 0).width
        }
        for round in 0..<300 {
            let size = Double(Int.random(in: 60...120, using: &generator)) / 4
            let weight = FontWeight.allCases.randomElement(using: &generator) ?? .regular
            let count = Int.random(in: 1...24, using: &generator)
            let text = String((0..<count).map { _ in letters.randomElement(using: &generator) ?? "a" })
            let old = try width(text, .iOS9to10, size, weight)
            if size < 20 || size >= 22 {
                #expect(old == (try width(text, .iOS9to13, size, weight)), "seed \(seed) round \(round): \(text) at \(size) pt \(weight)")
            } else {
                let scaled = try width(text, .iOS9to10, 19, weight) * size / 19
                #expect(abs(old - scaled) <= 2 * Double(count) / 1024 + 1e-9,
                        "seed \(seed) round \(round): \(text) at \(size) pt \(weight): \(old) against \(scaled)")
            }
        }
    }

    /// Files registered for the system font stand for it in every release.
    @Test func registeringTheSystemFontReplacesEveryRelease() throws {
        let fonts = FontRegistry()
        let liberation = FontFile(path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf")
        let liberationBold = FontFile(path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf")
        try fonts.register(family: "system", FontRegistry.Family(regular: [liberation], bold: [liberationBold]))
        for release in SystemFontRelease.allCases {
            let faces = try fonts.faces(for: FontDescriptor(family: release.familyName, size: 17))
            #expect(faces[0].file == liberation && faces[0].standIn == nil)
        }
    }
}
