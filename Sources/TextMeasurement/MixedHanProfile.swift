import CHarfBuzz

/// The wrap profile of a paragraph of printable ASCII, plain Chinese (`HanLineBreaks`'
/// characters) and other characters that need no shaping, made in one pass after decoding: a
/// message such as "Lunch at 12:30，明天见！", "周末见……" or "José — done". The general path makes
/// it from five passes (script resolution, face choice, runs, table advances, break finding)
/// and its buffers; this pass keeps only the scalars, faces and glyphs and writes the profile's
/// breaks.
///
/// Invariant: where it answers, the profile equals the general path's (`prepareAnalysis`, then
/// `wrapProfile`). It follows the general rules on the text they cannot make otherwise: no
/// paired punctuation (so no character takes a partner's script, `ScriptResolver`), no emoji,
/// no space but U+0020, no hard break, nothing that needs shaping; every character's own script
/// is Latin, Han or Common (`ScriptResolver.script(of:)`), and a Common one takes the script
/// before it (or, at the start, of the first that follows); faces are chosen per script
/// segment by `chooseFaces` itself (Chinese from the second face, which the first must lack;
/// spaces join their run, trailing spaces move to an earlier face); a run is a stretch of one
/// script and face, set from its face's tables for its script with kerning inside the run only
/// (`tableAdvances`); breaks come from `CommonLineBreaks.Scanner` and their numbers as
/// `appendBreaks` reads them. `MixedHanProfileTests` compares the two on seeded random texts.
extension MeasurementWorkspace {
    /// The profile of a one-paragraph text from the pass that takes it (`printableASCIIProfile`,
    /// `plainHanProfile`, `mixedHanProfile`), or nil when none does.
    mutating func onePassProfile(_ utf8: UnsafeBufferPointer<UInt8>, _ request: LayoutRequest, leading: Double,
                                 scale: Double) -> LineWrapProfile? {
        if (utf8.first ?? 0) < 0x80 {
            if let profile = printableASCIIProfile(utf8, request, leading: leading, scale: scale) { return profile }
        } else if let profile = plainHanProfile(utf8, request, leading: leading, scale: scale) {
            return profile
        }
        return mixedHanProfile(utf8, request, leading: leading, scale: scale)
    }

    mutating func mixedHanProfile(_ utf8: UnsafeBufferPointer<UInt8>, _ request: LayoutRequest, leading: Double,
                                  scale: Double) -> LineWrapProfile? {
        // Printable ASCII alone is `printableASCIIProfile`'s: this pass takes a text with a byte beyond it.
        guard request.mode == .fast, CommonLineBreaks.matchesInstalledICU, request.faces.count >= 2, !utf8.isEmpty,
              utf8.count < Int(Int32.max) / 2, utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        load(utf8)
        guard !mayHaveHardBreaks, classifyMixed(request.faces) else { return nil }
        resolveMixedScripts()
        chooseMixedFaces(request.faces)
        let runs = mixedRuns()
        guard let runFaces = setMixedAdvances(runs, request) else { return nil }
        let count = scalars.count
        Self.ensureCount(&profileScratch, LineWrapProfile.paragraphFields + LineWrapProfile.breakFields * (count + 1), 0)
        guard let used = writeMixedBreaks(runs, request) else { return nil }
        let faceMetrics = lineMetrics(of: request.faces)
        let firstFace = runs[0].face
        let uniform = runs.allSatisfy { $0.face == firstFace }
        return profileScratch.withUnsafeBufferPointer { scratch in
            LineWrapProfile(storage: UnsafeBufferPointer(rebasing: scratch[0..<used]), runs: uniform ? [] : runFaces,
                            uniformFaces: 1 << UInt32(firstFace), faceMetrics: faceMetrics, size: request.size,
                            scalarCount: count, endsWithParagraphSeparator: false, leading: leading,
                            lineLimit: request.lineLimit, scale: scale)
        }
    }

    /// Each character's own script (Latin, Han or Common) into `scripts`; false for a text that
    /// is not the pass's (see the invariant). Glyphs come once faces are chosen.
    private mutating func classifyMixed(_ faces: [FontFace]) -> Bool {
        let first = faces[0], second = faces[1]
        let traitTable = traitTable
        return scalars.withUnsafeBufferPointer { scalars in
            scripts.withUnsafeMutableBufferPointer { scripts in
                traitTable.withUnsafeBufferPointer { traits in
                    for index in scalars.indices {
                        let scalar = scalars[index]
                        if scalar >= 0x20, scalar < 0x7F {
                            guard !ScriptResolver.isPaired(scalar), first.glyph(for: scalar) != 0 else { return false }
                            scripts[index] = CommonLineBreaks.isASCIILetter(scalar) ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
                            continue
                        }
                        let kind = HanLineBreaks.kind(scalar)
                        if kind != .other {
                            // Ideographs pair with nothing; the full-width punctuation may.
                            guard kind == .ideographic || !ScriptResolver.isPaired(scalar), first.glyph(for: scalar) == 0,
                                  second.glyph(for: scalar) != 0 else { return false }
                            scripts[index] = kind == .ideographic ? HB_SCRIPT_HAN : HB_SCRIPT_COMMON
                            continue
                        }
                        // Latin letters beyond ASCII and punctuation of no script ("é", "…", "—"), in
                        // whichever face `chooseFaces` gives them.
                        let script = ScriptResolver.script(of: scalar)
                        guard script == HB_SCRIPT_LATIN || script == HB_SCRIPT_COMMON, !ScriptResolver.isPaired(scalar),
                              Self.traits(scalar, table: traits) & Self.declinedByMixedPass == 0 else { return false }
                        scripts[index] = script
                    }
                    return true
                }
            }
        }
    }

    /// Traits of characters this pass leaves to the general path: emoji (their runs and
    /// presentation), spaces other than U+0020 and invisible characters (face-neutral), hard
    /// breaks, and whatever needs shaping.
    private static let declinedByMixedPass = CharacterTraits.emoji | CharacterTraits.emojiPresentation | CharacterTraits.fontNeutral
        | CharacterTraits.whiteSpace | CharacterTraits.hardBreak | CharacterTraits.needsShaping

    /// Common characters take the script before them, or at the start the first that follows.
    private mutating func resolveMixedScripts() {
        var current = scripts.prefix(scalars.count).first { $0 != HB_SCRIPT_COMMON } ?? HB_SCRIPT_COMMON
        for index in scalars.indices {
            if scripts[index] != HB_SCRIPT_COMMON { current = scripts[index] }
            scripts[index] = current
        }
    }

    /// `chooseFaces` over each stretch of one script, as `itemize` calls it.
    private mutating func chooseMixedFaces(_ faces: [FontFace]) {
        var start = 0
        let count = scalars.count
        while start < count {
            var end = start + 1
            while end < count, scripts[end] == scripts[start] { end += 1 }
            chooseFaces(start..<end, faces: faces)
            start = end
        }
    }

    /// The stretches of one script and face.
    private func mixedRuns() -> [TextRun] {
        let count = scalars.count
        // Counted first, so that the list is allocated once (growing it was most of a mixed
        // text's allocations).
        var runCount = count > 0 ? 1 : 0
        for index in 1..<max(1, count) where scripts[index] != scripts[index - 1] || faceIndices[index] != faceIndices[index - 1] {
            runCount += 1
        }
        var made: [TextRun] = []
        made.reserveCapacity(runCount)
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, scripts[end] == scripts[start], faceIndices[end] == faceIndices[start] { end += 1 }
            made.append(TextRun(range: start..<end, face: Int(faceIndices[start]), script: scripts[start], isTableSet: true))
            start = end
        }
        return made
    }

    /// Each run's advances from its face's tables for its script (`tableAdvances`' formula),
    /// into `advances`, and the runs as the profile lists them; nil where the tables cannot set
    /// a glyph, a face kerns the script only by shaping, or an advance is negative.
    private mutating func setMixedAdvances(_ runs: [TextRun], _ request: LayoutRequest) -> [Int32]? {
        var runFaces: [Int32] = []
        runFaces.reserveCapacity(3 * runs.count)
        for run in runs {
            let face = request.faces[run.face]
            guard let script = ScriptClass(run.script) else { return nil }
            if case .shapingOnly = face.kerning[script.rawValue] { return nil }
            let sized = sizedAdvances(face, size: request.size)
            guard Self.setRunAdvances(run.range, face: face, script: script, kerning: RunKerning(run, request), sized: sized,
                                      scalars: scalars, traitTable: traitTable, glyphs: &glyphs, advances: &advances) else {
                return nil
            }
            runFaces.append(Int32(run.range.lowerBound))
            runFaces.append(Int32(run.range.upperBound))
            runFaces.append(Int32(run.face))
        }
        return runFaces
    }

    /// One run's glyphs and advances (see `setMixedAdvances`), through buffer pointers: element
    /// stores into the workspace's arrays would each check their uniqueness again.
    private static func setRunAdvances(_ range: Range<Int>, face: FontFace, script: ScriptClass, kerning: RunKerning, sized: [Int32],
                                       scalars: [UInt32], traitTable: [UInt8], glyphs: inout [UInt32],
                                       advances: inout [Int32]) -> Bool {
        scalars.withUnsafeBufferPointer { scalars in
            sized.withUnsafeBufferPointer { sized in
                traitTable.withUnsafeBufferPointer { traits in
                    glyphs.withUnsafeMutableBufferPointer { glyphs in
                        advances.withUnsafeMutableBufferPointer { advances in
                            // Each character takes its run's face's glyph (a space may be in either face).
                            for index in range { glyphs[index] = face.glyph(for: scalars[index]) }
                            let last = range.upperBound - 1
                            for index in range {
                                let glyph = glyphs[index]
                                guard glyph != 0, Int(glyph) < sized.count, face.isTableSafe(glyph, in: script),
                                      Self.traits(scalars[index], table: traits) & CharacterTraits.needsShaping == 0 else { return false }
                                let advance = sized[Int(glyph)] + (index < last ? kerning.between(glyph, glyphs[index + 1]) : 0)
                                guard advance >= 0 else { return false }
                                advances[index] = advance
                            }
                            return true
                        }
                    }
                }
            }
        }
    }

    /// The paragraph's header and breaks into `profileScratch` (as `appendBreaks` makes them);
    /// how many numbers, or nil where the scanner leaves the breaks to ICU.
    private mutating func writeMixedBreaks(_ runs: [TextRun], _ request: LayoutRequest) -> Int? {
        // The scratch is taken out for the call (its pointer is held while the text is read).
        var scratch: [Int32] = []
        swap(&scratch, &profileScratch)
        defer { swap(&scratch, &profileScratch) }
        return scratch.withUnsafeMutableBufferPointer { storage in writeMixedBreaks(runs, request, into: storage) }
    }

    /// `mutating` only so that the closure above passes the workspace by reference: calling a
    /// non-mutating method there copied the whole workspace (its tables' references) every text.
    private mutating func writeMixedBreaks(_ runs: [TextRun], _ request: LayoutRequest, into storage: UnsafeMutableBufferPointer<Int32>) -> Int? {
        scalars.withUnsafeBufferPointer { scalars in
            glyphs.withUnsafeBufferPointer { glyphs in
                advances.withUnsafeBufferPointer { advances in
                    breakClassTable.withUnsafeBufferPointer { breakClasses in
                        traitTable.withUnsafeBufferPointer { traits in
                            Self.writeMixedBreaks(runs, request, scalars: scalars,
                                                  glyphs: glyphs, advances: advances, breakClasses: breakClasses, traits: traits,
                                                  into: storage)
                        }
                    }
                }
            }
        }
    }

    /// The loop of `writeMixedBreaks`, with the text's buffers and the tables at hand.
    private static func writeMixedBreaks(_ runs: [TextRun], _ request: LayoutRequest, scalars: UnsafeBufferPointer<UInt32>,
                                         glyphs: UnsafeBufferPointer<UInt32>, advances: UnsafeBufferPointer<Int32>,
                                         breakClasses: UnsafeBufferPointer<UInt8>, traits: UnsafeBufferPointer<UInt8>,
                                         into storage: UnsafeMutableBufferPointer<Int32>) -> Int? {
        let count = scalars.count
        var scanner = CommonLineBreaks.Scanner()
        var field = LineWrapProfile.paragraphFields
        var prefix = 0
        var visibleEnd = 0
        var visiblePrefix = 0
        var run = 0
        var kerning = RunKerning(runs[0], request)
        for index in 0..<count {
            let scalar = scalars[index]
            guard let breaks = scanner.breaks(before: CommonLineBreaks.entry(scalar, table: breakClasses), at: index) else { return nil }
            while runs[run].range.upperBound <= index {
                run += 1
                kerning = RunKerning(runs[run], request)
            }
            if breaks, index > 0 {
                let endsInWhiteSpace = visibleEnd < index
                // A line ending without white space inside a run loses the kerning across its end.
                let across = !endsInWhiteSpace && runs[run].range.lowerBound < index ? Int(kerning.between(glyphs[index - 1], glyphs[index])) : 0
                LineWrapProfile.writeBreak(into: storage, at: &field, position: index, prefix: prefix,
                                           fit: endsInWhiteSpace ? prefix - Int(advances[index - 1]) : prefix, visibleEnd: visibleEnd,
                                           visibleWidth: (endsInWhiteSpace ? visiblePrefix : prefix) - across)
            }
            prefix += Int(advances[index])
            if Self.traits(scalar, table: traits) & CharacterTraits.whiteSpace == 0 {
                visibleEnd = index + 1
                visiblePrefix = prefix
            }
        }
        guard prefix <= Int(Int32.max) else { return nil }
        LineWrapProfile.writeBreak(into: storage, at: &field, position: count, prefix: prefix,
                                   fit: visibleEnd < count ? prefix - Int(advances[count - 1]) : prefix, visibleEnd: visibleEnd,
                                   visibleWidth: visiblePrefix)
        storage[0] = 0
        storage[1] = Int32(count)
        storage[2] = Int32(count)
        storage[3] = Int32((field - LineWrapProfile.paragraphFields) / LineWrapProfile.breakFields)
        return field
    }
}
