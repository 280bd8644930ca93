import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A table cell wider than 320 points on the 390-point phone (`retina6_0`, iPhone 12 to 14) keeps
/// 20 points on each side of its content view, as the 393- and 414-point phones do
/// (`Device.tableCellContentMargins(forWidth:besideAccessory:)`).
///
/// The expectations are what Xcode stored in the evidence apps (`Datasets/xib-evidence`, made
/// again by `Scripts/ib/collect_evidence.py`; `python3 Scripts/ib/cell_margins.py --evidence`):
/// a view pinned to a `retina6_0` cell's leading margin sits 20 points in, in 6 documents of 5
/// apps from Xcode 12 to 15 (Sluggo-iOS-UIKit tools 18122, MyPlaces 17701, tyspitcher's projects
/// 19162 and 22154, hsw1920's swift-study 21225, TaskApp 21225). Cells of 320 points or less keep
/// 16, and so do the one landscape document measured (xdripswift `308`, 844 points wide) and the
/// one Xcode 26 document on that phone (OsmAnd `368`, tools 24128, a 414-point `.xib` cell).
@Suite struct CellSideMarginTests {
    /// A cell `width` wide on `device` whose 16 x 16 view is pinned to the content view's
    /// leading margin.
    static func storyboard(tools: String, width: Int, orientation: String, device: String = "retina6_0") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
            <device id="\(device)" orientation="\(orientation)"/>
            <objects>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" rowHeight="44" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="14" width="16" height="16"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="16" id="box-w"/>
                                    <constraint firstAttribute="height" constant="16" id="box-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="box-y"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="box-l"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    static func boxX(tools: String, width: Int, orientation: String = "portrait", device: String = "retina6_0") throws -> CGFloat {
        let text = storyboard(tools: tools, width: width, orientation: orientation, device: device)
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), name: "cell.xib")
        let solution = try document.makeLayout().solve()
        return try #require(solution.frames.first { $0.id == "box" }).frame.minX
    }

    /// The apps' tools versions and cell widths, each stored with the view 20 points in.
    @Test(arguments: [
        ("18122", 350), ("17701", 390), ("19162", 390), ("22154", 390), ("21225", 329), ("21225", 390),
    ])
    func wideCellsOnTheThreeNinetyPointPhoneHaveTwentyPointSides(tools: String, width: Int) throws {
        #expect(try Self.boxX(tools: tools, width: width) == 20, "tools \(tools), width \(width)")
    }

    @Test func narrowCellsKeepSixteen() throws {
        #expect(try Self.boxX(tools: "19162", width: 320) == 16)
    }

    @Test func xcode26KeepsSixteen() throws {
        #expect(try Self.boxX(tools: "24128", width: 414) == 16)
    }

    @Test func landscapeKeepsSixteen() throws {
        #expect(try Self.boxX(tools: "24128", width: 750, orientation: "landscape") == 16)
    }

    @Test func devicesWithAndWithoutWideMargins() {
        let wide = ["retina6_0", "retina6_1", "retina6_72"].compactMap { Device.named($0, iOSVersion: 16) }
        let narrow = ["retina4_7", "retina5_5", "retina5_9"].compactMap { Device.named($0, iOSVersion: 16) }
        #expect(wide.count == 3 && narrow.count == 3)
        for device in wide { #expect(device.tableCellContentMargins(forWidth: 350).left == 20, "\(device.id)") }
        for device in narrow { #expect(device.tableCellContentMargins(forWidth: 350).left == 16, "\(device.id)") }
    }
}
