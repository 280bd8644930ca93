import ArgumentParser
import AutoLayout
import Foundation
import Interchange
import InterfaceBuilder

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
            reason (unsupported elements by name and count). Each view is determined by the \
            constraints, free (an axis the constraints leave free keeps Xcode's stored value, as \
            Xcode's canvas does) or stale (the stored frames break one of the document's required \
            constraints, named): the figures are of determined views, free and stale views are \
            counted apart and stale views are neither matches nor misses. --json prints one JSON \
            object per file (every view with its stored frame, ours, difference and class, and the \
            file's totals), then one with the overall totals.
            """
    )

    @Argument(help: "Interface Builder documents (.xib, .storyboard).")
    var files: [String]

    @Option(help: "Worst offenders listed per file and group.")
    var worst = 3

    @Option(help: "Largest edge difference that counts as a match, in points.")
    var tolerance = 0.5

    @Flag(help: "One JSON object per file (views and totals), then the overall totals, instead of text.")
    var json = false

    @Option(help: "Also write an HTML page to this file: per document, each root drawn with Xcode's stored frames and ours over each other (inline SVG), and every view's class and difference.")
    var html: String?

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
        var page = html.map { _ in ComparePage(tolerance: CGFloat(tolerance)) }
        for file in files {
            do {
                var document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: file))
                document.fontFamilies = Set(measurer.fonts.familyNames)
                let comparison = try InterfaceBuilderComparison(document: document, measurer: measurer)
                let tally = CompareTally(comparison.entries, tolerance: CGFloat(tolerance))
                page?.add(comparison, roots: document.roots, summary: tally.summary)
                total.add(tally)
                for kind in InterfaceBuilderRoot.Kind.allCases {
                    byKind[kind, default: CompareTally()].add(CompareTally(comparison.entries.filter { $0.rootKind == kind },
                                                                           tolerance: CGFloat(tolerance)))
                }
                warnings += comparison.warnings.count
                if json {
                    print(CompareJSON.file(comparison, tally: tally, tolerance: CGFloat(tolerance)).serialized())
                    continue
                }
                print("\(comparison.file): \(tally.summary) (flagged, skipped: \(comparison.flagged))")
                for warning in comparison.warnings { print("  warning: \(warning)") }
                for entry in comparison.entries where entry.frameClass == .stale {
                    print("  stale \(entry.id) <\(entry.tag)> line \(entry.line): \(entry.note ?? "")")
                }
                printWorst(comparison.entries, indent: "  ")
            } catch {
                failures.append(error.description)
                page?.addFailure(file: URL(fileURLWithPath: file).lastPathComponent, message: error.message)
                if json {
                    let name = URL(fileURLWithPath: file).lastPathComponent
                    print(JSONValue.object(JSONObject([("file", .string(name)), ("error", .string(error.message))])).serialized())
                } else {
                    print("\(URL(fileURLWithPath: file).lastPathComponent): not loaded: \(error.message)")
                }
            }
        }
        if let html, let page {
            let overall = "\(files.count - failures.count)/\(files.count) files loaded; \(total.summary); \(warnings) warnings"
            do {
                try SolutionPicture.write(page.html(overall: overall), to: html, option: "--html")
            } catch {
                FileHandle.standardError.write(Data("autolayout compare: \(error)\n".utf8))
                throw ExitCode(1)
            }
        }
        if json {
            print(CompareJSON.overall(files: files.count, loaded: files.count - failures.count, total: total, byKind: byKind,
                                      warnings: warnings).serialized())
            return
        }
        print("overall: \(files.count - failures.count)/\(files.count) files loaded; \(total.summary); \(warnings) warnings")
        for kind in InterfaceBuilderRoot.Kind.allCases {
            guard let tally = byKind[kind], tally.views > 0 else { continue }
            print("  \(kind.rawValue): \(tally.summary)")
        }
        for failure in failures { print("  not loaded: \(failure)") }
    }

    private func printWorst(_ entries: [InterfaceBuilderComparison.Entry], indent: String) {
        for textDependent in [false, true] {
            let misses = entries.filter {
                $0.frameClass != .stale && $0.isTextDependent == textDependent && !$0.matches(tolerance: CGFloat(tolerance))
            }
                .sorted { $0.error > $1.error }.prefix(worst)
            for entry in misses {
                let kind = textDependent ? "text" : "non-text"
                let free = entry.frameClass == .free ? " (free: \(entry.note ?? ""))" : ""
                print("\(indent)\(kind) \(entry.id) <\(entry.tag)> line \(entry.line) in \(entry.rootID): off by \(CompareTally.format(entry.error)) pt, "
                      + "ours \(CompareTally.format(entry.solved)) vs Xcode \(CompareTally.format(entry.stored))\(free)")
            }
        }
    }
}

/// Counts of compared and matching views: determined views apart for text-dependent and other
/// views (the figures), free views (compared, with their kept axes) and stale views (counted only).
struct CompareTally {
    var nonText = (compared: 0, matched: 0)
    var text = (compared: 0, matched: 0)
    var free = (compared: 0, matched: 0)
    var stale = 0

    init() {}

    init(_ entries: [InterfaceBuilderComparison.Entry], tolerance: CGFloat) {
        for entry in entries {
            let matched = entry.matches(tolerance: tolerance) ? 1 : 0
            switch entry.frameClass {
            case .stale:
                stale += 1
            case .free:
                free.compared += 1
                free.matched += matched
            case .determined where entry.isTextDependent:
                text.compared += 1
                text.matched += matched
            case .determined:
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
        free.compared += other.free.compared
        free.matched += other.free.matched
        stale += other.stale
    }

    /// Every view the tally saw, stale ones included.
    var views: Int { nonText.compared + text.compared + free.compared + stale }

    var summary: String {
        "\(views) views; non-text \(Self.share(nonText)); text-dependent \(Self.share(text)); free \(Self.share(free)); stale \(stale)"
    }

    /// The tally as JSON: `[matched, compared]` pairs.
    var json: JSONValue {
        func pair(_ count: (compared: Int, matched: Int)) -> JSONValue { .array([.number(Double(count.matched)), .number(Double(count.compared))]) }
        return .object(JSONObject([("views", .number(Double(views))), ("textIndependent", pair(nonText)), ("textDependent", pair(text)),
                                   ("free", pair(free)), ("stale", .number(Double(stale)))]))
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
