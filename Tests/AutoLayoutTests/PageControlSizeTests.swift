import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A page control before iOS 14 is 16 points a page less 9 wide and 37 tall, as Interface
/// Builder stores those whose size is their own (the importer's page-control estimate).
@Suite struct PageControlSizeTests {
    /// A page control pinned by its top and leading edge only, so its size is its own.
    static func document(tools: String, device: String?, pages: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
            \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="\(pages)" translatesAutoresizingMaskIntoConstraints="NO" id="pages">
                            <rect key="frame" x="20" y="12" width="39" height="37"/>
                        </pageControl>
                    </subviews>
                    <constraints>
                        <constraint firstItem="pages" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="t"/>
                        <constraint firstItem="pages" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Stored sizes of `Datasets/xib-evidence` page controls, as literal numbers, with their
    /// documents' tools version and device: iOS-Apps (Andreilys, tools 4514, no device), netcloth
    /// (15505), sora (15505), the RMIT assignment (12121, 5 pages).
    @Test(arguments: [
        ("4514", nil, 3, CGSize(width: 39, height: 37)),
        ("15505", "retina6_1", 3, CGSize(width: 39, height: 37)),
        ("15505", "retina4_7", 3, CGSize(width: 39, height: 37)),
        ("12121", "retina5_5", 5, CGSize(width: 71, height: 37)),
    ] as [(String, String?, Int, CGSize)])
    func beforeIOS14APageIsSixteenPointsLessNine(tools: String, device: String?, pages: Int, stored: CGSize) throws {
        let frame = try #require(try InterfaceBuilderControlTests.frames(Self.document(tools: tools, device: device, pages: pages))["pages"])
        #expect(frame.size == stored, "tools \(tools), \(pages) pages: \(frame.size)")
        #expect(frame.origin == CGPoint(x: 20, y: 12))
    }

    /// From iOS 14 the documents do not fix the width a page takes: the estimate stays 26 tall.
    @Test func fromIOS14TheEstimateIsTwentySixTall() throws {
        let frame = try #require(try InterfaceBuilderControlTests.frames(Self.document(tools: "20037", device: "retina6_1", pages: 3))["pages"])
        #expect(frame.height == 26)
    }
}
