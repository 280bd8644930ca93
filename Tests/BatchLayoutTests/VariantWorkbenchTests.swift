@testable import BatchLayout
import BatchWorkloads
import Foundation
import LayoutDocuments
import Testing
import TextMeasurement

/// Variants compiled on a kept layout (`VariantWorkbench`) reach each variant's system by
/// another path than building it from the document, and in an order that depends on the rows:
/// no height may depend on either. Generated templates whose rows hide stack members and move
/// labels between one line and several, in random row orders and thread counts, against the
/// rows in file order on one thread; and the kept layout's variants against the model.
@Suite struct VariantWorkbenchTests {
    static let measurer = TextMeasurer(mode: .fast)

    func heights(_ template: BatchTemplate, _ lines: [String], threads: Int, scale: Double) throws -> [Double?] {
        let rows = lines.enumerated().map { template.readRow($1, lineNumber: $0 + 1) }
        let engine = try BatchLayoutEngine(template: template, options: BatchOptions(
            widths: [320, 414], scale: scale, threads: threads, textMeasurer: Self.measurer, blockSize: 32))
        return engine.layout(rows).map(\.height)
    }

    @Test(arguments: [24, 7, 31] as [UInt64])
    func rowOrderAndThreadsDoNotChangeAnyHeight(seed: UInt64) throws {
        for workload in CellWorkload.generate(count: 5, seed: seed) {
            let template = try BatchTemplate(document: LayoutDocument(data: Data(workload.documentText.utf8), source: workload.name))
            let lines = workload.rowLines(count: 240)
            for scale in [3.0, 0.0] {
                let reference = try heights(template, lines, threads: 1, scale: scale)
                #expect(reference.allSatisfy { $0 != nil }, "\(workload.name) (seed \(seed))")
                var random = SplitMixRandom(seed: seed ^ 0x9E37)
                for threads in [1, 2, 3] {
                    let order = Array(lines.indices).shuffled(using: &random)
                    let shuffled = try heights(template, order.map { lines[$0] }, threads: threads, scale: scale)
                    for (position, line) in order.enumerated() {
                        for w in 0..<2 {
                            let (got, expected) = (shuffled[position * 2 + w], reference[line * 2 + w])
                            if scale > 0 {
                                #expect(got == expected, "\(workload.name) (seed \(seed)) row \(line) width \(w), \(threads) threads")
                            } else {
                                #expect(abs((got ?? .nan) - (expected ?? .nan)) <= 1e-9,
                                        "\(workload.name) (seed \(seed)) row \(line) width \(w), \(threads) threads: \(String(describing: got)) vs \(String(describing: expected))")
                            }
                        }
                    }
                }
            }
        }
    }

    /// The keys a workbench takes are exactly visibility toggles and line classes of labels.
    @Test func aWorkbenchTakesTogglesAndLineClassesOnly() throws {
        let workload = try #require(CellWorkload.generate(count: 5, seed: 24).first { $0.name.contains("product") })
        let template = try BatchTemplate(document: LayoutDocument(data: Data(workload.documentText.utf8), source: workload.name))
        var taken = 0
        for (n, line) in workload.rowLines(count: 400).enumerated() {
            guard case .success(let row) = template.readRow(line, lineNumber: n + 1) else { continue }
            let key = row.variantKey
            let names = Set(key.structure.flatMap { $0.properties.members.map(\.key) })
            let overrides = template.workbenchOverrides(of: key)
            #expect((overrides != nil) == names.isSubset(of: ["hidden", "lines"]), "\(line)")
            if let overrides {
                taken += 1
                #expect(overrides.flipped.count + overrides.lines.count == key.structure.flatMap(\.properties.members).count)
            }
        }
        #expect(taken > 0)
    }

    /// Keys that differ only by views whose visibility shapes no constraint (the generated
    /// chat's avatar, outside any stack) share one compiled variant, and their rows' heights
    /// are the model's.
    @Test(arguments: [24, 7] as [UInt64])
    func keysThatDifferOnlyByLooseViewsShareAVariant(seed: UInt64) throws {
        let workload = try #require(CellWorkload.generate(count: 5, seed: seed).first { $0.name.contains("chat") })
        let template = try BatchTemplate(document: LayoutDocument(data: Data(workload.documentText.utf8), source: workload.name))
        let engine = try BatchLayoutEngine(template: template, options: BatchOptions(
            widths: [375], scale: 3, threads: 2, textMeasurer: Self.measurer))
        let rows = workload.rowLines(count: 400).enumerated().compactMap { n, line in try? template.readRow(line, lineNumber: n + 1).get() }
        let keys = Set(rows.map(\.variantKey))
        engine.compileVariants(of: RowBatch(rows.map { .success($0) }))
        var byVariant: [ObjectIdentifier: Set<VariantKey>] = [:]
        for row in rows {
            let variant = try #require(engine.compiledVariant(for: row))
            byVariant[ObjectIdentifier(variant), default: []].insert(row.variantKey)
        }
        #expect(byVariant.count < keys.count, "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed))")
        #expect(engine.planSummary.variants == byVariant.count)
        for shared in byVariant.values where shared.count > 1 {
            let overrides = Set(shared.map { template.workbenchOverrides(of: $0) })
            #expect(overrides.count == 1, "seed \(seed): \(shared)")
        }
        let results = engine.layout(rows)
        for (row, result) in zip(rows, results) {
            let model = ModelRowLayout.result(for: row, width: 375, template: template, options: engine.options)
            #expect(result.height != nil && result.height == model.height, "seed \(seed) \(row.place)")
        }
    }
}
