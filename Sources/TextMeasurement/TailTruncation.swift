/// Cuts a layout to `numberOfLines` lines the way the reference (Pango's END ellipsization)
/// does, so that the last shown line ends in an ellipsis.
///
/// - Only the empty line after a final hard break is over the limit: it is dropped, nothing
///   else changes, and the text does not count as cut.
/// - Otherwise the last shown line holds the rest of its paragraph (and, when that paragraph
///   ended at a hard break, an ellipsis after it); if that does not fit the width, the line
///   keeps the longest run of whole graphemes that fits together with an ellipsis: "…", or
///   "..." when the hidden text starts with a character set in a fallback face or with an
///   emoji-presentation character (Pango then asks for an ellipsis the default fonts lack,
///   U+22EF for CJK, and falls back to three periods in the first face; observed on every such
///   case of the reference corpus).
/// - The cut line's range ends where the hidden text starts; its width includes the ellipsis.
extension MeasurementWorkspace {
    struct Ellipses {
        var horizontal: Int
        var threeDots: Int
        var face: Int
    }

    mutating func truncate(_ lines: [LaidLine], to limit: Int, _ request: MeasurementWorkspace.LayoutRequest) -> (lines: [LaidLine], cut: Bool) {
        guard limit > 0, lines.count > limit else { return (lines, false) }
        let count = scalars.count
        if lines.count == limit + 1, let last = lines.last, last.range.lowerBound == count, last.range.isEmpty {
            var kept = Array(lines.prefix(limit))
            kept[limit - 1].range = kept[limit - 1].range.lowerBound..<count
            return (kept, false)
        }
        var kept = Array(lines.prefix(limit))
        let shown = lines[limit - 1]
        let following = lines[limit]
        let start = shown.range.lowerBound
        let paragraphEnd = shown.paragraph.upperBound
        let wrapsInParagraph = following.range.lowerBound < shown.paragraphEnd
        let ellipses = ellipsisWidths(request)
        let available = request.maxWidth.map(LayoutUnits.units) ?? Int.max

        var cut = paragraphEnd
        var width: Int
        if !wrapsInParagraph {
            // The line ends at a hard break: the ellipsis goes after its text, set as text.
            width = prefixWidths[paragraphEnd] - prefixWidths[start] + ellipses.horizontal
            if width <= available {
                kept[limit - 1] = LaidLine(range: start..<paragraphEnd, width: width,
                                           faces: faceMask(start..<paragraphEnd) | 1 << UInt32(ellipses.face),
                                           paragraph: shown.paragraph, paragraphEnd: paragraphEnd)
                return (kept, true)
            }
        }
        // Keep the longest grapheme-aligned prefix that fits with the ellipsis. The closure
        // reads the arrays, not `self` (see `wrapEnd`).
        cut = start
        let (sums, text, faces, table) = (prefixWidths, scalars, faceIndices, traitTable)
        func ellipsis(at position: Int) -> Int {
            Self.ellipsis(at: position, ellipses, scalars: text, faceIndices: faces, traitTable: table)
        }
        width = ellipsis(at: start)
        GraphemeBoundaries.forEach(in: start..<paragraphEnd, of: text) { boundary in
            guard boundary < paragraphEnd || !wrapsInParagraph else { return true }
            let candidate = sums[boundary] - sums[start] + ellipsis(at: boundary)
            if candidate > available { return false }
            cut = boundary
            width = candidate
            return true
        }
        kept[limit - 1] = LaidLine(range: start..<cut, width: width,
                                   faces: (cut > start ? faceMask(start..<cut) : 0) | 1 << UInt32(ellipses.face),
                                   paragraph: shown.paragraph, paragraphEnd: paragraphEnd)
        return (kept, true)
    }

    /// The ellipsis shown when the hidden text starts at `position`.
    private static func ellipsis(at position: Int, _ ellipses: Ellipses, scalars: [UInt32], faceIndices: [UInt8],
                                 traitTable: [UInt8]) -> Int {
        guard position < scalars.count else { return ellipses.horizontal }
        let presentsAsEmoji = traits(scalars[position], table: traitTable) & CharacterTraits.emojiPresentation != 0
        return faceIndices[position] != 0 || presentsAsEmoji ? ellipses.threeDots : ellipses.horizontal
    }

    /// Natural widths of "…" and "..." in the first face that has U+2026.
    private mutating func ellipsisWidths(_ request: MeasurementWorkspace.LayoutRequest) -> Ellipses {
        let position = request.faces.firstIndex { $0.glyph(for: 0x2026) != 0 } ?? 0
        let face = request.faces[position]
        let units = LayoutUnits(size: request.size, unitsPerEm: face.metrics.unitsPerEm)
        let ellipsis = face.glyph(for: 0x2026)
        let dot = face.glyph(for: 0x2E)
        // The stand-in's tracking and corrections apply to these glyphs as to any other.
        let extra = face.standIn.map { standInExtraUnits($0, face: face, size: request.size) }
        let ellipsisExtra = extra.map { Int($0[Int(ellipsis)]) } ?? 0
        let dotExtra = extra.map { Int($0[Int(dot)]) } ?? 0
        let horizontal = Int(units.scaled(face.advances[Int(ellipsis)])) + ellipsisExtra
        let dotKerning = face.kerning[ScriptClass.common.rawValue].pairAdjustment(dot, dot)
        let dots = 3 * (Int(units.scaled(face.advances[Int(dot)])) + dotExtra)
            + (dotKerning == 0 ? 0 : 2 * Int(units.scaled(dotKerning)))
        return Ellipses(horizontal: horizontal, threeDots: dots, face: position)
    }
}

extension FontFace.KerningPlan {
    func pairAdjustment(_ first: UInt32, _ second: UInt32) -> Int32 {
        if case .table(let table) = self { return table.adjustment(first, second) }
        return 0
    }
}
