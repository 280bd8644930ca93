import Foundation

/// The bars a storyboard scene is drawn with, which set its root view's safe area: the
/// status bar (part of the device's insets), a navigation bar (44 points) and a tab bar (49)
/// when the controller's simulated metrics name them or when it is the root of a navigation or
/// tab bar controller (Interface Builder infers those bars).
struct InterfaceBuilderSceneMetrics {
    var device: InterfaceBuilderDevice
    var hasNavigationBar: Bool
    var hasTabBar: Bool
    var statusBarHidden: Bool

    static let navigationBarHeight: CGFloat = 44
    static let tabBarHeight: CGFloat = 49

    init(controller: InterfaceBuilderElement, tree: InterfaceBuilderElement, device: InterfaceBuilderDevice) {
        self.device = device
        let id = controller["id"] ?? ""
        let top = controller.child(key: "simulatedTopBarMetrics")
        let bottom = controller.child(key: "simulatedBottomBarMetrics")
        let status = controller.child(key: "simulatedStatusBarMetrics")
        let relationships = Self.relationships(to: id, in: tree)
        hasNavigationBar = top.map { $0.tag == "simulatedNavigationBarMetrics" }
            ?? relationships.contains("navigationController")
        hasTabBar = bottom.map { $0.tag == "simulatedTabBarMetrics" } ?? relationships.contains("tabBarController")
        statusBarHidden = status?.tag == "simulatedStatusBarMetrics" && status?["statusBarStyle"] == "hidden"
            || status?.tag == "simulatedNoStatusBarMetrics"
    }

    /// The safe-area insets of a root view with `frame` (in screen coordinates).
    func insets(for frame: CGRect) -> EdgeInsets {
        var top = statusBarHidden && device.safeAreaInsets.bottom == 0 ? 0 : device.safeAreaInsets.top
        var bottom = device.safeAreaInsets.bottom
        if hasNavigationBar { top += Self.navigationBarHeight }
        if hasTabBar { bottom += Self.tabBarHeight }
        let screen = device.screenSize
        return EdgeInsets(top: max(0, top - frame.minY), left: device.safeAreaInsets.left,
                          bottom: max(0, bottom - (screen.height - frame.maxY)), right: device.safeAreaInsets.right)
    }

    /// The tags of the containers whose relationship segue (root view controller, tab) leads to
    /// the controller `id`.
    private static func relationships(to id: String, in tree: InterfaceBuilderElement) -> Set<String> {
        var tags: Set<String> = []
        for segue in tree.descendants() where segue.tag == "segue" && segue["kind"] == "relationship" && segue["destination"] == id {
            var container = segue.parent
            while let step = container, !step.tag.hasSuffix("Controller") { container = step.parent }
            if let container { tags.insert(container.tag) }
        }
        return tags
    }
}
