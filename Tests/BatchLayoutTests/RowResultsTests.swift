@testable import BatchLayout
import CassowaryWorkloads
import Foundation
import Interchange
import Testing

/// A chunk's results as the engine keeps them (`RowResults`: a height column, whole results
/// only where needed) against the same results made whole: on seeded random chunks (heights,
/// collapsed cells, errors, frames, warnings, several widths per row), every result reads back
/// as it was stored, is written byte for byte as `ResultWriter` writes the whole result (JSON
/// Lines and CSV, with and without categories), and the tally counts what an independent count
/// of the whole results counts.
@Suite struct RowResultsTests {
    /// Random results of `rows` rows at `widths`, stored in a shuffled order as workers store
    /// them, and the same results made whole.
    static func chunk(_ random: inout SeededGenerator, rows: Int, widths: [Double]) -> (RowResults, [RowResult]) {
        let ids: [JSONValue] = (0..<rows).map { r in
            [.number(Double(r)), .string("row-\(r)"), .null, .string("a, \"quoted\" id")][Int.random(in: 0..<4, using: &random)]
        }
        let warning = RowWarning(kind: .unsatisfiableConstraints, message: "Unable to simultaneously satisfy constraints.",
                                 broken: "<NSLayoutConstraint: a.top == b.top>")
        var whole: [RowResult] = []
        for r in 0..<rows {
            for width in widths {
                let height = Double(Int.random(in: 0...3000, using: &random)) / 3
                switch Int.random(in: 0..<10, using: &random) {
                case 0: whole.append(RowResult(id: ids[r], width: width, height: 44, warnings: [CollapsedCell.warning]))
                case 1: whole.append(RowResult(id: ids[r], width: width, error: "line \(r + 1): the text cannot be measured"))
                case 2: whole.append(RowResult(id: ids[r], line: r + 1, width: width, error: "line \(r + 1): not a JSON object"))
                case 3: whole.append(RowResult(id: ids[r], width: width, height: height,
                                               frames: [ViewFrame(id: "title", frame: CGRect(x: 16, y: 11, width: 200, height: height / 2))]))
                case 4: whole.append(RowResult(id: ids[r], width: width, height: height, warnings: [warning]))
                default: whole.append(RowResult(id: ids[r], width: width, height: height))
                }
            }
        }
        let buffer = RowResultsBuffer(count: whole.count)
        for index in whole.indices.shuffled(using: &random) {
            let result = whole[index]
            let collapsed = result.warnings?.map(\.kind) == [CollapsedCell.warning.kind]
            if result.error == nil, result.frames == nil, result.line == nil, result.warnings == nil || collapsed, let height = result.height {
                buffer.store(height: height, collapsed: collapsed, at: index)
            } else {
                buffer.store([(index, result)])
            }
        }
        return (buffer.finish(ids: ids, widths: widths), whole)
    }

    @Test(arguments: [1, 2, SeededGenerator.runSeed])
    func columnsReadAndWriteAsWholeResults(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let widths = Array([320.0, 375, 414.5].prefix(Int.random(in: 1...3, using: &random)))
        let (results, whole) = Self.chunk(&random, rows: 500, widths: widths)
        #expect(results.count == whole.count, "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed))")
        for format in ResultFormat.allCases {
            for namesCategories in [false, true] {
                let writer = ResultWriter(format: format, framedViews: ["title"], scale: 3, namesCategories: namesCategories)
                for index in whole.indices {
                    var fromColumns: [UInt8] = [], fromRead: [UInt8] = [], fromWhole: [UInt8] = []
                    results.append(index, with: writer, to: &fromColumns)
                    writer.append(results[index], to: &fromRead)
                    writer.append(whole[index], to: &fromWhole)
                    #expect(fromColumns == fromWhole && fromRead == fromWhole,
                            "seed \(seed), \(format), result \(index): \(String(decoding: fromColumns, as: UTF8.self))")
                }
            }
        }
    }

    @Test(arguments: [1, 2, SeededGenerator.runSeed])
    func tallyCountsTheWholeResults(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let perRow = Int.random(in: 1...3, using: &random)
        let (results, whole) = Self.chunk(&random, rows: 400, widths: Array([320.0, 375, 414].prefix(perRow)))
        // Counted here from the whole results, row by row, as the job documents its counts.
        var expected = ResultTally()
        for rowStart in stride(from: 0, to: whole.count, by: perRow) {
            let row = whole[rowStart..<(rowStart + perRow)]
            expected.errors += row.count { $0.error != nil }
            if let first = row.first(where: { $0.error != nil })?.error {
                expected.rowsWithErrors += 1
                if expected.firstError == nil { expected.firstError = first }
            }
            for kind in Set(row.flatMap { $0.warnings ?? [] }.map(\.kind)) { expected.warnings[kind, default: 0] += 1 }
        }
        #expect(ResultTally(results, range: 0..<results.count, perRow: perRow) == expected, "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed))")
    }
}
