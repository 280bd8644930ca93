import ArgumentParser

/// The `autolayout` command-line tool. Later issues add `solve`, `heights`, `vfl` and `bench`;
/// today it measures text and demonstrates the constraint solver.
@main
struct AutoLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Auto Layout for Linux: constraint solving for table cells in bulk.",
        subcommands: [MeasureCommand.self, SolverDemoCommand.self]
    )
}
