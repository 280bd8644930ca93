import AutoLayout
import Foundation
import TextMeasurement

/// One row at one width: what a block is made of.
struct WorkItem: Sendable {
    /// Index of the row in the job's list.
    let row: Int
    let widthIndex: Int
    /// `row * widths + widthIndex`: the result's slot.
    let item: Int
    /// Its place in the order the batch solves its items (`BatchLayoutEngine.plan`): the key its
    /// text measurements are filed under (`TextSource`), so that a recording is replayed in the
    /// order it was written.
    var rank = 0
}

/// Lays out blocks of rows of one variant (docs/batch.md, How it works: kernels and text), on one
/// worker, with that worker's scratch space and text source.
///
/// Per block: every row's quantities (natural text sizes) as the columns of one matrix; one
/// dense product through the worker's current region gives every row's tableau values; rows
/// whose values are feasible are solved; the others try the other known regions, and rows
/// outside all of them are put together from the pieces of known regions (`RegionPieces`) or
/// repaired by the dual simplex from the variant's solver, whose new basis becomes a region. Then multi-line text is measured at its solved width and
/// the rows whose sizes changed are solved again, up to the model's pass limit, exactly as
/// `LayoutEngine.layout()` does it for one view tree.
struct BlockSolver<Source: TextSource> {
    let kernel: DenseKernel
    let scale: Double
    var source: Source
    /// The region each variant's last block mostly used, apart for a block's first solve and
    /// its solves after measuring multi-line texts again: rows of a template tend to share one,
    /// but not across passes (a feed's rows whose body wraps sit in another basis once the body
    /// is measured at its width, and one shared entry sent each pass's rows through the other
    /// pass's region first). Only where the search starts: a row's answer is the same from any
    /// region that holds it (regions with other optimal values are ambiguous and left to the
    /// model), so this state changes speed, never a result.
    private var preferred: [Preference: Region] = [:]
    /// This worker's measurement plan of each variant (see `MeasurementPlan`), keyed by the
    /// variant's identity: a plan is a copy of the variant's slots and nothing else, and
    /// variants live as long as their engine, so an identity is never reused for another.
    private var plans: [ObjectIdentifier: MeasurementPlan] = [:]
    /// Where rows went that the preferred region of their block did not hold: by that region
    /// and the set of its rows they violated (`Region.violatedRows`), the region that last held
    /// a row with that set. Rows that violate the same constraints of one basis almost always
    /// lie in the same other region (99.97 % of 95,759 routed rows of a generated feed), so a
    /// block's rows find their regions in a product or two instead of being tried against each
    /// known region in turn (the feed's rows went through 4.2 products each, now 1.7). Only
    /// where the search goes, like `preferred`: a route that misses costs a product.
    private var routes = RouteTable<Region>()
    /// By row of the block being solved: the rows of the preferred region it violated.
    private var violations: [UInt64] = []
    private var quantities: [Double] = []
    /// By row of the block last solved: how many texts it measured (`solve`'s `ordinalsFrom`).
    private(set) var ordinals: [Int] = []
    private var gathered: [Double] = []
    private var values: [Double] = []
    private var outputs: [Double] = []
    /// Outputs per row of the block last solved.
    private var outputCount = 0

    init(kernel: DenseKernel, scale: Double, source: Source) {
        self.kernel = kernel
        self.scale = scale
        self.source = source
    }

    /// A variant, and whether its rows' texts are natural (a block's first solve) or measured
    /// at their solved widths (see `preferred`).
    private struct Preference: Hashable {
        let variant: ObjectIdentifier
        let remeasured: Bool
    }

    /// What one row of a block came to.
    enum Outcome {
        case solved
        /// The model itself must lay the row out (its layout is ambiguous, or the variant has
        /// no region to start from).
        case needsModel
        /// The row's quantities make the variant's required constraints conflict (the dual
        /// simplex refused them): only a layout with the row's constants in its structure
        /// shows how UIKit recovers, a variant of its own or the model.
        case conflicts
        /// A text of the row could not be measured (`BatchTemplate.message(for:of:)` says where).
        case failed(TextMeasurementError)
    }

    /// Solves `items` (rows of `variant`) at their widths; `output(_:ofRow:)` then reads row
    /// `j`'s outputs, and `ordinals` how many texts each row measured. Returns each row's
    /// outcome. `ordinalsFrom` continues the count of texts measured for rows solved before in
    /// another variant, so that a recording (`MeasurementTable`) keeps each measurement apart.
    mutating func solve(_ items: [WorkItem], batch: RowBatch, widths: [Double], variant: CompiledVariant,
                        ordinalsFrom firstOrdinals: [Int]? = nil) -> [Outcome] {
        let plan = plans[ObjectIdentifier(variant)] ?? MeasurementPlan(variant)
        plans[ObjectIdentifier(variant)] = plan
        let count = items.count
        let slotCount = plan.slotCount
        let quantityCount = variant.quantityCount
        let outputCount = variant.outputs.count
        self.outputCount = outputCount
        resize(&quantities, to: quantityCount * count)
        resize(&outputs, to: outputCount * count)
        var outcomes = [Outcome](repeating: .solved, count: count)
        var ordinals = firstOrdinals ?? [Int](repeating: 0, count: count)
        defer { self.ordinals = ordinals }
        var states = MeasurementPlan.BlockStates(plan, rows: count)
        var filling = MeasurementPlan.BlockContent()
        filling.records.reserveCapacity(count * slotCount)
        plan.append(batch, rows: items.lazy.map(\.row), to: &filling)
        // Read only from here on: a constant, which the loops below read without retaining its
        // records around every row (as they did the variable's, which any call might change).
        let content = filling

        // Measuring writes the quantities in place; the scratch array is moved out of `self`
        // meanwhile, so that the text source (also in `self`) can be used at the same time.
        var rowQuantities: [Double] = []
        // The rows a pass measures, and those it leaves to solve: two buffers that trade places
        // after each pass, so that neither is a copy of the other while a pass appends (a
        // shared buffer was retained and released around every row).
        var candidates = Array(0..<count)
        var pending: [Int] = []
        pending.reserveCapacity(count)
        for pass in 0..<FittingSystem.maximumTextPasses {
            swap(&rowQuantities, &quantities)
            pending.removeAll(keepingCapacity: true)
            rowQuantities.withUnsafeMutableBufferPointer { quantities in
                states.withRows { rowStates in
                    for j in candidates {
                        let item = items[j]
                        let row = quantities.baseAddress! + j * quantityCount
                        do throws(TextMeasurementError) {
                            let needsSolve: Bool
                            if pass == 0 {
                                try plan.measureNaturalQuantities(row: j, of: content, in: batch, width: widths[item.widthIndex], scale: scale,
                                                                  key: item.rank, ordinal: &ordinals[j], source: &source,
                                                                  quantities: row, states: rowStates(j))
                                needsSolve = true
                            } else {
                                needsSolve = try plan.remeasure(row: j, of: content, in: batch, solvedOutput: { outputs[j * outputCount + $0] },
                                                                scale: scale, key: item.rank, ordinal: &ordinals[j], source: &source,
                                                                quantities: row, states: rowStates(j))
                            }
                            if needsSolve { pending.append(j) }
                        } catch {
                            outcomes[j] = .failed(error)
                        }
                    }
                }
            }
            swap(&rowQuantities, &quantities)
            guard !pending.isEmpty else { break }
            evaluate(pending, variant, remeasured: pass > 0, outcomes: &outcomes)
            pending.removeAll { if case .solved = outcomes[$0] { false } else { true } }
            swap(&candidates, &pending)
        }
        return outcomes
    }

    /// Row `j`'s outputs after `solve` (see `OutputLayout`).
    func output(_ index: Int, ofRow j: Int) -> Double {
        outputs[j * outputCount + index]
    }

    // MARK: - Solving

    /// Solves the listed rows from their current quantities into `outputs`: all of them
    /// through the preferred region in one product; those it does not hold through the region
    /// their violations of it led to before (`routes`), a product per such region; the rest
    /// through the region put together from known pieces for the first of them (a variant of
    /// independent parts, `RegionPieces`: one product for however many regions are known), and
    /// so on; else through the next known region. A row outside every known region is
    /// repaired; the region its repair finds is then tried on the rows still left, so a block
    /// that enters a new region pays one repair, not one per row.
    private mutating func evaluate(_ rows: [Int], _ variant: CompiledVariant, remeasured: Bool, outcomes: inout [Outcome]) {
        let key = Preference(variant: ObjectIdentifier(variant), remeasured: remeasured)
        guard let first = preferred[key] ?? variant.regions.first else {
            for j in rows { outcomes[j] = .needsModel }
            return
        }
        resize(&violations, to: outcomes.count, with: 0)
        var remaining = evaluate(rows, through: first, variant, outcomes: &outcomes, noting: true)
        var busiest = (region: first, rows: rows.count - remaining.count)
        var tried: [Region] = [first]
        if !remaining.isEmpty { remaining = evaluateRouted(remaining, from: first, variant, outcomes: &outcomes) }
        func tryRegion(_ region: Region) {
            tried.append(region)
            let before = remaining
            remaining = evaluate(remaining, through: region, variant, outcomes: &outcomes)
            learnRoutes(from: first, heldBy: region, before: before, after: remaining)
            if before.count - remaining.count > busiest.rows { busiest = (region, before.count - remaining.count) }
        }
        while let j = remaining.first {
            switch placement(holding: j, variant) {
            case .region(let region):
                tryRegion(region)
                // Rounding in the product may refuse the row its pieces held: then the dual
                // simplex decides.
                guard remaining.first == j else { continue }
            case .pieces(let pieces):
                remaining.removeFirst()
                if !readOutputs(of: pieces, row: j, variant) { outcomes[j] = .needsModel }
                continue
            case nil where !(variant.pieces?.holdEveryKnownBasis.load(ordering: .relaxed) ?? false):
                for region in variant.regions where !remaining.isEmpty && !tried.contains(where: { $0 === region }) { tryRegion(region) }
                guard remaining.first == j else { continue }
            case nil:
                break
            }
            remaining.removeFirst()
            outcomes[j] = repair(row: j, variant)
        }
        preferred[key] = busiest.region
    }

    /// The rows `first` did not hold, each through the region their violations of `first` led
    /// to before, one product per region; returns the rows still unsolved, in their order.
    private mutating func evaluateRouted(_ rows: [Int], from first: Region, _ variant: CompiledVariant,
                                         outcomes: inout [Outcome]) -> [Int] {
        var groups: [(region: Region, rows: [Int])] = []
        var left: [Int] = []
        // Neighbouring rows mostly violate alike: the last route found is tried before the table.
        var last: (violated: UInt64, group: Int?)?
        for j in rows {
            let violated = violations[j]
            let group: Int?
            if let last, last.violated == violated {
                group = last.group
            } else if let next = routes.target(from: ObjectIdentifier(first), violated: violated) {
                group = groups.firstIndex { $0.region === next } ?? {
                    groups.append((next, []))
                    return groups.count - 1
                }()
            } else {
                group = nil
            }
            last = (violated, group)
            if let group { groups[group].rows.append(j) } else { left.append(j) }
        }
        guard !groups.isEmpty else { return rows }
        for group in groups { left += evaluate(group.rows, through: group.region, variant, outcomes: &outcomes) }
        // In the block's order, as the search without routes leaves them: the first is repaired.
        left.sort()
        return left
    }

    /// Notes that the rows of `before` missing from `after` are held by `region`, by the rows
    /// of `first` each violated (see `routes`).
    private mutating func learnRoutes(from first: Region, heldBy region: Region, before: [Int], after: [Int]) {
        guard before.count != after.count else { return }
        var next = 0
        for j in before {
            if next < after.count, after[next] == j {
                next += 1
                continue
            }
            routes.route(from: ObjectIdentifier(first), violated: violations[j], to: region)
        }
    }

    /// One dense product for the rows through one region; returns the rows it does not hold.
    /// The rows it holds are solved, or left to the model when the region is ambiguous. With
    /// `noting`, the region's rows that each row it does not hold violates go to `violations`.
    private mutating func evaluate(_ rows: [Int], through region: Region, _ variant: CompiledVariant,
                                   outcomes: inout [Outcome], noting: Bool = false) -> [Int] {
        let quantityCount = variant.quantityCount
        let height = region.height
        // A block's first product takes all its rows in order: their quantities are the
        // product's columns as they lie, with nothing to gather.
        let inPlace = rows.enumerated().allSatisfy { $0.offset == $0.element }
        if !inPlace { resize(&gathered, to: quantityCount * rows.count) }
        resize(&values, to: height * rows.count)
        let kernel = self.kernel
        region.offset.withUnsafeBufferPointer { offset in
            quantities.withUnsafeBufferPointer { quantities in
                gathered.withUnsafeMutableBufferPointer { gathered in
                    values.withUnsafeMutableBufferPointer { values in
                        // Empty buffers (no quantities, a region without rows) have no address.
                        guard let from = quantities.baseAddress, let values = values.baseAddress,
                              let offset = offset.baseAddress else { return }
                        for c in rows.indices { (values + c * height).update(from: offset, count: height) }
                        let columns: UnsafePointer<Double>
                        if inPlace {
                            columns = from
                        } else {
                            guard let gathered = gathered.baseAddress else { return }
                            for (c, j) in rows.enumerated() {
                                (gathered + c * quantityCount).update(from: from + j * quantityCount, count: quantityCount)
                            }
                            columns = UnsafePointer(gathered)
                        }
                        region.matrix.withUnsafeBufferPointer { matrix in
                            kernel.multiplyAdd(m: height, n: rows.count, k: quantityCount, a: matrix.baseAddress!, b: columns, c: values)
                        }
                    }
                }
            }
        }
        var outside: [Int] = []
        let outputCount = self.outputCount, outputStart = region.rowCount
        values.withUnsafeBufferPointer { values in
            outputs.withUnsafeMutableBufferPointer { outputs in
                guard let values = values.baseAddress, let outputs = outputs.baseAddress else { return }
                for (c, j) in rows.enumerated() {
                    let rowValues = values + c * height
                    if region.isFeasible(rowValues) {
                        if region.isAmbiguous(rowValues) {
                            outcomes[j] = .needsModel
                        } else {
                            (outputs + j * outputCount).update(from: rowValues + outputStart, count: outputCount)
                        }
                    } else {
                        outside.append(j)
                        if noting { violations[j] = region.violatedRows(rowValues) }
                    }
                }
            }
        }
        return outside
    }

    /// A row outside every known region: the dual simplex from the variant's solver, as
    /// Cassowary does after an edit; the basis it ends in becomes a region. `.conflicts` when the
    /// dual simplex refuses the row's constants (its required constraints conflict there),
    /// `.needsModel` when its layout is ambiguous.
    private mutating func repair(row j: Int, _ variant: CompiledVariant) -> Outcome {
        variant.repairs.add(1, ordering: .relaxed)
        guard var solver = variant.solver else { return .needsModel }
        let base = j * variant.quantityCount
        let constants = quantities.withUnsafeBufferPointer { buffer in
            variant.recipe.constants(for: UnsafeBufferPointer(rebasing: buffer[base..<(base + variant.quantityCount)]))
        }
        do {
            try solver.setConstants(constants)
        } catch {
            return .conflicts
        }
        do {
            let sensitivity = try solver.sensitivity(toConstantsOf: variant.recipe.constraints, outputs: variant.outputVariables)
            let snapshot = Array(quantities[base..<(base + variant.quantityCount)])
            let made = variant.register(Region(solver: solver, sensitivity: sensitivity, recipe: variant.recipe, snapshot: snapshot,
                                               outputs: variant.outputVariables, parts: variant.pieces?.parts))
            return evaluateSingle(made, row: j, variant) ? .solved : .needsModel
        } catch {
            return .needsModel
        }
    }

    /// For a row outside the regions tried so far whose parts' bases are each in some known
    /// region: the region of their union (known, or put together from the pieces and kept), or
    /// the pieces themselves when such a region would not be kept; either holds it without the
    /// dual simplex. Nil when the variant is one part or some part has no piece that holds the row.
    private func placement(holding j: Int, _ variant: CompiledVariant) -> RegionPieces.Placement? {
        guard let pieces = variant.pieces else { return nil }
        let base = j * variant.quantityCount
        let placement = quantities.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { pieces.placement(holding: $0 + base, known: variant.knownRegion(basis:), wouldKeep: variant.wouldKeep) }
        }
        // The pieces' region is known, or put together from known pieces: nothing to file.
        if case .region(let region) = placement { return .region(variant.register(region, filingPieces: false)) }
        return placement
    }

    /// Row `j`'s outputs from one piece per part (`RegionPieces.Placement.pieces`); false when
    /// the row's layout is ambiguous (its outputs are then left to the model).
    private mutating func readOutputs(of pieces: [RegionPiece], row j: Int, _ variant: CompiledVariant) -> Bool {
        let base = j * variant.quantityCount, count = outputCount
        return quantities.withUnsafeBufferPointer { quantities in
            outputs.withUnsafeMutableBufferPointer { outputs in
                guard let q = quantities.baseAddress, let target = outputs.baseAddress else { return false }
                return RegionPieces.outputs(of: pieces, at: q + base, into: target + j * count)
            }
        }
    }

    /// One row through one region (the one made for it, which holds it up to rounding); false
    /// when the row's layout is ambiguous there (its outputs are then left to the model).
    private mutating func evaluateSingle(_ region: Region, row j: Int, _ variant: CompiledVariant) -> Bool {
        let height = region.height
        var single = region.offset
        let base = j * variant.quantityCount
        quantities.withUnsafeBufferPointer { quantities in
            region.matrix.withUnsafeBufferPointer { matrix in
                single.withUnsafeMutableBufferPointer { single in
                    kernel.multiplyAdd(m: height, n: 1, k: variant.quantityCount, a: matrix.baseAddress!,
                                       b: quantities.baseAddress! + base, c: single.baseAddress!)
                }
            }
        }
        if single.withUnsafeBufferPointer({ region.isAmbiguous($0.baseAddress!) }) { return false }
        copyOutputs(from: single, at: region.rowCount, toRow: j, variant)
        return true
    }

    private mutating func copyOutputs(from source: [Double], at start: Int, toRow j: Int, _ variant: CompiledVariant) {
        let count = outputCount
        source.withUnsafeBufferPointer { source in
            outputs.withUnsafeMutableBufferPointer { outputs in
                guard let target = outputs.baseAddress, let source = source.baseAddress else { return }
                (target + j * count).update(from: source + start, count: count)
            }
        }
    }

    private func resize<Element>(_ buffer: inout [Element], to count: Int, with filler: Element) {
        if buffer.count < count { buffer += repeatElement(filler, count: count - buffer.count) }
    }

    private func resize(_ buffer: inout [Double], to count: Int) {
        resize(&buffer, to: count, with: 0)
    }
}
