import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutDocuments

/// Where a command's cell template comes from: a file read by the rule every command and the
/// height service share (`CellTemplateSource`: a layout document, or an Interface Builder
/// document's cell converted to one, told apart by content).
enum TemplateSource {
    /// The layout document at `path`; for an Interface Builder document, its object `object`
    /// (or only cell) converted, by the importer's rules for `device` when one is given (else
    /// for the document's own device).
    static func document(at path: String, object: String?, device: Device? = nil) throws -> LayoutDocument {
        try load(at: path, object: object, device: device).document
    }

    /// `document(at:object:device:)` with what reading an Interface Builder document skipped or
    /// assumed.
    static func load(at path: String, object: String?, device: Device? = nil) throws -> CellTemplateSource.Loaded {
        do {
            return try CellTemplateSource.load(contentsOf: URL(fileURLWithPath: path), object: object, device: device)
        } catch {
            throw TemplateSourceError(error.description)
        }
    }
}

/// A template that cannot be read as asked.
struct TemplateSourceError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
