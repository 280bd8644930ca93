import ArgumentParser
import AutoLayout
import Foundation
import InterfaceBuilder

/// `autolayout convert CELL.xib [--object ID]`: the layout document (JSON) equivalent to an
/// Interface Builder cell, which `heights` and `solve` take as a template.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Print the layout document (JSON) of an Interface Builder cell or view.",
        discussion: """
            The object is built as the app builds it (placeholder constraints dropped), with the \
            document's device; a table cell is described by its content view. Views are named by \
            the cell's outlet property names, else their user label, else their Interface Builder \
            id with '-' written '_': the names rows use. `heights` on the output gives the same \
            heights as `heights` on the Interface Builder document.
            """
    )

    @Argument(help: "An Interface Builder document (.xib, .storyboard).")
    var file: String

    @Option(help: "The object to convert: an Interface Builder id, reuse identifier or user label (default: the only cell).")
    var object: String?

    @OptionGroup var deviceOptions: DeviceOptions

    func run() throws {
        do {
            let source = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: file), device: deviceOptions.device())
            let template = try InterfaceBuilderCellTemplate(source, object: object)
            FileHandle.standardOutput.write(template.json)
            FileHandle.standardOutput.write(Data("\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("autolayout convert: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
