import AutoLayout
import Foundation
import LayoutDocuments

/// libFuzzer's entry: one layout document per input. Reading it must end in a document or a
/// `DocumentError`; a document that reads is also built and laid out (no pixel rounding), which
/// must report conflicts and missing fonts through diagnostics, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let document = try? LayoutDocument(data: bytes, source: "fuzz"),
          let layout = try? document.makeLayout() else { return 0 }
    layout.root.diagnosticsHandler = { _ in }
    _ = try? layout.solve(width: 320, height: nil, scale: 0)
    return 0
}
