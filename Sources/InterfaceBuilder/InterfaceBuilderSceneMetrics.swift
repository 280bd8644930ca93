import AutoLayout
import Foundation

/// The bars a storyboard scene is drawn with, which place its root view on the screen and set
/// its safe area: the status bar (part of the device's insets), a navigation bar (44 points)
/// and a tab bar (49).
///
/// A bar comes from the controller's simulated metrics when they name one; otherwise
/// Interface Builder infers it from the storyboard's segues, and so does this type: the root
/// of a navigation controller gets its bar, a child of a tab bar controller its tab bar, a
/// navigation controller passes its tab bar on to its root, and a controller reached by a
/// `show` or `push` segue is drawn inside the navigation (and tab bar) controller of the
/// controller it comes from, unless it sets `hidesBottomBarWhenPushed`. A tab bar the
/// navigation controller or the pushing controller draws by its own simulated metrics is passed
/// on the same way: views pinned to the bottom of such a root or pushed scene are stored 49
/// points above it in 3 apps (emotion-code and ChatApplication: navigation roots, Xcode 8 and
/// 11; shopapp: scenes shown from one, Xcode 10; `Datasets/xib-evidence`), none against. A
/// navigation controller whose bar is hidden (`navigationBarHidden`) gives its scenes no bar.
///
/// An opaque bar (`translucent="NO"` on the container's `<navigationBar>` / `<tabBar>` or on the
/// simulated metrics) is not laid over the view: UIKit places the view below an opaque
/// navigation bar and above an opaque tab bar unless the controller sets
/// `extendedLayoutIncludesOpaqueBars`, and so does a bar whose edge `edgesForExtendedLayout`
/// leaves out. The fixtures show it: every root of `129.storyboard` (tools 14460, 4.7-inch
/// phone) is stored 64, 49 or 113 points shorter than the screen according to which of its
/// bars are opaque, and its views pinned to the top layout guide sit at y = 0.
///
/// The navigation bar: a navigation controller stores its `<navigationBar>` frame, and a scene
/// drawn inside it has the status bar that frame leaves above the bar and a bar of that height
/// (44; 50 / 54 / 56 in newer Xcodes and on iPads; 96 / 106 with large titles: 31 storyboards
/// of 21 apps store such frames, and their scenes' views pinned to the top guide sit below
/// y + height, e.g. 101 = 47 + 54 in `308`, y = 20 in `101`, y = 0 in `121`). Without a stored
/// bar, the status bar is the device's top inset (none for full-screen scenes of phones with a
/// home button from Xcode 11 to 14.1, `Device.named`). Embedded scenes of
/// `108.storyboard` (one app) are drawn with a 20-point status bar that no rule here explains:
/// a former "embedded scenes keep 20" condition fitted them and was wrong on 6 documents of
/// 5 other apps, so it is gone and those views are counted as misses.
struct InterfaceBuilderSceneMetrics {
    /// A navigation or tab bar drawn with the scene.
    struct Bar: Equatable {
        var isOpaque: Bool
        /// Where the navigation controller stored its bar (below the status bar), if it did.
        var storedY: CGFloat?
        /// The bar's stored height (44, or taller for large titles and prompts), if stored.
        var storedHeight: CGFloat?
        /// Whether the navigation controller's bar prefers large titles (`largeTitles="YES"`).
        var prefersLargeTitles = false
    }

    /// The band a navigation bar adds for a large title (a 96-point bar is 44 + 52).
    static let largeTitleBand: CGFloat = 52

    var device: Device
    var navigationBar: Bar?
    var tabBar: Bar?
    /// The status bar's height as this scene is drawn.
    var statusBar: CGFloat
    /// Whether the device's status bar is drawn only over a root as tall as the screen
    /// (`Device.drawsStatusBar(overRootOfHeight:)`): when no stored navigation bar,
    /// presentation or simulated metrics set it, in a document that names its device, for a
    /// scene no container embeds.
    private var statusBarFollowsRootHeight = false
    /// Whether the view extends under the top / bottom bars (`edgesForExtendedLayout`).
    var extendsTop = true
    var extendsBottom = true
    var includesOpaqueBars = false

    /// Xcode 9 and older (tools before 13000) store a navigation controller's bar at y = 0 on
    /// every phone, though their canvas draws the status bar above it: views pinned to the top
    /// layout guide of its scenes sit at y = 64 on a home-button phone (7 apps,
    /// `Scripts/ib/scene_top_insets.py --every-phone`: web-server, arinjay, jhy0409, jtmarshall,
    /// motoom, muellllkreis, rugoli, tools 11762 to 12121), where Xcode 10 stores the bar at y = 20
    /// (12 apps). So the stored y says where the status bar ends only from tools 13000; before,
    /// the scene takes the device's status bar.
    static let barStoredBelowStatusBarTools: Double = 13000

    static let navigationBarHeight: CGFloat = 44
    static let tabBarHeight: CGFloat = 49

    init(controller: InterfaceBuilderElement, tree: InterfaceBuilderElement, device: Device) {
        self.device = device
        let segues = tree.descendants().filter { $0.tag == "segue" }
        var visited: Set<String> = []
        let inferred = Self.inferredBars(of: controller, segues: segues, visited: &visited)
        let top = controller.child(key: "simulatedTopBarMetrics")
        let bottom = controller.child(key: "simulatedBottomBarMetrics")
        navigationBar = top.map { $0.tag == "simulatedNavigationBarMetrics" ? Bar(isOpaque: $0.flag("translucent") == false) : nil }
            ?? inferred.navigation
        tabBar = bottom.map { $0.tag == "simulatedTabBarMetrics" ? Bar(isOpaque: $0.flag("translucent") == false) : nil }
            ?? inferred.tab
        if InterfaceBuilderToolsVersion.tools(of: tree) < Self.barStoredBelowStatusBarTools { navigationBar?.storedY = nil }
        // `UINavigationItem.largeTitleDisplayMode = .never` (Apple's documentation: the item never
        // shows a large title) draws the standard bar under a controller that prefers large
        // titles: views pinned to the top guide sit 52 points above the stored bar's bottom in
        // MyPlaces (tools 17701), tyspitcher (19142), daeyunkwon and TaskApp (21225), 4 apps, none
        // against (`Scripts/ib/view_moves.py` over every document with such an item: 11 views on, none off).
        if controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"] == "never",
           let bar = navigationBar, bar.prefersLargeTitles, let height = bar.storedHeight, height > Self.largeTitleBand {
            navigationBar?.storedHeight = height - Self.largeTitleBand
        }
        let status = controller.child(key: "simulatedStatusBarMetrics")
        let statusBarHidden = status?.tag == "simulatedStatusBarMetrics" && status?["statusBarStyle"] == "hidden"
            || status?.tag == "simulatedNoStatusBarMetrics"
        let hasHomeButton = device.safeAreaInsets.bottom == 0
        let presentation = InterfaceBuilderPresentation.of(controller, segues: segues)
        if statusBarHidden && hasHomeButton {
            statusBar = 0
        } else if let storedY = navigationBar?.storedY {
            statusBar = storedY
        } else if presentation?.hidesStatusBar(on: device, tools: InterfaceBuilderToolsVersion.tools(of: tree)) == true {
            statusBar = 0
        } else {
            statusBar = device.safeAreaInsets.top
            // Documents before Xcode 8 name no device: their roots are the size-class canvas's
            // (600 x 600) or their own simulated screen's, never shorter than the screen they
            // were drawn on. Embedded scenes keep the bar (habitica `108`, XLPagerTabStrip
            // `129`; shopapp's one embedded scene against).
            let embedded = segues.contains { $0["destination"] == controller["id"] && $0["kind"] == "embed" }
            statusBarFollowsRootHeight = tree.child("device") != nil && !embedded
        }
        if let edges = controller.child("extendedEdge", key: "edgesForExtendedLayout") {
            extendsTop = edges.flag("top") == true
            extendsBottom = edges.flag("bottom") == true
        }
        includesOpaqueBars = controller.flag("extendedLayoutIncludesOpaqueBars") == true
    }

    /// The bars a controller is drawn inside, from the segues that lead to it (the first that
    /// gives a bar wins; `visited` stops cycles of `show` segues).
    private static func inferredBars(of controller: InterfaceBuilderElement, segues: [InterfaceBuilderElement],
                                     visited: inout Set<String>) -> (navigation: Bar?, tab: Bar?) {
        guard let id = controller["id"], visited.insert(id).inserted else { return (nil, nil) }
        var navigation: Bar?
        var tab: Bar?
        for segue in segues where segue["destination"] == id {
            guard let source = container(of: segue) else { continue }
            switch (segue["kind"], source.tag) {
            case ("relationship", "navigationController") where segue["relationship"] == "rootViewController":
                // `isNavigationBarHidden`: the controller draws no bar over its scenes (3
                // storyboards of 2 apps: eidolon `213`, opentrace `362`, `363`).
                guard source.flag("navigationBarHidden") != true else {
                    tab = tab ?? inferredBars(of: source, segues: segues, visited: &visited).tab
                    continue
                }
                let bar = source.child("navigationBar", key: "navigationBar")
                navigation = navigation ?? Bar(isOpaque: bar?.flag("translucent") == false, storedY: bar?.storedFrame?.minY,
                                               storedHeight: bar?.storedFrame?.height, prefersLargeTitles: bar?.flag("largeTitles") == true)
                tab = tab ?? simulatedTabBar(of: source) ?? inferredBars(of: source, segues: segues, visited: &visited).tab
            case ("relationship", "tabBarController"):
                tab = tab ?? Bar(isOpaque: source.child("tabBar", key: "tabBar")?.flag("translucent") == false)
            case ("show", _), ("push", _):
                let inherited = inferredBars(of: source, segues: segues, visited: &visited)
                navigation = navigation ?? inherited.navigation
                if controller.flag("hidesBottomBarWhenPushed") != true { tab = tab ?? simulatedTabBar(of: source) ?? inherited.tab }
            default:
                continue
            }
        }
        return (navigation, tab)
    }

    /// The tab bar a controller's own simulated metrics draw, which the controllers it leads to
    /// (its navigation root, the scenes it pushes) are drawn with too.
    private static func simulatedTabBar(of controller: InterfaceBuilderElement) -> Bar? {
        guard let bottom = controller.child(key: "simulatedBottomBarMetrics"), bottom.tag == "simulatedTabBarMetrics" else { return nil }
        return Bar(isOpaque: bottom.flag("translucent") == false)
    }

    /// The controller holding a segue (segues sit in its `<connections>` or in a view's).
    private static func container(of segue: InterfaceBuilderElement) -> InterfaceBuilderElement? {
        var step = segue.parent
        while let element = step, !element.tag.hasSuffix("Controller") { step = element.parent }
        return step
    }

    /// The bars above a root covering `frame` of the screen: a home-button phone's status bar
    /// only over a root as tall as the screen or the screen area its bars leave, when
    /// `statusBarFollowsRootHeight`.
    private func topBars(over frame: CGRect) -> CGFloat {
        let statusBarDrawn = !statusBarFollowsRootHeight || device.drawsStatusBar(overRootOfHeight: frame.height)
            || frame.size == screenFrame.size
        return (statusBarDrawn ? statusBar : 0) + (navigationBar.map { $0.storedHeight ?? Self.navigationBarHeight } ?? 0)
    }
    private var bottomBars: CGFloat { device.safeAreaInsets.bottom + (tabBar == nil ? 0 : Self.tabBarHeight) }

    /// The area of the screen the view covers: all of it, less the opaque bars it is not laid
    /// out under.
    var screenFrame: CGRect {
        let screen = device.screenSize
        let belowTop = navigationBar.map { $0.isOpaque && !includesOpaqueBars || !extendsTop } ?? false
        let aboveBottom = tabBar.map { $0.isOpaque && !includesOpaqueBars || !extendsBottom } ?? false
        let top = belowTop ? topBars(over: CGRect(origin: .zero, size: screen)) : 0
        let bottom = aboveBottom ? screen.height - bottomBars : screen.height
        return CGRect(x: 0, y: top, width: screen.width, height: bottom - top)
    }

    /// The safe-area insets of a root view covering `frame` of the screen.
    func insets(for frame: CGRect) -> EdgeInsets {
        EdgeInsets(top: max(0, topBars(over: frame) - frame.minY), left: device.safeAreaInsets.left,
                   bottom: max(0, bottomBars - (device.screenSize.height - frame.maxY)), right: device.safeAreaInsets.right)
    }
}
