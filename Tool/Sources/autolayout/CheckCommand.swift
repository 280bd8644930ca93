import ArgumentParser
import AutoLayout
import Foundation

/// `autolayout check TEMPLATE`: a cell template's problems, reported once for the template
/// rather than on every row of a job (`TemplateCheck`).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a cell template once: reading, fonts, conflicting and ambiguous constraints.",
        discussion: """
            Takes what `heights` takes as a template (a layout document, or a .xib / .storyboard \
            cell) and lays it out as `heights` lays out a row that sets nothing, at each --width \
            (default: the --device's screen width, else the root's frame width, else 375). \
            Errors: the template cannot be read (unknown keys, kinds and views, with "did you \
            mean"), a font family with no face here, required constraints that conflict (each \
            constraint named by its entry in the document, the one layout breaks marked). \
            Warnings: a height that fits to zero or has several optimal values, views whose \
            frame the constraints leave free, what reading an Interface Builder document skipped. \
            Prints one paragraph per finding ("TEMPLATE: error: ...") and a last line with the \
            counts and the template's height at each width. Exit codes: 0 no errors (warnings \
            allowed; --strict: none either), 1 errors.
            """
    )

    @Argument(help: "The cell template: a layout document (JSON), or a .xib / .storyboard cell.")
    var document: String

    @Option(help: "For a .storyboard (or a .xib with several objects): the cell, by Interface Builder id, reuse identifier or user label.")
    var object: String?

    @Option(name: .customLong("width"), parsing: .unconditionalSingleValue,
            help: "A content width in points to check at; repeat for several.")
    var widths: [Double] = []

    @Option(parsing: .unconditional, help: "Pixel grid (1, 2, 3); 0 turns rounding off (default: the --device's scale, else the document's, else 0).")
    var scale: Double?

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var deviceOptions: DeviceOptions

    func validate() throws {
        for width in widths where !(width.isFinite && width >= 0) {
            throw ValidationError("--width \(NumberFormatting.shortest(width)): a width is a number of points >= 0")
        }
        if let scale { try ScaleOption.validate(scale) }
    }

    func run() throws {
        let check: TemplateCheck
        do {
            check = TemplateCheck(path: document, object: object, device: try deviceOptions.device(), widths: widths, scale: scale,
                                  measurer: try fontOptions.measurer())
        } catch {
            FileHandle.standardError.write(Data("autolayout check: \(error)\n".utf8))
            throw ExitCode(1)
        }
        FileHandle.standardOutput.write(Data(check.report(for: document).utf8))
        if check.errors > 0 || (strict && check.warnings > 0) { throw ExitCode(1) }
    }
}
