import Foundation
import Interchange
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
        writer = ResultWriter(format: format, framedViews: framed, scale: engine.options.scale,
                              namesCategories: !engine.options.contentSizeCategories.isEmpty)
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
        /// Results that are errors (a bad row has one per width and category).
        public var errors: Int
        /// Rows with an error in any of their results, and the first such row's message.
        public var rowsWithErrors = 0
        public var firstError: String?
        public var seconds: Double
        /// Rows with warnings, by kind: a row counts once per kind, however many of its widths
        /// and messages have it (empty when no row was warned about).
        public var warnings: [RowWarning.Kind: Int] = [:]
        /// Rows an earlier, interrupted run had written, which this one continued after.
        public var resumedRows = 0
        /// The signal that ended the job early (its output then holds whole chunks only and stays
        /// in `FILE.partial`), or nil when it ran to the end.
        public var interruption: Int32?
        /// Where the time went, stage by stage (the stages overlap, so these add up to more
        /// than `seconds` when the pipeline keeps several cores busy).
        public var stages = StageSeconds()
    }

    /// Runs the job from `input` to `output` (paths; "-" for standard input and output).
    /// A file is written as `output.partial` and renamed to `output` at the end (`StagedOutput`);
    /// with `resume`, the job continues the partial file an earlier run left: it skips as many
    /// rows of the input as that file holds whole, after checking that the last of them has the
    /// id the file has for it. `interruption`, once raised, ends the job at a chunk boundary.
    /// `verifier`, if given, sees every chunk's rows and results (see `BatchVerifier`).
    public func run(input: String, output: String, resume: Bool = false, verifier: BatchVerifier? = nil,
                    interruption: JobInterruption? = nil, progress: ((Progress) -> Void)? = nil) throws(BatchIOError) -> Summary {
        let clock = StageTimer()
        let reader = try LineChunkReader(path: input)
        let target = try StagedOutput(path: output, writer: writer, widths: engine.options.resultsPerRow, resume: resume)
        let sink = target.sink
        let totalBytes = input == "-" ? nil : (try? FileManager.default.attributesOfItem(atPath: input)[.size] as? Int) ?? nil
        var summary = Summary(rows: 0, results: 0, errors: 0, seconds: 0)
        let stop = StopSignal()
        let parsed = BoundedQueue<Stage<ParsedChunk>>(capacity: Self.queueDepth)
        let laidOut = BoundedQueue<Stage<LaidOutChunk>>(capacity: Self.queueDepth)
        summary.resumedRows = target.resumed?.rows ?? 0
        let handover = Handover(reader)
        let keepsRows = verifier != nil
        let resumed = target.resumed
        Thread { self.readAndParse(handover.value, into: parsed, skipping: resumed, stop: stop) }.start()
        Thread { self.layOutAndFormat(from: parsed, into: laidOut, keepingRows: keepsRows, stop: stop) }.start()
        var failure: BatchIOError?
        while true {
            // Waits in short steps, so a request to stop is seen within a fraction of a second
            // even while a large chunk is being laid out.
            if failure == nil, let signal = interruption?.signal {
                stop.raise()
                // The other stages finish the chunk they hold and end; what they still hand
                // over is taken and dropped on another thread, so this one returns at once.
                Thread { while case .chunk = laidOut.take() {} }.start()
                summary.interruption = signal
                summary.seconds = clock.seconds
                try target.abandon()
                return summary
            }
            guard let next = laidOut.take(within: 0.05) else { continue }
            guard case .chunk(let chunk) = next else {
                if case .failed(let error) = next, failure == nil { failure = error }
                if case .finished(let stages) = next { summary.stages.add(stages) }
                break
            }
            guard failure == nil else { continue }
            let writing = StageTimer()
            do throws(BatchIOError) {
                for piece in chunk.pieces { try sink.write(piece) }
                // Whole chunks reach the file as they are done, so a job killed outright still
                // leaves all it finished for `--resume` (one write call per chunk).
                try sink.flush()
            } catch {
                failure = error
                stop.raise()
            }
            summary.stages.write += writing.seconds
            if let verifier, let results = chunk.results {
                verifier.observe((0..<chunk.rows.count).map { chunk.rows.row(at: $0) }, results: Array(results),
                                 widths: engine.options.resultsPerRow)
            }
            summary.rows += chunk.rowCount
            summary.results += chunk.resultCount
            summary.errors += chunk.tally.errors
            summary.rowsWithErrors += chunk.tally.rowsWithErrors
            if summary.firstError == nil { summary.firstError = chunk.tally.firstError }
            summary.warnings.merge(chunk.tally.warnings, uniquingKeysWith: +)
            summary.seconds = clock.seconds
            progress?(Progress(rows: summary.rows, bytesRead: chunk.bytesRead, totalBytes: totalBytes, seconds: summary.seconds))
        }
        if let failure {
            try? target.abandon()
            throw failure
        }
        let closing = StageTimer()
        try target.commit()
        summary.stages.write += closing.seconds
        summary.seconds = clock.seconds
        return summary
    }

    /// One chunk of lines read and laid out.
    public func layout(_ chunk: LineChunk) -> [RowResult] {
        Array(layOut(chunk))
    }

    private func layOut(_ chunk: LineChunk) -> RowResults {
        engine.layout(read(chunk), lineNumbers: chunk.lineNumbers)
    }

    /// A chunk's results as `run` writes them (without the CSV header), with its counts.
    public struct ChunkAnswer: Sendable {
        public var bytes: [UInt8]
        public var rows: Int
        public var errors: Int
        /// Rows with warnings, by kind (as in `Summary.warnings`).
        public var warnings: [RowWarning.Kind: Int]
    }

    /// One chunk of lines read, laid out and formatted: the bytes `run` writes for these lines,
    /// for callers that hold rows in memory (the height service answers a request with them).
    public func answer(_ chunk: LineChunk) -> ChunkAnswer {
        let (pieces, tally) = format(layOut(chunk))
        return ChunkAnswer(bytes: Array(pieces.joined()), rows: chunk.count, errors: tally.errors, warnings: tally.warnings)
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
        let rows: RowBatch
        let bytesRead: Int
    }

    private struct LaidOutChunk: Sendable {
        let pieces: [[UInt8]]
        let rowCount: Int
        let resultCount: Int
        let tally: ResultTally
        let bytesRead: Int
        /// The chunk's rows: for a verifier, and otherwise only so that they are freed on the
        /// writing thread, off the stage that lays the next chunk out.
        let rows: RowBatch
        /// Kept only for a verifier.
        let results: RowResults?
    }

    /// Stage 1: lines read and parsed into rows, chunk by chunk, until the input ends, a read
    /// fails or a later stage raises `stop`.
    /// A resumed job's first `skipping.rows` rows are not laid out again; only the last of them
    /// is read, whose id must be the one the partial results have for it.
    private func readAndParse(_ reader: LineChunkReader, into queue: BoundedQueue<Stage<ParsedChunk>>,
                              skipping resumed: StagedOutput.ResumePoint?, stop: StopSignal) {
        var stages = StageSeconds()
        var toSkip = resumed?.rows ?? 0
        while !stop.isRaised {
            let reading = StageTimer()
            var chunk: LineChunk?
            do throws(BatchIOError) {
                chunk = try reader.nextChunk(maxLines: chunkLines)
            } catch {
                queue.put(.failed(error))
                return
            }
            stages.read += reading.seconds
            if toSkip > 0, let resumed {
                guard let whole = chunk else {
                    let reason = "cannot resume: the partial results hold \(resumed.rows) rows, the input only \(resumed.rows - toSkip)"
                    queue.put(.failed(BatchIOError(path: reader.path, operation: .read, code: 0, reason: reason)))
                    return
                }
                let skipped = min(toSkip, whole.count)
                toSkip -= skipped
                if toSkip == 0, let mismatch = resumeMismatch(whole, lastSkipped: skipped - 1, resumed) {
                    queue.put(.failed(BatchIOError(path: reader.path, operation: .read, code: 0, reason: mismatch)))
                    return
                }
                if skipped == whole.count { continue }
                chunk = whole.dropping(first: skipped)
            }
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
                let (pieces, tally) = format(results)
                stages.format += formatting.seconds
                output.put(.chunk(LaidOutChunk(pieces: pieces, rowCount: chunk.rows.count, resultCount: results.count, tally: tally,
                                               bytesRead: chunk.bytesRead, rows: chunk.rows, results: keepingRows ? results : nil)))
            }
        }
    }

    /// Why the last row a resumed job skips is not the row the partial results end with, if it
    /// is not: its result lines would begin otherwise (another id).
    private func resumeMismatch(_ chunk: LineChunk, lastSkipped index: Int, _ resumed: StagedOutput.ResumePoint) -> String? {
        let row = chunk.row(at: index, of: engine.template)
        let id: JSONValue
        switch row {
        case .success(let read): id = read.id
        case .failure(let error): id = error.id
        }
        guard !resumed.lastLinePrefix.starts(with: writer.linePrefix(id: id)) else { return nil }
        let found = String(decoding: resumed.lastLinePrefix.prefix(60), as: UTF8.self)
        return "cannot resume: row \(resumed.rows) of the input (line \(chunk.lineNumbers[index])) has the id \(id.serialized()), " +
            "but the partial results' row \(resumed.rows) begins \(found.debugDescription): not the rows that job read"
    }

    private func read(_ chunk: LineChunk) -> RowBatch {
        Self.read(chunk, template: engine.template, threads: engine.options.resolvedThreads)
    }

    private func format(_ results: RowResults) -> (pieces: [[UInt8]], tally: ResultTally) {
        Self.format(results, with: writer, perRow: engine.options.resultsPerRow, threads: engine.options.resolvedThreads)
    }

    /// One chunk of lines read into rows, on all threads (the job's parse stage; `bench` times it):
    /// runs of lines each read into a batch of their own, then joined in order.
    package static func read(_ chunk: LineChunk, template: BatchTemplate, threads: Int) -> RowBatch {
        let runs = max(1, min(chunk.count / 512, 4 * threads))
        let perRun = (chunk.count + runs - 1) / runs
        let parts = Parallel.map(runs, threads: threads, grain: 1) { run in
            var part = RowBatch()
            let lines = min(chunk.count, run * perRun)..<min(chunk.count, (run + 1) * perRun)
            part.reserveCapacity(lines.count)
            for index in lines { chunk.read(at: index, of: template, into: &part) }
            return part
        }
        return RowBatch.joined(parts)
    }

    /// The results (`perRow` to a row) as text, in pieces of consecutive whole rows, and their
    /// tally, made on all threads (the job's format stage; `bench` times it).
    package static func format(_ results: RowResults, with writer: ResultWriter, perRow: Int,
                       threads: Int) -> (pieces: [[UInt8]], tally: ResultTally) {
        let perRow = max(1, perRow)
        let grain = perRow * max(1, 2_048 / perRow)
        let pieces = Parallel.map((results.count + grain - 1) / grain, threads: threads, grain: 1) { piece in
            let range = (piece * grain)..<min(results.count, (piece + 1) * grain)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(grain * 48)
            for index in range { results.append(index, with: writer, to: &bytes) }
            return (bytes, ResultTally(results, range: range, perRow: perRow))
        }
        var tally = ResultTally()
        for piece in pieces { tally.add(piece.1) }
        return (pieces.map(\.0), tally)
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
