import CHarfBuzz

/// Fills `advances` (layout units) for runs: from the face's tables (fast mode, where they are
/// exact) or by HarfBuzz shaping. Either way the advance of a character includes the kerning
/// between it and the next character of its run, and a glyph cluster's whole advance sits on
/// its first character, so the width of any stretch is a difference of prefix sums.
///
/// Both paths scale the same integers the same way (`LayoutUnits`), which is why fast and
/// exact mode agree exactly wherever the tables apply.
extension MeasurementWorkspace {
    mutating func computeAdvances(_ runs: some Sequence<TextRun>, paragraph: Range<Int>, faces: [FontFace], size: Double,
                         mode: MeasurementMode) {
        for run in runs { _ = computeAdvances(run, paragraph: paragraph, faces: faces, size: size, mode: mode) }
    }

    /// The advances of `runs[first...]`, each run marked `isTableSet` when that is how it was set.
    mutating func computeAdvances(ofRunsFrom first: Int, paragraph: Range<Int>, faces: [FontFace], size: Double,
                                  mode: MeasurementMode) {
        for index in first..<runs.count {
            runs[index].isTableSet = computeAdvances(runs[index], paragraph: paragraph, faces: faces, size: size, mode: mode)
        }
    }

    /// Whether the run was set from the tables alone (see `TextRun.isTableSet`).
    private mutating func computeAdvances(_ run: TextRun, paragraph: Range<Int>, faces: [FontFace], size: Double,
                                          mode: MeasurementMode) -> Bool {
        let face = faces[run.face]
        // The table path adds the stand-in's extra itself (`SizedGlyphAdvances`).
        if mode == .fast, let fromTables = tableAdvances(run, face: face, size: size, digitFace: faces[0]) {
            return fromTables
        }
        shapedAdvances(run.range, context: paragraph, face: face, script: run.script, size: size, digitFace: faces[0])
        if let standIn = face.standIn { addStandInAdvances(run.range, standIn, face: face, size: size) }
        return false
    }

    /// Adds the system font stand-in's extra advance to every character of `range` (after
    /// either path set it, so both modes add the same integers: `StandInAdvances`).
    private mutating func addStandInAdvances(_ range: Range<Int>, _ standIn: StandInAdvances, face: FontFace, size: Double) {
        let extra = standInExtraUnits(standIn, face: face, size: size)
        extra.withUnsafeBufferPointer { extra in
            glyphs.withUnsafeBufferPointer { glyphs in
                advances.withUnsafeMutableBufferPointer { advances in
                    for index in range { advances[index] += extra[Int(glyphs[index])] }
                }
            }
        }
    }

    /// `standIn.extraUnits` at `size`, made once per face and size in this workspace. The key is
    /// the whole input: the face's identity (which fixes its weight, Display design and
    /// corrections; the registry keeps every face it loaded alive, so an identity is never
    /// reused) and the exact size (the blend and the tracking read the size itself).
    mutating func standInExtraUnits(_ standIn: StandInAdvances, face: FontFace, size: Double) -> [Int32] {
        let key = StandInKey(face: ObjectIdentifier(face), sizeBits: size.bitPattern)
        if let last = lastStandInExtra, last.key == key { return last.extra }
        let extra: [Int32]
        if let known = standInExtras[key] {
            extra = known
        } else {
            if standInExtras.count >= 64 { standInExtras.removeAll() }
            extra = standIn.extraUnits(size: size, scale: LayoutUnits(size: size, unitsPerEm: face.metrics.unitsPerEm).scale)
            standInExtras[key] = extra
        }
        lastStandInExtra = (key, extra)
        return extra
    }

    /// Every glyph's advance at `size` in layout units, the stand-in's extra included (what
    /// both table paths read), made once per face and size (`SizedGlyphAdvances`).
    mutating func sizedAdvances(_ face: FontFace, size: Double) -> [Int32] {
        if let known = sizedGlyphAdvances.lookUp(face, size: size) { return known }
        let extra = face.standIn.map { standInExtraUnits($0, face: face, size: size) }
        return sizedGlyphAdvances.make(face, size: size, extra: extra)
    }

    /// The printable-ASCII pair advances of `face` at `size` for `script` (`PrintableASCIIPairs`),
    /// made once per face, size and script; nil for a face without printable-ASCII tables.
    mutating func printableASCIIPairs(_ face: FontFace, size: Double, script: PrintableASCIIScript = .latin) -> PrintableASCIIPairs? {
        guard let table = script == .latin ? face.printableASCII : face.printableASCIICommon else { return nil }
        if let known = sizedGlyphAdvances.lookUpPairs(face, size: size, script: script) { return known }
        let pairs = PrintableASCIIPairs(table, sized: sizedAdvances(face, size: size),
                                        units: LayoutUnits(size: size, unitsPerEm: face.metrics.unitsPerEm))
        sizedGlyphAdvances.keep(pairs, face, size: size, script: script)
        return pairs
    }

    /// Table advances for `run`, the stand-in's extra included; nil when the tables cannot be
    /// trusted for it (the caller then shapes the run, which overwrites anything written here,
    /// and adds the extra), else whether the tables alone set it (no word shaped, no missing
    /// glyph's box).
    ///
    /// Words holding a glyph the tables cannot represent (a ligature's first glyph, say) are
    /// shaped alone by `shapeUnsafeWords`, with the white space around them, instead of sending
    /// the whole run to HarfBuzz: one "fi" no longer costs the shaping of a whole paragraph.
    ///
    /// A character no face has (an emoji: no emoji font is installed) gets the hex box HarfBuzz
    /// shaping would give it (`MissingGlyphBox`): from here when it stands alone in its glyph
    /// cluster (`isLoneMissingCharacter`), else its word is shaped like the words above (an
    /// emoji sequence, "👍🏽" or a flag, no longer costs the shaping of the sentence around it).
    private mutating func tableAdvances(_ run: TextRun, face: FontFace, size: Double, digitFace: FontFace) -> Bool? {
        guard let script = ScriptClass(run.script) else { return nil }
        let kerning: PairKerningTable?
        switch face.kerning[script.rawValue] {
        case .none: kerning = nil
        case .table(let table): kerning = table
        case .shapingOnly: return nil
        }
        // One pass over the run: advance plus kerning with the next glyph, and the first glyph
        // the tables cannot represent. A character no face has (glyph 0) and that is not alone
        // in its cluster gets the hex box from the whole-run path, which overwrites whatever
        // this wrote.
        let units = LayoutUnits(size: size, unitsPerEm: face.metrics.unitsPerEm)
        // Scaled advances with the stand-in's extra: the same integers the scaling and the
        // stand-in's pass would add, read once per character.
        let sizedAdvances = self.sizedAdvances(face, size: size)
        // Glyph 0's extra (the table holds its scaled advance plus it), added to a missing
        // character's box as the stand-in's pass adds it to a shaped one.
        let missingGlyphExtra = sizedAdvances.isEmpty ? 0 : sizedAdvances[0] - units.scaled(face.advances[0])
        let traitTable = traitTable
        var firstUnsafe = -1
        var hasMissingGlyph = false
        glyphs.withUnsafeBufferPointer { glyphs in
            scalars.withUnsafeBufferPointer { scalars in
                advances.withUnsafeMutableBufferPointer { advances in
                    // The face's own table stays a checked array: its glyph ids come from the font.
                    do {
                        let last = run.range.upperBound - 1
                        for index in run.range {
                            let glyph = glyphs[index]
                            if glyph == 0 {
                                hasMissingGlyph = true
                                guard Self.isBoxedAlone(at: index, scalars, face: face, script: script, traitTable: traitTable) else {
                                    if firstUnsafe < 0 { firstUnsafe = index }
                                    continue
                                }
                                // The box replaces the glyph's own advance, kerning included;
                                // the kerning of the glyph before with glyph 0 stays, as shaped.
                                // The box, plus glyph 0's extra (what the stand-in's pass adds).
                                advances[index] = MissingGlyphBox.advance(for: scalars[index], face: face, digitFace: digitFace,
                                                                          size: size) + missingGlyphExtra
                                continue
                            }
                            if firstUnsafe < 0,
                               Self.needsWordShaping(glyph, at: index, scalars, face: face, script: script, traitTable: traitTable) {
                                firstUnsafe = index
                            }
                            var advance = sizedAdvances[Int(glyph)]
                            if let kerning, index < last {
                                let adjustment = kerning.adjustment(glyph, glyphs[index + 1])
                                if adjustment != 0 { advance += units.scaled(adjustment) }
                            }
                            advances[index] = advance
                        }
                    }
                }
            }
        }
        if firstUnsafe >= 0 {
            shapeUnsafeWords(run, from: firstUnsafe, face: face, script: script, size: size, units: units, digitFace: digitFace)
            return false
        }
        return !hasMissingGlyph
    }

    /// Whether the character at `index`, which no face has, takes its box from the tables: it is
    /// a glyph cluster of its own (`isLoneMissingCharacter`) and glyph 0 is table-safe. Else its
    /// word is shaped (`shapeUnsafeWords`).
    @inline(__always)
    static func isBoxedAlone(at index: Int, _ scalars: UnsafeBufferPointer<UInt32>, face: FontFace, script: ScriptClass,
                             traitTable: [UInt8]) -> Bool {
        face.isTableSafe(0, in: script) && isLoneMissingCharacter(scalars, at: index, traitTable: traitTable)
    }

    /// Whether the character at `index`, set with `glyph`, sends its word to HarfBuzz
    /// (`shapeUnsafeWords`): a glyph the tables cannot represent, a character that needs shaping,
    /// or a character no face has that is not boxed alone. The one test of the table pass and of
    /// the word pass, so that they agree on which words are shaped.
    @inline(__always)
    static func needsWordShaping(_ glyph: UInt32, at index: Int, _ scalars: UnsafeBufferPointer<UInt32>, face: FontFace,
                                 script: ScriptClass, traitTable: [UInt8]) -> Bool {
        if glyph == 0 { return !isBoxedAlone(at: index, scalars, face: face, script: script, traitTable: traitTable) }
        let scalar = scalars[index]
        let traits = scalar < 0x10000 ? traitTable[Int(scalar)] : CharacterTraits.traits(scalar)
        return !face.isTableSafe(glyph, in: script) || traits & CharacterTraits.needsShaping != 0
    }

    /// Overwrites the table advances of every word of `run` (from `first` on) that holds a glyph
    /// the tables cannot represent, or a character no face has that is not a cluster of its own,
    /// with HarfBuzz's advances for that word (missing glyphs as their boxes; plus the stand-in's
    /// extra, which the table advances held).
    ///
    /// Whether HarfBuzz gives the character at `index`, which no face has, a glyph cluster of
    /// its own with nothing else in it: it is no mark, joiner, selector, tag, skin-tone
    /// modifier or regional indicator, and neither neighbour is one either (HarfBuzz merges
    /// those into the cluster before them, and a cluster's boxes are all drawn for its first
    /// character). `FastModeTests` checks fast == exact on every emoji text of the corpus.
    static func isLoneMissingCharacter(_ scalars: UnsafeBufferPointer<UInt32>, at index: Int, traitTable: [UInt8]) -> Bool {
        @inline(__always) func joinsClusters(_ scalar: UInt32) -> Bool {
            let traits = scalar < 0x10000 ? traitTable[Int(scalar)] : CharacterTraits.traits(scalar)
            return traits & (CharacterTraits.needsShaping | CharacterTraits.fontNeutral) != 0
                || (0x1F1E6...0x1F1FF).contains(scalar) || (0x1F3FB...0x1F3FF).contains(scalar)
                || (0xE0000...0xE0FFF).contains(scalar)
        }
        if joinsClusters(scalars[index]) { return false }
        if index + 1 < scalars.count, joinsClusters(scalars[index + 1]), scalars[index + 1] != 0x20 { return false }
        if index > 0, joinsClusters(scalars[index - 1]), scalars[index - 1] != 0x20 { return false }
        return true
    }

    /// A word is the stretch between white-space characters. It is shaped together with the
    /// white space on either side (so the kerning of the space before it with its first glyph,
    /// and of its last glyph with the space after it, come out as in the whole run), and only
    /// the advances of the space before and of the word itself are taken: the space after is
    /// kerned with the next word, which is not in the buffer. This equals shaping the whole run
    /// as long as no lookup reaches across a space into a neighbouring word, which
    /// `FastModeTests` checks on the whole corpus (fast == exact, bit for bit).
    mutating func shapeUnsafeWords(_ run: TextRun, from first: Int, face: FontFace, script: ScriptClass,
                                   size: Double, units: LayoutUnits, digitFace: FontFace) {
        let traitTable = traitTable
        var index = first
        while index < run.range.upperBound {
            let glyph = glyphs[index]
            let unsafe = scalars.withUnsafeBufferPointer {
                Self.needsWordShaping(glyph, at: index, $0, face: face, script: script, traitTable: traitTable)
            }
            if !unsafe {
                index += 1
                continue
            }
            var wordStart = index
            while wordStart > run.range.lowerBound, traits(scalars[wordStart - 1]) & CharacterTraits.whiteSpace == 0 {
                wordStart -= 1
            }
            var wordEnd = index + 1
            while wordEnd < run.range.upperBound, traits(scalars[wordEnd]) & CharacterTraits.whiteSpace == 0 {
                wordEnd += 1
            }
            let written = wordStart > run.range.lowerBound ? wordStart - 1 : wordStart
            let shaped = written..<(wordEnd < run.range.upperBound ? wordEnd + 1 : wordEnd)
            wordAdvances(shaped, writing: written..<wordEnd, face: face, script: run.script, size: size, scale: units.scale,
                         digitFace: digitFace)
            // HarfBuzz's advances (and the word cache's) hold no stand-in extra; the table's did.
            if let standIn = face.standIn { addStandInAdvances(written..<wordEnd, standIn, face: face, size: size) }
            index = wordEnd
        }
    }

    /// HarfBuzz advances of `written` when `shaped` is set alone, from the workspace's word cache
    /// when this word was shaped before in this face, size and script. A word holding a
    /// character no face has is not cached: its box reads `digitFace`, which the cache's key
    /// leaves out.
    /// `scale` is `LayoutUnits(size:unitsPerEm:).scale`, passed in as the caller has it.
    private mutating func wordAdvances(_ shaped: Range<Int>, writing written: Range<Int>, face: FontFace,
                                       script: hb_script_t, size: Double, scale: Int32, digitFace: FontFace) {
        let cacheable = shaped.count <= WordWidthCache.longestWord && !glyphs[shaped].contains(0)
        if cacheable, wordCache.lookUp(scalars, shaped, face: face, scale: scale, script: script, into: &advances, at: written) {
            return
        }
        shapedAdvances(written, item: shaped, context: shaped, face: face, script: script, size: size, digitFace: digitFace)
        guard cacheable else { return }
        wordCache.store(scalars, shaped, face: face, scale: scale, script: script, advances: advances, at: written)
    }

    /// Shapes `range` with HarfBuzz at the layout grid, the paragraph around it given as context.
    mutating func shapedAdvances(_ range: Range<Int>, context: Range<Int>, face: FontFace, script: hb_script_t, size: Double,
                                 digitFace: FontFace) {
        shapedAdvances(range, item: range, context: context, face: face, script: script, size: size, digitFace: digitFace)
    }

    /// Shapes `item` with `context` around it and writes the advances of its part `written`; a
    /// character no face has gets its hex box (`MissingGlyphBox`, drawn with `digitFace`'s digits).
    private mutating func shapedAdvances(_ written: Range<Int>, item: Range<Int>, context: Range<Int>, face: FontFace,
                                         script: hb_script_t, size: Double, digitFace: FontFace) {
        for index in written { advances[index] = 0 }
        let font = sizedFont(face, size: size)
        Self.runShaper(font, features: face.shapingFeatures, buffer: shapingBuffer, scalars: scalars, context: context, item: item,
                       script: script, language: language) { index, info, position in
            guard written.contains(index) else { return }
            advances[index] += info.codepoint == 0
                ? MissingGlyphBox.advance(for: scalars[index], face: face, digitFace: digitFace, size: size)
                : position.x_advance
        }
    }

    /// Runs HarfBuzz on `item` with `context` around it and hands each glyph, with the scalar
    /// index of its cluster, to `glyph`. Static, so that `glyph` may write the advances.
    private static func runShaper(_ font: OpaquePointer, features: [hb_feature_t], buffer: OpaquePointer, scalars: [UInt32],
                                  context: Range<Int>, item: Range<Int>, script: hb_script_t, language: hb_language_t?,
                                  glyph: (Int, hb_glyph_info_t, hb_glyph_position_t) -> Void) {
        hb_buffer_clear_contents(buffer)
        scalars.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return }
            hb_buffer_add_codepoints(buffer, base + context.lowerBound, Int32(context.count),
                                     UInt32(item.lowerBound - context.lowerBound), Int32(item.count))
        }
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, language)
        features.withUnsafeBufferPointer { hb_shape(font, buffer, $0.baseAddress, UInt32($0.count)) }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        for index in 0..<Int(count) {
            glyph(context.lowerBound + Int(infos[index].cluster), infos[index], positions[index])
        }
    }

    /// A HarfBuzz font for `face` scaled to `size` on the layout grid, made once per workspace.
    private mutating func sizedFont(_ face: FontFace, size: Double) -> OpaquePointer {
        let units = LayoutUnits(size: size, unitsPerEm: face.metrics.unitsPerEm)
        let key = SizedFontKey(face: ObjectIdentifier(face), scale: units.scale)
        if let font = sizedFonts[key] { return font.font }
        if sizedFonts.count >= 64 { sizedFonts.removeAll() }
        let font = SizedFont(face: face, scale: units.scale)
        sizedFonts[key] = font
        return font.font
    }
}

/// A stand-in face at one size (the exact size: the blend and the tracking read it).
struct StandInKey: Hashable {
    var face: ObjectIdentifier
    var sizeBits: UInt64
}

struct SizedFontKey: Hashable {
    var face: ObjectIdentifier
    var scale: Int32
}

/// A HarfBuzz font of one face at one size; keeps its face alive while it exists.
final class SizedFont {
    let face: FontFace
    let font: OpaquePointer

    init(face: FontFace, scale: Int32) {
        self.face = face
        // hb_font_create never fails: on allocation failure it returns HarfBuzz's inert empty font.
        font = hb_font_create(face.harfBuzzFace)
        hb_font_set_scale(font, scale, scale)
        hb_font_make_immutable(font)
    }

    deinit { hb_font_destroy(font) }
}
