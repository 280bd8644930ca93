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
/// controller it comes from, unless it sets `hidesBottomBarWhenPushed`.
///
/// An opaque bar (`translucent="NO"` on the container's `<navigationBar>` / `<tabBar>` or on the
/// simulated metrics) is not laid over the view: UIKit places the view below an opaque
/// navigation bar and above an opaque tab bar unless the controller sets
/// `extendedLayoutIncludesOpaqueBars`, and so does a bar whose edge `edgesForExtendedLayout`
/// leaves out. The fixtures show it: every root of `129.storyboard` (tools 14460, 4.7-inch
/// phone) is stored 64, 49 or 113 points shorter than the screen according to which of its
/// bars are opaque, and its views pinned to the top layout guide sit at y = 0.
///
/// The status bar: Xcode 11 and later draw a full-screen scene of a phone with a home button
/// without it (`InterfaceBuilderDevice.named`), but not every scene. A scene in a navigation
/// controller has the status bar that controller's stored `<navigationBar>` frame leaves above
/// the bar (y = 20 in `101.storyboard`, whose misplaced roots' subviews follow a view 64
/// points shorter than the screen; y = 0 in `121.storyboard`), and a scene that is not the
/// screen's size (a controller embedded in a container view) keeps the 20-point bar: the top
/// layout guides of the embedded scenes of `108.storyboard` (tools 22505) are 20 points long,
/// while the full-screen scenes of the same document have 0.
struct InterfaceBuilderSceneMetrics {
    /// A navigation or tab bar drawn with the scene.
    struct Bar: Equatable {
        var isOpaque: Bool
        /// Where the navigation controller stored its bar (below the status bar), if it did.
        var storedY: CGFloat?
    }

    var device: InterfaceBuilderDevice
    var navigationBar: Bar?
    var tabBar: Bar?
    /// The status bar's height as this scene is drawn.
    var statusBar: CGFloat
    /// Whether the view extends under the top / bottom bars (`edgesForExtendedLayout`).
    var extendsTop = true
    var extendsBottom = true
    var includesOpaqueBars = false

    static let navigationBarHeight: CGFloat = 44
    static let tabBarHeight: CGFloat = 49

    init(controller: InterfaceBuilderElement, tree: InterfaceBuilderElement, device: InterfaceBuilderDevice, storedSize: CGSize) {
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
        let status = controller.child(key: "simulatedStatusBarMetrics")
        let statusBarHidden = status?.tag == "simulatedStatusBarMetrics" && status?["statusBarStyle"] == "hidden"
            || status?.tag == "simulatedNoStatusBarMetrics"
        let hasHomeButton = device.safeAreaInsets.bottom == 0
        if statusBarHidden && hasHomeButton {
            statusBar = 0
        } else if hasHomeButton, device.safeAreaInsets.top < device.statusBarHeight {
            statusBar = navigationBar?.storedY ?? (storedSize == device.screenSize ? device.safeAreaInsets.top : device.statusBarHeight)
        } else {
            statusBar = device.safeAreaInsets.top
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
                let bar = source.child("navigationBar", key: "navigationBar")
                navigation = navigation ?? Bar(isOpaque: bar?.flag("translucent") == false, storedY: bar?.storedFrame?.minY)
                tab = tab ?? inferredBars(of: source, segues: segues, visited: &visited).tab
            case ("relationship", "tabBarController"):
                tab = tab ?? Bar(isOpaque: source.child("tabBar", key: "tabBar")?.flag("translucent") == false)
            case ("show", _), ("push", _):
                let inherited = inferredBars(of: source, segues: segues, visited: &visited)
                navigation = navigation ?? inherited.navigation
                if controller.flag("hidesBottomBarWhenPushed") != true { tab = tab ?? inherited.tab }
            default:
                continue
            }
        }
        return (navigation, tab)
    }

    /// The controller holding a segue (segues sit in its `<connections>` or in a view's).
    private static func container(of segue: InterfaceBuilderElement) -> InterfaceBuilderElement? {
        var step = segue.parent
        while let element = step, !element.tag.hasSuffix("Controller") { step = element.parent }
        return step
    }

    private var topBars: CGFloat { statusBar + (navigationBar == nil ? 0 : Self.navigationBarHeight) }
    private var bottomBars: CGFloat { device.safeAreaInsets.bottom + (tabBar == nil ? 0 : Self.tabBarHeight) }

    /// The area of the screen the view covers: all of it, less the opaque bars it is not laid
    /// out under.
    var screenFrame: CGRect {
        let screen = device.screenSize
        let belowTop = navigationBar.map { $0.isOpaque && !includesOpaqueBars || !extendsTop } ?? false
        let aboveBottom = tabBar.map { $0.isOpaque && !includesOpaqueBars || !extendsBottom } ?? false
        let top = belowTop ? topBars : 0
        let bottom = aboveBottom ? screen.height - bottomBars : screen.height
        return CGRect(x: 0, y: top, width: screen.width, height: bottom - top)
    }

    /// The safe-area insets of a root view covering `frame` of the screen.
    func insets(for frame: CGRect) -> EdgeInsets {
        EdgeInsets(top: max(0, topBars - frame.minY), left: device.safeAreaInsets.left,
                   bottom: max(0, bottomBars - (device.screenSize.height - frame.maxY)), right: device.safeAreaInsets.right)
    }
}
