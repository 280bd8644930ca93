import AutoLayout
import BatchLayout
import Foundation
import Interchange
import TemplateDiagnostics
import TextMeasurement

/// One row explained (`heights --explain ID`, `solve --row JSON --explain`): its height and
/// frames, the constraints that decided the height (those whose constant moves it in the solve
/// that fitted it, with how many points per point), the constraints that do not hold (with
/// their errors), whether the height is ambiguous, conflicts and warnings.
struct RowExplanation {
    /// How the row is named in the heading: `line 7 (id "a")`, `--row`.
    var title: String
    var width: Double
    var category: ContentSizeCategory?
    /// The job's answer for the row (heights, frames, warnings), when a job laid it out.
    var result: RowResult?
    /// The model's solve of the same row, which the explanation reads.
    var solve: TemplateSolve

    var text: String {
        let place = "\(title) at width \(Self.number(width))" + (category.map { ", \($0.rawValue)" } ?? "")
        if let error = result?.error { return "\(place): error: \(error)\n" }
        let fitted = Double(solve.layout.root.frame.height)
        let height = result?.height ?? fitted
        var lines = ["\(place): height \(Self.number(height))"
            + (abs(height - fitted) > 1e-9 ? " (the content view fits to \(Self.number(fitted)); see the warnings)" : "")]
        lines.append("frames ([x, y, width, height], relative to the parent):")
        let frames = result?.frames?.map { ($0.id, $0.frame) }
            ?? solve.layout.viewIDs.compactMap { id in (solve.layout.items[id] as? View).map { (id, $0.frame) } }
        let idWidth = frames.map(\.0.count).max() ?? 0
        for (id, frame) in frames {
            lines.append("  " + id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
                + "  [\([frame.minX, frame.minY, frame.width, frame.height].map { Self.number(Double($0)) }.joined(separator: ", "))]")
        }
        let explanation = solve.explanation
        lines.append("height decided by (the constraints whose constant moves it: points of height per point of constant):")
        if explanation.deciding.isEmpty { lines.append("  nothing: no constraint reaches the height") }
        for entry in explanation.deciding {
            lines.append("  " + Self.column(Self.signed(entry.sizeChange)) + solve.wording.describe(entry.constraint) + Self.required(entry.constraint))
        }
        // The fitting request pulls the height to 0 and always gives way to the content: it is
        // the question, not a broken constraint.
        let broken = explanation.broken.filter {
            if case .fitting(_, .vertical, _) = $0.constraint.source { return false }
            return true
        }
        lines.append("broken (constraints that do not hold, by how many points):")
        if broken.isEmpty { lines.append("  none") }
        for entry in broken {
            lines.append("  " + Self.column(Self.number(Double(entry.error))) + solve.wording.describe(entry.constraint)
                + (entry.constraint.isBrokenRequired ? "   (required: broken to recover from a conflict)" : Self.required(entry.constraint)))
        }
        lines.append(explanation.hasAlternativeOptima
            ? "ambiguous: yes: several layouts are equally good for the height, so it depends on the order the solver met its constraints in"
            : "ambiguous: no")
        let conflicts = solve.conflictMessages(advice: "make one of them optional (a priority below 1000) or remove it")
        lines.append("conflicts:" + (conflicts.isEmpty ? " none" : ""))
        lines += conflicts
        let warnings = result?.warnings ?? []
        lines.append("warnings:" + (warnings.isEmpty ? " none" : ""))
        for warning in warnings {
            lines.append("  \(warning.kind.rawValue): " + (warning.broken.map { "broke \($0)" } ?? warning.message))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `   required` after a required constraint (an optional one's wording ends in its
    /// priority already).
    private static func required(_ constraint: EngineConstraint) -> String {
        switch constraint.source {
        case .contentSize, .fitting: return ""
        default: return constraint.priority.isRequired && !constraint.isBrokenRequired ? "   required" : ""
        }
    }

    /// `text` and at least one space, 8 characters wide.
    private static func column(_ text: String) -> String {
        text + String(repeating: " ", count: max(1, 8 - text.count))
    }

    private static func signed(_ value: CGFloat) -> String {
        (value > 0 ? "+" : "") + number(Double(value))
    }

    static func number(_ value: Double) -> String { NumberText.format(value, fractionDigits: 3) }
}

/// Finds a row of a rows file by `--explain ID`: the row whose `"id"` is ID (a string id as
/// written, a number as a number), else, when no row has that id, the row on line ID (1-based,
/// as messages count lines).
struct RowFinder {
    let wanted: String

    struct NotFound: Error, CustomStringConvertible {
        let description: String
    }

    /// The row's line number and text.
    func find(in path: String) throws -> (line: Int, text: String) {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw NotFound(description: "\(path): no such rows file")
            }
            guard !isDirectory.boolValue, let opened = FileHandle(forReadingAtPath: path) else {
                throw NotFound(description: "\(path): " + (isDirectory.boolValue ? "it is a folder, not a rows file" : "cannot read the rows file (permission denied?)"))
            }
            handle = opened
        }
        let lineWanted = Int(wanted).flatMap { $0 > 0 ? $0 : nil }
        let plain = wanted.unicodeScalars.allSatisfy { $0.isASCII && $0 != "\\" && $0 != "\"" && $0 != "/" }
        var byLine: (line: Int, text: String)?
        var pending = Data()
        var lineNumber = 0
        var rows = 0
        func consider(_ bytes: Data) -> (line: Int, text: String)? {
            lineNumber += 1
            let text = String(decoding: bytes, as: UTF8.self)
            guard !text.allSatisfy(\.isWhitespace) else { return nil }
            rows += 1
            if lineNumber == lineWanted { byLine = (lineNumber, text) }
            // Only lines that might hold the id are parsed (an id with characters JSON may
            // escape can be written otherwise: every line is parsed then).
            guard !plain || text.contains(wanted), case .object(let object)? = try? JSONParser.parse(text), let id = object["id"] else { return nil }
            return matches(id) ? (lineNumber, text) : nil
        }
        while true {
            guard let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty else { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                if let found = consider(pending[pending.startIndex..<newline]) { return found }
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty, let found = consider(pending) { return found }
        if let byLine { return byLine }
        let how = lineWanted.map { "no row has the id \(wanted) and the file has no row on line \($0)" } ?? "no row has the id \(wanted)"
        throw NotFound(description: "--explain \(wanted): \(how) (\(rows) rows in \(path == "-" ? "standard input" : path)); "
            + "give a row's \"id\" or, for rows without ids, its line number")
    }

    private func matches(_ id: JSONValue) -> Bool {
        switch id {
        case .string(let text): return text == wanted
        case .number(let number): return Double(wanted) == number
        default: return id.serialized() == wanted
        }
    }
}

extension HeightsCommand {
    /// `--explain ID`: the row's explanation at every width (and category) of the job, and with
    /// `--svg FILE` its picture, instead of the job's results.
    func explainRow(_ wanted: String, engine: BatchLayoutEngine) throws {
        let found = try RowFinder(wanted: wanted).find(in: rows)
        let row: BatchRow
        switch engine.template.readRow(found.text, lineNumber: found.line) {
        case .success(let read): row = read
        case .failure(let error):
            throw RowFinder.NotFound(description: "\(error.message): the row cannot be laid out; fix it and explain it again")
        }
        var options = engine.options
        options.includesFrames = true
        let framed = try BatchLayoutEngine(template: engine.template, options: options)
        let title = "line \(found.line)" + (row.id == .null ? "" : " (id \(row.id.serialized()))")
        var pictures: [(width: Double, category: ContentSizeCategory?, svg: String)] = []
        for result in framed.layout([row]) {
            let (template, options) = framed.modelSource(category: result.category, width: result.width)
            let layout = try template.makeLayout(for: row, measurer: options.textMeasurer, scale: options.scale)
            let solve = TemplateSolve(layout: layout, width: result.width, scale: options.scale, measurer: options.textMeasurer,
                                      device: options.device)
            print(RowExplanation(title: title, width: result.width, category: result.category, result: result, solve: solve).text)
            pictures.append((result.width, result.category, SolutionPicture.render(layout)))
        }
        if let svg {
            for picture in pictures {
                let path = pictures.count == 1 ? svg : Self.path(svg, width: picture.width, category: picture.category)
                try SolutionPicture.write(picture.svg, to: path)
                FileHandle.standardError.write(Data("autolayout heights: wrote \(path)\n".utf8))
            }
        }
    }

    /// `row.svg` at width 375 (and category large): `row-375.svg` (`row-375-large.svg`).
    static func path(_ path: String, width: Double, category: ContentSizeCategory?) -> String {
        let url = URL(fileURLWithPath: path)
        let suffix = "-" + RowExplanation.number(width) + (category.map { "-\($0.rawValue)" } ?? "")
        let name = url.deletingPathExtension().lastPathComponent + suffix + (url.pathExtension.isEmpty ? "" : "." + url.pathExtension)
        return path.contains("/") ? url.deletingLastPathComponent().appendingPathComponent(name).path : name
    }
}
