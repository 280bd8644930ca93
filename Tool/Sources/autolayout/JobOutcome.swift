import BatchLayout
import Foundation

/// How a `heights` job ended, for a pipeline: the line it prints on standard error at the end of
/// every job (terminal or not), the JSON of `--summary FILE`, and the exit code.
///
/// Exit codes: 0 the job ran and its rows are within the allowance; 4 more rows had errors than
/// allowed (`--max-errors N`, none by default; `--allow-row-errors` allows any number), every row
/// still having its result; 5 the input held no rows (`--allow-empty` accepts it). 1 (the job
/// could not run) and 3 (`--verify` found a difference) are the command's own.
struct JobOutcome {
    let summary: BatchJob.Summary
    /// Rows with errors a job may have and still exit 0 (nil: any number).
    let maximumRowErrors: Int?
    let allowsEmptyInput: Bool

    static let rowErrorsExitCode: Int32 = 4
    static let emptyInputExitCode: Int32 = 5

    var exitCode: Int32 {
        if summary.rows + summary.resumedRows == 0, !allowsEmptyInput { return Self.emptyInputExitCode }
        if let maximumRowErrors, summary.rowsWithErrors > maximumRowErrors { return Self.rowErrorsExitCode }
        return 0
    }

    /// `autolayout heights: 10000 rows, 20000 results, 12 rows with errors (first: line 17.body:
    /// ...), 2 rows with warnings; 3.21 s, 3115 rows/s`, then what the exit code means when it
    /// is not 0.
    var line: String {
        var parts = ["\(summary.rows) \(summary.rows == 1 ? "row" : "rows")", "\(summary.results) \(summary.results == 1 ? "result" : "results")"]
        if summary.resumedRows > 0 { parts[0] += " (after \(summary.resumedRows) resumed)" }
        parts.append(summary.rowsWithErrors == 0 ? "no row errors"
            : "\(summary.rowsWithErrors) \(summary.rowsWithErrors == 1 ? "row" : "rows") with errors (first: \(summary.firstError ?? ""))")
        let warned = summary.warnings.values.reduce(0, +)
        if warned > 0 { parts.append("\(warned) row warnings") }
        let rate = summary.seconds > 0 ? Double(summary.rows) / summary.seconds : 0
        var text = "autolayout heights: " + parts.joined(separator: ", ") + String(format: "; %.2f s, %.0f rows/s", summary.seconds, rate)
        switch exitCode {
        case Self.emptyInputExitCode:
            text += "\nautolayout heights: the input holds no rows (exit \(exitCode); --allow-empty accepts an empty input)"
        case Self.rowErrorsExitCode:
            let allowed = maximumRowErrors.map { $0 == 0 ? "none is allowed" : "at most \($0) allowed" } ?? ""
            text += "\nautolayout heights: \(summary.rowsWithErrors) rows have errors, \(allowed) (exit \(exitCode)); "
                + "each has its error result: --max-errors N allows N, --allow-row-errors any number"
        default:
            break
        }
        return text
    }

    /// The JSON of `--summary FILE`: counts, warnings by kind, seconds and the exit code.
    var json: Data {
        var object: [String: Any] = [
            "rows": summary.rows, "results": summary.results, "errorResults": summary.errors,
            "rowsWithErrors": summary.rowsWithErrors, "resumedRows": summary.resumedRows,
            "warnings": Dictionary(uniqueKeysWithValues: summary.warnings.map { ($0.key.rawValue, $0.value) }),
            "seconds": summary.seconds, "exitCode": Int(exitCode),
        ]
        object["firstError"] = summary.firstError ?? NSNull()
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}
