/// Greedy line filling, paragraph by paragraph (paragraphs end at hard line breaks).
///
/// Invariants, the same as the Pango reference's word-char wrapping:
/// - a line ends at the last UAX #14 break opportunity before the first position where the
///   content would overflow; a white-space character just before a break does not count
///   towards the fit (it hangs in the margin);
/// - when no break opportunity fits (one word wider than the line), the line ends at the last
///   grapheme boundary that fits, and holds at least one grapheme (and a white-space character
///   right after it, which hangs);
/// - the reported width is that of the line set on its own: trailing white space excluded
///   (except on a text set as one line: `countsTrailingWhiteSpace`), and no kerning with the
///   character that starts the next line.
extension MeasurementWorkspace {
    struct LayoutRequest {
        var faces: [FontFace]
        var size: Double
        var maxWidth: Double?
        /// Stop once this many lines exist (0: lay out everything).
        var lineLimit: Int
        var mode: MeasurementMode
    }

    /// Lays out the loaded and analysed text (`analyseParagraphs`); with a line limit, stops
    /// after `lineLimit + 1` lines (enough to know whether the text was cut).
    mutating func layOutLines(_ request: LayoutRequest) -> [LaidLine] {
        // Reuse the buffer of the previous call's lines: the caller has dropped its copy by now,
        // so emptying it keeps the capacity without a new allocation per label.
        var lines = spareLines
        spareLines = []
        lines.removeAll(keepingCapacity: true)
        defer { spareLines = lines }
        let count = scalars.count
        var start = 0
        while true {
            let contentEnd = hasHardBreaks ? paragraphContentEnd(from: start) : count
            let next = paragraphEnd(after: contentEnd)
            layOutParagraph(start..<contentEnd, end: next, request, into: &lines)
            if request.lineLimit > 0, lines.count > request.lineLimit { break }
            if next >= count {
                // A text ending in a paragraph break (not a line separator) has an empty last line.
                if contentEnd < count, Self.isParagraphSeparator(scalars[contentEnd]) {
                    lines.append(LaidLine(range: count..<count, width: 0, faces: 1, paragraph: count..<count, paragraphEnd: count))
                }
                break
            }
            start = next
        }
        return lines
    }

    /// Analyses every paragraph of the loaded text (font runs, advances, prefix sums): the part
    /// of the layout that does not depend on the width, done before any line is wrapped so
    /// that a `TextAnalysisCache` entry holds all of it.
    /// `markingBreaks`: find the break opportunities too where that costs little (a text of
    /// one printable-ASCII paragraph), for a caller that will need them.
    mutating func analyseParagraphs(_ request: LayoutRequest, markingBreaks: Bool = false) {
        let count = scalars.count
        hasHardBreaks = false
        // Whether every paragraph's prefix widths are written (the one-pass path writes its own).
        var summed = true
        var start = 0
        while start < count {
            let contentEnd = mayHaveHardBreaks ? paragraphContentEnd(from: start) : count
            let content = start..<contentEnd
            if content.isEmpty {
                summed = false
            } else if !analysePrintableASCII(content, request, markingBreaks: markingBreaks) {
                summed = false
                let firstRun = runs.count
                itemize(content, faces: request.faces)
                computeAdvances(ofRunsFrom: firstRun, paragraph: content, faces: request.faces, size: request.size,
                                mode: request.mode)
            }
            start = paragraphEnd(after: contentEnd)
            // The hard break itself belongs to no run. Its face is read once, by the ellipsis
            // choice when hidden text starts with it (`TailTruncation`): give it the first
            // face, as a fresh workspace's zeroed buffers always did, rather than whatever the
            // previous text left there.
            for index in contentEnd..<start { faceIndices[index] = 0 }
            if contentEnd < count { hasHardBreaks = true }
        }
        if !summed { sumPrefixWidths() }
    }

    /// `prefixWidths` from `advances`, restarting at 0 at each paragraph (each one's sums are
    /// read only within it). Also how a cached analysis gets them back: cheaper than storing them.
    mutating func sumPrefixWidths() {
        let count = scalars.count
        var start = 0
        while start < count {
            let contentEnd = hasHardBreaks ? paragraphContentEnd(from: start) : count
            advances.withUnsafeBufferPointer { advances in
                prefixWidths.withUnsafeMutableBufferPointer { prefixWidths in
                    prefixWidths[start] = 0
                    for index in start..<contentEnd { prefixWidths[index + 1] = prefixWidths[index] + Int(advances[index]) }
                }
            }
            start = paragraphEnd(after: contentEnd)
        }
    }

    /// Where the paragraph whose content ends at `contentEnd` ends: after its hard break (two
    /// scalars for CR LF).
    func paragraphEnd(after contentEnd: Int) -> Int {
        let count = scalars.count
        guard contentEnd < count else { return contentEnd }
        return contentEnd + ((scalars[contentEnd] == 0x0D && contentEnd + 1 < count && scalars[contentEnd + 1] == 0x0A) ? 2 : 1)
    }

    /// The first hard break at or after `start` (the text's end if none).
    func paragraphContentEnd(from start: Int) -> Int {
        let traitTable = traitTable
        return scalars.withUnsafeBufferPointer { scalars in
            var end = start
            while end < scalars.count {
                let scalar = scalars[end]
                let traits = scalar < 0x10000 ? traitTable[Int(scalar)] : CharacterTraits.traits(scalar)
                if traits & CharacterTraits.hardBreak != 0 { break }
                end += 1
            }
            return end
        }
    }

    /// LF, CR (CR LF) and U+2029 end a paragraph; LS, VT, FF and NEL only end a line.
    static func isParagraphSeparator(_ scalar: UInt32) -> Bool {
        scalar == 0x0A || scalar == 0x0D || scalar == 0x2029
    }

    private mutating func layOutParagraph(_ content: Range<Int>, end: Int, _ request: LayoutRequest, into lines: inout [LaidLine]) {
        guard !content.isEmpty else {
            let faces = content.upperBound < end ? emptyLineFaces(separatorAt: content.upperBound, request.faces) : 1
            lines.append(LaidLine(range: content.lowerBound..<end, width: 0, faces: faces, paragraph: content, paragraphEnd: end))
            return
        }
        var lineStart = content.lowerBound
        let growing = request.maxWidth != nil && hasNoNegativeAdvance(content)
        while true {
            let lineEnd = request.maxWidth.map {
                wrapEnd(from: lineStart, in: content, limit: LayoutUnits.units($0), growing: growing)
            } ?? content.upperBound
            let isLast = lineEnd >= content.upperBound
            let range = lineStart..<(isLast ? end : lineEnd)
            lines.append(LaidLine(range: range, width: lineWidth(lineStart..<lineEnd, content: content, request),
                                  faces: faceMask(lineStart..<lineEnd), paragraph: content, paragraphEnd: end))
            if isLast || (request.lineLimit > 0 && lines.count > request.lineLimit) { return }
            lineStart = lineEnd
        }
    }

    /// When every line of `lines` (laid out from the loaded text) is a whole paragraph: the
    /// narrowest width limit, in layout units, at which `layOutLines` sets the same lines. A
    /// paragraph stays on one line exactly when its fit width is within the limit (the first
    /// test of `wrapEnd`), so that limit is the widest paragraph's fit width. Nil when a
    /// paragraph was wrapped.
    func wholeParagraphsFitLimit(_ lines: [LaidLine]) -> Int? {
        var limit = 0
        for line in lines {
            guard line.range.lowerBound == line.paragraph.lowerBound, line.range.upperBound >= line.paragraph.upperBound else {
                return nil
            }
            limit = max(limit, fitWidth(line.paragraph.lowerBound, line.paragraph.upperBound))
        }
        return limit
    }

    /// Whether no advance of `range` is negative, so that prefix widths only grow.
    func hasNoNegativeAdvance(_ range: Range<Int>) -> Bool {
        advances.withUnsafeBufferPointer { advances in
            var smallest: Int32 = 0
            for index in range { smallest = min(smallest, advances[index]) }
            return smallest >= 0
        }
    }

    /// Where the line starting at `start` ends (exclusive), before the hard break. `growing`:
    /// no advance of the paragraph is negative (`hasNoNegativeAdvance`).
    private mutating func wrapEnd(from start: Int, in content: Range<Int>, limit: Int, growing: Bool) -> Int {
        if fitWidth(start, content.upperBound) <= limit { return content.upperBound }
        findBreakOpportunities()
        var lastFit: Int?
        var position = start + 1
        if growing {
            // The fit width of `start..<p` is then the largest fit width of any shorter line
            // (a hanging space only takes off what it added), so the scan below would stop
            // at the first break opportunity that does not fit: one scan of the widths finds it.
            lastFit = lastFittingBreak(from: start, in: content, limit: limit)
            position = content.upperBound
        } else {
            // The same scan as `fitWidth` position by position, through buffer pointers.
            let traitTable = traitTable
            prefixWidths.withUnsafeBufferPointer { prefixWidths in
                scalars.withUnsafeBufferPointer { scalars in
                    advances.withUnsafeBufferPointer { advances in
                        isBreakOpportunity.withUnsafeBufferPointer { isBreakOpportunity in
                            let base = prefixWidths[start]
                            while position <= content.upperBound {
                                var width = prefixWidths[position] - base
                                let scalar = scalars[position - 1]
                                let traits = scalar < 0x10000 ? traitTable[Int(scalar)] : CharacterTraits.traits(scalar)
                                if traits & CharacterTraits.whiteSpace != 0 { width -= Int(advances[position - 1]) }
                                if width > limit { break }
                                if isBreakOpportunity[position] || position == content.upperBound { lastFit = position }
                                position += 1
                            }
                        }
                    }
                }
            }
        }
        if position > content.upperBound { return content.upperBound }
        if let lastFit { return lastFit }
        // No word fits: break inside the first one, at grapheme boundaries. A white-space
        // character right after the graphemes hangs there, as at any break (it does not count
        // towards the fit), even when the line's one grapheme is wider than the limit: it
        // never starts a line of its own.
        var end = start
        // The closure reads the arrays, not `self`: Swift copies the whole workspace for each
        // call of a closure that reads `self` once `forEach` is specialized for it.
        let (sums, widths, text, table) = (prefixWidths, advances, scalars, traitTable)
        GraphemeBoundaries.forEach(in: start..<content.upperBound, of: text) { boundary in
            if end > start, Self.fitWidth(start, boundary, prefixWidths: sums, advances: widths, scalars: text, traitTable: table) > limit {
                let hangs = boundary == end + 1 && Self.traits(text[end], table: table) & CharacterTraits.whiteSpace != 0
                    && Self.traits(text[end - 1], table: table) & CharacterTraits.whiteSpace == 0
                guard hangs else { return false }
            }
            end = boundary
            return true
        }
        return end
    }

    /// The last break opportunity after `start` (the paragraph's end counts as one) up to which
    /// the line fits, for a paragraph without negative advances whose rest does not fit.
    ///
    /// The fit width of `start..<p` then never decreases with `p` (a hanging white space only
    /// takes off what it added), so the positions that fit are those up to some `m`, and the
    /// answer is the last break opportunity at or before `m`, found by looking back from it
    /// (usually less than a word): what visiting the break opportunities in order and stopping
    /// at the first that does not fit gives, without visiting them. `m` comes from one scan of
    /// the prefix sums for the first position `q` whose width without hanging is over the
    /// limit: every later position is at least as wide without its last character, so `m` is
    /// `q` when `q`'s last character hangs and the rest fits, else `q - 1`.
    private func lastFittingBreak(from start: Int, in content: Range<Int>, limit: Int) -> Int? {
        let over = prefixWidths.withUnsafeBufferPointer { prefixWidths in
            let most = prefixWidths[start] + limit
            var position = start + 1
            // The whole paragraph is over the limit, so the scan stops inside it.
            while position < content.upperBound, prefixWidths[position] <= most { position += 1 }
            return position
        }
        let fitting = fitWidth(start, over) <= limit ? over : over - 1
        return isBreakOpportunity.withUnsafeBufferPointer { marks in
            var position = fitting
            while position > start {
                if marks[position] { return position }
                position -= 1
            }
            return nil
        }
    }

    /// Width counted for the fit of a line `start..<end`: a white-space character just before
    /// the end hangs.
    @inline(__always)
    private func fitWidth(_ start: Int, _ end: Int) -> Int {
        Self.fitWidth(start, end, prefixWidths: prefixWidths, advances: advances, scalars: scalars, traitTable: traitTable)
    }

    private static func fitWidth(_ start: Int, _ end: Int, prefixWidths: [Int], advances: [Int32], scalars: [UInt32],
                                 traitTable: [UInt8]) -> Int {
        var width = prefixWidths[end] - prefixWidths[start]
        if end > start, traits(scalars[end - 1], table: traitTable) & CharacterTraits.whiteSpace != 0 {
            width -= Int(advances[end - 1])
        }
        return width
    }

    /// Whether line `line` of a text of `count` scalars counts its trailing white space in its
    /// width: only when the line is the whole text (one line, no hard break), as UIKit sizes a
    /// label: a single line's width in Core Text includes its trailing white space (Apple's
    /// `CTLineGetTrailingWhitespaceWidth`: a line "actually longer than the desired width due to
    /// trailing whitespace"). Evidence, stored frames of own-width single-line labels whose
    /// text ends in white space: fit apps 44 labels of 18 apps all wider than the text
    /// without it by about the spaces (`Scripts/labels/analyse_misses.py`), IB fixtures 6 labels
    /// of 4 apps (" " at 17 pt stored 4.5 pt wide in 2 apps). Not counted where no frame says
    /// so: a line that ends at a soft wrap (the white space hangs, as in the Pango reference),
    /// a line that ends at a hard break and the last line of a wrapped text (the censuses hold
    /// no own-width frame that tells). The width of a one-line text may exceed the limit by the
    /// white-space character that hangs in the fit test, as Core Text's line does.
    /// Every path reads this: `lineWidth`, `PrintableASCIILine`, `LineWrapProfile`'s filling.
    @inline(__always)
    static func countsTrailingWhiteSpace(_ line: Range<Int>, textCount count: Int) -> Bool {
        line.lowerBound == 0 && line.upperBound == count
    }

    /// The visible width of a line: trailing white space excluded (but see
    /// `countsTrailingWhiteSpace`), and the last glyph's kerning with the next line's first
    /// character removed by setting the line's last run again.
    private mutating func lineWidth(_ line: Range<Int>, content: Range<Int>, _ request: LayoutRequest) -> Int {
        if Self.countsTrailingWhiteSpace(line, textCount: scalars.count) { return prefixWidths[line.upperBound] }
        var visibleEnd = line.upperBound
        while visibleEnd > line.lowerBound, traits(scalars[visibleEnd - 1]) & CharacterTraits.whiteSpace != 0 {
            visibleEnd -= 1
        }
        var width = prefixWidths[visibleEnd] - prefixWidths[line.lowerBound]
        if visibleEnd == line.upperBound, visibleEnd < content.upperBound, visibleEnd > line.lowerBound,
           let run = runs.last(where: { $0.range.contains(visibleEnd - 1) }), run.range.contains(visibleEnd) {
            if run.isTableSet {
                // Setting the fragment again would give the same advances but the last one's
                // kerning with the next glyph: take that kerning off instead.
                return width - Int(tableKerning(run, between: visibleEnd - 1, and: visibleEnd, request))
            }
            let fragment = TextRun(range: max(run.range.lowerBound, line.lowerBound)..<visibleEnd, face: run.face, script: run.script)
            computeAdvances([fragment], paragraph: content, faces: request.faces, size: request.size, mode: request.mode)
            width = prefixWidths[fragment.range.lowerBound] - prefixWidths[line.lowerBound]
            for index in fragment.range { width += Int(advances[index]) }
        }
        return width
    }

    /// The kerning the table path added to the advance of `first` for the glyph at `second`, in
    /// layout units (as `tableAdvances` adds it).
    func tableKerning(_ run: TextRun, between first: Int, and second: Int, _ request: LayoutRequest) -> Int32 {
        RunKerning(run, request).between(glyphs[first], glyphs[second])
    }

    /// A run's table kerning (its face's pair table for its script, at the request's size),
    /// looked up once for all the glyph pairs of the run it is asked about.
    struct RunKerning {
        private let table: PairKerningTable?
        private let units: LayoutUnits

        init(_ run: TextRun, _ request: LayoutRequest) {
            self.init(face: request.faces[run.face], script: ScriptClass(run.script), size: request.size)
        }

        /// A run of `script` (nil: a script fast mode does not kern from tables) in `face` at `size`.
        init(face: FontFace, script: ScriptClass?, size: Double) {
            if let script, case .table(let kerning) = face.kerning[script.rawValue] {
                table = kerning
            } else {
                table = nil
            }
            units = LayoutUnits(size: size, unitsPerEm: face.metrics.unitsPerEm)
        }

        /// The kerning the table path added to the advance of `first` for `second`, in layout
        /// units (as `tableAdvances` adds it).
        func between(_ first: UInt32, _ second: UInt32) -> Int32 {
            guard let table else { return 0 }
            let adjustment = table.adjustment(first, second)
            return adjustment == 0 ? 0 : units.scaled(adjustment)
        }
    }

    /// The face of an empty line that ends in the break character at `index`. A paragraph
    /// separator chooses none (the first face sets the line); a line separator belongs to the
    /// text around it and takes the face of the nearest character before it in its paragraph
    /// that chooses one, else of the nearest after it.
    private func emptyLineFaces(separatorAt index: Int, _ faces: [FontFace]) -> UInt32 {
        if Self.isParagraphSeparator(scalars[index]) { return 1 }
        func face(of position: Int) -> UInt32? {
            let scalar = scalars[position]
            guard traits(scalar) & CharacterTraits.fontNeutral == 0,
                  let chosen = faces.firstIndex(where: { $0.glyph(for: scalar) != 0 }) else { return nil }
            return 1 << UInt32(min(chosen, 31))
        }
        var position = index - 1
        while position >= 0, !Self.isParagraphSeparator(scalars[position]) {
            if let found = face(of: position) { return found }
            position -= 1
        }
        position = index + 1
        while position < scalars.count, !Self.isParagraphSeparator(scalars[position]) {
            if let found = face(of: position) { return found }
            position += 1
        }
        return 1
    }

    /// Bit `i` set when face `i` sets a character of `range`, a part of one paragraph's content
    /// (1 when it is empty). The runs cover the content, and every character of a run has the
    /// run's face, so the faces of the runs `range` overlaps are those of its characters.
    func faceMask(_ range: Range<Int>) -> UInt32 {
        var mask: UInt32 = 0
        for run in runs where run.range.overlaps(range) { mask |= 1 << UInt32(min(run.face, 31)) }
        return mask == 0 ? 1 : mask
    }

}

/// Grapheme cluster boundaries of a stretch of scalars, found a window at a time so that a
/// caller that stops early (the line that fits, the truncated prefix that fits) pays for what
/// it reads, not for the rest of a long paragraph.
///
/// Invariant: a boundary is reported only when it is a boundary of the whole `range`. Between
/// two scalars that are both `isAlwaysSeparate` there is one whatever surrounds them (UAX #29:
/// no rule but the last, GB999 "break everywhere", applies to two `Other` scalars), so such
/// stretches are reported without reading them as text; the scalars between are read by
/// Swift's own grapheme breaking a window at a time, each window starting at a boundary that
/// is final. A break inside a window depends only on the scalars up to it and the one after it
/// (UAX #29's rules look left, or at one pair), so every boundary before the window's last
/// scalar is final; the window's own end is not, and the next window starts again at the last
/// final boundary, twice as long.
enum GraphemeBoundaries {
    static let firstWindow = 32

    static func forEach(in range: Range<Int>, of scalars: [UInt32], _ body: (Int) -> Bool) {
        var start = range.lowerBound
        while start < range.upperBound {
            // `start` is a final boundary (or the range's start).
            if isAlwaysSeparate(scalars[start]), start + 1 == range.upperBound || isAlwaysSeparate(scalars[start + 1]) {
                guard body(start + 1) else { return }
                start += 1
                continue
            }
            // Up to the next boundary that is certain without reading: two separate scalars.
            var end = start + 2
            while end < range.upperBound, !(isAlwaysSeparate(scalars[end - 1]) && isAlwaysSeparate(scalars[end])) { end += 1 }
            end = min(end, range.upperBound)
            guard forEachInWindows(in: start..<end, of: scalars, body) else { return }
            start = end
        }
    }

    /// Whether the scalar's Grapheme_Cluster_Break property is `Other` and it is no
    /// regional indicator, Hangul jamo or syllable, prepended or extending mark: printable
    /// ASCII, Latin-1's letters and signs (not the soft hyphen, a control), general
    /// punctuation's dashes, quotes and ellipsis, CJK symbols and punctuation before the
    /// ideographic tone marks, kana, CJK ideographs and full-width ASCII: the characters of
    /// nearly every feed and chat text. `GraphemeBoundaryTests` checks each against Swift's
    /// grapheme breaking.
    @inline(__always)
    static func isAlwaysSeparate(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x20...0x7E, 0xA1...0xAC, 0xAE...0xFF, 0x2010...0x2027, 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FA,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF5E: true
        default: false
        }
    }

    /// The boundaries of `range` (whose ends are final boundaries), read as text a window at a
    /// time; false when `body` asked to stop.
    private static func forEachInWindows(in range: Range<Int>, of scalars: [UInt32], _ body: (Int) -> Bool) -> Bool {
        var start = range.lowerBound
        var window = firstWindow
        while start < range.upperBound {
            let end = min(range.upperBound, start + window)
            let reachesEnd = end == range.upperBound
            var text = String.UnicodeScalarView()
            for index in start..<end { text.append(Unicode.Scalar(scalars[index]) ?? "\u{FFFD}") }
            var offset = start
            var lastFinal = start
            for character in String(text) {
                offset += character.unicodeScalars.count
                // The window's end is a boundary of the window, not yet of the range.
                if offset == end, !reachesEnd { break }
                guard body(offset) else { return false }
                lastFinal = offset
            }
            if reachesEnd { return true }
            // A cluster longer than the window: read it again in a window twice as long.
            start = lastFinal
            window *= 2
        }
        return true
    }
}
