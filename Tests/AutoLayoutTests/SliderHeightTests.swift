import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A slider's track by iOS release: 30 points through iOS 16, 33 under iOS 17 and 18, 34 from
/// iOS 26 (`Slider.drawnSize`), so Interface Builder stores plain sliders whose height is their
/// own 31 tall before Xcode 15 and 34 from it.
@Suite struct SliderHeightTests {
    /// A slider 12 points below the top of a 375-point view, 16 from its sides, with nothing
    /// holding its height, and a box pinned 12 points below it (nRF-Mesh's separators).
    static func document(tools: String) -> String {
        ControlAboveBoxDocument.text(tools: tools, device: "retina6_12", rootWidth: 375, rootHeight: 200, control: """
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                <rect key="frame" x="14" y="12" width="347" height="31"/>
            </slider>
            """, id: "slider", top: 12, side: 16, gap: 12, boxY: 55, boxHeight: 1)
    }

    /// Stored heights of plain sliders whose height is their own, as literal numbers, with the
    /// tools version of their documents: Xcode 14.3 (moonkey48's `Timer`, tools 21507;
    /// daeyunkwon's and slaveshin's timers, 21701: 31), Xcode 15 (entourage's
    /// `MainFilterDistanceCell.xib`, 22155: 34), Xcode 16 (nRF-Mesh's cells, Datasets/xib-more
    /// 335-339, 23727: 34, the separator 12 points below the slider at 57 with the slider at
    /// y = 12, so the rectangle it is pinned to is 33 tall), Xcode 26 (nRF-Mesh 332, 24506, and
    /// Mixin's `LeverageMultiplierInputView.xib`, 24765: 34, the frame the rectangle). The
    /// slider's x and width are the release's alignment insets (2 points outside before iOS 26).
    @Test(arguments: [
        ("21507", CGFloat(31), CGFloat(54)),
        ("21701", CGFloat(31), CGFloat(54)),
        ("22155", CGFloat(34), CGFloat(57)),
        ("23727", CGFloat(34), CGFloat(57)),
        ("24506", CGFloat(34), CGFloat(58)),
        ("24765", CGFloat(34), CGFloat(58)),
    ] as [(String, CGFloat, CGFloat)])
    func plainSlidersAreStoredThirtyFourTallFromXcode15(tools: String, stored: CGFloat, belowY: CGFloat) throws {
        let frames = try InterfaceBuilderControlTests.frames(Self.document(tools: tools))
        let slider = try #require(frames["slider"])
        #expect(slider.height == stored, "tools \(tools): \(slider)")
        #expect(slider.minY == 12, "tools \(tools): \(slider)")
        #expect(frames["below"]?.minY == belowY, "tools \(tools): \(String(describing: frames["below"]))")
    }

    /// A slider built in code has the same track for the release of the device it is laid out on.
    @Test(arguments: [(12, CGFloat(30)), (16, CGFloat(30)), (17, CGFloat(33)), (18, CGFloat(33)), (26, CGFloat(34))])
    func theTrackByRelease(iOSVersion: Int, height: CGFloat) {
        let size = Slider.drawnSize(iOSVersion: iOSVersion)
        #expect(size.height == height, "iOS \(iOSVersion)")
        #expect(size.width == View.noIntrinsicMetric)
    }
}
