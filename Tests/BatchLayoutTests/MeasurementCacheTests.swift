@testable import BatchLayout
import CassowaryWorkloads
import Testing
import TextMeasurement

/// The batch's text cache must be keyed by every argument of a measurement: a request that
/// differs from a cached one in any single field (text bytes, font family, size or weight,
/// width limit, line limit, scale, whether the wrap profile is kept) must miss, and an identical
/// one must hit.
@Suite struct MeasurementCacheTests {
    /// A request as the tests write it: its text's UTF-8 owned here (the cache's requests
    /// borrow theirs), compared byte by byte as the cache compares them.
    struct Asked: Hashable {
        var text: [UInt8]
        var font: FontDescriptor
        var maxWidth: Double?
        var numberOfLines: Int
        var scale: Double
        var keepsWrapProfile = false

        init(_ text: String, font: FontDescriptor = FontDescriptor(family: "system", size: 15, weight: .regular),
             maxWidth: Double? = 200, numberOfLines: Int = 0, scale: Double = 3) {
            self.text = Array(text.utf8)
            self.font = font
            self.maxWidth = maxWidth
            self.numberOfLines = numberOfLines
            self.scale = scale
        }

        func withRequest<R>(_ body: (MeasurementRequest) -> R) -> R {
            text.withUnsafeBufferPointer { bytes in
                body(MeasurementRequest(text: bytes, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines, scale: scale,
                                        keepsWrapProfile: keepsWrapProfile))
            }
        }
    }

    static let base = Asked("Same.")

    static var variations: [(field: String, request: Asked)] {
        var list: [(String, Asked)] = []
        func vary(_ field: String, _ change: (inout Asked) -> Void) {
            var request = base
            change(&request)
            list.append((field, request))
        }
        vary("text") { $0.text = Array("Same!".utf8) }
        vary("text, canonically equivalent spelling") { $0.text = Array("Caf\u{E9}".utf8) }
        vary("font family") { $0.font.family = "Liberation Serif" }
        vary("font size") { $0.font.size = 15.5 }
        vary("font weight") { $0.font.weight = .semibold }
        vary("width limit") { $0.maxWidth = 201 }
        vary("no width limit") { $0.maxWidth = nil }
        vary("line limit") { $0.numberOfLines = 1 }
        vary("scale") { $0.scale = 2 }
        // A value kept with its wrap profile is not the value of a request that did not ask for it.
        vary("wrap profile kept") { $0.keepsWrapProfile = true }
        return list
    }

    static func lookUp(_ asked: Asked, in cache: MeasurementCache) -> MeasuredText? {
        asked.withRequest { cache[$0]?.measured }
    }

    static func store(_ value: MeasuredText, for asked: Asked, in cache: inout MeasurementCache) {
        asked.withRequest { cache[$0] = ProfiledMeasurement(value) }
    }

    @Test func everyFieldIsPartOfTheKey() {
        let answer = MeasuredText(.empty)
        for (field, request) in Self.variations {
            var cache = MeasurementCache()
            Self.store(answer, for: Self.base, in: &cache)
            #expect(Self.lookUp(request, in: cache) == nil, "a request differing in its \(field) hit the cache")
            #expect(Self.lookUp(Self.base, in: cache) == answer)
        }
    }

    @Test func canonicallyEquivalentTextsAreTwoEntries() {
        var cache = MeasurementCache()
        Self.store(MeasuredText(.empty), for: Asked("Caf\u{E9}"), in: &cache)
        #expect(Self.lookUp(Asked("Cafe\u{301}"), in: cache) == nil)
    }

    /// The cache against a plain dictionary of the same requests: random requests drawn from a
    /// small pool (so they repeat and share buckets), through a cache small enough to be emptied
    /// many times; every answer found must be the one measured for that very request.
    @Test func agreesWithADictionaryOnRandomRequests() {
        let seed = SeededGenerator.runSeed
        var random = SeededGenerator(seed: seed)
        let texts = ["", "a", "Ada", "Ada Lovelace", "11:11 AM", "已发货", "Caf\u{E9}", "Cafe\u{301}",
                     String(repeating: "x", count: 64), String(repeating: "x", count: 63) + "y"]
        let families = ["system", "Liberation Serif"]
        var cache = MeasurementCache(capacity: 37)
        var reference: [Asked: MeasuredText] = [:]
        var measured = 0
        for step in 0..<20_000 {
            let font = FontDescriptor(family: families[Int.random(in: 0..<2, using: &random)], size: [15, 17][Int.random(in: 0..<2, using: &random)],
                                      weight: Bool.random(using: &random) ? .regular : .semibold)
            let asked = Asked(texts[Int.random(in: 0..<texts.count, using: &random)], font: font,
                              maxWidth: [nil, 100, 200][Int.random(in: 0..<3, using: &random)],
                              numberOfLines: Int.random(in: 0..<2, using: &random), scale: [2, 3][Int.random(in: 0..<2, using: &random)])
            var hit = false
            let value = asked.withRequest { request in
                let lookup = cache.lookUp(request)
                hit = lookup.value != nil
                if let found = lookup.value { return found.measured }
                measured += 1
                var metrics = TextMetrics.empty
                metrics.width = Double(measured)
                cache.keep(ProfiledMeasurement(MeasuredText(metrics)), for: request, at: lookup)
                return MeasuredText(metrics)
            }
            if hit {
                #expect(reference[asked] == value, "seed \(seed), step \(step): a hit answered another request's measurement")
            } else {
                reference[asked] = value
            }
        }
        #expect(measured < 20_000, "seed \(seed): nothing was ever found")
    }

    /// A view's texts are looked up until a trial shows they never repeat, then skip the cache
    /// for a pause, then are tried again; texts that repeat even now and then keep the cache.
    @Test func lookupsPauseOnlyForTextsThatDoNotRepeat() {
        var unique = CacheUse()
        for _ in 0..<CacheUse.trial {
            let looked = unique.looksUp()
            #expect(looked)
            unique.record(hit: false)
        }
        for request in 0..<CacheUse.pause {
            let looked = unique.looksUp()
            #expect(!looked, "request \(request) of the pause looked up")
        }
        let afterPause = unique.looksUp()
        #expect(afterPause, "a new trial after the pause")
        var repeating = CacheUse()
        for request in 0..<(4 * CacheUse.trial) {
            let looked = repeating.looksUp()
            #expect(looked, "request \(request)")
            repeating.record(hit: request % (CacheUse.rarity / 2) == 0)
        }
    }
}
