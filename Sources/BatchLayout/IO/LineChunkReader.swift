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
    /// Lines longer than the reader's limit, by index in `lines`, with their length in bytes:
    /// their bytes were dropped (the span is empty) and they read as that row's error.
    public let tooLong: [Int: Int]

    public init(bytes: [UInt8], lines: [Range<Int>], lineNumbers: [Int], tooLong: [Int: Int] = [:]) {
        self.bytes = bytes
        self.lines = lines
        self.lineNumbers = lineNumbers
        self.tooLong = tooLong
    }

    /// The chunk without its first `count` lines (a resumed job's rows already done).
    func dropping(first count: Int) -> LineChunk {
        slice(min(count, self.count)..<self.count)
    }

    /// Line `index` read as a row of `template`, or its error (a line over the length limit).
    public func row(at index: Int, of template: BatchTemplate) -> Result<BatchRow, RowError> {
        if let error = lengthError(at: index) { return .failure(error) }
        return bytes.withUnsafeBytes { buffer in
            template.readRow(line: UnsafeRawBufferPointer(rebasing: buffer[lines[index]]), lineNumber: lineNumbers[index])
        }
    }

    /// Line `index` read as a row of `template` (or its error) and appended to `batch`.
    func read(at index: Int, of template: BatchTemplate, into batch: inout RowBatch) {
        if let error = lengthError(at: index) { return batch.append(error) }
        bytes.withUnsafeBytes { buffer in
            template.readRow(line: UnsafeRawBufferPointer(rebasing: buffer[lines[index]]), lineNumber: lineNumbers[index], into: &batch)
        }
    }

    /// The error of a line over the length limit (whose bytes were dropped).
    private func lengthError(at index: Int) -> RowError? {
        guard let length = tooLong[index] else { return nil }
        return RowError(id: .null, message: "line \(lineNumbers[index]): the line is \(length) bytes long, over the limit of \(LineChunkReader.maximumLineBytes) bytes for a row",
                        lineIsNotAnObject: true)
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
/// start of the input is skipped. A line longer than `maximumLineBytes` is not kept: its bytes are
/// read past and it comes as a chunk of its own marked `tooLong`, so memory stays bounded and the
/// job goes on with the next row.
public final class LineChunkReader {
    /// The longest line kept as a row, in bytes (64 MiB: a row is a few hundred bytes; a line this
    /// long is a file without newlines or not rows at all).
    public static let maximumLineBytes = 64 << 20

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

    /// The line-length limit in force (`maximumLineBytes`; tests pass a small one).
    private let lineLimit: Int

    /// `blockSize` is the size of one `read(2)`; tests pass tiny blocks to force lines across them.
    init(path: String, blockSize: Int, lineLimit: Int = LineChunkReader.maximumLineBytes) throws(BatchIOError) {
        self.path = path
        self.lineLimit = max(lineLimit, 1)
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
                if newline - lineStart > lineLimit {
                    // A long line read whole: as for one read in part, alone and without its bytes.
                    if !lines.isEmpty { break }
                    head += lineStart
                    return try skipLongLine()
                }
                record(lineStart..<newline, into: &lines, numbers: &lineNumbers)
                lineStart = newline + 1
                scanned = lineStart
                continue
            }
            scanned = available
            if available - lineStart > lineLimit {
                // Hand out the whole lines before it first; the long line is then read past alone.
                if !lines.isEmpty { break }
                head += lineStart
                return try skipLongLine()
            }
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

    /// The line starting at `head`, longer than the limit: reads up to its newline (or the end)
    /// keeping nothing, and hands it out as a line of no bytes marked with its length.
    private func skipLongLine() throws(BatchIOError) -> LineChunk {
        var length = 0
        while true {
            let available = tail - head
            if let found = memchr(storage + head, 0x0A, available) {
                let newline = UnsafeRawPointer(storage + head).distance(to: found)
                length += newline
                head += newline + 1
                break
            }
            length += available
            head = tail
            if reachedEnd { break }
            try readBlock()
        }
        defer { nextLineNumber += 1 }
        return LineChunk(bytes: [], lines: [0..<0], lineNumbers: [nextLineNumber], tooLong: [0: length])
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
