import AutoLayout
import CassowaryWorkloads
import Foundation
import InterfaceBuilder
import Testing
import TextMeasurement

/// A button without a configuration rounds its title's height up to whole points before adding
/// its insets (`Button.roundsTitleHeightUpToWholePoints`); a configured button and a label keep
/// the pixel-rounded height.
@Suite struct ButtonTitleHeightTests {
    /// Xcode's stored heights, as literal numbers, of unconfigured buttons whose constraints
    /// leave them their own height (`PinnedButtonDocument`), from five apps, with the device
    /// and tools version of each document: nRF-Mesh (`Datasets/xib-more` 333, "Cancel" in
    /// system 17: 33), GoMap (247, "Point" in the callout style: 32), green_ios (238, system
    /// 12: 27), seafile (279, "Cancel download" in system 16: 32) and Charts (257, "Options" in
    /// Helvetica Neue Light 17 inside 7-point insets above and below: 35). The pixel-rounded
    /// titles would give 32.5, 31.33, 26.33, 31.5 and 34.5.
    @Test(arguments: [
        ("retina6_1", "23727", #"<fontDescription key="fontDescription" type="system" pointSize="17"/><state key="normal" title="Cancel"/>"#, CGFloat(33)),
        ("retina6_12", "24506", #"<fontDescription key="fontDescription" style="UICTFontTextStyleCallout"/><state key="normal" title="Point"/>"#, CGFloat(32)),
        ("retina6_12", "24128", #"<fontDescription key="fontDescription" type="system" pointSize="12"/><state key="normal" title="btn_more_info"/>"#, CGFloat(27)),
        ("retina4_7", "23094", #"<fontDescription key="fontDescription" type="system" pointSize="16"/><state key="normal" title="Cancel download"/>"#, CGFloat(32)),
        ("retina4_7", "21507", #"<fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17"/><inset key="contentEdgeInsets" minX="10" minY="7" maxX="10" maxY="7"/><state key="normal" title="Options"/>"#, CGFloat(35)),
    ] as [(String, String, String, CGFloat)])
    func anUnconfiguredButtonIsAWholeNumberOfPointsTall(device: String, tools: String, button: String, height: CGFloat) throws {
        let frame = try #require(try PinnedButtonDocument.frame(device: device, tools: tools, button: button))
        #expect(abs(frame.height - height) < 0.01, "\(device) \(button): \(frame)")
    }

    /// For random fonts and insets, an unconfigured button is its title's label height rounded
    /// up to a whole point plus its insets, and a configured one its label height plus its
    /// insets, unrounded.
    @Test func onlyAnUnconfiguredButtonRoundsItsTitleHeight() {
        let seed = UInt64.random(in: 0 ... UInt64.max)
        var generator = SeededGenerator(seed: seed)
        for _ in 0 ..< 40 {
            let size = CGFloat(Int.random(in: 10 ... 34, using: &generator))
            let font = FontDescriptor.systemFont(ofSize: size)
            let insets = EdgeInsets(top: CGFloat(Int.random(in: 0 ... 10, using: &generator)), left: 4,
                                    bottom: CGFloat(Int.random(in: 0 ... 10, using: &generator)), right: 4)
            let label = Label()
            label.text = "Title"
            label.font = font
            let line = label.intrinsicContentSize.height

            let button = Button()
            button.setTitle("Title")
            button.titleFont = font
            button.contentEdgeInsets = insets
            let expected = (line - 0.001).rounded(.up) + insets.top + insets.bottom
            #expect(abs(button.intrinsicContentSize.height - expected) < 0.001,
                    "seed \(seed): \(size)-point title, line \(line), button \(button.intrinsicContentSize.height), expected \(expected)")

            var configuration = Button.Configuration.plain()
            configuration.title = "Title"
            configuration.titleFont = font
            let configured = Button()
            configured.configuration = configuration
            #expect(abs(configured.intrinsicContentSize.height - (line + 14)) < 0.001,
                    "seed \(seed): configured \(size)-point title, line \(line), button \(configured.intrinsicContentSize.height)")
        }
    }
}
