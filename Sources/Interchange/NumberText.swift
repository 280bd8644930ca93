import Foundation

/// The package's one way of writing numbers as text, in three styles:
/// - `format(_:fractionDigits:)` / `append(_:fractionDigits:to:)`: decimals, rounded and trimmed
///   (`128.333`, `128.5`, `128`), for result lines, equation strings and reports; written
///   straight into a byte buffer without making a `String`.
/// - `shortest(_:)`: whole numbers without a fraction (`8`), others in Swift's shortest
///   round-trip form, so the text reads back to the same double (JSON values, solver
///   descriptions).
/// - `significant(_:digits:)`: at most `digits` significant digits, as Apple prints numbers in
///   constraint descriptions and messages (`%g`).
///
/// Decimals rule: the exact binary value of the double is rounded to `fractionDigits` decimals, halves
/// away from zero; trailing zeros and a trailing dot are dropped and a result of zero has no
/// sign. So the text equals `String(format: "%.3f")` trimmed, except on exact binary ties such
/// as 0.0625 (printf rounds those to even: 0.062; this rounds away: 0.063). A decimal such as
/// 128.3335 is not a tie: its double lies a little below or above it and rounds accordingly.
///
/// Method: the integer part is exact in a `UInt64`; the fraction f = m / 2^k (m < 2^53) is
/// rounded as ⌊m·10^d / 2^k⌋ plus the bit just below the cut, computed in 128-bit integers,
/// which is exact for every d in 0...19. Magnitudes of 2^63 or more have no fraction bits and
/// fall back to Swift's shortest round-trip `description`; NaN and infinities write `null`.
public enum NumberText {
    /// The largest supported number of decimals; larger requests use this many.
    public static let maximumFractionDigits = 19

    /// Appends `value` rounded to at most `fractionDigits` decimals (clamped to
    /// 0...`maximumFractionDigits`).
    public static func append(_ value: Double, fractionDigits: Int = 3, to bytes: inout [UInt8]) {
        guard value.isFinite else {
            bytes.append(contentsOf: "null".utf8)
            return
        }
        let magnitude = value.magnitude
        guard magnitude < 9_223_372_036_854_775_808 else {
            bytes.append(contentsOf: value.description.utf8)
            return
        }
        let digits = min(max(fractionDigits, 0), maximumFractionDigits)
        let scale = powerOfTen(digits)
        let integral = magnitude.rounded(.towardZero)
        var integerPart = UInt64(integral)
        // Subtracting the integer part of a double is exact: it only clears high bits.
        var fractionPart = roundedScaledFraction(magnitude - integral, scale: scale)
        if fractionPart == scale {
            integerPart += 1
            fractionPart = 0
        }
        if value.sign == .minus, integerPart != 0 || fractionPart != 0 {
            bytes.append(UInt8(ascii: "-"))
        }
        appendDigits(of: integerPart, to: &bytes)
        if fractionPart != 0 {
            bytes.append(UInt8(ascii: "."))
            var shown = digits
            while fractionPart % 10 == 0 {
                fractionPart /= 10
                shown -= 1
            }
            appendDigits(of: fractionPart, minimumCount: shown, to: &bytes)
        }
    }

    /// The text `append` writes, for callers that want a `String`.
    public static func format(_ value: Double, fractionDigits: Int = 3) -> String {
        var bytes: [UInt8] = []
        append(value, fractionDigits: fractionDigits, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whole numbers up to 2^53 as plain digits (`8`, `-12`, `-0`), others in Swift's shortest
    /// round-trip form (`0.1`, `1e+300`, `inf`): beyond 2^53 not every integer is a double, so
    /// digits would claim a precision the value does not have.
    public static func shortest(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendShortest(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func appendShortest(_ value: Double, to bytes: inout [UInt8]) {
        if value.magnitude <= 9_007_199_254_740_992, value == value.rounded(.towardZero) {
            // A negative zero keeps its sign, so the text reads back to the same double.
            if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
            appendDigits(of: UInt64(value.magnitude), to: &bytes)
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    /// Whole numbers as plain digits, others with at most `digits` significant digits, as C's
    /// `%g` writes them (`0.333333`, `1e-07`): the form of Apple's constraint descriptions.
    public static func significant(_ value: Double, digits: Int = 6) -> String {
        if value.magnitude < 1e15, value == value.rounded(.towardZero) { return shortest(value) }
        return String(format: "%.\(max(1, digits))g", value)
    }

    /// round-half-up(fraction · scale) for a fraction in [0, 1), exactly.
    private static func roundedScaledFraction(_ fraction: Double, scale: UInt64) -> UInt64 {
        guard fraction != 0 else { return 0 }
        let significand: UInt64
        let exponent: Int
        if fraction.isNormal {
            significand = fraction.significandBitPattern | (1 << 52)
            exponent = Int(fraction.exponentBitPattern) - 1075
        } else {
            significand = fraction.significandBitPattern
            exponent = -1074
        }
        // fraction = significand / 2^shift with shift >= 1 because fraction < 1.
        let shift = -exponent
        let product = significand.multipliedFullWidth(by: scale)
        let high = product.high, low = product.low
        // The quotient is below `scale`, so it fits in 64 bits; the bit at shift - 1 is the
        // half: set means the dropped remainder is at least one half, and halves round up.
        switch shift {
        case ..<64:
            let quotient = (high << UInt64(64 - shift)) | (low >> UInt64(shift))
            return quotient + ((low >> UInt64(shift - 1)) & 1)
        case 64:
            return high + (low >> 63)
        case 65..<128:
            return (high >> UInt64(shift - 64)) + ((high >> UInt64(shift - 65)) & 1)
        default:
            // The product is below 2^117, so half of 2^shift is out of reach: it rounds to zero.
            return 0
        }
    }

    private static func powerOfTen(_ exponent: Int) -> UInt64 {
        var power: UInt64 = 1
        for _ in 0..<exponent { power &*= 10 }
        return power
    }

    /// Appends the decimal digits of `number`, left-padded with zeros to `minimumCount`.
    static func appendDigits(of number: UInt64, minimumCount: Int = 1, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var start = buffer.count
            var rest = number
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest != 0 || buffer.count - start < minimumCount
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
