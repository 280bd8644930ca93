import ArgumentParser

/// The `autolayout` command-line tool. Later issues add `heights` and `bench`; today it solves
/// layout documents, prints what a Visual Format string makes, measures text and demonstrates
/// the constraint solver.
@main
struct AutoLayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Auto Layout for Linux: constraint solving for table cells in bulk.",
        subcommands: [SolveCommand.self, CompareCommand.self, HeightsCommand.self, CheckCommand.self, ConvertCommand.self, BenchCommand.self, VFLCommand.self, MeasureCommand.self, ServeCommand.self, SolverDemoCommand.self]
    )
}
