import ArgumentParser
import AutoLayout
import Foundation

/// `autolayout compare FILE.xib...`: lays out Interface Builder documents and compares every
/// unflagged view's frame with the one Xcode stored, apart for views whose frames depend on
/// text measurement (Apple's fonts are not on Linux) and views whose frames do not.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare our frames with the frames Xcode stored in .xib/.storyboard files.",
        discussion: """
            For each file and overall: views compared, views within --tolerance points on every \
            edge, split into views whose frame depends on text and views whose frame does not, \
            and the worst offenders by id. Files that cannot be loaded are listed with their \
            reason (unsupported elements by name and count).
            """
    )

    @Argument(help: "Interface Builder documents (.xib, .storyboard).")
    var files: [String]

    @Option(help: "Worst offenders listed per file and group.")
    var worst = 3

    @Option(help: "Largest edge difference that counts as a match, in points.")
    var tolerance = 0.5

    @OptionGroup var fontOptions: FontOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one .xib or .storyboard file") }
        guard worst >= 0, tolerance.isFinite, tolerance >= 0 else { throw ValidationError("--worst and --tolerance must be >= 0") }
    }

    func run() throws {
        var total = CompareTally()
        var byKind: [InterfaceBuilderRoot.Kind: CompareTally] = [:]
        var failures: [String] = []
        var warnings = 0
        let measurer = try fontOptions.measurer()
        for file in files {
            do {
                let comparison = try InterfaceBuilderComparison(document: InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: file)),
                                                            measurer: measurer)
                let tally = CompareTally(comparison.entries, tolerance: CGFloat(tolerance))
                total.add(tally)
                for kind in InterfaceBuilderRoot.Kind.allCases {
                    byKind[kind, default: CompareTally()].add(CompareTally(comparison.entries.filter { $0.rootKind == kind },
                                                                           tolerance: CGFloat(tolerance)))
                }
                warnings += comparison.warnings.count
                print("\(comparison.file): \(tally.summary) (flagged, skipped: \(comparison.flagged))")
                for warning in comparison.warnings { print("  warning: \(warning)") }
                printWorst(comparison.entries, indent: "  ")
            } catch {
                failures.append(error.description)
                print("\(URL(fileURLWithPath: file).lastPathComponent): not loaded: \(error.message)")
            }
        }
        print("overall: \(files.count - failures.count)/\(files.count) files loaded; \(total.summary); \(warnings) warnings")
        for kind in InterfaceBuilderRoot.Kind.allCases {
            guard let tally = byKind[kind], tally.nonText.compared + tally.text.compared > 0 else { continue }
            print("  \(kind.rawValue): \(tally.summary)")
        }
        for failure in failures { print("  not loaded: \(failure)") }
    }

    private func printWorst(_ entries: [InterfaceBuilderComparison.Entry], indent: String) {
        for textDependent in [false, true] {
            let misses = entries.filter { $0.isTextDependent == textDependent && !$0.matches(tolerance: CGFloat(tolerance)) }
                .sorted { $0.error > $1.error }.prefix(worst)
            for entry in misses {
                let kind = textDependent ? "text" : "non-text"
                print("\(indent)\(kind) \(entry.id) <\(entry.tag)> line \(entry.line) in \(entry.rootID): off by \(CompareTally.format(entry.error)) pt, "
                      + "ours \(CompareTally.format(entry.solved)) vs Xcode \(CompareTally.format(entry.stored))")
            }
        }
    }
}

/// Counts of compared and matching views, apart for text-dependent and other views.
struct CompareTally {
    var nonText = (compared: 0, matched: 0)
    var text = (compared: 0, matched: 0)

    init() {}

    init(_ entries: [InterfaceBuilderComparison.Entry], tolerance: CGFloat) {
        for entry in entries {
            let matched = entry.matches(tolerance: tolerance) ? 1 : 0
            if entry.isTextDependent {
                text.compared += 1
                text.matched += matched
            } else {
                nonText.compared += 1
                nonText.matched += matched
            }
        }
    }

    mutating func add(_ other: CompareTally) {
        nonText.compared += other.nonText.compared
        nonText.matched += other.nonText.matched
        text.compared += other.text.compared
        text.matched += other.text.matched
    }

    var summary: String {
        "\(nonText.compared + text.compared) views; non-text \(Self.share(nonText)); text-dependent \(Self.share(text))"
    }

    static func share(_ count: (compared: Int, matched: Int)) -> String {
        guard count.compared > 0 else { return "0/0" }
        return "\(count.matched)/\(count.compared) (\(String(format: "%.1f", 100 * Double(count.matched) / Double(count.compared))) %)"
    }

    static func format(_ value: CGFloat) -> String {
        String(format: "%.2f", Double(value))
    }

    static func format(_ rect: CGRect) -> String {
        "[\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height))]"
    }
}
