@_spi(BatchLayout) import AutoLayout
import Foundation
import TextMeasurement

/// How a worker measures a variant's rows into quantities, in the order the model measures
/// (DESIGN.md, the batch engine, step 5): every slot's natural size first, then, after each
/// solve, the multi-line texts at their solved widths. Every way of solving rows (the batch
/// kernels, the fresh and the incremental solvers `autolayout bench` compares them with)
/// measures through a plan, so a recording of one replays exactly in the others.
///
/// Each worker has its own deep copy: rows touch the slots' strings and arrays thousands of
/// times a second, and reference counts shared between cores would make the threads wait on
/// each other's cache lines.
struct MeasurementPlan {
    let slots: [ContentSlot]
    let slotOfView: [Int?]
    let baseQuantities: [Double]

    var quantityCount: Int { baseQuantities.count }

    init(_ variant: CompiledVariant) {
        slots = variant.slots.map { $0.deepCopy() }
        slotOfView = variant.slotOfView.map { $0 }
        baseQuantities = variant.recipe.baseQuantities.map { $0 }
    }
    /// The row's content by slot (nil: the template's).
    func slotValues(of row: BatchRow) -> [ContentValue?] {
        var values: [ContentValue?] = []
        appendSlotValues(of: row, to: &values)
        return values
    }

    /// Appends the row's content by slot to a block's list.
    func appendSlotValues(of row: BatchRow, to values: inout [ContentValue?]) {
        let start = values.count
        values.append(contentsOf: repeatElement(nil, count: slots.count))
        for (viewIndex, value) in row.content {
            if let slot = slotOfView[viewIndex] { values[start + slot] = value }
        }
    }

    /// Writes the row's natural quantities at `width` into `quantities` and each slot's
    /// intrinsic size into `sizes`.
    func measureNaturalQuantities<Source: TextSource>(
        _ values: ArraySlice<ContentValue?>, width: Double, scale: Double, item: Int, ordinal: inout Int, source: inout Source,
        quantities: UnsafeMutablePointer<Double>, sizes: UnsafeMutablePointer<CGSize>
    ) throws(TextMeasurementError) {
        for q in 0..<quantityCount { quantities[q] = baseQuantities[q] }
        quantities[0] = width
        for (s, slot) in slots.enumerated() {
            let value = values[values.startIndex + s]
            switch slot.content {
            case .text(var sizing, let templateText):
                if let font = value?.font { sizing.font = font }
                let text = Source.readsText ? sizing.measuredText(value?.text ?? templateText) : ""
                let measured = try source.measure(text, sizing, maxWidth: sizing.maxWidth(forLayoutWidth: nil), scale: scale,
                                                  item: item, ordinal: ordinal)
                ordinal += 1
                sizes[s] = slot.store(measured, sizing: sizing, into: quantities)
            case .fixed(let templateSize):
                let size = value?.size ?? templateSize
                slot.store(size, into: quantities)
                sizes[s] = size
            }
        }
    }

    /// Measures the multi-line texts again at the widths `solvedOutput` reads from the last
    /// solve; returns whether an intrinsic size changed (then the row is solved again).
    func remeasure<Source: TextSource>(
        _ values: ArraySlice<ContentValue?>, solvedOutput: (Int) -> Double, scale: Double, item: Int, ordinal: inout Int,
        source: inout Source, quantities: UnsafeMutablePointer<Double>, sizes: UnsafeMutablePointer<CGSize>
    ) throws(TextMeasurementError) -> Bool {
        var changed = false
        for (s, slot) in slots.enumerated() {
            guard let widthOutput = slot.solvedWidthOutput, case .text(var sizing, let templateText) = slot.content else { continue }
            let value = values[values.startIndex + s]
            if let font = value?.font { sizing.font = font }
            let text = Source.readsText ? sizing.measuredText(value?.text ?? templateText) : ""
            let width = CGFloat(solvedOutput(widthOutput))
            let measured = try source.measure(text, sizing, maxWidth: sizing.maxWidth(forLayoutWidth: width), scale: scale,
                                              item: item, ordinal: ordinal)
            ordinal += 1
            let size = slot.store(measured, sizing: sizing, into: quantities)
            if size != sizes[s] {
                sizes[s] = size
                changed = true
            }
        }
        return changed
    }
}
