import Foundation

/// The one-run comparison of `autolayout bench` (DESIGN.md): on the same rows, at the same
/// width, with the same text measurer, rows per second of (a) a fresh solver per row, (b) one
/// incremental solver per thread, (c) the batch engine on one thread and on all threads, each
/// with text measured inside the timed loop and with text measured beforehand (the solve
/// alone: every mode replays one recording of the measurements).
///
/// Every mode runs `repetitions` times and reports its median; each run starts with cold
/// caches of its own (a new engine, new per-thread measurement caches). The modes must agree:
/// `disagreements` counts rows whose heights differ between any mode and the batch by more
/// than 1e-6 (or that one mode could not lay out).
public struct ThroughputComparison: Sendable {
    /// Rows per second.
    public struct Rates: Sendable {
        public var withText: Double
        public var solveOnly: Double
    }

    public var rows: Int
    public var threads: Int
    public var fresh: Rates
    public var incremental: Rates
    public var batchOneThread: Rates
    public var batch: Rates
    public var disagreements: Int
    /// Variants and regions (optimal bases) the rows met.
    public var variants: Int
    public var regions: Int
    public var repairs: Int
    /// Row layouts the model did itself (conflicting or ambiguous layouts).
    public var modelLayouts: Int

    /// Runs the comparison on `rows` (those that read without error) at `options.widths[0]`.
    /// The modes to time; the others report 0.
    public enum Mode: String, Sendable, CaseIterable {
        case fresh, incremental, batchOneThread = "batch_1_thread", batch
    }

    public static func run(template: BatchTemplate, rows: [BatchRow], options: BatchOptions, repetitions: Int = 5,
                           modes: Set<Mode> = Set(Mode.allCases),
                           log: (String) -> Void = { _ in }) throws(BatchConfigurationError) -> ThroughputComparison {
        var options = options
        options.widths = [options.widths.first ?? 375]
        options.includesFrames = false
        let threads = options.resolvedThreads
        let timer = Timer(repetitions: max(1, repetitions))
        let table = MeasurementTable(items: rows.count)
        let wrapped = rows.map { Result<BatchRow, RowError>.success($0) }

        log("recording text measurements and reference heights")
        let recorder = try BatchLayoutEngine(template: template, options: options)
        let reference = recorder.layout(wrapped, recordingInto: table)

        func batch(threads: Int, replay: Bool) throws(BatchConfigurationError) -> Double {
            var single = options
            single.threads = threads
            let engine = try BatchLayoutEngine(template: template, options: single)
            return try timer.rate(rows.count) { () throws(BatchConfigurationError) in
                let engine = try BatchLayoutEngine(template: template, options: single)
                _ = replay ? engine.layout(wrapped, replaying: table) : engine.layout(wrapped)
            } check: {
                let results = replay ? engine.layout(wrapped, replaying: table) : engine.layout(wrapped)
                return zip(results, reference).count { $0.height != $1.height }
            }
        }
        let skipped = Rates(withText: 0, solveOnly: 0)
        log("batch, all threads")
        let batchRates = modes.contains(.batch)
            ? Rates(withText: try batch(threads: threads, replay: false), solveOnly: try batch(threads: threads, replay: true)) : skipped
        log("batch, one thread")
        let oneThread = modes.contains(.batchOneThread)
            ? Rates(withText: try batch(threads: 1, replay: false), solveOnly: try batch(threads: 1, replay: true)) : skipped

        let engine = try BatchLayoutEngine(template: template, options: options)
        let variants = rows.map { engine.compiledVariant(for: $0) }
        let fitted = reference.map(\.height)
        var disagreements = timer.disagreements
        func rowByRow(_ mode: RowByRowMode, replay: Bool) throws(BatchConfigurationError) -> Double {
            let run = RowByRowRun(rows: rows, variants: variants, mode: mode, options: options, table: table, replay: replay,
                                  engine: engine)
            let heights = run.heights()
            disagreements += zip(heights, fitted).count { height, expected in
                guard let height, let expected else { return true }
                return abs(engine.cellHeight(fitted: height) - expected) > 1e-6
            }
            return try timer.rate(rows.count) { () throws(BatchConfigurationError) in _ = run.heights() } check: { 0 }
        }
        log("one incremental solver per thread")
        let incremental = modes.contains(.incremental)
            ? Rates(withText: try rowByRow(.incremental, replay: false), solveOnly: try rowByRow(.incremental, replay: true)) : skipped
        log("a fresh solver per row")
        let fresh = modes.contains(.fresh)
            ? Rates(withText: try rowByRow(.fresh, replay: false), solveOnly: try rowByRow(.fresh, replay: true)) : skipped
        return ThroughputComparison(rows: rows.count, threads: threads, fresh: fresh, incremental: incremental,
                                    batchOneThread: oneThread, batch: batchRates, disagreements: disagreements + timer.disagreements,
                                    variants: recorder.planSummary.variants, regions: recorder.planSummary.regions,
                                    repairs: recorder.planSummary.repairs, modelLayouts: recorder.planSummary.modelLayouts)
    }

    /// The figures as one JSON object (the last line of `autolayout bench`).
    public var json: String {
        func rates(_ rates: Rates) -> String {
            "{\"with_text\": \(Int(rates.withText.rounded())), \"solve_only\": \(Int(rates.solveOnly.rounded()))}"
        }
        return "{\"rows\": \(rows), \"threads\": \(threads), \"fresh\": \(rates(fresh)), \"incremental\": \(rates(incremental)), "
            + "\"batch_1_thread\": \(rates(batchOneThread)), \"batch\": \(rates(batch))}"
    }
}

/// Times a job several times and keeps the median rate.
private final class Timer {
    let repetitions: Int
    private(set) var disagreements = 0

    init(repetitions: Int) {
        self.repetitions = repetitions
    }

    /// Median rows per second of `body` over the repetitions; `check` (run once, untimed)
    /// counts results that disagree with the reference.
    func rate(_ rows: Int, _ body: () throws(BatchConfigurationError) -> Void,
              check: () -> Int) throws(BatchConfigurationError) -> Double {
        disagreements += check()
        var seconds: [Double] = []
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        let median = seconds.sorted()[seconds.count / 2]
        return median > 0 ? Double(rows) / median : 0
    }
}

/// Rows laid out one by one on all threads, each thread with its own solver and cache.
private struct RowByRowRun: Sendable {
    let rows: [BatchRow]
    let variants: [CompiledVariant?]
    let mode: RowByRowMode
    let options: BatchOptions
    let table: MeasurementTable
    let replay: Bool
    /// Gives each worker the batch engine's measurer for that worker, so all modes measure alike.
    let engine: BatchLayoutEngine

    static let grain = 256

    func heights() -> [Double?] {
        let slots = SlotBuffer<Double?>(count: rows.count)
        let runs = (rows.count + Self.grain - 1) / Self.grain
        let width = options.widths[0]
        Parallel.forEach(runs, threads: options.resolvedThreads, makeWorker: { Worker(run: self, index: $0) }) { worker, run in
            for index in (run * Self.grain)..<min(rows.count, (run + 1) * Self.grain) {
                slots.store(worker.fittedHeight(of: index, width: width), at: index)
            }
        }
        return slots.collect()
    }

    /// A thread's solvers, one per variant, made on first use.
    struct Worker {
        let run: RowByRowRun
        var live: [ObjectIdentifier: RowByRowSolver<LiveTextSource>] = [:]
        var replaying: [ObjectIdentifier: RowByRowSolver<ReplayTextSource>] = [:]
        let measurer: LiveTextSource

        init(run: RowByRowRun, index: Int) {
            self.run = run
            measurer = LiveTextSource(measurer: run.engine.measurer(forWorker: index))
        }

        mutating func fittedHeight(of index: Int, width: Double) -> Double? {
            guard let variant = run.variants[index] else { return nil }
            let key = ObjectIdentifier(variant)
            let row = run.rows[index]
            if run.replay {
                if replaying[key] == nil {
                    replaying[key] = RowByRowSolver(variant: variant, mode: run.mode, scale: run.options.scale,
                                                    source: ReplayTextSource(table: run.table))
                }
                return replaying[key]?.fittedHeight(of: row, width: width, item: index)
            }
            if live[key] == nil {
                live[key] = RowByRowSolver(variant: variant, mode: run.mode, scale: run.options.scale, source: measurer)
            }
            return live[key]?.fittedHeight(of: row, width: width, item: index)
        }
    }
}
