@_spi(BatchLayout) import AutoLayout
import Foundation
import TextMeasurement

/// One row at one width: what a block is made of.
struct WorkItem: Sendable {
    /// Index of the row in the job's list.
    let row: Int
    let widthIndex: Int
    /// `row * widths + widthIndex`: the result's slot, and the key of recorded measurements.
    var item: Int
}

/// Lays out blocks of rows of one variant (DESIGN.md, the batch engine, steps 3-5), on one
/// worker, with that worker's scratch space and text source.
///
/// Per block: every row's quantities (natural text sizes) as the columns of one matrix; one
/// dense product through the worker's current region gives every row's tableau values; rows
/// whose values are feasible are solved; the others try the other known regions, and rows
/// outside all of them are repaired by the dual simplex from the current region's solver,
/// whose new basis becomes a region. Then multi-line text is measured at its solved width and
/// the rows whose sizes changed are solved again, up to the model's pass limit, exactly as
/// `LayoutEngine.layout()` does it for one view tree.
struct BlockSolver<Source: TextSource> {
    let kernel: DenseKernel
    let scale: Double
    var source: Source
    /// The region each variant's last block mostly used: rows of a template tend to share one.
    private var preferred: [ObjectIdentifier: Region] = [:]
    private var quantities: [Double] = []
    private var gathered: [Double] = []
    private var values: [Double] = []
    private var outputs: [Double] = []

    init(kernel: DenseKernel, scale: Double, source: Source) {
        self.kernel = kernel
        self.scale = scale
        self.source = source
    }

    /// What one row of a block came to.
    enum Outcome {
        case solved
        /// The model itself must lay the row out (its constants make required constraints
        /// conflict, and only the model knows how UIKit recovers).
        case needsModel
        case failed(String)
    }

    /// Solves `items` (rows of `variant`) at their widths; `outputsOf(j)` then reads row `j`'s
    /// outputs. Returns each row's outcome.
    mutating func solve(_ items: [WorkItem], rows: [BatchRow], widths: [Double], variant: CompiledVariant) -> [Outcome] {
        let count = items.count
        let quantityCount = variant.quantityCount
        let outputCount = variant.outputs.count
        resize(&quantities, to: quantityCount * count)
        resize(&outputs, to: outputCount * count)
        var outcomes = [Outcome](repeating: .solved, count: count)
        var ordinals = [Int](repeating: 0, count: count)
        var sizes = [CGSize](repeating: .zero, count: variant.slots.count * count)
        var overrides = [ContentValue?](repeating: nil, count: variant.slots.count * count)

        var live: [Int] = []
        live.reserveCapacity(count)
        for (j, item) in items.enumerated() {
            for (viewIndex, value) in rows[item.row].content {
                if let slot = variant.slotOfView[viewIndex] { overrides[j * variant.slots.count + slot] = value }
            }
            let column = j * quantityCount
            for q in 0..<quantityCount { quantities[column + q] = variant.recipe.baseQuantities[q] }
            quantities[column] = widths[item.widthIndex]
            do throws(TextMeasurementError) {
                try measureNaturalSizes(variant, overrides: overrides, row: j, item: item.item, ordinal: &ordinals[j], sizes: &sizes)
                live.append(j)
            } catch {
                outcomes[j] = .failed("\(error)")
            }
        }

        var pending = live
        for pass in 0..<FittingSystem.maximumTextPasses {
            if pass > 0 {
                pending = remeasure(pending, variant, overrides: overrides, items: items, ordinals: &ordinals, sizes: &sizes,
                                    outcomes: &outcomes)
            }
            guard !pending.isEmpty else { break }
            evaluate(pending, variant, outcomes: &outcomes)
            pending.removeAll { if case .solved = outcomes[$0] { false } else { true } }
        }
        return outcomes
    }

    /// Row `j`'s outputs after `solve` (see `OutputLayout`).
    func output(_ index: Int, ofRow j: Int, in variant: CompiledVariant) -> Double {
        outputs[j * variant.outputs.count + index]
    }

    // MARK: - Text

    private mutating func measureNaturalSizes(_ variant: CompiledVariant, overrides: [ContentValue?], row j: Int, item: Int,
                                              ordinal: inout Int, sizes: inout [CGSize]) throws(TextMeasurementError) {
        let base = j * variant.quantityCount
        for (s, slot) in variant.slots.enumerated() {
            let value = overrides[j * variant.slots.count + s]
            switch slot.content {
            case .text(var sizing, let templateText):
                if let font = value?.font { sizing.font = font }
                let text = sizing.measuredText(value?.text ?? templateText)
                let measured = try source.measure(text, sizing, maxWidth: sizing.maxWidth(forLayoutWidth: nil), scale: scale,
                                                  item: item, ordinal: ordinal)
                ordinal += 1
                sizes[j * variant.slots.count + s] = quantities.withUnsafeMutableBufferPointer { buffer in
                    slot.store(measured, sizing: sizing, into: buffer.baseAddress! + base)
                }
            case .fixed(let templateSize):
                let size = value?.size ?? templateSize
                quantities.withUnsafeMutableBufferPointer { buffer in slot.store(size, into: buffer.baseAddress! + base) }
                sizes[j * variant.slots.count + s] = size
            }
        }
    }

    /// Measures multi-line text at the widths the last solve gave; returns the rows whose
    /// intrinsic sizes changed (those are solved again, the others are done).
    private mutating func remeasure(_ rows: [Int], _ variant: CompiledVariant, overrides: [ContentValue?], items: [WorkItem],
                                    ordinals: inout [Int], sizes: inout [CGSize], outcomes: inout [Outcome]) -> [Int] {
        var changedRows: [Int] = []
        for j in rows {
            var changed = false
            let base = j * variant.quantityCount
            for (s, slot) in variant.slots.enumerated() {
                guard let widthOutput = slot.solvedWidthOutput, case .text(var sizing, let templateText) = slot.content else { continue }
                let value = overrides[j * variant.slots.count + s]
                if let font = value?.font { sizing.font = font }
                let text = sizing.measuredText(value?.text ?? templateText)
                let width = CGFloat(outputs[j * variant.outputs.count + widthOutput])
                do throws(TextMeasurementError) {
                    let measured = try source.measure(text, sizing, maxWidth: sizing.maxWidth(forLayoutWidth: width), scale: scale,
                                                      item: items[j].item, ordinal: ordinals[j])
                    ordinals[j] += 1
                    let size = quantities.withUnsafeMutableBufferPointer { buffer in
                        slot.store(measured, sizing: sizing, into: buffer.baseAddress! + base)
                    }
                    if size != sizes[j * variant.slots.count + s] {
                        sizes[j * variant.slots.count + s] = size
                        changed = true
                    }
                } catch {
                    outcomes[j] = .failed("\(error)")
                    changed = false
                    break
                }
            }
            if changed { changedRows.append(j) }
        }
        return changedRows
    }

    // MARK: - Solving

    /// Solves the listed rows from their current quantities into `outputs`.
    private mutating func evaluate(_ rows: [Int], _ variant: CompiledVariant, outcomes: inout [Outcome]) {
        let key = ObjectIdentifier(variant)
        guard let region = preferred[key] ?? variant.regions.first else {
            for j in rows { outcomes[j] = .needsModel }
            return
        }
        let quantityCount = variant.quantityCount
        let height = region.height
        resize(&gathered, to: quantityCount * rows.count)
        resize(&values, to: height * rows.count)
        for (c, j) in rows.enumerated() {
            for q in 0..<quantityCount { gathered[c * quantityCount + q] = quantities[j * quantityCount + q] }
            for i in 0..<height { values[c * height + i] = region.offset[i] }
        }
        let kernel = self.kernel
        region.matrix.withUnsafeBufferPointer { matrix in
            gathered.withUnsafeBufferPointer { gathered in
                values.withUnsafeMutableBufferPointer { values in
                    kernel.multiplyAdd(m: height, n: rows.count, k: quantityCount, a: matrix.baseAddress!,
                                       b: gathered.baseAddress!, c: values.baseAddress!)
                }
            }
        }
        var served: [ObjectIdentifier: (region: Region, rows: Int)] = [:]
        for (c, j) in rows.enumerated() {
            let feasible = values.withUnsafeBufferPointer { region.isFeasible($0.baseAddress! + c * height) }
            if feasible {
                copyOutputs(from: values, at: c * height + region.rowCount, toRow: j, variant)
                served[ObjectIdentifier(region), default: (region, 0)].rows += 1
            } else if let other = solveOutside(region, row: j, variant) {
                served[ObjectIdentifier(other), default: (other, 0)].rows += 1
            } else {
                outcomes[j] = .needsModel
            }
        }
        if let busiest = served.values.max(by: { $0.rows < $1.rows }) { preferred[key] = busiest.region }
    }

    /// A row the region does not hold: another known region, or a repair. Returns the region
    /// that solved it, nil when the model must.
    private mutating func solveOutside(_ current: Region, row j: Int, _ variant: CompiledVariant) -> Region? {
        for region in variant.regions where region !== current {
            if evaluateSingle(region, row: j, variant, requireFeasible: true) { return region }
        }
        let base = j * variant.quantityCount
        let constants = quantities.withUnsafeBufferPointer { buffer in
            variant.recipe.constants(for: UnsafeBufferPointer(rebasing: buffer[base..<(base + variant.quantityCount)]))
        }
        var solver = current.solver
        do {
            try solver.setConstants(constants)
            let sensitivity = try solver.sensitivity(toConstantsOf: variant.recipe.constraints, outputs: variant.outputVariables)
            let snapshot = Array(quantities[base..<(base + variant.quantityCount)])
            let made = variant.register(Region(solver: solver, sensitivity: sensitivity, recipe: variant.recipe, snapshot: snapshot))
            _ = evaluateSingle(made, row: j, variant, requireFeasible: false)
            return made
        } catch {
            return nil
        }
    }

    /// One row through one region; with `requireFeasible`, only if the region holds it.
    private mutating func evaluateSingle(_ region: Region, row j: Int, _ variant: CompiledVariant, requireFeasible: Bool) -> Bool {
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
        if requireFeasible, !single.withUnsafeBufferPointer({ region.isFeasible($0.baseAddress!) }) { return false }
        copyOutputs(from: single, at: region.rowCount, toRow: j, variant)
        return true
    }

    private mutating func copyOutputs(from source: [Double], at start: Int, toRow j: Int, _ variant: CompiledVariant) {
        let count = variant.outputs.count
        for o in 0..<count { outputs[j * count + o] = source[start + o] }
    }

    private func resize(_ buffer: inout [Double], to count: Int) {
        if buffer.count < count { buffer += [Double](repeating: 0, count: count - buffer.count) }
    }
}
