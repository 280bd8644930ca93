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
}
