import Foundation
import Synchronization

/// A bulk cell-height job from a rows file to a results file (`autolayout heights`): the rows
/// stream through in chunks, so memory stays bounded whatever their number, and the results
/// come out in input order, one per row and width.
///
/// A pipeline of three threads joined by bounded queues, so that the stages overlap and the
/// cores stay busy: one reads a chunk of lines and parses it into rows, the next lays the
/// chunk out and formats its results as text, and the calling thread writes them. At most
/// `queueDepth` chunks wait between two stages, so memory is bounded by the chunk size, not by
/// the input. A bad row gets an error result and the job goes on; only an unreadable input or
/// unwritable output stops it.
public struct BatchJob: Sendable {
    public let engine: BatchLayoutEngine
    public let writer: ResultWriter
    /// Lines per chunk: enough to keep every thread busy, few enough to bound memory.
    public var chunkLines: Int
    /// Chunks that may wait between two stages of the pipeline.
    static let queueDepth = 1

    public init(engine: BatchLayoutEngine, format: ResultFormat, chunkLines: Int = 16_384) {
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
        /// Where the time went, stage by stage (the stages overlap, so these add up to more
        /// than `seconds` when the pipeline keeps several cores busy).
        public var stages = StageSeconds()
    }

    /// Runs the job from `input` to `output` (paths; "-" for standard input and output).
    /// `verifier`, if given, sees every chunk's rows and results (see `BatchVerifier`).
    public func run(input: String, output: String, verifier: BatchVerifier? = nil,
                    progress: ((Progress) -> Void)? = nil) throws(BatchIOError) -> Summary {
        let clock = StageTimer()
        let reader = try LineChunkReader(path: input)
        let sink = try OutputSink(path: output)
        let totalBytes = input == "-" ? nil : (try? FileManager.default.attributesOfItem(atPath: input)[.size] as? Int) ?? nil
        var summary = Summary(rows: 0, results: 0, errors: 0, seconds: 0)
        let stop = StopSignal()
        let parsed = BoundedQueue<Stage<ParsedChunk>>(capacity: Self.queueDepth)
        let laidOut = BoundedQueue<Stage<LaidOutChunk>>(capacity: Self.queueDepth)
        let handover = Handover(reader)
        let keepsRows = verifier != nil
        Thread { self.readAndParse(handover.value, into: parsed, stop: stop) }.start()
        Thread { self.layOutAndFormat(from: parsed, into: laidOut, keepingRows: keepsRows, stop: stop) }.start()
        var failure: BatchIOError?
        do throws(BatchIOError) {
            try sink.write(writer.header)
        } catch {
            failure = error
            stop.raise()
        }
        while true {
            let next = laidOut.take()
            guard case .chunk(let chunk) = next else {
                if case .failed(let error) = next, failure == nil { failure = error }
                if case .finished(let stages) = next { summary.stages.add(stages) }
                break
            }
            guard failure == nil else { continue }
            let writing = StageTimer()
            do throws(BatchIOError) {
                for piece in chunk.pieces { try sink.write(piece) }
            } catch {
                failure = error
                stop.raise()
            }
            summary.stages.write += writing.seconds
            if let verifier, let rows = chunk.rows, let results = chunk.results {
                verifier.observe(rows, results: results, widths: engine.options.widths.count)
            }
            summary.rows += chunk.rowCount
            summary.results += chunk.resultCount
            summary.errors += chunk.errorCount
            summary.seconds = clock.seconds
            progress?(Progress(rows: summary.rows, bytesRead: chunk.bytesRead, totalBytes: totalBytes, seconds: summary.seconds))
        }
        if let failure { throw failure }
        let closing = StageTimer()
        try sink.close()
        summary.stages.write += closing.seconds
        summary.seconds = clock.seconds
        return summary
    }

    /// One chunk of lines read and laid out.
    public func layout(_ chunk: LineChunk) -> [RowResult] {
        engine.layout(read(chunk), lineNumbers: chunk.lineNumbers)
    }

    // MARK: - Stages

    /// What passes between two stages: a chunk, or the end of the input (with the sending
    /// stage's times), or the failure that ended it.
    private enum Stage<Chunk: Sendable>: Sendable {
        case chunk(Chunk)
        case finished(StageSeconds)
        case failed(BatchIOError)
    }

    private struct ParsedChunk: Sendable {
        let lineNumbers: [Int]
        let rows: [Result<BatchRow, RowError>]
        let bytesRead: Int
    }

    private struct LaidOutChunk: Sendable {
        let pieces: [[UInt8]]
        let rowCount: Int
        let resultCount: Int
        let errorCount: Int
        let bytesRead: Int
        /// Kept only for a verifier.
        let rows: [Result<BatchRow, RowError>]?
        let results: [RowResult]?
    }

    /// Stage 1: lines read and parsed into rows, chunk by chunk, until the input ends, a read
    /// fails or a later stage raises `stop`.
    private func readAndParse(_ reader: LineChunkReader, into queue: BoundedQueue<Stage<ParsedChunk>>, stop: StopSignal) {
        var stages = StageSeconds()
        while !stop.isRaised {
            let reading = StageTimer()
            let chunk: LineChunk?
            do throws(BatchIOError) {
                chunk = try reader.nextChunk(maxLines: chunkLines)
            } catch {
                queue.put(.failed(error))
                return
            }
            stages.read += reading.seconds
            guard let chunk else { break }
            let parsing = StageTimer()
            let rows = read(chunk)
            stages.parse += parsing.seconds
            queue.put(.chunk(ParsedChunk(lineNumbers: chunk.lineNumbers, rows: rows, bytesRead: reader.bytesRead)))
        }
        queue.put(.finished(stages))
    }

    /// Stage 2: each chunk laid out and its results formatted, in order.
    private func layOutAndFormat(from input: BoundedQueue<Stage<ParsedChunk>>, into output: BoundedQueue<Stage<LaidOutChunk>>,
                                 keepingRows: Bool, stop: StopSignal) {
        var stages = StageSeconds()
        while true {
            switch input.take() {
            case .failed(let error):
                output.put(.failed(error))
                return
            case .finished(let earlier):
                stages.add(earlier)
                output.put(.finished(stages))
                return
            case .chunk(let chunk):
                guard !stop.isRaised else { continue }
                let layingOut = StageTimer()
                let results = engine.layout(chunk.rows, lineNumbers: chunk.lineNumbers)
                stages.layout += layingOut.seconds
                let formatting = StageTimer()
                let pieces = format(results)
                stages.format += formatting.seconds
                output.put(.chunk(LaidOutChunk(pieces: pieces, rowCount: chunk.rows.count, resultCount: results.count,
                                               errorCount: results.reduce(0) { $0 + ($1.error == nil ? 0 : 1) },
                                               bytesRead: chunk.bytesRead, rows: keepingRows ? chunk.rows : nil,
                                               results: keepingRows ? results : nil)))
            }
        }
    }

    private func read(_ chunk: LineChunk) -> [Result<BatchRow, RowError>] {
        Self.read(chunk, template: engine.template, threads: engine.options.resolvedThreads)
    }

    private func format(_ results: [RowResult]) -> [[UInt8]] {
        Self.format(results, with: writer, threads: engine.options.resolvedThreads)
    }

    /// One chunk of lines read into rows, on all threads (the job's parse stage; `bench` times it).
    static func read(_ chunk: LineChunk, template: BatchTemplate, threads: Int) -> [Result<BatchRow, RowError>] {
        Parallel.map(chunk.count, threads: threads) { index in
            chunk.bytes.withUnsafeBytes { bytes in
                template.readRow(line: UnsafeRawBufferPointer(rebasing: bytes[chunk.lines[index]]), lineNumber: chunk.lineNumbers[index])
            }
        }
    }

    /// The results as text, in pieces of consecutive results, made on all threads (the job's
    /// format stage; `bench` times it).
    static func format(_ results: [RowResult], with writer: ResultWriter, threads: Int) -> [[UInt8]] {
        let grain = 2_048
        return Parallel.map((results.count + grain - 1) / grain, threads: threads, grain: 1) { piece in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(grain * 48)
            for index in (piece * grain)..<min(results.count, (piece + 1) * grain) { writer.append(results[index], to: &bytes) }
            return bytes
        }
    }
}

/// Raised by a later stage of a pipeline that can no longer use what the earlier ones make
/// (the output failed), so they stop reading instead of filling queues nobody empties.
private final class StopSignal: Sendable {
    private let raised = Atomic<Bool>(false)

    func raise() { raised.store(true, ordering: .relaxed) }

    var isRaised: Bool { raised.load(ordering: .relaxed) }
}

/// Moves a value that is not `Sendable` to exactly one other thread: the sender makes it and
/// never touches the value again.
private struct Handover<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
