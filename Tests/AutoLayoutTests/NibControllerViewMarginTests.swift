import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A top-level `.xib` view that the File's Owner's `view` outlet names is a view controller's
/// view: its top and bottom layout margins are UIKit's system minimum, 0 (Apple's
/// `UIView.layoutMargins` page), where any other top-level view keeps a plain view's 8
/// (`InterfaceBuilderRoot.isControllerView`).
@Suite struct NibControllerViewMarginTests {
    /// A full-screen top-level view with a 10-point box pinned to its top or bottom margin,
    /// loaded as the File's Owner's `view` or not.
    static func document(tools: String, device: String, width: Double, height: Double,
                         pin: String, constant: Double, ownersView: Bool) -> String {
        let outlet = ownersView ? #"<connections><outlet property="view" destination="root" id="o"/></connections>"# : ""
        let constraint = pin == "topMargin"
            ? #"<constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="\#(constant)" id="p"/>"#
            : #"<constraint firstItem="root" firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" constant="\#(constant)" id="p"/>"#
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SomeViewController">\(outlet)</placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="10"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="10" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        \(constraint)
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstItem="box" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Stored frames of apps' controller nibs, as literal numbers (`python3
    /// Scripts/ib/root_vertical_margins.py --views`): ios-mac-app `390` (tools 21507, iPhone 11,
    /// a label at topMargin + 8 stored at y 56: the 48-point status bar, no margin), fone-ios-app
    /// (22505, iPhone 14 Pro: topMargin + 0 at y 59), mage-ios (13196, 4.7-inch: topMargin + 20
    /// at y 40) and chat-sdk `253` (18122, 4.7-inch: a view ending at bottomMargin stored ending
    /// at 667, the bottom).
    @Test(arguments: [
        ("21507", "retina6_1", 414.0, 896.0, "topMargin", 8.0, CGFloat(56)),
        ("22505", "retina6_12", 393.0, 852.0, "topMargin", 0.0, CGFloat(59)),
        ("13196", "retina4_7", 375.0, 667.0, "topMargin", 20.0, CGFloat(40)),
        ("18122", "retina4_7", 375.0, 667.0, "bottomMargin", 0.0, CGFloat(667)),
    ] as [(String, String, Double, Double, String, Double, CGFloat)])
    func aControllersNibViewHasNoTopOrBottomMargin(
        tools: String, device: String, width: Double, height: Double, pin: String, constant: Double, stored: CGFloat
    ) throws {
        let text = Self.document(tools: tools, device: device, width: width, height: height,
                                 pin: pin, constant: constant, ownersView: true)
        let box = try #require(try InterfaceBuilderControlTests.frames(text)["box"])
        let edge = pin == "topMargin" ? box.minY : box.maxY
        #expect(edge == stored, "tools \(tools), \(device), \(pin) + \(constant)")
    }

    /// The same view without the outlet is a plain view, whose margins are 8 on each side
    /// (Apple's `UIView.layoutMargins` page): the box sits 8 points further in.
    @Test(arguments: ["topMargin", "bottomMargin"])
    func aTopLevelViewNoControllerLoadsKeepsEightPoints(pin: String) throws {
        let owned = try InterfaceBuilderControlTests.frames(Self.document(
            tools: "18122", device: "retina4_7", width: 375, height: 667, pin: pin, constant: 0, ownersView: true))
        let plain = try InterfaceBuilderControlTests.frames(Self.document(
            tools: "18122", device: "retina4_7", width: 375, height: 667, pin: pin, constant: 0, ownersView: false))
        let ownedBox = try #require(owned["box"]), plainBox = try #require(plain["box"])
        #expect(plainBox.minY - ownedBox.minY == (pin == "topMargin" ? 8 : -8))
    }
}
