import CHarfBuzz

/// Chooses a face for every character of a paragraph and cuts the paragraph into `TextRun`s.
///
/// Rules (those of common layout engines, so results match the Pango reference):
/// - a character takes the first face of the fallback list that has a glyph for it;
/// - font-neutral characters (spaces, controls, variation selectors) and characters no face
///   has take the face of the run they are in; a paragraph that starts with them takes the
///   face of the first character that chooses one (the first face if none does);
/// - spaces at the end of a run move to the next run when its face comes earlier in the
///   fallback list (the less fallback face gets them);
/// - runs also end where the resolved script changes and where emoji start or end, and faces
///   are chosen separately in each such run (a run of spaces at the end of one never moves to
///   the next; emoji no face has take the face that has a space, not their neighbours' face).
extension MeasurementWorkspace {
    mutating func itemize(_ range: Range<Int>, faces: [FontFace]) {
        guard !range.isEmpty else { return }
        if itemizePrintableASCII(range, faces: faces) || itemizePlainHan(range, faces: faces) { return }
        scalars.withUnsafeBufferPointer { scalarBuffer in
            scripts.withUnsafeMutableBufferPointer { scriptBuffer in
                ScriptResolver.resolve(scalarBuffer, range, into: scriptBuffer, stack: &bracketStack)
            }
        }
        // Faces are chosen within each run of one script (and emoji apart from text), as the
        // font choice of one such run never moves characters of another.
        var segmentStart = range.lowerBound
        var wasEmoji = EmojiRuns.isEmoji(scalars, at: range.lowerBound, table: traitTable)
        for index in range.dropFirst() {
            let isEmoji = EmojiRuns.isEmoji(scalars, at: index, table: traitTable)
            if scripts[index] != scripts[index - 1] || isEmoji != wasEmoji {
                chooseFaces(segmentStart..<index, faces: faces)
                segmentStart = index
            }
            wasEmoji = isEmoji
        }
        chooseFaces(segmentStart..<range.upperBound, faces: faces)
        var start = range.lowerBound
        for index in range {
            glyphs[index] = faces[Int(faceIndices[index])].glyph(for: scalars[index])
            if index > start, faceIndices[index] != faceIndices[index - 1] || scripts[index] != scripts[index - 1] {
                runs.append(TextRun(range: start..<index, face: Int(faceIndices[start]), script: scripts[start]))
                start = index
            }
        }
        runs.append(TextRun(range: start..<range.upperBound, face: Int(faceIndices[start]), script: scripts[start]))
    }

    mutating func chooseFaces(_ range: Range<Int>, faces: [FontFace]) {
        let noFace = UInt8.max
        var runFace = noFace
        var runStart = range.lowerBound
        var firstTrailingSpace = -1
        for index in range {
            let scalar = scalars[index]
            var chosen = noFace
            if traits(scalar) & CharacterTraits.fontNeutral == 0 {
                for (position, face) in faces.enumerated() where face.glyph(for: scalar) != 0 {
                    chosen = UInt8(position)
                    break
                }
            }
            if chosen == noFace {
                if firstTrailingSpace < 0 { firstTrailingSpace = index }
                faceIndices[index] = runFace
                continue
            }
            let trailingSpaces = firstTrailingSpace
            firstTrailingSpace = -1
            if runFace == noFace {
                // Everything so far chose no face: it all takes this one.
                for earlier in runStart..<index { faceIndices[earlier] = chosen }
                runFace = chosen
                faceIndices[index] = chosen
                continue
            }
            if chosen == runFace {
                faceIndices[index] = chosen
                continue
            }
            // The face changes: trailing spaces of a run that is not only spaces go to the less
            // fallback face.
            if trailingSpaces > runStart, chosen < runFace {
                for space in trailingSpaces..<index { faceIndices[space] = chosen }
                runStart = trailingSpaces
            } else {
                runStart = index
            }
            runFace = chosen
            faceIndices[index] = chosen
        }
        if runFace == noFace {
            let fallback = UInt8(faces.firstIndex { $0.glyph(for: 0x20) != 0 } ?? 0)
            for index in range { faceIndices[index] = fallback }
        }
    }

    /// The common case in one pass: a paragraph of printable ASCII (U+0020...U+007E) whose first
    /// face has every one of its characters. The general rules then give exactly one run:
    /// every character takes face 0 (each non-space chooses it, spaces join it), there are no
    /// emoji, and the only script is Latin, which every character resolves to when the paragraph
    /// has a letter (Common characters and bracket pairs join it), else Common throughout.
    /// Returns false, having written nothing that matters, for any other paragraph.
    private mutating func itemizePrintableASCII(_ range: Range<Int>, faces: [FontFace]) -> Bool {
        guard let face = faces.first, face.glyph(for: 0x20) != 0 else { return false }
        // Through buffer pointers: element stores into the workspace's arrays would each check
        // uniqueness again.
        let hasLetter: Bool? = scalars.withUnsafeBufferPointer { scalars in
            glyphs.withUnsafeMutableBufferPointer { glyphs in
                var hasLetter = false
                for index in range {
                    let scalar = scalars[index]
                    guard scalar >= 0x20, scalar <= 0x7E else { return nil }
                    let glyph = face.glyph(for: scalar)
                    guard glyph != 0 else { return nil }
                    glyphs[index] = glyph
                    hasLetter = hasLetter || CommonLineBreaks.isASCIILetter(scalar)
                }
                return hasLetter
            }
        }
        guard let hasLetter else { return false }
        let script = hasLetter ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON
        fillSingleRun(range, face: 0, script: script)
        return true
    }

    /// The common Chinese case in one pass: a paragraph of Han ideographs and full-width
    /// punctuation (the characters `HanLineBreaks` handles), with at least one ideograph, that
    /// the first face has none of and the second face has all of. The general rules then give
    /// exactly one run: every character chooses face 1 (none is font-neutral), there are no
    /// emoji, and the punctuation (Common; brackets among it can only take the one script
    /// around them) resolves to Han like the ideographs.
    /// Returns false, having written nothing that matters, for any other paragraph.
    private mutating func itemizePlainHan(_ range: Range<Int>, faces: [FontFace]) -> Bool {
        guard faces.count >= 2 else { return false }
        let first = faces[0], second = faces[1]
        let accepted = scalars.withUnsafeBufferPointer { scalars in
            glyphs.withUnsafeMutableBufferPointer { glyphs in
                var hasIdeograph = false
                for index in range {
                    let scalar = scalars[index]
                    let kind = HanLineBreaks.kind(scalar)
                    guard kind != .other, first.glyph(for: scalar) == 0 else { return false }
                    let glyph = second.glyph(for: scalar)
                    guard glyph != 0 else { return false }
                    glyphs[index] = glyph
                    hasIdeograph = hasIdeograph || kind == .ideographic
                }
                return hasIdeograph
            }
        }
        guard accepted else { return false }
        fillSingleRun(range, face: 1, script: HB_SCRIPT_HAN)
        return true
    }

    /// Gives every character of `range` `face` and `script`, as one run.
    private mutating func fillSingleRun(_ range: Range<Int>, face: UInt8, script: hb_script_t) {
        faceIndices.withUnsafeMutableBufferPointer { faceIndices in
            for index in range { faceIndices[index] = face }
        }
        scripts.withUnsafeMutableBufferPointer { scripts in
            for index in range { scripts[index] = script }
        }
        runs.append(TextRun(range: range, face: Int(face), script: script))
    }
}
