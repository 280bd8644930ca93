import AutoLayout
import Foundation
import InterfaceBuilder
import Testing

/// The status bar Xcode's canvas draws over presented, embedded and short scenes
/// (`InterfaceBuilderPresentation`, `Device.drawsStatusBar(overRootOfHeight:)`): each row is an
/// app's scene with its tools, device, stored root size and how it is reached, and the stored top
/// of the views pinned to its top safe area (`python3 Scripts/ib/scene_top_insets.py --every-phone`).
@Suite struct PresentedSceneStatusBarTests {
    /// A presenting scene and a scene `size` large reached by a segue `kind` (with
    /// `style`, when given), whose 10-point box is pinned to the top of its safe area; an
    /// `embed` segue comes from a container view of the first scene. Without `kind`, the second
    /// scene stands alone with `simulatedSize` as its simulated size metrics.
    static func storyboard(tools: String, device: String, width: Double, height: Double, kind: String?,
                           style: String? = nil, simulatedSize: String? = nil) -> String {
        let screen = screens[device] ?? (375, 667)
        let segue = kind.map { kind in
            "<segue destination=\"shown\" kind=\"\(kind)\"\(style.map { " modalPresentationStyle=\"\($0)\"" } ?? "") id=\"seg\"/>"
        } ?? ""
        let container = kind == "embed"
            ? """
              <subviews>
                  <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                      <rect key="frame" x="0.0" y="100" width="\(width)" height="\(height)"/>
                      <connections>\(segue)</connections>
                  </containerView>
              </subviews>
              """
            : ""
        let connections = kind == "embed" || kind == nil ? "" : "<connections>\(segue)</connections>"
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="presenter">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="presenter" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="presenterView">
                                <rect key="frame" x="0.0" y="0.0" width="\(screen.0)" height="\(screen.1)"/>
                                \(container)
                                <viewLayoutGuide key="safeArea" id="presenterSafe"/>
                            </view>
                            \(connections)
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="shown" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="shownView">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="topBox">
                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="10"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="topBox" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                                    <constraint firstItem="topBox" firstAttribute="leading" secondItem="shownView" secondAttribute="leading" id="l"/>
                                    <constraint firstItem="topBox" firstAttribute="trailing" secondItem="shownView" secondAttribute="trailing" id="r"/>
                                </constraints>
                            </view>
                            \(simulatedSize.map { "<\($0) key=\"simulatedDestinationMetrics\"/>" } ?? "")
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let screens: [String: (Double, Double)] = [
        "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736), "retina6_0": (390, 844),
        "retina6_1": (414, 896), "retina6_12": (393, 852),
    ]

    static func storedTop(_ text: String) throws -> CGFloat? {
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), name: "test.storyboard")
        return try document.makeLayout().solve().frames.first { $0.id == "topBox" }?.frame.minY
    }

    /// Sheets (a `presentation` segue with the default or `pageSheet` style, or a simulated
    /// `modalPageSheet` size) and full-screen presentations, by release: iNaturalist `287`,
    /// testPinkBook, jhy0409, MOON-HJ, luboolu and Sluggo draw a sheet without the status bar;
    /// MoSonLee (Xcode 13.3), Taehyeon-Kim (14.0) and joeyyy688 (14.1) keep it. A full-screen
    /// presentation has none from Xcode 14.3 (habitica `108`, FebricoJonata) and keeps it before
    /// (DanMint, luboolu).
    @Test(arguments: [
        ("22154", "retina5_5", 414.0, 716.0, "presentation", nil, nil, CGFloat(0)),
        ("21701", "retina6_12", 393.0, 842.0, "presentation", nil, nil, CGFloat(0)),
        ("18122", "retina6_1", 414.0, 842.0, "presentation", nil, nil, CGFloat(0)),
        ("17156", "retina6_1", 414.0, 842.0, "presentation", nil, nil, CGFloat(0)),
        ("19162", "retina6_1", 414.0, 842.0, "presentation", nil, nil, CGFloat(0)),
        ("17701", "retina6_0", 390.0, 790.0, nil, nil, "modalPageSheetSimulatedSizeMetrics", CGFloat(0)),
        ("20037", "retina6_1", 414.0, 842.0, "presentation", nil, nil, CGFloat(44)),
        ("21225", "retina6_1", 414.0, 838.0, "presentation", nil, nil, CGFloat(48)),
        ("21507", "retina6_12", 393.0, 783.0, "presentation", nil, nil, CGFloat(59)),
        ("22505", "retina4_0", 320.0, 568.0, "presentation", "fullScreen", nil, CGFloat(0)),
        ("22154", "retina6_12", 393.0, 852.0, "presentation", "fullScreen", nil, CGFloat(0)),
        ("18122", "retina6_1", 414.0, 896.0, "presentation", "fullScreen", nil, CGFloat(44)),
        ("19162", "retina6_1", 414.0, 896.0, "presentation", "fullScreen", nil, CGFloat(44)),
    ] as [(String, String, Double, Double, String?, String?, String?, CGFloat)])
    func aPresentedScenesStatusBarFollowsItsPresentationAndRelease(
        tools: String, device: String, width: Double, height: Double, kind: String?, style: String?, simulatedSize: String?, top: CGFloat
    ) throws {
        let text = Self.storyboard(tools: tools, device: device, width: width, height: height, kind: kind, style: style, simulatedSize: simulatedSize)
        #expect(try Self.storedTop(text) == top, "tools \(tools), \(device), \(style ?? kind ?? simulatedSize ?? "")")
    }

    /// Home-button phones before Xcode 11 and from Xcode 14.3: scenes shorter than the screen
    /// have no status bar (AudioKitSynthOne `219`'s 512 x 299 scene presented over the current
    /// context, WavesWallet's 375 x 300 freeform scene), taller ones keep it (WavesWallet's 375 x
    /// 3000, WordPressAuthenticator `424`'s 383 x 676), and so do embedded scenes whatever their
    /// height (XLPagerTabStrip `129`'s 375 x 497, habitica `108`'s 320 x 513).
    @Test(arguments: [
        ("14490", "retina4_7", 512.0, 299.0, "presentation", "overCurrentContext", "freeformSimulatedSizeMetrics", CGFloat(0)),
        ("14460", "retina4_7", 375.0, 300.0, nil, nil, "freeformSimulatedSizeMetrics", CGFloat(0)),
        ("14490", "retina4_7", 375.0, 3000.0, nil, nil, "freeformSimulatedSizeMetrics", CGFloat(20)),
        ("22154", "retina4_7", 383.0, 676.0, nil, nil, "freeformSimulatedSizeMetrics", CGFloat(20)),
        ("14460", "retina4_7", 375.0, 497.0, "embed", nil, nil, CGFloat(20)),
        ("22505", "retina4_0", 320.0, 513.0, "embed", nil, nil, CGFloat(20)),
    ] as [(String, String, Double, Double, String?, String?, String?, CGFloat)])
    func aHomeButtonPhonesStatusBarIsDrawnOverScenesAsTallAsTheScreen(
        tools: String, device: String, width: Double, height: Double, kind: String?, style: String?, simulatedSize: String?, top: CGFloat
    ) throws {
        let text = Self.storyboard(tools: tools, device: device, width: width, height: height, kind: kind, style: style, simulatedSize: simulatedSize)
        #expect(try Self.storedTop(text) == top, "tools \(tools), \(width) x \(height), \(kind ?? "alone")")
    }

    /// Freeform `.xib` views of a home-button phone: kindnesswall's 375 x 952 view (tools 14109)
    /// keeps the status bar, olvid's 375 x 165 (14460) has none.
    @Test(arguments: [("14109", 375.0, 952.0, CGFloat(20)), ("14460", 375.0, 165.0, CGFloat(0))] as [(String, Double, Double, CGFloat)])
    func aFreeformViewOfAHomeButtonPhoneHasTheStatusBarWhenAsTallAsTheScreen(tools: String, width: Double, height: Double, top: CGFloat) throws {
        let text = FreeformSafeAreaTests.document(tools: tools, device: "retina4_7", width: width, height: height)
        let box = try #require(try InterfaceBuilderControlTests.frames(text)["topBox"])
        #expect(box.minY == top, "tools \(tools), \(width) x \(height)")
    }
}
