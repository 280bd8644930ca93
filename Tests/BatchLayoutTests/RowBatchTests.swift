@testable import BatchLayout
import CassowaryWorkloads
import Testing

/// A chunk's rows as columns (`RowBatch`) must hold exactly the rows the tree reader reads:
/// random lines, good and broken (`RowScannerTests.line`), read into one batch and into parts
/// joined at random places, give back every row, error and variant as `readThroughTree` does.
/// Broken lines come after the scanner has already put part of them (their texts) into the
/// batch, so this also checks that a row given up on leaves nothing behind.
@Suite struct RowBatchTests {
    @Test(arguments: [1, 2, SeededGenerator.runSeed])
    func aBatchHoldsTheRowsTheTreeReads(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let reader = try RowScannerTests.reader()
        let lines = (1...2_000).map { _ in Array(RowScannerTests.line(&random).text.utf8) }
        var whole = RowBatch()
        var parts: [RowBatch] = [RowBatch()]
        for (index, line) in lines.enumerated() {
            line.withUnsafeBytes { bytes in
                reader.read(line: bytes, lineNumber: index + 1, into: &whole)
                if Int.random(in: 0..<50, using: &random) == 0 { parts.append(RowBatch()) }
                reader.read(line: bytes, lineNumber: index + 1, into: &parts[parts.count - 1])
            }
        }
        // As the job joins a chunk's parts, checked against joining one part after another.
        let joined = RowBatch.joined(parts)
        var appended = parts.removeFirst()
        for part in parts { appended.append(contentsOf: part) }
        #expect(appended.count == joined.count && appended.variantKeys == joined.variantKeys, "seed \(seed)")
        for index in 0..<min(appended.count, joined.count) {
            #expect(RowScannerTests.same(joined.row(at: index), appended.row(at: index)), "seed \(seed), row \(index)")
        }
        #expect(whole.count == lines.count && joined.count == lines.count, "seed \(seed)")
        for (index, line) in lines.enumerated() {
            let tree = line.withUnsafeBytes { reader.readThroughTree(line: $0, lineNumber: index + 1) }
            let text = String(decoding: line, as: UTF8.self)
            #expect(RowScannerTests.same(whole.row(at: index), tree), "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), one batch: \(text)")
            #expect(RowScannerTests.same(joined.row(at: index), tree), "seed \(seed), joined parts: \(text)")
            // What the scanner put in before giving up is gone: a row that could not be read
            // holds no records (they would otherwise be counted to the next row read).
            if case .failure = tree {
                #expect(whole.records(of: index).isEmpty && joined.records(of: index).isEmpty, "seed \(seed): \(text)")
            }
        }
        // Rows of one structure share one variant index, in the joined batch as in the whole one.
        #expect(Set(whole.variantKeys).count == whole.variantKeys.count, "seed \(seed): a variant key listed twice")
        #expect(Set(joined.variantKeys).count == joined.variantKeys.count, "seed \(seed): a variant key listed twice after joining")
    }
}
