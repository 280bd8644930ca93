import BatchLayout
import Foundation

/// Times several jobs for `autolayout bench`, interleaved: each round runs every job once, in
/// the order they were added, for `repetitions` rounds, and each job's figure is the median of
/// its times. On a shared machine a burst of load then falls on every job alike instead of on
/// whichever happened to be running, so the ratios of jobs timed together hold up better.
///
/// A job may prepare its own state untimed before each timed run (a new engine, so that caches
/// start cold); checks of results are the caller's, untimed, before `run`.
final class InterleavedTimer<Failure: Error> {
    /// Names a job added to the timer.
    struct Handle {
        fileprivate let index: Int
        let rows: Int
    }

    let repetitions: Int
    /// Results that disagreed with the reference, as the callers' checks counted them.
    private(set) var disagreements = 0
    private var jobs: [() throws(Failure) -> Double] = []
    private var seconds: [[Double]] = []

    init(repetitions: Int) {
        self.repetitions = max(1, repetitions)
    }

    func count(_ disagreements: Int) {
        self.disagreements += disagreements
    }

    /// A job that times itself: each call runs one repetition and returns its seconds.
    func add(rows: Int, repetition: @escaping () throws(Failure) -> Double) -> Handle {
        jobs.append(repetition)
        return Handle(index: jobs.count - 1, rows: rows)
    }

    /// A job whose `prepare` runs untimed before each timed `body`.
    func add<State>(rows: Int, prepare: @escaping () throws(Failure) -> State,
                    _ body: @escaping (State) throws(Failure) -> Void) -> Handle {
        add(rows: rows) { () throws(Failure) -> Double in
            let state = try prepare()
            return try Self.seconds { () throws(Failure) in try body(state) }
        }
    }

    func add(rows: Int, _ body: @escaping () throws(Failure) -> Void) -> Handle {
        add(rows: rows) { () throws(Failure) -> Double in try Self.seconds(body) }
    }

    /// Runs every job `repetitions` times, round by round.
    func run(log: (String) -> Void = { _ in }) throws(Failure) {
        seconds = Array(repeating: [], count: jobs.count)
        for round in 0..<repetitions {
            log("round \(round + 1) of \(repetitions), \(jobs.count) jobs")
            for (index, job) in jobs.enumerated() { seconds[index].append(try job()) }
        }
    }

    /// Rows per second at the job's median time; 0 for a job not added (nil) or not run.
    func rate(_ handle: Handle?) -> Double {
        guard let handle, handle.index < seconds.count else { return 0 }
        let median = Self.median(seconds[handle.index])
        return median > 0 ? Double(handle.rows) / median : 0
    }

    static func seconds(_ body: () throws(Failure) -> Void) throws(Failure) -> Double {
        let timer = StageTimer()
        try body()
        return timer.seconds
    }

    static func median(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.sorted()[values.count / 2]
    }
}
