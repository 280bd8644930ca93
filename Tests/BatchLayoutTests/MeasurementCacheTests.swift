@testable import BatchLayout
import CassowaryWorkloads
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
            cache[Self.base] = answer
            #expect(cache[request] == nil, "a request differing in its \(field) hit the cache")
            #expect(cache[Self.base] == answer)
        }
    }

    @Test func canonicallyEquivalentTextsAreTwoEntries() {
        var composed = Self.base, decomposed = Self.base
        composed.text = "Caf\u{E9}"
        decomposed.text = "Cafe\u{301}"
        var cache = MeasurementCache()
        cache[composed] = MeasuredText(.empty)
        #expect(cache[decomposed] == nil)
    }

    /// The cache against a plain dictionary of the same requests: random requests drawn from a
    /// small pool (so they repeat and share digests' buckets), through a cache small enough to
    /// be emptied several times; every answer must be the one measured for that very request.
    @Test func agreesWithADictionaryOnRandomRequests() {
        let seed = SeededGenerator.runSeed
        var random = SeededGenerator(seed: seed)
        let texts = ["", "a", "Ada", "Ada Lovelace", "11:11 AM", "已发货", "Caf\u{E9}", "Cafe\u{301}",
                     String(repeating: "x", count: 64), String(repeating: "x", count: 63) + "y"]
        let families = ["system", "Liberation Serif"]
        var cache = MeasurementCache(capacity: 37)
        var reference: [MeasurementRequest: MeasuredText] = [:]
        var measured = 0
        for step in 0..<20_000 {
            let request = MeasurementRequest(
                text: texts[Int.random(in: 0..<texts.count, using: &random)],
                font: FontDescriptor(family: families[Int.random(in: 0..<2, using: &random)], size: [15, 17][Int.random(in: 0..<2, using: &random)],
                                     weight: Bool.random(using: &random) ? .regular : .semibold),
                maxWidth: [nil, 100, 200][Int.random(in: 0..<3, using: &random)],
                numberOfLines: Int.random(in: 0..<2, using: &random), scale: [2, 3][Int.random(in: 0..<2, using: &random)])
            var hit = false
            let value = cache.value(for: request, hit: &hit) {
                measured += 1
                var metrics = TextMetrics.empty
                metrics.width = Double(measured)
                return MeasuredText(metrics)
            }
            if hit {
                #expect(reference[request] == value, "seed \(seed), step \(step): a hit answered another request's measurement")
            } else {
                reference[request] = value
            }
        }
        #expect(measured < 20_000, "seed \(seed): nothing was ever found")
    }
}
