import Synchronization

/// Hands each measuring thread a workspace of its own and takes it back afterwards, so
/// workspaces (and the ICU iterator and caches inside) are reused without ever being shared.
///
/// Invariant: a workspace is either in `idle` or checked out by exactly one caller. The pool
/// grows to the number of threads that measured at the same time, never more.
final class WorkspacePool: Sendable {
    private let idle = Mutex<[WorkspaceBox]>([])
    private let template: LineBreakIterator?
    private let templateLock = Mutex(())

    init() {
        template = LineBreakIterator()
    }

    func withWorkspace<Result>(_ body: (inout MeasurementWorkspace) throws(TextMeasurementError) -> Result) throws(TextMeasurementError) -> Result {
        let box = try checkOut()
        defer { idle.withLock { $0.append(box) } }
        // Worked on in place: one exclusive access to the box for the whole call (checked once),
        // where moving the workspace out and back copied all of its fields twice per label.
        return try body(&box.workspace)
    }

    private func checkOut() throws(TextMeasurementError) -> WorkspaceBox {
        if let reused = idle.withLock({ $0.popLast() }) { return reused }
        // ICU's clone reads the template; serialise clones rather than trust that it is re-entrant.
        let made = templateLock.withLock { _ in template.flatMap { MeasurementWorkspace(template: $0) } }
        guard let made else { throw .invalidArgument("ICU's line-break iterator or HarfBuzz could not be set up") }
        return WorkspaceBox(made)
    }
}

/// Holds an idle workspace in the pool.
final class WorkspaceBox: @unchecked Sendable {
    var workspace: MeasurementWorkspace

    init(_ workspace: MeasurementWorkspace) { self.workspace = workspace }
}

extension LineBreakIterator: @unchecked Sendable {}
