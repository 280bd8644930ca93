import ArgumentParser
import AutoLayout
import Foundation

/// `autolayout vfl FORMAT --views a,b,c [--metrics k=v,...] [--options alignAllTop,...]`: the
/// constraints a Visual Format string makes, one equation per line (`b.leading == a.trailing +
/// 8`), for views with the given names inside a superview named `superview`.
///
/// A malformed format prints Apple's error (message, format, caret) on standard error and exits
/// with 1; malformed arguments (`--metrics pad=x`, an unknown option name) exit with 2.
struct VFLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vfl",
        abstract: "Print the constraints a Visual Format Language string makes.",
        discussion: """
            Example: autolayout vfl "H:|-[a]-pad-[b(==a)]-|" --views a,b --metrics pad=20
            The views are siblings inside a superview named 'superview'. Start the format with \
            '--' before it if it begins with '-'.
            Options are UIKit's FormatOptions member names: alignAllLeft, alignAllRight, \
            alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing, alignAllCenterX, \
            alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline, directionLeadingToTrailing, \
            directionLeftToRight, directionRightToLeft, spacingEdgeToEdge, spacingBaselineToBaseline.
            """
    )

    @Argument(help: "The Visual Format string, e.g. \"H:|-[a]-[b]-|\".")
    var format: String

    @Option(help: "Comma-separated names of the views the format uses.")
    var views: String = ""

    @Option(help: "Comma-separated metrics, name=number (e.g. pad=20,gap=8.5).")
    var metrics: String?

    @Option(help: "Comma-separated FormatOptions names (e.g. alignAllTop,alignAllBottom).")
    var options: String?

    func run() throws {
        let superview = View()
        superview.layoutDebugName = "superview"
        var viewsByName: [String: Any] = [:]
        for name in Self.list(views) {
            guard name != "superview", viewsByName[name] == nil else {
                try Self.fail("--views: '\(name)' is used twice (the superview is named 'superview').")
            }
            let view = View()
            view.layoutDebugName = name
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
            viewsByName[name] = view
        }

        var metricValues: [String: Any] = [:]
        for entry in Self.list(metrics ?? "") {
            let parts = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, let value = Double(parts[1]), value.isFinite else {
                try Self.fail("--metrics: expected name=number, got '\(entry)'.")
            }
            metricValues[parts[0]] = value
        }

        var formatOptions: LayoutConstraint.FormatOptions = []
        for name in Self.list(options ?? "") {
            guard let option = LayoutConstraint.FormatOptions(name: name) else {
                try Self.fail("--options: unknown option '\(name)'.")
            }
            formatOptions.formUnion(option)
        }

        do throws(VisualFormatError) {
            let constraints = try LayoutConstraint.constraintsChecked(withVisualFormat: format, options: formatOptions,
                                                                      metrics: metricValues, views: viewsByName)
            let text = constraints.map { $0.equationDescription + "\n" }.joined()
            FileHandle.standardOutput.write(Data(text.utf8))
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(1)
        }
    }

    /// The non-empty, trimmed items of a comma-separated list.
    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Reports a malformed argument and exits with 2.
    private static func fail(_ message: String) throws -> Never {
        FileHandle.standardError.write(Data(("autolayout vfl: " + message + "\n").utf8))
        throw ExitCode(2)
    }
}
