/// A text that fast mode sets as one line of printable ASCII, measured in one pass over its
/// UTF-8 bytes: no scalars, runs, advances or lines are written. Most labels of a cell (a name,
/// a time, a button's title) are such texts, and the batch measures one or more per row.
///
/// Invariant: where it answers, the answer is the general path's (`prepareAnalysis`,
/// `layOutLines`, `truncate`): the text is one paragraph (printable ASCII holds no hard
/// break) that `analysePrintableASCII` would set in the first face with the same advances
/// (`PrintableASCIIAdvances`), and it fits the width limit, so it is one uncut line: the whole
/// text, whose width counts its trailing white space (`countsTrailingWhiteSpace`).
/// `PrintableASCIILineTests` compares the two on random texts.
extension MeasurementWorkspace {
    /// A text set as one line by a one-pass path (`printableASCIILine`, `plainHanLine`).
    struct OneLineText {
        /// The line's width (`lineWidth`), in layout units.
        let width: Int
        /// The width counted against a limit (`fitWidth`): a trailing white space hangs.
        let fitWidth: Int
        /// Characters (scalars) in the text.
        let count: Int
        /// The line's faces (`faceMask`).
        let faces: UInt32
    }

    /// The one line of `utf8`, or nil when the general path must set it: a character outside
    /// printable ASCII or that the first face's tables cannot set, exact mode, or a text wider
    /// than `request.maxWidth`. A text with an ASCII letter is set with the Latin tables; one
    /// without (a price, a time, a count) with the Common script's, as `itemizePrintableASCII`
    /// resolves it.
    mutating func printableASCIILine(_ utf8: UnsafeBufferPointer<UInt8>, _ request: LayoutRequest) -> OneLineText? {
        guard request.mode == .fast, let face = request.faces.first, let bytes = utf8.baseAddress, !utf8.isEmpty else { return nil }
        var script = PrintableASCIIScript.latin
        var made: OneLineText?
        while made == nil {
            guard let table = printableASCIIPairs(face, size: request.size, script: script) else { return nil }
            let outcome = withExtendedLifetime(table) {
                Self.printableASCIILine(bytes, count: utf8.count, PrintableASCIIAdvances(table), script: script)
            }
            switch outcome {
            case .line(let line): made = line
            case .otherScript where script == .latin: script = .common
            case .otherScript, .declined: return nil
            }
        }
        guard let line = made else { return nil }
        if let maxWidth = request.maxWidth, line.fitWidth > LayoutUnits.units(maxWidth) { return nil }
        return line
    }

    /// What the pass over a text made with one script's tables.
    private enum LineOutcome {
        case line(OneLineText)
        /// The text resolves to the other script (it has a letter, or has none).
        case otherScript
        /// The general path must set it.
        case declined
    }

    private static func printableASCIILine(_ bytes: UnsafePointer<UInt8>, count: Int, _ tables: PrintableASCIIAdvances,
                                           script: PrintableASCIIScript) -> LineOutcome {
        var letters: UInt32 = 0
        var prefix = 0
        var visible = 0
        var lastAdvance: Int32 = 0
        var endsInWhiteSpace = false
        let last = count - 1
        for index in 0...last {
            let scalar = UInt32(bytes[index])
            guard let offset = PrintableASCIIAdvances.offset(scalar) else { return .declined }
            let glyph = tables.glyph(offset)
            // A word holding a glyph shaping may change takes the general path's shaping.
            guard glyph != 0, !tables.isShapedInWords(offset) else { return .declined }
            letters |= CommonLineBreaks.isASCIILetter(scalar) ? 1 : 0
            lastAdvance = tables.advance(offset, next: index < last ? UInt32(bytes[index + 1]) : nil)
            prefix &+= Int(lastAdvance)
            endsInWhiteSpace = tables.flags[offset] & PrintableASCIIPairs.whiteSpace != 0
            if !endsInWhiteSpace { visible = prefix }
        }
        guard (letters != 0) == (script == .latin) else { return .otherScript }
        let width = countsTrailingWhiteSpace(0..<count, textCount: count) ? prefix : visible
        return .line(OneLineText(width: width, fitWidth: prefix - (endsInWhiteSpace ? Int(lastAdvance) : 0), count: count, faces: 1))
    }
}
