import ArgumentParser
import Cassowary
import CassowaryWorkloads
import Interchange

/// `autolayout solver-demo`: lays out the standard feed cell with the Cassowary solver, prints
/// its frames, then sizes many random cells both ways (a fresh solver per cell, and one solver
/// per template driven by edit variables) and checks every height against the closed form.
struct SolverDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver-demo",
        abstract: "Solve the feed-cell workload and check every height against its closed form."
    )

    @Option(help: "How many random cells to size.")
    var cells = 10_000

    @Option(help: "Seed of the random cell inputs.")
    var seed: UInt64 = 0xFEED

    @Option(help: "Content width of the cell whose frames are printed.")
    var width = 375.0

    func run() throws {
        guard cells >= 0 else { throw ValidationError("--cells must not be negative") }
        guard width.isFinite, width >= 200 else { throw ValidationError("--width must be a number >= 200") }
        try printFrames()
        try checkHeights()
    }

    private func printFrames() throws {
        let input = FeedCellInputs(width: width, textHeight: 54, hasPhoto: true, nameWidth: 96, timeWidth: 30, handleWidth: 80)
        let cell = FeedCell(inputs: input)
        var solver = Solver()
        try solver.addConstraints(cell.constraints)
        solver.updateVariables()
        print("Feed cell at width \(formatted(width)) (3 lines of body text, with photo): \(cell.constraints.count) constraints")
        let views = cell.views
        let named: [(String, ViewBox)] = [
            ("contentView", cell.contentView), ("avatar", views.avatar), ("more", views.more),
            ("name", views.name), ("time", views.time), ("handle", views.handle), ("body", views.body),
            ("photo", views.photo), ("like", views.like), ("comment", views.comment),
            ("share", views.share), ("separator", views.separator),
        ]
        for (name, box) in named {
            let frame = [box.left, box.top, box.width, box.height].map { formatted(solver.value(of: $0)) }
            let padded = name + String(repeating: " ", count: max(0, 12 - name.count))
            print("  \(padded) [\(frame.joined(separator: ", "))]")
        }
    }

    private func checkHeights() throws {
        let inputs = FeedCellInputs.random(count: cells, seed: seed)
        var templates = [
            try FeedCellTemplateSolver(hasPhoto: false, editsLabelWidths: true),
            try FeedCellTemplateSolver(hasPhoto: true, editsLabelWidths: true),
        ]
        var mismatches = 0
        for input in inputs {
            let fresh = try FeedCell.solveFresh(input)
            let incremental = try templates[input.hasPhoto ? 1 : 0].height(for: input)
            if abs(fresh - input.expectedHeight) > 1e-9 || abs(incremental - input.expectedHeight) > 1e-9 {
                mismatches += 1
            }
        }
        print("\(inputs.count) random cells sized with a fresh solver each and with edit variables: \(mismatches) heights differ from 108 + textH (+ photo)")
        if mismatches > 0 { throw ExitCode.failure }
    }

    private func formatted(_ value: Double) -> String {
        NumberText.format(value)
    }
}
