import AutoLayout
import Foundation
import InterfaceBuilder
import Testing
import TextMeasurement

/// Text-style labels on Xcode's canvas take the size the document's Xcode drew them at
/// (`InterfaceBuilderCanvasTextSize`): frames Xcode stored in several apps' documents, from the
/// label census's fit apps (`Datasets/labels`: repository, path and label id in each case).
@Suite struct InterfaceBuilderCanvasTextSizeTests {
    /// One label pinned at its top-leading corner in a 414-point view of a 2x phone, so its
    /// size is its text's.
    static func document(tools: String, text: String, style: FontDescriptor.TextStyle) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="20" y="10" width="10" height="10"/>
                            <fontDescription key="fontDescription" style="\(style.interfaceBuilderName)"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="l-t"/>
                        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l-l"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func size(tools: String, text: String, style: FontDescriptor.TextStyle,
                     canvas: Bool = true) throws -> CGSize? {
        let source = document(tools: tools, text: text, style: style)
        let document = try InterfaceBuilderDocument(data: Data(source.utf8), name: "test.xib")
        let (_, solution, _) = try document.canvasLayout(measuringWith: View.defaultTextMeasurer, keepingPlaceholderConstraints: canvas)
        return solution.frames.first { $0.id == "label" }?.frame.size
    }

    /// Stored width and height as Xcode wrote them (nil: not the text's own on that axis in
    /// the app's document). Widths are held to half a point (the width model's tolerance),
    /// heights exactly or at their whole-point ceiling (older Xcode frames).
    @Test(arguments: [
        // Xcode 12.5-13: extraSmall.
        ("20037", "Label", FontDescriptor.TextStyle.body, CGFloat?(35.5), CGFloat?(17)), // zotero/zotero-ios LookupIdentifierCell.xib
        ("19529", "Tags (content discovery)", .headline, 167.5, nil), // tinode/ios TagsEditDialogView.xib
        ("20037", "Banner View", .largeTitle, 167, 37), // pqhuy87it/iOS-Dev UIKit CGPath Main.storyboard
        ("20037", "Version: 5.0", .footnote, 67, nil), // tigase/siskin-im Info.storyboard
        ("18122", "00:00:00", .headline, 64, nil), // Chuncheonian/ios-practice MusicPlayer Main.storyboard
        // Xcode 7: medium.
        ("10117", "Vlado", .subheadline, 37, 17), // archangelmichael/Swift-IOS-Projects
        ("9532", "add weight (lbs.)", .body, 121, 20), // ResearchKit/ResearchKit
        // Xcode 8-12.4 and 14 on: Large.
        ("21507", "Jan 1", .body, 39, nil), // mbrockmandev/iOS-Tutorials-2022
        ("17506", "Label", .footnote, 33, 16), // calliope-edu/calliope-mini-flasher
        ("17701", "Date", .callout, 34.5, 19.5), // bmonish/ios-learning
    ] as [(String, String, FontDescriptor.TextStyle, CGFloat?, CGFloat?)])
    func aTextStyleLabelIsTheSizeItsXcodeDrewItAt(tools: String, text: String, style: FontDescriptor.TextStyle,
                                                  width: CGFloat?, height: CGFloat?) throws {
        let size = try #require(try Self.size(tools: tools, text: text, style: style))
        if let width { #expect(abs(size.width - width) <= 0.5, "\(tools) \(style) \(text): width \(size.width), stored \(width)") }
        if let height {
            #expect(size.height == height || size.height.rounded(.up) == height,
                    "\(tools) \(style) \(text): height \(size.height), stored \(height)")
        }
    }

    /// The built app (placeholder constraints left out) is laid out as a device does, at the
    /// measurer's category: Large.
    @Test func theBuiltAppKeepsTheDevicesCategory() throws {
        let canvas = try #require(try Self.size(tools: "20037", text: "Label", style: .body))
        let app = try #require(try Self.size(tools: "20037", text: "Label", style: .body, canvas: false))
        let large = try #require(try Self.size(tools: "21507", text: "Label", style: .body))
        #expect(canvas.height == 17)
        #expect(app == large)
        #expect(app.height == 20.5)
    }

    @Test func releasesMapToTheirCategories() {
        #expect(InterfaceBuilderCanvasTextSize.contentSizeCategory(ofTools: 9532) == .medium)
        #expect(InterfaceBuilderCanvasTextSize.contentSizeCategory(ofTools: 11762) == .large)
        #expect(InterfaceBuilderCanvasTextSize.contentSizeCategory(ofTools: 17701) == .large)
        #expect(InterfaceBuilderCanvasTextSize.contentSizeCategory(ofTools: 18122) == .extraSmall)
        #expect(InterfaceBuilderCanvasTextSize.contentSizeCategory(ofTools: 20037) == .extraSmall)
        #expect(InterfaceBuilderCanvasTextSize.contentSizeCategory(ofTools: 21225) == .large)
        #expect(InterfaceBuilderCanvasTextSize.contentSizeCategory(ofTools: 0) == .large)
    }
}
