#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or stream of a batch job that could not be opened, read or written, with the path
/// (or "standard input"/"standard output") and the system's reason.
public struct BatchIOError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was being done when it failed.
    public enum Operation: String, Sendable, Hashable {
        case open, read, create, write, close
    }

    /// The path as given; "-" means standard input or output.
    public let path: String
    public let operation: Operation
    /// The `errno` value, or 0 when the failure did not come from the system.
    public let code: Int32
    public let reason: String

    public init(path: String, operation: Operation, code: Int32, reason: String? = nil) {
        self.path = path
        self.operation = operation
        self.code = code
        self.reason = reason ?? Self.systemMessage(code)
    }

    /// True when the reader at the other end of a pipe went away (`head`, a closed socket):
    /// callers usually stop quietly instead of reporting it.
    public var isBrokenPipe: Bool { code == EPIPE }

    public var description: String {
        let name: String
        switch (path, operation) {
        case ("-", .open), ("-", .read): name = "standard input"
        case ("-", _): name = "standard output"
        default: name = path
        }
        return "cannot \(operation.rawValue) \(name): \(reason)"
    }

    private static func systemMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
