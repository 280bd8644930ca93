import Interchange
import TextMeasurement

/// How results are written: JSON Lines (one object per row and width) or CSV.
public enum ResultFormat: String, Sendable, CaseIterable {
    case jsonl
    case csv
}

/// Writes results as bytes (docs/batch.md): JSON Lines
/// `{"id": 7, "width": 375, "height": 128.333}` (`"frames"` on request; `"error"` instead of a
/// height; `"line"` for a line that was not a JSON object; `"warnings"` for a row layout warned
/// about; `"category"` after the width in a job of several text sizes), or CSV with a header row.
///
/// A result without warnings is written in JSON Lines exactly as before warnings existed, byte
/// for byte. In CSV every line has every column of the header (RFC 4180), the last, `warnings`,
/// empty on lines without any.
///
/// Numbers have at most `fractionDigits` decimals: 3 when heights are on a pixel grid (a third
/// of a point prints as .333), 6 when they are the solver's own values.
public struct ResultWriter: Sendable {
    public let format: ResultFormat
    /// The views whose frames are written, in order (empty: no frames).
    public let framedViews: [String]
    public let fractionDigits: Int
    /// Whether results name their content size category (a job of several): `"category"` after
    /// the width in JSON Lines, a `category` column after `width` in CSV. Off, the bytes are
    /// those of a job without categories.
    public let namesCategories: Bool

    public init(format: ResultFormat, framedViews: [String] = [], scale: Double, namesCategories: Bool = false) {
        self.format = format
        self.framedViews = framedViews
        fractionDigits = scale > 0 ? 3 : 6
        self.namesCategories = namesCategories
    }

    /// The CSV header line (nothing for JSON Lines).
    public var header: [UInt8] {
        guard format == .csv else { return [] }
        var columns = ["id", "width"] + (namesCategories ? ["category"] : []) + ["height", "error"]
        for view in framedViews { columns += ["x", "y", "width", "height"].map { "\(view).\($0)" } }
        columns.append("warnings")
        var bytes: [UInt8] = []
        for (index, column) in columns.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendCSVField(column, to: &bytes)
        }
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    public func append(_ result: RowResult, to bytes: inout [UInt8]) {
        appendLine(id: result.id, line: result.line, width: result.width, category: result.category, height: result.height,
                   error: result.error, frames: result.frames, warnings: result.warnings, to: &bytes)
    }

    /// A result that is a height alone, written as `append` writes `RowResult(id:width:height:)`,
    /// without making one (`RowResults`: most results of a job).
    func appendHeight(id: JSONValue, width: Double, height: Double, to bytes: inout [UInt8]) {
        appendLine(id: id, line: nil, width: width, category: nil, height: height, error: nil, frames: nil, warnings: nil, to: &bytes)
    }

    /// A result's line from its parts (those of `RowResult`).
    private func appendLine(id: JSONValue, line: Int?, width: Double, category: ContentSizeCategory?, height: Double?,
                            error: String?, frames: [ViewFrame]?, warnings: [RowWarning]?, to bytes: inout [UInt8]) {
        switch format {
        case .jsonl:
            appendJSONLine(id: id, line: line, width: width, category: category, height: height, error: error, frames: frames,
                           warnings: warnings, to: &bytes)
        case .csv:
            appendCSVLine(id: id, width: width, category: category, height: height, error: error, frames: frames,
                          warnings: warnings, to: &bytes)
        }
    }

    private func number(_ value: Double, to bytes: inout [UInt8]) {
        NumberText.append(value, fractionDigits: fractionDigits, to: &bytes)
    }

    /// How every result line of a row with this id begins, up to the separator after the id:
    /// `{"id": 7,` or `7,` (how a resumed job checks it meets the same rows again).
    public func linePrefix(id: JSONValue) -> [UInt8] {
        var bytes: [UInt8] = []
        switch format {
        case .jsonl: appendJSONID(id, to: &bytes)
        case .csv: appendCSVID(id, to: &bytes)
        }
        bytes.append(UInt8(ascii: ","))
        return bytes
    }

    private func appendJSONID(_ id: JSONValue, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"id": "#.utf8)
        id.append(to: &bytes)
    }

    private func appendJSONLine(id: JSONValue, line: Int?, width: Double, category: ContentSizeCategory?, height: Double?,
                                error: String?, frames: [ViewFrame]?, warnings: [RowWarning]?, to bytes: inout [UInt8]) {
        appendJSONID(id, to: &bytes)
        if let line {
            bytes.append(contentsOf: #", "line": "#.utf8)
            bytes.append(contentsOf: String(line).utf8)
        }
        bytes.append(contentsOf: #", "width": "#.utf8)
        number(width, to: &bytes)
        if namesCategories, let category {
            bytes.append(contentsOf: #", "category": ""#.utf8)
            bytes.append(contentsOf: category.rawValue.utf8)
            bytes.append(UInt8(ascii: "\""))
        }
        if let error {
            bytes.append(contentsOf: #", "error": "#.utf8)
            JSONValue.string(error).append(to: &bytes)
        } else if let height {
            bytes.append(contentsOf: #", "height": "#.utf8)
            number(height, to: &bytes)
            if let frames {
                bytes.append(contentsOf: #", "frames": {"#.utf8)
                for (index, frame) in frames.enumerated() {
                    if index > 0 { bytes.append(contentsOf: ", ".utf8) }
                    JSONValue.string(frame.id).append(to: &bytes)
                    bytes.append(contentsOf: ": [".utf8)
                    let rect = frame.frame
                    for (k, value) in [rect.minX, rect.minY, rect.width, rect.height].enumerated() {
                        if k > 0 { bytes.append(contentsOf: ", ".utf8) }
                        number(Double(value), to: &bytes)
                    }
                    bytes.append(UInt8(ascii: "]"))
                }
                bytes.append(UInt8(ascii: "}"))
            }
            if let warnings {
                bytes.append(contentsOf: #", "warnings": "#.utf8)
                Self.warningsValue(warnings).append(to: &bytes)
            }
        }
        bytes.append(contentsOf: "}\n".utf8)
    }

    private func appendCSVID(_ id: JSONValue, to bytes: inout [UInt8]) {
        switch id {
        case .null: break
        case .number(let value): NumberText.append(value, fractionDigits: 6, to: &bytes)
        case .string(let text): appendCSVField(text, to: &bytes)
        default: appendCSVField(id.serialized(), to: &bytes)
        }
    }

    private func appendCSVLine(id: JSONValue, width: Double, category: ContentSizeCategory?, height: Double?, error: String?,
                               frames: [ViewFrame]?, warnings: [RowWarning]?, to bytes: inout [UInt8]) {
        appendCSVID(id, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        number(width, to: &bytes)
        bytes.append(UInt8(ascii: ","))
        if namesCategories {
            if let category { bytes.append(contentsOf: category.rawValue.utf8) }
            bytes.append(UInt8(ascii: ","))
        }
        if let height, error == nil { number(height, to: &bytes) }
        bytes.append(UInt8(ascii: ","))
        // The message names the line already.
        if let error { appendCSVField(error, to: &bytes) }
        let frames = Dictionary(frames?.map { ($0.id, $0.frame) } ?? [], uniquingKeysWith: { first, _ in first })
        for view in framedViews {
            let rect = frames[view]
            for value in [rect?.minX, rect?.minY, rect?.width, rect?.height] {
                bytes.append(UInt8(ascii: ","))
                if let value { number(Double(value), to: &bytes) }
            }
        }
        // Every line has every column (RFC 4180): the warnings column is empty on most.
        bytes.append(UInt8(ascii: ","))
        if let warnings, error == nil {
            appendCSVField(Self.warningsValue(warnings).serialized(), to: &bytes)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// `[{"kind": ..., "message": ..., "broken": ...}, ...]`, keys in that order.
    static func warningsValue(_ warnings: [RowWarning]) -> JSONValue {
        .array(warnings.map { warning in
            var members: [(key: String, value: JSONValue)] = [("kind", .string(warning.kind.rawValue)), ("message", .string(warning.message))]
            if let broken = warning.broken { members.append(("broken", .string(broken))) }
            return .object(JSONObject(members))
        })
    }

    /// RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled.
    private func appendCSVField(_ text: String, to bytes: inout [UInt8]) {
        let needsQuotes = text.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
        guard needsQuotes else {
            bytes.append(contentsOf: text.utf8)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
            bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
