import AutoLayout
import Synchronization
import TextMeasurement

/// Where the batch engine's text measurements come from. A row asks in a fixed order (its
/// `ordinal`-th measurement), so a recorded run can be replayed exactly: that is how
/// `autolayout bench` times the solve alone.
package protocol TextSource: SendableMetatype {
    /// Whether `measure` reads its text; a replay does not (it answers by key and ordinal), so
    /// rows need not build it, and it is given the template's font and line limit, not the row's.
    static var readsText: Bool { get }

    /// Measures `text` (valid UTF-8, borrowed for the call) in `font` with at most
    /// `numberOfLines` lines (the view's `TextSizing`'s, or the row's own). With a `profile`
    /// place, the text's `LineWrapProfile` (a text measured again at its solved width) is
    /// written there, nil when the text has none; a source that does not measure (a replay)
    /// leaves it. `view`: the template view whose text it is (its index); `key` and `ordinal`:
    /// what a recording files the answer under (the row and width's key, its `ordinal`-th
    /// measurement).
    /// The font and line limit, not the whole `TextSizing`: they are all a measurement reads
    /// of it, and a sizing is too large to copy for every text of every row. The profile goes
    /// to its place rather than out with the answer, so that the answer is plain data: a
    /// measurement and its profile returned together were copied and destroyed, with their
    /// reference counted, two or three times per text of every row.
    mutating func measure(_ text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, numberOfLines: Int, maxWidth: Double?,
                          scale: Double, keepingWrapProfileIn profile: UnsafeMutablePointer<LineWrapProfile?>?, view: Int,
                          key: Int, ordinal: Int) throws(TextMeasurementError) -> MeasuredText

    /// A text's measurement at `maxWidth` (its `ordinal`-th) from the wrap profile its first
    /// measurement kept; nil when the profile cannot say (then the text is measured, as the
    /// same ordinal). A measurement like any other: a recording keeps it.
    mutating func remeasure(_ profile: LineWrapProfile, atMaxWidth maxWidth: Double?, key: Int, ordinal: Int) -> MeasuredText?
}

extension TextSource {
    package mutating func remeasure(_ profile: LineWrapProfile, atMaxWidth maxWidth: Double?, key: Int,
                                    ordinal: Int) -> MeasuredText? {
        profile.size(atMaxWidth: maxWidth).map { MeasuredText($0) }
    }

    /// `measure` of a `String`'s UTF-8.
    package mutating func measure(_ text: String, font: FontDescriptor, numberOfLines: Int, maxWidth: Double?, scale: Double,
                                  keepingWrapProfileIn profile: UnsafeMutablePointer<LineWrapProfile?>? = nil, view: Int,
                                  key: Int, ordinal: Int) throws(TextMeasurementError) -> MeasuredText {
        var text = text
        let measured = text.withUTF8 { bytes in
            Result { () throws(TextMeasurementError) in
                try measure(bytes, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth, scale: scale,
                            keepingWrapProfileIn: profile, view: view, key: key, ordinal: ordinal)
            }
        }
        return try measured.get()
    }
}

/// Measures with a real measurer, through a per-worker cache of identical requests (see
/// `MeasurementCache` for why its key is complete).
///
/// Lookups are paid for only where texts repeat: each template view's short texts are looked
/// up until `CacheUse` shows they do not (a chat message: every lookup misses, and its entry
/// crowds out the names and times that do repeat), then measured without a lookup for a while,
/// then tried again. The cache never changes a value, so this changes speed only.
package struct LiveTextSource: TextSource {
    package static var readsText: Bool { true }
    let measurer: any TextMeasuring
    var cache = MeasurementCache()
    /// How this worker's measurements went since its engine last collected them.
    var counts = MeasurementCounts()
    /// By template view index.
    private var cacheUse: [CacheUse] = []

    package init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    package mutating func measure(_ text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, numberOfLines: Int, maxWidth: Double?,
                                  scale: Double, keepingWrapProfileIn profile: UnsafeMutablePointer<LineWrapProfile?>?, view: Int,
                                  key: Int, ordinal: Int) throws(TextMeasurementError) -> MeasuredText {
        let request = MeasurementRequest(text: text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                         scale: scale, keepsWrapProfile: profile != nil)
        if view >= cacheUse.count { cacheUse.append(contentsOf: repeatElement(CacheUse(), count: view + 1 - cacheUse.count)) }
        guard MeasurementCache.caches(request), cacheUse[view].looksUp() else {
            counts.uncached += 1
            return try Self.answer(request.measure(with: measurer), keepingWrapProfileIn: profile)
        }
        // Looked up, then measured and kept, in two steps rather than through a closure, which
        // would copy the measurer (an existential with references) on every lookup.
        let lookup = cache.lookUp(request)
        cacheUse[view].record(hit: lookup.value != nil)
        if let value = lookup.value {
            counts.hits += 1
            return Self.answer(value, keepingWrapProfileIn: profile)
        }
        counts.misses += 1
        let measured = try request.measure(with: measurer)
        cache.keep(measured, for: request, at: lookup)
        return Self.answer(measured, keepingWrapProfileIn: profile)
    }

    /// `measured`'s sizes, its profile written to `profile` when there is a place for it.
    private static func answer(_ measured: ProfiledMeasurement, keepingWrapProfileIn profile: UnsafeMutablePointer<LineWrapProfile?>?) -> MeasuredText {
        profile?.pointee = measured.wrapProfile
        return measured.measured
    }
}

/// Whether one view's texts are worth looking up, from how its recent lookups went: after
/// `trial` lookups with fewer than one hit in `rarity`, the next `pause` texts skip the cache,
/// then a new trial starts (a view's texts may start repeating).
struct CacheUse {
    static let trial = 512
    static let rarity = 16
    static let pause = 8_192
    private var lookups = 0
    private var hits = 0
    private var skipped = 0

    mutating func looksUp() -> Bool {
        guard lookups >= Self.trial, hits * Self.rarity < lookups else { return true }
        skipped += 1
        if skipped >= Self.pause { self = CacheUse() }
        return false
    }

    mutating func record(hit: Bool) {
        lookups += 1
        if hit { hits += 1 }
    }
}

/// Text measurements by how the worker's cache served them: found (`hits`), measured and kept
/// (`misses`), or measured without a lookup because the text is too long to be worth keeping
/// (`uncached`).
public struct MeasurementCounts: Sendable, Hashable {
    public var hits = 0
    public var misses = 0
    public var uncached = 0

    public init() {}

    public static func + (a: Self, b: Self) -> Self {
        var sum = a
        sum.hits += b.hits
        sum.misses += b.misses
        sum.uncached += b.uncached
        return sum
    }
}

/// Measures live and keeps every answer by key and ordinal, for a later replay.
struct RecordingTextSource: TextSource {
    static var readsText: Bool { true }
    var live: LiveTextSource
    let table: MeasurementTable

    mutating func measure(_ text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, numberOfLines: Int, maxWidth: Double?,
                          scale: Double, keepingWrapProfileIn profile: UnsafeMutablePointer<LineWrapProfile?>?, view: Int,
                          key: Int, ordinal: Int) throws(TextMeasurementError) -> MeasuredText {
        let measured = try live.measure(text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth, scale: scale,
                                        keepingWrapProfileIn: profile, view: view, key: key, ordinal: ordinal)
        table.record(measured, key: key, ordinal: ordinal)
        return measured
    }

    mutating func remeasure(_ profile: LineWrapProfile, atMaxWidth maxWidth: Double?, key: Int, ordinal: Int) -> MeasuredText? {
        let answered = live.remeasure(profile, atMaxWidth: maxWidth, key: key, ordinal: ordinal)
        if let answered { table.record(answered, key: key, ordinal: ordinal) }
        return answered
    }
}

/// Answers from a recording: text measured beforehand, so only the layout is timed.
package struct ReplayTextSource: TextSource {
    package static var readsText: Bool { false }
    let table: MeasurementTable

    package init(table: MeasurementTable) {
        self.table = table
    }

    package func measure(_ text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, numberOfLines: Int, maxWidth: Double?,
                         scale: Double, keepingWrapProfileIn profile: UnsafeMutablePointer<LineWrapProfile?>?, view: Int,
                         key: Int, ordinal: Int) throws(TextMeasurementError) -> MeasuredText {
        // No profile: a second measurement is read from the recording like the first.
        guard let measured = table.recorded(key: key, ordinal: ordinal) else {
            throw .invalidArgument("no recorded measurement for key \(key), request \(ordinal)")
        }
        return measured
    }
}

/// Recorded measurements by key (what the solver files a row's measurements under: for the
/// batch, the row and width's place in the order it solves them, `WorkItem.rank`). While
/// recording, one flat buffer of `perKey` slots per key (a row asks for a handful: its texts,
/// then its multi-line texts again per pass), so each key is written by one worker only and
/// workers record into their own slots without locks. `seal()` then packs each key's
/// measurements after the previous key's: a replay by the batch reads them in the order it
/// recorded them, a few hundred bytes a row from a table a quarter the recording's size
/// (100,000 rows: about 20 MB instead of 77), so `bench`'s solve-only runs time the solve, not
/// cache misses that measuring in place would never meet. `rekeyed(_:)` files a copy under
/// other keys (the row-by-row solvers ask by row). Requests beyond `perKey` are not recorded
/// (replaying them fails with an error), but counted: `recording(keys:_:)` records again with
/// room for them (a cell of 35 labels asks for more than the default 16 a row).
///
/// Invariant once sealed: key `k`'s measurements are `slots[extents[k]]`, in ordinal order.
package final class MeasurementTable: @unchecked Sendable {
    private var slots: UnsafeMutableBufferPointer<MeasuredText>
    /// By key: while recording, `0..<count` of the measurements it has; once sealed, where they
    /// are in `slots`.
    private var extents: UnsafeMutableBufferPointer<Range<Int>>
    private var isSealed = false
    let perKey: Int
    /// The most measurements one key asked for while recording, recorded or not.
    private let mostAsked = Atomic<Int>(0)

    package init(keys: Int, perKey: Int = 16) {
        self.perKey = perKey
        slots = .allocate(capacity: max(1, keys * perKey))
        slots.initialize(repeating: MeasuredText(.empty))
        extents = .allocate(capacity: keys)
        extents.initialize(repeating: 0..<0)
    }

    private init(perKey: Int, packed: (slots: UnsafeMutableBufferPointer<MeasuredText>, extents: UnsafeMutableBufferPointer<Range<Int>>)) {
        self.perKey = perKey
        (slots, extents) = packed
        isSealed = true
    }

    deinit {
        slots.deallocate()
        extents.deallocate()
    }

    /// Only before `seal()`.
    func record(_ measured: MeasuredText, key: Int, ordinal: Int) {
        guard !isSealed, key >= 0, key < extents.count else { return }
        guard ordinal < perKey else {
            noteAsked(ordinal + 1)
            return
        }
        slots[key * perKey + ordinal] = measured
        extents[key] = 0..<max(extents[key].upperBound, ordinal + 1)
    }

    private func noteAsked(_ count: Int) {
        var seen = mostAsked.load(ordering: .relaxed)
        while count > seen {
            let (exchanged, original) = mostAsked.compareExchange(expected: seen, desired: count, ordering: .relaxed)
            if exchanged { return }
            seen = original
        }
    }

    /// A sealed table of `keys` keys holding every measurement `run` asked for while it recorded
    /// into it, and what `run` returned: `run` again into a table with more room per key when
    /// the first had to leave some out.
    package static func recording<Result>(keys: Int, _ run: (MeasurementTable) throws -> Result) rethrows
        -> (table: MeasurementTable, result: Result) {
        var table = MeasurementTable(keys: keys)
        var result = try run(table)
        let asked = table.mostAsked.load(ordering: .relaxed)
        if asked > table.perKey {
            table = MeasurementTable(keys: keys, perKey: asked)
            result = try run(table)
        }
        table.seal()
        return (table, result)
    }

    /// Packs the recording by key (see the type's comment); nothing is recorded after it.
    package func seal() {
        guard !isSealed else { return }
        for key in extents.indices { extents[key] = (key * perKey)..<(key * perKey + extents[key].count) }
        let packed = Self.pack(slots, extents, keys: extents.count, moving: extents.indices.lazy.map { ($0, $0) })
        slots.deallocate()
        extents.deallocate()
        (slots, extents) = packed
        isSealed = true
    }

    /// This table, sealed, with key `k`'s measurements filed under `newKeys[k]` (keys past
    /// `newKeys` are left out), packed in the order of the new keys; `keys` new keys in all.
    package func rekeyed(_ newKeys: [Int], keys: Int) -> MeasurementTable {
        seal()
        var oldKey = [Int](repeating: -1, count: keys)
        for (old, new) in newKeys.enumerated() where new >= 0 && new < keys { oldKey[new] = old }
        let moves = oldKey.enumerated().lazy.filter { $0.element >= 0 && $0.element < self.extents.count }.map { (from: $0.element, to: $0.offset) }
        return MeasurementTable(perKey: perKey, packed: Self.pack(slots, extents, keys: keys, moving: moves))
    }

    /// The measurements of `extents` (by key, in `slots`) copied key after key in the order of
    /// `moves`, each filed under its new key, into a table of `keys` keys.
    private static func pack(_ slots: UnsafeMutableBufferPointer<MeasuredText>, _ extents: UnsafeMutableBufferPointer<Range<Int>>,
                             keys: Int, moving moves: some Sequence<(from: Int, to: Int)>)
        -> (slots: UnsafeMutableBufferPointer<MeasuredText>, extents: UnsafeMutableBufferPointer<Range<Int>>) {
        let packedExtents = UnsafeMutableBufferPointer<Range<Int>>.allocate(capacity: keys)
        packedExtents.initialize(repeating: 0..<0)
        var packed: [MeasuredText] = []
        for (from, to) in moves {
            let range = extents[from]
            packedExtents[to] = packed.count..<(packed.count + range.count)
            packed.append(contentsOf: slots[range])
        }
        let packedSlots = UnsafeMutableBufferPointer<MeasuredText>.allocate(capacity: max(1, packed.count))
        _ = packedSlots.initialize(fromContentsOf: packed)
        return (packedSlots, packedExtents)
    }

    package func recorded(key: Int, ordinal: Int) -> MeasuredText? {
        guard key >= 0, key < extents.count else { return nil }
        let extent = extents[key]
        guard isSealed else { return ordinal < extent.count ? slots[key * perKey + ordinal] : nil }
        let index = extent.lowerBound + ordinal
        return index < extent.upperBound ? slots[index] : nil
    }
}
