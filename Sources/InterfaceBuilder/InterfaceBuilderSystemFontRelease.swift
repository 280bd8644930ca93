import TextMeasurement

/// The system font a document's frames were drawn with, by the Xcode that wrote it: Xcode 7 to
/// 11 shipped the SDKs of iOS 9 to 13, whose SF was the static SF Text / SF Display
/// (`SystemFontRelease.iOS9to13`; Xcode 7-8's iOS 9-10 drew it with the Text font up to 22 pt,
/// `.iOS9to10`); Xcode 12 on, iOS 14's variable SF (`.current`).
///
/// Seen in the census's fit apps (`python3 Datasets/fonts/try_font_release.py`): labels of Xcode
/// 7-11 documents up to 17 pt are stored wider than today's font by +2.7 to +3.4/1000 em a
/// character at 17 pt (746 labels, 139 apps), as Apple's static Text tracking table says (-24
/// against -26); measured with it, 84.9 % -> 90.3 % of 1,451 labels (170 apps) are within 0.5 pt,
/// while Xcode 12 on documents lose with it (86.3 % -> 79.8 %). Labels of Xcode 7-8 documents at
/// 20-21 pt follow the Text font (fit apps from 20 pt: 34.9 % -> 46.0 % within 0.5 pt, 63 labels
/// of 25 apps, `Datasets/fonts/try_sdk_display.py`); Xcode 9-11's do not. Xcode 6 (tools below 9000) drew
/// the system font as Helvetica Neue, which this rule does not model; such documents keep today's
/// font.
public enum InterfaceBuilderSystemFontRelease {
    /// Where Xcode 7's tools start (9000-10999 is Xcode 7; 6000-8999 Xcode 6).
    static let xcode7Tools: Double = 9000

    /// The system font release of the Xcode that wrote `tools`.
    public static func release(ofTools tools: Double) -> SystemFontRelease {
        guard tools >= xcode7Tools else { return .current }
        switch InterfaceBuilderToolsVersion.iOSVersion(ofTools: tools) {
        case ..<11: return .iOS9to10
        case ..<14: return .iOS9to13
        default: return .current
        }
    }

    /// `font` as the document's Xcode drew it: a system font in `release`'s family; any other font
    /// (a named family) as it is.
    public static func font(_ font: FontDescriptor, drawnWith release: SystemFontRelease) -> FontDescriptor {
        guard SystemFontRelease(familyName: font.family) != nil else { return font }
        var drawn = font
        drawn.family = release.familyName
        return drawn
    }
}
