import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// An attributed label's `<font key="NSFont" metaFont=...>` is read as an attributed button
/// title's is: the meta font names the system font's weight (`systemBold`, `systemSemibold`).
@Suite struct InterfaceBuilderAttributedFontTests {
    /// dashwallet's "Become part of a Dash Masternode with CrowdNode" (`Datasets/xib-more` 264),
    /// 24-point `systemBold` with a line height multiple of 1.1, is stored 94.667 tall at 310
    /// points: three lines, where the regular weight breaks it in two (63.333).
    @Test func aBoldMetaFontIsMeasuredBold() throws {
        let text = "Become part of a Dash Masternode with CrowdNode"
        let style = #"lineHeightMultiple="1.1000000000000001""#
        let bold = try #require(try InterfaceBuilderParagraphStyleTests.height(text: text, font: #"metaFont="systemBold" size="24""#,
                                                                               style: style, width: 310))
        let regular = try #require(try InterfaceBuilderParagraphStyleTests.height(text: text, font: #"metaFont="system" size="24""#,
                                                                                  style: style, width: 310))
        #expect(abs(bold - 94.667) <= 1, "\(bold)")
        #expect(regular < bold)
    }
}
