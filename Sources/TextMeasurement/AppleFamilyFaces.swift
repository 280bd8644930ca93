/// Apple's other font families (the ones Interface Builder files and apps name besides the
/// system font) mapped to open faces Debian has with the same advance widths, so a label in
/// "Helvetica" or "Times New Roman" measures as on the device without Apple's files.
///
/// Only metric-compatible faces are listed: Liberation (fonts-liberation2) is made to Arial's,
/// Times New Roman's and Courier New's widths; URW's base 35 (fonts-urw-base35) to the
/// PostScript fonts' (Helvetica, Times, Courier, Palatino, ...); Menlo is Apple's edit of
/// DejaVu Sans Mono (fonts-dejavu-core) and keeps its advances. Helvetica Neue has no open
/// clone: Nimbus Sans (Helvetica's widths) is the nearest, and its measured accuracy on
/// Interface Builder labels, per weight, is in docs/text.md. A family not listed here (Avenir,
/// Georgia, Gill Sans, ...) has no face: naming it is an error until a user registers one
/// (`--font`).
public enum AppleFamilyFaces {
    static let liberation = "/usr/share/fonts/truetype/liberation2"
    static let urw = "/usr/share/fonts/opentype/urw-base35"
    static let dejavu = "/usr/share/fonts/truetype/dejavu"

    /// Family name -> (regular file, bold file).
    public static let faces: [String: (regular: String, bold: String)] = [
        "Helvetica": ("\(urw)/NimbusSans-Regular.otf", "\(urw)/NimbusSans-Bold.otf"),
        "Helvetica Neue": ("\(urw)/NimbusSans-Regular.otf", "\(urw)/NimbusSans-Bold.otf"),
        "Arial": ("\(liberation)/LiberationSans-Regular.ttf", "\(liberation)/LiberationSans-Bold.ttf"),
        "Times New Roman": ("\(liberation)/LiberationSerif-Regular.ttf", "\(liberation)/LiberationSerif-Bold.ttf"),
        "Times": ("\(urw)/NimbusRoman-Regular.otf", "\(urw)/NimbusRoman-Bold.otf"),
        "Courier New": ("\(liberation)/LiberationMono-Regular.ttf", "\(liberation)/LiberationMono-Bold.ttf"),
        "Courier": ("\(urw)/NimbusMonoPS-Regular.otf", "\(urw)/NimbusMonoPS-Bold.otf"),
        "Menlo": ("\(dejavu)/DejaVuSansMono.ttf", "\(dejavu)/DejaVuSansMono-Bold.ttf"),
        "Palatino": ("\(urw)/P052-Roman.otf", "\(urw)/P052-Bold.otf"),
        "Bookman": ("\(urw)/URWBookman-Light.otf", "\(urw)/URWBookman-Demi.otf"),
        "Avant Garde": ("\(urw)/URWGothic-Book.otf", "\(urw)/URWGothic-Demi.otf"),
        "New Century Schoolbook": ("\(urw)/C059-Roman.otf", "\(urw)/C059-Bold.otf"),
    ]

    /// Weights that measure with the family's bold face although UIKit's rule for a family of a
    /// regular and a bold face gives them the regular one (`FontWeight.prefersBoldFace`): the
    /// family has a face of that weight of its own, nearer the open bold face's widths. Chosen on
    /// the census's fit apps by `Scripts/fonts/choose_family_faces.py` (`Datasets/fonts/family-faces.json`):
    /// HelveticaNeue-Medium, 7 labels of 4 apps, within 0.5 pt 2 with Nimbus Sans Bold and 0 with
    /// Nimbus Sans Regular (medians +2.0 and -2.5 pt: Helvetica Neue Medium lies between the two).
    public static let boldFaceWeights: [String: Set<FontWeight>] = [
        "Helvetica Neue": [.medium],
    ]

    /// Weights measured with their face and a tracking (1/1000 em on every glyph, `FontFile.tracking`)
    /// because Apple's face of that weight is narrower than the open face. Chosen on the census's
    /// fit apps by `Scripts/fonts/choose_family_faces.py` (`Datasets/fonts/family-faces.json`: the
    /// best tracking on all fit labels of the weight, kept only where measuring each app with the
    /// tracking fitted on the other apps beats none): HelveticaNeue-Light, 16 labels of 6 apps,
    /// within 0.5 pt 7 with -17.5 fitted without the app against 4 with none (Nimbus Sans Regular
    /// is about 2 % wider); HelveticaNeue-Medium on Nimbus Sans Bold, 7 labels of 4 apps, 4 against
    /// 2 with -15. Regular (38 labels, 10 apps) and Bold (16, 10) gain nothing and Thin has 4 labels.
    public static let tracking: [String: [FontWeight: Double]] = [
        "Helvetica Neue": [.light: -17.5, .medium: -15],
    ]

    /// The families, each with the Chinese fallback after its own face.
    static var families: [String: FontRegistry.Family] {
        faces.reduce(into: [:]) { families, entry in
            let regular = [FontFile(path: entry.value.regular), FontRegistry.chineseFallback.regular]
            let bold = [FontFile(path: entry.value.bold), FontRegistry.chineseFallback.bold]
            let boldWeights = boldFaceWeights[entry.key]
            let trackings = tracking[entry.key]
            guard boldWeights != nil || trackings != nil else {
                families[entry.key] = FontRegistry.Family(regular: regular, bold: bold)
                return
            }
            var weighted: [FontWeight: [FontFile]] = [:]
            for weight in FontWeight.allCases {
                var files = weight.prefersBoldFace || boldWeights?.contains(weight) == true ? bold : regular
                if let tracking = trackings?[weight] { files[0].tracking = tracking }
                weighted[weight] = files
            }
            families[entry.key] = FontRegistry.Family(regular: regular, bold: bold, weighted: weighted)
        }
    }
}
