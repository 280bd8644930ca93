import AutoLayout
import Foundation
@testable import InterfaceBuilder
import Testing

/// Before iOS 11 a view's margins are measured from its bounds, not its safe area
/// (`InterfaceBuilderViewFactory.insetsMarginsFromSafeArea(iOSVersion:)`): a box pinned to a
/// scene root's top margin sits the constant below the root's top, under the status bar.
@Suite struct PreSafeAreaMarginTests {
    /// A scene whose box is pinned 20 points below its root's top margin, as in CMCammarano's
    /// `e0363` (`view_top.top == root.topMargin + 20`); `device` nil for Xcode 7 and older,
    /// which write no `<device>`, and `flag` the document's own `insetsLayoutMarginsFromSafeArea`.
    static func storyboard(tools: String, device: String?, flag: String? = nil) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" \(flag.map { "insetsLayoutMarginsFromSafeArea=\"\($0)\" " } ?? "")id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="20" y="20" width="335" height="144"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="144" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="20" id="t"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="r"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func boxTop(_ text: String) throws -> CGFloat {
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), name: "test.storyboard")
        let solution = try document.makeLayout().solve()
        let frame = try #require(solution.frames.first { $0.id == "box" }?.frame)
        return frame.minY
    }

    /// The tools of the evidence documents (Xcode 6.1 to 8.3): the box is stored at y = 20, the
    /// constant below the root's top, with the status bar over it.
    @Test(arguments: [("6254", nil), ("7706", nil), ("9531", nil), ("9532", nil), ("10117", "retina4_7"), ("11762", "retina4_0"),
                      ("12118", "retina4_7")] as [(String, String?)])
    func aMarginIsMeasuredFromTheBoundsBeforeIOS11(tools: String, device: String?) throws {
        #expect(try Self.boxTop(Self.storyboard(tools: tools, device: device)) == 20, "tools \(tools)")
    }

    /// From iOS 11 (Xcode 9) the margin starts below the status bar's 20 points (Xcode 10, and
    /// Xcode 16; Xcode 11 to 14.2 draw this phone without a status bar).
    @Test(arguments: ["13771", "23504"])
    func fromIOS11ItIsMeasuredFromTheSafeArea(tools: String) throws {
        #expect(try Self.boxTop(Self.storyboard(tools: tools, device: "retina4_7")) == 40, "tools \(tools)")
    }

    /// A document's own flag wins over the release's default.
    @Test func aStoredFlagIsKept() throws {
        #expect(try Self.boxTop(Self.storyboard(tools: "17701", device: "retina4_7", flag: "NO")) == 20)
    }

    /// The default by release, over every release the tools table knows.
    @Test func theDefaultChangesAtIOS11() {
        for version in 0...26 {
            #expect(InterfaceBuilderViewFactory.insetsMarginsFromSafeArea(iOSVersion: version) == (version >= 11), "iOS \(version)")
        }
    }
}
