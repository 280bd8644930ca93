import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A text field's height by iOS release: a rounded-rect field is 30 points tall before iOS 13, 34
/// from it (`TextField.roundedRectHeight(iOSVersion:)`), and one without a border its line plus 2
/// points less a pixel under iOS 13 to 18 (`TextField.borderlessHeight`), in the importer (drawn
/// for the document's device) and the model.
@Suite struct TextFieldHeightTests {
    /// A rounded-rect field in the 14-point system font Interface Builder gives new fields, pinned
    /// by its top and sides only, so its height is its own.
    static func document(tools: String, device: String?, borderStyle: String = "roundedRect", pointSize: Int = 14) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
            \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="\(borderStyle)" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="10" y="12" width="280" height="30"/>
                            <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="field" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="t"/>
                        <constraint firstItem="field" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="10" id="r"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Stored heights of fields whose height is their own (`python3 Scripts/ib/control_sizes.py
    /// --evidence`), as literal numbers: rainmachine (tools 7531, no device), mage (13771),
    /// iOS-Tutorials-2022 (14109), kindnesswall (14490.70): 30; kindnesswall again (15400), goma
    /// (19529), contactsList (21507), entourage (22155): 34.
    @Test(arguments: [
        ("7531", nil, CGFloat(30)),
        ("13771", "retina4_7", CGFloat(30)),
        ("14109", "retina4_7", CGFloat(30)),
        ("14490.70", "retina6_1", CGFloat(30)),
        ("15400", "retina4_7", CGFloat(34)),
        ("19529", "retina6_1", CGFloat(34)),
        ("21507", "retina5_9", CGFloat(34)),
        ("22155", "retina6_12", CGFloat(34)),
    ] as [(String, String?, CGFloat)])
    func aRoundedRectFieldIsThirtyPointsTallBeforeIOS13AndThirtyFourFromIt(tools: String, device: String?, height: CGFloat) throws {
        let field = try #require(try InterfaceBuilderControlTests.frames(Self.document(tools: tools, device: device))["field"])
        #expect(field.height == height, "tools \(tools)")
        #expect(field.minY == 12, "tools \(tools)")
    }

    /// The model without a document: the release of the field's device sets the height.
    @Test(arguments: [9, 12, 13, 17, 26])
    func theModelsFieldFollowsItsDevicesRelease(iOSVersion: Int) {
        let field = TextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.device = Device.named("retina4_7", iOSVersion: iOSVersion)
        #expect(field.device?.iOSVersion == iOSVersion)
        #expect(field.intrinsicContentSize.height == (iOSVersion >= 13 ? 34 : 30), "iOS \(iOSVersion)")
    }

    /// Stored heights of borderless fields in the system font whose height is their own, as
    /// literal numbers with their documents' tools, device and point size: ChatApplication
    /// (17156, 16 points) 21, idusClone (18122) and UIKit-Storyboard (19529) 18.5 at 14 points,
    /// luboolu (19162) 37.5 at 30, mbrockmandev (21225) 22 at 17, super-cell0 and yujinnee
    /// (21701) 18.667 at 14, FONE1light (22505) 21 at 16, f2hard3 (22505) 49.667 at 40, green_ios
    /// `236` (23504) 48.333 at 39, Mixin (23727) 21 at 16; the line itself under Xcode 9
    /// (jtmarshall, 11762: 17 at 14) and Xcode 26 (green_ios `237`, 24765: 36 at 30).
    @Test(arguments: [
        ("17156", "retina5_5", 16, 21.0), ("18122", "retina6_1", 14, 18.5), ("19162", "retina6_1", 30, 37.5),
        ("19529", "retina6_1", 14, 18.5), ("21225", "retina4_7", 17, 22.0), ("21701", "retina6_12", 14, 18.667),
        ("22505", "retina6_12", 16, 21.0), ("22505", "retina6_12", 40, 49.667), ("23504", "retina6_0", 39, 48.333),
        ("23727", "retina6_3", 16, 21.0), ("11762", "retina5_5", 14, 17.0), ("24765", "retina6_3", 30, 36.0),
    ] as [(String, String, Int, Double)])
    func aBorderlessFieldIsItsLineAndTwoPointsLessAPixelUnderIOS13To18(tools: String, device: String, pointSize: Int, stored: Double) throws {
        let document = Self.document(tools: tools, device: device, borderStyle: "none", pointSize: pointSize)
        let field = try #require(try InterfaceBuilderControlTests.frames(document)["field"])
        #expect(abs(field.height - stored) < 0.01, "tools \(tools), \(pointSize) points: \(field.height)")
    }

    /// The model: the same field's line at 2x and 3x, under iOS 12, 17 and 26.
    @Test(arguments: [(12, 2.0, 0.0), (17, 2.0, 1.5), (17, 3.0, 5.0 / 3), (26, 3.0, 0.0)] as [(Int, Double, Double)])
    func theModelsBorderlessFieldFollowsItsDevicesReleaseAndScale(iOSVersion: Int, scale: Double, extra: Double) {
        let line: CGFloat = 17
        let height = TextField.borderlessHeight(lineHeight: line, iOSVersion: iOSVersion, scale: CGFloat(scale))
        #expect(abs(height - line - CGFloat(extra)) < 1e-9, "iOS \(iOSVersion) at \(scale)x")
    }
}
