@testable import BatchLayout
import Testing
import TextMeasurement

/// The batch's text cache must be keyed by every argument of a measurement: a request that
/// differs from a cached one in any single field (text bytes, font family, size or weight,
/// width limit, line limit, scale) must miss, and an identical one must hit.
@Suite struct MeasurementCacheTests {
    static let base = MeasurementRequest(text: "Same.", font: FontDescriptor(family: "system", size: 15, weight: .regular),
                                         maxWidth: 200, numberOfLines: 0, scale: 3)

    static var variations: [(field: String, request: MeasurementRequest)] {
        var list: [(String, MeasurementRequest)] = []
        func vary(_ field: String, _ change: (inout MeasurementRequest) -> Void) {
            var request = base
            change(&request)
            list.append((field, request))
        }
        vary("text") { $0.text = "Same!" }
        vary("text, canonically equivalent spelling") { $0.text = "Caf\u{E9}" }
        vary("font family") { $0.font.family = "Liberation Serif" }
        vary("font size") { $0.font.size = 15.5 }
        vary("font weight") { $0.font.weight = .semibold }
        vary("width limit") { $0.maxWidth = 201 }
        vary("no width limit") { $0.maxWidth = nil }
        vary("line limit") { $0.numberOfLines = 1 }
        vary("scale") { $0.scale = 2 }
        return list
    }

    @Test func everyFieldIsPartOfTheKey() {
        let answer = MeasuredText(.empty)
        for (field, request) in Self.variations {
            var cache = MeasurementCache()
            cache[MeasurementCache.Key(Self.base)] = answer
            #expect(cache[MeasurementCache.Key(request)] == nil, "a request differing in its \(field) hit the cache")
            #expect(cache[MeasurementCache.Key(Self.base)] == answer)
        }
    }

    @Test func canonicallyEquivalentTextsAreTwoEntries() {
        var composed = Self.base, decomposed = Self.base
        composed.text = "Caf\u{E9}"
        decomposed.text = "Cafe\u{301}"
        var cache = MeasurementCache()
        cache[MeasurementCache.Key(composed)] = MeasuredText(.empty)
        #expect(cache[MeasurementCache.Key(decomposed)] == nil)
    }
}
