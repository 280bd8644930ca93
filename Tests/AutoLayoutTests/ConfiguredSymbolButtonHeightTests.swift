import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A configured button showing only an SF Symbol is 31 points tall as Xcode 13 draws it (the
/// symbol's 17 points plus 7 + 7) and 34.333 from Xcode 14 (a line of the body font plus the
/// insets; the importer's estimate of 34 is within half a point of it).
///
/// The expectations are what the evidence apps' documents store (`python3
/// Scripts/ib/configured_buttons.py --evidence`; `Datasets/xib-evidence`, made again by
/// `Scripts/ib/collect_evidence.py`): plain buttons of one default-size symbol whose height
/// nothing else sets, under the tools versions of luboolu's SeSAC_IOS (19162, `ellipsis`),
/// mbrockmandev's iOS-Tutorials-2022 (19158, `xmark.circle.fill`), MoSonLee's Sesac (20037,
/// `xmark`, `chevron.down`) and teiresias22's SeSAC_Project (19455, `star`): 31 each; and
/// SSABOODA's Sesac-Project (21701, `heart`), mbrockmandev's (21225) and f2hard3's iOS-apps
/// (22684, written as 32700.99.1234): 34.333.
@Suite struct ConfiguredSymbolButtonHeightTests {
    /// The button (`PinnedButtonDocument`), with the symbol's template size as Xcode lists it in
    /// `<resources>`.
    static func height(tools: String, symbol: String, template: CGSize) throws -> CGFloat {
        let button = """
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain" image="\(symbol)" catalog="system"/>
            """
        let resources = #"<image name="\#(symbol)" catalog="system" width="\#(template.width)" height="\#(template.height)"/>"#
        let frame = try PinnedButtonDocument.frame(device: "retina6_1", tools: tools, button: button, resources: resources)
        return try #require(frame).height
    }

    /// Xcode 13's documents: 31 whatever the symbol's shape.
    @Test(arguments: [
        ("19162", "ellipsis", CGSize(width: 128, height: 37)),
        ("19158", "xmark.circle.fill", CGSize(width: 128, height: 121)),
        ("20037", "xmark", CGSize(width: 128, height: 113)),
        ("20037", "chevron.down", CGSize(width: 128, height: 72)),
        ("19455", "star", CGSize(width: 128, height: 116)),
    ])
    func xcode13StoresThirtyOne(tools: String, symbol: String, template: CGSize) throws {
        #expect(try Self.height(tools: tools, symbol: symbol, template: template) == 31, "tools \(tools), \(symbol)")
    }

    /// Later releases: 34.333 stored, held to half a point as the comparison is.
    @Test(arguments: [
        ("21701", "heart", CGSize(width: 128, height: 109)),
        ("21225", "xmark.circle.fill", CGSize(width: 128, height: 121)),
        ("22684", "xmark.circle", CGSize(width: 128, height: 121)),
    ])
    func laterReleasesStoreALineOfTheBodyFont(tools: String, symbol: String, template: CGSize) throws {
        let height = try Self.height(tools: tools, symbol: symbol, template: template)
        #expect(abs(height - 34.333) <= 0.5, "tools \(tools), \(symbol): \(height)")
    }
}
