import ArgumentParser

/// The `autolayout` command-line tool. Later issues add `solve`, `heights`, `measure`, `vfl`
/// and `bench`; today it demonstrates the constraint solver.
@main
struct AutoLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Auto Layout for Linux: constraint solving for table cells in bulk.",
        subcommands: [SolverDemoCommand.self]
    )
}
