import AutoLayout
import Foundation

/// The device table (`Device`) as Interface Builder's canvas draws it: each Xcode simulates its
/// own iOS release and has its own habits, which only documents need, so they live with the
/// importer and the model keeps the devices as code runs on them.
extension Device {
    /// The metrics of `id` in `orientation` as the Xcode that wrote `toolsVersion` simulated
    /// them; nil for an id this table does not know.
    ///
    /// Device ids name a screen diagonal, and Xcode moved some of them to newer phones of that
    /// diagonal: `retina6_12` is the 6.1-inch iPhone 12 (390 x 844) until Xcode 13 and the
    /// iPhone 14 Pro (393 x 852, Dynamic Island) from Xcode 14 (21 documents of tools 21507 to
    /// 25094 from 9 apps store 393 x 852 scenes); `retina6_72` and `retina6_7` are 430 x 932 from
    /// Xcode 15 (3 documents, 3 apps); `retina6_0` is the 390 x 844 phone (5 documents, 2 apps).
    ///
    /// Safe-area insets follow the iOS release the Xcode simulates (Apple's per-device status
    /// bar heights) as Xcode's canvas draws them from Xcode 14: 48 points on the iPhone 11 / XR,
    /// 50 on the 5.8-inch phones, 47 on the iPhone 12's 6.1- and 6.7-inch screens; Xcode 12 and
    /// 13 draw every phone with a sensor housing with 44, on the sides in landscape (`xcode12StatusBar`).
    ///
    /// From Xcode 11 to Xcode 14.1 (tools 14810 to 21507, its betas included), a full-screen view on a phone with a home button has no status bar at design
    /// time: views pinned to the safe area or the top layout guide sit at y = 0 (11 documents of
    /// 9 apps: `121`, `128`, `156`, `272`, `275`, `304`, `305`, `341`, `346`, `362`, `425`);
    /// Xcode 14.3 and later (tools 21701 to 24765) draw the 20-point bar again (11 documents of
    /// 8 apps: `108`, `235`, `277`, `287`, `288`, `316`, `345`, `353`, `357`, `374`, `424`).
    /// Scenes in a navigation controller take the status bar its stored bar frame leaves
    /// (`InterfaceBuilderSceneMetrics`).
    public static func named(_ id: String, orientation: String? = nil, toolsVersion: Double) -> Device? {
        guard var device = named(id, iOSVersion: InterfaceBuilderToolsVersion.iOSVersion(ofTools: toolsVersion), orientation: orientation) else {
            return nil
        }
        if id.hasPrefix("retina"), device.safeAreaInsets.bottom == 0, !device.isLandscape, (InterfaceBuilderToolsVersion.xcode11Tools..<xcode14_3Tools).contains(toolsVersion) {
            device.safeAreaInsets.top = 0
        }
        if id.hasPrefix("retina"), device.safeAreaInsets.bottom > 0, (14...15).contains(device.iOSVersion) {
            device.drawSensorHousingAsXcode12()
        }
        if id.hasPrefix("retina"), device.safeAreaInsets.bottom > 0, !device.isLandscape, toolsVersion >= doubledSafeAreaTools {
            device.safeAreaInsets.top *= 2
            device.safeAreaInsets.bottom *= 2
        }
        if id.hasPrefix("ipad"), device.safeAreaInsets.bottom > 0, toolsVersion >= doubledSafeAreaTools {
            device.safeAreaInsets.bottom = roundedPadBottomInset
        }
        return device
    }

    /// The status bar Xcode 12 and 13 (iOS 14 and 15) draw on a phone with a sensor housing in
    /// portrait, whatever the device has: views pinned to the top safe area sit 44 points down
    /// on the iPhone 11 / XR under Xcode 13 (`109`, `133`, tools 17701 and 18122; siskin-im
    /// `422`, zotero `445`, 20037; the iOS 15 device has 48), on the iPhone 12's 6.1-inch
    /// `retina6_0` (MyPlaces, Sluggo, tools 17701; camosss, teiresias22, 19162; covpass's `.xib`
    /// views, 20037; the device has 47) and 6.7-inch `retina6_7` (heangly 17701, hsw1920 20037,
    /// radar-covid's `.xib` views 17701), 10 apps, and the 5.8-inch phones keep 44 through Xcode
    /// 13.3 (`342`-`344`); none against (`Scripts/ib/scene_top_insets.py --every-phone --all`;
    /// `view_moves.py`: 24 views on, none off). Xcode 14 draws the device's own (47 on
    /// `retina6_0`: hsw1920, MoSonLee, Taehyeon-Kim, EunJi01).
    static let xcode12StatusBar: CGFloat = 44

    /// The sensor housing as Xcode 12 and 13 draw it on a phone that has one: `xcode12StatusBar`
    /// deep wherever the phone is held, at the top in portrait and on both sides in landscape.
    /// In landscape, views pinned to the safe area's leading and trailing edges sit 44 points in
    /// on the iPhone 11 / XR (`retina6_1`) under Xcode 13, where the iOS 15 device has 48: camosss
    /// and luboolu (tools 19162), EunJi01, MoSonLee and Taehyeon-Kim (20037), 5 documents of 5
    /// apps in `Datasets/xib-evidence`, none against; Xcode 11 and 12 documents of that phone
    /// (kodon0 16097, heangly 17701) store 44 too, as the iOS 13 and 14 device has. Xcode 14.3
    /// draws the device's own sides (59 on `retina6_12`: JayH8N, SSABOODA, yujinnee).
    private mutating func drawSensorHousingAsXcode12() {
        if isLandscape {
            safeAreaInsets.left = min(safeAreaInsets.left, Self.xcode12StatusBar)
            safeAreaInsets.right = min(safeAreaInsets.right, Self.xcode12StatusBar)
        } else if safeAreaInsets.top > Self.xcode12StatusBar {
            safeAreaInsets.top = Self.xcode12StatusBar
            statusBarHeight = Self.xcode12StatusBar
        }
    }

    /// From tools 23727, Xcode's canvas stores views pinned to the bottom safe area of an iPad
    /// with rounded corners 50 points above the bottom, not the home indicator's 20, in either
    /// orientation: zotero `441` (`ipad10_9rounded` portrait, tools 23727) and nextcloud talk
    /// `145` (`ipad12_9rounded` landscape, tools 24765), 2 documents of 2 apps, none against (no
    /// older document pins a view to a rounded iPad's bottom safe area). Where the 50 comes from
    /// is not explained (not the phones' doubling, which would give 40; the top stays 24).
    static let roundedPadBottomInset: CGFloat = 50

    /// From tools 23727, Xcode's canvas draws a phone without a home button with its safe-area
    /// insets twice over: views pinned to the safe area are stored the status bar's height
    /// twice below the top (118 on the Dynamic Island phones, 96 on the 6.1-inch iPhone 11, 124
    /// on `retina6_3`) and 68 points above the bottom, in every portrait document of tools
    /// 23727 to 25094 on such a phone that pins a view to its root's safe area (11 documents
    /// of 6 apps: vlc `158`, green_ios `234`, `237`-`239`, GoMap `245`, `246`,
    /// LNPopupController `317`, nRF-Mesh `330`, threema `417`, `418`); tools 23504 and older
    /// store them once (green_ios `236`, `243`, tools 23504, and every older document).
    /// Phones with a home button (`235`, `277`, `348`: 20 points) and iPads are drawn as before
    /// (a rounded iPad's bottom: `roundedPadBottomInset`).
    static let doubledSafeAreaTools: Double = 23727

    /// The safe-area insets Xcode's canvas gives a freeform top-level `.xib` view
    /// (`simulatedDestinationMetrics`) of `size` on this device, drawn by tools `toolsVersion`.
    ///
    /// On a phone with a home indicator, in portrait, the top inset is the device's (views
    /// pinned to the top safe area sit 44 or 48 points down whatever the view's size: amirdew
    /// `206`, zotero `442` and 10 more apps). The bottom inset is the home indicator's, never
    /// doubled, when the view is larger than the screen on either axis (19 documents of 7 apps
    /// in `Scripts/ib/xib_view_insets.py`: dashwallet `262`, `265`, zotero `448`, and Amity,
    /// covpass, goma, kindnesswall, olvid in `Datasets/xib-evidence`; none against) or when
    /// Xcode 14.3 or later drew it (tools 21701 on: 14 documents of 4 apps, Amity, OsmAnd `370`,
    /// `371`, entourage, Mixin; tools 23727 to 24765 store 34, not the doubled 68; none
    /// against); a view that fits the screen has none before Xcode 14.3 (23 documents of 10
    /// apps, chat-sdk `250` among them; one against, WavesWallet, Xcode 10). The same release
    /// boundary as a home-button phone's status bar (`named(_:orientation:toolsVersion:)`).
    /// On a phone with a home button, the status bar when the view is as tall as the screen
    /// (`drawsStatusBar(overRootOfHeight:)`). Other devices and orientations: the top inset of
    /// a phone with a home indicator, as before, else none.
    func freeformViewSafeAreaInsets(size: CGSize, toolsVersion: Double) -> EdgeInsets {
        guard safeAreaInsets.bottom > 0 else {
            // iPads keep none, as before: no document shows theirs.
            let statusBar = id.hasPrefix("retina") && drawsStatusBar(overRootOfHeight: size.height)
            return EdgeInsets(top: statusBar ? safeAreaInsets.top : 0, left: 0, bottom: 0, right: 0)
        }
        var insets = EdgeInsets(top: safeAreaInsets.top, left: 0, bottom: 0, right: 0)
        guard id.hasPrefix("retina"), !isLandscape,
              let homeIndicator = Device.named(id, iOSVersion: iOSVersion)?.safeAreaInsets.bottom else { return insets }
        let largerThanScreen = size.width > screenSize.width || size.height > screenSize.height
        if largerThanScreen || toolsVersion >= Self.xcode14_3Tools {
            insets.bottom = homeIndicator
        }
        return insets
    }

    /// Whether Xcode's canvas draws this device's status bar over a root `height` tall that is not
    /// the size of the screen (or of the area a scene's bars leave): on a phone with a home
    /// button in portrait only when the root is at least as tall as the screen; a shorter one (a
    /// freeform `.xib` view or scene, an embedded or presented scene) has none. Every other
    /// device draws it whatever the size.
    ///
    /// Stored frames, views pinned to the root's top safe area or top layout guide when the
    /// canvas draws the status bar (before Xcode 11, from Xcode 14.3): shorter scenes put them
    /// at y = 0 in 3 apps (`Scripts/ib/scene_top_insets.py`: AudioKitSynthOne `219`'s two
    /// presented scenes, an iOS-Tutorials-2022 page of a page view controller, a WavesWallet
    /// freeform scene) and so do shorter freeform `.xib` views (45 documents of 12 apps in
    /// `Scripts/ib/top_insets.py`); taller ones keep 20 (scenes of WordPressAuthenticator
    /// `424`, shopapp, WavesWallet, motoom's popover and a kindnesswall `.xib` view: 5 apps).
    /// Against: one WavesWallet `.xib` view (343 x 545) keeps 20, which nothing in it explains.
    /// Embedded scenes keep the bar whatever their height (`InterfaceBuilderSceneMetrics`).
    func drawsStatusBar(overRootOfHeight height: CGFloat) -> Bool {
        safeAreaInsets.bottom > 0 || !id.hasPrefix("retina") || isLandscape || height >= screenSize.height
    }

    /// Where Xcode 14.3's tools start (14.1 wrote 21507, 14.3 21701): its canvas draws a
    /// home-button phone's status bar again and gives every freeform view the home indicator's
    /// inset (`named(_:orientation:toolsVersion:)`, `freeformViewSafeAreaInsets(size:toolsVersion:)`).
    static let xcode14_3Tools: Double = 21600

    /// The 4.7-inch phone Xcode used before documents named their device.
    public static let interfaceBuilderDefault = named("retina4_7", toolsVersion: 0)!
}
