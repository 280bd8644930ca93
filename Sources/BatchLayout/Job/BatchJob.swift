import Foundation

/// A bulk cell-height job from a rows file to a results file (`autolayout heights`): the rows
/// stream through in chunks, so memory stays bounded whatever their number, and the results
/// come out in input order, one per row and width.
///
/// Per chunk: the lines are read into rows on all threads, laid out by the engine, and written
/// as text on all threads, then appended to the output in order. A bad row gets an error
/// result and the job goes on; only an unreadable input or unwritable output stops it.
public struct BatchJob: Sendable {
    public let engine: BatchLayoutEngine
    public let writer: ResultWriter
    /// Lines per chunk: enough to keep every thread busy, few enough to bound memory.
    public var chunkLines: Int

    public init(engine: BatchLayoutEngine, format: ResultFormat, chunkLines: Int = 32_768) {
        self.engine = engine
        let framed = engine.options.includesFrames ? engine.template.framedViewIDs : []
        writer = ResultWriter(format: format, framedViews: framed, scale: engine.options.scale)
        self.chunkLines = max(1, chunkLines)
    }

    /// How far a job has come, after each chunk.
    public struct Progress: Sendable {
        public var rows: Int
        public var bytesRead: Int
        /// The input's size when it is a regular file.
        public var totalBytes: Int?
        public var seconds: Double
    }

    public struct Summary: Sendable {
        public var rows: Int
        public var results: Int
        public var errors: Int
        public var seconds: Double
    }

    /// Runs the job from `input` to `output` (paths; "-" for standard input and output).
    /// `verifier`, if given, sees every chunk's rows and results (see `BatchVerifier`).
    public func run(input: String, output: String, verifier: BatchVerifier? = nil,
                    progress: ((Progress) -> Void)? = nil) throws(BatchIOError) -> Summary {
        let start = DispatchTime.now()
        let reader = try LineChunkReader(path: input)
        let sink = try OutputSink(path: output)
        let totalBytes = input == "-" ? nil : (try? FileManager.default.attributesOfItem(atPath: input)[.size] as? Int) ?? nil
        var summary = Summary(rows: 0, results: 0, errors: 0, seconds: 0)
        try sink.write(writer.header)
        while let chunk = try reader.nextChunk(maxLines: chunkLines) {
            let rows = read(chunk)
            let results = engine.layout(rows, lineNumbers: chunk.lineNumbers)
            verifier?.observe(rows, results: results, widths: engine.options.widths.count)
            summary.rows += chunk.count
            summary.results += results.count
            summary.errors += results.reduce(0) { $0 + ($1.error == nil ? 0 : 1) }
            for piece in format(results) { try sink.write(piece) }
            summary.seconds = seconds(since: start)
            progress?(Progress(rows: summary.rows, bytesRead: reader.bytesRead, totalBytes: totalBytes, seconds: summary.seconds))
        }
        try sink.close()
        summary.seconds = seconds(since: start)
        return summary
    }

    /// One chunk of lines read and laid out.
    public func layout(_ chunk: LineChunk) -> [RowResult] {
        engine.layout(read(chunk), lineNumbers: chunk.lineNumbers)
    }

    /// One chunk of lines read into rows, on all threads.
    private func read(_ chunk: LineChunk) -> [Result<BatchRow, RowError>] {
        let template = engine.template
        return Parallel.map(chunk.count, threads: engine.options.resolvedThreads) { index in
            chunk.bytes.withUnsafeBytes { bytes in
                template.readRow(line: UnsafeRawBufferPointer(rebasing: bytes[chunk.lines[index]]), lineNumber: chunk.lineNumbers[index])
            }
        }
    }

    /// The results as text, in pieces of consecutive results, made on all threads.
    private func format(_ results: [RowResult]) -> [[UInt8]] {
        let grain = 2_048
        let writer = self.writer
        return Parallel.map((results.count + grain - 1) / grain, threads: engine.options.resolvedThreads, grain: 1) { piece in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(grain * 48)
            for index in (piece * grain)..<min(results.count, (piece + 1) * grain) { writer.append(results[index], to: &bytes) }
            return bytes
        }
    }

    private func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
