import BatchLayout
import Foundation
import Interchange

/// Answers one heights request: its rows laid out on a warm engine, in slices, watching the
/// request's deadline between slices.
///
/// The answer is byte for byte what `autolayout heights` writes for the same rows and options:
/// the same `LineChunk` (`init(jsonLines:)` cuts a body by the reader's rules), the same
/// `BatchJob.answer`, the same writer. A body sent as `application/json` is one JSON array of rows
/// instead, each element read as if it stood on a line of its own; one sent as JSON Lines
/// (`application/x-ndjson`, `application/jsonl`) is always read as lines, even when its first row
/// is an array; with any other type the first byte that is not blank decides ("[": an array).
struct HeightsAnswer {
    let job: BatchJob
    let limits: HeightServiceLimits

    /// What the rows came to: the response's bytes and its counts.
    struct Outcome {
        var bytes: [UInt8]
        var rows = 0
        var errors = 0
    }

    /// Cuts a body into rows by its content type; a broken JSON array is a 400 naming its line.
    static func rows(of body: [UInt8], contentType: String?) throws(ServiceError) -> LineChunk {
        let mediaType = contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        do {
            switch mediaType {
            case "application/x-ndjson", "application/jsonl", "application/jsonlines", "application/x-jsonlines":
                return LineChunk(jsonLines: body)
            case "application/json":
                return try LineChunk(jsonArray: body)
            default:
                return try LineChunk(rowsBody: body)
            }
        } catch {
            throw ServiceError(.badRequest, error.description, details: [(key: "line", value: .number(Double(error.line)))])
        }
    }

    /// Lays out every row, or throws 503 naming the rows not reached when the deadline passes.
    func answer(_ rows: LineChunk, startedAt start: ContinuousClock.Instant) async throws(ServiceError) -> Outcome {
        let deadline = start.advanced(by: .milliseconds(limits.deadlineMilliseconds))
        var outcome = Outcome(bytes: job.writer.header)
        let slice = max(1, limits.rowsPerSlice)
        var done = 0
        while done < rows.count {
            if ContinuousClock.now >= deadline { throw deadlinePassed(rows, done: done) }
            let end = min(rows.count, done + slice)
            let answered = job.answer(rows.slice(done..<end))
            outcome.bytes += answered.bytes
            outcome.rows += answered.rows
            outcome.errors += answered.errors
            done = end
            // Other requests get the thread between slices, so one long body does not hold up
            // the short ones queued behind it.
            if done < rows.count { await Task.yield() }
        }
        return outcome
    }

    private func deadlinePassed(_ rows: LineChunk, done: Int) -> ServiceError {
        let notDone: [JSONValue] = (done..<rows.count).map { index in
            var members: [(key: String, value: JSONValue)] = [(key: "line", value: .number(Double(rows.lineNumbers[index])))]
            switch rows.row(at: index, of: job.engine.template) {
            case .success(let row): members.append((key: "id", value: row.id))
            case .failure(let error): members.append((key: "id", value: error.id))
            }
            return .object(JSONObject(members))
        }
        return ServiceError(.serviceUnavailable,
                            "deadline of \(limits.deadlineMilliseconds) ms passed after \(done) of \(rows.count) rows",
                            details: [(key: "rowsNotDone", value: .array(notDone))])
    }
}
