import AutoLayout
import CassowaryWorkloads
import Foundation
import InterfaceBuilder
import Testing
import TextMeasurement

/// Labels whose attributed text has a paragraph style take the style's line heights and
/// spacing (`ParagraphStyle`): Apple's documented arithmetic, and Xcode's stored heights of
/// such labels in two apps' documents.
@Suite struct InterfaceBuilderParagraphStyleTests {
    /// One multi-line label of attributed text pinned at its top-leading corner and given the
    /// width Xcode stored, in a 414-point view of a 3x phone, so its height is its text's.
    static func document(text: String, font: String, style: String, width: CGFloat) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
            <device id="retina6_5" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="20" y="10" width="\(width)" height="20"/>
                            <attributedString key="attributedText">
                                <fragment content="\(text)">
                                    <attributes>
                                        <font key="NSFont" \(font)/>
                                        <paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" \(style) tighteningFactorForTruncation="0.0"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="l-t"/>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l-l"/>
                        <constraint firstAttribute="width" constant="\(width)" id="l-w" firstItem="label"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func height(text: String, font: String, style: String, width: CGFloat) throws -> CGFloat? {
        let source = document(text: text, font: font, style: style, width: width)
        let document = try InterfaceBuilderDocument(data: Data(source.utf8), name: "test.xib")
        return try document.makeLayout().solve().frames.first { $0.id == "label" }?.frame.height
    }

    /// Xcode's stored heights, as literal numbers, of labels whose constraints leave their
    /// height to their text, from dashwallet (`Datasets/xib-more` 264: line spacing 3 and 2 on
    /// 14-point text of 2 and 3 lines, and on a 28-point bold title of 2 lines; one line with
    /// spacing 3 keeps its text height, 17) and DuckDuckGo (`Datasets/xib` 101 and 102: line
    /// height multiples 1.35 and 1.1, a 22-point least line height, spacing 3 on 15-point text).
    /// Each is n lines of the style plus n - 1 spacings; the line breaks follow the text model,
    /// so heights are held to a point, as `Scripts/ib/evaluate.py` holds text-dependent views.
    @Test(arguments: [
        ("Here is a Dash address designated for your CrowdNode account in the Dash Wallet on this device",
         #"metaFont="system" size="14""#, #"lineSpacing="3" lineHeightMultiple="1""#, CGFloat(350), CGFloat(36.667)),
        ("A Masternode needs 1000 Dash as collateral and each Masternode is currently rewarded approximately 6.9% per year.",
         #"metaFont="system" size="14""#, #"lineSpacing="3""#, 350, 56.333),
        ("The Dash Network is driven by a number of Masternodes which is an essential part of facilitating payments.",
         #"metaFont="system" size="14""#, #"lineSpacing="2" lineHeightMultiple="1""#, 350, 54.333),
        ("How CrowdNode staking works", #"metaFont="systemBold" size="28""#, #"lineSpacing="3""#, 320, 70),
        // Stored 231.333 wide, its text's width in Apple's font; ours is 1.3 points wider, so
        // it is given room for its one line.
        ("Receive your share of rewards daily.", #"metaFont="system" size="14""#, #"lineSpacing="3""#, 240, 17),
        ("How can the app be improved? What do you love? What's breaking? Please be as specific as possible.",
         #"metaFont="system" size="14""#, #"lineHeightMultiple="1.3500000000000001""#, 326, 67.667),
        ("Long-press on the home screen to enter jiggle mode.", #"metaFont="system" size="17""#,
         #"lineHeightMultiple="1.1000000000000001""#, 310, 44.667),
        ("This is a generic subheading example.", #"metaFont="system" size="17""#, #"minimumLineHeight="22""#, 374, 22),
        ("Are there any details you’d like to share with the team?", #"metaFont="system" size="15""#, #"lineSpacing="3""#, 272, 39),
    ] as [(String, String, String, CGFloat, CGFloat)])
    func aStyledLabelIsItsLinesAtTheStylesHeightWithSpacingBetweenThem(text: String, font: String, style: String,
                                                                         width: CGFloat, stored: CGFloat) throws {
        let height = try #require(try Self.height(text: text, font: font, style: style, width: width))
        #expect(abs(height - stored) <= 1, "\(text) \(style): \(height), stored \(stored)")
    }

    /// Apple's `NSParagraphStyle` arithmetic on random line counts and heights: each line's
    /// natural height times the multiple, held between the least and the most line height,
    /// spacing between lines only, and the baselines moved by what the lines gained above them.
    @Test func theStylesArithmeticOnRandomLines() {
        let seed = SeededGenerator.runSeed
        var random = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let count = Int.random(in: 1...6, using: &random)
            let natural = Double.random(in: 10...40, using: &random)
            let style = ParagraphStyle(lineSpacing: CGFloat(Double.random(in: 0...8, using: &random)),
                                       lineHeightMultiple: Bool.random(using: &random) ? CGFloat(Double.random(in: 0.8...2, using: &random)) : 0,
                                       minimumLineHeight: Bool.random(using: &random) ? CGFloat(Double.random(in: 10...40, using: &random)) : 0,
                                       maximumLineHeight: Bool.random(using: &random) ? CGFloat(Double.random(in: 30...60, using: &random)) : 0)
            let baseline = natural * 0.8
            let lines = (0..<count).map { MeasuredLine(range: $0..<($0 + 1), width: 50) }
            let metrics = TextMetrics(lines: lines, width: 50, height: natural * Double(count), firstBaseline: baseline,
                                      lastBaseline: baseline + natural * Double(count - 1))
            var line = style.lineHeightMultiple > 0 ? natural * Double(style.lineHeightMultiple) : natural
            if style.minimumLineHeight > 0 { line = max(line, Double(style.minimumLineHeight)) }
            if style.maximumLineHeight > 0 { line = min(line, Double(style.maximumLineHeight)) }
            let styled = style.styled(metrics)
            let spacing = Double(style.lineSpacing)
            #expect(abs(styled.height - (Double(count) * line + Double(count - 1) * spacing)) < 1e-9, "seed \(seed)")
            #expect(abs(styled.firstBaseline - (line - natural + baseline)) < 1e-9, "seed \(seed)")
            #expect(abs(styled.lastBaseline - (styled.firstBaseline + Double(count - 1) * (line + spacing))) < 1e-9, "seed \(seed)")
            #expect(styled.width == metrics.width, "seed \(seed)")
        }
    }
}
