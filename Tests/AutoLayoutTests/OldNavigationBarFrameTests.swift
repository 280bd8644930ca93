import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// Xcode 9 and older store a navigation controller's bar at y = 0 while drawing the status bar
/// above it; from Xcode 10 the stored y is where the status bar ends
/// (`InterfaceBuilderSceneMetrics.barStoredBelowStatusBarTools`).
@Suite struct OldNavigationBarFrameTests {
    /// Apps' stored tops of views pinned to a navigation root's top layout guide on a 4.7-inch
    /// phone: web-server and motoom (tools 11762), jhy0409 and jtmarshall (12121) and rugoli
    /// (12118) store the bar at y = 0 and the views at 64; Xcode 10 documents (XLPagerTabStrip
    /// `129`, tools 14460; RxDataSources `412`, 13196) store the bar at 20 and the views at 64 too;
    /// Xcode 11 to 14.1 (AltStore `121`, 15701) store it at 0 with no status bar, the views at 44.
    @Test(arguments: [
        ("11762", 0.0, CGFloat(64)), ("12121", 0.0, CGFloat(64)), ("12118", 0.0, CGFloat(64)),
        ("14460", 20.0, CGFloat(64)), ("13196", 20.0, CGFloat(64)), ("15701", 0.0, CGFloat(44)),
    ] as [(String, Double, CGFloat)])
    func xcodeNineAndOlderDrawTheStatusBarAboveABarStoredAtTheTop(tools: String, barY: Double, top: CGFloat) throws {
        let document = NavigationRootDocument(tools: tools, barY: barY, topLayoutGuide: true)
        #expect(try document.boxTop() == top, "tools \(tools), bar at \(barY)")
    }
}
