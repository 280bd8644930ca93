import Testing
@testable import TextMeasurement

/// The ICU-free break finder for plain ASCII text must give exactly ICU's opportunities
/// wherever it accepts a text (and it must accept the common English case).
@Suite("Plain ASCII line breaks equal ICU's")
struct ASCIILineBreakTests {
    /// ICU's opportunities and the ICU-free ones (nil when the finder declines the text).
    static func both(_ text: String) -> (icu: [Int32], plain: [Int32]?) {
        ICUComparison.opportunities(text) { ASCIILineBreaks.find($0, into: $1) }
    }

    @Test("Corpus texts", arguments: ReferenceCase.all)
    func corpus(_ reference: ReferenceCase) {
        let (icu, plain) = Self.both(reference.input.text)
        if let plain { #expect(plain == icu, "\(reference.input.id)") }
    }

    @Test("Tricky strings", arguments: [
        "Hello world", "Hello  world  ", "it's fine", "students' work", "3.5 apples", "a.5 b", "x,1 y",
        "e.g. this", "Wow!Great", "Really?! Yes.", "v1.2.3 is out", "Tom, Dick; Harry: yes", "end.",
        "a", "1", "a:b c;d", "12,345.67 units", "don't stop", "wait... what", "ok!!! fine", "'quoted'",
        " leading", "x - y", "and/or", "(brackets)", "100% sure", "$5 off", "#tag", "a\"b",
    ])
    func tricky(_ text: String) {
        let (icu, plain) = Self.both(text)
        if let plain { #expect(plain == icu, "\(text)") }
    }

    @Test func acceptsTheBenchmarkText() {
        let text = "Just finished the keynote rehearsal and honestly it went better than expected. Huge thanks to everyone who stayed late to help. See you soon"
        #expect(Self.both(text).plain != nil)
    }
}
