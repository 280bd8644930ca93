import Foundation

/// Where a batch job's time goes, stage by stage (`autolayout bench`; issue 15): rows per
/// second of each stage alone, on the same rows, at the same width, on all threads, each the
/// median of `repetitions` runs.
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
        let timer = MedianTimer(repetitions: repetitions)
        let wrapped = rows.map { Result<BatchRow, RowError>.success($0) }
        let table = MeasurementTable(items: rows.count)
        let recorder = try BatchLayoutEngine.coldText(template: template, options: options, rows: wrapped, replaying: nil)
        let reference = recorder.layout(wrapped, recordingInto: table)

        log("stage: parse")
        let parse = timer.rate(rows.count, { _ = read(lines, template: template, threads: threads) }) {
            read(lines, template: template, threads: threads).count { (try? $0.get()) == nil }
        }
        log("stage: text")
        let requests = TextRequest.requests(of: rows, variants: rows.map { recorder.compiledVariant(for: $0) }, width: options.widths[0],
                                            scale: options.scale, measurer: recorder.measurer(forWorker: 0))
        let text = try timer.rate(rows.count, prepare: {
            try BatchLayoutEngine.coldText(template: template, options: options, rows: wrapped, replaying: nil)
        }, { engine in _ = measure(requests, with: engine, threads: threads) }, check: {
            let engine = try BatchLayoutEngine.coldText(template: template, options: options, rows: wrapped, replaying: nil)
            return zip(measure(requests, with: engine, threads: threads), requests).count { measured, request in
                measured != table.recorded(item: request.item, ordinal: request.ordinal)
            }
        })
        log("stage: solve and start-up")
        let (solve, startUp) = try solveAndStartUp(template: template, options: options, rows: wrapped, table: table,
                                                   reference: reference, timer: timer)
        log("stage: write")
        let writer = ResultWriter(format: .jsonl, scale: options.scale)
        let write = timer.rate(rows.count, { _ = format(reference, with: writer, threads: threads) }) {
            format(reference, with: writer, threads: threads).reduce(0) { $0 + $1.count { $0 == UInt8(ascii: "\n") } } - reference.count
        }
        log("stage: end to end")
        let endToEnd = try timeJob(template: template, lines: lines, options: options, expectedErrors: reference.count { $0.error != nil },
                                   timer: timer)
        return StageReport(rows: rows.count, threads: threads,
                           rates: Rates(parse: parse, text: text, solve: solve, write: write, endToEnd: endToEnd),
                           startUp: startUp, textRequests: requests.count, disagreements: timer.disagreements)
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

    private static func read(_ lines: LineChunk, template: BatchTemplate, threads: Int) -> [Result<BatchRow, RowError>] {
        Parallel.map(lines.count, threads: threads) { index in
            lines.bytes.withUnsafeBytes { bytes in
                template.readRow(line: UnsafeRawBufferPointer(rebasing: bytes[lines.lines[index]]), lineNumber: lines.lineNumbers[index])
            }
        }
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

    /// The steady solve (a replay on an engine that has met every variant and region already)
    /// and the start-up before it, per repetition on a new engine: its making, the compiling of
    /// one row of each variant, and the first replay, whose time beyond the steady one is the
    /// finding of regions.
    private static func solveAndStartUp(template: BatchTemplate, options: BatchOptions, rows: [Result<BatchRow, RowError>],
                                        table: MeasurementTable, reference: [RowResult],
                                        timer: MedianTimer) throws -> (Double, StartUp) {
        var firstOfEachVariant: [VariantKey: BatchRow] = [:]
        for case .success(let row) in rows where firstOfEachVariant[row.variantKey] == nil { firstOfEachVariant[row.variantKey] = row }
        var engineSeconds: [Double] = [], compileSeconds: [Double] = [], firstSeconds: [Double] = [], steadySeconds: [Double] = []
        var mismatches = 0
        for _ in 0..<timer.repetitions {
            var engine: BatchLayoutEngine?
            engineSeconds.append(try MedianTimer.seconds {
                engine = try BatchLayoutEngine(template: template, options: options.withNewTextMeasurer())
            })
            guard let engine else { break }
            compileSeconds.append(MedianTimer.seconds { for row in firstOfEachVariant.values { _ = engine.compiledVariant(for: row) } })
            firstSeconds.append(MedianTimer.seconds { _ = engine.layout(rows, replaying: table) })
            var results: [RowResult] = []
            steadySeconds.append(MedianTimer.seconds { results = engine.layout(rows, replaying: table) })
            mismatches += zip(results, reference).count { $0.height != $1.height }
        }
        let steady = MedianTimer.median(steadySeconds)
        let startUp = StartUp(engine: MedianTimer.median(engineSeconds), compile: MedianTimer.median(compileSeconds),
                              regions: max(0, MedianTimer.median(firstSeconds) - steady), variants: firstOfEachVariant.count)
        timer.count(mismatches)
        return (steady > 0 ? Double(rows.count) / steady : 0, startUp)
    }

    /// The results as JSON Lines text, in pieces of consecutive results made on all threads.
    private static func format(_ results: [RowResult], with writer: ResultWriter, threads: Int) -> [[UInt8]] {
        let grain = 2_048
        return Parallel.map((results.count + grain - 1) / grain, threads: threads, grain: 1) { piece in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(grain * 48)
            for index in (piece * grain)..<min(results.count, (piece + 1) * grain) { writer.append(results[index], to: &bytes) }
            return bytes
        }
    }

    /// `BatchJob` from a temporary file of the lines to /dev/null, each run with a new engine;
    /// its check wants a result per line and as many errors as the batch gave (rows that read
    /// but cannot be laid out).
    private static func timeJob(template: BatchTemplate, lines: LineChunk, options: BatchOptions, expectedErrors: Int,
                                timer: MedianTimer) throws -> Double {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-bench-\(UUID().uuidString).jsonl")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.bytes.count)
        for range in lines.lines {
            bytes.append(contentsOf: lines.bytes[range])
            bytes.append(UInt8(ascii: "\n"))
        }
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        func job() throws -> BatchJob {
            BatchJob(engine: try BatchLayoutEngine(template: template, options: options.withNewTextMeasurer()), format: .jsonl)
        }
        return try timer.rate(lines.count, { _ = try job().run(input: file.path, output: "/dev/null") }) {
            let summary = try job().run(input: file.path, output: "/dev/null")
            return abs(summary.rows - lines.count) + abs(summary.errors - expectedErrors)
        }
    }

    // MARK: - Report

    /// The figures as JSON members (see `ThroughputComparison.jsonFields`): rows per second
    /// rounded to whole rows, start-up in milliseconds.
    public var jsonFields: [(key: String, value: String)] {
        func ms(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1e3) }
        let stages = [("parse", rates.parse), ("text", rates.text), ("solve", rates.solve), ("write", rates.write),
                      ("end_to_end", rates.endToEnd)]
            .map { "\"\($0)\": \(Int($1.rounded()))" }.joined(separator: ", ")
        return [("stages", "{\(stages)}"),
                ("startup_ms", "{\"engine\": \(ms(startUp.engine)), \"compile\": \(ms(startUp.compile)), "
                    + "\"regions\": \(ms(startUp.regions)), \"variants\": \(startUp.variants)}"),
                ("stages_added_up", "\(Int(stagesAddedUp.rounded()))"), ("text_requests", "\(textRequests)"),
                ("stage_disagreements", "\(disagreements)")]
    }
}
