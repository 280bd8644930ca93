import Interchange

/// One generated cell template and the rows for it: a benchmark of templates nobody tuned the
/// engine for (issue 24). `CellWorkload.generate(count:seed:)` gives the same templates for the
/// same seed, and `rows(count:)` the same rows, on every platform (`WorkloadRandom`).
public struct CellWorkload: Sendable {
    /// `generated-<index>-<kind>`, also the stem of the files `write(to:rows:)` makes.
    public let name: String
    /// The kind of cell: chat, feed, settings, product or comment.
    public let kind: String
    /// The seed this template was drawn from (its rows too).
    public let seed: UInt64
    /// The layout document.
    public let document: JSONValue
    let slots: [RowSlot]

    /// `count` templates for `seed`, the kinds in turn (chat, feed, settings, product, comment,
    /// chat...), each drawn from a seed of its own so that template `i` does not depend on `count`.
    public static func generate(count: Int, seed: UInt64) -> [CellWorkload] {
        var random = WorkloadRandom(seed: seed)
        return (0..<count).map { index in
            CellWorkload(index: index + 1, kind: CellKind.allCases[index % CellKind.allCases.count], seed: random.split())
        }
    }

    init(index: Int, kind: CellKind, seed: UInt64) {
        var cell = CellBuilder(random: WorkloadRandom(seed: seed))
        kind.build(&cell)
        name = "generated-\(index)-\(kind.rawValue)"
        self.kind = kind.rawValue
        self.seed = seed
        document = cell.document
        slots = cell.slots
    }

    /// The document as JSON text, one member a line.
    public var documentText: String { document.prettyPrinted() }

    /// Rows `1...count` as JSON Lines, each line ending in a newline, handed to `body` in pieces of
    /// about `bufferSize` bytes, so a million rows need no more memory than one piece.
    public func writeRows(count: Int, bufferSize: Int = 1 << 20, _ body: ([UInt8]) throws -> Void) rethrows {
        var random = WorkloadRandom(seed: seed ^ 0x524F_5753)  // "ROWS": rows apart from the template's draws
        var bytes: [UInt8] = []
        bytes.reserveCapacity(bufferSize + 4096)
        guard count > 0 else { return }
        for id in 1...count {
            row(id: id, using: &random).append(to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
            if bytes.count >= bufferSize {
                try body(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        if !bytes.isEmpty { try body(bytes) }
    }

    /// The first `count` rows as lines (without newlines), for tests and small runs.
    public func rowLines(count: Int) -> [String] {
        var lines: [String] = []
        writeRows(count: count) { bytes in
            lines += bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        }
        return lines
    }

    private func row(id: Int, using random: inout WorkloadRandom) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("id", .number(Double(id)))]
        for slot in slots {
            if let value = slot.value(using: &random) { members.append((slot.view, value)) }
        }
        return .object(JSONObject(members))
    }
}
