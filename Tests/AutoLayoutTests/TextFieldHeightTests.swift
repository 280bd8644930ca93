import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A rounded-rect text field's height by iOS release: 30 points before iOS 13, 34 from it
/// (`TextField.roundedRectHeight(iOSVersion:)`), in the importer (drawn for the document's
/// device) and the model.
@Suite struct TextFieldHeightTests {
    /// A rounded-rect field in the 14-point system font Interface Builder gives new fields, pinned
    /// by its top and sides only, so its height is its own.
    static func document(tools: String, device: String?) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
            \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="10" y="12" width="280" height="30"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
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
}
