import ArgumentParser
import AutoLayout
import BatchLayout
import Foundation

/// `autolayout bench [DOC.json ROWS.jsonl]`: how the batch engine compares, in one run, with
/// laying cells out one by one (a fresh solver per row, one incremental solver per thread), with
/// text measured in the loop and beforehand. The last line is the figures as one JSON object.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Compare the batch engine with row-by-row solving, in one run.",
        discussion: """
            Without arguments it uses the bundled feed dataset (Datasets/feed). Prints rows per \
            second of each mode (medians over --repetitions runs) and their ratios, then \
            {"rows": N, "threads": T, "fresh": {"with_text": r, "solve_only": r}, "incremental": \
            {...}, "batch_1_thread": {...}, "batch": {...}}.
            """
    )

    @Argument(help: "The cell template (default: the bundled feed cell).")
    var document: String?

    @Argument(help: "The rows (default: the bundled 10,000 feed rows).")
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

    func validate() throws {
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
        let (documentPath, rowsPath) = try inputs()
        do {
            let document = try LayoutDocument(contentsOf: URL(fileURLWithPath: documentPath))
            let template = try BatchTemplate(document: document)
            let rows = try readRows(rowsPath, template: template)
            let options = BatchOptions(widths: [width], scale: Double(scale ?? document.scale ?? 0), threads: threads)
            print("autolayout bench: \(rows.count) rows of \(rowsPath) at width \(width), scale \(options.scale), "
                  + "\(options.resolvedThreads) threads, median of \(repetitions) runs")
            let comparison = try ThroughputComparison.run(template: template, rows: rows, options: options,
                                                          repetitions: repetitions,
                                                          modes: Set(modes.split(separator: ",").compactMap { .init(rawValue: String($0)) })) { note in
                FileHandle.standardError.write(Data("  \(note)...\n".utf8))
            }
            report(comparison)
        } catch let error as BatchIOError {
            fail("\(error)")
        } catch {
            fail("\(documentPath): \(error)")
        }
    }

    private func report(_ comparison: ThroughputComparison) {
        let modes: [(String, ThroughputComparison.Rates)] = [
            ("fresh solver per row", comparison.fresh), ("incremental solver per thread", comparison.incremental),
            ("batch, 1 thread", comparison.batchOneThread), ("batch, \(comparison.threads) threads", comparison.batch),
        ]
        func figure(_ rate: Double) -> String { String(format: "%12.0f rows/s (%7.2f µs/row)", rate, rate > 0 ? 1e6 / rate : 0) }
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
        print(comparison.json)
    }

    /// The given files, or the bundled feed dataset: found from the working directory or next
    /// to the executable's package.
    private func inputs() throws -> (String, String) {
        if let document, let rows { return (document, rows) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
            + (1...4).map { level in (0..<level).reduce(executable.deletingLastPathComponent()) { url, _ in url.deletingLastPathComponent() } }
        for base in candidates {
            let folder = base.appendingPathComponent("Datasets/feed")
            let document = folder.appendingPathComponent("feed-cell.json").path
            let rows = folder.appendingPathComponent("rows.jsonl").path
            if FileManager.default.fileExists(atPath: document), FileManager.default.fileExists(atPath: rows) { return (document, rows) }
        }
        fail("cannot find the bundled feed dataset (Datasets/feed); run from the repository or give DOC.json ROWS.jsonl")
    }

    /// The rows that read without error (the others are reported and left out of the timing).
    private func readRows(_ path: String, template: BatchTemplate) throws -> [BatchRow] {
        let reader = try LineChunkReader(path: path)
        var rows: [BatchRow] = []
        var bad = 0
        while let chunk = try reader.nextChunk(maxLines: 65_536), limit.map({ rows.count < $0 }) ?? true {
            chunk.bytes.withUnsafeBytes { bytes in
                for (index, range) in chunk.lines.enumerated() {
                    switch template.readRow(line: UnsafeRawBufferPointer(rebasing: bytes[range]), lineNumber: chunk.lineNumbers[index]) {
                    case .success(let row): rows.append(row)
                    case .failure: bad += 1
                    }
                }
            }
        }
        if let limit, rows.count > limit { rows.removeLast(rows.count - limit) }
        if bad > 0 { FileHandle.standardError.write(Data("autolayout bench: \(bad) rows could not be read and are left out\n".utf8)) }
        return rows
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("autolayout bench: \(message)\n".utf8))
        Foundation.exit(1)
    }
}
