import AutoLayout
import BatchLayout
import TextMeasurement

/// One text measurement a row asks for, kept with its place (row key and ordinal), so the
/// bench can time text measurement on its own: the same requests, in the same order per row,
/// as the batch makes (the row-by-row solvers ask in the batch engine's order, which is why a
/// recording of the batch replays in them).
struct TextRequest: Sendable {
    /// What is asked: a text measured, or a second measurement filled from the wrap profile
    /// the text's first measurement kept.
    enum Kind: Sendable {
        case measure(text: String, font: FontDescriptor, numberOfLines: Int, scale: Double, keepsWrapProfile: Bool, view: Int)
        case rewrap(LineWrapProfile)
    }

    let kind: Kind
    let maxWidth: Double?
    /// The row's index: the key a row-by-row solver files its measurements under.
    let key: Int
    let ordinal: Int

    func measure<Source: TextSource>(with source: inout Source) throws(TextMeasurementError) -> MeasuredText {
        switch kind {
        case let .measure(text, font, numberOfLines, scale, keepsWrapProfile, view):
            // The profile is asked for as the batch asked (it changes the measurer's work), and
            // dropped: a recorded second measurement comes as `.rewrap`.
            var profile: LineWrapProfile?
            return try withUnsafeMutablePointer(to: &profile) { place throws(TextMeasurementError) in
                try source.measure(text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth, scale: scale,
                                   keepingWrapProfileIn: keepsWrapProfile ? place : nil, view: view, key: key, ordinal: ordinal)
            }
        case .rewrap(let profile):
            // It answered when it was recorded, and a profile is a pure function of its width.
            guard let answered = source.remeasure(profile, atMaxWidth: maxWidth, key: key, ordinal: ordinal) else {
                throw .invalidArgument("the wrap profile of key \(key), request \(ordinal) no longer answers")
            }
            return answered
        }
    }
}

/// Measures live and keeps every request it was asked, in order.
struct RequestRecordingTextSource: TextSource {
    static var readsText: Bool { true }
    var live: LiveTextSource
    var requests: [TextRequest] = []

    mutating func measure(_ text: UnsafeBufferPointer<UInt8>, font: FontDescriptor, numberOfLines: Int, maxWidth: Double?,
                          scale: Double, keepingWrapProfileIn profile: UnsafeMutablePointer<LineWrapProfile?>?, view: Int,
                          key: Int, ordinal: Int) throws(TextMeasurementError) -> MeasuredText {
        requests.append(TextRequest(kind: .measure(text: String(decoding: text, as: UTF8.self), font: font,
                                                   numberOfLines: numberOfLines, scale: scale,
                                                   keepsWrapProfile: profile != nil, view: view),
                                    maxWidth: maxWidth, key: key, ordinal: ordinal))
        return try live.measure(text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth, scale: scale,
                                keepingWrapProfileIn: profile, view: view, key: key, ordinal: ordinal)
    }

    mutating func remeasure(_ profile: LineWrapProfile, atMaxWidth maxWidth: Double?, key: Int, ordinal: Int) -> MeasuredText? {
        guard let answered = live.remeasure(profile, atMaxWidth: maxWidth, key: key, ordinal: ordinal) else { return nil }
        requests.append(TextRequest(kind: .rewrap(profile), maxWidth: maxWidth, key: key, ordinal: ordinal))
        return answered
    }
}

extension TextRequest {
    /// Every text request of `rows` at `width` (key = row index), in row order, found by laying
    /// the rows out with one incremental solver per variant. Rows the solver cannot take (a
    /// variant without a region: the model lays those out) ask for nothing here.
    static func requests(of rows: [BatchRow], variants: [CompiledVariant?], width: Double, scale: Double,
                         measurer: any TextMeasuring) -> [TextRequest] {
        var solvers: [ObjectIdentifier: RowByRowSolver<RequestRecordingTextSource>] = [:]
        var requests: [TextRequest] = []
        let batch = RowBatch(rows.map { .success($0) })
        for index in rows.indices {
            guard let variant = variants[index] else { continue }
            let key = ObjectIdentifier(variant)
            if solvers[key] == nil {
                solvers[key] = RowByRowSolver(variant: variant, mode: .incremental, scale: scale,
                                              source: RequestRecordingTextSource(live: LiveTextSource(measurer: measurer)))
            }
            var ordinal = 0
            _ = solvers[key]?.fittedHeight(of: index, in: batch, width: width, key: index, ordinal: &ordinal)
            if let asked = solvers[key]?.source.requests {
                requests += asked
                solvers[key]?.source.requests.removeAll(keepingCapacity: true)
            }
        }
        return requests
    }
}
