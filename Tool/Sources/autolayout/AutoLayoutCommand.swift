import ArgumentParser
import BatchLayout

/// The `autolayout` command-line tool: bulk cell heights (`heights`) and their benchmark
/// (`bench`), the height service (`serve`), layout documents and Interface Builder files
/// (`solve`, `compare`, `check`, `convert`), Visual Format strings, text measurement and a
/// demonstration of the constraint solver.
@main
struct AutoLayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Auto Layout for Linux: constraint solving for table cells in bulk.",
        subcommands: [SolveCommand.self, CompareCommand.self, HeightsCommand.self, CheckCommand.self, ConvertCommand.self, BenchCommand.self, VFLCommand.self, MeasureCommand.self, ServeCommand.self, SolverDemoCommand.self]
    )

    /// OpenBLAS's thread pool starts when the library loads and spins until it is stopped:
    /// stopped before the arguments are parsed, it does not compete with a job's start-up.
    static func main() async {
        BatchLayoutEngine.keepBLASSingleThreaded()
        await main(nil)
    }
}
