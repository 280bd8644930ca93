#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of complete, non-blank lines cut from a JSON Lines input, ready to hand to a worker.
public struct LineChunk: Sendable, Hashable {
    /// The chunk's bytes, blank lines and line ends included.
    public let bytes: [UInt8]
    /// Each line's span in `bytes`, without its "\n" and a "\r" before it.
    public let lines: [Range<Int>]
    /// Each line's 1-based number in the input (blank lines count, so these can have gaps).
    public let lineNumbers: [Int]

    public init(bytes: [UInt8], lines: [Range<Int>], lineNumbers: [Int]) {
        self.bytes = bytes
        self.lines = lines
        self.lineNumbers = lineNumbers
    }

    /// The number of the first line (that of `lines[0]`); 0 for an empty chunk.
    public var firstLineNumber: Int { lineNumbers.first ?? 0 }

    public var count: Int { lines.count }
}

/// Reads a file or standard input ("-") in large blocks and hands out chunks of whole lines.
///
/// Invariant: `storage[head..<tail]` holds the bytes read but not yet handed out, and they
/// always begin at the start of a line; a chunk ends just after a newline (or at the end of the
/// input). The buffer grows only when one chunk's lines do not fit beside a read block, so memory
/// stays near `maxLines` × line length plus one block. Blank lines (spaces, tabs and "\r" only)
/// are skipped but counted; a last line without a newline counts; a UTF-8 byte order mark at the
/// start of the input is skipped.
public final class LineChunkReader {
    /// The path as given ("-" for standard input).
    public let path: String
    /// Bytes read from the input so far (for progress reports).
    public private(set) var bytesRead = 0

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private let blockSize: Int
    private var storage: UnsafeMutablePointer<UInt8>
    /// Bytes allocated for the buffer (tests check that it stays bounded).
    private(set) var capacity: Int
    private var head = 0
    private var tail = 0
    private var reachedEnd = false
    private var checkedByteOrderMark = false
    private var nextLineNumber = 1

    /// Opens `path` for reading; "-" reads standard input (which is left open afterwards).
    public convenience init(path: String) throws(BatchIOError) {
        try self.init(path: path, blockSize: 4 << 20)
    }

    /// `blockSize` is the size of one `read(2)`; tests pass tiny blocks to force lines across them.
    init(path: String, blockSize: Int) throws(BatchIOError) {
        self.path = path
        self.blockSize = max(blockSize, 1)
        if path == "-" {
            descriptor = STDIN_FILENO
            ownsDescriptor = false
        } else {
            let opened = open(path, O_RDONLY | O_CLOEXEC)
            guard opened >= 0 else { throw BatchIOError(path: path, operation: .open, code: errno) }
            descriptor = opened
            ownsDescriptor = true
        }
        capacity = self.blockSize
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deallocate()
        if ownsDescriptor { _ = close(descriptor) }
    }

    /// The next chunk of up to `maxLines` non-blank lines (at least one is always taken), or nil
    /// when the input has no more lines.
    public func nextChunk(maxLines: Int) throws(BatchIOError) -> LineChunk? {
        let limit = max(maxLines, 1)
        if !checkedByteOrderMark { try skipByteOrderMark() }
        var lines: [Range<Int>] = []
        var lineNumbers: [Int] = []
        // Offsets below are relative to `head`, so they survive the buffer being compacted.
        var lineStart = 0
        var scanned = 0
        while lines.count < limit {
            let available = tail - head
            if scanned < available, let found = memchr(storage + head + scanned, 0x0A, available - scanned) {
                let newline = UnsafeRawPointer(storage + head).distance(to: found)
                record(lineStart..<newline, into: &lines, numbers: &lineNumbers)
                lineStart = newline + 1
                scanned = lineStart
                continue
            }
            scanned = available
            if reachedEnd {
                if lineStart < available {
                    record(lineStart..<available, into: &lines, numbers: &lineNumbers)
                    lineStart = available
                }
                break
            }
            try readBlock()
        }
        let bytes = lines.isEmpty ? [] : Array(UnsafeBufferPointer(start: storage + head, count: lineStart))
        head += lineStart
        return lines.isEmpty ? nil : LineChunk(bytes: bytes, lines: lines, lineNumbers: lineNumbers)
    }

    /// Adds the line at `span` (relative to `head`, newline excluded) unless it is blank.
    private func record(_ span: Range<Int>, into lines: inout [Range<Int>], numbers: inout [Int]) {
        defer { nextLineNumber += 1 }
        var end = span.upperBound
        if end > span.lowerBound, storage[head + end - 1] == 0x0D { end -= 1 }
        var index = span.lowerBound
        while index < end {
            switch storage[head + index] {
            case 0x20, 0x09, 0x0D: index += 1
            default:
                lines.append(span.lowerBound..<end)
                numbers.append(nextLineNumber)
                return
            }
        }
    }

    private func skipByteOrderMark() throws(BatchIOError) {
        while tail - head < 3, !reachedEnd { try readBlock() }
        if tail - head >= 3, storage[head] == 0xEF, storage[head + 1] == 0xBB, storage[head + 2] == 0xBF {
            head += 3
        }
        checkedByteOrderMark = true
    }

    /// Reads once, after making room for at least one block behind the unconsumed bytes.
    private func readBlock() throws(BatchIOError) {
        if capacity - tail < blockSize {
            if head > 0 {
                // Handed-out bytes are dead: slide the unconsumed rest to the front.
                memmove(storage, storage + head, tail - head)
                tail -= head
                head = 0
            }
            if capacity - tail < blockSize {
                let grown = max(capacity * 2, tail + blockSize)
                let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
                larger.update(from: storage, count: tail)
                storage.deallocate()
                storage = larger
                capacity = grown
            }
        }
        while true {
            let count = read(descriptor, storage + tail, capacity - tail)
            if count > 0 {
                tail += count
                bytesRead += count
                return
            }
            if count == 0 {
                reachedEnd = true
                return
            }
            let code = errno
            switch code {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                // A non-blocking standard input: wait until it has data instead of spinning.
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&request, 1, -1)
            default:
                throw BatchIOError(path: path, operation: .read, code: code)
            }
        }
    }
}
