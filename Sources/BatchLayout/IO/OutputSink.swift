#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where result lines go: a file (created or truncated) or standard output ("-"), written
/// through a large buffer with plain `write(2)` calls.
///
/// Every failure is a `BatchIOError`, including a reader that went away (EPIPE, when the process
/// ignores SIGPIPE, which is the caller's choice). The first failure sticks: later calls throw it
/// again, since the bytes after a failed write can no longer land in order. Call `close()` to see
/// the last flush's outcome; without it, `deinit` flushes and closes but can only drop errors.
public final class OutputSink {
    /// The path as given ("-" for standard output).
    public let path: String

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let bufferSize: Int
    private var buffer: [UInt8]
    private var failure: BatchIOError?
    private var isClosed = false

    /// Creates or truncates `path` ("-" writes to standard output, which stays open on close).
    public init(path: String, bufferSize: Int = 1 << 20) throws(BatchIOError) {
        self.path = path
        self.bufferSize = max(bufferSize, 1)
        if path == "-" {
            descriptor = STDOUT_FILENO
            ownsDescriptor = false
        } else {
            let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard opened >= 0 else { throw BatchIOError(path: path, operation: .create, code: errno) }
            descriptor = opened
            ownsDescriptor = true
        }
        buffer = []
        buffer.reserveCapacity(self.bufferSize)
    }

    /// Opens the existing file `path` to go on writing after its first `length` bytes, dropping
    /// the rest (an interrupted job's results, cut back to complete rows).
    public init(continuing path: String, after length: Int, bufferSize: Int = 1 << 20) throws(BatchIOError) {
        self.path = path
        self.bufferSize = max(bufferSize, 1)
        let opened = open(path, O_WRONLY | O_CLOEXEC)
        guard opened >= 0 else { throw BatchIOError(path: path, operation: .open, code: errno) }
        guard ftruncate(opened, off_t(length)) == 0, lseek(opened, off_t(length), SEEK_SET) >= 0 else {
            let code = errno
            _ = closeDescriptor(opened)
            throw BatchIOError(path: path, operation: .write, code: code)
        }
        descriptor = opened
        ownsDescriptor = true
        buffer = []
        buffer.reserveCapacity(self.bufferSize)
    }

    deinit {
        if !isClosed {
            if failure == nil { _ = buffer.withUnsafeBytes { writeAll($0) } }
            if ownsDescriptor { _ = closeDescriptor(descriptor) }
        }
    }

    public func write(_ bytes: [UInt8]) throws(BatchIOError) {
        var failure: BatchIOError?
        bytes.withUnsafeBytes { raw in
            do throws(BatchIOError) { try write(raw) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws(BatchIOError) {
        try checkUsable()
        if bytes.count <= bufferSize - buffer.count {
            buffer.append(contentsOf: bytes)
            return
        }
        try flush()
        if bytes.count < bufferSize {
            buffer.append(contentsOf: bytes)
        } else if let error = writeAll(bytes) {
            throw remember(error)
        }
    }

    /// Writes out everything buffered so far.
    public func flush() throws(BatchIOError) {
        try checkUsable()
        guard !buffer.isEmpty else { return }
        let error = buffer.withUnsafeBytes { writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
        if let error { throw remember(error) }
    }

    /// Flushes and closes the file (standard output is only flushed). Throws the first failure
    /// the sink met, if any; a second call does nothing.
    public func close() throws(BatchIOError) {
        guard !isClosed else { return }
        var firstFailure = failure
        if firstFailure == nil {
            do { try flush() } catch { firstFailure = error }
        }
        isClosed = true
        if ownsDescriptor, closeDescriptor(descriptor) != 0, firstFailure == nil {
            firstFailure = BatchIOError(path: path, operation: .close, code: errno)
        }
        if let firstFailure { throw firstFailure }
    }

    private func checkUsable() throws(BatchIOError) {
        if let failure { throw failure }
        if isClosed { throw BatchIOError(path: path, operation: .write, code: EBADF, reason: "already closed") }
    }

    private func remember(_ error: BatchIOError) -> BatchIOError {
        failure = error
        return error
    }

    /// Writes all of `bytes`, going on after partial writes and interrupted calls.
    private func writeAll(_ bytes: UnsafeRawBufferPointer) -> BatchIOError? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = writeDescriptor(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
                continue
            }
            let code = written == 0 ? EIO : errno
            switch code {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                // A non-blocking standard output (some terminals and pipes): wait for room.
                var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&request, 1, -1)
            default:
                return BatchIOError(path: path, operation: .write, code: code)
            }
        }
        return nil
    }
}

// The sink's own `write` and `close` methods hide the C functions inside the class.
private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
