@testable import BatchLayout
import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocuments
import Testing
import TextMeasurement

/// Cells whose labels have a custom class (issue 23, item 3): the element kind decides, so such a
/// label takes a row's text and a long text grows the cell, also when Xcode stored a designable
/// size for it (that size stands only for the text it rendered).
@Suite struct InterfaceBuilderCustomClassTests {
    static let measurer = TextMeasurer(mode: .fast)

    /// A 320-pt table cell with one multi-line label of class `MyLabel` pinned to its content
    /// view's edges (12 pt), with a stored designable size when `designable` is true.
    static func cell(designable: Bool) throws -> InterfaceBuilderDocument {
        let designables = designable ? """
            <designables><designable name="lbl-01-abc"><size key="intrinsicContentSize" width="77" height="30"/></designable></designables>
            """ : ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <tableViewCell contentMode="scaleToFill" id="cel-01-abc" customClass="MyCell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="54"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cel-01-abc" id="cnt-01-abc">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="54"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Styled" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-abc" customClass="MyLabel">
                                    <rect key="frame" x="12" y="12" width="296" height="30"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lbl-01-abc" firstAttribute="leading" secondItem="cnt-01-abc" secondAttribute="leading" constant="12" id="c01-aa-aaa"/>
                                <constraint firstAttribute="trailing" secondItem="lbl-01-abc" secondAttribute="trailing" constant="12" id="c02-aa-aaa"/>
                                <constraint firstItem="lbl-01-abc" firstAttribute="top" secondItem="cnt-01-abc" secondAttribute="top" constant="12" id="c03-aa-aaa"/>
                                <constraint firstAttribute="bottom" secondItem="lbl-01-abc" secondAttribute="bottom" constant="12" id="c04-aa-aaa"/>
                            </constraints>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="titleLabel" destination="lbl-01-abc" id="o01-aa-aaa"/>
                        </connections>
                    </tableViewCell>
                </objects>
                \(designables)
            </document>
            """
        return try InterfaceBuilderDocument(data: Data(text.utf8), name: "custom.xib")
    }

    @Test(arguments: [false, true]) func aCustomClassLabelTakesRowTextsAndLongTextsGrowTheCell(designable: Bool) throws {
        let source = try Self.cell(designable: designable)
        let converted = try InterfaceBuilderCellTemplate(source)
        #expect(converted.document.kind(ofView: "titleLabel") == .label)
        let template = try BatchTemplate(interfaceBuilder: source)
        let long = String(repeating: "A title that wraps over several lines ", count: 6)
        let rows = ["{\"id\": 1, \"titleLabel\": \"Short\"}", "{\"id\": 2, \"titleLabel\": \"\(long)\"}",
                    "{\"id\": 3, \"titleLabel\": {\"text\": \"\(long)\"}}"]
        let options = BatchOptions(widths: [320], scale: 3, threads: 1, textMeasurer: Self.measurer)
        let results = try BatchLayoutEngine(template: template, options: options)
            .layout(rows.enumerated().map { template.readRow($1, lineNumber: $0 + 1) })
        let heights = results.map(\.height)
        #expect(heights.allSatisfy { $0 != nil }, "\(results.compactMap(\.error))")
        #expect((heights[1] ?? 0) > (heights[0] ?? 0) + 20, "\(heights)")
        #expect(heights[1] == heights[2])
        // The same rows through the converted document give the same heights.
        let fromJSON = try BatchTemplate(document: LayoutDocument(data: converted.json, source: "custom.json"))
        let again = try BatchLayoutEngine(template: fromJSON, options: options)
            .layout(rows.enumerated().map { fromJSON.readRow($1, lineNumber: $0 + 1) })
        #expect(again.map(\.height) == heights)
    }

    /// In the document's own layout (what compare draws) the designable size stands for the
    /// rendered text; any other text is measured.
    @Test func aDesignableSizeStandsOnlyForTheTextItWasRenderedWith() throws {
        let layout = try Self.cell(designable: true).makeLayout()
        let label = try #require(layout.items["lbl-01-abc"] as? Label)
        label.textMeasurer = Self.measurer
        #expect(label.intrinsicContentSize == CGSize(width: 77, height: 30))
        label.text = "Another text, measured"
        #expect(label.intrinsicContentSize != CGSize(width: 77, height: 30))
        #expect(label.intrinsicContentSize.width > 100)
    }
}
