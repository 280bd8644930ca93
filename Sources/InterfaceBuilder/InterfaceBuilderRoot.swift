import AutoLayout
import Foundation

/// One object an Interface Builder document lays out on its own: a top-level view or cell of a
/// `.xib`, a storyboard scene's root view, or a prototype cell (cells are sized by their table,
/// so each is its own layout).
///
/// A scene's root covers the screen less the opaque bars it is not laid out under
/// (`InterfaceBuilderSceneMetrics`) and gets the safe-area insets of that area: the device's
/// status bar and home indicator plus the simulated (or inferred) navigation and tab bars that
/// overlap it. Storyboards store every root at y = 0, so when the stored size is that area's
/// size the root is taken to sit there; a root of another size (a freeform or embedded
/// controller) is taken where its frame says. A `.xib` view as large as the screen gets the
/// device's insets; a freeform one (`simulatedDestinationMetrics`) on a phone without a home
/// button gets the sensor housing's top inset, and the home indicator's bottom inset when it is
/// larger than the screen or Xcode 14.3 or later drew it
/// (`Device.freeformViewSafeAreaInsets(size:toolsVersion:)`), while a home-button phone's status
/// bar is drawn only over a view as tall as the screen (`Device.drawsStatusBar(overRootOfHeight:)`);
/// anything else smaller than the screen (a cell, a header) none.
public struct InterfaceBuilderRoot {
    /// What a root is, for reporting agreement by kind.
    public enum Kind: String, CaseIterable, Sendable {
        /// A table view cell (a `.xib` cell or a storyboard's prototype).
        case tableViewCell
        /// A collection view cell or supplementary (reusable) view.
        case collectionViewCell
        /// A top-level view of a `.xib` that is not a cell.
        case view
        /// A storyboard controller's view.
        case scene
    }

    public let id: String
    public let kind: Kind
    public let element: InterfaceBuilderElement
    /// The frame Xcode stored for the root.
    public let storedFrame: CGRect
    /// The frame the root is laid out in: the stored one, except for a controller's view that
    /// Xcode flagged `misplaced`, which gets the size of the screen area its bars leave (the
    /// frames of its subviews follow that size, not the stale stored one).
    public let frame: CGRect
    public let safeAreaInsets: EdgeInsets
    /// Whether the root is a view controller's view: a scene's, or a `.xib` view that the File's
    /// Owner's `view` outlet names (the view a controller loads from its nib). Its top and bottom
    /// layout margins are UIKit's system minimum, 0.
    public let isControllerView: Bool

    init(element: InterfaceBuilderElement, tree: InterfaceBuilderElement, device: Device) {
        self.element = element
        id = element["id"] ?? "line\(element.line)"
        let controller = element["key"] == "view" ? element.parent : nil
        isControllerView = controller != nil || Self.isFilesOwnerView(element)
        switch element.tag {
        case "tableViewCell": kind = .tableViewCell
        case "collectionViewCell", "collectionReusableView": kind = .collectionViewCell
        default: kind = controller == nil ? .view : .scene
        }
        let stored = element.storedFrame ?? CGRect(origin: .zero, size: device.screenSize)
        storedFrame = stored
        if let controller {
            let metrics = InterfaceBuilderSceneMetrics(controller: controller, tree: tree, device: device)
            let area = metrics.screenFrame
            let misplaced = element.flag("misplaced") == true && stored.width == area.width
            frame = misplaced ? CGRect(origin: stored.origin, size: area.size) : stored
            safeAreaInsets = metrics.insets(for: frame.size == area.size ? area : frame)
        } else {
            frame = stored
            let freeform = element.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
            if stored.size == device.screenSize {
                safeAreaInsets = device.safeAreaInsets
            } else if freeform {
                safeAreaInsets = device.freeformViewSafeAreaInsets(size: stored.size, toolsVersion: InterfaceBuilderToolsVersion.tools(of: tree))
            } else {
                safeAreaInsets = .zero
            }
        }
    }

    /// Whether `element` is a top-level view of a `.xib` whose File's Owner connects its `view`
    /// outlet to it. Apple's `UIView.layoutMargins` page: a view controller's root view gets top
    /// and bottom margins of zero, where any other view gets 8. Xcode's canvas agrees: every pin of
    /// such a view to its top or bottom margin is stored 8 points nearer the edge than a plain
    /// view's margin would put it (`Scripts/ib/root_vertical_margins.py`: 10 documents of
    /// chat-sdk, ios-mac-app, fone-ios-app and mage-ios, tools 13196 to 22505, none against), and
    /// the rule moves views of 9 apps onto the stored frames and none off (Sileo, chat-sdk,
    /// seafile, ios-mac-app, fone-ios-app, Mixin, mage-ios, nova-wallet, sora; `view_moves.py`).
    private static func isFilesOwnerView(_ element: InterfaceBuilderElement) -> Bool {
        guard let id = element["id"], element.parent?.tag == "objects", let objects = element.parent else { return false }
        return objects.children.contains { placeholder in
            placeholder.tag == "placeholder" && placeholder["placeholderIdentifier"] == "IBFilesOwner"
                && placeholder.descendants().contains { $0.tag == "outlet" && $0["property"] == "view" && $0["destination"] == id }
        }
    }
}
