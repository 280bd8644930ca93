import AutoLayout
import Foundation

/// Which Xcode wrote a document, as the iOS release its SDK simulates: the canvas draws status
/// bars and safe areas as that iOS does.
///
/// A document's `toolsVersion` is Interface Builder's build number; Xcode releases own ranges of
/// them (Xcode 9: 13xxx, 10: 14000-14799, 11: 14800-16xxx (its betas wrote 14810.11 to 14868), 12: 17xxx-18xxx, 13: 19xxx-20xxx (13.3 is 20037), 14: 21xxx,
/// 15: 22xxx, 16: 23xxx, 26: 24xxx), and Xcode N ships the iOS N + 2 SDK (Xcode 26, iOS 26). Some Xcode builds write the
/// placeholder `32700.99.1234`; the Cocoa Touch plug-in's version in `<dependencies>` is then the
/// real one (22684 / 22685 in the 10 such fixtures).
public enum InterfaceBuilderToolsVersion {
    /// Build-number ranges by their first number, with the iOS SDK of the Xcode that owns them.
    private static let releases: [(from: Double, iOS: Int)] = [
        (11000, 10), (13000, 11), (14000, 12), (xcode11Tools, 13), (17000, 14), (19000, 15), (21000, 16), (22000, 17), (23000, 18), (24000, 26),
    ]

    /// Where Xcode 11's tools start. Its betas wrote 14810.11, 14835.7, 14845, 14854.2, 14865.1
    /// and 14868 (then 15400 for the release): their documents already carry iOS 13's
    /// `appearance="light"` device attribute and system colours, which Xcode 10 (up to 14490.70)
    /// never wrote, and their canvas draws a home-button phone without a status bar as Xcode 11
    /// does (`Device.named(_:orientation:toolsVersion:)`: iOS-Tutorials-2022 at 14810.11 and
    /// 14845, olvid at 14868, 3 documents, none against).
    static let xcode11Tools: Double = 14800

    /// The iOS release of the Xcode that wrote `tools` (0 when older than Xcode 8).
    public static func iOSVersion(ofTools tools: Double) -> Int {
        releases.last { tools >= $0.from }?.iOS ?? 0
    }

    /// The build number that wrote `tree`: its `toolsVersion`, or the Cocoa Touch plug-in's
    /// version when the tools version is a placeholder (30000 and up).
    static func tools(of tree: InterfaceBuilderElement) -> Double {
        let stated = tree["toolsVersion"].flatMap { Double($0.split(separator: ".").first ?? "") } ?? 0
        guard stated >= 30000 else { return stated }
        let plugIn = tree.child("dependencies")?.children.first { $0.tag == "plugIn" && ($0["identifier"] ?? "").contains("CocoaTouch") }
        return plugIn?.double("version") ?? stated
    }
}
