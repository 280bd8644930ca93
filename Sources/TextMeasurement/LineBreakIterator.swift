import CLineBreaking

/// UAX #14 line-break opportunities from ICU's rule-based iterator, reused across texts.
///
/// Not thread-safe: each `MeasurementWorkspace` owns one (cloned from its engine's template,
/// which is cheaper than opening a new one), so a thread never shares its iterator.
final class LineBreakIterator {
    private let breaker: OpaquePointer

    init?(cloning template: LineBreakIterator? = nil) {
        let made = template.map { oal_line_breaker_clone($0.breaker) } ?? oal_line_breaker_create()
        guard let made else { return nil }
        breaker = made
    }

    deinit { oal_line_breaker_destroy(breaker) }

    /// Appends every break opportunity of `utf16` (as UTF-16 offsets, end of text included)
    /// to `offsets`. Returns false if ICU refused the text.
    func opportunities(in utf16: UnsafeBufferPointer<UInt16>, into offsets: inout [Int32]) -> Bool {
        guard let base = utf16.baseAddress, oal_line_breaker_set_text(breaker, base, Int32(utf16.count)) == 0 else {
            return false
        }
        var isHard: Int32 = 0
        while true {
            let offset = oal_line_breaker_next(breaker, &isHard)
            if offset < 0 { return true }
            offsets.append(offset)
        }
    }
}
