import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// Interface Builder draws a search bar 44 points tall before iOS 11 (Xcode 8 and older), 51
/// under Xcode 12.5 to 13.4 and 56 from Xcode 9 to 12.3 and from Xcode 14
/// (`InterfaceBuilderSearchBar`).
@Suite struct SearchBarHeightTests {
    /// A search bar pinned to the top and sides of a 414-point view, nothing holding its
    /// height, and a box pinned right below it.
    static func document(tools: String) -> String {
        ControlAboveBoxDocument.text(tools: tools, device: "retina6_1", rootWidth: 414, rootHeight: 300, control: """
            <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                <rect key="frame" x="0.0" y="0.0" width="414" height="51"/>
                <textInputTraits key="textInputTraits"/>
            </searchBar>
            """, id: "search", top: 0, side: 0, gap: 0, boxY: 51, boxHeight: 10)
    }

    /// Stored heights of search bars whose height is their own, as literal numbers, with their
    /// documents' tools version: 56 under Xcode 9 to 12.3 (puuurm 13771, sora 15505,
    /// michalnowak061 and ChatApplication 17156, MOON-HJ 17701), 51 under Xcode 12.5 to 13.4
    /// (jhy0409 18122, mbrockmandev 19150 and 19158, luboolu and rubenroques 19162 and 19529,
    /// teiresias22 19529, MoSonLee and Taehyeon-Kim 20037), 56 again from Xcode 14 (MoSonLee
    /// 21225, rubenroques 21507, alexcho617 and JayH8N 21701, bitwarden 22505, thisisdana49 23504);
    /// 44 before Xcode 9 (gabemdev 4514, kgerov 9059 and 10117, schifano 9531, rugoli 12118).
    @Test(arguments: [
        ("4514", CGFloat(44)), ("9059", CGFloat(44)), ("9531", CGFloat(44)), ("10117", CGFloat(44)), ("12118", CGFloat(44)),
        ("13771", CGFloat(56)), ("15505", CGFloat(56)), ("17156", CGFloat(56)), ("17701", CGFloat(56)),
        ("18122", CGFloat(51)), ("19150", CGFloat(51)), ("19162", CGFloat(51)), ("19529", CGFloat(51)), ("20037", CGFloat(51)),
        ("21225", CGFloat(56)), ("21507", CGFloat(56)), ("21701", CGFloat(56)), ("22505", CGFloat(56)), ("23504", CGFloat(56)),
    ] as [(String, CGFloat)])
    func aSearchBarIsDrawnAsItsXcodeDrewIt(tools: String, stored: CGFloat) throws {
        let frames = try InterfaceBuilderControlTests.frames(Self.document(tools: tools))
        #expect(frames["search"]?.height == stored, "tools \(tools): \(String(describing: frames["search"]))")
        #expect(frames["below"]?.minY == stored, "tools \(tools): \(String(describing: frames["below"]))")
    }
}
