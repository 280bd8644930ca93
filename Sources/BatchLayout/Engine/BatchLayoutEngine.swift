import AutoLayout
import Foundation
import LayoutDocuments
import Synchronization
import TextMeasurement

/// Lays out many rows of one template at once (docs/batch.md, How it works).
///
/// Plan: rows are grouped by variant (their constraint structure: `VariantKey`); each variant
/// is compiled once, on first use, and keeps the optimal bases it meets.
/// Solve: a variant's rows go in blocks to `BlockSolver`s on all threads. Results come back in
/// row order, one per row and width, whatever the number of threads.
///
/// Exactness: a row's height equals what the model's `systemLayoutSizeFitting` gives for the
/// same row with the same text measurer (within 1e-9 before pixel rounding, identical after),
/// because the batch solves the very system the model builds, with the same passes.
public final class BatchLayoutEngine: Sendable {
    public let template: BatchTemplate
    public let options: BatchOptions
    private let kernel: DenseKernel
    /// One measurer per worker, kept for the engine's life: a `TextMeasurer` gets twins that
    /// share its fonts but have their own workspaces, so workers neither queue for one pool's
    /// lock nor start every chunk of a long job with cold workspaces.
    private let workerMeasurers: [any TextMeasuring]
    /// Compiled variants by their key and parameter constants (see `variant(for:constants:)`
    /// for why the key is complete).
    private let variants = Mutex<[WithConstants<VariantKey>: Result<CompiledVariant, DocumentError>]>([:])
    /// Variants compiled on a workbench by what the workbench set (`WorkbenchOverrides`): keys
    /// that differ only by views whose visibility shapes no constraint share one. Keyed by the
    /// whole of what such a variant is built from (the template and those overrides). Taken
    /// only inside `variants`' lock or alone, never the other way round.
    private let structures = Mutex<[WithConstants<WorkbenchOverrides>: Result<CompiledVariant, DocumentError>]>([:])
    /// The named constraints whose constants the rows so far moved (indices into the template's
    /// `constraintIDs`, ascending): the parameter constants of the variants compiled from now
    /// on. It only grows, so a job's variants are compiled again at most once per named
    /// constraint, and rows that differ only in these constants share one variant.
    private let movedConstants = Mutex<[Int]>([])
    /// Kept layouts on which variants that only show or hide views, or move labels between one
    /// line and several, are compiled (`VariantWorkbench`).
    private let workbenches = VariantWorkbenchPool()
    private let workbenchFailures = Atomic<Int>(0)
    /// Row layouts the model did on a fresh view tree (conflicting or ambiguous layouts).
    private let modelLayouts = Atomic<Int>(0)
    /// Workers' solvers between calls, so that a long job's chunks keep their measurement
    /// caches, plans and preferred regions instead of starting cold: each solver's measurement
    /// cache is keyed by the whole request and bound to the solver's own measurer, and its plans
    /// and regions are keyed by variants, which live as long as the engine (see `BlockSolver`).
    /// A worker takes one solver out and puts it back, so no two threads share one.
    private let idleSolvers = IdleWorkers<BlockSolver<LiveTextSource>>()
    /// Measurement counts of the workers that finished a call since `takeMeasurementCounts`.
    private let measurementCounts = Mutex(MeasurementCounts())
    /// The engines this one hands its rows to, whose results it interleaves: one per category
    /// when the options ask for several text sizes (the measurer at that category: its
    /// variants, caches and model layouts all measure at it); else, for a table cell whose
    /// widths give it different margins on the options' device (`TableCellRoot`), one per set
    /// of margins with the widths that get them. Empty otherwise: this engine lays rows out.
    private let parts: [Part]

    /// An engine that lays out the results of one category (nil: the job asks for none) at
    /// some of the widths (indices into `options.widths`).
    private struct Part: Sendable {
        let category: ContentSizeCategory?
        let widthIndices: [Int]
        let engine: BatchLayoutEngine
    }

    public init(template: BatchTemplate, options: BatchOptions) throws(BatchConfigurationError) {
        guard !options.widths.isEmpty else { throw BatchConfigurationError("give at least one width") }
        for width in options.widths where !(width.isFinite && width >= 0) {
            throw BatchConfigurationError("a width must be a finite number >= 0, got \(width)")
        }
        guard options.scale.isFinite, options.scale >= 0 else {
            throw BatchConfigurationError("the scale must be a finite number >= 0, got \(options.scale)")
        }
        guard options.blockSize > 0 else { throw BatchConfigurationError("the block size must be positive") }
        self.options = options
        parts = try Self.parts(template: template, options: options)
        // The template as sized for the job: a table cell's margins for its widths and device,
        // and the device its views are laid out for (an engine with parts keeps it as given,
        // for reading rows: each part has its own).
        do throws(DocumentError) {
            self.template = parts.isEmpty ? try template.sized(width: options.widths[0], device: options.device) : template
        } catch {
            throw BatchConfigurationError("the template cannot be sized: \(error)")
        }
        kernel = DenseKernel(options.kernel)
        DenseKernel.keepBLASSingleThreaded()
        let shared = options.textMeasurer
        workerMeasurers = (0..<options.resolvedThreads).map { _ in
            (shared as? TextMeasurer).map { $0.withOwnWorkspaces() } ?? shared
        }
    }

    /// Stops OpenBLAS's own thread pool and keeps its calls on the calling thread (the engine
    /// parallelises over blocks itself). Every engine does this when it is made; a process that
    /// will make one calls it first, because a threaded OpenBLAS starts its pool when the
    /// library loads and the pool spins on `sched_yield` until it is stopped: in `heights`, that
    /// was a core's worth of the first 50 ms (fonts and compiling) before the engine existed.
    public static func keepBLASSingleThreaded() {
        DenseKernel.keepBLASSingleThreaded()
    }

    /// The engines of `parts`: one per category of `options.contentSizeCategories`, else one
    /// per set of table-cell margins the widths give (none when there is one set).
    private static func parts(template: BatchTemplate, options: BatchOptions) throws(BatchConfigurationError) -> [Part] {
        let allWidths = Array(options.widths.indices)
        if !options.contentSizeCategories.isEmpty {
            guard let measurer = options.textMeasurer as? TextMeasurer else {
                throw BatchConfigurationError("several content size categories need a TextMeasurer")
            }
            var parts: [Part] = []
            for category in options.contentSizeCategories {
                var single = options
                single.contentSizeCategories = []
                single.textMeasurer = measurer.with(contentSizeCategory: category)
                parts.append(Part(category: category, widthIndices: allWidths, engine: try BatchLayoutEngine(template: template, options: single)))
            }
            return parts
        }
        // A variant is compiled at one width and solved at the others with its constants, so
        // widths whose margins differ need variants of their own.
        var groups: [(margins: EdgeInsets?, widths: [Int])] = []
        for w in allWidths {
            let margins = template.rootMargins(width: options.widths[w], device: options.device)
            if let g = groups.firstIndex(where: { $0.margins == margins }) { groups[g].widths.append(w) } else { groups.append((margins, [w])) }
        }
        guard groups.count > 1 else { return [] }
        var parts: [Part] = []
        for group in groups {
            var some = options
            some.widths = group.widths.map { options.widths[$0] }
            parts.append(Part(category: nil, widthIndices: group.widths, engine: try BatchLayoutEngine(template: template, options: some)))
        }
        return parts
    }

    /// The options a result was laid out with: those of its category's engine when the job has
    /// several categories (the measurer at that category), else the engine's own.
    public func options(for category: ContentSizeCategory?) -> BatchOptions {
        parts.first { $0.category != nil && $0.category == category }?.engine.options ?? options
    }

    /// The template and options the model lays a result of `category` at `width` out with, as
    /// this engine did (`BatchVerifier`, `--explain`): the template sized for that width and
    /// the options' device, the measurer at that category.
    public func modelSource(category: ContentSizeCategory?, width: Double) -> (template: BatchTemplate, options: BatchOptions) {
        guard let part = parts.first(where: { part in
            (part.category == nil || part.category == category) && part.widthIndices.contains { options.widths[$0] == width }
        }) else { return (template, options) }
        return part.engine.modelSource(category: category, width: width)
    }

    /// Lays out rows read from a file: `options.resultsPerRow` results per row (by category,
    /// then width), row-major, in order. `lineNumbers[i]` is row `i`'s line, for rows that are
    /// not JSON objects.
    public func layout(_ rows: [Result<BatchRow, RowError>], lineNumbers: [Int]? = nil) -> [RowResult] {
        Array(layout(RowBatch(rows), lineNumbers: lineNumbers))
    }

    /// Lays out a chunk of rows read into columns (what a job's parse stage makes), as
    /// `layout(_:lineNumbers:)` does.
    package func layout(_ batch: RowBatch, lineNumbers: [Int]? = nil) -> RowResults {
        guard parts.isEmpty else { return layoutByParts(batch, lineNumbers: lineNumbers) }
        return layout(batch, lineNumbers: lineNumbers, makeSolver: { _ in self.checkOutSolver() },
               retire: { retired in
                   var solver = retired
                   let counts = solver.source.counts
                   solver.source.counts = MeasurementCounts()
                   self.measurementCounts.withLock { $0 = $0 + counts }
                   self.idleSolvers.put(solver)
               })
    }

    /// Each part lays the rows out; their results are interleaved row by row, by category and
    /// then width.
    private func layoutByParts(_ batch: RowBatch, lineNumbers: [Int]?) -> RowResults {
        let byPart = parts.map { $0.engine.layout(batch, lineNumbers: lineNumbers) }
        // Where each (category, width) result of a row is: its part and its place in that part's row.
        var places: [(part: Int, index: Int)] = []
        let categories: [ContentSizeCategory?] = options.contentSizeCategories.isEmpty ? [nil] : options.contentSizeCategories.map { $0 }
        for category in categories {
            for w in options.widths.indices {
                for (p, part) in parts.enumerated() where part.category == category {
                    if let index = part.widthIndices.firstIndex(of: w) { places.append((p, index)) }
                }
            }
        }
        var results: [RowResult] = []
        results.reserveCapacity(batch.count * options.resultsPerRow)
        for r in 0..<batch.count {
            for place in places {
                var result = byPart[place.part][r * parts[place.part].widthIndices.count + place.index]
                if let category = parts[place.part].category { result.category = category }
                results.append(result)
            }
        }
        return RowResults(results)
    }

    /// How the workers' measurement caches served text since the last call, and starts counting
    /// afresh (the height service adds these to its metrics after each request).
    public func takeMeasurementCounts() -> MeasurementCounts {
        parts.reduce(measurementCounts.withLock { counts in
            defer { counts = MeasurementCounts() }
            return counts
        }) { $0 + $1.engine.takeMeasurementCounts() }
    }

    /// An idle worker's solver, or a new one with a measurer of its own.
    private func checkOutSolver() -> BlockSolver<LiveTextSource> {
        if let idle = idleSolvers.take() { return idle }
        let shared = options.textMeasurer
        let measurer = (shared as? TextMeasurer).map { $0.withOwnWorkspaces() } ?? shared
        return BlockSolver(kernel: kernel, scale: options.scale, source: LiveTextSource(measurer: measurer))
    }

    public func layout(_ rows: [BatchRow]) -> [RowResult] {
        layout(rows.map { .success($0) })
    }

    /// Streams any number of rows through in chunks of `chunkSize`, handing each chunk's
    /// results (one per row and width, in order) to `consume` before reading the next, so
    /// memory stays bounded whatever the number of rows.
    public func layout<Rows: Sequence>(_ rows: Rows, chunkSize: Int = 32_768,
                                       _ consume: ([RowResult]) throws -> Void) rethrows
    where Rows.Element == Result<BatchRow, RowError> {
        var chunk: [Result<BatchRow, RowError>] = []
        chunk.reserveCapacity(max(1, chunkSize))
        for row in rows {
            chunk.append(row)
            if chunk.count >= max(1, chunkSize) {
                try consume(layout(chunk))
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { try consume(layout(chunk)) }
    }

    /// The layout with every text measurement recorded, for `layout(_:replaying:)`.
    package func layout(_ batch: RowBatch, recordingInto table: MeasurementTable) -> RowResults {
        let measurers = workerMeasurers
        return layout(batch, lineNumbers: nil) {
            self.solver(with: RecordingTextSource(live: LiveTextSource(measurer: measurers[$0 % measurers.count]), table: table))
        }
    }

    /// The layout with text measurements taken from a recording of the same rows: the solve alone.
    package func layout(_ batch: RowBatch, replaying table: MeasurementTable) -> RowResults {
        layout(batch, lineNumbers: nil) { _ in self.solver(with: ReplayTextSource(table: table)) }
    }

    private func solver<Source: TextSource>(with source: Source) -> BlockSolver<Source> {
        BlockSolver(kernel: kernel, scale: options.scale, source: source)
    }

    // MARK: - Plan and solve

    private struct Block: Sendable {
        let variant: CompiledVariant
        let items: [WorkItem]
        /// The block's rows are laid out by the model (see `Group`).
        let byModel: Bool
    }

    /// A chunk's rows of one variant that are solved alike: by the kernels, or by the model
    /// when the variant conflicts or the rows set content that shapes its multipliers.
    private struct Group {
        let variant: CompiledVariant
        let byModel: Bool
        var items: [WorkItem] = []
    }

    /// What `plan` knows of a chunk's variant once met, as plain values, so that the loop over
    /// rows copies no reference (it ran on one thread while the other waited, and retaining the
    /// compiled variant for every row was a quarter of its time): whether it was built, whether
    /// the model lays all its rows out, whether a row's content can shape its multipliers, and
    /// the index of its group of rows for the kernels and for the model (-1: none yet).
    private struct MetVariant {
        var seen = false
        var built = false
        var needsModel = false
        var conflictsFollowConstants = false
        var hasShapingViews = false
        var kernelGroup = -1
        var modelGroup = -1
    }

    private func layout<Source: TextSource>(_ batch: RowBatch, lineNumbers: [Int]?,
                                            makeSolver: @Sendable (Int) -> BlockSolver<Source>,
                                            retire: @Sendable (consuming BlockSolver<Source>) -> Void = { _ in }) -> RowResults {
        let results = RowResultsBuffer(count: batch.count * options.widths.count)
        let plan = plan(batch)
        for r in plan.unread { results.store(readErrors(of: batch, at: r, lineNumbers: lineNumbers)) }
        for r in plan.unbuilt { results.store(variantErrors(of: batch.row(at: r).readRow, at: r)) }
        let blocks = plan.blocks
        Parallel.forEach(blocks.count, threads: options.resolvedThreads, makeWorker: makeSolver, retire: retire) { solver, b in
            self.solve(blocks[b], batch: batch, with: &solver, into: results)
        }
        return results.finish(ids: batch.ids, widths: options.widths)
    }

    /// How `layout` solves a batch: its rows grouped by variant (and by whether the model lays
    /// them out) into blocks of at most `options.blockSize` items, in the order the groups were
    /// met; and the rows that get no block, those that could not be read and those whose
    /// variant could not be built.
    private func plan(_ batch: RowBatch) -> (blocks: [Block], unread: [Int], unbuilt: [Int]) {
        let widths = options.widths
        var groups: [Group] = []
        var unread: [Int] = [], unbuilt: [Int] = []
        let constants = noteMovedConstants(batch.constants)
        compileVariants(batch.variantKeys, constants: constants)
        compileConstantsInStructure(of: batch, constants: constants)
        // By the batch's variant index: rows name their variant by a small integer.
        var met = [MetVariant](repeating: MetVariant(), count: batch.variantKeys.count)
        var compiled = [CompiledVariant?](repeating: nil, count: batch.variantKeys.count)
        var structuralGroups: [VariantKey: Int] = [:]
        for r in 0..<batch.count {
            let v = Int(batch.variants[r])
            guard v >= 0 else {
                unread.append(r)
                continue
            }
            if !met[v].seen {
                met[v].seen = true
                if case .success(let made) = variant(for: batch.variantKeys[v], constants: constants) {
                    compiled[v] = made
                    met[v].built = true
                    met[v].needsModel = made.needsModel
                    met[v].conflictsFollowConstants = made.conflictsFollowConstants
                    met[v].hasShapingViews = !made.shapingViews.isEmpty
                }
            }
            guard met[v].built else {
                unbuilt.append(r)
                continue
            }
            if met[v].conflictsFollowConstants, let group = constantsInStructureGroup(of: r, in: batch, groups: &groups, known: &structuralGroups) {
                for w in widths.indices { groups[group].items.append(WorkItem(row: r, widthIndex: w, item: r * widths.count + w)) }
                continue
            }
            let byModel = met[v].needsModel || (met[v].hasShapingViews && setsShapingView(row: r, of: batch, variant: compiled[v]))
            var group = byModel ? met[v].modelGroup : met[v].kernelGroup
            if group < 0, let variant = compiled[v] {
                group = groups.count
                groups.append(Group(variant: variant, byModel: byModel))
                if byModel { met[v].modelGroup = group } else { met[v].kernelGroup = group }
            }
            for w in widths.indices { groups[group].items.append(WorkItem(row: r, widthIndex: w, item: r * widths.count + w)) }
        }
        var rank = 0
        let blocks = groups.flatMap { group in
            stride(from: 0, to: group.items.count, by: options.blockSize).map {
                var items = Array(group.items[$0..<min($0 + options.blockSize, group.items.count)])
                for k in items.indices {
                    items[k].rank = rank
                    rank += 1
                }
                return Block(variant: group.variant, items: items, byModel: group.byModel)
            }
        }
        return (blocks, unread, unbuilt)
    }

    /// Compiles, on all threads, the variants that hold their constants in their structure of
    /// the rows of `batch` whose variants' conflicts follow the constants rows move
    /// (`constantsInStructureGroup`), as `compileVariants` does for the rows' own.
    private func compileConstantsInStructure(of batch: RowBatch, constants: [Int]) {
        let following = batch.variantKeys.map { key in
            (try? variant(for: key, constants: constants).get())?.conflictsFollowConstants ?? false
        }
        guard following.contains(true) else { return }
        var keys: [VariantKey] = []
        for r in 0..<batch.count where batch.variants[r] >= 0 && following[Int(batch.variants[r])] {
            keys.append(template.keyWithConstantsInStructure(of: batch.row(at: r).readRow))
        }
        compileVariants(keys, constants: [])
    }

    /// For row `r` of a variant whose conflicts may differ from row to row because rows move
    /// the constants of conflicting constraints (`CompiledVariant.conflictsFollowConstants`): the group of the
    /// variant with the row's constants in its structure and none as parameters
    /// (`BatchTemplate.keyWithConstantsInStructure`; for a row that moves none, its own key),
    /// whose rows then meet the same conflicts (`FixedConflicts`) and are solved by the kernels,
    /// as before constants were parameters. Nil when that variant's rows are the model's too
    /// (`known` holds its groups by key).
    private func constantsInStructureGroup(of r: Int, in batch: RowBatch, groups: inout [Group], known: inout [VariantKey: Int]) -> Int? {
        let key = template.keyWithConstantsInStructure(of: batch.row(at: r).readRow)
        if let group = known[key] { return group < 0 ? nil : group }
        guard let made = structuralVariant(key) else {
            known[key] = -1
            return nil
        }
        known[key] = groups.count
        groups.append(Group(variant: made, byModel: false))
        return groups.count - 1
    }

    /// Whether row `r` sets a view whose content shapes `variant`'s multipliers (then the model
    /// lays the row out: `CompiledVariant.shapingViews`).
    private func setsShapingView(row r: Int, of batch: RowBatch, variant: CompiledVariant?) -> Bool {
        guard let variant else { return false }
        return batch.records(of: r).contains { variant.shapingViews.contains(batch.content[$0].viewIndex) }
    }

    /// The items (`row * widths + width index`) of `batch` in the order `layout` solves them,
    /// block after block, by rank (`WorkItem.rank`, the key of their recorded measurements:
    /// `MeasurementTable.rekeyed(_:keys:)` files a recording by item). Items of rows without a
    /// block are left out.
    package func solvingOrder(of batch: RowBatch) -> [Int] {
        plan(batch).blocks.flatMap { $0.items.map(\.item) }
    }

    /// A row that could not be read gets its error at every width (and its line, when the line
    /// was not a JSON object and so has no id).
    private func readErrors(of batch: RowBatch, at r: Int, lineNumbers: [Int]?) -> [(index: Int, result: RowResult)] {
        let error = batch.errors[r] ?? RowError(id: batch.ids[r], message: "\(RowReader.place(batch.lineNumbers[r])): the row cannot be read",
                                                lineIsNotAnObject: false)
        let line = error.lineIsNotAnObject ? lineNumbers?[r] : nil
        return options.widths.enumerated().map { w, width in
            (r * options.widths.count + w, RowResult(id: error.id, line: line, width: width, error: error.message))
        }
    }

    /// A row whose variant cannot be built gets the document's message, naming its own line.
    private func variantErrors(of row: BatchRow, at r: Int) -> [(index: Int, result: RowResult)] {
        let message: String
        do throws(DocumentError) {
            _ = try template.makeLayout(for: row, measurer: options.textMeasurer, scale: options.scale)
            message = "\(row.place): the layout cannot be built"
        } catch {
            message = error.description
        }
        return options.widths.enumerated().map { w, width in
            (r * options.widths.count + w, RowResult(id: row.id, width: width, error: message))
        }
    }

    /// Lays out a block's rows (every one of them read: `layout` groups only those) into their
    /// results: a height where that is all a result is, else a whole result (kept for the block
    /// and stored at its end, so that workers take the buffer's lock once a block).
    private func solve<Source: TextSource>(_ block: Block, batch: RowBatch, with solver: inout BlockSolver<Source>,
                                           into results: RowResultsBuffer) {
        let outcomes: [BlockSolver<Source>.Outcome] = block.byModel
            ? Array(repeating: .needsModel, count: block.items.count)
            : solver.solve(block.items, batch: batch, widths: options.widths, variant: block.variant)
        var whole: [(index: Int, result: RowResult)] = []
        let refused = store(outcomes, of: block.items, variant: block.variant, solver: solver, batch: batch, into: results, whole: &whole)
        if !refused.isEmpty {
            solveWithConstantsInStructure(refused, of: block.items, solvedIn: block.variant, batch: batch, with: &solver, into: results,
                                          whole: &whole)
        }
        results.store(whole)
    }

    /// Stores the results of `items` as `solver` solved them in `variant` (heights in
    /// `results`, whole results in `whole`); returns the indices of the items whose constants
    /// made the variant's required constraints conflict (`BlockSolver.Outcome.conflicts`),
    /// which are left without a result.
    private func store<Source: TextSource>(_ outcomes: [BlockSolver<Source>.Outcome], of items: [WorkItem], variant: CompiledVariant,
                                           solver: BlockSolver<Source>, batch: RowBatch, into results: RowResultsBuffer,
                                           whole: inout [(index: Int, result: RowResult)]) -> [Int] {
        var refused: [Int] = []
        for (j, item) in items.enumerated() {
            let width = options.widths[item.widthIndex]
            switch outcomes[j] {
            case .solved:
                let fitted = solver.output(OutputLayout.height, ofRow: j)
                let collapsed = CollapsedCell.collapses(fitted: Double(snap(CGFloat(fitted), CGFloat(options.scale))))
                if variant.conflicts != nil, !FixedConflicts.holds(fittedHeight: fitted, scale: options.scale) {
                    whole.append((item.item, modelResult(for: batch.row(at: item.row).readRow, width: width)))
                    continue
                }
                guard options.includesFrames || variant.conflicts != nil else {
                    results.store(height: cellHeight(fitted: fitted), collapsed: collapsed, at: item.item)
                    continue
                }
                let frames = variant.outputs.frames.map { id, first in
                    ViewFrame(id: id, frame: CGRect(x: solver.output(first, ofRow: j),
                                                    y: solver.output(first + 1, ofRow: j),
                                                    width: solver.output(first + 2, ofRow: j),
                                                    height: solver.output(first + 3, ofRow: j))
                                                .snapped(toScale: CGFloat(options.scale)))
                }
                let warnings = (variant.conflicts?.warnings ?? []) + (collapsed ? [CollapsedCell.warning] : [])
                whole.append((item.item, RowResult(id: batch.ids[item.row], width: width, height: cellHeight(fitted: fitted),
                                                   frames: options.includesFrames ? frames : nil,
                                                   warnings: warnings.isEmpty ? nil : warnings)))
            case .conflicts:
                refused.append(j)
            case .needsModel:
                whole.append((item.item, modelResult(for: batch.row(at: item.row).readRow, width: width)))
            case .failed(let error):
                let message = template.message(for: error, of: batch.row(at: item.row).readRow)
                whole.append((item.item, RowResult(id: batch.ids[item.row], width: width, error: message)))
            }
        }
        return refused
    }

    /// The items `refused` (indices into `items`, just solved by `solver`) whose constants made
    /// their variant's required constraints conflict, solved again in the variant that has their
    /// constants in its structure (`BatchTemplate.keyWithConstantsInStructure`), as they were
    /// before constants were parameters: one variant per such structure, whose rows usually
    /// meet the same conflicts (`FixedConflicts`), so the kernels answer them with the model's
    /// warnings. A row that still conflicts there, moves no constant, or was solved in that
    /// variant already (`solved`), goes to the model.
    private func solveWithConstantsInStructure<Source: TextSource>(_ refused: [Int], of items: [WorkItem], solvedIn solved: CompiledVariant,
                                                                   batch: RowBatch, with solver: inout BlockSolver<Source>,
                                                                   into results: RowResultsBuffer, whole: inout [(index: Int, result: RowResult)]) {
        let ordinals = solver.ordinals
        var groups: [(variant: CompiledVariant, members: [Int])] = []
        var groupOfVariant: [ObjectIdentifier: Int] = [:]
        for j in refused {
            let row = batch.row(at: items[j].row).readRow
            guard !row.constants.isEmpty, case .success(let variant) = variant(for: template.keyWithConstantsInStructure(of: row), constants: []),
                  !variant.needsModel, variant !== solved else {
                whole.append((items[j].item, modelResult(for: row, width: options.widths[items[j].widthIndex])))
                continue
            }
            if let g = groupOfVariant[ObjectIdentifier(variant)] {
                groups[g].members.append(j)
            } else {
                groupOfVariant[ObjectIdentifier(variant)] = groups.count
                groups.append((variant, [j]))
            }
        }
        for (variant, members) in groups {
            let subItems = members.map { items[$0] }
            let outcomes = solver.solve(subItems, batch: batch, widths: options.widths, variant: variant,
                                        ordinalsFrom: members.map { ordinals[$0] })
            let stillRefused = store(outcomes, of: subItems, variant: variant, solver: solver, batch: batch, into: results, whole: &whole)
            for j in stillRefused {
                whole.append((subItems[j].item, modelResult(for: batch.row(at: subItems[j].row).readRow, width: options.widths[subItems[j].widthIndex])))
            }
        }
    }

    /// The height UITableView gives the row: the fitted height on the pixel grid, plus the
    /// separator (`TableViewCell.rowHeight(forContentWidth:scale:separator:)`); 44 for a content
    /// view that collapses to zero (`CollapsedCell`).
    package func cellHeight(fitted: Double) -> Double {
        CollapsedCell.rowHeight(fitted: Double(snap(CGFloat(fitted), CGFloat(options.scale))), scale: options.scale,
                                separator: options.separator)
    }

    // MARK: - Variants

    /// A variant's key (or what a workbench sets for it) with the named constraints whose
    /// constants are its parameters: the whole of what a variant is compiled from.
    private struct WithConstants<Base: Hashable & Sendable>: Hashable, Sendable {
        let base: Base
        /// Indices into the template's `constraintIDs`, ascending.
        let constants: [Int]
    }

    /// Notes the named constraints whose constants `values` set; returns every one noted so far
    /// (`movedConstants`).
    private func noteMovedConstants(_ values: some Collection<ConstantValue>) -> [Int] {
        movedConstants.withLock { moved in
            guard values.contains(where: { !moved.contains($0.constraint) }) else { return moved }
            moved = Array(Set(moved).union(values.map(\.constraint))).sorted()
            return moved
        }
    }

    /// The compiled variant of `key` with `constants` as parameters, compiled on first use.
    /// Keyed by the whole of what it is built from: the variant is made from the template and
    /// the key's structural overrides alone (`BatchTemplate.makeLayout(for: VariantKey)`, or a
    /// kept layout of the template with those overrides set, `VariantWorkbench`), never from a
    /// row's content, so no row's texts, fonts, sizes or constants can become the defaults of
    /// the rows after it.
    private func variant(for key: VariantKey, constants: [Int]) -> Result<CompiledVariant, DocumentError> {
        variants.withLock { known in
            let request = WithConstants(base: key, constants: constants)
            if let compiled = known[request] { return compiled }
            let overrides = template.workbenchOverrides(of: key).map { WithConstants(base: $0, constants: constants) }
            let made = overrides.flatMap { overrides in structures.withLock { $0[overrides] } }
                ?? compile(key, overrides: overrides?.base, constants: constants)
            if let overrides { structures.withLock { $0[overrides] = $0[overrides] ?? made } }
            known[request] = made
            return made
        }
    }

    /// Compiles the variants of a batch's rows, as a job's first chunk does (`autolayout bench`
    /// times it): the named constraints whose constants they move noted first.
    package func compileVariants(of batch: RowBatch) {
        compileVariants(batch.variantKeys, constants: noteMovedConstants(batch.constants))
    }

    /// Compiles the variants of `keys` that are not compiled yet, on all threads: a chunk's new
    /// variants are independent of each other (each is made from the template and its key
    /// alone), and compiling them one by one on the thread that groups the rows left the other
    /// cores idle at a job's start. Compiled outside the lock; a key another call compiled
    /// meanwhile keeps the first answer (both are the same).
    private func compileVariants(_ keys: [VariantKey], constants: [Int]) {
        let unknown: [VariantKey] = variants.withLock { known in
            var seen = Set<VariantKey>()
            return keys.filter { known[WithConstants(base: $0, constants: constants)] == nil && seen.insert($0).inserted }
        }
        guard unknown.count > 1 else { return }
        let ordered = Self.workbenchOrder(unknown, template: template)
        let request = { (overrides: WorkbenchOverrides) in WithConstants(base: overrides, constants: constants) }
        // Each system once: keys with the same workbench overrides share a variant.
        let compiledBefore = structures.withLock { known in
            Set(ordered.compactMap(\.overrides).filter { known[request($0)] != nil })
        }
        var seen = compiledBefore
        let missing = ordered.filter { $0.overrides.map { seen.insert($0).inserted } ?? true }
        // One run of the order per thread: each thread's workbench walks its run.
        let threads = options.resolvedThreads
        let made = Parallel.map(missing.count, threads: threads, grain: max((missing.count + threads - 1) / threads, 1)) {
            compile(missing[$0].key, overrides: missing[$0].overrides, constants: constants)
        }
        let shared = structures.withLock { known in
            for ((_, overrides), compiled) in zip(missing, made) {
                if let overrides, known[request(overrides)] == nil { known[request(overrides)] = compiled }
            }
            return known
        }
        variants.withLock { known in
            for ((key, _), compiled) in zip(missing, made) where known[WithConstants(base: key, constants: constants)] == nil {
                known[WithConstants(base: key, constants: constants)] = compiled
            }
            for (key, overrides) in ordered where known[WithConstants(base: key, constants: constants)] == nil {
                if let overrides, let compiled = shared[request(overrides)] { known[WithConstants(base: key, constants: constants)] = compiled }
            }
        }
    }

    /// `keys` in the order a workbench (`VariantWorkbench.apply`) changes least from one to the
    /// next: the same labels on one line or several together (changing that builds the engine
    /// again), and within them the views shown or hidden in Gray-code order (one view fewer
    /// or more from one variant to the next where the keys allow, the later views in the
    /// document flipping most often), so that a stack replaces the constraints of one view
    /// rather than of several. Keys no workbench takes come last.
    /// Each key comes with what a workbench sets for it, worked out once here.
    static func workbenchOrder(_ keys: [VariantKey], template: BatchTemplate) -> [(key: VariantKey, overrides: WorkbenchOverrides?)] {
        let overrides = keys.map { template.workbenchOverrides(of: $0) }
        let ranks = overrides.map { overrides -> (lines: [Int], gray: UInt64) in
            guard let overrides else { return ([Int.max], 0) }
            let lines = overrides.lines.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
            // A later view flips more often: a stack's alignment constraints are made against
            // its first visible view, so showing or hiding an earlier view replaces more of them.
            var mask: UInt64 = 0
            for index in overrides.flipped { mask |= 1 << UInt64(63 - index % 64) }
            // The position of `mask` in the reflected binary Gray code.
            var rank = mask, shifted = mask >> 1
            while shifted != 0 {
                rank ^= shifted
                shifted >>= 1
            }
            return (lines, rank)
        }
        return keys.indices.sorted { a, b in
            ranks[a].lines != ranks[b].lines ? ranks[a].lines.lexicographicallyPrecedes(ranks[b].lines) : ranks[a].gray < ranks[b].gray
        }.map { (keys[$0], overrides[$0]) }
    }

    /// Compiles `key`'s variant with the named constraints of `constants` as parameters;
    /// `overrides` is `template.workbenchOverrides(of: key)`.
    private func compile(_ key: VariantKey, overrides: WorkbenchOverrides?, constants: [Int]) -> Result<CompiledVariant, DocumentError> {
        if let overrides, let compiled = compileOnWorkbench(overrides, constants: constants) { return .success(compiled) }
        // The variant's layout; a second one when its conflicts are checked (`FixedConflicts`).
        let makeLayout = { () throws(DocumentError) in
            try self.template.makeLayout(for: key, measurer: self.options.textMeasurer, scale: self.options.scale)
        }
        do throws(DocumentError) {
            let layout = try makeLayout()
            return .success(try CompiledVariant.compile(layout, documentViewIDs: template.views.map(\.id),
                                                        contentViews: template.contentViews,
                                                        constants: template.parameterConstraints(constants, in: layout),
                                                        width: options.widths[0], includesFrames: options.includesFrames) {
                guard let analysed = try? makeLayout() else { return .vary }
                return FixedConflicts.analyse(analysed, width: options.widths[0],
                                              moved: template.parameterConstraints(constants, in: analysed).map(\.constraint))
            })
        } catch {
            return .failure(error)
        }
    }

    /// A variant that only shows or hides views or moves labels between one line and several,
    /// compiled on a kept layout (`VariantWorkbench`). Nil when none can take it: its layout
    /// conflicts or fails (the variant is then compiled from the document, which reports what
    /// happened, and the workbench is dropped), or workbenches kept failing for this template.
    private func compileOnWorkbench(_ overrides: WorkbenchOverrides, constants: [Int]) -> CompiledVariant? {
        guard workbenchFailures.load(ordering: .relaxed) < Self.workbenchFailureLimit else { return nil }
        let workbench = workbenches.checkOut() ?? (try? template.makeLayout(for: VariantKey(structure: []), measurer: options.textMeasurer,
                                                                           scale: options.scale)).map(VariantWorkbench.init)
        guard let workbench else { return nil }
        workbench.apply(overrides, of: template)
        let compiled = try? CompiledVariant.compile(workbench.layout, documentViewIDs: template.views.map(\.id),
                                                    contentViews: template.contentViews,
                                                    constants: template.parameterConstraints(constants, in: workbench.layout),
                                                    width: options.widths[0],
                                                    includesFrames: options.includesFrames)
        guard let compiled, workbench.isClean else {
            workbenchFailures.add(1, ordering: .relaxed)
            return nil
        }
        workbenches.giveBack(workbench)
        return compiled
    }

    /// After this many workbenches dropped (a template whose layouts conflict), variants are
    /// compiled from the document only: each drop compiled a variant twice.
    private static let workbenchFailureLimit = 4

    /// Worker `w`'s text measurer (see `workerMeasurers`), for solvers the bench compares.
    package func measurer(forWorker w: Int) -> any TextMeasuring {
        workerMeasurers[w % workerMeasurers.count]
    }

    /// The compiled variant that lays a row out (compiled now if it is the first of its kind),
    /// as `plan` picks it: the row's own, with a column for each constant it moves, or when that
    /// one's conflicts follow the constants, the one with the row's constants in its structure
    /// (`constantsInStructureGroup`).
    package func compiledVariant(for row: BatchRow) -> CompiledVariant? {
        guard let own = try? variant(for: row.variantKey, constants: noteMovedConstants(row.constants)).get() else { return nil }
        guard own.conflictsFollowConstants, let structural = structuralVariant(for: row) else { return own }
        return structural
    }

    /// The variant with `row`'s constants in its structure and none as parameters, where a
    /// row whose constants its own variant's dual simplex refuses is solved again
    /// (`solveWithConstantsInStructure`); nil when the row moves no constant or that variant's
    /// rows are the model's.
    package func variantWithConstantsInStructure(for row: BatchRow) -> CompiledVariant? {
        row.constants.isEmpty ? nil : structuralVariant(for: row)
    }

    private func structuralVariant(for row: BatchRow) -> CompiledVariant? {
        structuralVariant(template.keyWithConstantsInStructure(of: row))
    }

    /// The variant of `key` (a key with a row's constants in its structure) with no constant
    /// parameters, when the kernels lay its rows out: it needs no model and no row content
    /// shapes its multipliers.
    private func structuralVariant(_ key: VariantKey) -> CompiledVariant? {
        guard let made = try? variant(for: key, constants: []).get(), !made.needsModel, made.shapingViews.isEmpty else { return nil }
        return made
    }

    /// How many variants and regions the rows so far have met, how many rows needed a
    /// dual-simplex repair, and how many row layouts the model did itself (their constraints
    /// conflict, or their layout is ambiguous), for reports.
    public var planSummary: (variants: Int, regions: Int, repairs: Int, modelLayouts: Int) {
        // Keys that share a system share its compiled variant: each is counted once.
        var distinct = Set<ObjectIdentifier>()
        let compiled = self.variants.withLock { known in
            known.values.compactMap { try? $0.get() }.filter { distinct.insert(ObjectIdentifier($0)).inserted }
        }
        var variants = compiled.count
        var regions = 0
        var repairs = 0
        for variant in compiled {
            regions += variant.regions.count
            repairs += variant.repairs.load(ordering: .relaxed)
        }
        var modelLayouts = self.modelLayouts.load(ordering: .relaxed)
        for part in parts {
            let summary = part.engine.planSummary
            variants += summary.variants
            regions += summary.regions
            repairs += summary.repairs
            modelLayouts += summary.modelLayouts
        }
        return (variants, regions, repairs, modelLayouts)
    }

    /// How many variants the engine holds compiled (or failed to compile): what it keeps in
    /// memory grows with this, not with the rows it lays out.
    public var variantCount: Int {
        variants.withLock { $0.count } + parts.reduce(0) { $0 + $1.engine.variantCount }
    }

    // MARK: - The model's own layout

    /// A row laid out by the model on a fresh view tree (`ModelRowLayout`): for variants whose
    /// constraints conflict and for rows in ambiguous regions.
    func modelResult(for row: BatchRow, width: Double) -> RowResult {
        modelLayouts.add(1, ordering: .relaxed)
        return ModelRowLayout.result(for: row, width: width, template: template, options: options)
    }
}

/// A batch job that cannot run as configured.
public struct BatchConfigurationError: Error, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
