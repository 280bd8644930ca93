/// How a measured text's lines fall at any width limit, kept from its measurement so that the
/// same request at another `maxWidth` (same text, font, line limit, scale and measurer) is
/// answered without the text: the batch engine measures a multi-line label unwrapped, solves,
/// and then needs it at its solved width.
///
/// Per paragraph it keeps the positions where a line may end (the UAX #14 break opportunities
/// and the paragraph's end) with the widths greedy filling reads there (`LineWrapper`): the
/// prefix width, the fit width with a hanging white space taken off, and the visible width of a
/// line ending there (trailing white space excluded, the table kerning across the break taken
/// off). Filling then visits the breaks, not the characters; a line's faces (for its height)
/// come from the font runs it overlaps. A line that is the whole text takes its prefix width
/// instead, trailing white space counted (`MeasurementWorkspace.countsTrailingWhiteSpace`).
///
/// Invariant: `metrics(atMaxWidth:)` is nil, or exactly the metrics `TextMeasurer` gives for
/// the request at that width (`LineWrapProfileTests`, seeded and differential). It is nil where
/// the breaks do not say enough: a word wider than the line (broken at grapheme boundaries), a
/// line limit that cuts the text (truncation places an ellipsis by characters), a line ending
/// without white space inside a run HarfBuzz shaped (its part of the run is shaped again). A
/// text has no profile at all when a negative advance makes fit widths not monotone, or when a
/// line separator's empty line takes a neighbour's face.
///
/// The fields live in one shared object, the break numbers in the same allocation: a
/// measurement carries its profile through several copies (cache, block states, a text
/// source's answer), and one reference counts once where three arrays counted three times and
/// made every copy of a measurement 80 bytes longer; a job makes a profile per multi-line text.
/// Sendable unchecked only because that object is a `ManagedBuffer`, which Swift never deems
/// Sendable: nothing in it changes once it is made.
public struct LineWrapProfile: Hashable, @unchecked Sendable {
    private let fields: Shared

    // The fields are read through the header's pointer: `ManagedBuffer.header` is a class's
    // stored `var`, whose every read is checked for exclusive access at run time.

    /// The font runs, three numbers each (start, end, face), when the text uses several faces;
    /// else every line's faces are `uniformFaces`.
    private var runs: [Int32] { fields.withUnsafeMutablePointerToHeader { $0.pointee.runs } }
    private var uniformFaces: UInt32 { fields.withUnsafeMutablePointerToHeader { $0.pointee.uniformFaces } }
    /// Vertical metrics of the fallback list's faces, and the size, for line heights.
    private var faceMetrics: [VerticalMetrics] { fields.withUnsafeMutablePointerToHeader { $0.pointee.faceMetrics } }
    private var size: Double { fields.withUnsafeMutablePointerToHeader { $0.pointee.size } }
    private var scalarCount: Int { fields.withUnsafeMutablePointerToHeader { $0.pointee.scalarCount } }
    /// Whether the text ends in a paragraph separator (then an empty last line follows).
    private var endsWithParagraphSeparator: Bool { fields.withUnsafeMutablePointerToHeader { $0.pointee.endsWithParagraphSeparator } }
    private var leading: Double { fields.withUnsafeMutablePointerToHeader { $0.pointee.leading } }
    private var lineLimit: Int { fields.withUnsafeMutablePointerToHeader { $0.pointee.lineLimit } }
    private var scale: Double { fields.withUnsafeMutablePointerToHeader { $0.pointee.scale } }

    /// Per paragraph `Self.paragraphFields` numbers (content start and end, where the next
    /// starts, how many breaks follow), then per break `Self.breakFields`: position, prefix
    /// width, fit width, visible end, visible width. Widths in layout units from the
    /// paragraph's start (`prefixWidths` restart there).
    private func withStorage<Result>(_ body: (UnsafeBufferPointer<Int32>) -> Result) -> Result {
        fields.withUnsafeMutablePointers { header, numbers in body(UnsafeBufferPointer(start: numbers, count: header.pointee.count)) }
    }

    /// The profile's fields but its break numbers (see the properties of the same names), and
    /// how many numbers there are.
    private struct Fields: Hashable {
        let count: Int
        let runs: [Int32]
        let uniformFaces: UInt32
        let faceMetrics: [VerticalMetrics]
        let size: Double
        let scalarCount: Int
        let endsWithParagraphSeparator: Bool
        let leading: Double
        let lineLimit: Int
        let scale: Double
    }

    /// `Fields` with the break numbers after them in one allocation, equal and hashed as their
    /// values. Immutable once made (`make`).
    private final class Shared: ManagedBuffer<Fields, Int32>, Hashable {
        static func make(_ fields: Fields, numbers: UnsafeBufferPointer<Int32>) -> Shared {
            let made = unsafeDowncast(create(minimumCapacity: fields.count) { _ in fields }, to: Shared.self)
            if let source = numbers.baseAddress {
                made.withUnsafeMutablePointerToElements { $0.initialize(from: source, count: fields.count) }
            }
            return made
        }

        static func == (a: Shared, b: Shared) -> Bool {
            a === b || a.fields == b.fields && a.numbers { first in b.numbers { first.elementsEqual($0) } }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fields)
            numbers { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        var fields: Fields { withUnsafeMutablePointerToHeader { $0.pointee } }

        private func numbers<Result>(_ body: (UnsafeBufferPointer<Int32>) -> Result) -> Result {
            withUnsafeMutablePointers { header, numbers in body(UnsafeBufferPointer(start: numbers, count: header.pointee.count)) }
        }
    }

    static let paragraphFields = 4
    static let breakFields = 5

    /// Writes one break's numbers (see `storage` above) at `field` and moves `field` past them:
    /// the one place the one-pass profiles lay a break out.
    @inline(__always)
    static func writeBreak(into storage: UnsafeMutableBufferPointer<Int32>, at field: inout Int, position: Int, prefix: Int,
                           fit: Int, visibleEnd: Int, visibleWidth: Int) {
        storage[field] = Int32(truncatingIfNeeded: position)
        storage[field &+ 1] = Int32(truncatingIfNeeded: prefix)
        storage[field &+ 2] = Int32(truncatingIfNeeded: fit)
        storage[field &+ 3] = Int32(truncatingIfNeeded: visibleEnd)
        storage[field &+ 4] = Int32(truncatingIfNeeded: visibleWidth)
        field &+= breakFields
    }
    /// The visible width of a break where a line's width takes shaping (a line ending there
    /// with no white space, inside a run HarfBuzz set): filling declines such a line.
    static let unknownWidth = Int32.min

    init(storage: UnsafeBufferPointer<Int32>, runs: [Int32], uniformFaces: UInt32, faceMetrics: [VerticalMetrics], size: Double,
         scalarCount: Int, endsWithParagraphSeparator: Bool, leading: Double, lineLimit: Int, scale: Double) {
        fields = Shared.make(Fields(count: storage.count, runs: runs, uniformFaces: uniformFaces, faceMetrics: faceMetrics,
                                    size: size, scalarCount: scalarCount, endsWithParagraphSeparator: endsWithParagraphSeparator,
                                    leading: leading, lineLimit: lineLimit, scale: scale),
                             numbers: storage)
    }

    /// The text's metrics at `maxWidth` (nil: unlimited), or nil when only measuring the text
    /// again can say (see the type's invariant).
    public func metrics(atMaxWidth maxWidth: Double?) -> TextMetrics? {
        layOut(atMaxWidth: maxWidth, keepingLines: true)
    }

    /// `metrics(atMaxWidth:)` without the list of lines, for a caller that reads sizes only.
    public func size(atMaxWidth maxWidth: Double?) -> TextMetrics? {
        layOut(atMaxWidth: maxWidth, keepingLines: false)
    }

    private func layOut(atMaxWidth maxWidth: Double?, keepingLines: Bool) -> TextMetrics? {
        if let maxWidth, !(maxWidth.isFinite && maxWidth >= 0) { return nil }
        let limit = maxWidth.map(LayoutUnits.units)
        var sink = LineSink(profile: self, keepingLines: keepingLines)
        let laidOut: Bool = withStorage { storage in
            var at = 0
            while at < storage.count {
                let paragraph = Paragraph(storage, at: at)
                at = paragraph.first + paragraph.breakCount * Self.breakFields
                guard paragraph.breakCount > 0 ? fill(paragraph, storage, limit: limit, into: &sink)
                        : sink.add(paragraph.contentStart..<paragraph.end, width: 0, faces: 1) else { return false }
            }
            // Truncation keeps a last empty line's text on the line before it: a measurement.
            return !endsWithParagraphSeparator || sink.add(scalarCount..<scalarCount, width: 0, faces: 1)
        }
        guard laidOut else { return nil }
        var metrics = sink.stack.metrics(lines: sink.lines, scale: scale)
        if !sink.wrapped { metrics.linesHoldFromWidth = TextMeasurer.linesHold(fromUnits: widestParagraphFit()) }
        return metrics
    }

    /// A paragraph's header in `storage` (see there); `first`: where its breaks start.
    private struct Paragraph {
        let contentStart, contentEnd, end, breakCount, first: Int

        init(_ storage: UnsafeBufferPointer<Int32>, at index: Int) {
            contentStart = Int(storage[index])
            contentEnd = Int(storage[index + 1])
            end = Int(storage[index + 2])
            breakCount = Int(storage[index + 3])
            first = index + LineWrapProfile.paragraphFields
        }
    }

    /// Stacks the lines as they are filled (`LineStack`), keeping the list when asked, and
    /// stops at the line limit (past it the text is truncated, which takes a measurement).
    private struct LineSink {
        var stack: LineStack
        var lines: [MeasuredLine] = []
        let keepingLines: Bool
        let lineLimit: Int
        let faceMetrics: [VerticalMetrics]
        let size: Double
        /// Whether a paragraph was wrapped (then its lines hold at no wider width).
        var wrapped = false
        private var lastFaces: UInt32 = 0
        private var lastLine: (height: Double, baseline: Double) = (0, 0)

        init(profile: LineWrapProfile, keepingLines: Bool) {
            stack = LineStack(leading: profile.leading)
            self.keepingLines = keepingLines
            lineLimit = profile.lineLimit
            faceMetrics = profile.faceMetrics
            size = profile.size
        }

        /// Adds a line; false when it is past the line limit.
        mutating func add(_ range: Range<Int>, width: Int, faces: UInt32) -> Bool {
            if faces != lastFaces || stack.count == 0 {
                lastFaces = faces
                lastLine = TextMeasurer.lineHeight(faces: faces, of: faceMetrics, size: size)
            }
            let points = stack.add(width: width, line: lastLine)
            if keepingLines { lines.append(MeasuredLine(range: range, width: points)) }
            return lineLimit == 0 || stack.count <= lineLimit
        }
    }

    /// Greedy filling of one paragraph's lines from its breaks (the last is the paragraph's
    /// end), as `LineWrapper` fills them from its characters. False when a word does not fit
    /// a line or the line limit is passed.
    private func fill(_ paragraph: Paragraph, _ storage: UnsafeBufferPointer<Int32>, limit: Int?,
                      into sink: inout LineSink) -> Bool {
        @inline(__always) func field(_ index: Int, _ offset: Int) -> Int {
            Int(storage[paragraph.first + index * Self.breakFields + offset])
        }
        // The visible width of the line from `start` (prefix width `startPrefix`) to break `index`.
        @inline(__always) func width(to index: Int, from start: Int, _ startPrefix: Int) -> Int {
            field(index, 3) <= start ? 0 : field(index, 4) - startPrefix
        }
        let last = paragraph.breakCount - 1
        var start = paragraph.contentStart
        var startPrefix = 0
        var next = 0
        while true {
            guard let limit, field(last, 2) - startPrefix > limit else {
                let whole = MeasurementWorkspace.countsTrailingWhiteSpace(start..<paragraph.contentEnd, textCount: scalarCount)
                return sink.add(start..<paragraph.end, width: whole ? field(last, 1) : width(to: last, from: start, startPrefix),
                                faces: faces(start..<paragraph.contentEnd))
            }
            // Fit widths only grow along a paragraph without negative advances, so the line
            // ends at the last break before the first one that does not fit.
            var chosen = -1
            while next < last, field(next, 2) - startPrefix <= limit {
                chosen = next
                next += 1
            }
            guard chosen >= 0 else { return false }
            let lineEnd = field(chosen, 0)
            if field(chosen, 4) == Int(Self.unknownWidth), field(chosen, 3) > start { return false }
            sink.wrapped = true
            guard sink.add(start..<lineEnd, width: width(to: chosen, from: start, startPrefix), faces: faces(start..<lineEnd)) else {
                return false
            }
            start = lineEnd
            startPrefix = field(chosen, 1)
            next = chosen + 1
        }
    }

    /// `MeasurementWorkspace.faceMask` of a line's content (up to its break or its
    /// paragraph's content end).
    private func faces(_ content: Range<Int>) -> UInt32 {
        guard !runs.isEmpty else { return uniformFaces }
        var mask: UInt32 = 0
        var index = 0
        while index < runs.count {
            if content.overlaps(Int(runs[index])..<Int(runs[index + 1])) { mask |= 1 << UInt32(min(runs[index + 2], 31)) }
            index += 3
        }
        return mask == 0 ? 1 : mask
    }

    /// `MeasurementWorkspace.wholeParagraphsFitLimit` when no line was wrapped: the widest
    /// paragraph's fit width.
    private func widestParagraphFit() -> Int {
        withStorage { storage in
            var widest = 0
            var at = 0
            while at < storage.count {
                let paragraph = Paragraph(storage, at: at)
                if paragraph.breakCount > 0 {
                    widest = max(widest, Int(storage[paragraph.first + (paragraph.breakCount - 1) * Self.breakFields + 2]))
                }
                at = paragraph.first + paragraph.breakCount * Self.breakFields
            }
            return widest
        }
    }
}

extension MeasurementWorkspace {
    /// The profile of the loaded and analysed text (`prepareAnalysis`), read before any line
    /// is wrapped; nil when the text cannot have one (see `LineWrapProfile`).
    mutating func wrapProfile(_ request: LayoutRequest, leading: Double, scale: Double) -> LineWrapProfile? {
        findBreakOpportunities()
        let count = scalars.count
        guard count < Int(Int32.max) else { return nil }
        // The numbers go to the workspace's scratch (taken out for the call, put back after),
        // and from there to the profile's own allocation: one allocation per profile.
        var storage: [Int32] = []
        swap(&storage, &profileScratch)
        defer {
            storage.removeAll(keepingCapacity: true)
            swap(&storage, &profileScratch)
        }
        // Five numbers a break, four a paragraph (each after the first starts at a break).
        // A mark is a byte 0 or 1: a sum over the bytes (which vectorises) counts them.
        let marks = isBreakOpportunity.withUnsafeBytes { marks in marks.prefix(count + 1).reduce(0) { $0 &+ Int($1) } }
        storage.removeAll(keepingCapacity: true)
        storage.reserveCapacity(5 * marks + 9 * (hasHardBreaks ? marks + 1 : 1))
        var start = 0
        // As `layOutLines` has it: a text whose last hard break is a paragraph separator ends
        // in an empty line.
        var endsWithSeparator = false
        while true {
            let contentEnd = hasHardBreaks ? paragraphContentEnd(from: start) : count
            let end = paragraphEnd(after: contentEnd)
            if contentEnd < count, !Self.isParagraphSeparator(scalars[contentEnd]) { return nil }
            guard hasNoNegativeAdvance(start..<contentEnd), prefixWidths[contentEnd] <= Int(Int32.max) else { return nil }
            guard appendBreaks(of: start..<contentEnd, end: end, request, to: &storage) else { return nil }
            if end >= count {
                endsWithSeparator = contentEnd < count
                break
            }
            start = end
        }
        var runFaces: [Int32] = []
        let firstFace = runs.first?.face ?? 0
        if runs.contains(where: { $0.face != firstFace }) {
            runFaces.reserveCapacity(3 * runs.count)
            for run in runs {
                runFaces.append(Int32(run.range.lowerBound))
                runFaces.append(Int32(run.range.upperBound))
                runFaces.append(Int32(run.face))
            }
        }
        let faceMetrics = lineMetrics(of: request.faces)
        return storage.withUnsafeBufferPointer { storage in
            LineWrapProfile(storage: storage, runs: runFaces, uniformFaces: 1 << UInt32(min(firstFace, 31)),
                            faceMetrics: faceMetrics, size: request.size, scalarCount: count,
                            endsWithParagraphSeparator: endsWithSeparator, leading: leading, lineLimit: request.lineLimit,
                            scale: scale)
        }
    }

    /// Appends paragraph `content`'s header and breaks (see `LineWrapProfile.storage`).
    private mutating func appendBreaks(of content: Range<Int>, end: Int, _ request: LayoutRequest,
                                       to storage: inout [Int32]) -> Bool {
        storage.append(Int32(content.lowerBound))
        storage.append(Int32(content.upperBound))
        storage.append(Int32(end))
        storage.append(0)
        let header = storage.count - 1
        guard !content.isEmpty else { return true }
        // The breaks' positions first, from the marks alone; then their numbers, read through
        // pointers: a paragraph has a break every few characters, a job a million paragraphs.
        breakPositions.removeAll(keepingCapacity: true)
        isBreakOpportunity.withUnsafeBytes { marks in
            // Marks are bytes 0 or 1, a few per word: read eight at a time, a set byte's place
            // from the word's trailing zeros (little-endian).
            var position = content.lowerBound + 1
            while position + 8 <= content.upperBound {
                var word = marks.loadUnaligned(fromByteOffset: position, as: UInt64.self).littleEndian
                while word != 0 {
                    breakPositions.append(position + word.trailingZeroBitCount / 8)
                    word &= word - 1
                }
                position += 8
            }
            while position < content.upperBound {
                if marks[position] != 0 { breakPositions.append(position) }
                position += 1
            }
        }
        breakPositions.append(content.upperBound)
        let first = storage.count
        storage.append(contentsOf: repeatElement(0, count: breakPositions.count * LineWrapProfile.breakFields))
        var kernedEnds = false
        // Through pointers: the loop must not retain an array per character.
        traitTable.withUnsafeBufferPointer { table in
            storage.withUnsafeMutableBufferPointer { storage in
                breakPositions.withUnsafeMutableBufferPointer { positions in
                    scalars.withUnsafeBufferPointer { scalars in
                        prefixWidths.withUnsafeBufferPointer { prefixWidths in
                            advances.withUnsafeBufferPointer { advances in
                                var field = first
                                for (index, position) in positions.enumerated() {
                                    // White space that ends the line before the break.
                                    var visibleEnd = position
                                    while visibleEnd > content.lowerBound,
                                          Self.traits(scalars[visibleEnd - 1], table: table) & CharacterTraits.whiteSpace != 0 {
                                        visibleEnd -= 1
                                    }
                                    let prefix = prefixWidths[position]
                                    storage[field] = Int32(position)
                                    storage[field + 1] = Int32(prefix)
                                    storage[field + 2] = Int32(visibleEnd < position ? prefix - Int(advances[position - 1]) : prefix)
                                    storage[field + 3] = Int32(visibleEnd)
                                    storage[field + 4] = Int32(prefixWidths[visibleEnd])
                                    if visibleEnd == position, position < content.upperBound {
                                        positions[index] = -1
                                        kernedEnds = true
                                    }
                                    field += LineWrapProfile.breakFields
                                }
                            }
                        }
                    }
                }
            }
        }
        // A line ending without white space inside the paragraph loses the kerning across its
        // end (`lineWidth`): the breaks marked -1 above, whose visible width is the prefix width
        // until here (worked out outside the loop, which reads the workspace through pointers).
        if kernedEnds {
            var across = KerningAcrossBreaks(runs: runs)
            for index in breakPositions.indices where breakPositions[index] < 0 {
                let field = first + index * LineWrapProfile.breakFields
                let width = Int(storage[field + 4])
                let position = Int(storage[field])
                let kerning = across.kerning(at: position, request) { $0.between(glyphs[position - 1], glyphs[position]) }
                storage[field + 4] = Int32(kerning.map { width - $0 } ?? Int(LineWrapProfile.unknownWidth))
            }
        }
        storage[header] = Int32(breakPositions.count)
        return true
    }

    /// The faces' line metrics, kept for the last fallback list (a job measures text after
    /// text in one font), so that a profile shares one array instead of making its own.
    mutating func lineMetrics(of faces: [FontFace]) -> [VerticalMetrics] {
        if let last = lastLineMetrics, last.faces.count == faces.count, zip(last.faces, faces).allSatisfy({ $0 === $1 }) {
            return last.metrics
        }
        let metrics = faces.map(\.lineMetrics)
        lastLineMetrics = (faces, metrics)
        return metrics
    }

    /// The kerning lines ending at a paragraph's breaks take off (`lineWidth`), asked in
    /// increasing positions: that of a line's last character with the next when both are in one
    /// run set from the tables, none across runs; nil inside a shaped run (`lineWidth` shapes the
    /// line's part of it again). The run is found by walking the runs forward with the
    /// positions, and its kerning table is looked up once, when the positions enter it: a
    /// Chinese paragraph asks at nearly every character.
    private struct KerningAcrossBreaks {
        let runs: [TextRun]
        /// Whether the runs are in order and apart (the walk needs it; otherwise each position
        /// searches them all, as `lineWidth` does).
        private let ordered: Bool
        private var next = 0
        private var current: (index: Int, kerning: RunKerning)?

        init(runs: [TextRun]) {
            self.runs = runs
            ordered = zip(runs, runs.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound }
        }

        mutating func kerning(at position: Int, _ request: LayoutRequest,
                              _ pair: (RunKerning) -> Int32) -> Int? {
            guard let index = run(containing: position - 1) else { return 0 }
            let run = runs[index]
            guard run.range.contains(position) else { return 0 }
            guard run.isTableSet else { return nil }
            if current?.index != index { current = (index, RunKerning(run, request)) }
            return current.map { Int(pair($0.kerning)) } ?? 0
        }

        /// The last run holding `offset` (`runs.last(where:)`), walking forward when ordered.
        private mutating func run(containing offset: Int) -> Int? {
            guard ordered else { return runs.lastIndex { $0.range.contains(offset) } }
            while next < runs.count, runs[next].range.upperBound <= offset { next += 1 }
            return next < runs.count && runs[next].range.contains(offset) ? next : nil
        }
    }
}
