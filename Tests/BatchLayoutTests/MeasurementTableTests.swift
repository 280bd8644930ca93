@testable import BatchLayout
import CassowaryWorkloads
import Testing
import TextMeasurement

/// A recording of text measurements (`MeasurementTable`, how `bench` times the solve alone)
/// answers every request as it was recorded, sealed in item order and packed again in any other
/// order (`reordered(visiting:)`, the order a batch solves its rows in): seeded random
/// recordings, items recorded out of order, ordinals past an item's last, items left out.
@Suite struct MeasurementTableTests {
    @Test(arguments: [1, 2, SeededGenerator.runSeed])
    func everyOrderAnswersAsRecorded(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let items = 300, perItem = 6
        let table = MeasurementTable(items: items, perItem: perItem)
        var recorded: [[MeasuredText]] = Array(repeating: [], count: items)
        for item in (0..<items).shuffled(using: &random) {
            for ordinal in 0..<Int.random(in: 0...perItem, using: &random) {
                let metrics = TextMetrics(lines: [], width: Double.random(in: 0...300, using: &random), height: Double(ordinal + 1),
                                          firstBaseline: 14, lastBaseline: Double(item), linesHoldFromWidth: nil, lineCount: ordinal + 1)
                table.record(MeasuredText(metrics), item: item, ordinal: ordinal)
                recorded[item].append(MeasuredText(metrics))
            }
        }
        var order = Array(0..<items).shuffled(using: &random)
        let leftOut = Set(order.suffix(20))
        order.removeLast(20)
        order += order.prefix(10)  // an item met twice is packed once
        let reordered = table.reordered(visiting: order)
        for item in 0..<items {
            for ordinal in 0...perItem {
                let expected = ordinal < recorded[item].count ? recorded[item][ordinal] : nil
                #expect(table.recorded(item: item, ordinal: ordinal) == expected, "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), item \(item)")
                #expect(reordered.recorded(item: item, ordinal: ordinal) == (leftOut.contains(item) ? nil : expected),
                        "seed \(seed), reordered, item \(item), ordinal \(ordinal)")
            }
        }
        #expect(table.recorded(item: items, ordinal: 0) == nil && reordered.recorded(item: items + 5, ordinal: 0) == nil)
    }
}
