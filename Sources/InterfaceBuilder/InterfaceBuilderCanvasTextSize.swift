import TextMeasurement

/// The content size category at which Xcode's canvas sizes Dynamic Type text styles, by the
/// release that wrote the document: the frames Xcode stores for text-style labels are that
/// category's, not always the device's default (Large).
///
/// Seen in the census's fit apps (`python3 Scripts/labels/analyse_text_styles.py`: text-style
/// labels whose stored width or height is their own, measured at each category):
/// - Xcode 12.5 to 13 (tools 18122 to 20037 seen; 18000 to 20999 here): extraSmall (body 14
///   pt, large title 31 pt). 30 of 35 labels of 15 apps (13 of the apps) are explained by
///   extraSmall and 2 labels of one app by Large; the fixtures agree (`Datasets/xib` zotero and vlc documents:
///   body "Label" stored 35.5 x 17, extraSmall's size).
/// - Xcode 7 and older (tools below 11000): medium (body 16 pt). 18 of 22 labels of 5 apps are
///   explained by medium, none by Large.
/// - Xcode 8 to 12.4 and from Xcode 14: Large (397 of 486 labels of 56 apps, 50 of the apps;
///   58 no category explains, the rest scattered).
/// Why those releases drew smaller text is not documented; the frames agree across apps.
/// Xcode 9 and 10 also drew title1 at 26 pt and title2 at 20 pt (9 labels of 4 apps) while
/// their other styles are at Large: no category gives both, so that is left as it was.
public enum InterfaceBuilderCanvasTextSize {
    /// The category the canvas of the Xcode that wrote `tools` sizes text styles at.
    public static func contentSizeCategory(ofTools tools: Double) -> ContentSizeCategory {
        if tools > 0, tools < 11000 { return .medium }
        if tools >= 18000, tools < 21000 { return .extraSmall }
        return .default
    }
}
