// Auto Layout model benchmarks on the feed cell (docs/benchmarks.md, The feed-cell workload), 12 views.
//
// Per-cell figures: each iteration handles 1,000 cells of `FeedCellInputs.random(count: 10_000)`
// in rotating blocks (`scalingFactor: .kilo`).
// - Model/build + fit: make the views and constraints with anchors, activate them, and
//   `systemLayoutSizeFitting` at the cell's width (required) and height 0 (@50).
// - Raw solver/same constraints: a fresh `Solver` given exactly the solver constraints the model's
//   engine holds for that cell plus the two fitting constraints (made before timing), solved and
//   read. The issue asks the model's build to stay within 2x of the raw solver's.
// - Raw solver/same constraints, made per cell: the same, but each constraint and its
//   expression are made inside the timing, as a user of the raw solver builds a system.
// - Model/constant change + layout: one built cell; move one constraint's constant and
//   `layoutIfNeeded()` (the edit path: nothing is rebuilt).
// - Model/content change + fit: one built cell per variant; new label widths and text height,
//   then fit again (what a self-sizing table does per row).
// Every measured height is checked against the closed form after the measurement stops.

import AutoLayout
import AutoLayoutWorkloads
import Benchmark
import Cassowary
import CassowaryWorkloads
import Foundation
import AutoLayout

let cellCount = 10_000
let cellsPerIteration = BenchmarkScalingFactor.kilo.rawValue
let inputs = FeedCellInputs.random(count: cellCount)

func block(_ benchmark: Benchmark) -> ArraySlice<FeedCellInputs> {
    let index = benchmark.currentIteration % (cellCount / cellsPerIteration)
    return inputs[index * cellsPerIteration..<(index + 1) * cellsPerIteration]
}

func verify(_ heights: [Double], _ cells: ArraySlice<FeedCellInputs>, _ name: String) {
    for (height, cell) in zip(heights, cells) where abs(height - cell.expectedHeight) > 1e-6 {
        fatalError("\(name): \(cell) fitted to \(height), closed form \(cell.expectedHeight): refusing to benchmark a wrong layout")
    }
}

/// The raw-solver version of one cell: the engine's constraints, captured once, outside timing.
struct RawCell {
    let constraints: [Constraint]
    let width: Variable
    let height: Variable

    init(_ cell: FeedCellInputs) {
        let layout = FeedCellLayout(cell)
        let size = layout.contentView.sizeVariables
        width = size.width
        height = size.height
        constraints = layout.contentView.solverConstraintsForFitting() + [
            Constraint(Cassowary.Expression([Term(size.width)], constant: -cell.width), .equal),
            Constraint(Cassowary.Expression([Term(size.height)]), .equal, priority: .fittingSizeLevel),
        ]
    }
}

/// A fresh solver per cell given the cell's engine constraints, passed through `make` inside
/// the timing.
func rawBenchmark(_ name: String, make: @escaping @Sendable ([Constraint]) -> [Constraint]) {
    Benchmark(name) { benchmark in
        let cells = block(benchmark)
        let raw = cells.map(RawCell.init)
        var heights: [Double] = []
        heights.reserveCapacity(cells.count)
        benchmark.startMeasurement()
        for cell in raw {
            var solver = Solver()
            try? solver.addConstraints(make(cell.constraints))
            solver.updateVariables()
            heights.append(solver.value(of: cell.height))
        }
        benchmark.stopMeasurement()
        verify(heights, cells, benchmark.name)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo,
                                           maxDuration: .seconds(4), maxIterations: 200)

    Benchmark("Model/build + fit (12 views)") { benchmark in
        let cells = block(benchmark)
        var heights: [Double] = []
        heights.reserveCapacity(cells.count)
        benchmark.startMeasurement()
        for cell in cells {
            heights.append(FeedCellLayout(cell).fittedHeight(width: cell.width))
        }
        benchmark.stopMeasurement()
        verify(heights, cells, benchmark.name)
    }

    rawBenchmark("Raw solver/same constraints") { constraints in constraints }
    rawBenchmark("Raw solver/same constraints, made per cell") { constraints in
        // What a user of the raw solver pays to build the system: a new expression and
        // constraint for each of the cell's constraints, then adding and solving them.
        constraints.map { constraint in
            let expression = Cassowary.Expression(Array(constraint.expression.terms), constant: constraint.expression.constant)
            return Constraint(expression, constraint.relation, priority: constraint.priority)
        }
    }

    Benchmark("Model/constant change + layout") { benchmark in
        let layout = FeedCellLayout(inputs[0])
        layout.contentView.layoutIfNeeded()
        benchmark.startMeasurement()
        for step in 0..<cellsPerIteration {
            layout.avatarTop?.constant = step % 2 == 0 ? 13 : 12
            layout.contentView.layoutIfNeeded()
        }
        benchmark.stopMeasurement()
        if layout.avatar.frame.minY != 12 { fatalError("\(benchmark.name): avatar at \(layout.avatar.frame.minY), expected 12") }
    }

    Benchmark("Model/content change + fit") { benchmark in
        let cells = block(benchmark)
        let templates = [false: FeedCellLayout(inputs.first { !$0.hasPhoto } ?? inputs[0]),
                         true: FeedCellLayout(inputs.first { $0.hasPhoto } ?? inputs[0])]
        var heights: [Double] = []
        heights.reserveCapacity(cells.count)
        benchmark.startMeasurement()
        for cell in cells {
            guard let layout = templates[cell.hasPhoto] else { continue }
            layout.setContent(cell)
            heights.append(layout.fittedHeight(width: cell.width))
        }
        benchmark.stopMeasurement()
        verify(heights, cells, benchmark.name)
    }
}
