import Testing
import TextMeasurement

@Suite("Font loading")
struct FontLoadingTests {
    @Test func systemFamilyIsLiberationWithNotoCJKFallback() throws {
        let faces = try SharedMeasurers.fonts.faces(for: .systemFont(ofSize: 17))
        #expect(faces.map(\.familyName) == ["Liberation Sans", "Noto Sans CJK SC"])
        #expect(faces[0].metrics == VerticalMetrics(unitsPerEm: 2048, ascender: 1854, descender: -434, lineGap: 67))
        #expect(faces[1].metrics == VerticalMetrics(unitsPerEm: 1000, ascender: 1160, descender: -288, lineGap: 0))
        #expect(faces[1].file.faceIndex == 2)
        let bold = try SharedMeasurers.fonts.faces(for: .boldSystemFont(ofSize: 17))
        #expect(bold[0].file.path.hasSuffix("LiberationSans-Bold.ttf"))
    }

    /// Faces loaded ahead on two threads (`preloadFaces`) are the ones measuring then uses (one
    /// object per face), and measure as faces loaded one by one on first use do, for the
    /// system family's weights, a text style, a mapped Apple family and an unknown family
    /// (skipped, failing later as before).
    @Test func preloadedFacesAreTheFacesMeasuringUses() throws {
        let fonts = [FontDescriptor.systemFont(ofSize: 17), .boldSystemFont(ofSize: 15),
                     FontDescriptor(size: 13, weight: .semibold), FontDescriptor(textStyle: .headline),
                     FontDescriptor(family: "Helvetica Neue", size: 14), FontDescriptor(family: "No Such Family", size: 12)]
        let preloaded = FontRegistry()
        preloaded.preloadFaces(for: fonts)
        let onFirstUse = FontRegistry()
        let texts = ["Grace Hopper", "Configuration office 12:45, well-known", "照片很好看！ Reply", "🔥 fin"]
        for font in fonts.dropLast() {
            let faces = try preloaded.faces(for: font)
            let again = try preloaded.faces(for: font)
            #expect(zip(faces, again).allSatisfy { $0 === $1 }, "\(font): one object per face")
            #expect(faces.map(\.file) == (try onFirstUse.faces(for: font)).map(\.file), "\(font)")
            for text in texts {
                let measured = try TextMeasurer(fonts: preloaded).measure(text, font: font, maxWidth: 80, numberOfLines: 0, scale: 3)
                let expected = try TextMeasurer(fonts: onFirstUse).measure(text, font: font, maxWidth: 80, numberOfLines: 0, scale: 3)
                #expect(measured == expected, "\(font): \(text)")
            }
        }
        #expect(throws: TextMeasurementError.self) { try preloaded.faces(for: fonts[fonts.count - 1]) }
    }

    @Test func advancesComeFromTheFont() throws {
        let faces = try SharedMeasurers.fonts.faces(for: .systemFont(ofSize: 17))
        #expect(faces[0].advance(of: "a", size: 2048) == 1139)
        #expect(faces[1].hasGlyph(for: "中"))
        #expect(!faces[0].hasGlyph(for: "中"))
    }
}
