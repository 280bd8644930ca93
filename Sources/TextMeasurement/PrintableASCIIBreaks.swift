/// `CommonLineBreaks.Scanner` over printable ASCII (U+0020...U+007E) as a state machine
/// table, so that the one pass over a printable-ASCII paragraph (`analysePrintableASCII`)
/// finds its break opportunities with one table read per character and no branch.
///
/// The table is made from the scanner itself, not from the rules written again: starting from
/// a fresh scanner, every state the scanner reaches on printable ASCII is numbered (breadth
/// first), and each state's step on each character class is the scanner's own answer.
///
/// Invariant: from `start`, following `steps` for a text's characters gives, at each, exactly
/// what `CommonLineBreaks.find` marks before it, up to the first character where the scanner
/// leaves the text to ICU; from there the state is `declined`, which never leaves itself.
/// `CommonLineBreakTests` ("Printable ASCII table") and `PrintableASCIIRunTests` check the
/// marks against `find` on seeded random texts.
///
/// Its memory is allocated once and never freed: it is made once per process
/// (`CommonLineBreaks.printableASCII`), and plain pointers let the pass read it with no
/// reference counting.
struct PrintableASCIIBreaks: @unchecked Sendable {
    /// Per character (scalar - `PrintableASCIITable.first`): its column in `steps`.
    let columns: UnsafeBufferPointer<UInt8>
    let columnCount: Int
    /// `steps[state + column]`: the next state shifted left by one, with bit 0 set when there
    /// is a break opportunity before the character. A state is its row's offset in `steps`
    /// (its number times `columnCount`), so that a step is one add and one load: the pass's
    /// steps form one chain of dependent loads, which sets its pace.
    let steps: UnsafeBufferPointer<UInt32>
    static let start: UInt32 = 0
    /// The state (row 1) of a text the scanner leaves to ICU.
    let declined: UInt32
    private static let declinedNumber: UInt32 = 1

    /// The step from `state` on the character at `offset` (scalar - `PrintableASCIITable.first`).
    @inline(__always)
    func step(from state: UInt32, _ offset: Int) -> UInt32 {
        steps[Int(state) &+ Int(columns[offset])]
    }

    init(table: [UInt8]) {
        // Characters with the same table entry step alike: one column per entry.
        var columnOfEntry: [UInt8: UInt8] = [:]
        var entries: [UInt8] = []
        var columns: [UInt8] = []
        for offset in 0..<UInt32(PrintableASCIITable.count) {
            let entry = table[Int(PrintableASCIITable.first + offset)]
            if columnOfEntry[entry] == nil {
                columnOfEntry[entry] = UInt8(entries.count)
                entries.append(entry)
            }
            columns.append(columnOfEntry[entry] ?? 0)
        }
        // A state is a scanner and whether it has read nothing yet (the first character
        // follows other rules: LB2, a leading space); state 1 is `declined`.
        struct Key: Hashable {
            let scanner: CommonLineBreaks.Scanner
            let isFirst: Bool
        }
        var keys = [Key(scanner: CommonLineBreaks.Scanner(), isFirst: true), Key(scanner: CommonLineBreaks.Scanner(), isFirst: false)]
        var numbers: [Key: UInt32] = [keys[0]: Self.start]
        var steps: [UInt32] = []
        var state = 0
        while state < keys.count {
            for entry in entries {
                if state == Int(Self.declinedNumber) {
                    steps.append(Self.declinedNumber << 1)
                    continue
                }
                var scanner = keys[state].scanner
                guard let allowed = scanner.breaks(before: entry, at: keys[state].isFirst ? 0 : 1) else {
                    steps.append(Self.declinedNumber << 1)
                    continue
                }
                let next = Key(scanner: scanner, isFirst: false)
                let number: UInt32
                if let known = numbers[next] {
                    number = known
                } else {
                    number = UInt32(keys.count)
                    numbers[next] = number
                    keys.append(next)
                }
                steps.append(number << 1 | (allowed ? 1 : 0))
            }
            state += 1
        }
        self.columns = UnsafeBufferPointer(Self.keep(columns))
        let columnCount = entries.count
        self.columnCount = columnCount
        // State numbers become row offsets (see `steps`).
        let offsets = steps.map { step in (step >> 1) * UInt32(columnCount) << 1 | step & 1 }
        self.steps = UnsafeBufferPointer(Self.keep(offsets))
        declined = Self.declinedNumber * UInt32(columnCount)
    }

    /// `values` in memory of their own that lives as long as the process.
    private static func keep<Element>(_ values: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let kept = UnsafeMutableBufferPointer<Element>.allocate(capacity: values.count)
        _ = kept.initialize(from: values)
        return kept
    }
}
