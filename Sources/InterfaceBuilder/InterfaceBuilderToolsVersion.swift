import AutoLayout
import Foundation

/// Which Xcode wrote a document, as the iOS release its SDK simulates: the canvas draws status
/// bars and safe areas as that iOS does.
///
/// A document's `toolsVersion` is Interface Builder's build number; Xcode releases own ranges of
/// them (Xcode 9: 13xxx, 10: 14xxx, 11: 15xxx-16xxx, 12: 17xxx-18xxx, 13: 19xxx-20xxx (13.3 is 20037), 14: 21xxx,
/// 15: 22xxx, 16: 23xxx, 26: 24xxx), and Xcode N ships the iOS N + 2 SDK (Xcode 26, iOS 26). Some Xcode builds write the
/// placeholder `32700.99.1234`; the Cocoa Touch plug-in's version in `<dependencies>` is then the
/// real one (22684 / 22685 in the 10 such fixtures).
public enum InterfaceBuilderToolsVersion {
    /// Build-number ranges by their first number, with the iOS SDK of the Xcode that owns them.
    private static let releases: [(from: Double, iOS: Int)] = [
        (11000, 10), (13000, 11), (14000, 12), (15000, 13), (17000, 14), (19000, 15), (21000, 16), (22000, 17), (23000, 18), (24000, 26),
    ]

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
