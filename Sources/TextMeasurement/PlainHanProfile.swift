import CHarfBuzz

/// The wrap profile of a text that is one paragraph of plain Chinese (`HanLineBreaks`: URO
/// ideographs and the common full-width punctuation), made in one pass over its UTF-8 bytes:
/// no scalars, runs, advances, prefix widths or break marks are written, only the profile's
/// breaks. A cell's Chinese messages and posts are such texts, and the batch profiles each.
///
/// Invariant: where it answers, the profile equals the general path's (`prepareAnalysis`, then
/// `wrapProfile`): the paragraph is what `itemizePlainHan` takes (an ideograph, the first face
/// has none of its characters, the second face all), so it is one Han run in face 1; the table
/// path sets every glyph (each table-safe in Han, none needing shaping, the kerning plan a
/// table or none) with the same formula (`sizedAdvances` plus the scaled kerning with the next
/// glyph); `CommonLineBreaks.Scanner` marks its breaks as `CommonLineBreaks.find` does; no
/// character is white space, so every line ends visibly at its break and loses the kerning
/// across it, as `appendBreaks` reads it from `tableKerning`. `PlainHanProfileTests`
/// compares the two on seeded random texts.
extension MeasurementWorkspace {
    /// The profile of `utf8`, or nil when the general path must make it (see the invariant;
    /// also a break the scanner leaves to ICU, a negative advance, exact mode).
    mutating func plainHanProfile(_ utf8: UnsafeBufferPointer<UInt8>, _ request: LayoutRequest, leading: Double,
                                  scale: Double) -> LineWrapProfile? {
        guard let made = plainHanBreaks(utf8, request) else { return nil }
        let faceMetrics = lineMetrics(of: request.faces)
        return profileScratch.withUnsafeBufferPointer { scratch in
            LineWrapProfile(storage: UnsafeBufferPointer(rebasing: scratch[0..<made.used]), runs: [], uniformFaces: 1 << 1,
                            faceMetrics: faceMetrics, size: request.size, scalarCount: made.count,
                            endsWithParagraphSeparator: false, leading: leading, lineLimit: request.lineLimit, scale: scale)
        }
    }

    /// The one line of a plain-Chinese text that fits `request.maxWidth` (as `printableASCIILine`
    /// for printable ASCII): the whole text in the second face, as wide as its last break's
    /// prefix width (no white space hangs); nil when the general path must set it.
    mutating func plainHanLine(_ utf8: UnsafeBufferPointer<UInt8>, _ request: LayoutRequest) -> OneLineText? {
        guard let made = plainHanBreaks(utf8, request) else { return nil }
        let width = Int(profileScratch[made.used - LineWrapProfile.breakFields + 1])
        if let maxWidth = request.maxWidth, width > LayoutUnits.units(maxWidth) { return nil }
        return OneLineText(width: width, fitWidth: width, count: made.count, faces: 1 << 1)
    }

    /// The profile's numbers of `utf8` in `profileScratch` (how many, and the text's
    /// characters), or nil (see `plainHanProfile`).
    private mutating func plainHanBreaks(_ utf8: UnsafeBufferPointer<UInt8>, _ request: LayoutRequest) -> (used: Int, count: Int)? {
        guard request.mode == .fast, CommonLineBreaks.matchesInstalledICU, request.faces.count >= 2,
              let bytes = utf8.baseAddress, utf8.count >= 3, utf8.count < Int(Int32.max) / 2,
              bytes[0] >= 0xE0, bytes[0] < 0xF0 else { return nil }
        let first = request.faces[0], second = request.faces[1]
        if case .shapingOnly = second.kerning[ScriptClass.han.rawValue] { return nil }
        // The one Han run in the second face that the general path makes of the paragraph.
        let kerning = RunKerning(TextRun(range: 0..<utf8.count, face: 1, script: HB_SCRIPT_HAN), request)
        let sized = sizedAdvances(second, size: request.size)
        // Three bytes a character: at most one break per character, and the text's end.
        let most = utf8.count / 3
        Self.ensureCount(&profileScratch, LineWrapProfile.paragraphFields + LineWrapProfile.breakFields * (most + 1), 0)
        let pass = PlainHanPass(first: first, second: second, kerning: kerning)
        return traitTable.withUnsafeBufferPointer { traits in
            breakClassTable.withUnsafeBufferPointer { breakClasses in
                sized.withUnsafeBufferPointer { sized in
                    profileScratch.withUnsafeMutableBufferPointer { storage in
                        pass.run(bytes, count: utf8.count, sized: sized, traits: traits, breakClasses: breakClasses, into: storage)
                    }
                }
            }
        }
    }

    /// The loop of `plainHanProfile`, with the faces and tables at hand.
    private struct PlainHanPass {
        let first: FontFace
        let second: FontFace
        let kerning: RunKerning

        /// Writes the header and breaks into `storage`; returns how many numbers it wrote and
        /// the text's characters, or nil (see `plainHanProfile`).
        func run(_ bytes: UnsafePointer<UInt8>, count: Int, sized: UnsafeBufferPointer<Int32>, traits: UnsafeBufferPointer<UInt8>,
                 breakClasses: UnsafeBufferPointer<UInt8>,
                 into storage: UnsafeMutableBufferPointer<Int32>) -> (used: Int, count: Int)? {
            var scanner = CommonLineBreaks.Scanner()
            var hasIdeograph = false
            var field = LineWrapProfile.paragraphFields
            // The prefix width before the character at hand, the glyph before it (0: none yet).
            var prefix = 0
            var previousGlyph: UInt32 = 0
            var offset = 0
            var index = 0
            while offset < count {
                // Every character of plain Chinese is three bytes long in UTF-8.
                let lead = UInt32(bytes[offset])
                guard lead & 0xF0 == 0xE0, offset + 2 < count else { return nil }
                let scalar = (lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F)
                offset += 3
                let kind = HanLineBreaks.kind(scalar)
                guard kind != .other, first.glyph(for: scalar) == 0 else { return nil }
                let glyph = second.glyph(for: scalar)
                guard glyph != 0, second.isTableSafe(glyph, in: .han), Int(glyph) < sized.count,
                      MeasurementWorkspace.traits(scalar, table: traits) & CharacterTraits.needsShaping == 0 else { return nil }
                hasIdeograph = hasIdeograph || kind == .ideographic
                guard let breaks = scanner.breaks(before: CommonLineBreaks.entry(scalar, table: breakClasses), at: index) else {
                    return nil
                }
                if index > 0 {
                    // The character before ends its advance with its kerning with this one.
                    let across = Int(kerning.between(previousGlyph, glyph))
                    let advance = Int(sized[Int(previousGlyph)]) + across
                    guard advance >= 0 else { return nil }
                    prefix += advance
                    if breaks {
                        write(index, prefix: prefix, visibleWidth: prefix - across, at: &field, into: storage)
                    }
                }
                previousGlyph = glyph
                index += 1
            }
            guard hasIdeograph else { return nil }
            let last = Int(sized[Int(previousGlyph)])
            guard last >= 0 else { return nil }
            prefix += last
            guard prefix <= Int(Int32.max) else { return nil }
            write(index, prefix: prefix, visibleWidth: prefix, at: &field, into: storage)
            storage[0] = 0
            storage[1] = Int32(index)
            storage[2] = Int32(index)
            storage[3] = Int32((field - LineWrapProfile.paragraphFields) / LineWrapProfile.breakFields)
            return (field, index)
        }

        /// A break at `position` with no white space before it: it fits and ends there.
        @inline(__always)
        private func write(_ position: Int, prefix: Int, visibleWidth: Int, at field: inout Int,
                           into storage: UnsafeMutableBufferPointer<Int32>) {
            LineWrapProfile.writeBreak(into: storage, at: &field, position: position, prefix: prefix, fit: prefix,
                                       visibleEnd: position, visibleWidth: visibleWidth)
        }
    }
}
