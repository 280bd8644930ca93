import BatchLayout
import Foundation
import Interchange

/// The one-run comparison of `autolayout bench` (docs/benchmarks.md): on the same rows, at the same
/// width, with the same text measurer, rows per second of (a) a fresh solver per row, (b) one
/// incremental solver per thread, (c) the batch engine on one thread and on all threads, each
/// with text measured inside the timed loop and with text measured beforehand (the solve
/// alone: every mode replays one recording of the measurements).
///
/// Every mode runs `repetitions` times, interleaved with the others (`InterleavedTimer`), and
/// reports its median. The batch is timed at its steady pace: variants compiled and regions
/// found before the timed runs (the fixed start-up is in `StageReport`). Text is measured cold
/// in every timed run of every mode: new measurers (word and analysis caches), new per-thread
/// measurement caches. The modes must agree:
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

    /// The modes to time; the others report 0.
    public enum Mode: String, Sendable, CaseIterable {
        case fresh, incremental, batchOneThread = "batch_1_thread", batch
    }

    /// Runs the comparison on `rows` (those that read without error) at `options.widths[0]`.
    public static func run(template: BatchTemplate, rows: [BatchRow], options: BatchOptions, repetitions: Int = 5,
                           modes: Set<Mode> = Set(Mode.allCases),
                           log: (String) -> Void = { _ in }) throws(BatchConfigurationError) -> ThroughputComparison {
        var options = options
        options.widths = [options.widths.first ?? 375]
        options.includesFrames = false
        let threads = options.resolvedThreads
        let timer = InterleavedTimer<BatchConfigurationError>(repetitions: repetitions)
        typealias Jobs = (withText: InterleavedTimer<BatchConfigurationError>.Handle, solveOnly: InterleavedTimer<BatchConfigurationError>.Handle)
        let wrapped = RowBatch(rows.map { .success($0) })

        log("recording text measurements and reference heights")
        let recorder = try BatchLayoutEngine(template: template, options: options)
        let (table, reference) = MeasurementTable.recording(keys: rows.count) { recorder.layout(wrapped, recordingInto: $0) }
        // The batch files its measurements by its solving order (`WorkItem.rank`) and replays
        // them in it; the row-by-row solvers ask by row, from a copy filed and packed so.
        let batchTable = table
        let rowTable = table.rekeyed(recorder.solvingOrder(of: wrapped), keys: rows.count)

        func batch(threads: Int) throws(BatchConfigurationError) -> Jobs {
            var single = options
            single.threads = threads
            let checked = try BatchLayoutEngine.coldText(template: template, options: single, rows: wrapped, replaying: batchTable)
            for results in [checked.layout(wrapped), checked.layout(wrapped, replaying: batchTable)] {
                timer.count(zip(results, reference).count { $0.height != $1.height })
            }
            let withText = timer.add(rows: rows.count, prepare: { () throws(BatchConfigurationError) in
                try BatchLayoutEngine.coldText(template: template, options: single, rows: wrapped, replaying: batchTable)
            }, { engine in _ = engine.layout(wrapped) })
            // The solve alone touches no measurer: one warm engine serves every run.
            let solveOnly = timer.add(rows: rows.count) { _ = checked.layout(wrapped, replaying: batchTable) }
            return (withText, solveOnly)
        }
        log("checking the batch")
        let batchJobs = modes.contains(.batch) ? try batch(threads: threads) : nil
        let oneThreadJobs = modes.contains(.batchOneThread) ? try batch(threads: 1) : nil

        let engine = try BatchLayoutEngine(template: template, options: options)
        // Every constant the rows move noted first, so that each row's variant is the batch's.
        engine.compileVariants(of: wrapped)
        let variants = rows.map { engine.compiledVariant(for: $0) }
        let fitted = reference.map(\.height)
        func rowByRow(_ mode: RowByRowMode) throws(BatchConfigurationError) -> Jobs {
            func run(replay: Bool) throws(BatchConfigurationError) -> RowByRowRun {
                // Each run measures with the workers' measurers of an engine of its own, never used before.
                RowByRowRun(rows: wrapped, readRows: rows, variants: variants, compiler: engine, mode: mode, options: options, table: rowTable,
                            replay: replay, engine: try BatchLayoutEngine.coldText(template: template, options: options, rows: wrapped, replaying: nil))
            }
            for replay in [false, true] {
                timer.count(zip(try run(replay: replay).heights(), fitted).count { height, expected in
                    // A row no mode can lay out (its text cannot be measured) agrees.
                    guard let height, let expected else { return (height == nil) != (expected == nil) }
                    return abs(engine.cellHeight(fitted: height) - expected) > 1e-6
                })
            }
            return (timer.add(rows: rows.count, prepare: { () throws(BatchConfigurationError) in try run(replay: false) }) { _ = $0.heights() },
                    timer.add(rows: rows.count, prepare: { () throws(BatchConfigurationError) in try run(replay: true) }) { _ = $0.heights() })
        }
        log("checking the row-by-row solvers")
        let incrementalJobs = modes.contains(.incremental) ? try rowByRow(.incremental) : nil
        let freshJobs = modes.contains(.fresh) ? try rowByRow(.fresh) : nil

        try timer.run(log: log)
        func rates(_ jobs: Jobs?) -> Rates { Rates(withText: timer.rate(jobs?.withText), solveOnly: timer.rate(jobs?.solveOnly)) }
        return ThroughputComparison(rows: rows.count, threads: threads, fresh: rates(freshJobs), incremental: rates(incrementalJobs),
                                    batchOneThread: rates(oneThreadJobs), batch: rates(batchJobs), disagreements: timer.disagreements,
                                    variants: recorder.planSummary.variants, regions: recorder.planSummary.regions,
                                    repairs: recorder.planSummary.repairs, modelLayouts: recorder.planSummary.modelLayouts)
    }

    /// The figures as one JSON object (the last line of `autolayout bench`).
    public var json: String { JSONValue.object(JSONObject(jsonFields)).serialized() }

    /// The members of `json`, in order: rows per second rounded to whole rows, and the batch's
    /// ratios against modes (a) and (b), to two decimals.
    public var jsonFields: [(key: String, value: JSONValue)] {
        func rates(_ rates: Rates) -> JSONValue {
            .object(JSONObject([("with_text", .number(rates.withText, fractionDigits: 0)),
                                ("solve_only", .number(rates.solveOnly, fractionDigits: 0))]))
        }
        func ratios(against other: Rates) -> JSONValue {
            func ratio(_ a: Double, _ b: Double) -> JSONValue { .number(b > 0 ? a / b : 0, fractionDigits: 2) }
            return .object(JSONObject([("with_text", ratio(batch.withText, other.withText)),
                                       ("solve_only", ratio(batch.solveOnly, other.solveOnly))]))
        }
        return [("rows", .number(Double(rows))), ("threads", .number(Double(threads))), ("fresh", rates(fresh)),
                ("incremental", rates(incremental)), ("batch_1_thread", rates(batchOneThread)), ("batch", rates(batch)),
                ("batch_vs_fresh", ratios(against: fresh)), ("batch_vs_incremental", ratios(against: incremental)),
                ("disagreements", .number(Double(disagreements)))]
    }
}

/// Rows laid out one by one on all threads, each thread with its own solver and cache.
private struct RowByRowRun: Sendable {
    /// The rows, read into columns once (as the batch reads them) before any run is timed.
    let rows: RowBatch
    let readRows: [BatchRow]
    let variants: [CompiledVariant?]
    /// The engine that compiled `variants`; it compiles a row's variant with its constants in
    /// its structure on first use (`Worker.fittedHeight`), in the checking runs before any
    /// timed one.
    let compiler: BatchLayoutEngine
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

        /// The row's height in its variant; when that one refuses the row's constants, in the
        /// variant with them in its structure, as the batch lays such a row out.
        mutating func fittedHeight(of index: Int, width: Double) -> Double? {
            guard let variant = run.variants[index] else { return nil }
            var ordinal = 0
            if let height = fittedHeight(of: index, width: width, in: variant, ordinal: &ordinal) { return height }
            guard let other = run.compiler.variantWithConstantsInStructure(for: run.readRows[index]), other !== variant else { return nil }
            return fittedHeight(of: index, width: width, in: other, ordinal: &ordinal)
        }

        private mutating func fittedHeight(of index: Int, width: Double, in variant: CompiledVariant, ordinal: inout Int) -> Double? {
            let key = ObjectIdentifier(variant)
            // A local, so the solver's call does not read `self.run` while it mutates `self`.
            let rows = run.rows
            if run.replay {
                if replaying[key] == nil {
                    replaying[key] = RowByRowSolver(variant: variant, mode: run.mode, scale: run.options.scale,
                                                    source: ReplayTextSource(table: run.table))
                }
                return replaying[key]?.fittedHeight(of: index, in: rows, width: width, key: index, ordinal: &ordinal)
            }
            if live[key] == nil {
                live[key] = RowByRowSolver(variant: variant, mode: run.mode, scale: run.options.scale, source: measurer)
            }
            return live[key]?.fittedHeight(of: index, in: rows, width: width, key: index, ordinal: &ordinal)
        }
    }
}
