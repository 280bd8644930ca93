import ArgumentParser
import Dispatch
import Foundation
import TextMeasurement

/// `autolayout measure TEXTS.jsonl`: the size of every text of a JSON Lines file, one output
/// line per input line, in input order. A line that cannot be measured gets an error line and
/// the job goes on.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure texts as labels: lines, line widths, size and baselines.",
        discussion: """
            Each input line: {"id": ..., "text": "...", "font": {"family": "system", "size": 17, \
            "weight": "regular"} or {"textStyle": "body"}, "width": W or null, "lines": N, "scale": S}. Missing keys take \
            UILabel's defaults: family "system", weight "regular", size 17, width null (no \
            wrapping), lines 1, scale 0 (no rounding). "toolsVersion": "20037" (a document's) sizes \
            text styles as that Xcode's canvas drew them (Xcode 12.5-13: extraSmall, 7 and older: \
            medium, else Large) unless --content-size-category is given, and the system font as \
            that Xcode's SDK drew it (Xcode 7-11: iOS 9-13's static SF, family "system-iOS9-13").
            Each output line: {"id", "lines": n, "lineWidths": [...], "width", "height", \
            "firstBaseline", "lastBaseline"}, or {"id", "error"} ({"id": null, "line": n, "error"} \
            when the input line is not a JSON object).
            """
    )

    @Argument(help: "JSON Lines file of texts ('-' reads standard input).")
    var input: String

    @Option(help: "fast (advance and kerning tables) or exact (HarfBuzz shaping of every run).")
    var mode: MeasurementMode = .fast

    @Option(help: "Worker threads (default: all cores).")
    var threads: Int?

    @Flag(help: "Also print each line's scalar range and whether numberOfLines cut the text.")
    var detail = false

    @OptionGroup var fontOptions: FontOptions

    func run() throws {
        let workers = threads ?? ProcessInfo.processInfo.activeProcessorCount
        guard workers >= 1 else { throw ValidationError("--threads must be at least 1") }
        let measurer = try fontOptions.measurer(mode: mode)
        let reader = try LineReader(path: input)
        let output = FileHandle.standardOutput
        var lineNumber = 0
        let chunkSize = 2048
        while true {
            let chunk = reader.lines(upTo: chunkSize)
            if chunk.isEmpty { break }
            let firstLine = lineNumber + 1
            lineNumber += chunk.count
            let results = ResultSlots(count: chunk.count)
            DispatchQueue.concurrentPerform(iterations: min(workers, chunk.count)) { worker in
                var index = worker
                while index < chunk.count {
                    results.set(index, MeasureRequest.answer(chunk[index], lineNumber: firstLine + index,
                                                             measurer: measurer, detail: detail))
                    index += workers
                }
            }
            output.write(Data(results.joined().utf8))
        }
    }
}

// Retroactive: the mode is the text library's, the parsing of arguments this tool's own.
extension MeasurementMode: @retroactive ExpressibleByArgument {}

/// Output lines written by index from several threads; each slot is written once.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [String]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: "", count: count) }

    func set(_ index: Int, _ value: String) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func joined() -> String {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0 + "\n" }.joined()
    }
}

/// Reads a file (or standard input) line by line, in chunks.
private final class LineReader {
    private let handle: FileHandle
    private var buffer = Data()
    private var atEnd = false

    init(path: String) throws {
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            guard let opened = FileHandle(forReadingAtPath: path) else {
                throw ValidationError("cannot read \(path)")
            }
            handle = opened
        }
    }

    func lines(upTo count: Int) -> [Substring] {
        var result: [Substring] = []
        while result.count < count {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                result.append(Substring(String(decoding: line, as: UTF8.self)))
                buffer.removeSubrange(buffer.startIndex...newline)
                continue
            }
            if atEnd {
                if !buffer.isEmpty {
                    result.append(Substring(String(decoding: buffer, as: UTF8.self)))
                    buffer.removeAll()
                }
                break
            }
            let more = handle.readData(ofLength: 1 << 20)
            if more.isEmpty { atEnd = true } else { buffer.append(more) }
        }
        return result
    }
}
