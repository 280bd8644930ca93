import AutoLayout

/// Why an Interface Builder document could not be read or built: the file, the line (0 when
/// the whole file is meant) and what was wrong.
public struct InterfaceBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)"
    }
}
