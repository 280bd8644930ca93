/// Why a layout document could not be read or built: the JSON path of the offending value
/// (`views[3].font.size`) or the constraint string with its position, and what was wrong.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
