import Testing
@testable import TextMeasurement

@Suite("Script resolution")
struct ScriptResolverTests {
    /// The range check that skips the bracket table must let every bracket and quote through.
    @Test func everyPairedScalarMayPair() {
        let paired = ScriptResolver.pairedScalars
        #expect(paired.count > 60)
        for scalar in paired { #expect(ScriptResolver.mayPair(scalar), "U+\(String(scalar, radix: 16))") }
    }

    /// `isPaired`'s bit set holds exactly the table's scalars, over the whole basic plane and
    /// past it.
    @Test func pairedBitsAreTheTable() {
        let paired = Set(ScriptResolver.pairedScalars)
        var wrong: [UInt32] = []
        for scalar in UInt32(0)..<0x10100 where ScriptResolver.isPaired(scalar) != paired.contains(scalar) { wrong.append(scalar) }
        #expect(wrong.isEmpty, "disagree at \(wrong.prefix(5).map { "U+" + String($0, radix: 16) })")
    }
}
