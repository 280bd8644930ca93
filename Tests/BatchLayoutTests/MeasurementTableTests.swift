@testable import BatchLayout
import CassowaryWorkloads
import Testing
import TextMeasurement

/// A recording of text measurements (`MeasurementTable`, how `bench` times the solve alone)
/// answers every request as it was recorded, sealed and filed again under other keys
/// (`rekeyed(_:keys:)`, how a recording by the batch's solving order is read by row): seeded
/// random recordings, keys recorded out of order, ordinals past a key's last, keys left out.
@Suite struct MeasurementTableTests {
    @Test(arguments: [1, 2, SeededGenerator.runSeed])
    func everyKeyAnswersAsRecorded(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let keys = 300, perKey = 6
        let table = MeasurementTable(keys: keys, perKey: perKey)
        var recorded: [[MeasuredText]] = Array(repeating: [], count: keys)
        for key in (0..<keys).shuffled(using: &random) {
            for ordinal in 0..<Int.random(in: 0...perKey, using: &random) {
                let metrics = TextMetrics(lines: [], width: Double.random(in: 0...300, using: &random), height: Double(ordinal + 1),
                                          firstBaseline: 14, lastBaseline: Double(key), linesHoldFromWidth: nil, lineCount: ordinal + 1)
                table.record(MeasuredText(metrics), key: key, ordinal: ordinal)
                recorded[key].append(MeasuredText(metrics))
            }
        }
        // Old key k filed under newKeys[k]: a permutation of fewer keys than recorded, into a
        // table with room for more.
        let newKeys = Array((0..<(keys + 50)).shuffled(using: &random).prefix(keys - 20))
        let rekeyed = table.rekeyed(newKeys, keys: keys + 50)
        for key in 0..<keys {
            for ordinal in 0...perKey {
                let expected = ordinal < recorded[key].count ? recorded[key][ordinal] : nil
                #expect(table.recorded(key: key, ordinal: ordinal) == expected, "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), key \(key)")
                if key < newKeys.count {
                    #expect(rekeyed.recorded(key: newKeys[key], ordinal: ordinal) == expected, "seed \(seed), key \(key) rekeyed")
                }
            }
        }
        let filed = Set(newKeys)
        for key in 0..<(keys + 50) where !filed.contains(key) {
            #expect(rekeyed.recorded(key: key, ordinal: 0) == nil, "seed \(seed): key \(key) was not filed")
        }
        #expect(table.recorded(key: keys, ordinal: 0) == nil && rekeyed.recorded(key: keys + 55, ordinal: 0) == nil)
        #expect(table.recorded(key: -1, ordinal: 0) == nil)
    }

    /// Keys that ask for more measurements than a table's default room (a cell of many labels)
    /// are recorded whole by `recording(keys:_:)`, which records again with room for them.
    @Test(arguments: [3, SeededGenerator.runSeed])
    func recordingKeepsKeysThatAskForMore(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let keys = 50
        let asks = (0..<keys).map { _ in Int.random(in: 0...40, using: &random) }
        func measured(_ key: Int, _ ordinal: Int) -> MeasuredText {
            MeasuredText(TextMetrics(lines: [], width: Double(key), height: Double(ordinal + 1), firstBaseline: 14,
                                     lastBaseline: 14, linesHoldFromWidth: nil, lineCount: 1))
        }
        var runs = 0
        let (table, _) = MeasurementTable.recording(keys: keys) { table in
            runs += 1
            for key in 0..<keys {
                for ordinal in 0..<asks[key] { table.record(measured(key, ordinal), key: key, ordinal: ordinal) }
            }
        }
        #expect(runs == 2, "seed \(seed): a key asked for \(asks.max() ?? 0), past the default room")
        for key in 0..<keys {
            for ordinal in 0...asks[key] {
                let expected = ordinal < asks[key] ? measured(key, ordinal) : nil
                #expect(table.recorded(key: key, ordinal: ordinal) == expected, "seed \(seed), key \(key), ordinal \(ordinal)")
            }
        }
    }
}
