import CHarfBuzz

/// The wrap profile of a paragraph of printable ASCII, plain Chinese (`HanLineBreaks`'
/// characters) and other characters that need no shaping, made in three passes after decoding: a
/// message such as "Lunch at 12:30，明天见！", "周末见……" or "José — done". The general path makes
/// it from five passes (script resolution, face choice, runs, table advances, break finding)
/// and its buffers; this one reads each character's facts from one table entry
/// (`MixedCharacterTable`), resolves scripts and faces into run keys, then sets advances and
/// writes the profile's breaks in one loop.
///
/// Invariant: where it answers, the profile equals the general path's (`prepareAnalysis`, then
/// `wrapProfile`). It follows the general rules on the text they cannot make otherwise: no
/// paired punctuation (so no character takes a partner's script, `ScriptResolver`), no emoji,
/// no space but U+0020, no hard break, nothing that needs shaping; every character's own script
/// is Latin, Han or Common (`ScriptResolver.script(of:)`), and a Common one takes the script
/// before it (or, at the start, of the first that follows); faces are chosen per script
/// segment by `chooseFaces`' rules (Chinese from the second face, which the first must lack;
/// spaces join their run, trailing spaces move to an earlier face); a run is a stretch of one
/// script and face, set from its face's tables for its script with kerning inside the run only
/// (`tableAdvances`); breaks come from `CommonLineBreaks.Scanner` and their numbers as
/// `appendBreaks` reads them. `MixedHanProfileTests` compares the two on seeded random texts.
extension MeasurementWorkspace {
    /// The profile of a one-paragraph text from the pass that takes it (`printableASCIIProfile`,
    /// `mixedHanProfile`, `plainHanProfile`), or nil when none does. Plain Chinese goes to the
    /// mixed pass first: it makes the same profile of it (one Han run in the second face) from
    /// one table entry a character where the plain pass reads four tables, and a text that
    /// starts in Chinese and goes on in Latin is no longer read by the plain pass in vain. The
    /// plain pass keeps what the mixed one declines: the brackets "「」" and "【】".
    mutating func onePassProfile(_ utf8: UnsafeBufferPointer<UInt8>, _ request: LayoutRequest, leading: Double,
                                 scale: Double) -> LineWrapProfile? {
        // No pass takes a character beyond the basic plane (an emoji, mostly at a message's
        // end, which both passes used to read up to before declining).
        guard !Self.holdsFourByteCharacter(utf8) else { return nil }
        if (utf8.first ?? 0) < 0x80, let profile = printableASCIIProfile(utf8, request, leading: leading, scale: scale) {
            return profile
        }
        if let profile = mixedHanProfile(utf8, request, leading: leading, scale: scale) { return profile }
        return (utf8.first ?? 0) < 0x80 ? nil : plainHanProfile(utf8, request, leading: leading, scale: scale)
    }

    /// Whether valid UTF-8 holds a character beyond the basic plane: a lead byte 11110xxx,
    /// eight bytes at a time (a byte with its four top bits set marks bit 7 of the word's
    /// conjunction with itself shifted by one, two and three bits).
    static func holdsFourByteCharacter(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return false }
        let whole = utf8.count & ~7
        var marks: UInt64 = 0
        var offset = 0
        while offset < whole {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            marks |= word & word << 1 & word << 2 & word << 3
            offset += 8
        }
        guard marks & 0x8080_8080_8080_8080 == 0 else { return true }
        return utf8[whole...].contains { $0 >= 0xF0 }
    }

    mutating func mixedHanProfile(_ utf8: UnsafeBufferPointer<UInt8>, _ request: LayoutRequest, leading: Double,
                                  scale: Double) -> LineWrapProfile? {
        // Printable ASCII alone is `printableASCIIProfile`'s: this pass takes a text with a byte beyond it.
        guard request.mode == .fast, CommonLineBreaks.matchesInstalledICU, request.faces.count >= 2, !utf8.isEmpty,
              utf8.count < Int(Int32.max) / 2, utf8.contains(where: { $0 >= 0x80 }) else { return nil }
        let table = mixedCharacterTable(request.faces, size: request.size)
        // Hard breaks are declined characters: the entries alone tell a paragraph.
        Self.ensureCount(&characterEntries, utf8.count, 0)
        let read = characterEntries.withUnsafeMutableBufferPointer { entries in
            entries.baseAddress.flatMap { table.entries(ofUTF8: utf8, into: $0) }
        }
        guard let count = read else { return nil }
        Self.ensureCount(&runKeys, count, 0)
        let spaceFace = table.faceFacts.firstIndex { $0.spaceGlyph != 0 } ?? 0
        characterEntries.withUnsafeBufferPointer { entries in
            runKeys.withUnsafeMutableBufferPointer { keys in Self.resolveMixedRuns(entries, count: count, spaceFace: spaceFace, into: keys) }
        }
        Self.ensureCount(&profileScratch, LineWrapProfile.paragraphFields + LineWrapProfile.breakFields * (count + 1), 0)
        var runFaces: [Int32] = []
        guard let used = writeMixedProfile(count: count, table, runFaces: &runFaces) else { return nil }
        let faceMetrics = lineMetrics(of: request.faces)
        let firstFace = runFaces[2]
        let uniform = stride(from: 2, to: runFaces.count, by: 3).allSatisfy { runFaces[$0] == firstFace }
        return profileScratch.withUnsafeBufferPointer { scratch in
            LineWrapProfile(storage: UnsafeBufferPointer(rebasing: scratch[0..<used]), runs: uniform ? [] : runFaces,
                            uniformFaces: 1 << UInt32(firstFace), faceMetrics: faceMetrics, size: request.size,
                            scalarCount: count, endsWithParagraphSeparator: false, leading: leading,
                            lineLimit: request.lineLimit, scale: scale)
        }
    }

    /// The table of `faces` at `size`, made on first use (`MixedCharacterTables`).
    private mutating func mixedCharacterTable(_ faces: [FontFace], size: Double) -> MixedCharacterTable {
        if let known = mixedCharacterTables.lookUp(faces, size: size) { return known }
        let made = MixedCharacterTable(faces: faces, size: size, sized: faces.map { sizedAdvances($0, size: size) })
        mixedCharacterTables.keep(made)
        return made
    }

    /// Each character's run key (`runKey`) into `keys`: a Common character takes the script
    /// before it (at the start, the first that follows, as `ScriptResolver` resolves it), and
    /// each stretch of one script takes its faces as `chooseFaces` gives them.
    private static func resolveMixedRuns(_ entries: UnsafeBufferPointer<UInt64>, count: Int, spaceFace: Int,
                                         into keys: UnsafeMutableBufferPointer<UInt8>) {
        let common = MixedCharacterTable.scriptCommon
        var script = common
        for index in 0..<count where MixedCharacterTable.Entry(raw: entries[index]).script != common {
            script = MixedCharacterTable.Entry(raw: entries[index]).script
            break
        }
        var start = 0
        for index in 0..<count {
            let own = MixedCharacterTable.Entry(raw: entries[index]).script
            guard own != common, own != script else { continue }
            chooseMixedFaces(entries, start..<index, script: script, spaceFace: spaceFace, into: keys)
            script = own
            start = index
        }
        chooseMixedFaces(entries, start..<count, script: script, spaceFace: spaceFace, into: keys)
    }

    /// `chooseFaces` over one stretch of one script, from the entries' faces: each character
    /// but a space takes the face that chooses it, spaces join the run they are in (at the
    /// start, the first face chosen after them), trailing spaces of a run move to the next
    /// run's face when it is the less fallback one, and a stretch of spaces alone takes the
    /// first face with a space.
    private static func chooseMixedFaces(_ entries: UnsafeBufferPointer<UInt64>, _ range: Range<Int>, script: Int, spaceFace: Int,
                                         into keys: UnsafeMutableBufferPointer<UInt8>) {
        let none = -1
        var runFace = none
        var runStart = range.lowerBound
        var firstTrailingSpace = -1
        for index in range {
            let entry = MixedCharacterTable.Entry(raw: entries[index])
            if entry.isSpace {
                if firstTrailingSpace < 0 { firstTrailingSpace = index }
                if runFace != none { keys[index] = runKey(script: script, face: runFace) }
                continue
            }
            let chosen = entry.face
            let trailingSpaces = firstTrailingSpace
            firstTrailingSpace = -1
            if runFace == none {
                for earlier in runStart..<index { keys[earlier] = runKey(script: script, face: chosen) }
            } else if chosen != runFace {
                if trailingSpaces > runStart, chosen < runFace {
                    for space in trailingSpaces..<index { keys[space] = runKey(script: script, face: chosen) }
                    runStart = trailingSpaces
                } else {
                    runStart = index
                }
            }
            runFace = chosen
            keys[index] = runKey(script: script, face: chosen)
        }
        if runFace == none {
            for index in range { keys[index] = runKey(script: script, face: spaceFace) }
        }
    }

    /// A character's run: its resolved script code and its face. Runs are the stretches of one key.
    @inline(__always)
    private static func runKey(script: Int, face: Int) -> UInt8 { UInt8(script | face << 2) }

    /// The paragraph's header and breaks into `profileScratch` (as `appendBreaks` makes them),
    /// and its runs (start, end, face) into `runFaces`; how many numbers, or nil where the
    /// tables cannot set a run (see `MixedCharacterTable`) or the scanner leaves the breaks to ICU.
    private mutating func writeMixedProfile(count: Int, _ table: MixedCharacterTable, runFaces: inout [Int32]) -> Int? {
        // The scratch is taken out for the call (its pointer is held while the text is read).
        var scratch: [Int32] = []
        swap(&scratch, &profileScratch)
        defer { swap(&scratch, &profileScratch) }
        return scratch.withUnsafeMutableBufferPointer { storage in
            characterEntries.withUnsafeBufferPointer { entries in
                runKeys.withUnsafeBufferPointer { keys in
                    table.faceFacts.withUnsafeBufferPointer { facts in
                        table.kernings.withUnsafeBufferPointer { kernings in
                            Self.writeMixedProfile(entries, keys, count: count, facts: facts, kernings: kernings, into: storage,
                                                   runFaces: &runFaces)
                        }
                    }
                }
            }
        }
    }

    /// The loop of `writeMixedProfile`. A character's advance is its glyph's sized advance plus
    /// its run's kerning with the next character when that is in the run (`tableAdvances`'
    /// formula), so each advance is added to the prefix once the next character is read; a
    /// line ending without white space inside a run loses the kerning across its end.
    private static func writeMixedProfile(_ entries: UnsafeBufferPointer<UInt64>, _ keys: UnsafeBufferPointer<UInt8>, count: Int,
                                          facts: UnsafeBufferPointer<MixedCharacterTable.FaceFacts>,
                                          kernings: UnsafeBufferPointer<RunKerning>,
                                          into storage: UnsafeMutableBufferPointer<Int32>, runFaces: inout [Int32]) -> Int? {
        var scanner = CommonLineBreaks.Scanner()
        var field = LineWrapProfile.paragraphFields
        var prefix = 0
        var visibleEnd = 0
        var visiblePrefix = 0
        var kerning = kernings[0]
        var previous = (glyph: UInt32(0), advance: Int32(0), kerns: UInt8(0), isSpace: false, key: UInt8.max)
        var runStart = 0
        runFaces.reserveCapacity(12)
        for index in 0..<count {
            let entry = MixedCharacterTable.Entry(raw: entries[index])
            let key = keys[index]
            let script = Int(key & 3)
            let face = Int(key >> 2)
            let scriptBit = UInt8(1) << UInt8(script - 1)
            let glyph = entry.isSpace ? facts[face].spaceGlyph : entry.glyph
            let advance = entry.isSpace ? facts[face].spaceAdvance : entry.advance
            let safe = entry.isSpace ? facts[face].spaceSafeScripts : entry.safeScripts
            let kerns = entry.isSpace ? facts[face].spaceKerningScripts : entry.kerningScripts
            guard safe & scriptBit != 0 else { return nil }
            let sameRun = key == previous.key
            if !sameRun {
                guard facts[face].shapingOnlyScripts & scriptBit == 0 else { return nil }
                if index > 0 { Self.appendRun(runStart..<index, face: previous.key >> 2, to: &runFaces) }
                runStart = index
                kerning = kernings[face * 3 + script - 1]
            }
            let breaks = scanner.breaks(before: entry.breakEntry, at: index)
            guard let breaks else { return nil }
            if index > 0 {
                let across = sameRun && previous.kerns & scriptBit != 0 ? Int(kerning.between(previous.glyph, glyph)) : 0
                let previousAdvance = Int(previous.advance) + across
                guard previousAdvance >= 0 else { return nil }
                prefix += previousAdvance
                if !previous.isSpace {
                    visibleEnd = index
                    visiblePrefix = prefix
                }
                if breaks {
                    let endsInWhiteSpace = visibleEnd < index
                    LineWrapProfile.writeBreak(into: storage, at: &field, position: index, prefix: prefix,
                                               fit: endsInWhiteSpace ? prefix - previousAdvance : prefix, visibleEnd: visibleEnd,
                                               visibleWidth: endsInWhiteSpace ? visiblePrefix : prefix - across)
                }
            }
            previous = (glyph, advance, kerns, entry.isSpace, key)
        }
        guard count > 0, previous.advance >= 0 else { return nil }
        prefix += Int(previous.advance)
        if !previous.isSpace {
            visibleEnd = count
            visiblePrefix = prefix
        }
        Self.appendRun(runStart..<count, face: previous.key >> 2, to: &runFaces)
        guard prefix <= Int(Int32.max) else { return nil }
        LineWrapProfile.writeBreak(into: storage, at: &field, position: count, prefix: prefix,
                                   fit: visibleEnd < count ? prefix - Int(previous.advance) : prefix, visibleEnd: visibleEnd,
                                   visibleWidth: visiblePrefix)
        storage[0] = 0
        storage[1] = Int32(count)
        storage[2] = Int32(count)
        storage[3] = Int32((field - LineWrapProfile.paragraphFields) / LineWrapProfile.breakFields)
        return field
    }

    /// A run as the profile lists it: start, end, face.
    @inline(__always)
    private static func appendRun(_ range: Range<Int>, face: UInt8, to runFaces: inout [Int32]) {
        runFaces.append(Int32(range.lowerBound))
        runFaces.append(Int32(range.upperBound))
        runFaces.append(Int32(face))
    }
}
