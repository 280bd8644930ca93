/// The wrap profile of a text that fast mode sets as one paragraph of printable ASCII, made in
/// one pass over its UTF-8 bytes: no scalars, advances, prefix widths or break marks are
/// written, only the profile's breaks. A cell's multi-line labels (a post's body, a message)
/// are mostly such texts, nearly all of them unique, and the batch profiles one or more per row.
///
/// Invariant: where it answers, the profile equals the general path's (`prepareAnalysis` with
/// marks, then `wrapProfile`): the text is one paragraph (printable ASCII holds no hard break)
/// that `analysePrintableASCII` takes whole, setting it in the first face with the same
/// advances (`PrintableASCIIAdvances`), marking its breaks with the same table
/// (`PrintableASCIIBreaks`), with no word to shape; each break's numbers are those
/// `appendBreaks` reads from the buffers that pass writes, kept as running values instead (the
/// prefix width, where the white space before the break starts, the last advance), and the
/// kerning a line ending without white space takes off is the table's, the pair's advance less
/// the lone one. `PrintableASCIIProfileTests` compares the two on seeded random texts.
extension MeasurementWorkspace {
    /// The profile of `utf8`, or nil when the general path must make it: a character outside
    /// printable ASCII or that the first face's tables cannot set or must shape in its word, no
    /// ASCII letter, break rules the table leaves to ICU, a negative advance, exact mode.
    mutating func printableASCIIProfile(_ utf8: UnsafeBufferPointer<UInt8>, _ request: LayoutRequest, leading: Double,
                                        scale: Double) -> LineWrapProfile? {
        guard request.mode == .fast, CommonLineBreaks.matchesInstalledICU, let face = request.faces.first,
              let bytes = utf8.baseAddress, !utf8.isEmpty, utf8.count < Int(Int32.max) / 2,
              let table = printableASCIIPairs(face, size: request.size) else { return nil }
        let count = utf8.count
        // A header, then five numbers per break: at most one break per character.
        Self.ensureCount(&profileScratch, LineWrapProfile.paragraphFields + LineWrapProfile.breakFields * (count + 1), 0)
        let breaks = printableASCIIBreaks
        let used: Int? = withExtendedLifetime(table) {
            profileScratch.withUnsafeMutableBufferPointer { storage in
                Self.profileBreaks(bytes, count: count, PrintableASCIIAdvances(table), breaks: breaks, into: storage)
            }
        }
        guard let used else { return nil }
        let faceMetrics = lineMetrics(of: request.faces)
        return profileScratch.withUnsafeBufferPointer { scratch in
            LineWrapProfile(storage: UnsafeBufferPointer(rebasing: scratch[0..<used]), runs: [], uniformFaces: 1,
                            faceMetrics: faceMetrics, size: request.size, scalarCount: count, endsWithParagraphSeparator: false,
                            leading: leading, lineLimit: request.lineLimit, scale: scale)
        }
    }

    /// Writes the paragraph's header and breaks (`LineWrapProfile.storage`) into `storage`;
    /// returns how many numbers it wrote, or nil (see `printableASCIIProfile`).
    private static func profileBreaks(_ bytes: UnsafePointer<UInt8>, count: Int, _ tables: PrintableASCIIAdvances,
                                      breaks: PrintableASCIIBreaks,
                                      into storage: UnsafeMutableBufferPointer<Int32>) -> Int? {
        var flagUnion: UInt8 = 0
        var negative: Int32 = 0
        var state = PrintableASCIIBreaks.start
        // Widths in layout units: before the character at hand, of the character before it
        // (kerned with this one) and of it alone, and up to the end of the last character that
        // is not white space (at `visibleEnd`).
        var prefix = 0
        var lastAdvance: Int32 = 0
        var lastLoneAdvance: Int32 = 0
        var visibleEnd = 0
        var visiblePrefix = 0
        var field = LineWrapProfile.paragraphFields
        let last = count - 1
        // Every character writes a break's numbers where the next break goes, and moves that
        // place on only when there is a break before it: feed and chat texts break every few
        // characters, so a branch per break would be mispredicted every word.
        for index in 0...last {
            let scalar = UInt32(bytes[index])
            guard let offset = PrintableASCIIAdvances.offset(scalar) else { return nil }
            let flags = tables.flags[offset]
            flagUnion |= flags
            let step = breaks.step(from: state, offset)
            state = step >> 1
            // White space ends the line: the last of it hangs, none of it shows. A line ending
            // without white space loses the kerning across its end: the last advance (kerned
            // with this character) less that character's lone advance.
            let endsInWhiteSpace = visibleEnd < index
            var next = field
            LineWrapProfile.writeBreak(into: storage, at: &next, position: index, prefix: prefix,
                                       fit: endsInWhiteSpace ? prefix &- Int(lastAdvance) : prefix, visibleEnd: visibleEnd,
                                       visibleWidth: endsInWhiteSpace ? visiblePrefix : prefix &- Int(lastAdvance &- lastLoneAdvance))
            // No line ends before the first character.
            field &+= Int(step & 1) &* (index == 0 ? 0 : LineWrapProfile.breakFields)
            let row = offset &* PrintableASCIIPairs.columns
            lastAdvance = tables.advance(offset, next: index < last ? UInt32(bytes[index + 1]) : nil)
            lastLoneAdvance = tables.pairs[row &+ PrintableASCIIPairs.endColumn]
            negative |= lastAdvance
            prefix &+= Int(lastAdvance)
            let shows = flags & PrintableASCIIPairs.whiteSpace == 0
            visibleEnd = shows ? index &+ 1 : visibleEnd
            visiblePrefix = shows ? prefix : visiblePrefix
        }
        // Without negative advances the prefix widths only grow: the last is the widest.
        guard flagUnion & PrintableASCIIPairs.unsettable == 0, flagUnion & PrintableASCIIPairs.letter != 0,
              state != breaks.declined, negative >= 0, prefix <= Int(Int32.max) else { return nil }
        LineWrapProfile.writeBreak(into: storage, at: &field, position: count, prefix: prefix,
                                   fit: visibleEnd < count ? prefix - Int(lastAdvance) : prefix, visibleEnd: visibleEnd,
                                   visibleWidth: visiblePrefix)
        let breakCount = (field - LineWrapProfile.paragraphFields) / LineWrapProfile.breakFields
        storage[0] = 0
        storage[1] = Int32(count)
        storage[2] = Int32(count)
        storage[3] = Int32(breakCount)
        return field
    }
}
