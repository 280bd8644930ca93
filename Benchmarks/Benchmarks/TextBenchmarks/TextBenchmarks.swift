// Text measurement benchmarks: one label measured per call, on one thread.
//
// Each iteration measures 1,000 labels (`scalingFactor: .kilo`), variants of one text that
// are new to the workspace, so the table's figures (marked `*`) are per label. Compare the fast and exact rows of one run for the ratio.
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

/// Variants of one label (a number, or for Chinese one more ideograph, at its end) and their
/// line counts, made once: each benchmark sample measures up to 1,000 of them with a new
/// measurer, so every measurement is a first one (nothing in the workspace's
/// `TextAnalysisCache`), as for the texts of a bulk job.
struct LabelVariants: Sendable {
    let texts: [String]
    let lines: [Int]

    init(_ text: String) {
        let chinese = text.unicodeScalars.first.map { $0.value >= 0x4E00 } ?? false
        texts = (0..<labelsPerIteration).map { index in
            chinese ? text + String(Character(Unicode.Scalar(UInt32(0x4E00 + index)) ?? "中")) : text + " \(index)"
        }
        lines = texts.map(expectedLineCount)
    }
}

let englishVariants = LabelVariants(englishText)
let chineseVariants = LabelVariants(chineseText)

/// Each label measured once at `width`; with `unwrappedFirst`, first without a width too, as
/// the batch engine does (the second measurement finds the analysis of the first).
func measureLabels(_ benchmark: Benchmark, _ labels: LabelVariants, mode: MeasurementMode, unwrappedFirst: Bool = false) throws {
    let measurer = TextMeasurer(mode: mode, fonts: fonts)
    _ = try measurer.measure("warm", font: font, maxWidth: width, numberOfLines: 0, scale: 3)  // the workspace
    var next = 0
    var total = 0, expected = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        if unwrappedFirst {
            total += try measurer.measure(labels.texts[next], font: font, maxWidth: nil, numberOfLines: 0, scale: 3).lines.count - 1
        }
        total += try measurer.measure(labels.texts[next], font: font, maxWidth: width, numberOfLines: 0, scale: 3).lines.count
        expected += labels.lines[next]
        next = next + 1 == labels.texts.count ? 0 : next + 1
    }
    benchmark.stopMeasurement()
    if total != expected { fatalError("\(benchmark.name): wrong line count \(total)") }
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
        try measureLabels(benchmark, englishVariants, mode: .fast)
    }
    Benchmark("Fast: Chinese label, 60 characters at width 300") { benchmark in
        try measureLabels(benchmark, chineseVariants, mode: .fast)
    }
    Benchmark("Fast: English label unwrapped, then at width 300 (per label, both)") { benchmark in
        try measureLabels(benchmark, englishVariants, mode: .fast, unwrappedFirst: true)
    }
    Benchmark("Fast: Chinese label unwrapped, then at width 300 (per label, both)") { benchmark in
        try measureLabels(benchmark, chineseVariants, mode: .fast, unwrappedFirst: true)
    }
    Benchmark("Exact: English label, 140 characters at width 300") { benchmark in
        try measureLabels(benchmark, englishVariants, mode: .exact)
    }
    Benchmark("Exact: Chinese label, 60 characters at width 300") { benchmark in
        try measureLabels(benchmark, chineseVariants, mode: .exact)
    }
}
