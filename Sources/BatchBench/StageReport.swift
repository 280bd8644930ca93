import BatchLayout
import Foundation
import Interchange

/// Where a batch job's time goes, stage by stage (`autolayout bench`; issue 15): rows per
/// second of each stage alone, on the same rows, at the same width, on all threads, each the
/// median of `repetitions` runs, the stages' runs interleaved (`InterleavedTimer`).
///
/// - parse: the rows' JSON lines, already in memory, read into rows (`BatchTemplate.readRow`)
///   on all threads, as `BatchJob` reads a chunk.
/// - text: every text measurement the rows ask for, timed directly: the requests are found
///   once, untimed (`TextRequest.requests`), then measured on all threads through per-worker
///   measurement caches, as the batch's workers measure, with new measurers each run (cold).
/// - solve: the batch with the measurements replayed from a recording, on an engine whose
///   variants are compiled and whose regions are found (steady state).
/// - write: the results formatted as JSON Lines on all threads, in memory (no disk).
/// - end to end: a `BatchJob` from a file of the rows' lines to /dev/null, engine creation
///   included (what `autolayout heights` does).
///
/// The fixed start-up is timed apart: making the engine, compiling the variants the rows meet,
/// and finding their regions (the first solve's time beyond a steady solve's).
public struct StageReport: Sendable {
    /// Rows per second of each stage.
    public struct Rates: Sendable {
        public var parse: Double
        public var text: Double
        public var solve: Double
        public var write: Double
        public var endToEnd: Double
    }

    /// The one-off costs of a job, in seconds (medians).
    public struct StartUp: Sendable {
        public var engine: Double
        public var compile: Double
        public var regions: Double
        public var variants: Int
    }

    public var rows: Int
    public var threads: Int
    public var rates: Rates
    public var startUp: StartUp
    /// The seconds each stage of the end-to-end job was busy, as the job counts them (its
    /// stages overlap), each the median over the runs.
    public var jobStages: StageSeconds
    /// Text measurements the rows asked for (the text stage's work).
    public var textRequests: Int
    /// Text requests whose measurement differs from the batch's recording of the same request,
    /// and rows the other stages got wrong (a line that no longer reads, a result unlike the
    /// batch's): 0 when the stages time the batch's own work.
    public var disagreements: Int

    /// Times the stages on `rows`, read from `lines` (line `i` is row `i`) at `options.widths[0]`.
    public static func run(template: BatchTemplate, lines: LineChunk, rows: [BatchRow], options: BatchOptions,
                           repetitions: Int = 5, log: (String) -> Void = { _ in }) throws -> StageReport {
        precondition(lines.count == rows.count, "one line per row")
        var options = options
        options.widths = [options.widths.first ?? 375]
        options.includesFrames = false
        let threads = options.resolvedThreads
        let timer = InterleavedTimer<any Error>(repetitions: repetitions)
        let wrapped = RowBatch(rows.map { .success($0) })
        let recorder = try BatchLayoutEngine.coldText(template: template, options: options, rows: wrapped, replaying: nil)
        let (table, reference) = MeasurementTable.recording(keys: rows.count) { recorder.layout(wrapped, recordingInto: $0) }
        // Filed by the batch's solving order; the text stage's requests name rows (`ThroughputComparison`).
        let solvingTable = table
        let rowTable = table.rekeyed(recorder.solvingOrder(of: wrapped), keys: rows.count)

        log("checking the stages")
        timer.count(BatchJob.read(lines, template: template, threads: threads).errors.count)
        let parse = timer.add(rows: rows.count) { _ = BatchJob.read(lines, template: template, threads: threads) }

        let requests = TextRequest.requests(of: rows, variants: rows.map { recorder.compiledVariant(for: $0) }, width: options.widths[0],
                                            scale: options.scale, measurer: recorder.measurer(forWorker: 0))
        func coldEngine() throws -> BatchLayoutEngine {
            try BatchLayoutEngine.coldText(template: template, options: options, rows: wrapped, replaying: nil)
        }
        timer.count(zip(measure(requests, with: try coldEngine(), threads: threads), requests).count { measured, request in
            measured != rowTable.recorded(key: request.key, ordinal: request.ordinal)
        })
        let text = timer.add(rows: rows.count, prepare: coldEngine) { _ = measure(requests, with: $0, threads: threads) }

        let startUp = StartUpSamples()
        let solve = timer.add(rows: rows.count) {
            try startUp.sample(template: template, options: options, rows: wrapped, table: solvingTable, reference: reference, timer: timer)
        }

        let writer = ResultWriter(format: .jsonl, scale: options.scale)
        timer.count(BatchJob.format(reference, with: writer, perRow: 1, threads: threads).pieces.reduce(0) { $0 + $1.count { $0 == UInt8(ascii: "\n") } }
            - reference.count)
        let write = timer.add(rows: rows.count) { _ = BatchJob.format(reference, with: writer, perRow: 1, threads: threads) }

        let file = try JobInput(lines)
        defer { file.remove() }
        func job() throws -> BatchJob {
            BatchJob(engine: try BatchLayoutEngine(template: template, options: options.withNewTextMeasurer()), format: .jsonl)
        }
        let summary = try job().run(input: file.path, output: "/dev/null")
        // A result per line, and as many errors as the batch gave (rows that read but cannot be laid out).
        timer.count(abs(summary.rows - lines.count) + abs(summary.errors - reference.count { $0.error != nil }))
        var jobStages: [StageSeconds] = []
        let endToEnd = timer.add(rows: rows.count) { () throws -> Double in
            let job = try job()
            var stages = StageSeconds()
            let seconds = try InterleavedTimer<any Error>.seconds { stages = try job.run(input: file.path, output: "/dev/null").stages }
            jobStages.append(stages)
            return seconds
        }

        try timer.run(log: log)
        return StageReport(rows: rows.count, threads: threads,
                           rates: Rates(parse: timer.rate(parse), text: timer.rate(text), solve: timer.rate(solve),
                                        write: timer.rate(write), endToEnd: timer.rate(endToEnd)),
                           startUp: startUp.medians(), jobStages: medians(of: jobStages), textRequests: requests.count,
                           disagreements: timer.disagreements)
    }

    /// The rate of parse, text, solve and write one after the other on the same threads (their
    /// times per row added up): what end to end would be with nothing else to do and no overlap.
    public var stagesAddedUp: Double {
        let perRow = [rates.parse, rates.text, rates.solve, rates.write].reduce(0.0) { $0 + ($1 > 0 ? 1 / $1 : 0) }
        return perRow > 0 ? 1 / perRow : 0
    }

    /// The text rate the batch's own figures imply: the time with text less the time of the solve
    /// alone (a cross-check of the direct `text` figure, which leaves out building the texts).
    public static func impliedText(withText: Double, solveOnly: Double) -> Double {
        guard withText > 0, solveOnly > 0, 1 / withText > 1 / solveOnly else { return 0 }
        return 1 / (1 / withText - 1 / solveOnly)
    }

    // MARK: - Stages

    private static func medians(of samples: [StageSeconds]) -> StageSeconds {
        func median(_ stage: KeyPath<StageSeconds, Double>) -> Double { InterleavedTimer<Never>.median(samples.map { $0[keyPath: stage] }) }
        var medians = StageSeconds()
        (medians.read, medians.parse, medians.layout) = (median(\.read), median(\.parse), median(\.layout))
        (medians.format, medians.write) = (median(\.format), median(\.write))
        return medians
    }

    /// Measures `requests` on all threads in runs of consecutive requests, each worker through a
    /// text source of its own around the engine's measurer for that worker, as the batch does.
    private static func measure(_ requests: [TextRequest], with engine: BatchLayoutEngine, threads: Int) -> [MeasuredText?] {
        let grain = 256
        let slots = SlotBuffer<MeasuredText?>(count: requests.count)
        Parallel.forEach((requests.count + grain - 1) / grain, threads: threads,
                         makeWorker: { LiveTextSource(measurer: engine.measurer(forWorker: $0)) }) { source, run in
            for index in (run * grain)..<min(requests.count, (run + 1) * grain) {
                slots.store(try? requests[index].measure(with: &source), at: index)
            }
        }
        return slots.collect()
    }

    // MARK: - Report

    /// The figures as JSON members (see `ThroughputComparison.jsonFields`): rows per second
    /// rounded to whole rows, start-up in milliseconds.
    public var jsonFields: [(key: String, value: JSONValue)] {
        func ms(_ seconds: Double) -> JSONValue { .number(seconds * 1e3, fractionDigits: 3) }
        func perSecond(_ rate: Double) -> JSONValue { .number(rate, fractionDigits: 0) }
        let stages: [(key: String, value: JSONValue)] = [
            ("parse", perSecond(rates.parse)), ("text", perSecond(rates.text)), ("solve", perSecond(rates.solve)),
            ("write", perSecond(rates.write)), ("end_to_end", perSecond(rates.endToEnd)),
        ]
        let startUp: [(key: String, value: JSONValue)] = [
            ("engine", ms(self.startUp.engine)), ("compile", ms(self.startUp.compile)), ("regions", ms(self.startUp.regions)),
            ("variants", .number(Double(self.startUp.variants))),
        ]
        let job: [(key: String, value: JSONValue)] = [
            ("read", ms(jobStages.read)), ("parse", ms(jobStages.parse)), ("layout", ms(jobStages.layout)),
            ("format", ms(jobStages.format)), ("write", ms(jobStages.write)),
        ]
        return [("stages", .object(JSONObject(stages))), ("startup_ms", .object(JSONObject(startUp))),
                ("job_stages_ms", .object(JSONObject(job))), ("stages_added_up", perSecond(stagesAddedUp)),
                ("text_requests", .number(Double(textRequests))), ("stage_disagreements", .number(Double(disagreements)))]
    }
}

/// The solve stage and the start-up before it, one repetition per call, each on a new engine:
/// its making, the compiling of the rows' variants, the first replay (regions found) and a
/// second, steady replay; the regions' cost is the first replay's time beyond the steady one's.
private final class StartUpSamples {
    private var engine: [Double] = [], compile: [Double] = [], first: [Double] = [], steady: [Double] = []
    private var variants = 0

    /// One repetition; returns the steady replay's seconds (the solve stage's time).
    func sample(template: BatchTemplate, options: BatchOptions, rows: RowBatch, table: MeasurementTable,
                reference: RowResults, timer: InterleavedTimer<any Error>) throws -> Double {
        var firstOfEachVariant: [VariantKey: BatchRow] = [:]
        for r in 0..<rows.count {
            guard case .success(let row) = rows.row(at: r), firstOfEachVariant[row.variantKey] == nil else { continue }
            firstOfEachVariant[row.variantKey] = row
        }
        variants = firstOfEachVariant.count
        var made: BatchLayoutEngine?
        engine.append(try InterleavedTimer<any Error>.seconds {
            made = try BatchLayoutEngine(template: template, options: options.withNewTextMeasurer())
        })
        guard let made else { return 0 }
        // As a job's first chunk compiles them: all at once, on the engine's threads.
        compile.append(InterleavedTimer<Never>.seconds { made.compileVariants(of: rows) })
        first.append(InterleavedTimer<Never>.seconds { _ = made.layout(rows, replaying: table) })
        var results = RowResults([])
        let seconds = InterleavedTimer<Never>.seconds { results = made.layout(rows, replaying: table) }
        steady.append(seconds)
        timer.count(zip(results, reference).count { $0.height != $1.height })
        return seconds
    }

    func medians() -> StageReport.StartUp {
        typealias Timer = InterleavedTimer<Never>
        return StageReport.StartUp(engine: Timer.median(engine), compile: Timer.median(compile),
                                   regions: max(0, Timer.median(first) - Timer.median(steady)), variants: variants)
    }
}

/// The rows' lines in a temporary file, for timing a `BatchJob` from a file.
private struct JobInput {
    let path: String

    init(_ lines: LineChunk) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-bench-\(UUID().uuidString).jsonl")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.bytes.count)
        for range in lines.lines {
            bytes.append(contentsOf: lines.bytes[range])
            bytes.append(UInt8(ascii: "\n"))
        }
        try Data(bytes).write(to: file)
        path = file.path
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
