import ArgumentParser
import AutoLayout
import BatchBench
import BatchLayout
import BatchWorkloads
import Foundation
import Interchange
import LayoutDocuments

/// `autolayout bench [DOC.json ROWS.jsonl]`: how the batch engine compares, in one run, with
/// laying cells out one by one (a fresh solver per row, one incremental solver per thread), with
/// text measured in the loop and beforehand, and where its time goes stage by stage. The last
/// line is the figures as one JSON object.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Compare the batch engine with row-by-row solving, and time its stages, in one run.",
        discussion: """
            Without arguments it runs both bundled templates: the feed cell (Datasets/feed) and the \
            chat bubble (Datasets/templates/chat-bubble.json with chat-bubble-rows-10k.jsonl: a \
            stack view, a hidden view, Chinese and mixed texts). Per template it prints rows per \
            second of each mode (medians over --repetitions runs) and their ratios, then of each \
            stage of a batch job (parse, text, solve, write, end to end) and the fixed start-up. \
            The last line is {"rows": N, "threads": T, "fresh": {"with_text": r, "solve_only": r}, \
            "incremental": {...}, "batch_1_thread": {...}, "batch": {...}, "batch_vs_fresh": \
            {...}, "batch_vs_incremental": {...}, "stages": {"parse": r, "text": r, "solve": r, \
            "write": r, "end_to_end": r}, "startup_ms": {...}, ...} for the first template, with \
            "templates": [one such object per template] when there are several. \
            --generated N adds N seeded generated templates (chat, feed, settings, product and \
            comment cells with their rows; default 5 without arguments, 0 with); a table of every \
            template's rows, variants, regions, compile time, start-up share and rates comes before \
            the JSON. --write-generated DIR writes them (and --generated-rows rows each) and stops.
            """
    )

    @Argument(help: "The cell template (default: the bundled feed cell, then the chat bubble).")
    var document: String?

    @Argument(help: "The rows (default: the bundled 10,000 feed rows and 10,000 chat-bubble rows).")
    var rows: String?

    @Option(help: "The content width in points.")
    var width: Double = 375

    @Option(help: "Pixel grid (default: the document's scale, else 0).")
    var scale: Double?

    @Option(help: "Worker threads (default: every core).")
    var threads: Int?

    @Option(help: "Timed runs per mode; the median is reported.")
    var repetitions: Int = 5

    @Option(help: "Use only the first N rows.")
    var limit: Int?

    @Option(help: "Modes to time, comma-separated (fresh, incremental, batch_1_thread, batch); the others print 0.")
    var modes: String = ThroughputComparison.Mode.allCases.map(\.rawValue).joined(separator: ",")

    @Option(help: "Generated templates to run beside the others (default 5 without DOC.json ROWS.jsonl, else 0).")
    var generated: Int?

    @Option(help: "The generator's seed (printed; the same seed gives the same templates and rows).")
    var seed: UInt64 = 24

    @Option(help: "Rows per generated template.")
    var generatedRows: Int = 10_000

    @Option(help: "Write the generated templates (<name>.json) and their rows (<name>-rows.jsonl) to DIR and stop.")
    var writeGenerated: String?

    func validate() throws {
        if let generated, generated < 0 { throw ValidationError("--generated must be at least 0") }
        guard generatedRows >= 1 else { throw ValidationError("--generated-rows must be at least 1") }
        guard (document == nil) == (rows == nil) else { throw ValidationError("give both DOC.json and ROWS.jsonl, or neither") }
        guard width.isFinite, width >= 0 else { throw ValidationError("--width must be a number >= 0") }
        if let scale, !(scale.isFinite && scale >= 0) { throw ValidationError("--scale must be a number >= 0") }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
        guard repetitions >= 1 else { throw ValidationError("--repetitions must be at least 1") }
        for name in modes.split(separator: ",") where ThroughputComparison.Mode(rawValue: String(name)) == nil {
            throw ValidationError("unknown mode \"\(name)\" (fresh, incremental, batch_1_thread, batch)")
        }
    }

    func run() throws {
        if let writeGenerated {
            try writeWorkloads(to: URL(fileURLWithPath: writeGenerated), rows: generatedRows)
            return
        }
        var inputs = document == nil ? try bundledInputs() : []
        if let document, let rows { inputs.append((document, rows)) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if workloadCount > 0 {
            inputs += try writeWorkloads(to: scratch, rows: min(generatedRows, limit ?? generatedRows))
        }
        var objects: [[(key: String, value: JSONValue)]] = []
        var summaries: [BenchSummary] = []
        for (documentPath, rowsPath) in inputs {
            let (fields, summary) = bench(documentPath, rowsPath)
            objects.append(fields)
            summaries.append(summary)
        }
        print(BenchSummary.table(summaries))
        guard var last = objects.first else { return }
        if objects.count > 1 {
            last.append(("templates", .array(objects.map { .object(JSONObject($0)) })))
        }
        print(JSONValue.object(JSONObject(last)).serialized())
    }

    private var workloadCount: Int { generated ?? (document == nil ? 5 : 0) }

    /// The generated templates and their rows, written to `directory`; their paths.
    @discardableResult
    private func writeWorkloads(to directory: URL, rows: Int) throws -> [(String, String)] {
        let count = writeGenerated != nil ? (generated ?? 5) : workloadCount
        print("autolayout bench: \(count) generated templates, seed \(seed), \(rows) rows each")
        return try CellWorkload.generate(count: count, seed: seed).map { workload in
            let (document, rows) = try workload.write(to: directory, rows: rows)
            if writeGenerated != nil { print("  \(document.path) \(rows.path)") }
            return (document.path, rows.path)
        }
    }

    /// One template's comparison and stages, printed; its figures as JSON members and its summary line.
    private func bench(_ documentPath: String, _ rowsPath: String) -> ([(key: String, value: JSONValue)], BenchSummary) {
        do {
            let document = try LayoutDocument(contentsOf: URL(fileURLWithPath: documentPath))
            let template = try BatchTemplate(document: document)
            let (rows, lines) = try readRows(rowsPath, template: template)
            let options = BatchOptions(widths: [width],
                                       scale: SizingDefaults.scale(scale, device: nil, documentScale: document.scale),
                                       threads: threads)
            print("autolayout bench: \(rows.count) rows of \(rowsPath) (\(documentPath)) at width \(width), scale \(options.scale), "
                  + "\(options.resolvedThreads) threads, median of \(repetitions) runs")
            let log = { (note: String) in FileHandle.standardError.write(Data("  \(note)...\n".utf8)) }
            let comparison = try ThroughputComparison.run(template: template, rows: rows, options: options,
                                                          repetitions: repetitions,
                                                          modes: Set(modes.split(separator: ",").compactMap { .init(rawValue: String($0)) }),
                                                          log: log)
            report(comparison)
            let stages = try StageReport.run(template: template, lines: lines, rows: rows, options: options,
                                             repetitions: repetitions, log: log)
            report(stages, comparison: comparison)
            let implied = StageReport.impliedText(withText: comparison.batch.withText, solveOnly: comparison.batch.solveOnly)
            let summary = BenchSummary(template: documentPath, comparison: comparison, stages: stages)
            return ([("template", .string(documentPath))] + comparison.jsonFields + stages.jsonFields
                + [("text_implied", .number(implied, fractionDigits: 0))] + summary.jsonFields, summary)
        } catch let error as BatchIOError {
            fail("\(error)")
        } catch {
            fail("\(documentPath): \(error)")
        }
    }

    private func figure(_ rate: Double) -> String {
        String(format: "%12.0f rows/s (%7.2f µs/row)", rate, rate > 0 ? 1e6 / rate : 0)
    }

    private func report(_ comparison: ThroughputComparison) {
        let modes: [(String, ThroughputComparison.Rates)] = [
            ("fresh solver per row", comparison.fresh), ("incremental solver per thread", comparison.incremental),
            ("batch, 1 thread", comparison.batchOneThread), ("batch, \(comparison.threads) threads", comparison.batch),
        ]
        for (name, rates) in modes {
            print(name.padding(toLength: 30, withPad: " ", startingAt: 0) + " with text " + figure(rates.withText)
                  + "   solve only " + figure(rates.solveOnly))
        }
        func ratio(_ a: Double, _ b: Double) -> String { b > 0 ? String(format: "%.1fx", a / b) : "-" }
        print("batch (\(comparison.threads) threads) vs fresh: with text \(ratio(comparison.batch.withText, comparison.fresh.withText)), "
              + "solve only \(ratio(comparison.batch.solveOnly, comparison.fresh.solveOnly))")
        print("batch (\(comparison.threads) threads) vs incremental: with text "
              + "\(ratio(comparison.batch.withText, comparison.incremental.withText)), "
              + "solve only \(ratio(comparison.batch.solveOnly, comparison.incremental.solveOnly))")
        print("rows whose heights differ between modes: \(comparison.disagreements); "
              + "the rows met \(comparison.variants) variants and \(comparison.regions) regions "
              + "(\(comparison.repairs) rows repaired by the dual simplex, \(comparison.modelLayouts) laid out by the model)")
    }

    /// The stages, each with its share of the four stages added up (the profile of a row), and
    /// the start-up with its share of one end-to-end run.
    private func report(_ stages: StageReport, comparison: ThroughputComparison) {
        let implied = StageReport.impliedText(withText: comparison.batch.withText, solveOnly: comparison.batch.solveOnly)
        let addedUp = stages.stagesAddedUp
        func share(_ rate: Double) -> String { rate > 0 && addedUp > 0 ? String(format: "%3.0f%%", 100 * addedUp / rate) : "    " }
        print("stages (\(stages.threads) threads; share of the four added up):")
        let lines: [(String, Double, String, String)] = [
            ("parse", stages.rates.parse, share(stages.rates.parse), "JSON lines in memory to rows"),
            ("text", stages.rates.text, share(stages.rates.text), "\(stages.textRequests) measurements, cold caches; "
                + "batch with text - solve only: " + (implied > 0 ? String(format: "%.0f rows/s", implied) : "-")),
            ("solve", stages.rates.solve, share(stages.rates.solve), "batch, measurements replayed, regions known"),
            ("write", stages.rates.write, share(stages.rates.write), "results to JSON Lines in memory"),
            ("added up", addedUp, "    ", "parse + text + solve + write, one after the other"),
            ("end to end", stages.rates.endToEnd, "    ", "BatchJob, file to /dev/null, engine made in the run"),
        ]
        for (name, rate, share, note) in lines {
            print("  " + name.padding(toLength: 11, withPad: " ", startingAt: 0) + figure(rate) + " " + share + "   " + note)
        }
        let busy = stages.jobStages
        print(String(format: "  inside the end-to-end job, busy (its stages overlap): read %.1f ms, parse %.1f ms, layout %.1f ms, "
                     + "format %.1f ms, write %.1f ms", busy.read * 1e3, busy.parse * 1e3, busy.layout * 1e3, busy.format * 1e3,
                     busy.write * 1e3))
        let startUp = stages.startUp
        let total = startUp.engine + startUp.compile + startUp.regions
        let endToEnd = stages.rates.endToEnd > 0 ? Double(stages.rows) / stages.rates.endToEnd : 0
        print(String(format: "start-up: engine %.3f ms, compiling %d variants %.3f ms, finding regions %.3f ms: %.1f%% of end to end; ",
                     startUp.engine * 1e3, startUp.variants, startUp.compile * 1e3, startUp.regions * 1e3,
                     endToEnd > 0 ? 100 * total / endToEnd : 0)
              + "stage results unlike the batch's: \(stages.disagreements)")
    }

    /// Both bundled templates with their rows: found from the working directory or next to the
    /// executable's package.
    private func bundledInputs() throws -> [(String, String)] {
        let bundled = [("Datasets/feed/feed-cell.json", "Datasets/feed/rows.jsonl"),
                       ("Datasets/templates/chat-bubble.json", "Datasets/templates/chat-bubble-rows-10k.jsonl")]
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
            + (1...4).map { level in (0..<level).reduce(executable.deletingLastPathComponent()) { url, _ in url.deletingLastPathComponent() } }
        for base in candidates {
            let found = bundled.map { (base.appendingPathComponent($0).path, base.appendingPathComponent($1).path) }
            if found.allSatisfy({ FileManager.default.fileExists(atPath: $0) && FileManager.default.fileExists(atPath: $1) }) {
                return found
            }
        }
        fail("cannot find the bundled datasets (Datasets/feed, Datasets/templates); run from the repository or give DOC.json ROWS.jsonl")
    }

    /// The rows that read without error (the others are reported and left out of the timing),
    /// with their lines, line `i` being row `i`'s.
    private func readRows(_ path: String, template: BatchTemplate) throws -> ([BatchRow], LineChunk) {
        let reader = try LineChunkReader(path: path)
        var rows: [BatchRow] = []
        var bytes: [UInt8] = []
        var lines: [Range<Int>] = []
        var lineNumbers: [Int] = []
        var bad = 0
        while let chunk = try reader.nextChunk(maxLines: 65_536), limit.map({ rows.count < $0 }) ?? true {
            chunk.bytes.withUnsafeBytes { buffer in
                for (index, range) in chunk.lines.enumerated() where limit.map({ rows.count < $0 }) ?? true {
                    switch template.readRow(line: UnsafeRawBufferPointer(rebasing: buffer[range]), lineNumber: chunk.lineNumbers[index]) {
                    case .success(let row):
                        rows.append(row)
                        lines.append(bytes.count..<(bytes.count + range.count))
                        lineNumbers.append(chunk.lineNumbers[index])
                        bytes.append(contentsOf: buffer[range])
                        bytes.append(UInt8(ascii: "\n"))
                    case .failure:
                        bad += 1
                    }
                }
            }
        }
        if bad > 0 { FileHandle.standardError.write(Data("autolayout bench: \(bad) rows could not be read and are left out\n".utf8)) }
        return (rows, LineChunk(bytes: bytes, lines: lines, lineNumbers: lineNumbers))
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("autolayout bench: \(message)\n".utf8))
        Foundation.exit(1)
    }
}
