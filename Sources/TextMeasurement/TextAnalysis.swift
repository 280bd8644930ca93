import CHarfBuzz

/// The width-independent analysis of one text in one font: its scalars, the face, glyph,
/// script and advance of each, prefix sums of the advances per paragraph, the shaping runs and,
/// once a width needed them, the break opportunities. Wrapping at any width only reads it.
///
/// The workspace works on these buffers as its own stored arrays (the hot loops need them
/// there); `MeasurementWorkspace.exchangeAnalysis(with:)` swaps them, buffer for buffer, with a
/// value kept in the `TextAnalysisCache`, which costs no copy either way.
struct TextAnalysis {
    var scalars: [UInt32] = []
    var faceIndices: [UInt8] = []
    var glyphs: [UInt32] = []
    var scripts: [hb_script_t] = []
    var advances: [Int32] = []
    var prefixWidths: [Int] = []
    var runs: [TextRun] = []
    var isBreakOpportunity: [Bool] = []
    var hasBreakOpportunities = false
}

extension MeasurementWorkspace {
    /// Swaps the workspace's analysis buffers with `other`'s.
    mutating func exchangeAnalysis(with other: inout TextAnalysis) {
        swap(&scalars, &other.scalars)
        swap(&faceIndices, &other.faceIndices)
        swap(&glyphs, &other.glyphs)
        swap(&scripts, &other.scripts)
        swap(&advances, &other.advances)
        swap(&prefixWidths, &other.prefixWidths)
        swap(&runs, &other.runs)
        swap(&isBreakOpportunity, &other.isBreakOpportunity)
        swap(&hasBreakOpportunities, &other.hasBreakOpportunities)
    }
}

extension MeasurementWorkspace {
    /// Loads and analyses `text` for `request`, or finds its analysis in the cache; returns the
    /// cache entry whose buffers the workspace now holds (hand it to `releaseAnalysis`), nil
    /// when the analysis is in the workspace's own buffers. `store`: whether a new analysis
    /// may take a cache entry.
    mutating func prepareAnalysis(of text: String, _ request: LayoutRequest, store: Bool) -> Int? {
        let key = TextAnalysisCache.Key(text: text, faces: request.faces, size: request.size, mode: request.mode)
        // Native strings give their UTF-8 directly; any other string is simply not cached.
        let found: (index: Int, hit: Bool)?? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard utf8.count <= TextAnalysisCache.longestText else { return nil }
            return analysisCache.entry(for: key, utf8: utf8, store: store)
        }
        guard let found = found ?? nil else {
            load(text)
            analyseParagraphs(request)
            return nil
        }
        var analysis = analysisCache.take(found.index)
        exchangeAnalysis(with: &analysis)
        analysisCache.put(analysis, at: found.index)
        if !found.hit {
            load(text)
            analyseParagraphs(request)
        }
        return found.index
    }

    /// Gives the entry from `prepareAnalysis` its buffers back (and the workspace its own).
    mutating func releaseAnalysis(_ entry: Int?) {
        guard let entry else { return }
        var analysis = analysisCache.take(entry)
        exchangeAnalysis(with: &analysis)
        analysisCache.put(analysis, at: entry)
    }
}
