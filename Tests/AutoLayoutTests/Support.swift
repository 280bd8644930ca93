import AutoLayout
import Foundation
import TextMeasurement

/// A root view of the given size, with the deterministic 1-em text measurer and no pixel
/// rounding unless asked: frames in tests are worked out by hand.
func makeRoot(width: CGFloat, height: CGFloat, scale: CGFloat = 0, name: String = "root") -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.layoutDebugName = name
    root.contentScaleFactor = scale
    root.textMeasurer = UniformGlyphMeasurer()
    return root
}

/// A view for constraints: named, not translating its frame.
func makeView<V: View>(_ view: V, _ name: String, in parent: View) -> V {
    view.layoutDebugName = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// Collects a tree's diagnostics.
final class DiagnosticsLog {
    var messages: [LayoutDiagnostic] = []

    init(_ root: View) {
        root.diagnosticsHandler = { [unowned self] in self.messages.append($0) }
    }
}

/// Whether two rectangles agree within a solver's rounding noise (frames at scale 0 are the
/// solver's raw values).
func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
