/// Which release of Apple's system font the SF stand-in measures like: today's variable SF (iOS
/// 14 on, the default everywhere) or the static SF Text and SF Display of iOS 9-13, which frames
/// stored by Xcode 7-11 were drawn with (iOS 9-10's, Xcode 7-8's, with the Text font up to 22 pt).
///
/// The two differ below 20 pt, where the static SF Text had a tracking table of its own (Apple's
/// HIG before iOS 14: -24/1000 em at 17 pt against today's -26) and no optical size between Text
/// and Display (today's font is part Display at 18-19 pt, the fitted `sizeBandTracking` there).
/// Fit apps' labels of Xcode 7-11 documents, up to 17 pt: 84.9 % -> 90.3 % within 0.5 pt of
/// their stored widths with Apple's static table, 170 apps, 95 % interval of the change over apps
/// +3.0 to +8.3 points; the same table on Xcode 12 on documents loses 6.5 points
/// (`Datasets/fonts/try_font_release.py`). From 20 pt the releases measure alike: Apple's static
/// Display table did not fit those labels better than today's terms.
///
/// iOS 9-10 (SF UI Text / SF UI Display, the SDKs of Xcode 7-8) drew 20-21 pt with the Text font:
/// one report of iOS 10 puts the switch "in the neighborhood of 22 points", and fit apps' labels of
/// Xcode 7-8 from 20 pt go from 34.9 % to 46.0 % within 0.5 pt with it (63 labels, 25 apps, 95 %
/// interval over apps +2.5 to +25.0 points) while Xcode 9-11 and 12 on documents lose with it
/// (`Datasets/fonts/try_sdk_display.py`). Apple published the same tracking values for SF UI and
/// SF Pro, so the two static releases share the Text table.
///
/// Each release is a family of its own in `FontRegistry` (`familyName`), so every cache keyed by
/// a font's family keeps the releases apart.
public enum SystemFontRelease: String, Hashable, Sendable, CaseIterable {
    /// The variable SF of iOS 14 on: the fitted model (`SystemFontModel`).
    case current
    /// The static SF Text / SF Display of iOS 9-13 (the SDKs of Xcode 7-11; Xcode 9-11's canvas).
    case iOS9to13
    /// The static SF UI Text / SF UI Display of iOS 9-10 (Xcode 7-8's canvas): `iOS9to13` with the
    /// Text font up to 22 pt.
    case iOS9to10

    /// The registry family that measures with this release: `"system"` for today's font.
    public var familyName: String {
        switch self {
        case .current: FontRegistry.systemFamilyName
        case .iOS9to13: "system-iOS9-13"
        case .iOS9to10: "system-iOS9-10"
        }
    }

    /// Whether the release's Text font is a static font of its own (Apple's static Text tracking
    /// table, no fitted size band) below `displayFrom`.
    var hasStaticText: Bool { self != .current }

    /// The size from which the release draws the Display design.
    var displayFrom: Double {
        switch self {
        case .current, .iOS9to13: SystemFontModel.ModelData.displayFrom
        case .iOS9to10: SystemFontModel.ModelData.iOS9to10DisplayFrom
        }
    }

    /// The release whose family is `name` (case-insensitive), nil for any other family.
    public init?(familyName name: String) {
        guard let release = Self.allCases.first(where: { $0.familyName.lowercased() == name.lowercased() }) else { return nil }
        self = release
    }
}
