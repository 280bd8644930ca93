import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// A segmented control is as wide as its segments and the dividers between them: each its
/// 13-point title, rounded up to whole points, plus 19 points from iOS 13 (14 before), every one
/// as wide as the widest unless the widths are apportioned by content; a 1-point divider before
/// iOS 26 (`SegmentedControl.titlePadding(iOSVersion:)`, `dividerWidth(iOSVersion:)`), in the
/// importer and the model.
@Suite struct SegmentedControlWidthTests {
    /// A control pinned by its top and leading edge only, so its width is its own.
    static func document(tools: String, device: String?, titles: [String], apportions: Bool) -> String {
        let segments = titles.map { "<segment title=\"\($0)\"/>" }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useSafeAreas="YES">
            \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="100"/>
                    <subviews>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" \(apportions ? "apportionsSegmentWidthsByContent=\"YES\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="control">
                            <rect key="frame" x="20" y="12" width="100" height="32"/>
                            <segments>
                                \(segments)
                            </segments>
                        </segmentedControl>
                    </subviews>
                    <constraints>
                        <constraint firstItem="control" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="t"/>
                        <constraint firstItem="control" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Stored widths of controls whose width is their own (`python3
    /// Scripts/ib/segmented_widths.py --evidence --rows`), as literal numbers, with the tools
    /// version and device of their documents: SkeletonView (`xib-more` 310), INaturalistIOS
    /// (288), nRF-Mesh (338), GoMap (248, apportioned); of `Datasets/xib-evidence`: Mixin, SeSAC
    /// (alexcho617), UIKit-Storyboard (kamilgomolka, one apportioned) and Sesac-Project from
    /// iOS 13; 23rd-iOS-Seminar, mage-ios, UIKit-Practice and iOS-Apps (Xcode 6, no device)
    /// before it: 12 apps. Within a point: the titles are measured by the text model.
    @Test(arguments: [
        ("19455", "retina5_9", ["Solid", "Gradient"], false, CGFloat(145)),
        ("21701", "retina4_7", ["Sign Up", "Login"], false, CGFloat(135)),
        ("23727", "retina6_1", ["Off", "Default", "Restore"], false, CGFloat(200)),
        ("24093.7", "retina6_12", ["Primary", "All"], true, CGFloat(101)),
        ("24506", "retina6_1", ["Signal", "User", "Task", "Web3", "Perps"], false, CGFloat(285)),
        ("21701", "retina6_12", ["First", "Second"], false, CGFloat(131)),
        ("20037", "retina6_1", ["First", "Second", "Third"], false, CGFloat(197)),
        ("20037", "retina6_1", ["First", "Second", "Third"], true, CGFloat(164)),
        ("22155", "retina6_12", ["Video", "Similar"], false, CGFloat(123)),
        ("14113", "retina4_7", ["First", "Second"], false, CGFloat(121)),
        ("13771", "retina4_7", ["Hours", "Days", "Months"], false, CGFloat(182)),
        ("11542", "retina5_5", ["Slide", "Type"], false, CGFloat(89)),
        ("6254", nil, ["Front", "Rear"], false, CGFloat(93)),
    ] as [(String, String?, [String], Bool, CGFloat)])
    func aControlIsAsWideAsItsTitlesAndTheirPadding(tools: String, device: String?, titles: [String], apportions: Bool,
                                                    stored: CGFloat) throws {
        let text = Self.document(tools: tools, device: device, titles: titles, apportions: apportions)
        let control = try #require(try InterfaceBuilderControlTests.frames(text)["control"])
        #expect(abs(control.width - stored) <= 1, "tools \(tools) \(titles): \(control.width), stored \(stored)")
        #expect(control.minX == 20)
    }

    /// The model without a document: equal segments take the widest title, apportioned ones
    /// their own, a width set for a segment replaces its title's, and a 1-point divider sits
    /// between two segments.
    @Test(arguments: [12, 13, 26])
    func theModelsSegmentsFollowTheirTitlesAndSetWidths(iOSVersion: Int) {
        let device = Device.named("retina4_7", iOSVersion: iOSVersion)
        func control(_ titles: [String]) -> SegmentedControl {
            let control = SegmentedControl(items: titles)
            control.device = device
            return control
        }
        let short = control(["A"]).intrinsicContentSize.width
        let long = control(["A much longer title"]).intrinsicContentSize.width
        #expect(short == short.rounded() && long == long.rounded(), "iOS \(iOSVersion): whole-point segments")
        #expect(short > SegmentedControl.titlePadding(iOSVersion: iOSVersion))
        let both = control(["A", "A much longer title"])
        #expect(both.intrinsicContentSize.width == 2 * long + SegmentedControl.dividerWidth(iOSVersion: iOSVersion), "iOS \(iOSVersion)")
        both.apportionsSegmentWidthsByContent = true
        #expect(both.intrinsicContentSize.width == short + long + SegmentedControl.dividerWidth(iOSVersion: iOSVersion), "iOS \(iOSVersion)")
        both.setWidth(50, forSegmentAt: 1)
        #expect(both.intrinsicContentSize.width == short + 50 + SegmentedControl.dividerWidth(iOSVersion: iOSVersion), "iOS \(iOSVersion)")
        #expect(both.widthForSegment(at: 1) == 50)
        #expect(both.intrinsicContentSize.height == SegmentedControl.drawnSize(iOSVersion: iOSVersion).height)
    }

    /// Segments with set widths, stored by CollectionViewPagingLayout (`xib-more` 208: 100 + 100,
    /// tools 18122) and openhab (360: 61 + 61, Xcode 15): the widths and one divider.
    @Test(arguments: [(CGFloat(100), CGFloat(201)), (CGFloat(61), CGFloat(123))])
    func setWidthsAndADivider(segment: CGFloat, stored: CGFloat) {
        let control = SegmentedControl(items: ["SwiftUI", "UIKit"])
        control.device = Device.named("retina6_1", iOSVersion: 17)
        control.setWidth(segment, forSegmentAt: 0)
        control.setWidth(segment, forSegmentAt: 1)
        #expect(control.intrinsicContentSize.width == stored)
    }
}
