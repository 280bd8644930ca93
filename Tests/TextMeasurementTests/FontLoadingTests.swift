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

    @Test func advancesComeFromTheFont() throws {
        let faces = try SharedMeasurers.fonts.faces(for: .systemFont(ofSize: 17))
        #expect(faces[0].advance(of: "a", size: 2048) == 1139)
        #expect(faces[1].hasGlyph(for: "中"))
        #expect(!faces[0].hasGlyph(for: "中"))
    }
}
