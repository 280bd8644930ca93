import CHarfBuzz

/// How a measurement gets the width-independent analysis of its text (scalars, font runs,
/// glyphs, advances and their prefix sums, and once a width needed them the break
/// opportunities): from the workspace's `TextAnalysisCache` when the same text was analysed
/// in the same font recently, else by loading and analysing it (`analyseParagraphs`).
///
/// Invariant: after `prepareAnalysis` the workspace buffers hold exactly what loading and
/// analysing the text would have put there; the cache receives its copy before any line is
/// wrapped (wrapping overwrites the advances of a line's last run).
extension MeasurementWorkspace {
    /// Returns the cache entry that holds the analysis (pass it to `finishAnalysis`), nil when
    /// it is not cached. `store` false: neither look the text up nor keep its analysis.
    /// `markingBreaks`: the caller will need the break opportunities (`analyseParagraphs`).
    mutating func prepareAnalysis(of utf8: UnsafeBufferPointer<UInt8>, _ request: LayoutRequest, store: Bool,
                                  markingBreaks: Bool = false) -> Int? {
        guard store, utf8.count <= TextAnalysisCache.longestText else {
            load(utf8)
            analyseParagraphs(request, markingBreaks: markingBreaks)
            return nil
        }
        let key = TextAnalysisCache.Key(faces: request.faces, size: request.size, mode: request.mode)
        let found = analysisCache.entry(for: key, utf8: utf8)
        if found.hit {
            let loaded = analysisCache.load(found.index, scalars: &scalars, faceIndices: &faceIndices, glyphs: &glyphs,
                                            advances: &advances, runs: &runs, isBreakOpportunity: &isBreakOpportunity)
            // `scripts` is scratch for itemization only; it keeps the size every buffer has.
            Self.ensureCount(&scripts, loaded.count, HB_SCRIPT_COMMON)
            Self.ensureCount(&prefixWidths, loaded.count + 1, 0)
            hasHardBreaks = loaded.hasHardBreaks
            hasBreakOpportunities = loaded.hasBreakOpportunities
            sumPrefixWidths()
        } else {
            load(utf8)
            analyseParagraphs(request, markingBreaks: markingBreaks)
            analysisCache.store(found.index, count: scalars.count, scalars: scalars, faceIndices: faceIndices, glyphs: glyphs,
                                advances: advances, runs: runs, hasHardBreaks: hasHardBreaks)
        }
        return found.index
    }

    /// Adds the break opportunities found during the call to the entry from `prepareAnalysis`.
    mutating func finishAnalysis(_ entry: Int?) {
        guard let entry, hasBreakOpportunities, !analysisCache.hasBreakOpportunities(entry) else { return }
        analysisCache.storeBreakOpportunities(entry, isBreakOpportunity)
    }
}
