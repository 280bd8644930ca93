/// Where a font face lives: a TrueType/OpenType file, or one face of a collection (`.ttc`).
public struct FontFile: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// The face inside a collection; 0 for a single-face file.
    public var faceIndex: Int

    /// Extra advance of every glyph, in 1/1000 em, that the face is measured with: 0 for a face as
    /// its file draws it; Apple's families whose open face is wider than Apple's weight set it
    /// (`AppleFamilyFaces.tracking`). Part of the face's identity: the same file with another
    /// tracking loads as another face.
    public var tracking: Double

    public init(path: String, faceIndex: Int = 0, tracking: Double = 0) {
        self.path = path
        self.faceIndex = faceIndex
        self.tracking = tracking
    }

    public var description: String {
        let file = faceIndex == 0 ? path : "\(path)#\(faceIndex)"
        return tracking == 0 ? file : "\(file) (tracking \(tracking)/1000 em)"
    }
}
