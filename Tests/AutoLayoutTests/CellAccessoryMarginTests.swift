import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocuments
import Testing

/// A table cell's content view beside an accessory keeps its own 8 points on that side, not the
/// table's side margin, whichever way the cell was made: imported from Interface Builder, built
/// in code, or written as a layout document (`Device.tableCellContentMargins(forWidth:besideAccessory:)`).
///
/// The expectations are frames Xcode stored: RocketChat's `125.storyboard` (Datasets/xib, tools
/// 14490, the 4.7-inch phone under iOS 12) holds a 375-point cell with a disclosure indicator,
/// its content view 341 points wide, and in it a 46-point label pinned to the content view's
/// trailing margin at x = 287 (341 - 8 - 46). Without an accessory the phone's 16 points apply
/// (`Scripts/ib/cell-margins.md`: 16 in 26 documents of 12 apps), which puts the same label at
/// 375 - 16 - 46 = 313.
@Suite struct CellAccessoryMarginTests {
    /// RocketChat's stored x of the pinned label beside a disclosure indicator, and its content
    /// view's stored width.
    static let storedXBesideAccessory: CGFloat = 287
    static let storedContentWidthBesideAccessory: CGFloat = 341
    /// The x the 4.7-inch phone's 16-point margin gives the label in a 375-point cell without one.
    static let xWithoutAccessory: CGFloat = 313

    /// A 375-point cell on the 4.7-inch phone (tools 14490), its content view `contentWidth`
    /// wide, holding a 46 x 20 view pinned to the content view's trailing margin.
    static func xib(accessory: String?, contentWidth: CGFloat) -> String {
        let accessoryType = accessory.map { #"accessoryType="\#($0)""# } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" \(accessoryType) id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="43.5"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="11.5" width="46" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="46" id="box-w"/>
                                        <constraint firstAttribute="height" constant="20" id="box-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="box-r"/>
                                <constraint firstItem="box" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="box-y"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
    }

    static func imported(accessory: String?, contentWidth: CGFloat) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(data: Data(xib(accessory: accessory, contentWidth: contentWidth).utf8), name: "test.xib")
    }

    /// The same cell built in code: the box pinned to the content view's trailing margin, and
    /// to its top and bottom margins so that the row fits to a height.
    static func codeBuiltCell(accessory: TableViewCell.AccessoryType) -> (TableViewCell, View) {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = accessory
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        let margins = cell.contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 46),
            box.heightAnchor.constraint(equalToConstant: 20),
            margins.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            box.topAnchor.constraint(equalTo: margins.topAnchor),
            box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return (cell, box)
    }

    @Test(arguments: [(String?.some("disclosureIndicator"), storedContentWidthBesideAccessory, storedXBesideAccessory),
                      (String?.none, CGFloat(375), xWithoutAccessory)])
    func anImportedContentViewBesideAnAccessoryKeepsEightPointsOnThatSide(accessory: String?, contentWidth: CGFloat, x: CGFloat) throws {
        let solution = try Self.imported(accessory: accessory, contentWidth: contentWidth).makeLayout().solve()
        let box = try #require(solution.frames.first { $0.id == "box" })
        #expect(box.frame.minX == x, "accessory \(accessory ?? "none")")
    }

    /// A cell built in code with a disclosure indicator, laid out 375 points wide on the
    /// 4.7-inch phone under iOS 12, narrows its content view to the width Xcode stored and puts
    /// the box where Xcode stored it: its content view has the imported one's margins.
    @Test func aCodeBuiltCellBesideAnAccessoryGetsTheImportedMargins() throws {
        let device = try #require(Device.named("retina4_7", toolsVersion: 14490))
        for (accessory, name, width, x) in [(TableViewCell.AccessoryType.disclosureIndicator, "disclosureIndicator",
                                             Self.storedContentWidthBesideAccessory, Self.storedXBesideAccessory),
                                            (.none, nil, 375, Self.xWithoutAccessory)] {
            let (cell, box) = Self.codeBuiltCell(accessory: accessory)
            let height = cell.rowHeight(forTableWidth: 375, device: device)
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: height)
            cell.layoutIfNeeded()
            #expect(cell.contentView.frame.width == width, "\(accessory)")
            #expect(box.frame.minX == x, "\(accessory)")

            let layout = try Self.imported(accessory: name, contentWidth: width).makeLayout()
            let importedContent = try #require(layout.items["content"] as? View)
            #expect(cell.contentView.layoutMargins == importedContent.layoutMargins, "\(accessory)")
        }
    }

    /// A layout document of a code-built cell with an accessory says so (`tableCell`'s
    /// `besideAccessory`, kept through its JSON), and solved at the content view's width on the
    /// same phone puts the box where Xcode stored it.
    @Test func aDocumentOfACellBesideAnAccessoryKeepsItsMargins() throws {
        let device = try #require(Device.named("retina4_7", toolsVersion: 14490))
        let (cell, box) = Self.codeBuiltCell(accessory: .disclosureIndicator)
        box.layoutDebugName = "box"
        cell.device = device
        let document = try LayoutDocument(data: LayoutDocument.describing(cell).jsonData, source: "cell.json")
        #expect(document.tableCell?.besideAccessory == true)
        let solution = try document.makeLayout().solve(width: Self.storedContentWidthBesideAccessory, scale: device.scale, device: device)
        let solved = try #require(solution.frames.first { $0.id == "box" })
        #expect(solved.frame.minX == Self.storedXBesideAccessory)

        let (plain, _) = Self.codeBuiltCell(accessory: .none)
        plain.device = device
        #expect(try LayoutDocument.describing(plain).tableCell?.besideAccessory == false)
    }
}
