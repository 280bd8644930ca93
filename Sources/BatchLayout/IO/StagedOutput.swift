#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A job's results file, written as `FILE.partial` and renamed to `FILE` only when the job has
/// written every row, so a killed or interrupted job never leaves a `FILE` that looks complete;
/// a later job can continue the partial file (`--resume`). Standard output ("-") and paths
/// that are not regular files (`/dev/null`, a named pipe, a device) are written directly:
/// renaming a file over them would replace the device itself.
///
/// Invariant: once `resumed` is read, `sink` continues `FILE.partial` right after its last
/// complete row (all of that row's result lines), the bytes after it dropped.
final class StagedOutput {
    /// The final path as given ("-" for standard output).
    let path: String
    let sink: OutputSink
    /// Where an earlier run stopped, when this one continues it.
    let resumed: ResumePoint?

    /// How far the partial file of an earlier run got: its complete rows, and how the result
    /// lines of the last of them begin (`ResultWriter.linePrefix`), to check that the input
    /// is the same one.
    struct ResumePoint {
        let rows: Int
        let lastLinePrefix: [UInt8]
    }

    /// Whether results go to `FILE.partial` first.
    let isStaged: Bool

    var partialPath: String { path + ".partial" }

    /// Starts writing `path` (its partial file, unless it is "-"). With `resume`, continues the
    /// partial file an earlier run left (from scratch when there is none).
    init(path: String, writer: ResultWriter, widths: Int, resume: Bool) throws(BatchIOError) {
        self.path = path
        isStaged = path != "-" && Self.isRegularFileOrMissing(path)
        guard isStaged else {
            if resume {
                throw BatchIOError(path: path, operation: .create, code: 0, reason: "cannot resume: it is not a regular file, so it has no partial file")
            }
            sink = try OutputSink(path: path)
            resumed = nil
            try sink.write(writer.header)
            return
        }
        let partial = path + ".partial"
        if resume, access(partial, F_OK) == 0 {
            let scan = try Self.scan(partial, csv: writer.format == .csv, widths: widths)
            let header = writer.header
            if scan.header.isEmpty && scan.rows == 0 {
                // Cut before its header was whole: nothing of it can be used.
                sink = try OutputSink(path: partial)
                resumed = nil
                try sink.write(header)
                return
            }
            guard scan.header == header else {
                throw BatchIOError(path: partial, operation: .read, code: 0,
                                   reason: "it was written in another format or with other columns than this job's; remove it to start again")
            }
            sink = try OutputSink(continuing: partial, after: scan.rowsEnd)
            resumed = scan.rows > 0 ? ResumePoint(rows: scan.rows, lastLinePrefix: scan.lastLine) : nil
            return
        }
        sink = try OutputSink(path: partial)
        resumed = nil
        try sink.write(writer.header)
    }

    /// Flushes and closes the partial file and renames it to its final name.
    func commit() throws(BatchIOError) {
        try sink.close()
        guard isStaged else { return }
        guard rename(partialPath, path) == 0 else { throw BatchIOError(path: path, operation: .create, code: errno) }
    }

    /// Flushes and closes the partial file, leaving it for `--resume`.
    func abandon() throws(BatchIOError) {
        try sink.close()
    }

    private static func isRegularFileOrMissing(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return errno == ENOENT }
        return (status.st_mode & S_IFMT) == S_IFREG
    }

    // MARK: - Reading a partial file

    private struct Scan {
        /// The CSV header line with its newline (empty for JSON Lines, or when it is not whole).
        var header: [UInt8] = []
        var rows = 0
        /// The byte just after the last complete row.
        var rowsEnd = 0
        /// The first bytes of that row's last line (enough to hold any id prefix we compare).
        var lastLine: [UInt8] = []
    }

    /// One pass over the file in blocks: counts complete lines (newlines outside CSV quotes;
    /// JSON Lines escape theirs), and notes where each complete row (`widths` lines) ends.
    private static func scan(_ path: String, csv: Bool, widths: Int) throws(BatchIOError) -> Scan {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BatchIOError(path: path, operation: .open, code: errno) }
        defer { close(descriptor) }
        var scan = Scan()
        var block = [UInt8](repeating: 0, count: 1 << 22)
        var offset = 0
        var line: [UInt8] = []
        var inQuotes = false
        var linesInRow = 0
        var readsHeader = csv
        while true {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw BatchIOError(path: path, operation: .read, code: errno)
            }
            guard count > 0 else { break }
            for index in 0..<count {
                let byte = block[index]
                // A line's first bytes are kept: the header whole, a result line up to its id.
                if readsHeader || line.count < 4_096 { line.append(byte) }
                if csv && byte == UInt8(ascii: "\"") { inQuotes.toggle() }
                guard byte == 10, !inQuotes else { continue }
                let end = offset + index + 1
                if readsHeader {
                    scan.header = line
                    readsHeader = false
                    scan.rowsEnd = end
                } else {
                    linesInRow += 1
                    if linesInRow == widths {
                        linesInRow = 0
                        scan.rows += 1
                        scan.rowsEnd = end
                        scan.lastLine = line
                    }
                }
                line.removeAll(keepingCapacity: true)
            }
            offset += count
        }
        return scan
    }
}
