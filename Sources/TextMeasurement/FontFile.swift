/// Where a font face lives: a TrueType/OpenType file, or one face of a collection (`.ttc`).
public struct FontFile: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// The face inside a collection; 0 for a single-face file.
    public var faceIndex: Int

    public init(path: String, faceIndex: Int = 0) {
        self.path = path
        self.faceIndex = faceIndex
    }

    public var description: String { faceIndex == 0 ? path : "\(path)#\(faceIndex)" }
}
