import AutoLayout

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

    /// The error of a value read at the root, placed under `place` (`size` under
    /// `line 3.photo` is `line 3.photo.size`; `[1]` is `line 3.photo[1]`).
    func located(under place: String) -> DocumentError {
        let joined = path.isEmpty ? place : path.hasPrefix("[") ? place + path : "\(place).\(path)"
        return DocumentError(path: joined, message: message)
    }
}
