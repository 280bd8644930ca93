import CFreeType

/// A FreeType library instance, used to open font files and read their `hhea` metrics.
///
/// FreeType's library object is not thread-safe; its owner (`FontRegistry`) only touches it
/// under its lock.
final class FreeTypeLibrary: @unchecked Sendable {
    private let library: FT_Library?

    init() {
        var library: FT_Library?
        library = FT_Init_FreeType(&library) == 0 ? library : nil
        self.library = library
    }

    deinit {
        if let library { FT_Done_FreeType(library) }
    }

    /// What FreeType reads of a face: its family name, design grid, glyph count, `hhea` metrics,
    /// and its own weight and slant (`OS/2` usWeightClass, 400 when the table is missing;
    /// italic from `OS/2` fsSelection or the `head` style bits, as FreeType reports it).
    struct FaceSummary {
        var familyName: String
        var glyphCount: Int
        var metrics: VerticalMetrics
        var weightClass: Int
        var isItalic: Bool
    }

    func summary(of file: FontFile) throws(TextMeasurementError) -> FaceSummary {
        guard let library else {
            throw .unreadableFont(path: file.path, reason: "FreeType could not be initialised")
        }
        guard file.faceIndex >= 0, file.faceIndex <= Int(Int32.max) else {
            throw .unreadableFont(path: file.path, reason: "face index \(file.faceIndex) is out of range")
        }
        var face: FT_Face?
        let error = FT_New_Face(library, file.path, FT_Long(file.faceIndex), &face)
        guard error == 0, let face else {
            throw .unreadableFont(path: file.path, reason: Self.describe(error, faceIndex: file.faceIndex))
        }
        defer { FT_Done_Face(face) }
        let record = face.pointee
        guard record.face_flags & FT_Long(FT_FACE_FLAG_SFNT) != 0, record.units_per_EM > 0,
              let header = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        else {
            throw .unreadableFont(path: file.path, reason: "not a TrueType/OpenType font with an hhea table")
        }
        let family = record.family_name.map { String(cString: $0) } ?? file.path
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        // usWeightClass 0 (old fonts) or missing: a regular face.
        let weightClass = os2.map { Int($0.usWeightClass) }.flatMap { $0 > 0 ? $0 : nil } ?? 400
        return FaceSummary(
            familyName: family, glyphCount: Int(record.num_glyphs),
            metrics: VerticalMetrics(unitsPerEm: Int(record.units_per_EM), ascender: Int(header.Ascender),
                                     descender: Int(header.Descender), lineGap: Int(header.Line_Gap)),
            weightClass: weightClass, isItalic: record.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0)
    }

    private static func describe(_ error: FT_Error, faceIndex: Int) -> String {
        switch error {
        case 0x01: "cannot open the file"
        case 0x02: "unknown file format"
        case 0x03: "broken or truncated font file"
        case 0x06: "no face \(faceIndex) in this file"
        case 0x40: "out of memory"
        default: "FreeType error \(error)"
        }
    }
}
