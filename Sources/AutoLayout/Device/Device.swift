import Foundation

/// A phone or iPad as layout sees it: its screen in points, its pixel scale, the safe-area insets
/// of a full-screen view, its size classes and the iOS release it runs. One table serves the
/// Interface Builder importer (`<device id="retina6_1" orientation="portrait"/>`, simulated as the
/// document's Xcode did) and code (`UIScreen.main`, `traitCollection`, a table's cell margins,
/// `--device` on the command line).
///
/// Ids are Xcode's (`retina6_12`, `ipad11`); `knownIDs` lists them. Documents without a
/// `<device>` element were saved before Xcode 8 and drawn for a 4.7-inch phone (the Interface
/// Builder importer's `interfaceBuilderDefault`, with the canvas's habits by Xcode release in
/// `named(_:orientation:toolsVersion:)`); code that names no device gets `default`.
public struct Device: Hashable, Sendable {
    public var id: String
    public var screenSize: CGSize
    public var scale: CGFloat
    public var safeAreaInsets: EdgeInsets
    /// The status bar's height on this device and orientation (20 on phones with a home button
    /// in portrait, none in landscape), also where `safeAreaInsets` leaves it out: scenes that
    /// Xcode still draws with it (see `InterfaceBuilderSceneMetrics`) use this.
    public var statusBarHeight: CGFloat
    public var isLandscape: Bool
    /// The iOS release of the SDK the document's Xcode simulates (`InterfaceBuilderToolsVersion`).
    public var iOSVersion: Int = 0

    /// Whether the width size class is regular (iPads, and the large phones in landscape).
    public var hasRegularWidth: Bool { idiomIsPad || (isLandscape && screenSize.width >= 736) }
    /// Whether the height size class is regular (every device in portrait, iPads always).
    public var hasRegularHeight: Bool { idiomIsPad || !isLandscape }
    var idiomIsPad: Bool { id.hasPrefix("ipad") }

    /// The side margins a top-level view of `width` gets (UIKit's `systemMinimumLayoutMargins`):
    /// 20 on regular-width screens and for views 414 points wide or more, else 16.
    public func systemMinimumSideMargin(forWidth width: CGFloat) -> CGFloat {
        hasRegularWidth || width >= 414 ? 20 : 16
    }

    /// The layout margins of a table cell's content view `width` wide, as Xcode's canvas draws
    /// them: the one rule for cells from Interface Builder documents and cells built in code.
    /// Apple documents no figures (`systemMinimumLayoutMargins` is a root view's, and cells do not
    /// follow it: 20 on the 393-point phone whose roots have 16, 16 on the 5.5-inch phone whose
    /// roots have 20). Measured by `Scripts/ib/cell_margins.py` on both fixture sets
    /// (`Scripts/ib/cell-margins.md`: views pinned to a content view's margins, and the width a
    /// disclosure indicator or checkmark takes beside the trailing margin), as documents / apps:
    /// - Xcode 8 and older (iOS 10 SDK and before): 8 on every side (10 / 4).
    /// - Xcode 9 to 16: 11 above and below (Xcode 11 to 16: 24 / 15; Xcode 10 documents show
    ///   10.5 in 7 / 5 of the fixtures, their content views half a point shorter than their
    ///   cells, and so do Xcode 9's). Xcode 9 (iOS 11) draws its cells as Xcode 10 does (`cell_margins.py --evidence
    ///   --cells`, tools 13528 to 13771: 16 on the sides and 11 / 10.5 above and below on the
    ///   375-point phone in 23 documents of 7 apps: aruke, kindnesswall, mage-ios, puuurm,
    ///   TradeItIosTicketSDK2, expanding-collection `410`, seafile `284`); 8 in 1 / 1
    ///   (RxDataSources `412`, tools 13196, a table inside its scene).
    /// - iOS 26 (Xcode 26): 15 above and below. Views pinned to a content view's top or bottom
    ///   margin are stored 15 points inside it by Xcode 26 (nRF-Mesh `330`, tools 24128, and
    ///   `331`, 24506: 15 views of 4 cells), where the same app's Xcode 16 documents store 11
    ///   (`336`, `339`, `340`); and Xcode 26 draws its built-in one-line rows 51 points tall
    ///   where earlier releases drew 44 (3 apps: GoMap `247`, xdripswift `308`, nRF-Mesh `330`,
    ///   `331`; 15 + a 21-point line + 15), as iOS 26's taller list rows. No other Xcode 26
    ///   document pins a cell's view to those margins. (Monal's iPad cells `321`, Xcode 15,
    ///   store 15 too: one app, not a rule.)
    /// - On the sides, cells wider than 320 points get 20 on phones without a home button at
    ///   least 390 points wide in portrait (393 under iOS 26): `retina6_1` (414) 11 / 5,
    ///   `retina6_12` from Xcode 14 (393) 6 / 4, `retina6_72` (430) 1 / 1 (its disclosure
    ///   indicator's width), `retina6_0` (390) 6 / 5 from Xcode 12 to 15 (branch `ib-rules-18`,
    ///   `cell_margins.py --evidence`: Sluggo-iOS-UIKit, MyPlaces, tyspitcher's projects,
    ///   hsw1920's swift-study, TaskApp), and 16 on the others: `retina6_0` under Xcode 26 1 / 1
    ///   (OsmAnd `368`, 11 views; Xcode 16 on that phone is not measured and goes with Xcode 15),
    ///   `retina4_7` (375) 26 / 12 (15 in 4 / 4 of Xcode 10 and 11), `retina5_9` (375) 3 / 3, `retina5_5`
    ///   (414, home button) 1 / 1 (`287`: its inner table's cells; the one cell measured in a
    ///   table that is its controller's view has 20), the 390-point phone in landscape 1 / 1
    ///   (xdripswift `308`, the only landscape document measured), iPads 2 / 2 (one 320-point
    ///   cell has 10). Cells of 320 points or less get 16 on every phone, the 20-point ones
    ///   included (14 / 6 of 31 / 14).
    /// - Estimates, no document measured: 20 on `retina6_5` (414), `retina6_7` (430), `retina6_3`
    ///   (402), `retina6_9` (440), `iPhone14Pro`, `iPhone14ProMax` and `retina6_12` before Xcode
    ///   14 (390, like `retina6_0`), phones without a home button at least 390 points wide like
    ///   the measured ones; 16 on `retina3_5`, `retina4_0` (320-point screens, like every
    ///   320-point cell), `retina5_4` (375) and iPads' full-width tables.
    /// - `besideAccessory`: the cell shows an accessory (`accessoryType`, `accessoryView`), so its
    ///   content view ends at the accessory, outside the table's side margin, and keeps its own
    ///   8 points on that side (`View.defaultLayoutMargins`) instead: views pinned to that margin
    ///   are stored 8 points inside the content view in 6 cells of 5 documents, 5 apps (Xcode 6
    ///   to 26: RocketChat `125`, Papr `307`, Monal `319`, nRF-Mesh `331`, owncloud `379`;
    ///   `Scripts/ib/cell-margins.md`), and so are the built-in `value1` details beside an
    ///   accessory (20 of 21 cells, 5 / 2, `Scripts/ib/builtin_cells.py`). It is UIKit's `preservesSuperviewLayoutMargins`: a
    ///   content view takes its cell's margin only where that margin reaches into it (Apple's
    ///   documentation of the property), and beside an accessory it does not. The trailing side
    ///   is the right one: no document shows a right-to-left cell.
    /// The cell's own side margin, where the accessory sits (`TableCellAccessory`), is the
    /// table's whatever it shows: the margins without `besideAccessory`.
    public func tableCellContentMargins(forWidth width: CGFloat, besideAccessory: Bool = false) -> EdgeInsets {
        guard iOSVersion >= 11 else { return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        let side: CGFloat = hasWideCellMargins && width > 320 ? 20 : 16
        let trailing = besideAccessory ? View.defaultLayoutMargins.right : side
        let vertical: CGFloat = iOSVersion >= 26 ? 15 : 11
        return EdgeInsets(top: vertical, left: side, bottom: vertical, right: trailing)
    }

    /// How far an inset-grouped table (`UITableView.Style.insetGrouped`) insets its sections
    /// from each side edge: the cells are the table's width less twice this. Apple documents no
    /// figure ("the grouped sections are inset with rounded corners"); measured by
    /// `Scripts/ib/builtin_cells.py` on the cells Xcode stores in inset-grouped tables of the
    /// fixture sets (cells / documents / apps): 16 on a 375-point table (`retina4_7`, 4 / 1 / 1),
    /// 20 on 390 (`retina6_0`, 1 / 1 / 1), 393 (`retina6_12`, 12 / 1 / 1) and 414 points
    /// (`retina6_1`, 1 / 1 / 1). Estimates: where between 375 and 390 the step lies (taken at
    /// 390), 16 below 375, and 20 on regular-width screens (no iPad document has such a table).
    public func insetGroupedSectionInset(forTableWidth width: CGFloat) -> CGFloat {
        hasRegularWidth || width >= 390 ? 20 : 16
    }

    /// Whether cells wider than 320 points get 20-point side margins: phones without a home
    /// button (a home indicator below the safe area) whose portrait screen is at least 390
    /// points wide (`tableCellContentMargins(forWidth:)`). The 390-point phone has 16 in the
    /// documents that show it in landscape or under iOS 26 (one each), so there the width must
    /// reach 393, as before that phone was measured in portrait.
    var hasWideCellMargins: Bool {
        let portraitWidth = min(screenSize.width, screenSize.height)
        let least: CGFloat = isLandscape || iOSVersion >= 26 ? 393 : 390
        return !idiomIsPad && safeAreaInsets.bottom > 0 && portraitWidth >= least
    }

    /// `id` under iOS `iOSVersion` (portrait unless `orientation` is `"landscape"`), as the
    /// device itself lays out, without any Xcode canvas's habits: what code runs on. Nil for an
    /// id the table does not know.
    public static func named(_ id: String, iOSVersion: Int = Device.defaultIOSVersion, orientation: String? = nil) -> Device? {
        guard let portrait = metrics(id, iOS: iOSVersion) else { return nil }
        let landscape = orientation == "landscape"
        let statusBar = landscape && !id.hasPrefix("ipad") ? 0 : portrait.insets.top
        let size = landscape ? CGSize(width: portrait.size.height, height: portrait.size.width) : portrait.size
        return Device(id: id, screenSize: size, scale: portrait.scale,
                      safeAreaInsets: landscape ? portrait.landscapeInsets : portrait.insets,
                      statusBarHeight: statusBar, isLandscape: landscape, iOSVersion: iOSVersion)
    }

    /// Every device id this table knows.
    public static var knownIDs: [String] { portraitMetrics.keys.sorted() }

    /// The iOS release of devices code names without one: that of `default`.
    public static let defaultIOSVersion = 17

    /// The device of code that names none, and of the command line without `--device`: the
    /// 6.1-inch iPhone 15 (393 x 852 points at 3x, `retina6_12` as Xcode 15 draws it) under iOS 17.
    public static let `default` = named("retina6_12", iOSVersion: defaultIOSVersion)!

    /// The device of the current traits (`TraitCollection.current`, bound by
    /// `performAsCurrent`): what `UIScreen.main` shows and what a tree given no device of its own
    /// is laid out for.
    public static var current: Device { TraitCollection.current.device }

    /// UIKit's `UIUserInterfaceIdiom` of the device.
    public var userInterfaceIdiom: UserInterfaceIdiom { idiomIsPad ? .pad : .phone }

    private struct Metrics {
        var size: CGSize
        var scale: CGFloat
        var insets: EdgeInsets
        var landscapeInsets: EdgeInsets
    }

    /// The portrait metrics of `id` under iOS `iOS`: the devices ids moved to and the status
    /// bars iOS releases changed.
    private static func metrics(_ id: String, iOS: Int) -> Metrics? {
        guard var metrics = portraitMetrics[id] else { return nil }
        switch id {
        case "retina6_1" where iOS >= 15: metrics = phone(414, 896, 2, top: 48)
        case "retina5_9" where iOS >= 16: metrics = phone(375, 812, 3, top: 50)
        case "retina6_12" where iOS >= 16: metrics = phone(393, 852, 3, top: 59)
        case "retina6_72" where iOS < 17, "retina6_7" where iOS < 17: metrics = phone(428, 926, 3, top: 47)
        default: break
        }
        return metrics
    }

    private static func phone(_ width: CGFloat, _ height: CGFloat, _ scale: CGFloat, top: CGFloat = 20) -> Metrics {
        let notched = top > 20
        return Metrics(size: CGSize(width: width, height: height), scale: scale,
                       insets: EdgeInsets(top: top, left: 0, bottom: notched ? 34 : 0, right: 0),
                       landscapeInsets: notched ? EdgeInsets(top: 0, left: top, bottom: 21, right: top) : .zero)
    }

    private static func pad(_ width: CGFloat, _ height: CGFloat, rounded: Bool = false) -> Metrics {
        let insets = EdgeInsets(top: rounded ? 24 : 20, left: 0, bottom: rounded ? 20 : 0, right: 0)
        return Metrics(size: CGSize(width: width, height: height), scale: 2, insets: insets, landscapeInsets: insets)
    }

    /// The device ids of the 334 fixture documents and the other iOS ids Xcode is known to write
    /// (`retina5_4`, `retina6_9`, `ipad7_9`, `ipad8_3`, `ipad11_0rounded`, `ipad13`: no document
    /// shows them yet), with its screen in points, its scale and its
    /// portrait safe-area insets (status bar 20 on phones with a home button; the sensor housing
    /// and home indicator on the others; 24 / 20 on iPads with rounded corners), from Apple's
    /// device specifications (Human Interface Guidelines, "Layout": device screen sizes), as the
    /// newest iOS draws them; `metrics(_:iOS:)` gives the older ones.
    private static let portraitMetrics: [String: Metrics] = [
        "retina3_5": phone(320, 480, 2),
        "retina4_0": phone(320, 568, 2),
        "retina4_7": phone(375, 667, 2),
        "retina5_5": phone(414, 736, 3),
        "retina5_4": phone(375, 812, 3, top: 50),
        "retina5_9": phone(375, 812, 3, top: 44),
        "retina6_0": phone(390, 844, 3, top: 47),
        "retina6_1": phone(414, 896, 2, top: 44),
        "retina6_5": phone(414, 896, 3, top: 44),
        "retina6_12": phone(390, 844, 3, top: 47),
        "retina6_3": phone(402, 874, 3, top: 62),
        "retina6_7": phone(430, 932, 3, top: 59),
        "retina6_72": phone(430, 932, 3, top: 59),
        "retina6_9": phone(440, 956, 3, top: 62),
        "iPhone14Pro": phone(393, 852, 3, top: 59),
        "iPhone14ProMax": phone(430, 932, 3, top: 59),
        "ipad7_9": pad(768, 1024),
        "ipad8_3": pad(744, 1133, rounded: true),
        "ipad9_7": pad(768, 1024),
        "ipad10_2": pad(810, 1080),
        "ipad10_5": pad(834, 1112),
        "ipad10_9rounded": pad(820, 1180, rounded: true),
        "ipad11": pad(834, 1194, rounded: true),
        "ipad11_0rounded": pad(834, 1194, rounded: true),
        "ipad12_9": pad(1024, 1366),
        "ipad12_9rounded": pad(1024, 1366, rounded: true),
        "ipad13": pad(1032, 1376, rounded: true),
    ]
}
