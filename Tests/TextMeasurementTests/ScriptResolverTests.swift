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
}
