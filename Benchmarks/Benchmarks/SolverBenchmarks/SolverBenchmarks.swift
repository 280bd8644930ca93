// Solver benchmarks on the feed-cell workload (docs/benchmarks.md, The feed-cell workload).
//
// Feed-cell benchmarks report time PER CELL: each iteration solves 1,000 cells
// (`scalingFactor: .kilo`, `benchmark.scaledIterations`), and package-benchmark divides the
// per-iteration figures by 1,000 in the table (metrics marked `*`). Iterations walk the 10,000
// cells of `FeedCellInputs.random(count: 10_000)` in consecutive blocks of 1,000, so every ten
// iterations cover all 10,000 cells once. The chain benchmarks report time per whole solve.
//
// Correctness guards, so that a wrong solver can never post a fast number:
// - before measuring (in each benchmark's setup), every one of the 10,000 cells is solved the
//   same way the benchmark will and compared with `FeedCellInputs.expectedHeight` (1e-6);
// - after every measured iteration (`stopMeasurement()` first), the sum of the heights that
//   iteration produced is compared with the sum of the closed forms of its block; the chain
//   benchmarks compare every measured solve with `VerticalChain.expectedHeight`.
// Any mismatch is a `fatalError` naming the benchmark, the cell and both heights.

import Benchmark
import Cassowary
import CassowaryWorkloads

let cellCount = 10_000
let cellsPerIteration = BenchmarkScalingFactor.kilo.rawValue
let blockCount = cellCount / cellsPerIteration
let tolerance = 1e-6

/// The 10,000 cells and, per block of 1,000, the sum of their closed-form heights.
struct FeedCellWorkload {
    let inputs: [FeedCellInputs]
    let expectedBlockSums: [Double]

    init() {
        let inputs = FeedCellInputs.random(count: cellCount)
        precondition(inputs.count == cellCount && cellCount % cellsPerIteration == 0)
        self.inputs = inputs
        expectedBlockSums = (0..<blockCount).map { block in
            inputs[block * cellsPerIteration..<(block + 1) * cellsPerIteration].reduce(0) { $0 + $1.expectedHeight }
        }
    }

    /// The block of cells the iteration measures (warm-up iterations included, so blocks rotate).
    func block(for benchmark: Benchmark) -> (index: Int, cells: ArraySlice<FeedCellInputs>) {
        let index = benchmark.currentIteration % blockCount
        return (index, inputs[index * cellsPerIteration..<(index + 1) * cellsPerIteration])
    }

    /// Checks one height against the closed form, outside any measurement.
    func check(_ height: Double, cell index: Int, _ name: String) {
        let expected = inputs[index].expectedHeight
        if !(abs(height - expected) <= tolerance) {
            fatalError("\(name): cell \(index) (\(inputs[index])) solved to height \(height), closed form says \(expected): the solver is wrong, refusing to benchmark it")
        }
    }

    /// Measures `height` over the iteration's block of cells, then checks the block's sum.
    func measureBlock(_ benchmark: Benchmark, _ height: (FeedCellInputs) throws -> Double) rethrows {
        let (block, cells) = self.block(for: benchmark)
        var sum = 0.0
        benchmark.startMeasurement()
        for cell in cells {
            let h = try height(cell)
            blackHole(h)
            sum += h
        }
        benchmark.stopMeasurement()
        checkBlock(sum, block: block, benchmark.name)
    }

    /// Checks the sum of one measured block's heights, after `stopMeasurement()`.
    func checkBlock(_ sum: Double, block index: Int, _ name: String) {
        let expected = expectedBlockSums[index]
        if !(abs(sum - expected) <= tolerance * Double(cellsPerIteration)) {
            fatalError("\(name): cells \(index * cellsPerIteration)..<\((index + 1) * cellsPerIteration) summed to height \(sum), closed forms sum to \(expected): the solver went wrong during measurement")
        }
    }
}

/// One template solver per photo variant; a class so the measured loop mutates the solvers in
/// place (a struct handed to each iteration would copy the solver's storage on first write).
final class TemplateSolvers {
    var withPhoto: FeedCellTemplateSolver
    var withoutPhoto: FeedCellTemplateSolver

    init(editsLabelWidths: Bool) throws {
        withPhoto = try FeedCellTemplateSolver(hasPhoto: true, editsLabelWidths: editsLabelWidths)
        withoutPhoto = try FeedCellTemplateSolver(hasPhoto: false, editsLabelWidths: editsLabelWidths)
    }

    @inline(__always)
    func height(for cell: FeedCellInputs) throws -> Double {
        cell.hasPhoto ? try withPhoto.height(for: cell) : try withoutPhoto.height(for: cell)
    }
}

let benchmarks: @Sendable () -> Void = {
    let perCell = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )

    // 1. A fresh solver per cell, as `systemLayoutSizeFitting` does: an empty solver, every
    // constraint of the cell added, solved, the height read. The views (variables) belong to
    // the cell and are made once, as a dequeued cell's are.
    //  - "fresh": the row's 66 constraint objects are made before the measurement (they carry
    //    the row's numbers); measured is `Solver()` + adding them + reading the height.
    //  - "fresh, reused storage": the same with one solver emptied by
    //    `removeAll(keepingCapacity: true)` between cells, as a bulk worker would keep it.
    //  - "fresh end-to-end": also making the constraint objects inside the measurement.
    let views = FeedCellViews()
    for (name, reusesStorage) in [("FeedCell/fresh", false), ("FeedCell/fresh, reused storage", true)] {
        Benchmark(name, configuration: perCell) { (benchmark: Benchmark, workload: FeedCellWorkload) throws in
            let (block, cells) = workload.block(for: benchmark)
            let systems = cells.map { FeedCell(inputs: $0, views: views).constraints }
            var solver = Solver()
            var sum = 0.0
            benchmark.startMeasurement()
            for constraints in systems {
                if reusesStorage { solver.removeAll(keepingCapacity: true) } else { solver = Solver() }
                try solver.addConstraints(constraints)
                solver.updateVariables()
                let height = solver.value(of: views.contentView.height)
                blackHole(height)
                sum += height
            }
            benchmark.stopMeasurement()
            workload.checkBlock(sum, block: block, benchmark.name)
        } setup: { () throws -> FeedCellWorkload in
            let workload = FeedCellWorkload()
            var sizer = FeedCellFreshSolver(reusesStorage: reusesStorage)
            for (index, cell) in workload.inputs.enumerated() {
                workload.check(try sizer.height(for: cell), cell: index, name)
            }
            return workload
        }
    }

    Benchmark("FeedCell/fresh end-to-end", configuration: perCell) { (benchmark: Benchmark, workload: FeedCellWorkload) throws in
        var sizer = FeedCellFreshSolver(reusesStorage: false)
        try workload.measureBlock(benchmark) { try sizer.height(for: $0) }
    } setup: { () throws -> FeedCellWorkload in
        let workload = FeedCellWorkload()
        for (index, cell) in workload.inputs.enumerated() {
            workload.check(try FeedCell.solveFresh(cell), cell: index, "FeedCell/fresh end-to-end")
        }
        return workload
    }

    // 2. and 3. One solver per template (with / without the photo), W and textH as edit
    // variables, optionally the three label widths too: suggest + update + read per cell.
    for (name, editsLabelWidths) in [("FeedCell/incremental W+textH", false), ("FeedCell/incremental W+textH+labels", true)] {
        Benchmark(name, configuration: perCell) { (benchmark: Benchmark, state: (FeedCellWorkload, TemplateSolvers)) throws in
            let (workload, solvers) = state
            try workload.measureBlock(benchmark) { try solvers.height(for: $0) }
        } setup: { () throws -> (FeedCellWorkload, TemplateSolvers) in
            let workload = FeedCellWorkload()
            let solvers = try TemplateSolvers(editsLabelWidths: editsLabelWidths)
            for (index, cell) in workload.inputs.enumerated() {
                workload.check(try solvers.height(for: cell), cell: index, name)
            }
            return (workload, solvers)
        }
    }

    // 4. The vertical chain: one whole layout of n views, adding every constraint to a fresh
    // Solver and reading the root height. The constraint list is built in setup, unmeasured.
    for (count, maxIterations, maxDuration) in [(1_000, 30, Duration.seconds(3)), (5_000, 5, Duration.seconds(5))] {
        let name = "Chain/\(count)"
        Benchmark(name, configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
            warmupIterations: 1,
            scalingFactor: .one,
            maxDuration: maxDuration,
            maxIterations: maxIterations
        )) { (benchmark: Benchmark, chain: VerticalChain) throws in
            benchmark.startMeasurement()
            let height = try chain.solve()
            blackHole(height)
            benchmark.stopMeasurement()
            if !(abs(height - chain.expectedHeight) <= tolerance) {
                fatalError("\(name): root height \(height), closed form says \(chain.expectedHeight): the solver is wrong, refusing to benchmark it")
            }
        } setup: { () -> VerticalChain in
            VerticalChain(count: count)
        }
    }
}
