import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// Buttons with a `<buttonConfiguration>` import as configured buttons: the configuration's
/// title, title font and default insets size them, never the placeholder state title Xcode
/// writes beside it.
@Suite struct InterfaceBuilderConfiguredButtonTests {
    /// The configured button in a 393-point view of a 3x phone (the devices of the apps'
    /// documents below), beside the placeholder state title Xcode writes.
    static func frame(_ configuration: String) throws -> CGRect? {
        try PinnedButtonDocument.frame(device: "retina6_12", tools: "23727", button: #"<state key="normal" title="Button"/>"# + configuration)
    }

    /// Xcode's stored sizes, as literal numbers, of buttons nothing but their configuration
    /// sizes: Kingfisher (`Datasets/xib-more` 348, tools 23727, "Tap Me" in the default font:
    /// 79.667 x 34.333), nRF-Mesh (339, tools 23727, "Set" with `titleFontDescription` system 17:
    /// 49.667 x 34.333) and dashwallet (264, an attributed title in 13-point semibold: 29.667
    /// tall). Heights are exact (a line of the title's font plus 7 + 7); widths follow the
    /// text model, so they are held to a point.
    @Test(arguments: [
        (#"<buttonConfiguration key="configuration" style="plain" title="Tap Me"/>"#, CGFloat(79.667), CGFloat(34.333)),
        (#"<buttonConfiguration key="configuration" style="plain" title="Set"><fontDescription key="titleFontDescription" type="system" pointSize="17"/></buttonConfiguration>"#,
         CGFloat(49.667), CGFloat(34.333)),
        (#"<buttonConfiguration key="configuration" style="plain"><attributedString key="attributedTitle"><fragment content="See why it happened"><attributes><font key="NSFont" metaFont="systemSemibold" size="13"/></attributes></fragment></attributedString></buttonConfiguration>"#,
         nil, CGFloat(29.667)),
    ] as [(String, CGFloat?, CGFloat)])
    func aConfiguredButtonIsItsConfigurationsTitleInsideSevenAndTwelvePoints(configuration: String, width: CGFloat?, height: CGFloat) throws {
        let frame = try #require(try Self.frame(configuration))
        #expect(abs(frame.height - height) < 0.01, "\(configuration): \(frame)")
        if let width { #expect(abs(frame.width - width) <= 1, "\(configuration): \(frame)") }
        #expect(frame.origin == CGPoint(x: 20, y: 10))
    }

    /// The configuration's title, not the placeholder `title="Button"` of the normal state:
    /// "Set" is narrower than "Button" in the same font.
    @Test func theStatesPlaceholderTitleDoesNotSizeAConfiguredButton() throws {
        let set = try #require(try Self.frame(#"<buttonConfiguration key="configuration" style="plain" title="Set"/>"#))
        let button = try #require(try Self.frame(#"<buttonConfiguration key="configuration" style="plain" title="Button"/>"#))
        #expect(set.width < button.width)
    }
}
