import Foundation

/// Times a piece of work several times and keeps the median, for `autolayout bench`: each
/// repetition may first prepare its own state untimed (a new engine, so that caches start
/// cold), and only `body` is timed.
final class MedianTimer {
    let repetitions: Int
    /// Results that disagreed with the reference, over every `check` so far.
    private(set) var disagreements = 0

    init(repetitions: Int) {
        self.repetitions = max(1, repetitions)
    }

    /// Adds disagreements found by a check outside `rate`.
    func count(_ disagreements: Int) {
        self.disagreements += disagreements
    }

    /// Median rows per second of `body` over the repetitions; `check` (run once, untimed)
    /// counts results that disagree with the reference.
    func rate<E: Error>(_ rows: Int, _ body: () throws(E) -> Void, check: () throws(E) -> Int) throws(E) -> Double {
        try rate(rows, prepare: { () throws(E) in }, { (_: Void) throws(E) in try body() }, check: check)
    }

    /// Like `rate(_:_:check:)`, with `prepare` run untimed before each timed `body`.
    func rate<State, E: Error>(_ rows: Int, prepare: () throws(E) -> State, _ body: (State) throws(E) -> Void,
                               check: () throws(E) -> Int) throws(E) -> Double {
        disagreements += try check()
        let median = try medianSeconds(prepare: prepare, body)
        return median > 0 ? Double(rows) / median : 0
    }

    /// The median of `body`'s seconds over the repetitions, each after an untimed `prepare`.
    func medianSeconds<State, E: Error>(prepare: () throws(E) -> State, _ body: (State) throws(E) -> Void) throws(E) -> Double {
        var seconds: [Double] = []
        for _ in 0..<repetitions {
            let state = try prepare()
            seconds.append(try Self.seconds { () throws(E) in try body(state) })
        }
        return Self.median(seconds)
    }

    static func seconds<E: Error>(_ body: () throws(E) -> Void) throws(E) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.sorted()[values.count / 2]
    }
}
