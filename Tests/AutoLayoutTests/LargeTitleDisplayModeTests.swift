import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A navigation item whose `largeTitleDisplayMode` is `never` is drawn under the standard bar
/// though its navigation controller prefers large titles (`InterfaceBuilderSceneMetrics`).
@Suite struct LargeTitleDisplayModeTests {
    /// Apps' stored tops of views pinned to the top safe area under a 96-point large-title bar on
    /// a 6.1-inch phone: MyPlaces (tools 17701, bar at y = 44), tyspitcher (19142) and daeyunkwon
    /// (21225: bar at 48) with `never` at 88 / 92, and daeyunkwon's and jaemuYeo's (17701) other
    /// scenes, without it, at 144 / 140.
    @Test(arguments: [
        ("17701", 44.0, "never", CGFloat(88)), ("19142", 44.0, "never", CGFloat(88)), ("21225", 48.0, "never", CGFloat(92)),
        ("21225", 48.0, nil, CGFloat(144)), ("17701", 44.0, nil, CGFloat(140)),
    ] as [(String, Double, String?, CGFloat)])
    func aNavigationItemThatNeverShowsALargeTitleHasTheStandardBar(tools: String, barY: Double, mode: String?, top: CGFloat) throws {
        let document = NavigationRootDocument(tools: tools, device: "retina6_1", screen: CGSize(width: 414, height: 896), barY: barY,
                                              barHeight: 96, largeTitles: true, itemMode: mode)
        #expect(try document.boxTop() == top, "tools \(tools), \(mode ?? "automatic")")
    }
}
