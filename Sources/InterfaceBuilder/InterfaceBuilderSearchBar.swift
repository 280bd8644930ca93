import Foundation

/// The height Interface Builder draws a search bar at, by the Xcode that wrote the document
/// (the bar has no width of its own).
///
/// Before iOS 11 (Xcode 8 and older: `InterfaceBuilderToolsVersion`) a search bar is 44 tall, as
/// UIKit's bar was until iOS 11 made it 56 (branch `ib-rules-18`; bars stored 44 whose height
/// comes from the bar, its top and bottom pinned to views that follow it: kgerov 9059 and
/// 10117, schifano 9531, rugoli 12118, and gabemdev's autoresizing bar of 4514: 4 apps, none
/// storing 56 before Xcode 9; a bar with a `prompt` is 31 taller, rmit's 75 of 12121, which the
/// importer does not model). Search bars whose height is their own (no height constraint) are
/// stored 56 tall by Xcode 9 to
/// 12.3 (tools 13771 to 17701: puuurm, artsy, sora, michalnowak061, ChatApplication, MOON-HJ:
/// 6 apps) and from Xcode 14 (tools 21225 to 23504: MoSonLee, rubenroques, alexcho617, JayH8N,
/// bitwarden, f2hard3, thisisdana49: 7 apps), and 51 tall by Xcode 12.5 to 13.4 (tools 18122 to
/// 20037: jhy0409, mbrockmandev, luboolu, rubenroques, teiresias22, MoSonLee, Taehyeon-Kim: 7
/// apps, none storing 56 there). MoSonLee and rubenroques store 51 under Xcode 13 and 56 under
/// Xcode 14, so it is the release, not the app. Xcode 26 is left at 56 (bryceco's one bar of
/// tools 24765 is 64, its other is pinned: one app).
enum InterfaceBuilderSearchBar {
    /// Where Xcode 12.5's tools start (17701 is Xcode 12.3, 18122 Xcode 12.5).
    static let shortBarTools: Double = 18000
    /// Where Xcode 14's tools start.
    static let xcode14Tools: Double = 21000

    /// The drawn height under the tools `tools`.
    static func height(ofTools tools: Double) -> CGFloat {
        if InterfaceBuilderToolsVersion.iOSVersion(ofTools: tools) < 11 { return 44 }
        return (shortBarTools..<xcode14Tools).contains(tools) ? 51 : 56
    }
}
