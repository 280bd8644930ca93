/// The "system" family: a stand-in for Apple's San Francisco (SF Pro), which Linux does not have,
/// built from Inter (Text design) and Inter Display (Debian's fonts-inter, SIL OFL 1.1).
///
/// A character's advance is Inter Text's (shaped by HarfBuzz with kerning, `calt` off) plus, in
/// em, `t(s)·(Display − Text) + (tracking(s) + band(s) + weightTerm(w, s) + correction(c, w, s)) / 1000`:
/// - `t(s)` is SF's optical size: the Text design below 20 pt, the Display design from 20 pt
///   (from 22 pt for iOS 9-10's font, `SystemFontRelease.displayFrom`);
/// - `tracking(s)` is Apple's published SF Pro tracking table, interpolated between its sizes,
///   and `band(s)` a fitted offset above 17 pt (piecewise linear in the size);
/// - `weightTerm(w, s)` widens medium and heavier weights, fitted per weight class and design;
/// - `correction(c, w, s)` is a per-character table fitted on public Interface Builder labels,
///   with a part of its own for the Display design.
/// Every constant comes from `Datasets/fonts/system-font.json` (with its source) through the
/// generated `SystemFontModel+Data.swift`; `Datasets/fonts/standin.py` is the reference
/// implementation the tests compare with. Line height and baselines are UIKit's system font's
/// (`lineMetrics`), whichever face supplies the widths.
///
/// Invariant: the extra advance of a character depends only on its nominal Text glyph, the
/// size and the weight, so fast mode (tables) and exact mode (HarfBuzz) add the same integers.
public enum SystemFontModel {
    /// Where Debian's fonts-inter puts its static faces.
    public static let fontDirectory = "/usr/share/fonts/opentype/inter"

    /// The Inter Text and Inter Display files standing in for SF at `weight`.
    public static func files(for weight: FontWeight) -> (text: FontFile, display: FontFile) {
        let name = interStyleName(weight)
        return (FontFile(path: "\(fontDirectory)/Inter-\(name).otf"),
                FontFile(path: "\(fontDirectory)/InterDisplay-\(name).otf"))
    }

    /// UIKit's system font's vertical metrics (SF Pro's `hhea`: 1950 / -494 / 0 of 2048, so a
    /// line is 2444/2048 em: 20.287 pt at 17 pt, as `UIFont.lineHeight` reports).
    public static let lineMetrics = VerticalMetrics(unitsPerEm: ModelData.lineUnitsPerEm, ascender: ModelData.lineAscender,
                                                    descender: ModelData.lineDescender, lineGap: ModelData.lineGap)

    /// Apple's SF Pro tracking at `size` points for `release`, in 1/1000 em: the table's value at
    /// a listed size, linear between listed sizes, the end value beyond the ends. iOS 9-13's
    /// static SF Text has its own table below the Display design (`SystemFontRelease`).
    public static func tracking(atSize size: Double, release: SystemFontRelease = .current) -> Double {
        if release.hasStaticText, !usesDisplayDesign(atSize: size, release: release) {
            return interpolated(ModelData.iOS9to13TextTracking, atSize: size)
        }
        return interpolated(ModelData.tracking, atSize: size)
    }

    private static func interpolated(_ table: [(size: Double, value: Double)], atSize size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.value }
        if size >= last.size { return last.value }
        var upper = 1
        while table[upper].size < size { upper += 1 }
        let below = table[upper - 1], above = table[upper]
        return below.value + (above.value - below.value) * (size - below.size) / (above.size - below.size)
    }

    /// The fitted tracking offset at `size` (1/1000 em; 0 outside every segment): what the
    /// published table and Inter's designs leave above 17 pt, linear within each fitted segment
    /// (a constant band has equal ends), chosen on validation apps (Datasets/fonts/README.md).
    /// iOS 9-13's static SF Text has none below the Display design: the offset there is where
    /// today's variable font is already part Display.
    public static func sizeBandTracking(atSize size: Double, release: SystemFontRelease = .current) -> Double {
        if release.hasStaticText, !usesDisplayDesign(atSize: size, release: release) { return 0 }
        guard let segment = ModelData.sizeBandTracking.first(where: { $0.from <= size && size < $0.to }) else { return 0 }
        return segment.fromValue + (segment.toValue - segment.fromValue) * (size - segment.from) / (segment.to - segment.from)
    }

    /// Whether SF draws `size` with its Display design: from 20 pt on, Text below (Apple's
    /// documented switch between the two optical sizes); iOS 9-10's font from 22 pt.
    public static func usesDisplayDesign(atSize size: Double, release: SystemFontRelease = .current) -> Bool {
        size >= release.displayFrom
    }

    /// How much of the Display design's advances replace the Text design's at `size`: 0 or 1.
    public static func displayBlend(atSize size: Double, release: SystemFontRelease = .current) -> Double {
        usesDisplayDesign(atSize: size, release: release) ? 1 : 0
    }

    /// The fitted extra width per glyph of `weight` over Inter's in the design of `size`, in
    /// 1/1000 em (0 for regular and lighter weights).
    public static func weightTerm(_ weight: FontWeight, atSize size: Double, release: SystemFontRelease = .current) -> Double {
        guard let weightClass = CorrectionClass(weight) else { return 0 }
        let terms = usesDisplayDesign(atSize: size, release: release) ? ModelData.displayWeightTerm : ModelData.textWeightTerm
        return terms[weightClass.rawValue] ?? 0
    }

    /// The fitted correction of `scalar` at `weight` in the Text (`display` false) or Display
    /// design, in 1/1000 em (0 for characters the fit did not see often enough): the base term,
    /// plus the weight class's deviation, plus the Display design's own term.
    public static func correction(_ scalar: UInt32, weight: FontWeight, display: Bool) -> Double {
        var value = ModelData.baseCorrection[scalar] ?? 0
        if let weightClass = CorrectionClass(weight) {
            value += ModelData.classDeviation[weightClass.rawValue]?[scalar] ?? 0
        }
        if display {
            value += ModelData.displayCorrection[scalar] ?? 0
        }
        return value
    }

    /// Weight classes with terms of their own in the fitted table (lighter weights use the base).
    enum CorrectionClass: String {
        case medium, semibold, bold

        init?(_ weight: FontWeight) {
            switch weight {
            case .ultraLight, .thin, .light, .regular: return nil
            case .medium: self = .medium
            case .semibold: self = .semibold
            case .bold, .heavy, .black: self = .bold
            }
        }
    }

    /// Inter's style name for the face nearest each UIKit weight (both run 100...900).
    private static func interStyleName(_ weight: FontWeight) -> String {
        switch weight {
        case .ultraLight: "Thin"
        case .thin: "ExtraLight"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "SemiBold"
        case .bold: "Bold"
        case .heavy: "ExtraBold"
        case .black: "Black"
        }
    }
}

extension FontWeight {
    /// The CSS / OpenType weight class of the UIKit weight (ultraLight 100 ... black 900).
    public var numericWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// The UIKit weight nearest an `OS/2` weight class (ties go to the heavier weight, as UIKit
    /// picks the bolder face): 400 is regular, 600 semibold, 650 bold.
    public init(nearestTo weightClass: Int) {
        self = FontWeight.allCases.min {
            let left = abs($0.numericWeight - weightClass), right = abs($1.numericWeight - weightClass)
            return left != right ? left < right : $0.numericWeight > $1.numericWeight
        } ?? .regular
    }
}
