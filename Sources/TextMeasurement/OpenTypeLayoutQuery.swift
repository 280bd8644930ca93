import CHarfBuzz

/// Asks HarfBuzz which OpenType lookups its default shaping would run on a face for a given
/// script, and turns the answers into what fast mode needs: which glyphs those lookups could
/// change (other than by kerning), and the kerning itself as a table.
///
/// The selection mirrors HarfBuzz's own plan: the script's tags (falling back to 'DFLT', 'dflt',
/// 'latn'), the default language system, GPOS 'kern' when the chosen script has it and else the
/// legacy 'kern' table.
struct OpenTypeLayoutQuery {
    let face: OpaquePointer
    let glyphCount: Int
    /// Features the face's shaping turns off (`FontFace.disabledFeatures`).
    var disabledFeatures: [OpenTypeTag] = []
    /// Per glyph, the `ScriptClass` bits of the runs in which the cmap gives it to a character
    /// fast mode sets from the tables (not a combining mark or other `needsShaping` character, and
    /// of that run's script or of none: `FontFace.plainGlyphs`). Only such glyphs occur in the runs
    /// of that script that fast mode does not send to HarfBuzz; HarfBuzz matches lookups within
    /// the run it shapes, never across its context, so a lookup whose context needs glyphs of
    /// another script (Noto Sans CJK's space between two Hangul syllables) never fires there.
    var plainGlyphs: [UInt8] = []
    /// The glyphs kerning tables keep in their dense square (`PairKerningTable.init`'s `squareGlyphs`).
    var squareGlyphs: [UInt32] = []

    /// Substitution features HarfBuzz's default shaper turns on everywhere in horizontal
    /// left-to-right text. It also turns on 'frac', 'numr' and 'dnom', but only around a
    /// fraction slash (U+2044), which `CharacterTraits` sends to HarfBuzz with its word, so
    /// digits stay table-safe in fonts with fraction lookups (Inter).
    private static let defaultSubstitutions: [OpenTypeTag] = [
        "rvrn", "ltra", "ltrm", "ccmp", "locl", "rlig", "calt", "clig", "liga", "rclt",
    ].map(OpenTypeTag.init)
    /// Positioning features other than 'kern' that it turns on.
    private static let defaultPositionings: [OpenTypeTag] = ["abvm", "blwm", "mark", "mkmk", "curs", "dist"].map(OpenTypeTag.init)

    /// The language shaping uses ("en": no font here has a language system for it, so every
    /// script uses its default language system, the same in fast and exact mode).
    static var language: hb_language_t? { hb_language_from_string("en", -1) }

    private struct Selection {
        var script: UInt32
        var language: UInt32
    }

    private func select(_ table: OpenTypeTag, _ script: ScriptClass) -> Selection? {
        var scriptTags = [hb_tag_t](repeating: 0, count: Int(HB_OT_MAX_TAGS_PER_SCRIPT))
        var languageTags = [hb_tag_t](repeating: 0, count: Int(HB_OT_MAX_TAGS_PER_LANGUAGE))
        var scriptCount = UInt32(scriptTags.count)
        var languageCount = UInt32(languageTags.count)
        hb_ot_tags_from_script_and_language(script.harfBuzzScript, Self.language, &scriptCount, &scriptTags,
                                            &languageCount, &languageTags)
        var scriptIndex: UInt32 = 0
        var chosen: hb_tag_t = 0
        _ = hb_ot_layout_table_select_script(face, table.rawValue, scriptCount, &scriptTags, &scriptIndex, &chosen)
        guard scriptIndex != HB_OT_LAYOUT_NO_SCRIPT_INDEX else { return nil }
        var languageIndex: UInt32 = 0
        _ = hb_ot_layout_script_select_language(face, table.rawValue, scriptIndex, languageCount, &languageTags, &languageIndex)
        return Selection(script: scriptIndex, language: languageIndex)
    }

    /// Lookup indices of `features` (and the required feature) for `script` in `table`.
    private func lookups(_ table: OpenTypeTag, _ script: ScriptClass, features: [OpenTypeTag]) -> [UInt32] {
        guard let selection = select(table, script) else { return [] }
        var featureIndices: [UInt32] = []
        var required: UInt32 = 0
        if hb_ot_layout_language_get_required_feature(face, table.rawValue, selection.script, selection.language,
                                                       &required, nil) != 0 {
            featureIndices.append(required)
        }
        for feature in features {
            var index: UInt32 = 0
            if hb_ot_layout_language_find_feature(face, table.rawValue, selection.script, selection.language,
                                                  feature.rawValue, &index) != 0 {
                featureIndices.append(index)
            }
        }
        var result: Set<UInt32> = []
        for featureIndex in featureIndices {
            result.formUnion(featureLookups(table, featureIndex))
        }
        return result.sorted()
    }

    private func featureLookups(_ table: OpenTypeTag, _ featureIndex: UInt32) -> [UInt32] {
        var result: [UInt32] = []
        var start: UInt32 = 0
        while true {
            var batch = [UInt32](repeating: 0, count: 64)
            var count = UInt32(batch.count)
            let total = hb_ot_layout_feature_get_lookups(face, table.rawValue, featureIndex, start, &count, &batch)
            result.append(contentsOf: batch.prefix(Int(count)))
            start += count
            if count == 0 || start >= total { return result }
        }
    }

    /// Per glyph, the `ScriptClass` bits under which default shaping could change it (its glyph
    /// or its advance: mark attachment, which moves marks only, does not count).
    func shapingSensitiveGlyphs() -> [UInt8] {
        let gpos = tableBytes(.gpos)
        let gsub = tableBytes(.gsub)
        var flags = [UInt8](repeating: 0, count: glyphCount)
        for glyph in 0..<glyphCount
        where hb_ot_layout_get_glyph_class(face, hb_codepoint_t(glyph)) == HB_OT_LAYOUT_GLYPH_CLASS_MARK {
            flags[glyph] = UInt8.max
        }
        for script in ScriptClass.allCases {
            var touched = Set<UInt32>()
            let plain = plainGlyphs.map { $0 & script.flag != 0 }
            let substitutions = Self.defaultSubstitutions.filter { !disabledFeatures.contains($0) }
            for lookup in lookups(.gsub, script, features: substitutions) {
                if let components = LigatureComponents.of(lookup: lookup, in: gsub) {
                    touched.formUnion(components.lazy.map(UInt32.init))
                } else if ContextualLookupReach.canFireInPlainText(lookup: lookup, in: gsub, plainGlyphs: plain) {
                    touched.formUnion(inputGlyphs(.gsub, lookup, plain: plain))
                }
            }
            for lookup in lookups(.gpos, script, features: Self.defaultPositionings.filter { !disabledFeatures.contains($0) })
            where !Self.onlyAttachesMarks(gpos, lookup) {
                touched.formUnion(inputGlyphs(.gpos, lookup, plain: plain))
            }
            for glyph in touched where Int(glyph) < glyphCount {
                flags[Int(glyph)] |= script.flag
            }
        }
        return flags
    }

    /// Whether GPOS `lookup` is made only of mark attachment subtables (MarkToBase,
    /// MarkToLigature, MarkToMark, directly or through an extension). Such a lookup sets only the
    /// offsets of a mark glyph, never an advance, so for widths it changes nothing: the base
    /// glyphs it lists (Liberation Sans lists every letter) stay table-safe. The marks themselves
    /// are not made safe by this: a GDEF mark glyph is flagged for every script above (shaping
    /// zeroes its advance), and combining characters go to HarfBuzz by their `CharacterTraits`.
    /// Anything unreadable counts as not mark-only (the lookup's glyphs stay flagged).
    private static func onlyAttachesMarks(_ gpos: FontTableBytes, _ lookup: UInt32) -> Bool {
        guard let subtables = gpos.lookupSubtables(lookup, extensionType: 9), !subtables.isEmpty else { return false }
        return subtables.allSatisfy { (4...6).contains($0.type) }
    }

    /// The glyphs `lookup` may change in text without combining marks. A contextual lookup
    /// whose context (before or after) is made only of marks, or of glyphs no plain character
    /// maps to (`plain`: the run's script's), never fires in such text (fast mode sends every run
    /// with a mark to HarfBuzz), so its inputs are safe; Liberation Sans's and Inter's 'ccmp' are
    /// such lookups (dotless i and j before accents).
    private func inputGlyphs(_ table: OpenTypeTag, _ lookup: UInt32, plain: [Bool]) -> [UInt32] {
        guard let before = hb_set_create(), let input = hb_set_create(), let after = hb_set_create() else { return [] }
        defer {
            hb_set_destroy(before)
            hb_set_destroy(input)
            hb_set_destroy(after)
        }
        hb_ot_layout_lookup_collect_glyphs(face, table.rawValue, lookup, before, input, after, nil)
        if neverInPlainText(before, plain: plain) || neverInPlainText(after, plain: plain) { return [] }
        return members(input)
    }

    private func neverInPlainText(_ set: OpaquePointer, plain: [Bool]) -> Bool {
        let glyphs = members(set)
        return !glyphs.isEmpty && glyphs.allSatisfy {
            hb_ot_layout_get_glyph_class(face, $0) == HB_OT_LAYOUT_GLYPH_CLASS_MARK
                || !(Int($0) < plain.count && plain[Int($0)])
        }
    }

    private func members(_ set: OpaquePointer) -> [UInt32] {
        var glyphs: [UInt32] = []
        var glyph = UInt32.max  // HB_SET_VALUE_INVALID: start of iteration
        while hb_set_next(set, &glyph) != 0 { glyphs.append(glyph) }
        return glyphs
    }

    /// How HarfBuzz kerns a run of `script` in this face. A plan depends only on the face and
    /// the kerning lookups the script selects (none: the legacy `kern` table), so `built` keeps
    /// the plans made for other scripts of this face keyed by those lookups, and scripts that
    /// share them share one table (building one reads every kerned pair).
    func kerningPlan(for script: ScriptClass, built: inout [[UInt32]: FontFace.KerningPlan]) -> FontFace.KerningPlan {
        let kernLookups = hb_ot_layout_has_positioning(face) != 0 ? kernFeatureLookups(script) : []
        if let known = built[kernLookups] { return known }
        let plan = kerningPlan(lookups: kernLookups)
        built[kernLookups] = plan
        return plan
    }

    private func kerningPlan(lookups kernLookups: [UInt32]) -> FontFace.KerningPlan {
        if !kernLookups.isEmpty {
            guard let source = PairKerningSource(gpos: tableBytes(.gpos), lookupIndices: kernLookups.map(Int.init)),
                  let table = PairKerningTable(source: source, glyphCount: glyphCount, squareGlyphs: squareGlyphs) else { return .shapingOnly }
            return table.isEmpty ? .none : .table(table)
        }
        let legacy = tableBytes(.legacyKerning)
        if legacy.isEmpty { return .none }
        guard let source = PairKerningSource(legacyKern: legacy),
              let table = PairKerningTable(source: source, glyphCount: glyphCount, squareGlyphs: squareGlyphs) else { return .shapingOnly }
        return table.isEmpty ? .none : .table(table)
    }

    private func kernFeatureLookups(_ script: ScriptClass) -> [UInt32] {
        guard let selection = select(.gpos, script) else { return [] }
        var index: UInt32 = 0
        guard hb_ot_layout_language_find_feature(face, OpenTypeTag.gpos.rawValue, selection.script, selection.language,
                                                 OpenTypeTag.kerningFeature.rawValue, &index) != 0 else { return [] }
        return featureLookups(.gpos, index)
    }

    private func tableBytes(_ tag: OpenTypeTag) -> FontTableBytes {
        guard let blob = hb_face_reference_table(face, tag.rawValue) else { return FontTableBytes(bytes: []) }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return FontTableBytes(bytes: []) }
        return FontTableBytes(bytes: data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        })
    }
}
