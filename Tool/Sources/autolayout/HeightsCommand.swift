import ArgumentParser
import AutoLayout
import BatchLayout
import Foundation
import TemplateDiagnostics
import TextMeasurement

/// `autolayout heights DOC.json ROWS.jsonl --width W...`: the bulk cell-height job. One result
/// per row and width, in input order; a bad row gets an error result and the job goes on.
struct HeightsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "heights",
        abstract: "Cell heights for every row of a rows file, at one or more widths.",
        discussion: """
            Rows are JSON Lines: "id" (echoed) and per view id a string (that label's text), \
            [w, h] (an image's size) or an object of document keys ("hidden", "font", ...). \
            Prints {"id": ..., "width": W, "height": H} per row and width (with --frames, every \
            view's frame), or {"id": ..., "width": W, "error": "..."} for a bad row. With several \
            --content-size-category (or "all"), per row, category and width, each naming its \
            "category" after the width (a CSV column after width). "-" reads \
            standard input / writes standard output. Every job ends with a summary line on \
            standard error (rows, results, rows with errors and the first one's message, \
            warnings, seconds; --summary FILE as JSON). Exit codes: 0 done; 1 the job cannot \
            run; 4 rows had errors (--max-errors N allows N, --allow-row-errors any); 5 the \
            input held no rows (--allow-empty). With \
            --verify N, a seeded random sample of N rows is laid out again by the model on fresh \
            view trees afterwards; "verified N rows: K differ" goes to standard error, and the \
            exit code is 3 when any differ.
            """
    )

    @Argument(help: "The cell template: a layout document (JSON), or a .xib / .storyboard cell.")
    var document: String

    @Option(help: "For a .storyboard (or a .xib with several objects): the cell, by Interface Builder id, reuse identifier or user label.")
    var object: String?

    @Argument(help: "The rows (JSON Lines), or - for standard input.")
    var rows: String

    // Unconditional: `--width -5` is a width to refuse by name, not a missing value.
    @Option(name: .customLong("width"), parsing: .unconditionalSingleValue,
            help: "A content width in points; repeat for several (default with --device: its screen's width).")
    var widths: [Double] = []

    @Option(parsing: .unconditional, help: "Pixel grid (1, 2, 3); 0 turns rounding off (default: the --device's scale, else the document's, else 0).")
    var scale: Double?

    @Flag(help: "Add the row separator's 1/scale to each height, as UITableView does.")
    var separator = false

    @Option(help: "Worker threads (default: every core).")
    var threads: Int?

    @Option(help: "Output format: jsonl or csv.")
    var format: String = "jsonl"

    @Flag(help: "Also write every view's frame (relative to its parent).")
    var frames = false

    @Flag(help: "At the end, print to standard error the seconds each stage of the job was busy (read, parse, layout, format, write).")
    var stages = false

    @Option(help: "Write the results to this file instead of standard output (- : standard output). It is written as FILE.partial and renamed to FILE when every row is in.")
    var out: String = "-"

    @Flag(help: "Continue the FILE.partial an interrupted job with the same --out left: its whole rows are kept (the last checked by id against the input) and the rest of the rows are laid out.")
    var resume = false

    @Option(help: "Dense kernel: automatic, blas or swift.")
    var kernel: String = "automatic"

    @Option(help: "After the job, lay out a random sample of this many rows again with the model and compare.")
    var verify: Int = 0

    @Flag(name: .customLong("allow-row-errors"), help: "Exit 0 however many rows have errors (each row still gets its error result).")
    var allowRowErrors = false

    @Option(name: .customLong("max-errors"), help: "Exit 0 when at most N rows have errors (default 0: any row with an error makes the exit code 4).")
    var maxErrors: Int?

    @Flag(name: .customLong("allow-empty"), help: "Exit 0 on an input with no rows (default: exit 5).")
    var allowEmpty = false

    @Option(help: "Also write the job's summary as JSON to this file (rows, results, rows with errors and the first one's message, warnings by kind, seconds, exit code).")
    var summary: String?

    @Flag(help: "Print a progress line after each chunk even when standard error is not a terminal (one line each).")
    var progress = false

    @Flag(name: .customLong("allow-conflicts"), help: "Lay rows out even when the template's own required constraints conflict (by default the job refuses such a template, naming the constraints; each row then carries the conflict as a warning).")
    var allowConflicts = false

    @Option(help: "Explain one row instead of running the job: the row with this \"id\" (else, for rows without ids, on this line), at each width: its height and frames, the constraints that decided the height, those broken, conflicts and warnings.")
    var explain: String?

    @Option(help: "With --explain: also draw the row as an SVG picture in this file (with several widths or categories, one file each, named FILE-WIDTH[-CATEGORY].svg).")
    var svg: String?

    @Option(name: .customLong("chunk-rows"), help: .hidden)
    var chunkRows: Int = 16_384

    @Option(name: .customLong("verify-seed"), help: "Seed of the --verify sample.")
    var verifySeed: UInt64 = 0x0A11_7E57

    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var deviceOptions: DeviceOptions

    func validate() throws {
        guard !widths.isEmpty || deviceOptions.deviceID != nil else { throw ValidationError("give at least one --width (or a --device)") }
        for width in widths where !(width.isFinite && width >= 0) {
            throw ValidationError("--width \(NumberFormatting.shortest(width)): a width is a number of points >= 0")
        }
        if let scale { try ScaleOption.validate(scale) }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
        if chunkRows < 1 { throw ValidationError("--chunk-rows must be at least 1") }
        if verify < 0 { throw ValidationError("--verify must be a number of rows >= 0") }
        if let maxErrors, maxErrors < 0 { throw ValidationError("--max-errors must be a number of rows >= 0") }
        if maxErrors != nil && allowRowErrors { throw ValidationError("give --max-errors N or --allow-row-errors, not both") }
        guard ResultFormat(rawValue: format) != nil else { throw ValidationError("--format must be jsonl or csv") }
        if resume && out == "-" { throw ValidationError("--resume needs --out FILE: it continues FILE.partial") }
        guard DenseKernelChoice(rawValue: kernel) != nil else { throw ValidationError("--kernel must be automatic, blas or swift") }
        if svg != nil && explain == nil { throw ValidationError("--svg draws the row of --explain ID: give --explain too") }
    }

    func run() throws {
        let job: BatchJob
        let measurer: TextMeasurer
        let categories: [ContentSizeCategory]
        do {
            measurer = try fontOptions.measurer(allowingSeveralCategories: true)
            categories = try fontOptions.categories()
        } catch {
            fail("\(error)")
        }
        do {
            let device = try deviceOptions.device()
            let document = try TemplateSource.document(at: self.document, object: object, device: device)
            // A family no face was registered for fails the job here, naming it, rather than
            // every row that uses it.
            for (viewID, font) in document.fonts where !measurer.fonts.familyNames.contains(font.family.lowercased()) {
                throw TemplateSourceError("view \"\(viewID)\" uses font family \"\(font.family)\", which has no face here: register one with --font \"\(font.family)=FILE\"")
            }
            // The template's faces and the text tables load on all cores, before the check
            // below measures its first label (start-up is serial: it counts in every job).
            measurer.fonts.preloadFaces(for: document.fonts.map(\.font))
            let widths = SizingDefaults.widths(self.widths, device: device)
            let scale = SizingDefaults.scale(scale, device: device, documentScale: document.scale)
            // A template whose own required constraints conflict breaks one on every row: refuse
            // it once, naming them, rather than warn on every row (an explained row shows them).
            if !allowConflicts, explain == nil,
               let refusal = try RequiredConflicts(document: document, widths: widths, scale: scale, measurer: measurer, device: device)
                .refusal(check: "autolayout check \(self.document)", allowing: "pass --allow-conflicts") {
                throw TemplateSourceError(refusal)
            }
            var options = BatchOptions(widths: widths, scale: scale, separator: separator,
                                       includesFrames: frames, threads: threads,
                                       kernel: DenseKernelChoice(rawValue: kernel) ?? .automatic,
                                       textMeasurer: measurer)
            options.device = device
            // One category sizes as a job of that category always has (results name none).
            if categories.count > 1 { options.contentSizeCategories = categories }
            let engine = try BatchLayoutEngine(template: try BatchTemplate(document: document), options: options)
            job = BatchJob(engine: engine, format: ResultFormat(rawValue: format) ?? .jsonl, chunkLines: chunkRows)
        } catch {
            fail("\(self.document): \(error)")
        }
        if let explain {
            do {
                try explainRow(explain, engine: job.engine)
                return
            } catch {
                fail("\(error)")
            }
        }
        // A reader that stops early (`| head`) closes the pipe: see it as an error on write and
        // end quietly, rather than be killed by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let reporter = ProgressReporter(linesWithoutTerminal: progress)
        let verifier = verify > 0 ? BatchVerifier(sampleSize: verify, seed: verifySeed) : nil
        let signals = InterruptSignals()
        var outcome: JobOutcome
        do {
            let summary = try job.run(input: rows, output: out, resume: resume, verifier: verifier, interruption: signals.interruption,
                                      progress: reporter.map { reporter in { reporter.report($0) } })
            if let signal = summary.interruption {
                reporter?.clear()
                let kept = out == "-" ? "standard output" : "\(out).partial (heights ... --out \(out) --resume continues it)"
                FileHandle.standardError.write(Data("""
                    autolayout heights: stopped by \(InterruptSignals.name(of: signal)) after \(summary.resumedRows + summary.rows) \
                    rows; their results are in \(kept)\n
                    """.utf8))
                Foundation.exit(InterruptSignals.exitStatus(for: signal))
            }
            if summary.resumedRows > 0 {
                FileHandle.standardError.write(Data("autolayout heights: resumed after \(summary.resumedRows) rows of \(out).partial\n".utf8))
            }
            reporter?.clear()
            outcome = JobOutcome(summary: summary, maximumRowErrors: allowRowErrors ? nil : maxErrors ?? 0,
                                 allowsEmptyInput: allowEmpty)
            if let line = Self.describeWarnings(summary.warnings) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
            if stages { FileHandle.standardError.write(Data((Self.describe(summary) + "\n").utf8)) }
        } catch {
            reporter?.clear()
            if error.isBrokenPipe { throw ExitCode(0) }
            fail("\(error)")
        }
        FileHandle.standardError.write(Data((outcome.line + "\n").utf8))
        if let path = self.summary, !FileManager.default.createFile(atPath: path, contents: outcome.json) {
            fail("--summary \(path): cannot write the file")
        }
        if let verifier {
            let report = verifier.verify(with: job.engine)
            FileHandle.standardError.write(Data((report.description + "\n").utf8))
            if !report.differences.isEmpty { throw ExitCode(3) }
        }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }

    /// `stages: read 0.21 s, parse 1.40 s, ...; 7.01 s in all, 142,653 rows/s`.
    static func describe(_ summary: BatchJob.Summary) -> String {
        let times = summary.stages
        let parts = [("read", times.read), ("parse", times.parse), ("layout", times.layout), ("format", times.format),
                     ("write", times.write)].map { String(format: "%@ %.2f s", $0.0, $0.1) }
        let rate = summary.seconds > 0 ? Double(summary.rows) / summary.seconds : 0
        return "stages: " + parts.joined(separator: ", ") + String(format: "; %.2f s in all, %.0f rows/s", summary.seconds, rate)
    }

    /// `warnings: 12 rows with unsatisfiableConstraints, ...`; nil when no row was warned about, so
    /// a clean job's standard error stays as it was.
    static func describeWarnings(_ warnings: [RowWarning.Kind: Int]) -> String? {
        let parts = RowWarning.Kind.allCases.compactMap { kind in
            warnings[kind].map { "\($0) \($0 == 1 ? "row" : "rows") with \(kind.rawValue)" }
        }
        return parts.isEmpty ? nil : "autolayout heights: warnings: " + parts.joined(separator: ", ")
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("autolayout heights: \(message)\n".utf8))
        Foundation.exit(1)
    }
}

/// Progress on standard error (rows, rows per second, time left): rewritten in place on a
/// terminal; with `--progress` and no terminal, one line per chunk (for logs). Nil otherwise.
struct ProgressReporter {
    let inPlace: Bool

    init?(linesWithoutTerminal: Bool) {
        inPlace = isatty(2) != 0
        guard inPlace || linesWithoutTerminal else { return nil }
    }

    func report(_ progress: BatchJob.Progress) {
        let rate = progress.seconds > 0 ? Double(progress.rows) / progress.seconds : 0
        var line = "\(progress.rows) rows, \(Int(rate)) rows/s"
        if let total = progress.totalBytes, total > 0, progress.bytesRead > 0 {
            let left = progress.seconds * Double(total - progress.bytesRead) / Double(progress.bytesRead)
            line += String(format: ", %.0f%%, about %.0f s left", 100 * Double(progress.bytesRead) / Double(total), left)
        }
        FileHandle.standardError.write(Data((inPlace ? "\r" + line + "   " : "autolayout heights: progress: " + line + "\n").utf8))
    }

    /// Ends the line being rewritten, so what follows starts on its own.
    func clear() {
        if inPlace { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
