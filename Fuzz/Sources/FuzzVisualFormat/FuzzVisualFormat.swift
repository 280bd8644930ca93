import AutoLayout
import Foundation

/// libFuzzer's entry: one Visual Format Language string per input, against three views and two
/// metrics. Parsing must end in constraints or a `VisualFormatError`; constraints that parse are
/// activated and laid out, which must never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let format = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.diagnosticsHandler = { _ in }
    root.contentScaleFactor = 0
    var views: [String: Any] = [:]
    for name in ["a", "b", "c"] {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        views[name] = view
    }
    views["root"] = root
    guard let constraints = try? LayoutConstraint.constraintsChecked(withVisualFormat: format, options: [],
                                                                    metrics: ["m": 8, "wide": 120.5], views: views) else { return 0 }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return 0
}
