import Foundation

/// One object an Interface Builder document lays out on its own: a top-level view or cell of a
/// `.xib`, a storyboard scene's root view, or a prototype cell (cells are sized by their table,
/// so each is its own layout).
///
/// A scene's root gets the safe-area insets of the screen area it covers: the device's status
/// bar and home indicator plus the simulated (or inferred) navigation and tab bars, less what
/// its stored frame already leaves out. A `.xib` view as large as the screen gets the device's
/// insets; anything smaller (a cell, a header) none.
public struct InterfaceBuilderRoot {
    public let id: String
    public let element: InterfaceBuilderElement
    /// The frame Xcode stored for the root (its size is the default layout size).
    public let storedFrame: CGRect
    public let safeAreaInsets: EdgeInsets
    /// Whether the root is a view controller's view (its side margins follow the device).
    public let isControllerView: Bool

    init(element: InterfaceBuilderElement, tree: InterfaceBuilderElement, device: InterfaceBuilderDevice) {
        self.element = element
        id = element["id"] ?? "line\(element.line)"
        let controller = element["key"] == "view" ? element.parent : nil
        isControllerView = controller != nil
        let frame = element.storedFrame ?? CGRect(origin: .zero, size: device.screenSize)
        storedFrame = frame
        if let controller {
            safeAreaInsets = InterfaceBuilderSceneMetrics(controller: controller, tree: tree, device: device).insets(for: frame)
        } else if frame.size == device.screenSize {
            safeAreaInsets = device.safeAreaInsets
        } else {
            safeAreaInsets = .zero
        }
    }
}
