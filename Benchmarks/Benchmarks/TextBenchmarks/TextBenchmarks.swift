// Text measurement benchmarks: one label measured per call, on one thread.
//
// Each iteration measures the same label 1,000 times (`scalingFactor: .kilo`), so the table's
// figures (marked `*`) are per label. Compare the fast and exact rows of one run for the ratio.
//
// Correctness guard, so that a wrong measurer never posts a fast number: before measuring,
// each benchmark checks that fast and exact mode give the same lines and widths for its text,
// and after every iteration that the measured label still has the expected line count.

import Benchmark
import TextMeasurement

/// A 140-character English post, wrapped at 300 pt in the 17 pt system font (3 lines).
let englishText = "Just finished the keynote rehearsal and honestly it went better than expected. Huge thanks to everyone who stayed late to help. See you soon"
/// A 60-character Chinese post (Han with full-width punctuation), wrapped at 300 pt.
let chineseText = "今天在北京参加了开发者大会，学到了很多关于排版引擎的新知识。下午还和朋友一起讨论了自动布局的实现细节，真的收获很大啊！！"

let labelsPerIteration = BenchmarkScalingFactor.kilo.rawValue
let font = FontDescriptor.systemFont(ofSize: 17)
let width = 300.0
let fonts = FontRegistry()

/// Measures once in both modes and refuses to benchmark if they disagree.
func expectedLineCount(_ text: String) -> Int {
    do {
        let fast = try TextMeasurer(mode: .fast, fonts: fonts).measure(text, font: font, maxWidth: width, numberOfLines: 0, scale: 3)
        let exact = try TextMeasurer(mode: .exact, fonts: fonts).measure(text, font: font, maxWidth: width, numberOfLines: 0, scale: 3)
        guard fast == exact, fast.lines.count > 1 else {
            fatalError("fast and exact mode disagree on \(text): \(fast) vs \(exact); refusing to benchmark")
        }
        return fast.lines.count
    } catch {
        fatalError("cannot measure the benchmark text: \(error)")
    }
}

func measureLabels(_ benchmark: Benchmark, _ text: String, mode: MeasurementMode) throws {
    let measurer = TextMeasurer(mode: mode, fonts: fonts)
    let lines = expectedLineCount(text)
    _ = try measurer.measure(text, font: font, maxWidth: width, numberOfLines: 0, scale: 3)  // warm the workspace
    benchmark.startMeasurement()
    var total = 0
    for _ in benchmark.scaledIterations {
        total += try measurer.measure(text, font: font, maxWidth: width, numberOfLines: 0, scale: 3).lines.count
    }
    benchmark.stopMeasurement()
    if total != lines * labelsPerIteration { fatalError("\(benchmark.name): wrong line count \(total)") }
    blackHole(total)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    Benchmark("Fast: English label, 140 characters at width 300") { benchmark in
        try measureLabels(benchmark, englishText, mode: .fast)
    }
    Benchmark("Fast: Chinese label, 60 characters at width 300") { benchmark in
        try measureLabels(benchmark, chineseText, mode: .fast)
    }
    Benchmark("Exact: English label, 140 characters at width 300") { benchmark in
        try measureLabels(benchmark, englishText, mode: .exact)
    }
    Benchmark("Exact: Chinese label, 60 characters at width 300") { benchmark in
        try measureLabels(benchmark, chineseText, mode: .exact)
    }
}
