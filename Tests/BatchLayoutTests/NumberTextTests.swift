@testable import BatchLayout
import Foundation
@testable import Interchange
import Testing

@Suite struct NumberTextTests {
    @Test func writesShortDecimals() {
        let cases: [(Double, String)] = [
            (128.33333333, "128.333"), (128.5, "128.5"), (128, "128"), (-0.25, "-0.25"), (-0.0, "0"), (0, "0"),
            (0.0004, "0"), (-0.0004, "0"), (0.0005, "0.001"), (-0.0005, "-0.001"), (0.9996, "1"), (-0.9996, "-1"),
            (999.9995, "1000"), (1.1, "1.1"), (44.66666666666667, "44.667"), (2.675, "2.675"), (1e-300, "0"),
            (.leastNonzeroMagnitude, "0"), (123_456_789_012.3456, "123456789012.346"), (0.0625, "0.063"), (0.1875, "0.188"),
            (-0.0625, "-0.063"), (4_503_599_627_370_495.5, "4503599627370495.5"), (9_007_199_254_740_992, "9007199254740992"),
            (9.2e18, "9200000000000000000"), (1e19, "1e+19"), (-1e300, "-1e+300"),
            (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
        ]
        for (value, expected) in cases {
            #expect(NumberText.format(value) == expected, "\(value)")
        }
    }

    @Test func honoursTheNumberOfDecimals() {
        #expect(NumberText.format(2.5, fractionDigits: 0) == "3")
        #expect(NumberText.format(-2.5, fractionDigits: 0) == "-3")
        #expect(NumberText.format(0.4, fractionDigits: 0) == "0")
        #expect(NumberText.format(1.23456, fractionDigits: 1) == "1.2")
        #expect(NumberText.format(1.25, fractionDigits: 1) == "1.3")
        #expect(NumberText.format(1.0 / 3, fractionDigits: 6) == "0.333333")
        #expect(NumberText.format(0.1, fractionDigits: 19) == "0.1000000000000000056")
        #expect(NumberText.format(0.1, fractionDigits: 40) == "0.1000000000000000056")
        #expect(NumberText.format(1.5, fractionDigits: -2) == "2")
    }

    @Test func appendsToExistingBytes() {
        var bytes = Array(#"{"height":"#.utf8)
        NumberText.append(128.3333, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
        #expect(String(decoding: bytes, as: UTF8.self) == #"{"height":128.333}"#)
    }

    /// Every value against exact decimal arithmetic on the double's true binary value, and against
    /// glibc's `%.Nf`, which must agree except on exact ties (it rounds those to even).
    @Test func randomValuesMatchExactArithmeticAndPrintf() {
        var random = SplitMixRandom(seed: 31)
        var ties = 0
        for index in 0..<300_000 {
            let value = Self.randomValue(&random, index: index)
            let digits = index % 10 == 0 ? Int.random(in: 0...8, using: &random) : 3
            let formatted = NumberText.format(value, fractionDigits: digits)
            let exact = ExactDecimal(value).rounded(toFractionDigits: digits)
            #expect(formatted == exact.text, "\(value.bitPattern) \(value) with \(digits) digits")
            let printf = Self.trimmed(String(format: "%.\(digits)f", value))
            if exact.isTie {
                ties += 1
            } else {
                #expect(formatted == printf, "\(value.bitPattern) \(value) with \(digits) digits")
            }
        }
        #expect(ties > 1_000)
    }

    /// A mix of magnitudes, near-ties like x.xxx5, exact binary ties (odd sixteenths), tiny and
    /// huge values and arbitrary bit patterns.
    static func randomValue(_ random: inout SplitMixRandom, index: Int) -> Double {
        let sign: Double = Bool.random(using: &random) ? 1 : -1
        switch index % 8 {
        case 0: return sign * Double.random(in: 0..<1000, using: &random)
        case 1: return sign * Double(Int.random(in: 0..<10_000_000, using: &random)) / 10_000 + sign * 0.00005
        case 2: return sign * Double(2 * Int.random(in: 0..<100_000, using: &random) + 1) / 16
        case 3: return sign * Double(Int.random(in: 0..<1 << 40, using: &random)) / Double(1 << Int.random(in: 0...40, using: &random))
        case 4: return sign * Double.random(in: 0..<1, using: &random) * pow(10, Double(Int.random(in: -12...18, using: &random)))
        case 5:
            let base = Double(Int.random(in: 0..<1_000_000, using: &random)) / 1000 + 0.0005
            return sign * (Bool.random(using: &random) ? base.nextUp : base.nextDown)
        case 6:
            // Any finite double below 2^63 (exponent field up to 1085), mostly above 2^-60.
            let lowest: UInt64 = Int.random(in: 0..<8, using: &random) == 0 ? 0 : 963
            let bits = random.next() & 0x000F_FFFF_FFFF_FFFF | UInt64.random(in: lowest...1085, using: &random) << 52
            return sign * Double(bitPattern: bits)
        default: return sign * Double(Int.random(in: 0..<1_000_000_000, using: &random)) / 1000
        }
    }

    static func trimmed(_ text: String) -> String {
        var text = text
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { return "0" }
        return text
    }
}

/// The exact decimal expansion of a double (m · 2^e written as m · 5^k / 10^k), rounded on its
/// digits: an oracle that shares nothing with the binary method it checks.
struct ExactDecimal {
    let negative: Bool
    /// Digits of the integer part (no leading zeros, "0" for none) and of the fraction.
    let integerDigits: [UInt8]
    let fractionDigits: [UInt8]

    init(_ value: Double) {
        negative = value.sign == .minus
        let magnitude = value.magnitude
        var significand = magnitude.significandBitPattern
        var exponent = Int(magnitude.exponentBitPattern) - 1075
        if magnitude.exponentBitPattern == 0 {
            exponent = -1074
        } else {
            significand |= 1 << 52
        }
        var number = BigNatural(significand)
        var fractionLength = 0
        if exponent >= 0 {
            for _ in 0..<exponent { number.multiply(by: 2) }
        } else {
            fractionLength = -exponent
            // 5^13 is the largest power of five below 2^32.
            for _ in 0..<(fractionLength / 13) { number.multiply(by: 1_220_703_125) }
            for _ in 0..<(fractionLength % 13) { number.multiply(by: 5) }
        }
        var digits = number.decimalDigits()
        if digits.count <= fractionLength {
            digits = [UInt8](repeating: 0, count: fractionLength - digits.count + 1) + digits
        }
        integerDigits = Array(digits[..<(digits.count - fractionLength)])
        fractionDigits = Array(digits[(digits.count - fractionLength)...])
    }

    /// Rounded half away from zero to `count` decimals, trimmed like `NumberText`.
    func rounded(toFractionDigits count: Int) -> (text: String, isTie: Bool) {
        var kept = integerDigits + fractionDigits.prefix(count)
        kept += [UInt8](repeating: 0, count: integerDigits.count + count - kept.count)
        let rest = fractionDigits.dropFirst(count)
        let first = rest.first ?? 0
        let isTie = first == 5 && rest.dropFirst().allSatisfy { $0 == 0 }
        if first >= 5 {
            var index = kept.count - 1
            while index >= 0 && kept[index] == 9 {
                kept[index] = 0
                index -= 1
            }
            if index >= 0 { kept[index] += 1 } else { kept.insert(1, at: 0) }
        }
        let integerCount = kept.count - count
        var integerText = String(kept[..<integerCount].map { Character(Unicode.Scalar($0 + 48)) })
        while integerText.count > 1 && integerText.hasPrefix("0") { integerText.removeFirst() }
        var fractionText = String(kept[integerCount...].map { Character(Unicode.Scalar($0 + 48)) })
        while fractionText.hasSuffix("0") { fractionText.removeLast() }
        var text = fractionText.isEmpty ? integerText : integerText + "." + fractionText
        if negative && text != "0" { text = "-" + text }
        return (text, isTie)
    }
}

/// Just enough of an arbitrary-precision natural number for `ExactDecimal`.
struct BigNatural {
    /// Base 2^32, least significant first.
    private var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
    }

    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    /// Decimal digits, most significant first, without leading zeros ([0] for zero).
    func decimalDigits() -> [UInt8] {
        var remaining = limbs
        while remaining.last == 0 { remaining.removeLast() }
        // Groups of nine digits, least significant first, by long division by 10^9.
        var groups: [UInt32] = []
        while !remaining.isEmpty {
            var remainder: UInt64 = 0
            var index = remaining.count - 1
            while index >= 0 {
                let current = remainder << 32 | UInt64(remaining[index])
                remaining[index] = UInt32(current / 1_000_000_000)
                remainder = current % 1_000_000_000
                index -= 1
            }
            groups.append(UInt32(remainder))
            while remaining.last == 0 { remaining.removeLast() }
        }
        var digits: [UInt8] = []
        digits.reserveCapacity(groups.count * 9)
        var group = groups.count - 1
        while group >= 0 {
            var divisor: UInt32 = 100_000_000
            while divisor > 0 {
                let digit = UInt8(groups[group] / divisor % 10)
                if digit != 0 || !digits.isEmpty { digits.append(digit) }
                divisor /= 10
            }
            group -= 1
        }
        return digits.isEmpty ? [0] : digits
    }
}
