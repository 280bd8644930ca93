import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A table cell's content view keeps 15 points above and below under iOS 26 (Xcode 26), 11
/// under iOS 12 to 18 (`Device.tableCellContentMargins(forWidth:besideAccessory:)`).
///
/// The expectations are frames Xcode stored: nRF-Mesh's `331.storyboard` (Datasets/xib-more,
/// tools 24506, the 6.1-inch iPhone under iOS 26) holds a 414-point cell (`53C-Em-EWS`, row
/// height 110) whose 16 x 16 view `v0a-B7-snL`, pinned to the content view's leading and top
/// margins, is stored at x = 20, y = 15; `330.storyboard` (tools 24128) stores its pinned
/// 38-point progress views at y = 15 too. The same app's Xcode 16 documents (`336.xib`,
/// `340.xib`, tools 23727) store their views pinned to the top margin 11 points down.
@Suite struct CellVerticalMarginTests {
    static let storedXcode26 = CGPoint(x: 20, y: 15)
    static let storedTopXcode16: CGFloat = 11

    /// `331`'s cell, reduced to the pinned view, written by the Xcode of `tools`.
    static func storyboard(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" rowHeight="110" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="110"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="110"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="15" width="16" height="16"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="16" id="box-w"/>
                                    <constraint firstAttribute="height" constant="16" id="box-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="box-t"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="box-l"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    static func boxFrame(tools: String) throws -> CGRect {
        let document = try InterfaceBuilderDocument(data: Data(storyboard(tools: tools).utf8), name: "331.storyboard")
        let solution = try document.makeLayout().solve()
        return try #require(solution.frames.first { $0.id == "box" }).frame
    }

    @Test func xcode26StoresAViewPinnedToTheTopMarginFifteenPointsDown() throws {
        let frame = try Self.boxFrame(tools: "24506")
        #expect(frame.origin == Self.storedXcode26)
    }

    @Test func xcode16StoresItElevenPointsDown() throws {
        let frame = try Self.boxFrame(tools: "23727")
        #expect(frame.minY == Self.storedTopXcode16)
        #expect(frame.minX == Self.storedXcode26.x)
    }

    /// A cell built in code for the same phone under iOS 26 gets the imported content view's
    /// margins above and below: its row fits a 16-point box pinned to both with 15 on each side.
    @Test func aCodeBuiltCellUnderIOS26FitsItsRowWithFifteenAboveAndBelow() throws {
        let device = try #require(Device.named("retina6_1", iOSVersion: 26))
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        let margins = cell.contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 16),
            box.heightAnchor.constraint(equalToConstant: 100),
            box.topAnchor.constraint(equalTo: margins.topAnchor),
            box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        let height = cell.rowHeight(forTableWidth: 414, device: device)
        cell.frame = CGRect(x: 0, y: 0, width: 414, height: height)
        cell.layoutIfNeeded()
        #expect(box.frame.minY == Self.storedXcode26.y)
        #expect(cell.contentView.frame.height - box.frame.maxY == Self.storedXcode26.y)
    }
}
