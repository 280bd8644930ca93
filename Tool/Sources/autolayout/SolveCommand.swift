import ArgumentParser
import AutoLayout
import BatchLayout
import Foundation
import Interchange
import InterfaceBuilder
import LayoutDocuments
import TemplateDiagnostics

/// `autolayout solve DOC.json`: lays out one layout document and prints its size, every view's
/// frame (relative to its parent) and layout's messages as one JSON object.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Lay out a layout document and print the frames.",
        discussion: """
            With --width only, the root is sized like a self-sizing cell (width required, height \
            fitted at fittingSizeLevel against 0); with --width and --height its frame is fixed; \
            with neither, the document's own root frame is used. Prints \
            {"size": [w, h], "frames": {"id": [x, y, w, h], ...}, "log": [...]}, frames rounded to \
            1/scale (--scale 0: the solver's values). An Interface Builder document (.xib, \
            .storyboard) lays out each top-level object (or --object ID) at its stored size unless \
            --width/--height are given and prints {"roots": {id: [w, h]}, "frames": {id: [x, y, w, h]}, "log": [...]}, \
            frames keyed by Interface Builder id and rounded to the device's pixel grid.
            """
    )

    @Argument(help: "The layout document (JSON), or an Interface Builder document (.xib, .storyboard).")
    var document: String

    @Option(help: "Interface Builder documents: lay out only the top-level object with this id.")
    var object: String?

    @Flag(help: "Interface Builder documents: keep placeholder constraints, as Xcode's canvas does (by default they are removed, as at build time).")
    var keepPlaceholders = false

    @Option(parsing: .unconditional, help: "The root's width in points.")
    var width: Double?

    @Option(parsing: .unconditional, help: "The root's height in points.")
    var height: Double?

    @Option(parsing: .unconditional, help: "Pixel grid: 1, 2 or 3; 0 turns rounding off (default: the --device's scale, else the document's, else 0).")
    var scale: Double?

    @Option(help: "Also draw the solved layout as an SVG picture in this file: view boxes, and texts in their measured lines at their baselines (an Interface Builder document: every root laid out, one below the other).")
    var svg: String?

    @Option(help: "Lay the document out as a cell template with this row applied (one line of a rows file, as `heights` reads it): frames keyed by the ids rows use.")
    var row: String?

    @Flag(help: "Instead of the JSON, explain the layout at --width (as a self-sizing cell, with --row's content if given): the constraints that decided the height, those broken, conflicts.")
    var explain = false

    @OptionGroup var fontOptions: FontOptions
    @OptionGroup var deviceOptions: DeviceOptions

    func validate() throws {
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(value.isFinite && value >= 0) {
                throw ValidationError("\(name) \(NumberFormatting.shortest(value)): a length is a number of points >= 0")
            }
        }
        if let scale { try ScaleOption.validate(scale) }
    }

    func run() throws {
        if row != nil || explain { return try runTemplate() }
        if CellTemplateSource.isInterfaceBuilder(fileAt: URL(fileURLWithPath: document)) {
            return try runInterfaceBuilder()
        }
        do {
            let layout = try LayoutDocument(contentsOf: URL(fileURLWithPath: document)).makeLayout()
            layout.root.textMeasurer = try fontOptions.measurer()
            let device = try deviceOptions.device()
            let solution = try layout.solve(width: (width ?? device.map { Double($0.screenSize.width) }).map { CGFloat($0) },
                                            height: height.map { CGFloat($0) },
                                            scale: (scale ?? device.map { Double($0.scale) }).map { CGFloat($0) }, device: device)
            print(SolutionJSON.render(solution))
            if let svg { try SolutionPicture.write(SolutionPicture.render(layout), to: svg) }
        } catch let error as DocumentError {
            FileHandle.standardError.write(Data("autolayout solve: \(document): \(error)\n".utf8))
            throw ExitCode(1)
        } catch let error as TemplateSourceError {
            FileHandle.standardError.write(Data("autolayout solve: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }

    /// `--row` and `--explain`: the document as a cell template (an Interface Builder cell
    /// converted, as `heights` converts it), with the row's content.
    private func runTemplate() throws {
        do {
            let device = try deviceOptions.device()
            let source = try TemplateSource.document(at: document, object: object, device: device)
            let template = try BatchTemplate(document: source)
            let measurer = try fontOptions.measurer()
            let scale = SizingDefaults.scale(scale, device: device, documentScale: source.scale)
            let row: BatchRow
            switch template.readRow(self.row ?? "{}", lineNumber: 1) {
            case .success(let read): row = read
            case .failure(let error):
                // The row has no line of a file: name it by the option.
                let message = error.message.hasPrefix("line 1") ? "--row" + error.message.dropFirst("line 1".count) : error.message
                throw TemplateSourceError(message)
            }
            let layout = try template.makeLayout(for: row, measurer: measurer, scale: scale)
            let width = width ?? device.map { Double($0.screenSize.width) }
            if explain {
                guard let width else { throw TemplateSourceError("--explain explains the layout at a width: give --width W (or --device)") }
                let solve = TemplateSolve(layout: layout, width: width, scale: scale, measurer: measurer, device: device)
                print(RowExplanation(title: self.row == nil ? "the template" : "--row", width: width, category: nil, result: nil, solve: solve).text,
                      terminator: "")
                if let svg { try SolutionPicture.write(SolutionPicture.render(layout), to: svg) }
                return
            }
            let solution = try layout.solve(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }, scale: CGFloat(scale),
                                            device: device)
            print(SolutionJSON.render(solution))
            if let svg { try SolutionPicture.write(SolutionPicture.render(layout), to: svg) }
        } catch let error as ValidationError {
            throw error
        } catch {
            FileHandle.standardError.write(Data("autolayout solve: \(document): \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}

extension SolveCommand {
    private func runInterfaceBuilder() throws {
        do {
            var source = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: document), device: deviceOptions.device())
            let measurer = try fontOptions.measurer()
            source.fontFamilies = Set(measurer.fonts.familyNames)
            // An axis the constraints leave free keeps the frame Xcode drew, as `compare` keeps it.
            let size = (width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
            let (layout, solution, _) = try source.canvasLayout(measuringWith: measurer, keepingPlaceholderConstraints: keepPlaceholders) {
                (laidOut: InterfaceBuilderLayout) throws(InterfaceBuilderError) in
                try laidOut.solve(rootID: object, width: size.width, height: size.height)
            }
            // Keyed by the names heights, compare and rows use too (InterfaceBuilderNames).
            let roots = solution.namedRoots.map { "\(SolutionJSON.quoted($0.name)): [\(SolutionJSON.number($0.size.width)), \(SolutionJSON.number($0.size.height))]" }
            let frames = SolutionJSON.frames(solution.namedFrames.map { (id: $0.name, frame: $0.frame) })
            print("{\"roots\": {\(roots.joined(separator: ", "))}, \"frames\": {\(frames)}, \"log\": [\(solution.log.map(SolutionJSON.quoted).joined(separator: ", "))]}")
            if let svg {
                let names = Dictionary(zip(solution.frames.map(\.id), solution.namedFrames.map(\.name)), uniquingKeysWith: { first, _ in first })
                try SolutionPicture.write(SolutionPicture.render(layout, rootIDs: solution.roots.map(\.id), names: names), to: svg)
            }
        } catch {
            FileHandle.standardError.write(Data("autolayout solve: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}

/// The JSON text of a solution, keys in document order.
enum SolutionJSON {
    static func render(_ solution: DocumentLayout.Solution) -> String {
        let log = solution.log.map(quoted).joined(separator: ", ")
        return "{\"size\": [\(number(solution.size.width)), \(number(solution.size.height))], \"frames\": {\(frames(solution.frames))}, \"log\": [\(log)]}"
    }

    /// `"id": [x, y, w, h], ...`
    static func frames(_ frames: [(id: String, frame: CGRect)]) -> String {
        frames.map { item in
            "\(quoted(item.id)): [\(number(item.frame.minX)), \(number(item.frame.minY)), \(number(item.frame.width)), \(number(item.frame.height))]"
        }.joined(separator: ", ")
    }

    static func number(_ value: CGFloat) -> String {
        NumberText.format(Double(value), fractionDigits: 6)
    }

    static func quoted(_ text: String) -> String {
        JSONValue.string(text).serialized()
    }
}
