import BatchBench
import BatchLayout
import Foundation
import Interchange

/// One line per template at the end of `autolayout bench`: the figures issue 24 judges a template
/// by, side by side, so bundled and generated templates compare at a glance. The start-up share is
/// the fixed cost (compiling the variants the rows met and finding their regions) as a fraction
/// of one end-to-end job on the same rows: it shrinks as a job grows, so it is only comparable
/// between templates at the same row count.
struct BenchSummary {
    let template: String
    let rows: Int
    let variants: Int
    let regions: Int
    let modelLayouts: Int
    let compileMilliseconds: Double
    let startUpShare: Double
    let batchWithText: Double
    let batchVsIncremental: Double
    let solveOnly: Double

    init(template: String, comparison: ThroughputComparison, stages: StageReport) {
        self.template = template
        rows = comparison.rows
        variants = comparison.variants
        regions = comparison.regions
        modelLayouts = comparison.modelLayouts
        compileMilliseconds = stages.startUp.compile * 1e3
        let job = stages.rates.endToEnd > 0 ? Double(stages.rows) / stages.rates.endToEnd : 0
        startUpShare = job > 0 ? (stages.startUp.compile + stages.startUp.regions) / job : 0
        batchWithText = comparison.batch.withText
        batchVsIncremental = comparison.incremental.withText > 0 ? comparison.batch.withText / comparison.incremental.withText : 0
        solveOnly = comparison.batch.solveOnly
    }

    /// The members this adds to the template's JSON object.
    var jsonFields: [(key: String, value: JSONValue)] {
        [("startup_share", .number(startUpShare, fractionDigits: 4))]
    }

    static func table(_ lines: [BenchSummary]) -> String {
        let header = "template                        rows variants regions model  compile ms start-up  batch rows/s vs incr  solve-only rows/s"
        return ([header] + lines.map { line in
            let name = URL(fileURLWithPath: line.template).deletingPathExtension().lastPathComponent
            return name.padding(toLength: 28, withPad: " ", startingAt: 0)
                + String(format: "%8d %8d %7d %5d %11.1f %7.1f%% %13.0f %6.1fx %18.0f", line.rows, line.variants, line.regions,
                         line.modelLayouts, line.compileMilliseconds, 100 * line.startUpShare, line.batchWithText,
                         line.batchVsIncremental, line.solveOnly)
        }).joined(separator: "\n")
    }
}
