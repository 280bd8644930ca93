import AutoLayout
import Foundation

/// UIKit gives every view the part of its root's safe-area insets that it overlaps (a view
/// under the status bar has a top inset too), which moves its safe-area guide and, through
/// `insetsLayoutMarginsFromSafeArea`, its margins. The insets follow the frames, which follow
/// the insets, so layout repeats until they settle (twice in practice; at most four passes).
///
/// Scroll views adjust their content insets instead, so views inside them keep zero insets.
enum InterfaceBuilderSafeArea {
    static func propagate(from root: View) {
        guard root.safeAreaInsets != .zero else { return }
        for _ in 0..<4 {
            var changed = false
            let safe = CGRect(x: root.safeAreaInsets.left, y: root.safeAreaInsets.top,
                              width: root.bounds.width - root.safeAreaInsets.left - root.safeAreaInsets.right,
                              height: root.bounds.height - root.safeAreaInsets.top - root.safeAreaInsets.bottom)
            visit(root, offset: .zero, safe: safe, changed: &changed)
            guard changed else { return }
            root.layoutIfNeeded()
        }
    }

    private static func visit(_ view: View, offset: CGPoint, safe: CGRect, changed: inout Bool) {
        for subview in view.subviews {
            let origin = CGPoint(x: offset.x + subview.frame.minX - view.bounds.minX, y: offset.y + subview.frame.minY - view.bounds.minY)
            let frame = CGRect(origin: origin, size: subview.frame.size)
            let insets = EdgeInsets(
                top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
                bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width))
            if subview.safeAreaInsets != insets {
                subview.safeAreaInsets = insets
                changed = true
            }
            if !(subview is ScrollView) { visit(subview, offset: origin, safe: safe, changed: &changed) }
        }
    }

    private static func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
        min(max(0, value), max(0, limit))
    }
}
