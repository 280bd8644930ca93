import AutoLayout
import Foundation

/// Where a cell template comes from: a layout document (JSON), or an Interface Builder
/// document (`.xib`, `.storyboard`) whose cell is converted to one (`InterfaceBuilderCellTemplate`).
enum TemplateSource {
    /// Whether `path` names an Interface Builder document.
    static func isInterfaceBuilder(_ path: String) -> Bool {
        ["xib", "storyboard"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// The layout document at `path`; for an Interface Builder document, its object `object`
    /// (or only cell) converted, by the importer's rules for `device` when one is given (else
    /// for the document's own device).
    static func document(at path: String, object: String?, device: Device? = nil) throws -> LayoutDocument {
        try load(at: path, object: object, device: device).document
    }

    /// `document(at:object:device:)` with what reading an Interface Builder document skipped or
    /// assumed (an unknown device, a constraint naming an object outside the cell), which a
    /// layout document never has.
    static func load(at path: String, object: String?, device: Device? = nil) throws -> (document: LayoutDocument, warnings: [String]) {
        let url = URL(fileURLWithPath: path)
        guard isInterfaceBuilder(path) else {
            guard object == nil else { throw TemplateSourceError("--object applies to .xib and .storyboard documents only") }
            return (try LayoutDocument(contentsOf: url), [])
        }
        let source = try InterfaceBuilderDocument(contentsOf: url, device: device)
        return (try InterfaceBuilderCellTemplate(source, object: object).document, source.warnings)
    }
}

/// A template that cannot be read as asked.
struct TemplateSourceError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
