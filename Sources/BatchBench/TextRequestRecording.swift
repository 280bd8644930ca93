import AutoLayout
import BatchLayout
import TextMeasurement

/// One text measurement a row asks for, kept with its place (row item and ordinal), so the
/// bench can time text measurement on its own: the same requests, in the same order per row,
/// as the batch makes (the row-by-row solvers ask in the batch engine's order, which is why a
/// recording of the batch replays in them).
struct TextRequest: Sendable {
    let text: String
    let sizing: TextSizing
    let maxWidth: Double?
    let scale: Double
    let keepsWrapProfile: Bool
    let view: Int
    let item: Int
    let ordinal: Int
    /// For a second measurement answered from a wrap profile: that profile, which answers it again.
    var rewrapping: LineWrapProfile?

    func measure<Source: TextSource>(with source: inout Source) throws(TextMeasurementError) -> MeasuredText {
        if let rewrapping, let answered = source.remeasure(rewrapping, atMaxWidth: maxWidth, item: item, ordinal: ordinal) {
            return answered
        }
        return try source.measure(text, sizing, maxWidth: maxWidth, scale: scale, keepingWrapProfile: keepsWrapProfile, view: view,
                                  item: item, ordinal: ordinal).measured
    }
}

/// Measures live and keeps every request it was asked, in order.
struct RequestRecordingTextSource: TextSource {
    static var readsText: Bool { true }
    var live: LiveTextSource
    var requests: [TextRequest] = []

    mutating func measure(_ text: UnsafeBufferPointer<UInt8>, _ sizing: TextSizing, maxWidth: Double?, scale: Double,
                          keepingWrapProfile: Bool, view: Int, item: Int,
                          ordinal: Int) throws(TextMeasurementError) -> ProfiledMeasurement {
        requests.append(TextRequest(text: String(decoding: text, as: UTF8.self), sizing: sizing, maxWidth: maxWidth, scale: scale,
                                    keepsWrapProfile: keepingWrapProfile, view: view, item: item, ordinal: ordinal))
        return try live.measure(text, sizing, maxWidth: maxWidth, scale: scale, keepingWrapProfile: keepingWrapProfile, view: view,
                                item: item, ordinal: ordinal)
    }

    mutating func remeasure(_ profile: LineWrapProfile, atMaxWidth maxWidth: Double?, item: Int, ordinal: Int) -> MeasuredText? {
        // The request's text and sizing are its first measurement's (a rewrap reads neither).
        guard let answered = live.remeasure(profile, atMaxWidth: maxWidth, item: item, ordinal: ordinal),
              let first = requests.last(where: { $0.item == item }) else { return nil }
        requests.append(TextRequest(text: "", sizing: first.sizing, maxWidth: maxWidth, scale: first.scale, keepsWrapProfile: false,
                                    view: first.view, item: item, ordinal: ordinal, rewrapping: profile))
        return answered
    }
}

extension TextRequest {
    /// Every text request of `rows` at `width` (item = row index), in row order, found by laying
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
            _ = solvers[key]?.fittedHeight(of: index, in: batch, width: width, item: index)
            if let asked = solvers[key]?.source.requests {
                requests += asked
                solvers[key]?.source.requests.removeAll(keepingCapacity: true)
            }
        }
        return requests
    }
}
