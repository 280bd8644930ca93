import CassowaryWorkloads
import Testing
@testable import TextMeasurement

/// `GraphemeBoundaries` reads a window at a time and stops when asked; it must report exactly
/// the boundaries Swift's grapheme breaking gives the whole stretch at once. Seeded random
/// sequences rich in what joins across a window's edge (combining marks, ZWJ emoji and skin
/// tones, regional-indicator flags, Hangul jamo, CR LF, Indic conjuncts), random sub-ranges and
/// random stopping points.
@Suite struct GraphemeBoundaryTests {
    static let pieces: [[UInt32]] = [
        [0x61], [0x20], [0x301], [0x65, 0x301, 0x302], [0x1F468, 0x200D, 0x1F4BB], [0x1F44D, 0x1F3FD], [0x1F1FA], [0x1F1F8],
        [0x1100, 0x1161, 0x11A8], [0x0D, 0x0A], [0x0915, 0x094D, 0x0937], [0x200D], [0x4E2D], [0xFE0F], [0x2764, 0xFE0F],
        [0x1F3F4, 0xE0067, 0xE0062, 0xE007F], [0x0E01, 0x0E33], [0x3002], [0x2026], [0xE9], [0x30FC], [0xAD], [0x302A],
        [0x3099], [0xFF9E],
    ]

    static func reference(_ scalars: [UInt32], _ range: Range<Int>) -> [Int] {
        var text = String.UnicodeScalarView()
        for index in range { text.append(Unicode.Scalar(scalars[index]) ?? "\u{FFFD}") }
        var offset = range.lowerBound
        return String(text).map { character in
            offset += character.unicodeScalars.count
            return offset
        }
    }

    @Test(arguments: [1, 2, 3, SeededGenerator.runSeed])
    func windowsGiveTheWholeStretchsBoundaries(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for index in 0..<400 {
            // Long runs of one joining piece make clusters longer than the first windows.
            var scalars: [UInt32] = []
            for _ in 0..<Int.random(in: 1...120, using: &random) {
                let piece = Self.pieces.randomElement(using: &random) ?? [0x61]
                for _ in 0..<(Int.random(in: 0..<8, using: &random) == 0 ? Int.random(in: 2...40, using: &random) : 1) { scalars += piece }
            }
            let lower = Int.random(in: 0..<scalars.count, using: &random)
            let range = lower..<Int.random(in: (lower + 1)...scalars.count, using: &random)
            let expected = Self.reference(scalars, range)
            let stop = Int.random(in: 1...expected.count, using: &random)
            var found: [Int] = []
            GraphemeBoundaries.forEach(in: range, of: scalars) { boundary in
                found.append(boundary)
                return found.count < stop
            }
            #expect(found == Array(expected.prefix(stop)),
                    "seed \(seed) (OPENAUTOLAYOUT_SEED=\(seed)), case \(index): \(scalars.map { String($0, radix: 16) }) \(range), stop \(stop)")
        }
    }

    /// Every scalar the stretches skip reading (`isAlwaysSeparate`) is its own cluster beside
    /// every other such scalar, by Swift's grapheme breaking: each one beside itself and beside
    /// a letter, an ideograph, punctuation and kana, and random pairs.
    @Test func alwaysSeparateScalarsBreakFromEachOther() {
        let members = (UInt32(0)...0xFFFF).filter(GraphemeBoundaries.isAlwaysSeparate)
        func clusters(_ a: UInt32, _ b: UInt32) -> Int {
            var text = String.UnicodeScalarView()
            text.append(Unicode.Scalar(a) ?? "\u{FFFD}")
            text.append(Unicode.Scalar(b) ?? "\u{FFFD}")
            return String(text).count
        }
        let partners: [UInt32] = [0x61, 0x20, 0x4E2D, 0x3002, 0x30FC, 0x2026, 0xE9, 0xFF01]
        var failures: [String] = []
        for member in members {
            for partner in partners + [member] where clusters(member, partner) != 2 || clusters(partner, member) != 2 {
                failures.append("\(String(member, radix: 16)) \(String(partner, radix: 16))")
            }
        }
        let seed = SeededGenerator.runSeed
        var random = SeededGenerator(seed: seed)
        for _ in 0..<20_000 {
            let a = members.randomElement(using: &random) ?? 0x61, b = members.randomElement(using: &random) ?? 0x61
            if clusters(a, b) != 2 { failures.append("\(String(a, radix: 16)) \(String(b, radix: 16)) (seed \(seed))") }
        }
        #expect(failures.isEmpty, "pairs that join: \(failures.prefix(20))")
    }
}
