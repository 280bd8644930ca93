import AutoLayout
import Foundation
import InterfaceBuilder

/// libFuzzer's entry: one Interface Builder document per input. Loading must end in a document or
/// an `InterfaceBuilderError` (entities refused, unknown elements named); a document that loads
/// is also built and solved, which must never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let document = try? InterfaceBuilderDocument(data: bytes, name: "fuzz.xib"),
          let layout = try? document.makeLayout() else { return 0 }
    for root in layout.rootViews { root.diagnosticsHandler = { _ in } }
    _ = try? layout.solve(rootID: nil, width: nil, height: nil)
    return 0
}
