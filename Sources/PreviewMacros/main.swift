// The compiler plugin behind `#Preview` (Sources/UIKit/Names/Preview.swift). A preview is for
// Xcode's canvas and adds nothing to an app, so on Linux, where there is no canvas, the macro
// expands to no declarations. The plugin speaks the compiler's plugin message protocol itself
// (messages on standard input and output, each an 8-byte little-endian length and a JSON
// object whose one key names the message) instead of through swift-syntax, so that the
// libraries still depend on no package and users' builds compile no parser.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The protocol version this plugin answers with: the one whose expansion reply is
/// `expandMacroResult` (swift-syntax 5.10 and later speak it; Swift 6 compilers accept it).
let pluginProtocolVersion = 7

/// Exactly `count` bytes of standard input, or nil when it ends first.
func readInput(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
        let got = bytes.withUnsafeMutableBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return -1 }
            return read(0, base + filled, count - filled)
        }
        guard got > 0 else { return nil }
        filled += got
    }
    return bytes
}

/// Writes one message: its length, then its JSON text.
func send(_ json: String) {
    let body = Array(json.utf8)
    var length = UInt64(body.count).littleEndian
    let header = withUnsafeBytes(of: &length) { Array($0) }
    for chunk in [header, body] {
        var written = 0
        while written < chunk.count {
            let put = chunk.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return write(1, base + written, chunk.count - written)
            }
            guard put > 0 else { exit(1) }
            written += put
        }
    }
}

/// A message's kind: the first key of its JSON object (`{"getCapability":{...}}`).
func kind(of message: [UInt8]) -> String {
    let quote = UInt8(ascii: "\"")
    guard let open = message.firstIndex(of: quote),
          let close = message[(open + 1)...].firstIndex(of: quote) else { return "" }
    return String(decoding: message[(open + 1)..<close], as: UTF8.self)
}

while let header = readInput(8) {
    let length = header.reversed().reduce(0) { $0 << 8 | Int($1) }
    guard length > 0, let message = readInput(length) else { break }
    switch kind(of: message) {
    case "getCapability":
        send(#"{"getCapabilityResult":{"capability":{"protocolVersion":\#(pluginProtocolVersion)}}}"#)
    case "expandFreestandingMacro", "expandAttachedMacro":
        send(#"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
    case "loadPluginLibrary":
        send(#"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#)
    default:
        exit(1)
    }
}
