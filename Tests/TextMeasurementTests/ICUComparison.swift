@testable import TextMeasurement

/// Break opportunities from ICU and from an ICU-free finder, for tests that prove the finder
/// equal to ICU wherever it accepts a text.
enum ICUComparison {
    /// ICU's opportunities and the finder's (nil when it declines the text), both as scalar
    /// offsets (ICU's UTF-16 offsets are converted; a surrogate pair is one scalar).
    static func opportunities(
        _ text: String,
        finder: (UnsafeBufferPointer<UInt32>, UnsafeMutableBufferPointer<Bool>) -> Bool
    ) -> (icu: [Int32], plain: [Int32]?) {
        let scalars = text.unicodeScalars.map(\.value)
        var scalarOffsets: [Int32] = []
        for (index, scalar) in scalars.enumerated() {
            scalarOffsets.append(Int32(index))
            if scalar >= 0x10000 { scalarOffsets.append(Int32(index)) }
        }
        scalarOffsets.append(Int32(scalars.count))
        var icu: [Int32] = []
        if let iterator = LineBreakIterator() {
            let utf16 = Array(text.utf16)
            _ = utf16.withUnsafeBufferPointer { iterator.opportunities(in: $0, into: &icu) }
        }
        var marks = [Bool](repeating: false, count: scalars.count + 1)
        let accepted = scalars.withUnsafeBufferPointer { text in
            marks.withUnsafeMutableBufferPointer { finder(text, $0) }
        }
        let plain = accepted ? marks.indices.filter { marks[$0] }.map(Int32.init) : nil
        return (icu.map { scalarOffsets[Int($0)] }, plain)
    }
}
